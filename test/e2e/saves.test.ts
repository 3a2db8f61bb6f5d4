// Saves and statistics in a real pseudo-terminal (node-pty and a headless xterm, as e2e-play): a save that
// fails is never called saved, `play` never replaces a save unasked, one program at a time on
// a state folder, and Ctrl-Z gives the terminal back and takes it again.
// Run after `npm run build` (npm test does): it drives bin/dinner-games.js, the bundle.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEYS, Term, cleanEnv } from '../../bench/ui.js';

let dir: string;
const terms: Term[] = [];
function open(args: string[], extra: Record<string, string> = {}): Term {
  const t = new Term(args, { env: cleanEnv({ DINNER_GAMES_STATE_DIR: dir, ...extra }) });
  terms.push(t);
  return t;
}
const saveFile = () => join(dir, 'save.json');
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Polls until `ok` holds (a loaded machine delivers output and writes late), up to `ms`. */
async function until(ok: () => boolean, ms = 5000): Promise<void> {
  for (const t0 = Date.now(); !ok() && Date.now() - t0 < ms; ) await wait(10);
}
/** A process's state letter in /proc (T: stopped). */
const procState = (pid: number) => readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dg-e2e-saves-'));
});
afterEach(async () => {
  for (const t of terms.splice(0)) {
    t.kill('SIGCONT');
    t.kill();
    await t.exit;
  }
  rmSync(dir, { recursive: true, force: true });
});
afterAll(() => {
  if (!existsSync('dist/dinner-games.mjs')) throw new Error('build first: npm run build');
});

describe('a save that fails', () => {
  it('is told on the table, and quitting says NOT saved and exits 1, never "Your game is saved"', async () => {
    const blocked = join(dir, 'file');
    writeFileSync(blocked, '');
    const t = open(['play', 'royal-dinner-party', '--seed', '42'], { DINNER_GAMES_STATE_DIR: blocked });
    await t.waitFor('seed 42');
    await t.press(KEYS.enter);
    await t.waitFor('could not save the game');
    await t.type('q');
    const e = await t.exit;
    expect(e.exitCode).toBe(1);
    await until(() => t.raw.includes('NOT saved'));
    expect(t.raw).not.toContain('Your game is saved');
    expect(t.raw).toMatch(/the game is NOT saved: could not save the game in "[^"]*file" \((ENOTDIR|EEXIST)\)/);
  });
});

describe('play and a saved game', () => {
  it('refuses to replace it unasked, pointing to resume and --replace; with --replace, replaces it', async () => {
    const saved = JSON.stringify({ game: 'royal-dinner-party', seed: 42, seats: ['human'], moves: ['keep', 'draw'] });
    writeFileSync(saveFile(), saved);
    const t = open(['play', 'royal-dinner-party', '--seed', '9']);
    const e = await t.exit;
    expect(e.exitCode).toBe(2);
    expect(t.raw).toContain('there is a saved game (Royal Dinner Party, seed 42, turn 1)');
    expect(t.raw).toMatch(/`dinner-games resume` continues it; to start this one instead, add --replace/);
    expect(readFileSync(saveFile(), 'utf8')).toBe(saved);

    const r = open(['play', '--replace', 'royal-dinner-party', '--seed', '9']);
    await r.waitFor('seed 9');
    await r.press(KEYS.enter);
    await until(() => (JSON.parse(readFileSync(saveFile(), 'utf8')) as { moves: string[] }).moves.length > 0);
    const replaced = JSON.parse(readFileSync(saveFile(), 'utf8')) as { seed: number; moves: string[] };
    expect(replaced.seed).toBe(9);
    expect(replaced.moves.length).toBeGreaterThanOrEqual(1);
  });
});

describe('two programs on one state folder', () => {
  it('the second is told who has it, and nothing of the first is lost', async () => {
    const first = open(['play', 'royal-dinner-party', '--seed', '42']);
    await first.waitFor('seed 42');
    await first.press(KEYS.enter);
    await first.waitFor('Kept the table');
    for (const args of [[], ['resume'], ['play', '--replace', 'royal-dinner-party', '--seed', '9']]) {
      const second = open(args);
      const e = await second.exit;
      expect(e.exitCode, args.join(' ')).toBe(2);
      expect(second.raw).toMatch(new RegExp(`another dinner-games \\(process ${first.proc.pid}\\) is playing from`));
    }
    expect(JSON.parse(readFileSync(saveFile(), 'utf8'))).toMatchObject({ seed: 42, moves: ['keep'] });
    await first.type('q');
    expect((await first.exit).exitCode).toBe(0);
    await until(() => first.raw.includes('Your game is saved'));
    expect(first.raw).toContain('Your game is saved');
    // the lock went with the first program
    expect(existsSync(join(dir, 'lock'))).toBe(false);
    const again = open(['resume']);
    await again.waitFor('seed 42');
  });
});

describe('Ctrl-Z', () => {
  it('gives the terminal back (cursor shown, keys echoed) while stopped, and SIGCONT redraws the table', async () => {
    const t = open(['play', 'royal-dinner-party', '--seed', '42']);
    await t.waitFor('seed 42');
    const before = t.raw.length;
    t.proc.write('\u001A');
    await until(() => procState(t.proc.pid) === 'T' && t.raw.slice(before).includes('\u001B[?25h'));
    expect(procState(t.proc.pid)).toBe('T');
    expect(t.raw.slice(before)).toContain('\u001B[?25h');
    // the terminal is cooked again: what is typed is echoed by the terminal itself
    const typed = t.raw.length;
    t.proc.write('%');
    await until(() => t.raw.slice(typed).includes('%'));
    expect(t.raw.slice(typed)).toContain('%');
    // rubbed out again (the terminal's own line editing), so the game never reads it
    t.proc.write('\u007F');
    const stopped = t.raw.length;
    t.kill('SIGCONT');
    // the screen is cleared and the whole table drawn again
    await until(() => t.raw.slice(stopped).includes('Royal Dinner Party · seed 42 · turn 0'));
    expect(t.raw.slice(stopped)).toMatch(/\u001B\[2J\u001B\[H[^]*Royal Dinner Party · seed 42 · turn 0/);
    await t.settle(60);
    expect(await t.text()).toContain('│ a1   8♠ ×1   │');
    // the screens never saw Ctrl-Z as a key
    expect(await t.text()).not.toContain('is not a choice here');
    // and keys are keys again
    await t.press(KEYS.enter);
    await t.waitFor('Kept the table as it is.');
  });
});
