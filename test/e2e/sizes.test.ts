// The real program in pseudo-terminals of each layout's smallest size (node-pty, read by a
// headless xterm): full at 80x23 (tmux's pane in an 80x24 window), compact at 60x20 for every
// game, small at 50x16 for Royal Dinner Party; resizing between them; below the smallest, the
// size needed. And what was found while playing: the hint whole on a wide terminal, following
// the cursor; an action key that needs nothing more acts at once.
// Run after `npm run build` (npm test does): it drives bin/dinner-games.js, the bundle.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KEYS, Term, cleanEnv, ptyProblem } from '../../bench/ui.js';

let dir: string;
const terms: Term[] = [];
function open(args: string[], cols: number, rows: number): Term {
  const t = new Term(args, { env: cleanEnv({ DINNER_GAMES_STATE_DIR: dir }), cols, rows });
  terms.push(t);
  return t;
}
/** Ink clears the whole screen when a frame is as tall as the terminal: it must never happen. */
const CLEAR_SCREEN = '\u001B[2J';

beforeAll(() => {
  if (!existsSync('dist/dinner-games.mjs')) throw new Error('build first: npm run build');
  dir = mkdtempSync(join(tmpdir(), 'dg-sizes-'));
});
afterEach(() => {
  for (const t of terms.splice(0)) t.kill();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The frame leaves the last row free, and Ink never cleared the screen. */
async function fitsRows(t: Term): Promise<void> {
  const lines = await t.lines();
  expect(lines[lines.length - 1].trim()).toBe('');
  expect(t.raw).not.toContain(CLEAR_SCREEN);
}

describe.skipIf(ptyProblem !== undefined)('each layout at its smallest terminal', () => {
  it('80x23: the full table, with its box lines and the whole key legend', async () => {
    const t = open(['play', '--replace', 'royal-dinner-party', '--seed', '42'], 80, 23);
    const text = await t.waitFor('seed 42 · turn 0');
    expect(text).toContain('┌──────────────┬');
    expect(text).toContain('←↑→↓ move  Enter choose  Esc back  Tab action  u undo  h hint  ? help  q quit');
    await t.press(KEYS.enter, KEYS.enter);
    await t.waitFor('Drew the 6 of Clubs.');
    await fitsRows(t);
  });

  it.each([
    ['royal-dinner-party', ['--seed', '42'], 'a1  8♠×1 b1 10♦×1'],
    ['the-feast', ['--seed', '4', '--seats', 'human,greedy,greedy,greedy,greedy,greedy,greedy,greedy'], 'Seat 8        '],
    ['just-desserts', ['--seed', '4', '--seats', 'human,greedy,greedy,greedy,greedy'], 'Waiting: none · guests'],
  ])('60x20: %s in its compact layout, played a few moves', async (game, args, drawn) => {
    const t = open(['play', '--replace', game, ...args, '--delay', '0'], 60, 20);
    const text = await t.waitFor('your move');
    expect(text).toContain(drawn);
    expect(text).toContain('Enter choose  Esc back  h hint  ? help  q quit');
    for (let i = 0; i < 3; i++) {
      await t.press(KEYS.enter);
      await t.waitFor(/your move|Pass the keyboard|game over/);
    }
    await fitsRows(t);
    for (const l of await t.lines()) expect(l.length).toBeLessThanOrEqual(60);
  });

  it('50x16: Royal Dinner Party small; The Feast says it needs 60x20', async () => {
    const t = open(['play', '--replace', 'royal-dinner-party', '--seed', '42'], 50, 16);
    // the whole first frame, not its first lines (a loaded machine delivers it in pieces)
    const text = await t.waitFor(/seed 42 · turn 0[\s\S]*Favors: /);
    expect(text).toContain('L1  a1  8♠×1 b1 10♦×1 c1  7♦×1  R1');
    expect(text).toContain('Favors: A♥ A♣ BJ');
    await t.press(KEYS.enter, KEYS.enter);
    await t.waitFor('Place 6♣ on 6 or lower, or an empty place.');
    await t.type('b2');
    await t.waitFor('Placed 6♣ on b2.');
    await t.settle(100);
    await fitsRows(t);
    await t.type('q');
    await t.exit;
    const feast = open(['play', '--replace', 'the-feast', '--seed', '4'], 50, 16);
    await feast.waitFor(/The Feast needs\s+60x20/);
    await feast.type('q');
    expect((await feast.exit).exitCode).toBe(0);
  });

  it('resizing moves between the layouts, and below the smallest says what size it needs', async () => {
    const t = open(['play', '--replace', 'royal-dinner-party', '--seed', '3'], 50, 16);
    await t.waitFor('seed 3 · turn 0');
    expect(await t.text()).not.toContain('┌');
    t.resize(80, 24);
    await t.waitFor('┌──────────────┬');
    t.resize(49, 16);
    await t.waitFor(/Royal Dinner Party needs\s+50x16/);
    t.resize(60, 20);
    await t.waitFor('seed 3 · turn 0');
    await t.type('q');
    expect((await t.exit).exitCode).toBe(0);
  });

  it('quitting right after the terminal shrank says "saved" on a line of its own', async () => {
    // shrinking below the last frame's height makes Ink clear the screen and draw the frame
    // anew: the program's last words went on the same line as the key legend
    const t = open(['play', '--replace', 'royal-dinner-party', '--seed', '3'], 80, 24);
    await t.waitFor('┌──────────────┬');
    t.resize(50, 16);
    await t.waitFor('Deck 44 · limit 20');
    await t.type('q');
    expect((await t.exit).exitCode).toBe(0);
    await t.waitFor('continues it');
    const lines = await t.lines();
    expect(lines.filter((l) => l.startsWith('Your game is saved'))).toHaveLength(1);
    expect(lines.find((l) => l.includes('q quit'))).toMatch(/q quit\s*$/);
  });

  it('says "saved" in whole words on a narrow terminal', async () => {
    const t = open(['play', '--replace', 'royal-dinner-party', '--seed', '3'], 60, 20);
    await t.waitFor('seed 3 · turn 0');
    await t.type('q');
    expect((await t.exit).exitCode).toBe(0);
    await t.waitFor('continues it');
    const lines = await t.lines();
    expect(lines).toContain('Your game is saved: `dinner-games resume` (or the menu)');
    expect(lines).toContain('continues it.');
  });
});

describe.skipIf(ptyProblem !== undefined)('found while playing', () => {
  it('the hint is whole on a wide terminal, and stops promising Enter once the cursor moves away', async () => {
    const t = open(['play', '--replace', 'royal-dinner-party', '--seed', '42'], 140, 24);
    await t.waitFor('seed 42');
    await t.press(KEYS.enter, KEYS.enter);
    await t.waitFor('Drew the 6 of Clubs.');
    await t.type('h');
    // hints come from the hard level (the strongest within a hint's budget): a loaded machine may take seconds
    const hinted = await t.waitFor('Hint (Enter plays it): place b2: ', 30_000);
    // the whole reason, to its full stop (it used to be cut at 80 columns)
    expect(hinted).toMatch(/Hint \(Enter plays it\): place b2: [^\n]*playouts?\)\./);
    await t.press(KEYS.right);
    const moved = await t.waitFor(/Hint: place b2: /);
    expect(moved).not.toContain('Enter plays it');
    await t.press(KEYS.enter);
    await t.waitFor('Placed 6♣ on c2.');
  });

  it('an action key that needs nothing more acts at once: d draws', async () => {
    const t = open(['play', '--replace', 'royal-dinner-party', '--seed', '42'], 80, 24);
    await t.waitFor('seed 42');
    await t.press(KEYS.enter);
    await t.waitFor('Kept the table as it is.');
    await t.type('d');
    await t.waitFor('Drew the 6 of Clubs.');
  });
});
