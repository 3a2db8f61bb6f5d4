// The simulator's statistics against values worked out by hand (or by the textbook formula).
import { describe, expect, it } from 'vitest';
import { bins, sparkline, bar } from '../../src/sim/charts.js';
import { holm, mcnemar, pairedT } from '../../src/sim/paired.js';
import { summarize, tQuantile, tTwoSided, wilson, normalCdf } from '../../src/sim/stats.js';

describe('Wilson 95% interval', () => {
  it.each([
    [5, 10, 0.236593090512564, 0.7634069094874361],
    [0, 10, 0, 0.2775327998628892],
    [10, 10, 0.7224672001371107, 1],
    [81, 263, 0.2552885198782742, 0.36620957698280004],
    [211, 10000, 0.0184616240216039, 0.02410616961783014],
  ])('%i of %i', (k, n, lo, hi) => {
    const [a, b] = wilson(k, n);
    expect(a).toBeCloseTo(lo, 12);
    expect(b).toBeCloseTo(hi, 12);
  });
  it('is the whole range with no games', () => {
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});

describe('summaries of histograms', () => {
  it('mean, sample sd, min, lower median, max', () => {
    const s = summarize(new Map([[1, 1], [2, 2], [3, 1]]));
    expect(s).toMatchObject({ n: 4, mean: 2, min: 1, median: 2, max: 3 });
    expect(s.sd).toBeCloseTo(Math.sqrt(2 / 3), 12);
  });
  it('counts unlisted games as zeros', () => {
    const s = summarize(new Map([[2, 1]]), 4);
    expect(s).toMatchObject({ n: 4, mean: 0.5, min: 0, median: 0, max: 2 });
  });
  it('does not depend on the order values were added', () => {
    const a = new Map([[0.1, 3], [0.7, 2], [0.2, 5]]);
    const b = new Map([[0.2, 5], [0.1, 3], [0.7, 2]]);
    expect(summarize(a)).toEqual(summarize(b));
  });
});

describe('paired tests (compare plays both sides on the same deals)', () => {
  it("McNemar's test: the issue's 456 deals won only under A and 524 only under B", () => {
    const t = mcnemar(456, 524, 3000);
    expect(t.test).toBe('mcnemar');
    expect(t.statistic).toBeCloseTo((68 * 68) / 980, 12);
    expect(t.p).toBeCloseTo(0.029842064417954332, 8); // scipy.stats.chi2.sf(68**2/980, 1)
    expect(t.p).toBeLessThan(0.05);
    expect(t.difference).toBeCloseTo(68 / 3000, 15);
  });
  it("McNemar's test and its interval on Agresti's presidential approval table (CDA 10.1)", () => {
    // 1600 people asked twice: 150 approved only the first time, 86 only the second
    const t = mcnemar(150, 86, 1600);
    expect(Math.sqrt(t.statistic)).toBeCloseTo(4.17, 2); // Agresti's z
    expect(t.p).toBeCloseTo(3.099293441045215e-5, 10);
    expect(t.difference).toBeCloseTo(-0.04, 12);
    expect(t.interval[0]).toBeCloseTo(-0.05871611675033167, 10); // Agresti: (-0.06, -0.02)
    expect(t.interval[1]).toBeCloseTo(-0.021283883249668335, 10);
  });
  it('McNemar is exact (binomial) below 25 discordant deals', () => {
    expect(mcnemar(2, 9, 100)).toMatchObject({ test: 'mcnemar-exact', statistic: 2 });
    expect(mcnemar(2, 9, 100).p).toBeCloseTo(0.0654296875, 12); // 2 * P(Bin(11, 1/2) <= 2) = 134/2048
    expect(mcnemar(17, 3, 100).p).toBeCloseTo(0.0025768280029296875, 12);
    expect(mcnemar(5, 5, 100).p).toBe(1);
    expect(mcnemar(0, 0, 100)).toMatchObject({ p: 1, difference: 0, interval: [0, 0] });
  });
  it("the paired t-test on Hollander & Wolfe's depression scores (R's wilcox.test example)", () => {
    const x = [1.83, 0.5, 1.62, 2.48, 1.68, 1.88, 1.55, 3.06, 1.3];
    const y = [0.878, 0.647, 0.598, 2.05, 1.06, 1.29, 1.06, 3.14, 1.29];
    const t = pairedT(x.map((v, i) => v - y[i]));
    // scipy.stats.ttest_rel(x, y) and its confidence_interval()
    expect(t.statistic).toBeCloseTo(3.0353754156485917, 10);
    expect(t.p).toBeCloseTo(0.016176627434908088, 8);
    expect(t.interval[0]).toBeCloseTo(0.10377871227216856, 8);
    expect(t.interval[1]).toBeCloseTo(0.7599990655056093, 8);
  });
  it('the paired t-test when every deal moved alike', () => {
    expect(pairedT([0, 0, 0])).toMatchObject({ p: 1, difference: 0, interval: [0, 0] });
    expect(pairedT([2, 2, 2])).toMatchObject({ p: 0, difference: 2 });
  });
  it("Student's t distribution and its quantiles at known points", () => {
    expect(tTwoSided(2, 1)).toBeCloseTo(1 - (2 * Math.atan(2)) / Math.PI, 6); // Cauchy
    expect(tTwoSided(2.228138851964932, 10)).toBeCloseTo(0.05, 6);
    expect(tTwoSided(1.959963984540054, 1e7)).toBeCloseTo(0.05, 4);
    expect(tQuantile(0.975, 8)).toBeCloseTo(2.306004135204166, 9);
    expect(tQuantile(0.975, 3)).toBeCloseTo(3.1824463052837078, 9);
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 6);
  });
  it("Holm's adjustment matches R's p.adjust(c(0.01, 0.04, 0.03, 0.005), 'holm')", () => {
    const adj = holm([0.01, 0.04, 0.03, 0.005]);
    [0.03, 0.06, 0.06, 0.02].forEach((v, i) => expect(adj[i]).toBeCloseTo(v, 12));
    expect(holm([0.5, 0.9])).toEqual([1, 1]); // never below a smaller p's adjusted value
    expect(holm([0.04, 0.2])).toEqual([0.08, 0.2]);
    expect(holm([])).toEqual([]);
  });
});

describe('charts', () => {
  it('bins whole numbers into at most a dozen equal bins', () => {
    const h = new Map<number, number>();
    for (let v = 10; v <= 74; v++) h.set(v, 1);
    const b = bins(h, 12);
    expect(b.length).toBeLessThanOrEqual(12);
    expect(b[0].low).toBe(10);
    expect(b[b.length - 1].high).toBe(74);
    expect(b.reduce((s, x) => s + x.count, 0)).toBe(65);
  });
  it('draws bars and sparklines in Unicode or ASCII', () => {
    expect(bar(0.5, 4, { unicode: true })).toBe('██');
    expect(bar(0.5, 4, { unicode: false })).toBe('##');
    expect(sparkline([0, 1, 2], { unicode: true })).toBe(' ▅█');
    expect(sparkline([0, 1, 2], { unicode: false })).toMatch(/^ .#$/);
  });
});
