// -n auto --precision P: batches until every leading win rate's 95% interval is within +-P
// (or the cap), the result a function of the seed alone: the study of -n <the games it took>.
import { describe, expect, it } from 'vitest';
import { firstBatch, nextTotal, parsePrecision } from '../../src/sim/auto.js';
import { simCli, untimed } from '../helpers/sim.js';

const { run: cli, last } = simCli();

describe('the batches', () => {
  it('start at a quarter of what a 50% rate needs, and aim at the projected size', () => {
    expect(firstBatch({ precision: 0.01, cap: 1e6 })).toBe(2500); // (1.96 / 0.02)^2 / 4 = 2401
    expect(firstBatch({ precision: 0.01, cap: 1000 })).toBe(1000);
    // half-width 0.02 at 1,000 deals: (0.02 / 0.01)^2 * 1.1 = 4.4 times, at most 4
    expect(nextTotal(1000, 0.02, { precision: 0.01, cap: 1e6 })).toBe(4000);
    expect(nextTotal(1000, 0.0105, { precision: 0.01, cap: 1e6 })).toBe(1300); // 1.21 times, at least 1.25
    expect(nextTotal(1000, 0.0095, { precision: 0.01, cap: 1e6 })).toBe(1000); // done
    expect(nextTotal(1000, 0.02, { precision: 0.01, cap: 1200 })).toBe(1200);
    expect(nextTotal(1200, 0.02, { precision: 0.01, cap: 1200 })).toBe(1200);
  });

  it('reads the precision as a share or in points', () => {
    expect(parsePrecision('0.01')).toBe(0.01);
    expect(parsePrecision('1.5%')).toBeCloseTo(0.015, 15);
    expect(() => parsePrecision('2')).toThrow(/--precision takes a half-width above 0 and below 0.5/);
    expect(() => parsePrecision(undefined)).toThrow(/-n auto needs --precision P/);
  });
});

describe('simulate -n auto', () => {
  it('plays until every win rate is within the precision, the same study as -n of the games it took', async () => {
    expect(await cli('simulate', 'royal-dinner-party', '-n', 'auto', '--precision', '4%', '--seed', '5', '--workers', '1', '--json')).toBe(0);
    const auto = JSON.parse(last.out);
    expect(auto.precision).toMatchObject({ target: 0.04, reached: true });
    const [lo, hi] = auto.seats[0].winRate95;
    expect((hi - lo) / 2).toBeLessThanOrEqual(0.04);
    // more than the first batch: a win rate near 2/3 needed a second one
    expect(auto.games).toBeGreaterThan(200);
    expect(auto.precision.games).toBe(auto.games);
    expect(await cli('simulate', 'royal-dinner-party', '-n', String(auto.games), '--seed', '5', '--workers', '1', '--json')).toBe(0);
    const { precision: _p, ...rest } = JSON.parse(untimed(JSON.stringify(auto)));
    expect(JSON.stringify(rest)).toBe(untimed(last.out));
    expect(await cli('simulate', 'royal-dinner-party', '-n', 'auto', '--precision', '4%', '--seed', '5', '--workers', '2', '--json')).toBe(0);
    expect(untimed(last.out)).toBe(untimed(JSON.stringify(auto)));
  });

  it('stops at the cap and says so, under --rotate counting deals', async () => {
    expect(await cli('simulate', 'the-feast', '--seats', 'greedy,random', '--rotate', '-n', 'auto', '--precision', '0.1%', '--max-games', '60', '--workers', '1')).toBe(0);
    expect(last.out).toMatch(/^The Feast: 120 games, seed 1\n/);
    expect(last.out).toMatch(/\n {2}-n auto: --max-games stopped it at 120 games, ±\d+\.\d\d points \(asked ±0\.10\)\n/);
  });

  it.each([
    [['-n', 'auto'], /^dinner-games: -n auto needs --precision P/],
    [['--precision', '1%'], /^dinner-games: --precision and --max-games go with -n auto/],
    [['-n', 'auto', '--precision', '1%', '--shard', '1/2'], /cannot be split into shards/],
  ])('refuses %j in one line', async (args, message) => {
    expect(await cli('simulate', 'royal-dinner-party', ...args)).toBe(2);
    expect(last.err).toMatch(message);
    expect(last.err.trim().split('\n')).toHaveLength(1);
  });
});

describe('sweep -n auto', () => {
  it("plays until every variant's win rates are within the precision", async () => {
    expect(await cli('sweep', 'royal-dinner-party', 'default', 'appetiteLimit=16', '-n', 'auto', '--precision', '4%', '--workers', '1', '--json')).toBe(0);
    const s = JSON.parse(last.out);
    expect(s.precision).toMatchObject({ target: 0.04, reached: true, games: s.games });
    for (const v of s.variants) expect((v.values.win.interval[1] - v.values.win.interval[0]) / 2).toBeLessThanOrEqual(0.04);
  });

  it('takes the same deals on one worker thread as on two, under --rotate counting deals', async () => {
    const args = ['sweep', 'just-desserts', 'default', 'startingHand=4', '--seats', 'greedy,random', '--rotate', '-n', 'auto', '--precision', '4%', '--json'];
    expect(await cli(...args, '--workers', '1')).toBe(0);
    const one = JSON.parse(last.out);
    expect(await cli(...args, '--workers', '2')).toBe(0);
    const two = JSON.parse(last.out);
    expect(two.variants).toEqual(one.variants);
    expect(two.precision).toEqual(one.precision);
    expect(one.deals).toBeGreaterThan(100); // more than the first batch
    expect(one.games).toBe(2 * one.deals);
    expect(one.precision.games).toBe(one.games);
  });
});
