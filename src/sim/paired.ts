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
  test: 'mcnemar' | 'mcnemar-exact' | 'paired-t';
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
