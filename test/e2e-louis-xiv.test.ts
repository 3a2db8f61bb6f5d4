// Louis XIV in the real program, in a pseudo-terminal of 80x24 (node-pty, read by a headless
// xterm): four seats on one screen, a take and placements by keys, the second press a
// forced disposal needs; a solo game played through to its rating.
// Run after `npm run build` (npm test does): it drives bin/dinner-games.js, the bundle.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KEYS, Term, cleanEnv } from '../bench/ui.js';

let dir: string;
const terms: Term[] = [];
function open(args: string[]): Term {
  const t = new Term(args, { env: cleanEnv({ DINNER_GAMES_STATE_DIR: dir }) });
  terms.push(t);
  return t;
}
const moves = (): string[] => (JSON.parse(readFileSync(join(dir, 'save.json'), 'utf8')) as { moves: string[] }).moves;
/** Ink clears the whole screen when a frame is as tall as the terminal: it must never happen. */
const CLEAR_SCREEN = '\u001B[2J';

beforeAll(() => {
  if (!existsSync('dist/dinner-games.mjs')) throw new Error('build first: npm run build');
  dir = mkdtempSync(join(tmpdir(), 'dg-louis-'));
});
afterEach(() => {
  for (const t of terms.splice(0)) t.kill();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("Louis XIV's royal dinner at 80x24", () => {
  it('four seats: the tray, the others at a glance, the nobles; a take, placements, a forced disposal confirmed', async () => {
    rmSync(join(dir, 'save.json'), { force: true });
    const t = open(['play', 'louis-xiv', '--seed', '3', '--seats', 'human,greedy,greedy,greedy', '--delay', '0']);
    let screen = await t.waitFor('Take a whole row: row 1 holds 10G 1B 12K; under each noble, what fits.');
    const lines = await t.lines();
    expect(lines[1]).toMatch(/^ +col +a +b +c +Deck 64 · END drawn 0 of 2 · discard 0$/);
    expect(lines[2]).toMatch(/^▸row 1◂ \[10G\] \[ 1B\] \[12K\]   Seat 2 \(greedy\)  0 pts/);
    expect(lines[4]).toMatch(/Seat 4 \(greedy\)  0 pts/);
    expect(lines[5]).toMatch(/^ n1  3 pts +n2  2 pts +n3  2 pts +n4  1 pt +n5  3 pts +n6  1 pt$/);
    expect(lines[6]).toMatch(/^ Y yellow +B blue +P purple +G green +K pink +any colour$/);
    expect(screen).toContain('Imposter (corner), once: a1 b1 a2 · b1 c1 c2 · c2 b3 c3 · a2 a3 b3');
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);

    // row 2 by the arrow, then the first card under n1 by Enter
    await t.press(KEYS.down);
    await t.waitFor('row 2 holds 10Y 5B 3G');
    await t.press(KEYS.enter);
    await t.waitFor('To place: ▸10Y◂ ·5B ·3G');
    screen = await t.waitFor('10Y: fits n1 n2 n6 · discards all of n3 n4 n5');
    await t.press(KEYS.enter);
    await t.waitFor('10Y under n1: fits, and it can still be completed. It needs 4 same value, 1+ Y.');

    // n3 wants purple: the screen says so and asks again; Esc keeps the step, a second Enter plays it
    await t.press(KEYS.right, KEYS.right);
    await t.waitFor('10Y under n3: spoils it, 10Y goes to the discard pile.');
    await t.press(KEYS.enter);
    await t.waitFor('10Y spoils n3 (1 card discarded): Enter again to confirm, Esc to choose again.');
    expect(moves()).toEqual(['1: row 2']);
    await t.press(KEYS.esc);
    await t.press(KEYS.enter);
    await t.waitFor('Enter again to confirm');
    await t.press(KEYS.enter);
    screen = await t.waitFor('discard 1, top 10Y');
    expect(moves()).toEqual(['1: row 2', '1: place 10Y n3']);
    expect(screen).toContain('To place: ▸5B◂ ·3G');

    // typed words: 5B under n2, 3G under n6; then Enter ends the turn and the computers play
    await t.type('5b');
    await t.type('n2');
    await t.waitFor('Place 3G, the last card: Enter, then its noble.');
    await t.type('3g');
    await t.type('n6');
    await t.waitFor('End your turn: Enter');
    expect(moves().slice(2)).toEqual(['1: place 5B n2', '1: place 3G n6']);
    await t.press(KEYS.enter);
    await t.waitFor(/turn 4 +your move/, 10_000);
    // the cards under the nobles: 10Y went to the discard pile, the others stay
    expect((await t.lines())[9]).toMatch(/^ — +5B +— +— +— +3G$/);
    expect(t.raw).not.toContain(CLEAR_SCREEN);
    await t.type('q');
    expect((await t.exit).exitCode).toBe(0);
  });

  it('solo: the A.I. discards before each turn, Enter plays a game through, the end gives the rating', async () => {
    rmSync(join(dir, 'save.json'), { force: true });
    const t = open(['play', 'louis-xiv', '--seed', '7', '--seats', 'human', '--option', 'side=masked', '--delay', '0']);
    const first = await t.waitFor('Round 1 of 9 · A.I. drew S8, discarding b1 b2 a3');
    expect(first).toContain('The A.I. draws S8 and discards 12P 3K 4Y');
    expect(first).toMatch(/Score 0 points · rating now: fired/);
    expect(first).toContain('7 good enough, 9 a big tip, 11 waiter of the year');
    expect(first).not.toContain('END');
    // Enter alone: the first row, each card under the first noble that takes it, a forced
    // disposal confirmed by the second Enter, done
    let end = '';
    for (let i = 0; i < 200 && !end; i++) {
      await t.press(KEYS.enter);
      const text = await t.text();
      if (text.includes('game over')) end = text;
    }
    expect(end).toMatch(/A\.I\. drew S\d, discarding/);
    expect(end).toMatch(/Score (\d+) points? · rating: (fired|good enough|a big tip|waiter of the year)/);
    expect(end).toMatch(/Lost: fewer than 7 points\. You scored \d+\.|You won/);
    expect(existsSync(join(dir, 'save.json'))).toBe(false);
    expect(t.raw).not.toContain(CLEAR_SCREEN);
    await t.type('q');
    expect((await t.exit).exitCode).toBe(0);
  });
});
