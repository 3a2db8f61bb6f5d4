// The simulator's outputs (--out, --games-out, --record, merge --out) never destroy what is
// there, are checked before a game is played, and --games-out is streamed as the games finish,
// byte for byte what the games held in memory gave. Run in this process with one worker (two
// where the order of chunks is what is tested).
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  constants,
  existsSync,
  lstatSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simCli } from '../helpers/sim.js';
import { getGame } from '../../src/engine/registry.js';
import { gameLines } from '../../src/sim/files.js';
import { playStudy, prepareVariant } from '../../src/sim/simulate.js';
import type { GameRow } from '../../src/sim/study.js';

const { run: cli, last } = simCli();
const dir = mkdtempSync(join(tmpdir(), 'sim-outputs-'));
const study = ['simulate', 'royal-dinner-party', '-n', '12', '--seed', '3', '--workers', '1'];
const isRoot = process.getuid?.() === 0;

/** A named pipe with this process as its reader (opened without waiting), and what was written to it. */
function fifoWithReader(name: string): { path: string; read(): string } {
  const path = join(dir, name);
  const r = spawnSync('mkfifo', [path]);
  if (r.status !== 0) throw new Error('mkfifo failed');
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  return {
    path,
    read() {
      const buf = Buffer.alloc(1 << 20);
      let n = 0;
      try {
        n = readSync(fd, buf, 0, buf.length, null);
      } finally {
        closeSync(fd);
      }
      return buf.subarray(0, n).toString('utf8');
    },
  };
}

describe('outputs never destroy what is there', () => {
  it('a named pipe given as --out is written to, and stays a pipe (it was renamed over)', async () => {
    const fifo = fifoWithReader('report.fifo');
    expect(await cli(...study, '--out', fifo.path)).toBe(0);
    expect(JSON.parse(fifo.read())).toMatchObject({ game: 'royal-dinner-party', games: 12 });
    expect(lstatSync(fifo.path).isFIFO()).toBe(true);
    expect(readdirSync(dir).filter((f) => /\.[0-9a-f]{16}\.tmp$/.test(f))).toEqual([]);
  });

  it.skipIf(!isRoot)('as root, a device given as --out (a private /dev/null) is written to, never replaced by a file', async () => {
    const dev = join(dir, 'null');
    expect(spawnSync('mknod', [dev, 'c', '1', '3']).status).toBe(0);
    expect(await cli(...study, '--out', dev)).toBe(0);
    expect(lstatSync(dev).isCharacterDevice()).toBe(true);
    expect(statSync(dev).rdev).toBe(statSync('/dev/null').rdev);
  });

  it('a link planted where the old temporary file went (.name.<pid>.tmp) is not followed', async () => {
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'precious\n');
    symlinkSync(victim, join(dir, `.planted.json.${process.pid}.tmp`));
    expect(await cli(...study, '--out', join(dir, 'planted.json'))).toBe(0);
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(JSON.parse(readFileSync(join(dir, 'planted.json'), 'utf8')).games).toBe(12);
  });

  it('a symbolic link given as the output is refused, and what it points to is left alone', async () => {
    const victim = join(dir, 'victim-2.txt');
    writeFileSync(victim, 'precious\n');
    const link = join(dir, 'link.json');
    symlinkSync(victim, link);
    for (const flag of ['--out', '--games-out', '--record']) {
      const n = flag === '--record' ? ['-n', '1'] : [];
      expect(await cli(...study, ...n, flag, link)).toBe(2);
      expect(last.err).toBe(`dinner-games: ${flag} "${link}" is a symbolic link; name the file itself\n`);
    }
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
  });

  it('merge --out onto a named pipe writes to it too', async () => {
    const shard = join(dir, 'whole.json');
    expect(await cli(...study, '--out', shard)).toBe(0);
    const fifo = fifoWithReader('merged.fifo');
    expect(await cli('merge', shard, '--out', fifo.path)).toBe(0);
    expect(JSON.parse(fifo.read()).games).toBe(12);
    expect(lstatSync(fifo.path).isFIFO()).toBe(true);
  });

  it('a file replaced keeps its permissions', async () => {
    const file = join(dir, 'kept-mode.json');
    writeFileSync(file, '{}', { mode: 0o640 });
    expect(await cli(...study, '--out', file)).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o640);
  });
});

describe('--games-out and a folder', () => {
  it('takes a folder as --out does: made when it ends in /, the file named for the study or the shard', async () => {
    const folder = join(dir, 'made', 'here');
    expect(await cli(...study, '--games-out', `${folder}/`, '--out', `${folder}/`)).toBe(0);
    expect(readdirSync(folder).sort()).toEqual(['games.jsonl', 'study.json']);
    expect(await cli(...study, '--shard', '2/3', '--games-out', `${folder}/`)).toBe(0);
    expect(readFileSync(join(folder, 'shard-2-of-3.jsonl'), 'utf8').trimEnd().split('\n')).toHaveLength(4);
  });

  it('one file named for two outputs is refused', async () => {
    const same = join(dir, 'same.json');
    expect(await cli(...study, '--out', same, '--games-out', same)).toBe(2);
    expect(last.err).toMatch(/"[^"]*same\.json" is named for two outputs/);
  });
});

