// The state folder's lock and files: a stale lock is told from a live one by more than the
// process id; something in a file's place that this program did not write (a folder, a named
// pipe) is told or moved aside, never read, waited on or removed; giving the lock back never
// throws; a lock another program took over stops this one writing; and a finished game is
// counted exactly once, whenever the program is killed at its end.
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchFromRecord } from '../helpers/rules.js';
import { busyText, liveHolder, lockStateDir, parseLock, startTime } from '../../src/ui/lock.js';
import { SAVE_FILE, finishGame, gameKey, loadSave, writeSave } from '../../src/ui/save.js';
import { Session } from '../../src/ui/session.js';
import { readStats } from '../../src/ui/stats.js';

// unlinking the files named here fails, as in a folder that became read-only (root is never told)
const failUnlink = new Set<string>();
vi.mock('node:fs', async (original) => {
  const real = await original<typeof import('node:fs')>();
  const refuse = (p: unknown) => {
    if (failUnlink.has(String(p))) throw Object.assign(new Error(`EACCES: permission denied, unlink '${String(p)}'`), { code: 'EACCES' });
  };
  return {
    ...real,
    unlinkSync: (p: fs.PathLike) => (refuse(p), real.unlinkSync(p)),
    rmSync: (p: fs.PathLike, o?: fs.RmOptions) => (refuse(p), real.rmSync(p, o)),
  };
});
const { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } = fs;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dg-state-'));
});
afterEach(() => {
  failUnlink.clear();
  rmSync(dir, { recursive: true, force: true });
});
const lockPath = () => join(dir, 'lock');
const held = (l: ReturnType<typeof lockStateDir>) => {
  if (l.kind !== 'held') throw new Error(`not held: ${JSON.stringify(l)}`);
  return l;
};

describe('a stale lock is told from a live one by more than the process id', () => {
  it('an old lock naming a live process that is not a dinner-games (echo 1 > lock, after a reboot) is taken over', () => {
    writeFileSync(lockPath(), '1\n');
    const lock = held(lockStateDir(dir));
    expect(parseLock(readFileSync(lockPath(), 'utf8'))).toMatchObject({ pid: process.pid, token: lock.token });
    lock.release();
  });

  it('a lock naming a live process that started at another time (its id was reused) is taken over', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      const pid = child.pid as number;
      const start = startTime(pid);
      expect(start).toMatch(/^\d+$/);
      writeFileSync(lockPath(), JSON.stringify({ pid, token: 'x1', start: String(Number(start) - 1) }));
      held(lockStateDir(dir)).release();
      // the same process as written: live
      writeFileSync(lockPath(), JSON.stringify({ pid, token: 'x2', start }));
      expect(lockStateDir(dir)).toMatchObject({ kind: 'busy', holder: { pid, token: 'x2', ours: false } });
      // written before the machine last booted: stale, whatever runs under that id now
      writeFileSync(lockPath(), JSON.stringify({ pid, token: 'x3', start, boot: 'an-earlier-boot' }));
      held(lockStateDir(dir)).release();
    } finally {
      child.kill();
      await new Promise((r) => child.once('exit', r));
    }
  });

  it('a lock from another host cannot be checked, and counts as live; the line says where', () => {
    const lock = { pid: 999_999, token: 'y', host: 'elsewhere.example', since: '2026-11-27T06:40:00.000Z' };
    expect(liveHolder(lock)).toBe(true);
    writeFileSync(lockPath(), JSON.stringify(lock));
    const busy = lockStateDir(dir);
    expect(busy.kind).toBe('busy');
    if (busy.kind === 'busy') {
      expect(busyText(busy.holder, dir)).toBe(
        `another dinner-games (process 999999 on "elsewhere.example") is playing from "${dir}" since 2026-11-27 06:40 UTC: finish there first, or give this one its own folder with DINNER_GAMES_STATE_DIR`,
      );
    }
  });

  it('a live holder on this host is named with what to do if it is stuck', () => {
    expect(busyText({ pid: 4321, ours: false }, '/s')).toBe(
      'another dinner-games (process 4321) is playing from "/s": finish there first, end it with `kill 4321` if it is stuck (its game is saved), or give this one its own folder with DINNER_GAMES_STATE_DIR',
    );
  });
});

