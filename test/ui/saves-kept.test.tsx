// Issue 15, saves and statistics: nothing that might be someone's game or record is lost, and
// the program never says "saved" when it is not. Each case was a way to lose data or be told a
// falsehood before.
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanup, render } from 'ink-testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App, type ExitInfo } from '../../src/ui/components/App.js';
import { UNICODE } from '../../src/ui/glyphs.js';
import { lockStateDir } from '../../src/ui/lock.js';
import { SAVE_FILE, loadSave, writeSave } from '../../src/ui/save.js';
import { describeSave, newSeed } from '../../src/ui/session.js';
import { readSettings } from '../../src/ui/settings.js';
import { addResult, readStats } from '../../src/ui/stats.js';
import { writeJsonAtomic } from '../../src/ui/storage.js';
import { matchFromRecord } from '../helpers/rules.js';

// the real file system, watched: which calls a save makes, in order; and files that cannot be
// opened (`denied`, as if without permission, which root would not be told)
const calls: string[] = [];
const denied = new Set<string>();
vi.mock('node:fs', async (original) => {
  const real = await original<typeof import('node:fs')>();
  const watch =
    <A extends unknown[], R>(name: string, f: (...a: A) => R) =>
    (...a: A): R => {
      calls.push(name);
      return f(...a);
    };
  const openSync = (...a: Parameters<typeof real.openSync>) => {
    if (denied.has(String(a[0]))) throw Object.assign(new Error(`EACCES: permission denied, open '${String(a[0])}'`), { code: 'EACCES' });
    return real.openSync(...a);
  };
  return { ...real, openSync, fsyncSync: watch('fsync', real.fsyncSync), renameSync: watch('rename', real.renameSync) };
});

const { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } = fs;
const tick = (ms = 20) => new Promise((r) => setTimeout(r, ms));
/** Waits until `check` passes (React runs effects after the frame, a little later under load). */
async function eventually(check: () => void, ms = 3000): Promise<void> {
  const t0 = Date.now();
  for (;;) {
    try {
      return check();
    } catch (e) {
      if (Date.now() - t0 > ms) throw e;
      await tick(10);
    }
  }
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dg-kept-'));
  calls.length = 0;
});
afterEach(() => {
  cleanup();
  rmSync(dir, { recursive: true, force: true });
});

const rdp = (moves: string[] = []) => matchFromRecord({ game: 'royal-dinner-party', seed: 42, options: {}, seats: ['human'], moves });
const files = () => readdirSync(dir).sort();

describe('a save that fails', () => {
  it('is never reported as saved when the person quits', async () => {
    // a file where the state folder should be: nothing can be saved in it
    const blocked = join(dir, 'not-a-folder');
    writeFileSync(blocked, '');
    const exitInfo: ExitInfo = { saved: false };
    const app = render(
      <App start={{ kind: 'game', match: rdp() }} glyphs={UNICODE} dir={blocked} delay={0} exitInfo={exitInfo} size={{ columns: 80, rows: 24 }} />,
    );
    await tick();
    app.stdin.write('\r');
    await eventually(() => expect(app.lastFrame()).toContain('could not save the game'));
    app.stdin.write('\u0003');
    await eventually(() => expect(exitInfo.problem).toBeDefined());
    expect(exitInfo.saved).toBe(false);
    expect(exitInfo.problem).toMatch(/^the game is NOT saved: could not save the game in .*not-a-folder/);
  });
});

describe('a new game', () => {
  it('writes no save before its board has been shown', async () => {
    const exitInfo: ExitInfo = { saved: false };
    const props = { start: { kind: 'game' as const, match: rdp() }, glyphs: UNICODE, dir, delay: 0, exitInfo };
    // below the smallest layout: the board is not drawn
    const app = render(<App {...props} size={{ columns: 40, rows: 12 }} />);
    await tick();
    expect(app.lastFrame()).toMatch(/needs \d+x\d+/);
    expect(existsSync(join(dir, SAVE_FILE))).toBe(false);
    app.rerender(<App {...props} size={{ columns: 80, rows: 24 }} />);
    await tick();
    await eventually(() => expect(existsSync(join(dir, SAVE_FILE))).toBe(true));
    expect(app.lastFrame()).toContain('seed 42');
  });

  it('moves aside a save it was not agreed to replace, rather than writing over it', async () => {
    const newer = JSON.stringify({ ...rdp(['keep']).record(), madeBy: 'dinner-games 9' });
    writeFileSync(join(dir, SAVE_FILE), newer);
    const app = render(<App start={{ kind: 'menu' }} glyphs={UNICODE} dir={dir} delay={0} size={{ columns: 80, rows: 24 }} />);
    await tick();
    expect(app.lastFrame()).toContain('newer version');
    app.stdin.write('\r'); // Start a new game
    await eventually(() => expect(readFileSync(join(dir, 'save.json.kept'), 'utf8')).toBe(newer));
    expect(JSON.parse(readFileSync(join(dir, SAVE_FILE), 'utf8')).madeBy).toBeUndefined();
  });
});

