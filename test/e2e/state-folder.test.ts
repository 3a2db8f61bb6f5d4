// The state folder in a real pseudo-terminal (node-pty and a headless xterm): a folder that
// turns read-only mid-game ends with the "NOT saved" line, never a stack trace; and a save or a
// lock that is a named pipe is never waited on. Run after `npm run build` (npm test does).
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, lstatSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEYS, Term, cleanEnv } from '../../bench/ui.js';
import { binForAnyone } from '../helpers/bin.js';

let dir: string;
const terms: Term[] = [];
function open(args: string[], opts: { script?: string } = {}): Term {
  const t = new Term(args, { env: cleanEnv({ DINNER_GAMES_STATE_DIR: dir }), script: opts.script });
  terms.push(t);
  return t;
}
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(ok: () => boolean, ms = 5000): Promise<void> {
  for (const t0 = Date.now(); !ok() && Date.now() - t0 < ms; ) await wait(10);
}
/** Whether the program's exit came within `ms` (a program waiting on a pipe never exits). */
async function exitWithin(t: Term, ms: number): Promise<{ exitCode: number } | undefined> {
  return Promise.race([t.exit, wait(ms).then(() => undefined)]);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dg-e2e-state-'));
});
afterEach(async () => {
  for (const t of terms.splice(0)) {
    t.kill();
    await t.exit;
  }
  chmodSync(dir, 0o755);
  rmSync(dir, { recursive: true, force: true });
});

const isRoot = process.getuid?.() === 0;

describe('the state folder turning read-only mid-game', () => {
  it('quitting says the game is NOT saved and exits 1: no stack trace, no "unexpected error"', async () => {
    let script: string | undefined;
    if (isRoot) {
      // root may write anywhere: play as nobody, who may not
      chownSync(dir, 65534, 65534);
      script = join(mkdtempSync(join(tmpdir(), 'dg-e2e-nobody-')), 'as-nobody.mjs');
      const bin = binForAnyone();
      writeFileSync(script, `process.setgid(65534); process.setuid(65534);\nprocess.argv.splice(1, 1, ${JSON.stringify(bin)});\nawait import(${JSON.stringify(bin)});\n`);
      chmodSync(join(script, '..'), 0o755);
    }
    const t = open(['play', 'royal-dinner-party', '--seed', '42'], { script });
    await t.waitFor('seed 42');
    await t.press(KEYS.enter);
    await t.waitFor('Kept the table');
    expect(existsSync(join(dir, 'lock'))).toBe(true);
    chmodSync(dir, 0o555);
    await t.press(KEYS.enter);
    await t.waitFor('could not save the game');
    await t.type('q');
    const e = await t.exit;
    await until(() => t.raw.includes('NOT saved'));
    expect(t.raw).toMatch(/dinner-games: the game is NOT saved: could not save the game in "[^"]*" \(EACCES\)/);
    expect(t.raw).not.toContain('unexpected error');
    expect(t.raw).not.toMatch(/\n\s+at /);
    expect(e.exitCode).toBe(1);
  });
});

describe('a named pipe in the state folder', () => {
  it('as save.json: `resume` moves it aside and says so, at once', async () => {
    expect(spawnSync('mkfifo', [join(dir, 'save.json')]).status).toBe(0);
    const t = open(['resume']);
    await t.waitFor('kept as save.json.bad', 5000);
    expect(t.raw).toContain('The saved game is a named pipe (FIFO), not a file');
    expect(lstatSync(join(dir, 'save.json.bad')).isFIFO()).toBe(true);
    await t.type('q');
    expect(await exitWithin(t, 5000)).toBeDefined();
  });

  it('as the lock: one line, exit 2, at once, and the pipe is left as it is', async () => {
    expect(spawnSync('mkfifo', [join(dir, 'lock')]).status).toBe(0);
    const t = open(['play', 'royal-dinner-party', '--seed', '42']);
    const e = await exitWithin(t, 5000);
    expect(e?.exitCode).toBe(2);
    await until(() => t.raw.includes('not a lock this program wrote'));
    expect(t.raw).toContain(`dinner-games: the state folder's lock "${join(dir, 'lock')}" is a named pipe (FIFO), not a lock this program wrote; if no dinner-games is running, move it away (it is left as it is)`);
    expect(lstatSync(join(dir, 'lock')).isFIFO()).toBe(true);
  });

  it('as the lock, a folder: one line, exit 2 (it was "unexpected error")', async () => {
    rmSync(join(dir, 'lock'), { force: true });
    spawnSync('mkdir', [join(dir, 'lock')]);
    const t = open(['play', 'royal-dinner-party', '--seed', '42']);
    const e = await exitWithin(t, 5000);
    expect(e?.exitCode).toBe(2);
    await until(() => t.raw.includes('not a lock this program wrote'));
    expect(t.raw).toContain('is a folder, not a lock this program wrote');
    expect(t.raw).not.toContain('unexpected error');
  });
});
