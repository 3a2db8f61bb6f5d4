// Files that are not files, outputs that cannot be written, and limits, with the built program
// (each run has a time limit: what once blocked or spun is a failure here, not a hung suite).
// A named pipe or device given as an input is refused at once in one line; an output that
// cannot be written is told before any game is played; a file-size limit reached mid-study is
// one line and the report is kept; a shard label no simulate writes is refused at once.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { binForAnyone } from '../helpers/bin.js';

const dir = mkdtempSync(join(tmpdir(), 'dg-files-'));
const bin = resolve('bin/dinner-games.js');

/** Runs the built program with a time limit; `code` is null when it had to be killed. */
function run(args: string[], opts: { timeout?: number; shell?: string } = {}): { code: number | null; stdout: string; stderr: string } {
  const command = opts.shell ? ['sh', ['-c', `${opts.shell}; exec "$0" "$@"`, process.execPath, bin, ...args]] : [process.execPath, [bin, ...args]];
  const r = spawnSync(command[0] as string, command[1] as string[], {
    encoding: 'utf8',
    cwd: dir,
    env: { ...process.env, NO_COLOR: '1' },
    input: '',
    timeout: opts.timeout ?? 20_000,
    killSignal: 'SIGKILL',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function oneLine(text: string): void {
  expect(text.trimEnd().split('\n')).toHaveLength(1);
  expect(text).not.toMatch(/\n\s+at /);
  expect(text).not.toContain('unexpected error');
}

function fifo(name: string): string {
  const path = join(dir, name);
  if (!existsSync(path)) expect(spawnSync('mkfifo', [path]).status).toBe(0);
  return path;
}

const record = join(dir, 'record.json');
writeFileSync(record, JSON.stringify({ game: 'royal-dinner-party', seed: 42, seats: ['human'], moves: [] }));

describe('a named pipe or a device as an input is refused at once', () => {
  it.each([
    ['replay', () => ['replay', fifo('in.fifo')], /record file ".*in\.fifo" is a named pipe \(FIFO\), not a file/],
    ['replay --ruleset', () => ['replay', record, '--ruleset', fifo('in.fifo')], /ruleset file ".*in\.fifo" is a named pipe \(FIFO\)/],
    ['check', () => ['check', fifo('in.fifo')], /ruleset file ".*in\.fifo" is a named pipe \(FIFO\)/],
    ['simulate --ruleset', () => ['simulate', 'royal-dinner-party', '-n', '1', '--ruleset', fifo('in.fifo')], /ruleset file ".*in\.fifo" is a named pipe/],
    ['merge', () => ['merge', fifo('in.fifo')], /report file ".*in\.fifo" is a named pipe \(FIFO\)/],
    ['compare of games files', () => ['compare', fifo('a.jsonl'), fifo('b.jsonl')], /games file ".*a\.jsonl" is a named pipe \(FIFO\)/],
    ['replay of a device', () => ['replay', '/dev/zero'], /record file "\/dev\/zero" is a device, not a file/],
    ['compare of a games file and a device', () => ['compare', join(dir, 'x.jsonl'), '/dev/zero'], /is a file of games/],
  ])('%s', (_what, args, message) => {
    const r = run(args());
    expect(r.code).toBe(2);
    oneLine(r.stderr);
    expect(`${r.stdout}${r.stderr}`).toMatch(message);
  });

  it('a folder of shards holding a named pipe too', () => {
    const shards = join(dir, 'with-fifo');
    mkdirSync(shards);
    fifo('with-fifo/a.json');
    const r = run(['merge', shards]);
    expect(r.code).toBe(2);
    oneLine(r.stderr);
    expect(r.stderr).toMatch(/report file ".*a\.json" is a named pipe \(FIFO\), not a file/);
  });

  it('while a record piped in as /dev/stdin is read', () => {
    const r = spawnSync(process.execPath, [bin, 'replay', '/dev/stdin'], { input: readFileSync(record), encoding: 'utf8', timeout: 20_000 });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Royal Dinner Party, seed 42, 0 moves\./);
  });
});

describe('an output that cannot be written is told before any game is played', () => {
  // a billion games: a check made after playing would never be reached in the time limit
  const huge = ['simulate', 'royal-dinner-party', '-n', '1000000000', '--workers', '1'];
  const file = join(dir, 'a-file');
  writeFileSync(file, 'x');
  it.each([
    ['--out', 'below a file', () => join(file, 'r.json'), /cannot write --out ".*a-file\/r\.json": a part of its path is not a folder/],
    ['--games-out', 'below a file', () => join(file, 'g.jsonl'), /cannot write --games-out ".*a-file\/g\.jsonl": a part of its path is not a folder/],
    ['--out', 'in a missing folder', () => join(dir, 'missing', 'r.json'), /cannot write --out ".*missing\/r\.json": its folder does not exist/],
    ['--games-out', 'in a missing folder', () => join(dir, 'missing', 'g.jsonl'), /cannot write --games-out ".*missing\/g\.jsonl": its folder does not exist/],
    ['--games-out', 'a named pipe nobody reads', () => fifo('unread.fifo'), /cannot write --games-out ".*unread\.fifo": it is a named pipe \(FIFO\) that no one is reading/],
    ['--games-out', 'in /proc', () => '/proc/self/status', /cannot write --games-out "\/proc\/self\/status"/],
  ])('%s %s', (flag, _where, path, message) => {
    const r = run([...huge, flag, path()]);
    expect(r.code).toBe(2);
    oneLine(r.stderr);
    expect(r.stderr).toMatch(message);
    expect(r.stdout).toBe('');
  });

  it.skipIf(process.getuid?.() !== 0 || spawnSync('setpriv', ['--version']).status !== 0)(
    'a folder without permission (run as nobody)',
    () => {
      const ro = join(dir, 'read-only');
      mkdirSync(ro, { mode: 0o755 });
      const r = spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, binForAnyone(), ...huge, '--games-out', join(ro, 'g.jsonl')], {
        encoding: 'utf8',
        timeout: 20_000,
        killSignal: 'SIGKILL',
        env: { ...process.env, NO_COLOR: '1' },
      });
      expect(r.status).toBe(2);
      oneLine(r.stderr);
      expect(r.stderr).toMatch(/cannot write --games-out ".*read-only\/g\.jsonl": no permission/);
    },
  );
});

