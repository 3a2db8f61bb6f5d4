/**
 * Tests for paired deals: `compare` plays both variants on the same deals, so each deal gives a
 * pair of results and the tests work on the pairs (far more sensitive than treating the two
 * sides as independent samples, and right where that is not):
 * - rates: McNemar's test on the deals where exactly one side had the event (exact binomial
 *   below 25 such deals, the chi-square without continuity correction from 25), with the Wald
 *   interval of a difference of paired proportions (Agresti, Categorical Data Analysis, 10.1);
 * - means: the paired t-test on the per-deal differences, with the t interval of the mean
 *   difference;
 * - many figures at once: Holm's step-down adjustment of the p-values, which keeps the chance
 *   of any false star at 5% for the whole table.
 */
import { betai, chi2Sf1, tQuantile, tTwoSided, Z95 } from './stats.js';

/** Below this many discordant deals McNemar's test is exact (binomial). */
export const MCNEMAR_EXACT_BELOW = 25;

/** A paired test's result: B - A, its 95% interval, and the two-sided p-value. */
export interface PairedResult {
  test: 'mcnemar' | 'mcnemar-exact' | 'mcnemar-clustered' | 'sign-flip-exact' | 'paired-t';
  difference: number;
  interval: [number, number];
  statistic: number;
  p: number;
}

/** P(X <= k) for X ~ Binomial(n, 1/2). */
function binomHalfCdf(k: number, n: number): number {
  if (k < 0) return 0;
  if (k >= n) return 1;
  return betai(n - k, k + 1, 0.5);
}

/**
 * McNemar's test of paired events over `n` deals: `onlyA` deals had it only under A, `onlyB`
 * only under B (deals where both or neither had it carry no information about the difference).
 * The difference is the rate under B minus the rate under A, (onlyB - onlyA) / n.
 */
export function mcnemar(onlyA: number, onlyB: number, n: number): PairedResult {
  const m = onlyA + onlyB;
  const difference = n > 0 ? (onlyB - onlyA) / n : 0;
  const se = n > 0 ? Math.sqrt(Math.max(0, m - ((onlyB - onlyA) * (onlyB - onlyA)) / n)) / n : 0;
  const interval: [number, number] = [difference - Z95 * se, difference + Z95 * se];
  if (m === 0) return { test: 'mcnemar-exact', difference, interval, statistic: 0, p: 1 };
  if (m < MCNEMAR_EXACT_BELOW) {
    const p = Math.min(1, 2 * binomHalfCdf(Math.min(onlyA, onlyB), m));
    return { test: 'mcnemar-exact', difference, interval, statistic: Math.min(onlyA, onlyB), p };
  }
  const chi2 = ((onlyB - onlyA) * (onlyB - onlyA)) / m;
  return { test: 'mcnemar', difference, interval, statistic: chi2, p: chi2Sf1(chi2) };
}

/** The paired t-test of per-deal differences (B - A), with the 95% t interval of their mean. */
export function pairedT(differences: ArrayLike<number>): PairedResult {
  const n = differences.length;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += differences[i];
  const mean = n ? sum / n : 0;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (differences[i] - mean) * (differences[i] - mean);
  const sd = n > 1 ? Math.sqrt(ss / (n - 1)) : 0;
  const se = n > 0 ? sd / Math.sqrt(n) : 0;
  if (!(se > 0)) {
    // every deal moved by the same amount: no spread to test against
    const p = mean === 0 ? 1 : 0;
    return { test: 'paired-t', difference: mean, interval: [mean, mean], statistic: mean === 0 ? 0 : Infinity, p };
  }
  const t = mean / se;
  const half = tQuantile(0.975, n - 1) * se;
  return { test: 'paired-t', difference: mean, interval: [mean - half, mean + half], statistic: t, p: tTwoSided(t, n - 1) };
}

