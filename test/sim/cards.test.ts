// The per-card balance table: every game with card data gives one, as `cards` rows with the same
// fields; the rows' intervals are Bonferroni-corrected and a card outside the band is starred.
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/engine/registry.js';
import type { CounterFigures } from '../../src/engine/types.js';
import { CARD_BAND, cardConfidence, cardRows } from '../../src/sim/cards.js';
import { wilson, zFor } from '../../src/sim/stats.js';
import { prepareVariant, simulate } from '../../src/sim/simulate.js';

const FIELDS = ['card', 'name', 'games', 'used', 'points', 'winShare', 'low', 'high', 'flag'];

/** Counter figures of a study of `games` games from per-counter totals. */
function figures(games: number, totals: Record<string, number>): CounterFigures {
  return {
    games,
    names: Object.keys(totals).sort(),
    mean: (k) => (totals[k] ?? 0) / games,
    share: () => 0,
    interval: (hits, trials, confidence = 0.95) => wilson(hits, trials, zFor(confidence)),
  };
}

describe('cardRows', () => {
  it('scales the win rate by the fair share, corrects the interval for the rows, and stars a card outside the band', () => {
    // two seats: card a's holder won 90 of 100 games held (1.8 of fair), b's 50 of 100 (fair)
    const c = figures(200, { 'held.a': 100, 'won.a': 90, 'used.a': 150, 'points.a': 300, 'held.b': 100, 'won.b': 50 });
    const [a, b] = cardRows(c, 2, 0, (code) => code.toUpperCase());
    expect(Object.keys(a)).toEqual(FIELDS);
    expect(a).toMatchObject({ card: 'a', name: 'A', games: 100, used: 150, points: 3, flag: '*' });
    expect(a.winShare).toBeCloseTo(1.8, 12);
    const [lo, hi] = wilson(90, 100, zFor(cardConfidence(2)));
    expect(cardConfidence(2)).toBeCloseTo(0.975, 12);
    expect(a.low).toBeCloseTo(lo * 2, 12);
    expect(a.high).toBeCloseTo(hi * 2, 12);
    expect(a.low!).toBeGreaterThan(CARD_BAND[1]);
    expect(b.winShare).toBeCloseTo(1, 12);
    expect(b.flag).toBe('');
  });

  it('counts the games a card appeared in from seen. when the game tells it, and measures a solo game against its win rate', () => {
    const c = figures(100, { 'seen.x': 80, 'held.x': 40, 'won.x': 20 });
    const [x] = cardRows(c, 1, 0.25, (code) => code);
    expect(x.games).toBe(80);
    expect(x.winShare).toBeCloseTo(0.5 / 0.25, 12);
    // a solo study that won nothing has no fair share to compare with
    expect(cardRows(c, 1, 0, (code) => code)[0].winShare).toBeNull();
  });
});

describe('every game with card data reports its cards', () => {
  const cases: { game: string; seats: string; rows: number; code: string; name: string }[] = [
    { game: 'royal-dinner-party', seats: 'greedy', rows: 18, code: 'QH', name: 'Queen of Hearts' },
    { game: 'the-feast', seats: 'greedy,greedy,greedy,greedy', rows: 10, code: '10', name: '10' },
    { game: 'just-desserts', seats: 'greedy,greedy,greedy', rows: 100, code: 'agent17', name: 'Agent 17' },
    { game: 'louis-xiv', seats: 'greedy,greedy', rows: 6, code: 'u6', name: 'unmasked exactTotal' },
    { game: 'surrealist-dinner-party', seats: 'greedy,greedy,greedy', rows: 30, code: 'dali', name: 'Salvador Dalí' },
  ];
  for (const t of cases) {
    it(`${t.game}: rows with the same fields, the per-card counters out of the generic table`, async () => {
      const game = getGame(t.game);
      const report = await simulate(prepareVariant(game, { seats: t.seats }), { games: 30, seed: 5, workers: 1 });
      const cards = report.cards!;
      expect(cards.length).toBeLessThanOrEqual(t.rows);
      expect(cards.length).toBeGreaterThan(t.rows / 2);
      for (const row of cards) expect(Object.keys(row)).toEqual(FIELDS);
      const row = cards.find((r) => r.card === t.code)!;
      expect(row.name).toBe(t.name);
      expect(row.games).toBeGreaterThan(0);
      expect(row.games).toBeLessThanOrEqual(30);
      // the printed table leads the game's section, within 80 columns, with its corrected level
      const level = `${(100 * cardConfidence(cards.length)).toFixed(2)}`.replace(/\.?0+$/, '');
      expect(report.gameTable![0]).toContain(`${level}% interval`);
      expect(report.gameTable!.every((line) => line.length <= 80)).toBe(true);
      expect(report.tableCounters).toEqual(expect.arrayContaining(['held.', 'won.', 'used.', 'points.']));
    });
  }
});

describe("compare's figures", () => {
  it('leave the per-card counters to the card table: the game counters are compared, not one row per card', async () => {
    const { figureValues } = await import('../../src/sim/figures.js');
    const emitted: string[] = [];
    const row = {
      game: 'royal-dinner-party', index: 0, deal: 0, rotation: 0, seed: 1, seats: ['greedy'], winners: [1], scores: [3], turns: 40, decisions: 80,
      result: 'won', counters: { favorsUsed: 2, 'held.QH': 1, 'points.QH': 1, 'used.QH': 1, 'won.QH': 1, 'seen.QH': 1 },
    };
    figureValues({ name: 'compare' }, 1)(row as never, (id) => emitted.push(id), () => undefined);
    expect(emitted).toContain('c:favorsUsed');
    expect(emitted.filter((id) => /^c:(held|points|used|won|seen)\./.test(id))).toEqual([]);
  });
});
