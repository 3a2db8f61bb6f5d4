// A rule the players never used in a study is named in the report and in compare, with a seat
// kind that does use it (and that kind is checked to use it).
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/engine/registry.js';
import { compareReport, formatCompare } from '../../src/sim/compare.js';
import { formatReport } from '../../src/sim/format.js';
import { playStudy, prepareVariant, simulate } from '../../src/sim/simulate.js';

const plain = { unicode: false, color: false };

describe('rules never used', () => {
  it("Royal Dinner Party: greedy never takes the Final Touch; the report says so and names random, which does", async () => {
    const game = getGame('royal-dinner-party');
    const greedy = await simulate(prepareVariant(game, { seats: 'greedy' }), { games: 100, seed: 3, workers: 1 });
    expect(greedy.unusedRules).toEqual([
      { rule: 'the Final Touch', option: 'finalTouch', counter: 'finalTouchSwaps', kinds: ['greedy'], usedBy: 'random' },
    ]);
    expect(formatReport(greedy, plain)).toMatch(/Rules never used\n {2}the Final Touch \(option finalTouch\) was never used \(finalTouchSwaps: 0 in 100\n/);
    const random = await simulate(prepareVariant(game, { seats: 'random' }), { games: 100, seed: 3, workers: 1 });
    expect(random.counters.finalTouchSwaps.gamesWithAny).toBeGreaterThan(0);
    expect(random.unusedRules).toEqual([]);
    // with the rule off there is nothing to use: nothing said
    const off = await simulate(prepareVariant(game, { seats: 'greedy', options: { finalTouch: false } }), { games: 20, seed: 3, workers: 1 });
    expect(off.unusedRules).toEqual([]);
  });

  it('compare names the side whose players never used it', async () => {
    const game = getGame('royal-dinner-party');
    const a = await playStudy(prepareVariant(game, { seats: 'greedy' }), { games: 50, seed: 4, workers: 1, keepGames: true });
    const b = await playStudy(prepareVariant(game, { seats: 'greedy', options: { finalTouch: false } }), { games: 50, seed: 4, workers: 1, keepGames: true });
    const text = formatCompare(compareReport(a.rows, b.rows, { a: 'on', b: 'off' }, { a: a.report, b: b.report }), plain);
    expect(text).toContain('  A: the Final Touch (option finalTouch) was never used');
    expect(text).not.toContain('  B: the Final Touch');
    expect(text.split('\n').every((line) => line.length <= 80)).toBe(true);
  });

  it('Just Desserts: greedy never freshens; random does', async () => {
    const game = getGame('just-desserts');
    const greedy = await simulate(prepareVariant(game, { seats: 'greedy,greedy' }), { games: 60, seed: 3, workers: 1 });
    expect(greedy.unusedRules.map((r) => [r.counter, r.kinds, r.usedBy])).toEqual([['freshens', ['greedy'], 'random']]);
    const random = await simulate(prepareVariant(game, { seats: 'random,greedy' }), { games: 60, seed: 3, workers: 1 });
    expect(random.counters.freshens.gamesWithAny).toBeGreaterThan(0);
    expect(random.unusedRules).toEqual([]);
  });
});
