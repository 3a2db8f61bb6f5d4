// The speed changes keep every result: the generator's integers equal the old `%` version's,
// and studies replay to the figures they gave before (checked against fixed digests).
import { describe, expect, it } from 'vitest';
import { nextInt, nextU32, seedRng, type RngState } from '../src/engine/rng.js';

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