/** Holm's step-down adjusted p-values, in the order given (as R's `p.adjust(p, "holm")`). */
export function holm(ps: readonly number[]): number[] {
  const m = ps.length;
  const order = ps.map((p, i) => [p, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out = new Array<number>(m);
  let running = 0;
  order.forEach(([p, i], rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    out[i] = running;
  });
  return out;
}

/** A bigint ratio as the nearest number (both parts may be far beyond 2^53). */
function ratioOf(num: bigint, den: bigint): number {
  if (den === 0n) return NaN;
  const n = Number(num);
  const d = Number(den);
  if (Number.isFinite(n) && Number.isFinite(d)) return n / d;
  // beyond doubles: scale both down by the same power of two first
  const abs = (x: bigint): bigint => (x < 0n ? -x : x);
  const big = abs(num) > abs(den) ? abs(num) : abs(den);
  const shift = BigInt(big.toString(2).length - 1000);
  return Number(num >> shift) / Number(den >> shift);
}

/** Sums of one figure over paired units: see paired-tally.ts (`Moments`). */
export interface PairedMoments {
  units: bigint;
  /** The sums are in units of 1 / scale (products 1 / scale^2). */
  scale: number;
  s(i: number): bigint;
  p(i: number, j: number): bigint;
}

/** A figure of one side: its value and the 95% interval of it (t, units - 1 degrees of freedom). */
export interface OneSide {
  value: number;
  interval: [number, number];
}

/** SX^2 times the sum of squared residuals y - (SY/SX) x over the units (exact). */
function residualSquares(m: PairedMoments, y: number, x: number): bigint {
  const SY = m.s(y);
  const SX = m.s(x);
  return SX * SX * m.p(y, y) - 2n * SY * SX * m.p(x, y) + SY * SY * m.p(x, x);
}

/**
 * The ratio estimate sum y / sum x of one side (a mean when x counts games) and its 95%
 * interval, from the spread of the units' residuals y - R x (the linearisation, or delta
 * method, for a ratio; with x the same in every unit, the t interval of a mean).
 */
export function ratioSide(m: PairedMoments, y: number, x: number): OneSide {
  const K = m.units;
  const SX = m.s(x);
  const value = ratioOf(m.s(y), SX);
  if (K < 2n || SX === 0n) return { value, interval: [value, value] };
  const se = Math.sqrt(ratioOf(K * residualSquares(m, y, x), (K - 1n) * SX * SX * SX * SX));
  const half = se > 0 ? tQuantile(0.975, Number(K - 1n)) * se : 0;
  return { value, interval: [value - half, value + half] };
}

/**
 * Paired test of two ratio estimates over the same units: B's sum yb / sum xb against A's
 * sum ya / sum xa (means when x counts games, index -1). Each unit's linearised difference
 * z = (yb - Rb xb) / mean xb - (ya - Ra xa) / mean xa has mean zero; the variance of the
 * difference is sum z^2 / (K (K - 1)) over K units, and t = difference / se has K - 1
 * degrees of freedom. With one game per unit and x = 1 this is the paired t-test; with a deal
 * of several games per unit it is the same test on the deals' means, so the games of one deal
 * are not counted as independent.
 */
export function pairedRatio(m: PairedMoments, ya: number, xa: number, yb: number, xb: number): PairedResult & { a: number; b: number } {
  const K = m.units;
  const SXA = m.s(xa);
  const SXB = m.s(xb);
  const SYA = m.s(ya);
  const SYB = m.s(yb);
  const a = ratioOf(SYA, SXA);
  const b = ratioOf(SYB, SXB);
  const difference = SXA === SXB ? ratioOf(SYB - SYA, SXA) : ratioOf(SYB * SXA - SYA * SXB, SXA * SXB);
  const none = { test: 'paired-t' as const, a, b, difference, interval: [difference, difference] as [number, number] };
  if (SXA === 0n || SXB === 0n) return { ...none, a: a || 0, b: b || 0, difference: 0, interval: [0, 0], statistic: 0, p: 1 };
  const NAA = residualSquares(m, ya, xa);
  const NBB = residualSquares(m, yb, xb);
  const NAB = SXA * SXB * m.p(ya, yb) - SXA * SYB * m.p(ya, xb) - SYA * SXB * m.p(xa, yb) + SYA * SYB * m.p(xa, xb);
  const A2 = SXA * SXA;
  const B2 = SXB * SXB;
  const num = NBB * A2 * A2 - 2n * NAB * A2 * B2 + NAA * B2 * B2;
  // one unit tells nothing of the spread: nothing to test
  if (K < 2n) return { ...none, statistic: 0, p: 1 };
  if (num <= 0n) {
    // every unit moved by the same amount: no spread to test against
    const p = difference === 0 ? 1 : 0;
    return { ...none, statistic: difference === 0 ? 0 : Infinity, p };
  }
  const se = Math.sqrt(ratioOf(K * num, (K - 1n) * A2 * A2 * B2 * B2));
  const t = difference / se;
  const df = Number(K - 1n);
  const half = tQuantile(0.975, df) * se;
  return { test: 'paired-t', a, b, difference, interval: [difference - half, difference + half], statistic: t, p: tTwoSided(t, df) };
}

/**
 * Paired test of a linear contrast c . u of the units' vectors (balance: A's and B's gaps
 * between two seats), scaled by `scale`, each unit holding `perUnit` games: the mean per game
 * of c . u and the t-test of it over the units.
 */
export function pairedContrast(m: PairedMoments, c: readonly number[], perUnit: number, scale: number): PairedResult {
  const K = m.units;
  let S = 0n;
  let Q = 0n;
  c.forEach((ci, i) => {
    if (!ci) return;
    S += BigInt(ci) * m.s(i);
    c.forEach((cj, j) => {
      if (cj) Q += BigInt(ci) * BigInt(cj) * m.p(i, j);
    });
  });
  const N = K * BigInt(perUnit);
  const difference = (ratioOf(S, N) / m.scale) * scale;
  const num = K * Q - S * S;
  if (K < 2n) return { test: 'paired-t', difference, interval: [difference, difference], statistic: 0, p: 1 };
  if (num <= 0n) {
    const p = difference === 0 ? 1 : 0;
    return { test: 'paired-t', difference, interval: [difference, difference], statistic: difference === 0 ? 0 : Infinity, p };
  }
  // the per-game mean of the units' contrasts: var = (K Q - S^2) / (K^2 (K - 1)) / perUnit^2
  const se = (Math.sqrt(ratioOf(num, K * K * (K - 1n) * BigInt(perUnit) * BigInt(perUnit))) / m.scale) * scale;
  const t = difference / se;
  const df = Number(K - 1n);
  const half = tQuantile(0.975, df) * se;
  return { test: 'paired-t', difference, interval: [difference - half, difference + half], statistic: t, p: tTwoSided(t, df) };
}

/**
 * McNemar's test when each unit (a deal under `--rotate`) holds several games: `d` lists the
 * units' non-zero differences D = B's events - A's events as [D, units]. The statistic is
 * (sum D)^2 / sum D^2 on one degree of freedom (Durkalski, Palesch, Lipsitz and Rust, 2003,
 * "Analysis of clustered matched-pair data", Statistics in Medicine 22), which is McNemar's
 * when every unit holds one game. Below 25 discordant games the p-value is exact: the chance
 * that flipping the sign of each unit's D at random (B for A, which a rule change that does
 * nothing allows) gives a total at least as far from 0 (with one game per unit, the exact
 * binomial McNemar). The interval is Wald's with the units' spread:
 * sum D / N +- 1.96 sqrt(sum D^2 - (sum D)^2 / K) / N over K units of N games.
 */
export function clusteredMcnemar(d: readonly [number, number][], discordant: number, units: number, games: number): PairedResult {
  let S = 0;
  let Q = 0;
  for (const [x, n] of d) {
    S += x * n;
    Q += x * x * n;
  }
  const difference = games > 0 ? S / games : 0;
  const se = games > 0 ? Math.sqrt(Math.max(0, Q - (S * S) / units)) / games : 0;
  const interval: [number, number] = [difference - Z95 * se, difference + Z95 * se];
  if (Q === 0) return { test: 'sign-flip-exact', difference, interval, statistic: 0, p: 1 };
  if (discordant < MCNEMAR_EXACT_BELOW) {
    return { test: 'sign-flip-exact', difference, interval, statistic: S, p: signFlipP(d, S) };
  }
  const chi2 = (S * S) / Q;
  return { test: 'mcnemar-clustered', difference, interval, statistic: chi2, p: chi2Sf1(chi2) };
}

/** P(|sum of +-|D| with fair random signs| >= |observed|), by counting sign patterns (|D| summing to under 25 here). */
function signFlipP(d: readonly [number, number][], observed: number): number {
  let dist = new Map<number, number>([[0, 1]]);
  for (const [x, n] of d) {
    for (let k = 0; k < n; k++) {
      const next = new Map<number, number>();
      for (const [s, pr] of dist) {
        next.set(s + x, (next.get(s + x) ?? 0) + pr / 2);
        next.set(s - x, (next.get(s - x) ?? 0) + pr / 2);
      }
      dist = next;
    }
  }
  let p = 0;
  for (const [s, pr] of dist) if (Math.abs(s) >= Math.abs(observed) - 1e-9) p += pr;
  return Math.min(1, p);
}