describe('--games-out is streamed', () => {
  const game = getGame('the-feast');
  const variant = prepareVariant(game, { seats: 'greedy,random,random' });

  it.each([1, 2])('in study order as the chunks finish, none kept in memory, byte for byte the lines kept rows give (%i workers)', async (workers) => {
    const kept = await playStudy(variant, { games: 90, seed: 7, workers, rotate: true, keepGames: true });
    const heard: GameRow[][] = [];
    const streamed = await playStudy(variant, { games: 90, seed: 7, workers, rotate: true, onRows: (rows) => heard.push([...rows]) });
    expect(streamed.rows).toEqual([]);
    expect(heard.length).toBeGreaterThan(1);
    expect(heard.flat().map((r) => r.index)).toEqual(Array.from({ length: 270 }, (_, i) => i));
    expect([...gameLines(heard.flat())].join('')).toBe([...gameLines(kept.rows)].join(''));
    const { contentDigest: _a, elapsedSeconds: _b, gamesPerSecond: _c, workers: _d, ...a } = kept.report as unknown as Record<string, unknown>;
    const { contentDigest: _e, elapsedSeconds: _f, gamesPerSecond: _g, workers: _h, ...b } = streamed.report as unknown as Record<string, unknown>;
    expect(b).toEqual(a);
  });

  it('the file is the same whatever the workers, and leaves no temporary file', async () => {
    const one = join(dir, 'w1.jsonl');
    const two = join(dir, 'w2.jsonl');
    expect(await cli('simulate', 'the-feast', '--seats', 'greedy,random', '-n', '40', '--rotate', '--workers', '1', '--games-out', one)).toBe(0);
    expect(await cli('simulate', 'the-feast', '--seats', 'greedy,random', '-n', '40', '--rotate', '--workers', '2', '--games-out', two)).toBe(0);
    expect(readFileSync(two, 'utf8')).toBe(readFileSync(one, 'utf8'));
    expect(readFileSync(one, 'utf8').split('\n')).toHaveLength(81);
    expect(readdirSync(dir).filter((f) => /\.[0-9a-f]{16}\.tmp$/.test(f))).toEqual([]);
  });
});

describe('a full disk mid-study', () => {
  // a device that is always full; as root a private one (c 1 7), so that a program that renames
  // over its output (as this one once did) can never replace the system's /dev/full
  const full = (): string => {
    if (!isRoot) return '/dev/full';
    const dev = join(dir, 'full');
    if (!existsSync(dev)) expect(spawnSync('mknod', [dev, 'c', '1', '7']).status).toBe(0);
    return dev;
  };
  const hasFull = existsSync('/dev/full');

  it.skipIf(!hasFull)('--games-out on a full disk: one line, exit 1, and the report is still printed', async () => {
    const dev = full();
    expect(await cli(...study, '--games-out', dev, '--json')).toBe(1);
    expect(last.err).toBe(`dinner-games: cannot write --games-out "${dev}": the disk is full\n`);
    expect(JSON.parse(last.out)).toMatchObject({ games: 12 });
    expect(lstatSync(dev).isCharacterDevice()).toBe(true);
  });

  it.skipIf(!hasFull)('--out on a full disk: the report goes to stdout instead, said in one line', async () => {
    const dev = full();
    const games = join(dir, 'kept-games.jsonl');
    expect(await cli(...study, '--out', dev, '--games-out', games)).toBe(1);
    expect(last.err).toBe(`dinner-games: cannot write --out "${dev}": the disk is full; the report is printed instead\n`);
    expect(JSON.parse(last.out)).toMatchObject({ games: 12 });
    expect(readFileSync(games, 'utf8').trimEnd().split('\n')).toHaveLength(12);
    expect(lstatSync(dev).isCharacterDevice()).toBe(true);
  });
});

describe('compare', () => {
  it('a games file beside something else is one line, not the other read as a ruleset', async () => {
    const games = join(dir, 'g.jsonl');
    expect(await cli(...study, '--games-out', games)).toBe(0);
    expect(await cli('compare', games, '/dev/zero')).toBe(2);
    expect(last.err).toMatch(/^dinner-games: compare: ".*g\.jsonl" is a file of games \(simulate --games-out\); compare two such files/);
    expect(last.err.trimEnd().split('\n')).toHaveLength(1);
  });
});
