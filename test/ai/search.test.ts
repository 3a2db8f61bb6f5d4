// The searching player: levels, budgets that make a seed replay the same move, stopping
// (clock and abort) without freezing the event loop, finding a win, beating greedy, and hints.
import { describe, expect, it, vi } from 'vitest';
import '../../src/ai/index.js';
import { lxReward } from '../../src/ai/games/louis-xiv.js';
import { DEFAULT_LEVEL, LEVELS } from '../../src/ai/levels.js';
import { SearchPlayer } from '../../src/ai/player.js';
import { Search } from '../../src/ai/search.js';
import { resolveOptions } from '../../src/engine/options.js';
import { computerKinds, createPlayer, greedyPlayer, type Decision, type Player } from '../../src/engine/players.js';
import { playout } from '../../src/engine/playout.js';
import { type GameRecord } from '../../src/engine/record.js';
import { getGame } from '../../src/engine/registry.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';
import type { AnyGame } from '../../src/engine/types.js';
import type { LouisState } from '../../src/games/louis-xiv/state.js';
import { loadRuleset } from '../../src/rulesets/index.js';
import { replay } from '../helpers/rules.js';

function decisionFor(game: AnyGame, state: unknown, seat: number, rng: RngState): Decision {
  const legal: number[] = [];
  legal.length = game.legal(state, seat, legal);
  return { game, seat, legal, sample: (r) => game.resample(state, seat, r), view: () => game.view(state, seat), rng };
}

const rdp = getGame('royal-dinner-party');

/**
 * A stacked deal (seed 0's order, written out) played to the point where eleven guests are
 * satisfied and the drawn card, which has four places, serves the twelfth only on c2.
 */
const LAST_GUEST: GameRecord = {
  game: 'royal-dinner-party',
  seed: 0,
  deck: 'JC 8D 6S KC 2C QH 3S AH KH 5S 9S 6D 3H 4H 10S 5D 4S 7S 2H 3D 8S QS QD 2S 10D KD 9H 4D 2D 7D RJ AS 8C 9D JD 10H 4C 7H AD 8H 9C 6C BJ JH 10C 5C 6H QC JS KS 7C 5H 3C AC'.split(' '),
  options: {},
  seats: ['human'],
  moves: (
    'seat Tc,seat R1,seat R3,seat Bc,keep,draw,place c3,draw,place c2,draw,place a2,draw,place b2,draw,place a2,' +
    'draw,place c1,draw,place c1,draw,place a1,draw,seat R2,draw,seat Bb,draw,helping R2,draw,place b3,draw,seat L3,' +
    'draw,place a3,draw,place b2,draw,helping Bb,draw,place b1,draw,draw,draw,place b2,draw,place a3,draw,seat Ba,' +
    'draw,place a1,draw,place c3,draw,place a2,draw,draw,place c3,draw,place b1,draw,place c1,draw,draw,seat L1,draw,' +
    'place a1,draw,helping L1,draw,place c1,draw,seat Ta,draw,seat Tb,joker c2 b3,draw,seat L2,draw,place a2,draw,' +
    'place c2,draw,ace a3,place a3,draw,draw,place a2,draw,place c1,draw,place b1,joker b3 b2,ace a1,draw'
  ).split(','),
};

/** A mid-game position of Royal Dinner Party with a real choice. */
function midGame(seed: number): unknown {
  let found: unknown;
  playout(rdp, seed, resolveOptions(rdp, {}), [greedyPlayer], (state) => {
    if (!found && (state as { phase: number }).phase === 3 && rdp.legal(state, 0, []) >= 3) found = rdp.clone(state);
  });
  return found;
}

describe('levels', () => {
  it('registers easy, normal and hard, with normal the default', () => {
    for (const kind of ['easy', 'normal', 'hard']) {
      expect(computerKinds()).toContain(kind);
      expect(createPlayer(kind)?.kind).toBe(kind);
    }
    expect(DEFAULT_LEVEL).toBe('normal');
    const budgets = LEVELS.map((l) => l.iterations);
    expect([...budgets].sort((a, b) => a - b)).toEqual(budgets);
  });
});

