// The speed changes keep every result: the generator's integers equal the old `%` version's,
// and studies replay to the figures they gave before (checked against fixed digests).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/engine/registry.js';
import { nextInt, nextU32, seedRng, type RngState } from '../../src/engine/rng.js';
import { CARD_PREFIXES } from '../../src/sim/cards.js';
import { prepareVariant, specOf } from '../../src/sim/simulate.js';
import { playRange } from '../../src/sim/study.js';

/** nextInt as it was, with `%`: the reference the faster one must equal. */
function nextIntModulo(s: RngState, n: number): number {
  if (n <= 1) return 0;
  const limit = 4294967296 - (4294967296 % n);
  let x = nextU32(s);
  while (x >= limit) x = nextU32(s);
  return x % n;
}

describe('nextInt without a floating-point modulo', () => {
  it('draws exactly what the % version drew, for small, odd, huge and power-of-two bounds', () => {
    const bounds = [2, 3, 7, 10, 52, 55, 100, 1000, 65537, 2 ** 31 - 1, 2 ** 31, 2 ** 31 + 1, 3_000_000_000, 2 ** 32 - 1, 2 ** 32];
    for (const n of bounds) {
      const a = seedRng(n);
      const b = seedRng(n);
      for (let i = 0; i < 20_000; i++) expect(nextInt(a, n)).toBe(nextIntModulo(b, n));
      expect(a).toEqual(b); // the same draws consumed
    }
  });
});

/**
 * The tally without the per-card table's counters (`held.X`, `won.X`, ...), added later: the
 * games, and every figure they gave before, are the same (those counters add fields only).
 */
function withoutCardCounters<T>(tally: T): T {
  const drop = (counters: Record<string, unknown> | undefined): void => {
    for (const k of Object.keys(counters ?? {})) if (CARD_PREFIXES.some((p) => k.startsWith(p))) delete counters![k];
  };
  const j = tally as { counters?: Record<string, unknown>; rows?: { counters?: Record<string, unknown> }[] };
  drop(j.counters);
  for (const row of j.rows ?? []) drop(row.counters);
  return tally;
}

describe('studies give the figures they gave before the speed changes', () => {
  // Digests of each study's whole tally (every figure a report is made from, and the rows
  // --games-out writes), computed by the code of commit 9f800b4, before the speed
  // changes to the simulator's tallies and The Feast's greedy player; The Feast's were
  // recomputed when its greedy player began to draw among near-equal ploys (its scores and the
  // simulator are unchanged, its moves are not), and once more where its model of the others'
  // ploys used to sample them (three players and three dummies: now counted exactly; the four-
  // and two-seat studies keep their digests: the same moves). A rules change in one of these games changes
  // its digest on purpose: recompute it then, and say why.
  const studies: {
    game: string;
    seats: string;
    options?: Record<string, unknown>;
    games: number;
    keepGames?: boolean;
    rotate?: boolean;
    /** The per-card table's counters kept in the digest. */
    cards?: boolean;
    digest: string;
  }[] = [
    { game: 'royal-dinner-party', seats: 'random', games: 3000, digest: '424db81890e644ee' },
    { game: 'royal-dinner-party', seats: 'greedy', games: 300, keepGames: true, digest: '40ca06ff801f4ee9' },
    { game: 'the-feast', seats: 'greedy,greedy,greedy,greedy', games: 8, keepGames: true, digest: 'e1f36f7b5ba14d53' },
    { game: 'the-feast', seats: 'greedy,random', games: 16, digest: '27c52527a7c7859b' },
    { game: 'the-feast', seats: 'greedy,greedy,greedy', options: { dummies: 2 }, games: 4, digest: 'a6dd6e9748d34dbe' },
    { game: 'the-feast', seats: 'greedy,random,random,random', games: 12, rotate: true, digest: 'b8c86a27cfa4ecd2' },
    { game: 'just-desserts', seats: 'greedy,greedy', games: 300, digest: '9c6fe8be783eebfd' },
    // added with the second round of speed changes (greedy players of the Surrealist Dinner
    // Party, Louis XIV and The Feast), computed by the code before them (main at 75b6047)
    { game: 'just-desserts', seats: 'greedy,greedy,greedy,greedy', games: 60, digest: '09628df211ae8979' },
    { game: 'louis-xiv', seats: 'greedy', games: 200, keepGames: true, digest: 'a85eb316e49d20e0' },
    { game: 'louis-xiv', seats: 'greedy,greedy,greedy', games: 30, digest: '075e38e3c5071895' },
    { game: 'the-feast', seats: 'greedy,greedy,greedy,greedy', games: 30, digest: '6f23f4ca56736b9b' },
    { game: 'surrealist-dinner-party', seats: 'greedy,greedy,greedy,greedy', games: 40, keepGames: true, digest: 'af3abdebdbff31fe' },
    { game: 'surrealist-dinner-party', seats: 'greedy,greedy', games: 40, digest: '4ce428fac68466a5' },
    { game: 'surrealist-dinner-party', seats: 'greedy,random,greedy', options: { mode: 'advanced' }, games: 30, digest: '877daf86ad6e61c1' },
    // added with the third round (Louis XIV's greedy takes, the Surrealist's tasks and resample,
    // The Feast's and the Surrealist's counters told by index), computed by main at fe41bca: the
    // card counters kept (the games that tell them by index and those keeping rows as records)
    { game: 'louis-xiv', seats: 'greedy,greedy,greedy,greedy', games: 30, cards: true, digest: '3a091a6d684fc50b' },
    { game: 'the-feast', seats: 'greedy,greedy,greedy,greedy', games: 8, cards: true, digest: '1dffece1561a7182' },
    { game: 'the-feast', seats: 'greedy,greedy,greedy,greedy', games: 8, keepGames: true, cards: true, digest: '00cbe3a7d6835684' },
    { game: 'surrealist-dinner-party', seats: 'greedy,greedy,greedy', games: 30, cards: true, digest: 'a78de8fa37d002a0' },
    { game: 'surrealist-dinner-party', seats: 'greedy,greedy,greedy,greedy', options: { mode: 'advanced' }, games: 20, cards: true, digest: '4cbefca5ddc21dc9' },
    {
      game: 'surrealist-dinner-party',
      seats: 'greedy,greedy,greedy,greedy',
      options: { mode: 'advanced' },
      games: 20,
      keepGames: true,
      cards: true,
      digest: '9adbd6e07c509fbf',
    },
  ];
  // The play metrics (tally.metrics, and each row's metrics) came later as new fields: the
  // games and every other count stay as they were, so they are left out of these digests.
  for (const t of studies) {
    const name = `${t.game} with ${t.seats}${t.options ? ` ${JSON.stringify(t.options)}` : ''}${t.rotate ? ', rotated' : ''}${t.keepGames ? ', rows kept' : ''}${t.cards ? ', card counters' : ''}`;
    it(name, () => {
      const game = getGame(t.game);
      const spec = { ...specOf(prepareVariant(game, { seats: t.seats, options: t.options }), 7), keepGames: t.keepGames ?? false, rotate: t.rotate ?? false };
      const played = playRange(spec, 0, t.games, game).toJSON();
      const { metrics: _m, ...tally } = t.cards ? played : withoutCardCounters(played);
      const rows = tally.rows?.map(({ metrics: _r, ...row }) => row);
      const json = JSON.stringify(rows ? { ...tally, rows } : tally);
      expect(createHash('sha256').update(json).digest('hex').slice(0, 16)).toBe(t.digest);
    });
  }
});