describe('damaged files', () => {
  it('each keep their own name: a second damaged save does not overwrite the first', () => {
    writeFileSync(join(dir, SAVE_FILE), 'first damaged');
    expect(loadSave(dir)).toMatchObject({ kind: 'bad', problem: expect.stringContaining('kept as save.json.bad.') });
    writeFileSync(join(dir, SAVE_FILE), 'second damaged');
    expect(loadSave(dir)).toMatchObject({ kind: 'bad', problem: expect.stringContaining('kept as save.json.bad-2.') });
    expect(readFileSync(join(dir, 'save.json.bad'), 'utf8')).toBe('first damaged');
    expect(readFileSync(join(dir, 'save.json.bad-2'), 'utf8')).toBe('second damaged');
  });

  it('a damaged stats.json is kept aside, said where, and the new count starts beside it', () => {
    writeFileSync(join(dir, 'stats.json'), '{"games": {"royal-dinner-party": {"played": 41');
    const counted = addResult(dir, 'royal-dinner-party', true, 3);
    expect(counted.problem).toMatch(/statistics file is not valid JSON; kept as stats\.json\.bad/);
    expect(readFileSync(join(dir, 'stats.json.bad'), 'utf8')).toContain('"played": 41');
    expect(readStats(dir)['royal-dinner-party'].played).toBe(1);
    writeFileSync(join(dir, 'stats.json'), 'again');
    addResult(dir, 'royal-dinner-party', true, 3);
    expect(files()).toEqual(['stats.json', 'stats.json.bad', 'stats.json.bad-2']);
  });

  it('a stats.json with values this version cannot read is kept aside, not counted as 0', () => {
    const text = '{"version":1,"games":{"royal-dinner-party":{"played":"41","won":3,"best":5,"streak":0,"bestStreak":2}}}';
    writeFileSync(join(dir, 'stats.json'), text);
    const counted = addResult(dir, 'royal-dinner-party', true, 3);
    expect(counted.problem).toMatch(/values this version cannot read; kept as stats\.json\.bad/);
    expect(readFileSync(join(dir, 'stats.json.bad'), 'utf8')).toBe(text);
  });

  it('an unreadable stats.json is never written over', () => {
    const file = join(dir, 'stats.json');
    writeFileSync(file, '{"version":1,"games":{"x":{"played":9}}}');
    denied.add(file);
    try {
      const counted = addResult(dir, 'x', true, 1);
      expect(counted.problem).toMatch(/cannot be read \(EACCES\).*not counted/);
    } finally {
      denied.delete(file);
    }
    expect(readStats(dir).x.played).toBe(9);
  });
});

describe('saves this version cannot continue', () => {
  it('a save from a newer version (fields this one does not know) is refused and kept as it is', () => {
    const text = JSON.stringify({ ...rdp(['keep']).record(), rules: { digest: 'x', options: {} }, undoStack: [1, 2] });
    writeFileSync(join(dir, SAVE_FILE), text);
    const loaded = loadSave(dir);
    expect(loaded.kind).toBe('kept');
    if (loaded.kind === 'kept') expect(loaded.problem).toMatch(/newer version of dinner-games \(it has "undoStack"\)/);
    expect(readFileSync(join(dir, SAVE_FILE), 'utf8')).toBe(text);
  });

  it('a save played by a ruleset that changed since says what changed, and is kept', async () => {
    const { matchFromFlags } = await import('../../src/ui/commands.js');
    const file = join(dir, 'variant.yaml');
    const builtin = readFileSync('rulesets/royal-dinner-party.yaml', 'utf8');
    writeFileSync(file, builtin);
    const m = matchFromFlags('royal-dinner-party', { ruleset: file }, 7);
    const state = join(dir, 'state');
    expect(writeSave(state, m)).toBeUndefined();
    const saved = readFileSync(join(state, SAVE_FILE), 'utf8');
    // the designer edits the file: a later load must not blame the save
    writeFileSync(file, builtin.replace(/appetiteLimit: \d+/, 'appetiteLimit: 25'));
    vi.resetModules();
    await (await import('../../src/games/index.js')).loadGames();
    const fresh = (await import('../../src/ui/save.js')) as typeof import('../../src/ui/save.js');
    const loaded = fresh.loadSave(state);
    expect(loaded.kind).toBe('kept');
    if (loaded.kind === 'kept') expect(loaded.problem).toMatch(/changed since \(options appetiteLimit 20 -> 25\)/);
    expect(readFileSync(join(state, SAVE_FILE), 'utf8')).toBe(saved);
  });
});