describe('budgets', () => {
  const state = midGame(21);
  const settings = { iterations: 80, candidates: 4, margin: 1, epsilon: 0.1 };

  it('an iteration budget gives the same search for the same seed', () => {
    const a = new Search(decisionFor(rdp, state, 0, seedRng(12)), settings);
    const b = new Search(decisionFor(rdp, state, 0, seedRng(12)), settings);
    a.run();
    b.run();
    expect(a.rollouts).toBeGreaterThan(20);
    expect(a.rollouts).toBeLessThanOrEqual(80 + 4);
    expect(b.stats()).toEqual(a.stats());
    expect(b.best()).toBe(a.best());
    // and the player's own generator moves on, so the next decision draws new deals
    const rng = seedRng(12);
    new Search(decisionFor(rdp, state, 0, rng), settings).run();
    expect(rng).not.toEqual(seedRng(12));
  });

  it('choose and chooseAsync agree', async () => {
    const player = new SearchPlayer('t', settings);
    const sync = player.choose(decisionFor(rdp, state, 0, seedRng(4)));
    const async = await player.chooseAsync(decisionFor(rdp, state, 0, seedRng(4)));
    expect(async).toBe(sync);
  });

  it('a slow or loaded machine changes no move: the budget is rollouts, and chunks count rollouts too', async () => {
    // a clock that jumps 1 s per reading: were the search to read it, its chunks or budget would shrink
    let fake = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (fake += 1000));
    try {
      for (const [seed, level] of [[4, 'normal'], [5, 'hard'], [6, 'easy']] as const) {
        const player = createPlayer(level) as SearchPlayer;
        const sync = player.choose(decisionFor(rdp, state, 0, seedRng(seed)));
        const syncWords = player.explain(decisionFor(rdp, state, 0, seedRng(seed)), sync);
        const async = await player.chooseAsync(decisionFor(rdp, state, 0, seedRng(seed)));
        expect(async).toBe(sync);
        // the same number of playouts behind it, not fewer
        expect(player.explain(decisionFor(rdp, state, 0, seedRng(seed)), async)).toBe(syncWords);
      }
    } finally {
      clock.mockRestore();
    }
  });

  it('an abort stops the search early, and the event loop keeps running meanwhile', async () => {
    const player = new SearchPlayer('t', { ...settings, iterations: 10_000_000 });
    const d = decisionFor(rdp, state, 0, seedRng(4));
    const controller = new AbortController();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    setTimeout(() => controller.abort(), 60);
    const t0 = performance.now();
    const move = await player.chooseAsync(d, controller.signal);
    clearInterval(timer);
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(ticks).toBeGreaterThanOrEqual(2);
    expect(d.legal).toContain(move);
  });

  it('an aborted signal gives a legal move at once', async () => {
    const controller = new AbortController();
    controller.abort();
    const d = decisionFor(rdp, state, 0, seedRng(4));
    const move = await (createPlayer('hard') as Player).chooseAsync?.(d, controller.signal);
    expect(d.legal).toContain(move);
  });
});

