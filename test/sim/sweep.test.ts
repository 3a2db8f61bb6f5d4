// sweep: many variants on the same deals, each against the first with a paired test and
// Holm's correction across the variants; --vary makes the variants from one ruleset; --csv
// writes the rows; every figure is the one compare gives for the same pair of variants.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { holm } from '../../src/sim/paired.js';
import { parseVary, splitValues } from '../../src/sim/vary.js';
import { simCli } from '../helpers/sim.js';

const { run: cli, last } = simCli();
const dir = mkdtempSync(join(tmpdir(), 'sweep-'));

interface Value { value: number; interval: [number, number]; difference?: number; differenceInterval?: [number, number]; p?: number; pAdjusted?: number; significant?: boolean }
interface Sweep {
  format: string;
  figures: { key: string; name: string }[];
  variants: { letter: string; label: string; ruleset: { digest: string }; options: Record<string, unknown>; values: Record<string, Value> }[];
  chart: string;
  unit: string;
  games: number;
}
const sweep = (): Sweep => JSON.parse(last.out) as Sweep;

const base = readFileSync('rulesets/royal-dinner-party.yaml', 'utf8');
const variantFile = (name: string, limit: number): string => {
  const file = join(dir, `${name}.yaml`);
  writeFileSync(file, base.replace(/^ {2}appetiteLimit: \d+/m, `  appetiteLimit: ${limit}`).replace(/^name: .*/m, `name: ${name}`));
  return file;
};