describe('a file-size limit reached mid-study', () => {
  it('is one line and exit 1, and the report is kept (printed)', () => {
    // 40 KB: the games of 400 studies' lines pass it, the report alone does not
    const r = run(['simulate', 'royal-dinner-party', '-n', '400', '--workers', '1', '--games-out', 'big.jsonl', '--json'], { shell: 'ulimit -f 40' });
    expect(r.code).toBe(1);
    oneLine(r.stderr);
    expect(r.stderr).toBe('dinner-games: cannot write --games-out "big.jsonl": the file would pass the size limit for files (ulimit -f)\n');
    expect(JSON.parse(r.stdout)).toMatchObject({ game: 'royal-dinner-party', games: 400 });
    // the file is left as it was (none), and no partial temporary file beside it
    expect(existsSync(join(dir, 'big.jsonl'))).toBe(false);
  });
});

describe('merge and shard counts', () => {
  it('a shard labelled 1/99999999999999999999 is refused at once, in one line', () => {
    const shard = join(dir, 'shard.json');
    expect(run(['simulate', 'royal-dinner-party', '-n', '4', '--workers', '1', '--shard', '1/2', '--out', shard]).code).toBe(0);
    const r = JSON.parse(readFileSync(shard, 'utf8'));
    r.study.shard = '1/99999999999999999999';
    writeFileSync(shard, JSON.stringify(r));
    const m = run(['merge', shard]);
    expect(m.code).toBe(1);
    oneLine(m.stderr);
    expect(m.stderr).toMatch(/"study\.shard" is "1\/99999999999999999999"; a study of 4 games has shards 1\/n to n\/n with n from 1 to 4/);
  });

  it('simulate refuses more shards than games, and shard counts beyond any cluster', () => {
    let r = run(['simulate', 'royal-dinner-party', '-n', '4', '--shard', '1/5']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('dinner-games: --shard 1/5: a study of 4 games is cut into at most 4 shards\n');
    r = run(['simulate', 'royal-dinner-party', '-n', '4', '--shard', '1/99999999999999999999']);
    expect(r.code).toBe(2);
    oneLine(r.stderr);
  });
});
