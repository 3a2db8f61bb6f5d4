/** Printing benchmark results: one line each, and a JSON line when BENCH_JSON is set. */

/** A numeric knob from the environment, or its default. */
export const env = (k: string, d: number): number => Number(process.env[k] ?? d);

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export function report(
  group: string,
  what: string,
  value: number | string,
  extra: { goal?: string; ok?: boolean } = {},
): void {
  const verdict = extra.ok === undefined ? '' : extra.ok ? '  ok' : '  MISSED';
  const goal = extra.goal ? `  (goal ${extra.goal})` : '';
  process.stdout.write(`[${group}] ${what}: ${value}${goal}${verdict}\n`);
  if (process.env.BENCH_JSON) process.stdout.write(`${JSON.stringify({ group, what, value, ...extra })}\n`);
}

/**
 * A distribution-free 95% interval for the median: the order statistics whose ranks a
 * Binomial(n, 1/2) keeps the true median between at least 95% of the time (n ≥ 6).
 */
export function medianInterval(xs: readonly number[]): [number, number] {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  // P(Binomial(n, 1/2) <= j), summed term by term (n is a benchmark's few dozen runs)
  let term = 0.5 ** n;
  let cdf = term;
  let k = 0;
  for (let j = 0; cdf <= 0.025 && j < n; j++) {
    k = j + 1;
    term *= (n - j) / (j + 1);
    cdf += term;
  }
  // P(B <= k-1) <= 2.5%: the interval [x(k), x(n-k+1)] in 1-based ranks covers the median at least 95% of the time
  return k > 0 ? [s[k - 1], s[n - k]] : [s[0], s[n - 1]];
}