describe('sweep of ruleset files', () => {
  const files = [variantFile('a', 20), variantFile('b', 16), variantFile('c', 14)];

  it('gives each variant the figures compare gives it against the first, Holm-adjusted across the variants', async () => {
    expect(await cli('sweep', 'royal-dinner-party', ...files, '-n', '120', '--workers', '1', '--json')).toBe(0);
    const s = sweep();
    expect(s.format).toBe('dinner-games/sweep/1');
    expect(s.variants.map((v) => v.letter)).toEqual(['A', 'B', 'C']);
    expect(s.figures.map((f) => f.key)).toEqual(['win', 'score', 'length', 'branching']);
    for (const key of ['win', 'score', 'length']) {
      const ps = s.variants.slice(1).map((v) => v.values[key].p as number);
      expect(s.variants.slice(1).map((v) => v.values[key].pAdjusted)).toEqual(holm(ps));
    }
    expect(await cli('compare', 'royal-dinner-party', files[0], files[2], '-n', '120', '--workers', '1', '--json')).toBe(0);
    const c = JSON.parse(last.out) as { figures: { key: string; a: number; b: number; difference: number; interval: [number, number]; p: number }[] };
    const C = s.variants[2].values;
    for (const [mine, theirs] of [['win', 'win'], ['score', 'score'], ['length', 'turns'], ['branching', 'branching']]) {
      const f = c.figures.find((x) => x.key === theirs)!;
      expect(C[mine].value).toBeCloseTo(f.b, 12);
      expect(s.variants[0].values[mine].value).toBeCloseTo(f.a, 12);
      expect(C[mine].difference).toBeCloseTo(f.difference, 12);
      expect(C[mine].differenceInterval).toEqual(f.interval);
      expect(C[mine].p).toBeCloseTo(f.p, 12);
    }
  });

  it('charts the figure asked for, and writes the rows as CSV', async () => {
    const csv = join(dir, 'rows.csv');
    expect(await cli('sweep', 'royal-dinner-party', ...files, '-n', '40', '--workers', '1', '--chart', 'length', '--csv', csv)).toBe(0);
    expect(last.out).toMatch(/^Royal Dinner Party: 3 variants on the same 40 deals\n/);
    expect(last.out).toMatch(/\nturns against the variant/);
    expect(last.out).not.toContain('draws'); // solo: no draws column, nor a word about it
    expect(last.out).toMatch(/Holm's\s+correction\s+over\s+the\s+2\s+variants\s+B\s+on,\s+p < 0\.05/);
    expect(last.out).toMatch(/^ {2}C {2}\S+ +\d/m);
    // greedy never uses the Final Touch: each variant where it is on says so, and names who does
    expect(last.out).toMatch(/ {2}A: the Final Touch \(option finalTouch\) was never used \(finalTouchSwaps: 0 in\s+40 games\): greedy never used it/);
    for (const line of last.out.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    const rows = readFileSync(csv, 'utf8').trimEnd().split('\r\n');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(/^variant,label,win,win low,win high,win diff,win diff low,win diff high,win p,win Holm p,score,/);
    expect(rows[1].startsWith('A,')).toBe(true);
    expect(rows[3].split(',')).toHaveLength(rows[0].split(',').length);
    expect(last.out).toContain(`wrote ${csv}: 3 variants, 4 figures each`);
  });

  it('gives the same rows on one worker thread and on two', async () => {
    expect(await cli('sweep', 'the-feast', 'default', 'hands=2', 'hands=3', '--seats', 'greedy,random', '--rotate', '-n', '20', '--workers', '1', '--json')).toBe(0);
    const one = sweep();
    expect(await cli('sweep', 'the-feast', 'default', 'hands=2', 'hands=3', '--seats', 'greedy,random', '--rotate', '-n', '20', '--workers', '2', '--json')).toBe(0);
    const two = sweep();
    expect(two.variants).toEqual(one.variants);
    expect(one.unit).toBe('deal');
    expect(one.figures.map((f) => f.key)).toEqual([
      'win:greedy', 'win:random', 'score', 'length', 'firstSeat', 'draws', 'leadChanges', 'drama', 'decisiveness', 'uncertainty', 'branching',
    ]);
  });
});

describe('--vary', () => {
  it('makes the same variants as writing the option out', async () => {
    expect(await cli('sweep', 'royal-dinner-party', '--vary', 'options.appetiteLimit=20,16,14', '-n', '30', '--workers', '1', '--json')).toBe(0);
    const varied = sweep();
    expect(varied.variants.map((v) => v.label)).toEqual(['appetiteLimit=20', 'appetiteLimit=16', 'appetiteLimit=14']);
    expect(await cli('sweep', 'royal-dinner-party', 'appetiteLimit=20', 'appetiteLimit=16', 'appetiteLimit=14', '-n', '30', '--workers', '1', '--json')).toBe(0);
    const written = sweep();
    expect(varied.variants.map((v) => v.ruleset.digest)).toEqual(written.variants.map((v) => v.ruleset.digest));
    expect(varied.variants.map((v) => v.values)).toEqual(written.variants.map((v) => v.values));
  });

  it('sets a value deep in the data, a list item named by its code', async () => {
    expect(await cli('sweep', 'surrealist-dinner-party', '--vary', 'data.guests.sunra.appetites=[W, R, D],[W,W,W]', '-n', '4', '--workers', '1', '--json')).toBe(0);
    const s = sweep();
    expect(s.variants.map((v) => v.label)).toEqual(['appetites=[W, R, D]', 'appetites=[W,W,W]']);
    const [a, b] = s.variants.map((v) => v.ruleset.digest);
    expect(a).not.toBe(b);
    // the first value is the file's own: the built-in rules
    expect(await cli('simulate', 'surrealist-dinner-party', '-n', '1', '--json', '--workers', '1')).toBe(0);
    expect(JSON.parse(last.out).ruleset.digest).toBe(a);
  });

  it('checks each variant as a ruleset file, naming the value, the file, its line and the field', async () => {
    expect(await cli('sweep', 'royal-dinner-party', '--vary', 'options.appetiteLimit=14,100', '-n', '5')).toBe(2);
    expect(last.err).toMatch(/^dinner-games: --vary options\.appetiteLimit=100: built-in royal-dinner-party\.yaml:\d+:\d+: options\.appetiteLimit: must be from 12 to 60, not 100\n$/);
    expect(await cli('sweep', 'surrealist-dinner-party', '--vary', 'data.guests.sunra.appetites=[W],[Q]', '-n', '5')).toBe(2);
    expect(last.err).toMatch(/^dinner-games: --vary data\.guests\.sunra\.appetites=\[Q\]: built-in surrealist-dinner-party\.yaml:\d+:\d+: data\.guests\.\d+\.appetites/);
  });

  it.each([
    [['--vary', 'data.guests.nobody.appetites=[W],[R]'], /^dinner-games: --vary: data\.guests has no item "nobody" \(codes: bravo, arp, /],
    [['--vary', 'options.nope=1,2'], /^dinner-games: --vary: options\.nope is not in the ruleset; options has /],
    [['--vary', 'options.mode=normal'], /give two values or more/],
    [['--vary', 'options.mode'], /--vary takes PATH=V1,V2/],
    [['default', 'mode=advanced', '--vary', 'options.mode=normal,advanced'], /give the variants, or --vary .*not both/],
    [['default'], /sweep takes \[game\] and two variants or more/],
    [['default', 'mode=advanced', '--chart', 'nope'], /^dinner-games: --chart: "nope" names no figure here; figures: win1, win2, /],
  ])('refuses %j in one line', async (args, message) => {
    expect(await cli('sweep', 'surrealist-dinner-party', ...args, '-n', '3', '--workers', '1')).toBe(2);
    expect(last.err).toMatch(message);
    expect(last.err.trim().split('\n')).toHaveLength(1);
    expect(last.out).toBe('');
  });

  it('reads values with commas inside brackets and quotes as one', () => {
    expect(splitValues('[W, R], [W,W],"a,b",3')).toEqual(['[W, R]', '[W,W]', '"a,b"', '3']);
    expect(parseVary('data.guests.0.points=3,4')).toEqual({ path: ['data', 'guests', '0', 'points'], values: ['3', '4'] });
  });
});