describe('something in the lock\'s place that this program did not write', () => {
  it('a folder is told in one line and left as it is', () => {
    mkdirSync(lockPath());
    writeFileSync(join(lockPath(), 'inside'), 'x');
    const lock = lockStateDir(dir);
    expect(lock).toEqual({
      kind: 'blocked',
      problem: `the state folder's lock "${lockPath()}" is a folder, not a lock this program wrote; if no dinner-games is running, move it away (it is left as it is)`,
    });
    expect(readdirSync(lockPath())).toEqual(['inside']);
  });
});

describe('giving the lock back', () => {
  it('never throws, even when the folder has become read-only', () => {
    const lock = held(lockStateDir(dir));
    failUnlink.add(lockPath());
    expect(() => lock.release()).not.toThrow();
    expect(() => lock.release()).not.toThrow();
  });

  it('removes only its own lock', () => {
    const lock = held(lockStateDir(dir));
    writeFileSync(lockPath(), JSON.stringify({ pid: 424242, token: 'theirs' }));
    expect(lock.holds()).toBe(false);
    lock.release();
    expect(existsSync(lockPath())).toBe(true);
  });
});

describe('a lock taken over', () => {
  const rdp = () => matchFromRecord({ game: 'royal-dinner-party', seed: 42, options: {}, seats: ['human'], moves: [] });

  it('from a stuck holder of this process, by its token: the holder learns it lost it', () => {
    const first = held(lockStateDir(dir));
    const busy = lockStateDir(dir);
    expect(busy).toMatchObject({ kind: 'busy', holder: { pid: process.pid, token: first.token, ours: true } });
    expect(lockStateDir(dir, { takeOver: 'not-its-token' }).kind).toBe('busy');
    const second = held(lockStateDir(dir, { takeOver: first.token }));
    expect(first.holds()).toBe(false);
    expect(second.holds()).toBe(true);
    first.release(); // gives back nothing of the second's
    expect(second.holds()).toBe(true);
    second.release();
    expect(existsSync(lockPath())).toBe(false);
  });

  it('by another program: this one no longer writes its save there', () => {
    const lock = held(lockStateDir(dir));
    expect(writeSave(dir, rdp())).toBeUndefined();
    writeFileSync(lockPath(), JSON.stringify({ pid: 424242, token: 'the-new-holder' }));
    const before = readFileSync(join(dir, SAVE_FILE), 'utf8');
    expect(writeSave(dir, matchFromRecord({ game: 'royal-dinner-party', seed: 7, options: {}, seats: ['human'], moves: [] }))).toBe(
      `another dinner-games has taken over "${dir}", and its save is not written over`,
    );
    expect(readFileSync(join(dir, SAVE_FILE), 'utf8')).toBe(before);
    lock.release();
  });
});

describe('files of the state folder that are not files', () => {
  it('a save.json that is a folder is moved aside, said in one line, and the game starts fresh', () => {
    mkdirSync(join(dir, SAVE_FILE));
    const loaded = loadSave(dir);
    expect(loaded).toEqual({ kind: 'bad', problem: `The saved game is a folder, not a file; kept as save.json.bad. Starting fresh.` });
    expect(statSync(join(dir, 'save.json.bad')).isDirectory()).toBe(true);
  });

  it('a save is never written over a folder, a named pipe or a link', () => {
    const rdp = matchFromRecord({ game: 'royal-dinner-party', seed: 42, options: {}, seats: ['human'], moves: [] });
    mkdirSync(join(dir, SAVE_FILE));
    expect(writeSave(dir, rdp)).toMatch(/could not save the game in ".*" \(ENOTREG\)/);
    rmSync(join(dir, SAVE_FILE), { recursive: true });
    expect(spawnSync('mkfifo', [join(dir, SAVE_FILE)]).status).toBe(0);
    expect(writeSave(dir, rdp)).toMatch(/could not save the game in ".*" \(ENOTREG\)/);
    expect(fs.lstatSync(join(dir, SAVE_FILE)).isFIFO()).toBe(true);
    rmSync(join(dir, SAVE_FILE));
    fs.symlinkSync(join(dir, 'elsewhere.json'), join(dir, SAVE_FILE));
    expect(writeSave(dir, rdp)).toMatch(/\(ENOTREG\)/);
    expect(existsSync(join(dir, 'elsewhere.json'))).toBe(false);
  });
});

