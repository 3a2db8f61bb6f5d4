// The designer's studio as typed, through the built program: sweep and the focused compare,
// with worker threads from the bundle, their help, and one line for each mistake.
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempFile } from '../helpers/cli.js';

describe('sweep', () => {
  it('is listed, and its help names its flags', () => {
    expect(cli(['--help']).stdout).toMatch(/\n {2}sweep /);
    const help = cli(['sweep', '--help']);
    expect(help.code).toBe(0);
    for (const flag of ['--vary', '--chart', '--csv', '--rotate', '--seats', '--workers', '--json']) expect(help.stdout).toContain(flag);
  });

  it('sweeps a value with --vary on two worker threads, as on one, and writes the CSV', () => {
    const csv = tempFile('rows.csv', '');
    const args = ['sweep', 'just-desserts', '--seats', 'greedy,random', '--vary', 'options.startingHand=4,5,6', '-n', '24', '--rotate'];
    const two = cli([...args, '--workers', '2', '--csv', csv]);
    expect(two.code).toBe(0);
    expect(two.stdout).toMatch(/^Just Desserts: 3 variants on the same 24 deals \(every seating: 48 games each\)\n/);
    expect(two.stdout).toContain('  --vary options.startingHand\n');
    expect(two.stdout).toMatch(/\nPlay metrics\n/);
    expect(readFileSync(csv, 'utf8').split('\r\n')[1]).toMatch(/^A,startingHand=4,/);
    const one = cli([...args, '--workers', '1']);
    expect(one.stdout.replace(/^wrote .*\n/m, '')).toBe(two.stdout.replace(/^wrote .*\n/m, ''));
  });

  it('refuses an unwritable --csv before playing, in one line', () => {
    const r = cli(['sweep', 'royal-dinner-party', 'default', 'aces=2', '--csv', '/nonexistent-folder/rows.csv']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('dinner-games: --csv: there is no folder "/nonexistent-folder"; create it first, or write it elsewhere\n');
    // the safe writer's refusals, as for --out
    const folder = dirname(tempFile('x.csv', ''));
    // -n 100000 would take minutes: refused before playing
    const f = cli(['sweep', 'royal-dinner-party', 'default', 'aces=2', '-n', '100000', '--csv', folder]);
    expect(f.code).toBe(2);
    expect(f.stderr).toMatch(/^dinner-games: --csv ".*" is a folder; name a file\n$/);
  });

  it('says plainly that two variants need no correction', () => {
    const r = cli(['sweep', 'royal-dinner-party', 'default', 'aces=2', '-n', '20', '--workers', '1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/deal by deal; one\s+comparison, so no correction, p < 0\.05\)/);
  });
});

describe('compare, focused', () => {
  it('tests only what --only names, and says how many figures could not differ', () => {
    const r = cli(['compare', 'royal-dinner-party', 'finalTouch=false', '-n', '40', '--only', 'win,decisions,extra*']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^ {2}decisions /m);
    expect(r.stdout).not.toMatch(/^ {2}win rate /m);
    expect(r.stdout).toMatch(/2 more the same in every game on both sides \(win rate, extraHelpings\):\s+not\s+shown,\s+not\s+tested\./);
    expect(r.stdout).toMatch(/over the 1 figure shown,/);
    expect(r.stdout).toMatch(/\n {2}1 of 1 figure differs\.\n/);
  });
});
