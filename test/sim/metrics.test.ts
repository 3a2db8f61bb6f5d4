// The play metrics: the lead's story of a game worked out by hand, the engine's turn-end hook,
// and the means with their intervals against the textbook formulas.
import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../src/engine/players.js';
import { playout } from '../../src/engine/playout.js';
import { getGame } from '../../src/engine/registry.js';
import { resolveOptions } from '../../src/engine/options.js';
import { LeadWatch, metricFigure, metricParts, noMetricSums, addMetricSums } from '../../src/sim/metrics.js';
import { tQuantile } from '../../src/sim/stats.js';
import { prepareVariant, specOf } from '../../src/sim/simulate.js';
import { playRange } from '../../src/sim/study.js';

/** A game whose state is its scores. */
const scoreGame = { outcome: (s: unknown) => ({ over: true, winners: [], scores: s as number[] }) };

function story(turnEnds: number[][], winners: number[]) {
  const w = new LeadWatch();
  w.start(scoreGame, turnEnds[0].length);
  for (const scores of turnEnds) w.onTurnEnd(scores);
  return w.finish({ over: true, winners, scores: turnEnds[turnEnds.length - 1] }, 30, 10);
}

describe('the lead at each turn end', () => {
  it('counts lead changes, and how long the eventual winner was behind or not alone ahead', () => {
    // A leads, B leads, a tie, A again, then C, who wins
    const m = story([[1, 0, 0], [1, 2, 0], [2, 2, 0], [3, 2, 0], [3, 3, 4]], [2]);
    expect(m).toEqual({ leadChanges: 3, turnEnds: 5, behind: 4, open: 4, decided: 4, choices: 30, decisions: 10 });
    expect(metricParts(m, 'drama')).toEqual([4, 5]);
    expect(metricParts(m, 'decisiveness')).toEqual([4, 5]);
    expect(metricParts(m, 'branching')).toEqual([30, 10]);
  });

  it('tells a tie at the top from being behind, and a game decided from the start', () => {
    // B wins, tied with A for the lead at first, then alone ahead throughout
    const m = story([[0, 0], [1, 1], [1, 2], [1, 5]], [1]);
    expect(m).toMatchObject({ leadChanges: 0, turnEnds: 4, behind: 0, open: 2, decided: 2 });
    const start = story([[0, 1], [0, 2]], [1]);
    expect(start).toMatchObject({ behind: 0, open: 0, decided: 0 });
  });

  it('leaves out the winner-based counts when nobody or several won, and everything but branching in solo games', () => {
    const shared = story([[1, 0], [1, 1]], [0, 1]);
    expect(shared).toEqual({ leadChanges: 0, turnEnds: 2, choices: 30, decisions: 10 });
    expect(metricParts(shared, 'drama')).toEqual([0, 0]);
    const w = new LeadWatch();
    w.start(scoreGame, 1);
    expect(w.finish({ over: true, winners: [0], scores: [5] }, 12, 4)).toEqual({ choices: 12, decisions: 4 });
    expect(metricParts({ choices: 12, decisions: 4 }, 'leadChanges')).toBeUndefined();
  });
});

describe("the playout's turn-end hook", () => {
  it('sees every turn end once, and counts the legal moves at each decision', () => {
    const feast = getGame('the-feast');
    const options = resolveOptions(feast, { hands: 2 });
    let ends = 0;
    let choices = 0;
    let decisions = 0;
    const greedy = createPlayer('greedy')!;
    const counting = { ...greedy, choose: (d: Parameters<typeof greedy.choose>[0]) => ((choices += d.legal.length), decisions++, greedy.choose(d)) };
    const r = playout(feast, 5, options, [counting, counting, counting], undefined, undefined, () => ends++);
    expect(ends).toBe(r.turns);
    expect(r.decisions).toBe(decisions);
    expect(r.choices).toBe(choices);
    // without the hook the same game is played
    const again = playout(feast, 5, options, [greedy, greedy, greedy]);
    expect(again.outcome).toEqual(r.outcome);
  });
});

describe('the metrics over a study', () => {
  it('a per-game mean has the t interval of the games', () => {
    const values = [3, 1, 4, 1, 5, 9, 2, 6];
    const sums = noMetricSums();
    for (const v of values) addMetricSums(sums, v, 1);
    const f = metricFigure(sums, values.length)!;
    const mean = values.reduce((a, b) => a + b) / values.length;
    const sd = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (values.length - 1));
    expect(f.mean).toBeCloseTo(mean, 12);
    expect(f.interval[1] - f.mean).toBeCloseTo((tQuantile(0.975, 7) * sd) / Math.sqrt(8), 12);
  });

  it('a ratio has the interval of the linearised residuals y - R x (delta method)', () => {
    const games = [[2, 10], [5, 12], [0, 8], [7, 20], [1, 0]] as const;
    const sums = noMetricSums();
    for (const [y, x] of games) addMetricSums(sums, y, x);
    const f = metricFigure(sums, games.length)!;
    const R = 15 / 50;
    const xbar = 50 / 5;
    const ss = games.reduce((a, [y, x]) => a + (y - R * x) ** 2, 0);
    const se = Math.sqrt(ss / (5 * 4)) / xbar;
    expect(f.mean).toBeCloseTo(R, 12);
    expect(f.interval[0]).toBeCloseTo(R - tQuantile(0.975, 4) * se, 12);
    expect(f).toMatchObject({ games: 4, over: 50 });
  });

  it('are in the report and its JSON, the same however the games are split', () => {
    const game = getGame('just-desserts');
    const spec = specOf(prepareVariant(game, { seats: 'greedy,greedy,random' }), 3);
    const whole = playRange(spec, 0, 30).toJSON().metrics;
    const parts = playRange(spec, 12, 30).merge(playRange(spec, 0, 12)).toJSON().metrics;
    expect(parts).toEqual(whole);
    expect(Object.keys(whole!)).toEqual(['leadChanges', 'drama', 'decisiveness', 'uncertainty', 'branching']);
  });
});