/** Runs `code` (TypeScript, top-level await, `src` in scope) in a child with a time limit: what blocks is killed, never waited on. */
function inChild(code: string): { out: string; killed: boolean } {
  const script = join(dir, 'child.mts');
  writeFileSync(script, `const src = ${JSON.stringify(resolve('src'))};\n${code}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 20_000, killSignal: 'SIGKILL' });
  return { out: r.stdout, killed: r.signal === 'SIGKILL' };
}

describe('named pipes in the state folder are never read', () => {
  it('stats.json and settings.json: moved aside and said, at once', () => {
    for (const f of ['stats.json', 'settings.json']) expect(spawnSync('mkfifo', [join(dir, f)]).status).toBe(0);
    const r = inChild(`
const { loadStats } = await import(src + '/ui/stats.ts');
const { readSettings } = await import(src + '/ui/settings.ts');
const read = loadStats(${JSON.stringify(dir)});
console.log(JSON.stringify({ problem: read.problem, settings: readSettings(${JSON.stringify(dir)}) }));
`);
    expect(r.killed).toBe(false);
    expect(JSON.parse(r.out)).toEqual({ problem: 'The statistics file is a named pipe (FIFO), not a file; kept as stats.json.bad.', settings: {} });
    expect(fs.lstatSync(join(dir, 'stats.json.bad')).isFIFO()).toBe(true);
    expect(fs.lstatSync(join(dir, 'settings.json.bad')).isFIFO()).toBe(true);
  });
});

describe('the end of a game', () => {
  /** A one-person game played to its end as the screens play it (saved before the first move). */
  function playedToTheEnd(): Session {
    const m = matchFromRecord({ game: 'royal-dinner-party', seed: 5, options: { appetiteLimit: 12 }, seats: ['human'], moves: [] });
    const s = new Session(m, { dir, delay: 0 });
    s.save();
    while (!s.over()) s.play(0, m.legal(0)[0].move);
    return s;
  }

  it('counts the game before its save is removed, and a finished save found later is counted once', () => {
    const s = playedToTheEnd();
    expect(readStats(dir)['royal-dinner-party'].played).toBe(1);
    expect(existsSync(join(dir, SAVE_FILE))).toBe(false);
    // the same finished game found again (as if the save had not been removed): not counted twice
    writeFileSync(join(dir, SAVE_FILE), JSON.stringify(s.match.record()));
    expect(loadSave(dir)).toEqual({ kind: 'none' });
    expect(readStats(dir)['royal-dinner-party'].played).toBe(1);
    expect(existsSync(join(dir, SAVE_FILE))).toBe(false);
  });

  it('a save it was not allowed to replace is neither written over nor removed at the end', () => {
    const other = JSON.stringify({ game: 'the-feast', seed: 1, seats: ['human', 'greedy'], moves: [] });
    const m = matchFromRecord({ game: 'royal-dinner-party', seed: 5, options: { appetiteLimit: 12 }, seats: ['human'], moves: [] });
    while (!m.outcome().over) m.play(0, m.legal(0)[0].move);
    writeFileSync(join(dir, SAVE_FILE), other);
    expect(finishGame(dir, m, false)).toMatchObject({ stats: { played: 1 } });
    expect(readFileSync(join(dir, SAVE_FILE), 'utf8')).toBe(other);
  });

  it('gives each finished game its own key', () => {
    const a = matchFromRecord({ game: 'royal-dinner-party', seed: 5, options: {}, seats: ['human'], moves: [] });
    const b = matchFromRecord({ game: 'royal-dinner-party', seed: 6, options: {}, seats: ['human'], moves: [] });
    expect(gameKey(a)).toMatch(/^[0-9a-f]{32}$/);
    expect(gameKey(a)).toBe(gameKey(a.copy()));
    expect(gameKey(a)).not.toBe(gameKey(b));
  });
});

/**
 * Plays a one-person game to its end in a child process that is killed (SIGKILL) at `point`:
 * just before the statistics file is renamed into place, or just before the save is removed.
 */
function killedAtTheEnd(point: 'before counting' | 'after counting'): number | null {
  const script = join(dir, 'end.mts');
  const src = resolve('src');
  writeFileSync(
    script,
    `import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
const { renameSync, unlinkSync } = fs;
fs.renameSync = (from, to) => {
  if (${JSON.stringify(point)} === 'before counting' && String(to).endsWith('stats.json')) process.kill(process.pid, 'SIGKILL');
  return renameSync(from, to);
};
fs.unlinkSync = (p) => {
  if (${JSON.stringify(point)} === 'after counting' && String(p).endsWith('save.json')) process.kill(process.pid, 'SIGKILL');
  return unlinkSync(p);
};
fs.rmSync = ((rm) => (p, o) => {
  if (${JSON.stringify(point)} === 'after counting' && String(p).endsWith('save.json')) process.kill(process.pid, 'SIGKILL');
  return rm(p, o);
})(fs.rmSync);
syncBuiltinESMExports();
await (await import(${JSON.stringify(join(src, 'games', 'index.ts'))})).loadGames();
const { Match } = await import(${JSON.stringify(join(src, 'engine', 'match.ts'))});
const { getGame } = await import(${JSON.stringify(join(src, 'engine', 'registry.ts'))});
const { loadRuleset } = await import(${JSON.stringify(join(src, 'rulesets', 'index.ts'))});
const { Session } = await import(${JSON.stringify(join(src, 'ui', 'session.ts'))});
const m = Match.fromRecord({ game: 'royal-dinner-party', seed: 5, options: { appetiteLimit: 12 }, seats: ['human'], moves: [] }, loadRuleset(getGame('royal-dinner-party')));
const s = new Session(m, { dir: ${JSON.stringify(dir)}, delay: 0 });
s.save();
while (!s.over()) s.play(0, m.legal(0)[0].move);
process.stdout.write('lived\\n');
`,
  );
  const r = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 60_000 });
  expect(r.stdout).not.toContain('lived');
  if (r.signal !== 'SIGKILL') throw new Error(`the child was not killed: ${r.stderr}`);
  return r.signal === 'SIGKILL' ? 137 : r.status;
}

describe('killed at the end of a game (a real kill -9)', () => {
  it('between the finished save and the count: the next start counts it, once', () => {
    expect(killedAtTheEnd('before counting')).toBe(137);
    expect(readStats(dir)['royal-dinner-party']).toBeUndefined();
    const saved = JSON.parse(readFileSync(join(dir, SAVE_FILE), 'utf8')) as { moves: string[] };
    expect(saved.moves.length).toBeGreaterThan(0);
    expect(loadSave(dir)).toEqual({ kind: 'none' });
    expect(readStats(dir)['royal-dinner-party'].played).toBe(1);
    expect(existsSync(join(dir, SAVE_FILE))).toBe(false);
    expect(loadSave(dir)).toEqual({ kind: 'none' });
    expect(readStats(dir)['royal-dinner-party'].played).toBe(1);
  });

  it('between the count and removing the save: counted, and the next start only removes the save', () => {
    expect(killedAtTheEnd('after counting')).toBe(137);
    expect(readStats(dir)['royal-dinner-party'].played).toBe(1);
    expect(existsSync(join(dir, SAVE_FILE))).toBe(true);
    expect(loadSave(dir)).toEqual({ kind: 'none' });
    expect(readStats(dir)['royal-dinner-party'].played).toBe(1);
    expect(existsSync(join(dir, SAVE_FILE))).toBe(false);
  });
});