describe('writes', () => {
  it('are flushed to the disk before the rename that makes them the file', () => {
    writeJsonAtomic(dir, 'x.json', { a: 1 });
    expect(calls.slice(0, 2)).toEqual(['fsync', 'rename']);
  });

  it('leave no temporary file when they fail', () => {
    mkdirSync(join(dir, 'x.json')); // a folder where the file goes: the rename fails
    expect(() => writeJsonAtomic(dir, 'x.json', { a: 1 })).toThrow();
    expect(files()).toEqual(['x.json']);
  });

  it("a killed writer's temporary files are removed when the folder is next locked", () => {
    writeFileSync(join(dir, 'save.json.999999.3.tmp'), '{"half');
    const lock = lockStateDir(dir, { isLive: () => false });
    expect(lock.kind).toBe('held');
    if (lock.kind === 'held') lock.release();
    expect(files()).toEqual([]);
  });
});

describe('the lock on the state folder', () => {
  it('tells a second instance who holds it, and is taken over from a process that is gone', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      // the lock another dinner-games would write: its process id, token and start time
      const start = readFileSync(`/proc/${child.pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ')[19];
      writeFileSync(join(dir, 'lock'), `${JSON.stringify({ pid: child.pid, token: 'aaaa', start, since: '2026-01-02T03:04:05.000Z' })}\n`);
      expect(lockStateDir(dir)).toEqual({ kind: 'busy', holder: { pid: child.pid, token: 'aaaa', since: '2026-01-02T03:04:05.000Z', ours: false } });
    } finally {
      child.kill();
      await new Promise((r) => child.once('exit', r));
    }
    const lock = lockStateDir(dir);
    expect(lock.kind).toBe('held');
    expect(JSON.parse(readFileSync(join(dir, 'lock'), 'utf8'))).toMatchObject({ pid: process.pid, token: lock.kind === 'held' ? lock.token : '' });
    if (lock.kind === 'held') lock.release();
    expect(existsSync(join(dir, 'lock'))).toBe(false);
  });
});

describe('two programs taking over one stale lock at once', () => {
  it('only one gets it: the fresh lock of the other program is never removed', () => {
    const lock = join(dir, 'lock');
    writeFileSync(lock, '999999\n');
    const other = `${JSON.stringify({ pid: 424242, token: 'bbbb' })}\n`;
    // between reading the stale lock and taking it over, another program takes it over first
    const isLive = (l: { pid: number }): boolean => {
      if (l.pid === 999999) writeFileSync(lock, other);
      return l.pid === 424242;
    };
    expect(lockStateDir(dir, { isLive })).toEqual({ kind: 'busy', holder: { pid: 424242, token: 'bbbb', ours: false } });
    expect(readFileSync(lock, 'utf8')).toBe(other);
    expect(files()).toEqual(['lock']);
  });
});

describe('settings.json', () => {
  it('bounds what it reads: a huge pause or a fraction is ignored', () => {
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ delay: 1e12 }));
    expect(readSettings(dir).delay).toBeUndefined();
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ delay: 12.5 }));
    expect(readSettings(dir).delay).toBeUndefined();
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ delay: 800 }));
    expect(readSettings(dir).delay).toBe(800);
  });
});

describe('the seed of a game with hidden hands', () => {
  const feast = () => matchFromRecord({ game: 'the-feast', seed: 123456, options: {}, seats: ['human', 'human', 'greedy'], moves: [] });

  it('is not shown while the game is on: not on the table, not in the menu', async () => {
    expect(describeSave(feast())).not.toContain('123456');
    expect(describeSave(rdp())).toContain('seed 42');
    const app = render(<App start={{ kind: 'game', match: feast() }} glyphs={UNICODE} dir={dir} delay={0} size={{ columns: 80, rows: 24 }} />);
    await tick();
    expect(app.lastFrame()).toContain('The Feast');
    expect(app.lastFrame()).not.toContain('123456');
  });

  it('is not shown in the menu either, unless a person typed it', async () => {
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ game: 'the-feast' }));
    const app = render(<App start={{ kind: 'menu' }} glyphs={UNICODE} dir={dir} delay={0} size={{ columns: 80, rows: 24 }} />);
    await eventually(() => expect(app.lastFrame()).toContain('The Feast'));
    expect(app.lastFrame()).toMatch(/Seed +drawn, shown at the end/);
    expect(app.lastFrame()).not.toMatch(/Seed +\d/);
  });

  it('is drawn from the whole 32-bit range', () => {
    const seeds = Array.from({ length: 200 }, newSeed);
    expect(Math.max(...seeds)).toBeGreaterThan(1_000_000);
    for (const s of seeds) expect(Number.isInteger(s) && s >= 1 && s < 2 ** 32).toBe(true);
  });
});
