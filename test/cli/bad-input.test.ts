// Issue 15, input limits and error classes: every bad input named here once fell through to a
// crash report, read without limit, or was accepted and played wrongly. Each now gets one
// safe line and exit 1 or 2 (or, for a byte order mark, is simply read).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cli, tempFile } from '../helpers/cli.js';
import { replayJson } from '../../src/engine/record.js';
import { quote } from '../../src/engine/errors.js';
import { replay } from '../helpers/rules.js';

const BIG = 17 * 1024 * 1024;
/** One line on stderr, no stack, no escape character, of a length a person can read. */
function oneSafeLine(text: string): void {
  expect(text.trim().split('\n')).toHaveLength(1);
  expect(text).not.toMatch(/\n\s+at /);
  expect(text).not.toContain('\u001B');
  expect(text).not.toContain('\u0007');
  expect(text.length).toBeLessThan(600);
  expect(text).not.toContain('unexpected error');
}
const bigFile = (name: string) => tempFile(name, `${' '.repeat(BIG)}{}`);
const rdpRecord = (moves: string[]) => ({ game: 'royal-dinner-party', seed: 42, seats: ['human'], moves });
const feastStart = { game: 'the-feast', seed: 3, options: {}, seats: ['human', 'human', 'human'] as ('human')[], moves: [] as string[] };

