/**
 * The seeded generator every game keeps inside its state (sfc32). The state is four
 * unsigned 32-bit words in a plain array, so it survives a JSON round trip and a clone
 * is a `slice()`. Nothing here reads the clock or an unseeded generator.
 */
export type RngState = number[];

/** Spreads any integer seed (up to 2^53) over the generator's four words. */
export function seedRng(seed: number): RngState {
  let h = (Math.floor(seed) % 4294967296) >>> 0;
  let hi = Math.floor(seed / 4294967296) >>> 0;
  const next = (): number => {
    // splitmix32 on the seed, mixed with its high word, to fill the state
    h = (h + 0x9e3779b9) | 0;
    let z = h ^ Math.imul(hi, 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    hi = (hi + 0x6a09e667) | 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const s = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) nextU32(s);
  return s;
}

/** The next unsigned 32-bit number; advances the state in place. */
export function nextU32(s: RngState): number {
  const a = s[0], b = s[1], c = s[2], d = s[3];
  const t = (((a + b) | 0) + d) | 0;
  s[3] = (d + 1) | 0;
  s[0] = b ^ (b >>> 9);
  s[1] = (c + (c << 3)) | 0;
  s[2] = ((c << 21) | (c >>> 11)) + t | 0;
  return t >>> 0;
}

/**
 * A uniform integer in [0, n) (n at most 2^32), without modulo bias. The remainders are taken
 * by division and floor, not `%`: on numbers past 2^31 `%` is a floating-point modulo, far
 * slower. For whole numbers below 2^32 the quotient's floor is exact (x / n cannot round up to
 * the next whole number: it is at least 1/n below it, and 1/n is far above a double's error),
 * so the results are the same as with `%`.
 */
export function nextInt(s: RngState, n: number): number {
  if (n <= 1) return 0;
  const limit = Math.floor(4294967296 / n) * n;
  let x = nextU32(s);
  while (x >= limit) x = nextU32(s);
  return x - Math.floor(x / n) * n;
}

/** Shuffles `items[from..to)` in place (Fisher-Yates). */
export function shuffleInPlace<T>(s: RngState, items: T[], from = 0, to = items.length): T[] {
  for (let i = to - 1; i > from; i--) {
    const j = from + nextInt(s, i - from + 1);
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
  return items;
}

/**
 * Draws from `s` exactly what `shuffleInPlace` of `n` items draws, without the items: for a
 * caller that must leave the generator where a shuffle would (kept beside the shuffle, so the
 * two cannot drift apart).
 */
export function skipShuffle(s: RngState, n: number): void {
  for (let i = n - 1; i > 0; i--) nextInt(s, i + 1);
}

/** A fresh seed drawn from a generator, for a sub-generator (a resample, a worker). */
export function nextSeed(s: RngState): number {
  return nextU32(s) * 2097152 + (nextU32(s) >>> 11);
}
