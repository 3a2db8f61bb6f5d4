// The simulator's statistics against values worked out by hand (or by the textbook formula).
import { describe, expect, it } from 'vitest';
import { bins, sparkline, bar } from '../src/sim/charts.js';
import { summarize, tTwoSided, twoProportionZ, welch, wilson, normalCdf } from '../src/sim/stats.js';

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

describe('tests of difference', () => {
  it('two-proportion z-test', () => {
    const t = twoProportionZ(45, 100, 60, 100);
    expect(t.statistic).toBeCloseTo(2.1239769762143657, 6);
    expect(t.p).toBeCloseTo(0.033672068856345876, 5);
    expect(t.significant).toBe(true);
    expect(twoProportionZ(50, 100, 50, 100)).toMatchObject({ p: 1, significant: false });
    expect(twoProportionZ(0, 100, 0, 100)).toMatchObject({ p: 1, significant: false });
  });
  it("Student's t distribution at known points", () => {
    expect(tTwoSided(2, 1)).toBeCloseTo(1 - (2 * Math.atan(2)) / Math.PI, 6); // Cauchy
    expect(tTwoSided(2.228138851964932, 10)).toBeCloseTo(0.05, 6);
    expect(tTwoSided(1.959963984540054, 1e7)).toBeCloseTo(0.05, 4);
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 6);
  });
  it("Welch's t-test", () => {
    const a = { n: 10, mean: 20, sd: 2, min: 0, median: 0, max: 0 };
    const b = { n: 12, mean: 22, sd: 3, min: 0, median: 0, max: 0 };
    const t = welch(a, b);
    // t = 2 / sqrt(0.4 + 0.75); df = 1.15^2 / (0.4^2/9 + 0.75^2/11)
    expect(t.statistic).toBeCloseTo(2 / Math.sqrt(1.15), 10);
    const df = (1.15 * 1.15) / ((0.4 * 0.4) / 9 + (0.75 * 0.75) / 11);
    expect(t.p).toBeCloseTo(tTwoSided(2 / Math.sqrt(1.15), df), 12);
    expect(t.p).toBeGreaterThan(0.05);
    expect(t.p).toBeLessThan(0.1);
    expect(welch(a, a)).toMatchObject({ p: 1, significant: false });
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