describe('files have a size limit', () => {
  it('replay /dev/zero stops at once with one line: a device is not a file', () => {
    const r = cli(['replay', '/dev/zero']);
    expect(r.code).toBe(2);
    oneSafeLine(r.stderr);
    expect(r.stderr).toMatch(/record file "\/dev\/zero" is a device, not a file/);
  });

  // a ruleset's own limit is 1 MB (every table in it is bounded far below that)
  it.each([
    ['replay', (f: string) => ['replay', f], 16],
    ['replay --ruleset', (f: string) => ['replay', tempFile('r.json', rdpRecord([])), '--ruleset', f], 1],
    ['check', (f: string) => ['check', f], 1],
    ['merge', (f: string) => ['merge', f], 16],
    ['simulate --ruleset', (f: string) => ['simulate', 'royal-dinner-party', '-n', '4', '--ruleset', f], 1],
  ])('%s refuses a file over the limit', (_what, args, mb) => {
    const r = cli(args(bigFile('big.yaml')));
    expect(r.code).toBe(2);
    oneSafeLine(r.stderr);
    expect(r.stderr).toContain(`is larger than ${mb} MB`);
  });

  it('and so does a record piped in through /dev/stdin', () => {
    const r = spawnSync(process.execPath, ['bin/dinner-games.js', 'replay', '/dev/stdin'], {
      input: Buffer.alloc(BIG, 32),
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(r.status).toBe(2);
    oneSafeLine(r.stderr);
    expect(r.stderr).toMatch(/is larger than 16 MB/);
  });
});

describe('errors that were crash reports', () => {
  it('a YAML alias bomb is one line naming the file, exit 1', () => {
    const lines = ['game: royal-dinner-party', 'a: &a [x, x, x, x, x, x, x, x, x]'];
    for (let i = 0; i < 9; i++) lines.push(`${'bcdefghij'[i]}: &${'bcdefghij'[i]} [*${'abcdefghi'[i]}, *${'abcdefghi'[i]}, *${'abcdefghi'[i]}, *${'abcdefghi'[i]}]`);
    const file = tempFile('bomb.yaml', `${lines.join('\n')}\n`);
    const r = cli(['check', file]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/bomb\.yaml:1: YAML: its aliases \(\*name\) expand too far/);
    expect(r.stderr).not.toContain('unexpected error');
  });

  it('--record into a missing folder is refused before the study is played', () => {
    const missing = join(dirname(tempFile('x', '')), 'no', 'such', 'folder', 'game.json');
    const r = cli(['simulate', 'royal-dinner-party', '-n', '1', '--record', missing]);
    expect(r.code).toBe(2);
    oneSafeLine(r.stderr);
    expect(r.stderr).toMatch(/--record: there is no folder ".*no\/such\/folder"/);
    // nothing was played: no report, no progress
    expect(r.stdout).toBe('');
  });
});

describe('inputs that were accepted wrongly', () => {
  it('--option aces= (no value) is refused, not played as 0', () => {
    const record = tempFile('r.json', rdpRecord([]));
    for (const args of [['replay', record, '--option', 'aces='], ['simulate', 'royal-dinner-party', '-n', '4', '--option', 'aces=']]) {
      const r = cli(args);
      expect(r.code, args.join(' ')).toBe(2);
      oneSafeLine(r.stderr);
      expect(r.stderr).toMatch(/--option "aces=" has no value; write aces=<value>/);
    }
  });

  it('a move of a multi-seat record without its "N:" seat is refused, naming the form', () => {
    const first = replayJson(replay(feastStart)).legal[0];
    expect(first).toMatch(/^1: /);
    const bare = first.replace(/^1: /, '');
    const r = cli(['replay', tempFile('feast.json', { ...feastStart, moves: [bare] })]);
    expect(r.code).toBe(1);
    oneSafeLine(r.stderr);
    expect(r.stderr).toContain(`move 1 ${quote(bare)} is illegal: with 3 seats a move starts with its seat, as in "1: ${bare}"`);
    expect(cli(['replay', tempFile('feast.json', { ...feastStart, moves: [first] })]).code).toBe(0);
  });

  it('check refuses two desserts with one name', async () => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync('rulesets/just-desserts.yaml', 'utf8').replace('{ name: Bread pudding, code: breadpud', '{ name: Cheesecake, code: breadpud');
    const r = cli(['check', tempFile('twins.yaml', text)]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/twins\.yaml:\d+:\d+: data\.desserts\.\d+\.name: "Cheesecake" is already the name of desserts\.\d+/);
  });

  it('__proto__ keys are refused in rulesets and in records', () => {
    const yaml = tempFile('proto.yaml', 'game: royal-dinner-party\noptions:\n  __proto__:\n    aces: 2\n');
    const r = cli(['check', yaml]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/proto\.yaml:3:3: the key "__proto__" is not allowed in a ruleset/);
    const record = tempFile('proto.json', '{"game":"royal-dinner-party","seed":1,"options":{"__proto__":{"aces":2}},"moves":[]}');
    const j = cli(['replay', record]);
    expect(j.code).toBe(2);
    oneSafeLine(j.stderr);
    expect(j.stderr).toMatch(/is not valid JSON: the key "__proto__" is not allowed/);
  });

  it('a record with a UTF-8 byte order mark is read, as a ruleset with one is', () => {
    const file = tempFile('bom.json', '\uFEFF' + JSON.stringify(rdpRecord(['keep'])));
    const r = cli(['replay', file, '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).game).toBe('royal-dinner-party');
  });
});

describe('what people typed is quoted and cut in error lines', () => {
  it('escape sequences, newlines and a huge move come back as one short, inert line', () => {
    const evil = `\u001B]0;owned\u0007\u001B[2J\nfake line${'x'.repeat(100_000)}`;
    const r = cli(['replay', tempFile('evil.json', rdpRecord([evil]))]);
    expect(r.code).toBe(1);
    oneSafeLine(r.stderr);
    expect(r.stderr).toContain('move 1 "\\u001b]0;owned\\u0007\\u001b[2J\\nfake line');
    expect(r.stderr).toMatch(/x\.\.\." \(100024 characters\) is illegal/);
  });

  it('and what check repeats of a ruleset: control characters escaped, long values cut', () => {
    const r = cli(['check', tempFile('odd.yaml', `game: royal-dinner-party\nname: "\\e]0;t\\a${'z'.repeat(5000)}"\noptions:\n  aces: "\\e[2J"\n`)]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/odd\.yaml:4:\d+: options\.aces: expected a whole number, not "\\u001b\[2J"/);
    expect(r.stdout + r.stderr).not.toContain('\u001B');
    const ok = cli(['check', tempFile('long.yaml', `game: royal-dinner-party\nname: ${'z'.repeat(100_000)}\n`)]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/ok \(royal-dinner-party ruleset "z+\.\.\." \(100000 characters\); deck checked/);
    expect(ok.stdout.length).toBeLessThan(300);
  });

  it('so are paths and game names', () => {
    const r = cli(['replay', '/no/such/\u001B[2Jfile\n.json']);
    expect(r.code).toBe(2);
    oneSafeLine(r.stderr);
    expect(r.stderr).toContain('no such record file: "/no/such/\\u001b[2Jfile\\n.json"');
    const g = cli(['rules', `chess\u001B[2J${'y'.repeat(5000)}`]);
    expect(g.code).toBe(2);
    oneSafeLine(g.stderr);
  });
});

// a ruleset with a byte order mark was read already; kept here beside the record's
it('a ruleset with a byte order mark is read', () => {
  const text = `\uFEFF${'game: royal-dinner-party\n'}`;
  const file = tempFile('bom.yaml', text);
  writeFileSync(file, text);
  expect(cli(['check', file]).code).toBe(0);
});