describe('strength', () => {
  it('serves the last guest when one placement wins at once', () => {
    const r = replay(LAST_GUEST);
    const legal = decisionFor(rdp, r.state, 0, []).legal;
    const texts = legal.map((m) => rdp.moveText(r.state, 0, m));
    expect(texts).toEqual(expect.arrayContaining(['place a1', 'place c2', 'place a3', 'place c3']));
    // only c2 wins
    for (const m of legal) {
      const after = rdp.clone(r.state);
      rdp.apply(after, 0, m);
      expect(rdp.outcome(after).winners.length > 0).toBe(rdp.moveText(r.state, 0, m) === 'place c2');
    }
    for (const kind of ['easy', 'normal', 'hard']) {
      const player = createPlayer(kind) as Player;
      const d = decisionFor(rdp, r.state, 0, seedRng(1));
      const move = player.choose(d);
      expect(rdp.moveText(r.state, 0, move)).toBe('place c2');
      expect(player.explain?.(d, move)).toMatch(/^serves the King of Spades at L2/);
    }
  });

  it('easy wins more deals of Royal Dinner Party than greedy', () => {
    const options = resolveOptions(rdp, {});
    let greedy = 0;
    let easy = 0;
    for (let seed = 500; seed < 530; seed++) {
      if (playout(rdp, seed, options, [greedyPlayer]).outcome.winners.length) greedy++;
      if (playout(rdp, seed, options, [createPlayer('easy') as Player]).outcome.winners.length) easy++;
    }
    expect(easy).toBeGreaterThanOrEqual(greedy + 5);
  });

  it('normal takes more than a fair share of The Feast against three greedy players', () => {
    const feast = getGame('the-feast');
    const options = resolveOptions(feast, {});
    let won = 0;
    for (let seed = 0; seed < 8; seed++) {
      const seat = seed % 4;
      const players = [0, 1, 2, 3].map((i) => (i === seat ? (createPlayer('normal') as Player) : greedyPlayer));
      const o = playout(feast, seed, options, players).outcome;
      if (o.winners.includes(seat)) won += 1 / o.winners.length;
    }
    expect(won).toBeGreaterThan(8 / 4);
  });

  it('plays Just Desserts through the contract alone', () => {
    const jd = getGame('just-desserts');
    const ruleset = loadRuleset(jd);
    let checked = 0;
    playout(jd, 3, ruleset.options, [greedyPlayer, greedyPlayer, greedyPlayer], (state) => {
      if (checked >= 2 || jd.outcome(state).over) return;
      const seats: number[] = [];
      if (!jd.toMove(state, seats)) return;
      const d = decisionFor(jd, state, seats[0], seedRng(2));
      if (d.legal.length < 2) return;
      const move = new SearchPlayer('t', { iterations: 12, candidates: 4, margin: 1, epsilon: 0 }).choose(d);
      expect(d.legal).toContain(move);
      checked++;
    }, ruleset.data);
    expect(checked).toBe(2);
  });
});

describe('hints', () => {
  it('explains a move in a few words with what the search found', () => {
    const state = midGame(21);
    const player = createPlayer('normal') as Player;
    const d = decisionFor(rdp, state, 0, seedRng(3));
    const move = player.choose(d);
    const words = player.explain?.(d, move) ?? '';
    expect(words.length).toBeGreaterThan(5);
    expect(words.length).toBeLessThan(160);
  });
});

describe('Louis XIV solo estimate', () => {
  const lx = getGame('louis-xiv');
  const rs = loadRuleset(lx);
  /** Seed 1's solo deal with three 7s (one yellow) under noble n1, which wants four of one value, one yellow. */
  function threeSevens(turnsAfter: number): LouisState {
    const s = lx.setup({ seed: 1, seats: 1, options: rs.options, data: rs.data }) as LouisState;
    const byName = new Map(Array.from({ length: s.tables.food }, (_, c) => [lx.cardName(c, rs.data), c]));
    const under = ['7Y', '7B', '7G'].map((n) => byName.get(n) as number);
    // the cards move from wherever the deal put them, so the state stays a real one
    for (const zone of [s.deck, s.discard]) for (const c of under) if (zone.includes(c)) zone.splice(zone.indexOf(c), 1);
    s.tray = s.tray.map((c) => (under.includes(c) ? -1 : c));
    s.nobles[0][0] = under;
    s.soloDeck.length = turnsAfter;
    return s;
  }

  it('an open noble is worth more with more turns left to finish it', () => {
    const early = lxReward(threeSevens(7), 0);
    const late = lxReward(threeSevens(0), 0);
    const emptyLate = threeSevens(0);
    emptyLate.nobles[0][0] = [];
    expect(early).toBeGreaterThan(late);
    // one card short in the last turn still counts for something, an empty four-card noble for nothing more
    expect(late).toBeGreaterThan(lxReward(emptyLate, 0));
  });

  it('a finished game is worth its points alone', () => {
    const s = threeSevens(0);
    s.phase = 3;
    s.points[0] = 6;
    expect(lxReward(s, 0)).toBeCloseTo(6 / 12);
  });
});
