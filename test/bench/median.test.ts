// The benchmarks' interval for a median: the order statistics a table of the binomial gives
// (n = 6: ranks 1 and 6; n = 12: 3 and 10; n = 30: 10 and 21), whatever order the values come in.
import { describe, expect, it } from 'vitest';
import { medianInterval } from '../../bench/report.js';

const ranks = (n: number) => Array.from({ length: n }, (_, i) => (i * 7) % n + 1);

describe('medianInterval', () => {
  it('picks the ranks that cover the median at least 95% of the time', () => {
    expect(medianInterval(ranks(6))).toEqual([1, 6]);
    expect(medianInterval(ranks(12).map((r) => r * 10))).toEqual([30, 100]);
    expect(medianInterval(ranks(30))).toEqual([10, 21]);
  });
});
