// compare's figures against an independent computation: scripts/check-compare.py recomputes
// every figure from the two sides' --games-out files with textbook formulas and scipy's
// distributions (one unit per deal under --rotate). Runs where python3 has scipy.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simCli } from '../helpers/sim.js';

const { run: cli, last } = simCli();
const dir = mkdtempSync(join(tmpdir(), 'compare-python-'));
const script = new URL('../../scripts/check-compare.py', import.meta.url).pathname;
const scipy = spawnSync('python3', ['-c', 'import scipy'], { encoding: 'utf8' }).status === 0;

/** Plays both sides to files and compares them as played; the script's verdict and the tests used. */
async function check(name: string, game: string, a: string, b: string, common: string[]): Promise<{ status: number | null; out: string; tests: string[] }> {
  const files = [a, b].map((side, i) => {
    const file = join(dir, `${name}-${i}.jsonl`);
    return { side, file };
  });
  for (const { side, file } of files) expect(await cli('simulate', game, ...common, '--option', side, '--games-out', file)).toBe(0);
  expect(await cli('compare', game, a, b, ...common, '--json')).toBe(0);
  const cmpFile = join(dir, `${name}.json`);
  writeFileSync(cmpFile, last.out);
  const tests = (JSON.parse(last.out) as { figures: { test: string }[] }).figures.map((f) => f.test);
  const r = spawnSync('python3', [script, files[0].file, files[1].file, cmpFile, '1e-9'], { encoding: 'utf8' });
  return { status: r.status, out: r.stdout + r.stderr, tests };
}

describe.skipIf(!scipy)('compare against scripts/check-compare.py', () => {
  it('agrees on every figure, a deal one unit under --rotate (clustered McNemar and exact sign flips)', { timeout: 300_000 }, async () => {
    const r = await check('rotate', 'the-feast', 'hands=2', 'hands=3', ['--seats', 'greedy,random,random', '-n', '100', '--rotate', '--workers', '1']);
    expect(r.out).toMatch(/300 games, 100 units/);
    expect(r.status, r.out).toBe(0);
    expect(r.tests).toContain('sign-flip-exact');
    expect(r.tests).toContain('mcnemar-clustered');
  });

  it('agrees game by game without --rotate (McNemar, exact and not)', { timeout: 300_000 }, async () => {
    const r = await check('solo', 'royal-dinner-party', 'appetiteLimit=14', 'appetiteLimit=20', ['-n', '100', '--workers', '1']);
    expect(r.status, r.out).toBe(0);
    expect(r.tests).toContain('mcnemar');
    expect(r.tests).toContain('mcnemar-exact');
  });

  it('fails when a figure is off', { timeout: 300_000 }, async () => {
    // the study of the test before, its interval moved by a millionth
    const cmp = JSON.parse(readFileSync(join(dir, 'solo.json'), 'utf8')) as { figures: { interval: [number, number] }[] };
    cmp.figures[0].interval[0] -= 1e-6;
    const cmpFile = join(dir, 'off.json');
    writeFileSync(cmpFile, JSON.stringify(cmp));
    const again = spawnSync('python3', [script, join(dir, 'solo-0.jsonl'), join(dir, 'solo-1.jsonl'), cmpFile, '1e-9'], { encoding: 'utf8' });
    expect(again.status).toBe(1);
  });
});
