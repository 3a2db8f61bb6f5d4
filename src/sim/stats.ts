/**
 * The statistics of the simulator's reports: exact histograms (value to count) that merge by
 * adding counts, so a study split over workers or machines gives the same figures to the last
 * bit; summaries computed from them in value order; Wilson intervals for rates; the
 * distributions (normal, chi-square, Student's t) behind the paired tests of paired.ts.
 */

/** Value to count. Kept exact: merging adds counts, so the order games were played never shows. */
export type Hist = Map<number, number>;
/** A histogram as JSON: `[value, count]` pairs, values ascending. */
export type HistJson = [number, number][];

export function histAdd(h: Hist, value: number, count = 1): void {
  h.set(value, (h.get(value) ?? 0) + count);
}

export function histMerge(into: Hist, other: Hist): void {
  for (const [v, c] of other) histAdd(into, v, c);
}

export function histToJson(h: Hist): HistJson {
  return [...h.entries()].sort((a, b) => a[0] - b[0]);
}

export function histFromJson(j: HistJson): Hist {
  return new Map(j.map(([v, c]) => [v, c]));
}

/** Count, mean, standard deviation (sample), min, median (lower), max of a histogram. */
export interface Summary {
  n: number;
  mean: number;
  sd: number;
  min: number;
  median: number;
  max: number;
}

/**
 * Summarises a histogram; `total` adds zeros for games the histogram does not list (counters a
 * game reports only when non-zero). Sums run in value order, so the result never depends on
 * the order games were added.
 */
export function summarize(h: Hist, total?: number): Summary {
  const entries = [...h.entries()].sort((a, b) => a[0] - b[0]);
  const listed = entries.reduce((s, [, c]) => s + c, 0);
  const zeros = total !== undefined ? total - listed : 0;
  if (zeros > 0) {
    const i = entries.findIndex(([v]) => v >= 0);
    if (i >= 0 && entries[i][0] === 0) entries[i] = [0, entries[i][1] + zeros];
    else if (i >= 0) entries.splice(i, 0, [0, zeros]);
    else entries.push([0, zeros]);
  }
  const n = entries.reduce((s, [, c]) => s + c, 0);
  if (n === 0) return { n: 0, mean: 0, sd: 0, min: 0, median: 0, max: 0 };
  let sum = 0;
  for (const [v, c] of entries) sum += v * c;
  const mean = sum / n;
  let ss = 0;
  for (const [v, c] of entries) ss += (v - mean) * (v - mean) * c;
  const sd = n > 1 ? Math.sqrt(ss / (n - 1)) : 0;
  const half = Math.floor((n - 1) / 2);
  let seen = 0;
  let median = entries[0][0];
  for (const [v, c] of entries) {
    seen += c;
    if (seen > half) {
      median = v;
      break;
    }
  }
  return { n, mean, sd, min: entries[0][0], median, max: entries[entries.length - 1][0] };
}

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/** The Wilson score interval of `k` successes in `n` trials (95% unless `z` says otherwise). */
export function wilson(k: number, n: number, z = Z95): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The standard normal quantile z with P(|Z| < z) = `confidence` (bisection on normalCdf). */
export function zFor(confidence: number): number {
  if (confidence === 0.95) return Z95;
  let lo = 0;
  let hi = 40;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (2 * normalCdf(mid) - 1 < confidence) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** log Gamma (Lanczos). */
function lnGamma(x: number): number {
  const g = [
    76.18009172947146, -86.50532032941677, 24.01409824083091, -1.231739572450155, 0.1208650973866179e-2,
    -0.5395239384953e-5,
  ];
  let y = x;
  const tmp = x + 5.5 - (x + 0.5) * Math.log(x + 5.5);
  let ser = 1.000000000190015;
  for (const c of g) ser += c / ++y;
  return -tmp + Math.log((2.5066282746310005 * ser) / x);
}

/** The continued fraction of the incomplete beta function (Lentz). */
function betacf(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a - 1 + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + 1 + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 3e-16) break;
  }
  return h;
}

/** The regularised upper incomplete gamma function Q(a, x): a series below a + 1, a continued fraction above. */
function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const lead = Math.exp(-x + a * Math.log(x) - lnGamma(a));
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 500; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-16) break;
    }
    return 1 - sum * lead;
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-16) break;
  }
  return lead * h;
}

/** The upper tail of chi-square with 1 degree of freedom: P(X > x) = Q(1/2, x/2). */
export function chi2Sf1(x: number): number {
  return x <= 0 ? 1 : Math.min(1, gammaQ(0.5, x / 2));
}

/** The standard normal distribution function (through erfc(x) = Q(1/2, x^2)). */
export function normalCdf(x: number): number {
  if (x === 0) return 0.5;
  const tail = 0.5 * gammaQ(0.5, (x * x) / 2);
  return x > 0 ? 1 - tail : tail;
}

/** The regularised incomplete beta function I_x(a, b). */
export function betai(a: number, b: number, x: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const bt = Math.exp(lnGamma(a + b) - lnGamma(a) - lnGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2) ? (bt * betacf(a, b, x)) / a : 1 - (bt * betacf(b, a, 1 - x)) / b;
}

/** The quantile of Student's t with `df` degrees of freedom at `q` (0.5 < q < 1), by bisection on `tTwoSided`. */
export function tQuantile(q: number, df: number): number {
  const target = 2 * (1 - q);
  let lo = 0;
  let hi = 1;
  while (tTwoSided(hi, df) > target) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-13 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (tTwoSided(mid, df) > target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Two-sided p-value of Student's t with `df` degrees of freedom. */
export function tTwoSided(t: number, df: number): number {
  if (!Number.isFinite(t)) return 0;
  if (!(df > 0)) return 1;
  return betai(df / 2, 0.5, df / (df + t * t));
}
