/**
 * Where a study's deals come from. Game i of a study with base seed S is dealt from
 * `dealSeed(S, i)`: the i-th output of a splitmix64 stream whose start is S hashed by the
 * splitmix64 finaliser. Two base seeds start their streams at unrelated points of a 2^64 cycle,
 * so studies with `--seed 1` and `--seed 2` share no deal (short of a 1 in 2^40 accident for
 * studies of millions of games), where the old `S + i` shared all but one.
 */
const MASK = (1n << 64n) - 1n;
/** The golden-ratio step of splitmix64. */
const GAMMA = 0x9e3779b97f4a7c15n;

/** splitmix64's finaliser (Stafford's Mix13): a bijection of 64-bit words that spreads every bit. */
export function mix64(x: bigint): bigint {
  let z = x & MASK;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
  return z ^ (z >> 31n);
}

// a study asks for its deals one after another from one base: its stream's start is kept
let lastBase = -1;
let lastStart = 0n;

/** The seed of deal `index` (from 0) of the study with base seed `base`: a whole number below 2^53. */
export function dealSeed(base: number, index: number): number {
  if (base !== lastBase) {
    lastStart = mix64(BigInt(base));
    lastBase = base;
  }
  return Number(mix64(lastStart + BigInt(index + 1) * GAMMA) >> 11n);
}
