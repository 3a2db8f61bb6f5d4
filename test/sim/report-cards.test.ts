// The report has room for a game's per-card table: `cards`, one row per card with the same
// fields for every game, printed as a section of its own within 80 columns.
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/engine/registry.js';
import { formatReport } from '../../src/sim/format.js';
import { simulate, prepareVariant } from '../../src/sim/simulate.js';

describe('cards', () => {
  it('is null for a game without a table, and printed as its own section when given', async () => {
    const r = await simulate(prepareVariant(getGame('the-feast'), { seats: 'greedy,greedy' }), { games: 5, seed: 1, workers: 1 });
    expect(r.cards).toBeNull();
    const style = { unicode: true, color: false };
    expect(formatReport(r, style)).not.toContain('by card');
    const cards = [
      { card: '10', name: 'Ten', games: 5, used: 4, points: 12.5, winShare: 1.31, low: 0.62, high: 1.74, flag: '' },
      { card: 'A', name: 'Ace', games: 5, used: 1, points: 3, winShare: 0.2, low: 0.01, high: 0.7, flag: '*' },
    ];
    const text = formatReport({ ...r, cards }, style);
    expect(text).toMatch(/\nThe Feast by card\n {2}card +games +used +points +win\/fair +interval\n {2}10 +5 +80\.0% +12\.5 +1\.31 +0\.62-1\.74\n {2}A +5 +20\.0% +3 +0\.20 +0\.010-0\.70 +\*\n/);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });
});
