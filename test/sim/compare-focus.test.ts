// A focused compare: --only tests just the figures named; figures that cannot differ are left
// out of the table and of Holm's family; first-seat advantage and balance get a paired test;
// under --rotate a deal's seatings are one unit of every test.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { holm, pairedT } from '../../src/sim/paired.js';
import type { GameRow } from '../../src/sim/study.js';
import { rankPointsOf } from '../../src/sim/tally.js';
import { simCli } from '../helpers/sim.js';

const { run: cli, last } = simCli();
const dir = mkdtempSync(join(tmpdir(), 'compare-focus-'));
const json = (): { figures: { figure: string; key: string; p: number; pAdjusted: number; a: number; b: number; difference: number; interval: [number, number]; test: string }[]; omitted: string[]; a: { balance: number; firstPlayerAdvantage: number } } => JSON.parse(last.out);

describe('--only', () => {
  it('tests just the figures named, by key or name, with Holm over them alone', async () => {
    expect(await cli('compare', 'royal-dinner-party', 'appetiteLimit=14', 'appetiteLimit=20', '-n', '150', '--workers', '1', '--json', '--only', 'win,Extra*,turns')).toBe(0);
    const c = json();
    expect(c.figures.map((f) => f.key)).toEqual(['win', 'turns', 'extraHelpings']);
    expect(c.figures.map((f) => f.pAdjusted)).toEqual(holm(c.figures.map((f) => f.p)));
  });

  it('refuses a name that matches no figure, listing those there are', async () => {
    expect(await cli('compare', 'royal-dinner-party', 'appetiteLimit=14', '-n', '5', '--workers', '1', '--only', 'wins')).toBe(2);
    expect(last.err).toMatch(/^dinner-games: --only: "wins" names no figure here; figures: win, score, turns, decisions, branching, /);
    expect(last.err.trim().split('\n')).toHaveLength(1);
  });
});

describe('figures that cannot differ', () => {
  it('are neither shown nor tested, and one line says how many', async () => {
    // greedy never uses the Final Touch: only the decision it no longer has changes
    expect(await cli('compare', 'royal-dinner-party', 'finalTouch=false', '-n', '60', '--workers', '1')).toBe(0);
    expect(last.out).toMatch(/^ {2}decisions /m);
    expect(last.out).not.toMatch(/^ {2}win rate /m);
    // many: counted, not named
    expect(Number(/\n {2}(\d+) more the same in every game on both sides: not shown, not tested\.\n/.exec(last.out)?.[1])).toBeGreaterThan(4);
    // a few are named: here the one counter of a rule nobody used
    expect(await cli('compare', 'royal-dinner-party', 'appetiteLimit=14', 'appetiteLimit=20', '-n', '60', '--workers', '1', '--only', 'win,turns,finalTouch*')).toBe(0);
    expect(last.out).toMatch(/\n {2}1 more the same in every game on both sides \(finalTouchSwaps\): not shown, not\s+tested\.\n/);
    expect(await cli('compare', 'royal-dinner-party', 'finalTouch=false', '-n', '60', '--workers', '1', '--json')).toBe(0);
    const c = json();
    expect(c.figures.map((f) => f.key)).toEqual(['decisions', 'branching']);
    expect(c.omitted).toContain('win rate');
    // Holm's family is the two figures shown, not the nineteen of the study
    expect(c.figures.map((f) => f.pAdjusted)).toEqual(holm(c.figures.map((f) => f.p)));
  });
});

describe('seats and rotations', () => {
  it('tests first-seat advantage and balance, which equal each side\'s report', async () => {
    expect(await cli('compare', 'the-feast', 'hands=2', 'hands=3', '--seats', 'greedy,greedy,greedy', '-n', '40', '--workers', '1', '--json')).toBe(0);
    const c = json();
    const fpa = c.figures.find((f) => f.key === 'firstSeat')!;
    const bal = c.figures.find((f) => f.key === 'balance')!;
    expect(fpa.test).toBe('paired-t');
    expect(bal.test).toBe('paired-t');
    expect(fpa.a).toBeCloseTo(c.a.firstPlayerAdvantage, 12);
    expect(bal.a).toBeCloseTo(c.a.balance, 12);
  });

  it('counts a deal\'s seatings as one unit under --rotate: the t interval of the per-deal means', async () => {
    const files = ['a', 'b'].map((s) => join(dir, `${s}.jsonl`));
    const common = ['--seats', 'greedy,random,random', '-n', '30', '--rotate', '--workers', '1'];
    expect(await cli('simulate', 'the-feast', ...common, '--option', 'hands=2', '--games-out', files[0])).toBe(0);
    expect(await cli('simulate', 'the-feast', ...common, '--option', 'hands=3', '--games-out', files[1])).toBe(0);
    const [ra, rb] = files.map((f) => readFileSync(f, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as GameRow));
    expect(await cli('compare', ...files, '--json')).toBe(0);
    const fromFiles = json();
    expect(await cli('compare', 'the-feast', 'hands=2', 'hands=3', ...common, '--json')).toBe(0);
    const played = json();
    expect(played.figures).toEqual(fromFiles.figures);
    // textbook: one difference per deal, the mean over its three seatings
    const perDeal = (value: (r: GameRow) => number): number[] =>
      Array.from({ length: 30 }, (_, d) => [0, 1, 2].reduce((sum, k) => sum + value(rb[3 * d + k]) - value(ra[3 * d + k]), 0) / 3);
    for (const [key, value] of [
      ['score1', (r: GameRow) => r.scores[0]],
      ['gaffes', (r: GameRow) => r.counters.gaffes],
      ['firstSeat', (r: GameRow) => rankPointsOf(r.winners.map((w) => w - 1), r.scores)[0] / 4],
    ] as const) {
      const f = played.figures.find((x) => x.key === key)!;
      const t = pairedT(perDeal(value));
      expect(f.difference).toBeCloseTo(t.difference, 10);
      expect(f.interval[0]).toBeCloseTo(t.interval[0], 10);
      expect(f.p).toBeCloseTo(t.p, 10);
    }
    // a rate: Wald's interval with the deals' spread of discordant games
    const win = played.figures.find((x) => x.key === 'win1')!;
    const D = Array.from({ length: 30 }, (_, d) => [0, 1, 2].reduce((s, k) => s + Number(rb[3 * d + k].winners.includes(1)) - Number(ra[3 * d + k].winners.includes(1)), 0));
    const S = D.reduce((a, b) => a + b, 0);
    const Q = D.reduce((a, b) => a + b * b, 0);
    expect(win.difference).toBeCloseTo(S / 90, 12);
    expect(win.interval[1] - win.difference).toBeCloseTo((1.959963984540054 * Math.sqrt(Q - (S * S) / 30)) / 90, 12);
  });
});
