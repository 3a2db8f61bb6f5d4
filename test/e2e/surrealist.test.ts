// Surrealist Dinner Party in the real program, in pseudo-terminals (node-pty, read by a headless
// xterm): at 80x24 four seats, casual mode, a person against three greedy seats, played by keys
// from the first guest seated to the end of the game, the table fitting the screen all the way;
// two people at one keyboard, the second called behind the curtain to place a token; abilities
// (normal mode) asked with their keys, from a stacked deal. At 60x20, the compact layout's
// smallest terminal, a whole game in normal mode by keys; one column or row less, the size it needs.
// Run after `npm run build` (npm test does): it drives bin/dinner-games.js, the bundle.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEYS, ptyProblem, type Term } from '../../bench/ui.js';
import { CURTAIN_READ_MS } from '../../src/ui/components/Curtain.js';
import { TWO, deal } from '../helpers/surrealist.js';
import { CLEAR_SCREEN, terminals } from '../helpers/terminal.js';

const { dir, open, save } = terminals('dg-e2e-sdp-');

/** Seat `n` (from 1) lifts the curtain: its number, once the curtain can have been read. */
async function lift(t: Term, n: number): Promise<void> {
  await new Promise((r) => setTimeout(r, CURTAIN_READ_MS + 50));
  await t.type(String(n));
}

/** The screen fits: 24 rows, none wider than 80 columns. */
async function fits(t: Term): Promise<void> {
  const lines = await t.lines();
  expect(lines.length).toBeLessThanOrEqual(24);
  for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);
}

describe.skipIf(ptyProblem !== undefined)('Surrealist Dinner Party at 80x24 with four seats', () => {
  it('seats a guest by keys, gives compliments across the ring, and plays on to the end', async () => {
    rmSync(join(dir(), 'save.json'), { force: true });
    const t = open(['play', 'surrealist-dinner-party', '--seed', '7', '--seats', 'human,greedy,greedy,greedy', '--option', 'mode=casual', '--delay', '0']);
    const first = await t.waitFor('Surrealist Dinner Party · turn 0');
    // hands are hidden: the seed (which would tell every hand) is not on the table
    expect(first).toContain("Course 1 of 6: Cocktails · platter W×6 · next: Hors d'Oeuvres F×8");
    expect(first).toMatch(/▶You +hand 6 +no guests seated/);
    expect(first).toContain('Your hand (6): ▸Remedios Varo◂ F W D');
    await fits(t);

    // Enter: the first guest of the hand, Enter: its place; the three greedy seats follow
    await t.press(KEYS.enter);
    await t.waitFor('Seat Remedios Varo where? Places in your row count from the left.');
    await t.press(KEYS.enter);
    await t.waitFor('Seat 4 seats');
    const ring = await t.text();
    expect(ring).toMatch(/▶You +hand 5 +↻ Remedios Varo/);
    expect(ring).toMatch(/│ F_ W_ D_/);
    expect(ring).toMatch(/Seat 2 \(greedy\) hand 5 +↳ /);
    expect(save().moves[0]).toBe('1: seat varo 1');

    // c: compliments, Remedios Varo, then the neighbour across the ring's end (seat 4's guest)
    await t.type('c');
    await t.waitFor('A Compliment to which of your guests');
    await t.press(KEYS.enter);
    await t.waitFor('gets one too?');
    // the card under the cursor: seat 4's guest, whose neighbours are seat 3's and yours
    expect(await t.text()).toMatch(/Lee Miller +F C \* · Seat 4, neighbours Paul Klee \(Seat 3\), Remedios Varo \(you\)/);
    await t.press(KEYS.enter);
    // Varo has no Compliment appetite: its owner (you) places it, the cursor on the first free one
    await t.waitFor('Place the Compliment given to your Remedios Varo: on which appetite?');
    expect(await t.text()).toMatch(/│ ▸F_◂ ·W_ ·D_/);
    await fits(t);
    await t.press(KEYS.enter);
    // on F, not a match (✗); seat 4's guest took its own on its Compliment appetite, a match (✓)
    await t.waitFor(/│ FC✗ W_ D_/);
    await t.waitFor(/Lee Miller.*\n.*│ F_ CC✓ \*_/);
    expect(save().moves.slice(0, 5)).toEqual(['1: seat varo 1', '1: end', expect.stringMatching(/^2: seat /), expect.any(String), expect.any(String)]);
    expect(save().moves).toContain('1: place F');

    await enterToTheEnd(t, fits);
    expect(existsSync(join(dir(), 'save.json'))).toBe(false);
    expect(t.raw).not.toContain(CLEAR_SCREEN);
    await t.type('q');
    expect((await t.exit).exitCode).toBe(0);
  }, 120_000);

  it('at one keyboard, calls the owner of a guest given a token behind the curtain, and says why', async () => {
    rmSync(join(dir(), 'save.json'), { force: true });
    const t = open(['play', 'surrealist-dinner-party', '--seed', '7', '--seats', 'human,human', '--option', 'mode=casual', '--delay', '0']);
    // each seats its first guest
    for (const seat of [1, 2]) {
      await t.waitFor(`Pass the keyboard to Seat ${seat}.`);
      await lift(t, seat);
      await t.waitFor('Seat which guest from your hand?');
      await t.press(KEYS.enter, KEYS.enter);
    }
    await t.waitFor('Pass the keyboard to Seat 1.');
    await lift(t, 1);
    await t.waitFor('Your turn');
    // r: a Drama for seat 1's Remedios Varo and seat 2's Kati Horna, its only neighbour
    await t.type('r');
    await t.press(KEYS.enter, KEYS.enter);
    // Varo has no Drama appetite: seat 1 places it on its first free one
    await t.waitFor('Place the Drama given to your Remedios Varo: on which appetite?');
    await t.press(KEYS.enter);
    // seat 2 is called out of turn, told why, its hand hidden until it looks
    const curtain = await t.waitFor('Pass the keyboard to Seat 2.');
    expect(curtain).toContain('Kati Horna has received a Drama: Seat 2 places it.');
    expect(curtain).not.toContain('Your hand');
    // the ends of the first turns are forced, and recorded
    expect(save().moves).toEqual(['1: seat varo 1', '1: end', '2: seat horna 1', '2: end', '1: drama varo horna', '1: place F']);
    await lift(t, 2);
    const asked = await t.waitFor('Place the Drama given to your Kati Horna: on which appetite?');
    // the cursor starts on the appetite the Drama matches
    expect(asked).toMatch(/│ ▸R_◂ ·F_ ·\*_/);
    await fits(t);
    await t.press(KEYS.enter);
    // placed, a match; seat 2's own turn follows without a second curtain
    const after = await t.waitFor('Kati Horna takes the Drama on its R appetite (a match)');
    expect(after).toContain('Your turn: play a guest');
    expect(after).toMatch(/│ RR✓ F_ \*_/);
    expect(save().moves.at(-1)).toBe('2: place R');
  }, 60_000);
});

describe.skipIf(ptyProblem !== undefined)('Surrealist Dinner Party abilities at 80x24', () => {
  it("asks for a door ability with its keys, then the plate action's, and marks the plate used", async () => {
    // seat 1 seats Sun Ra, serves him a Wine, seats Lam and sends Sun Ra home leading in Wine: his
    // door ability (draw a guest) may happen
    const moves = ['1: seat sunra 1', '1: end', '2: seat toyen 1', '2: end', '1: serve W sunra', '1: place W', '2: trash W', '1: seat lam 2', '1: home sunra'];
    const record = { game: 'surrealist-dinner-party', seed: 7, deck: deal(TWO), options: { mode: 'normal' }, seats: ['human', 'greedy'], moves };
    writeFileSync(join(dir(), 'save.json'), JSON.stringify(record));
    const t = open(['resume']);
    const offer = await t.waitFor("Your Sun Ra's ability may happen: Enter uses it, k skips.");
    // the card in a few words, its condition included
    expect(offer).toContain('Sun Ra  W R D · door: if most W: draw a guest');
    expect(offer).toContain("Sun Ra's ability may happen: use it or skip it (it is your choice)");
    // Lam is seated: a plate guest, not used this course; Toyen's seat has none
    expect(offer).toMatch(/▶You +hand 4 +↻ Wifredo Lam\n Stash W1 · plate ready +│ F_ W_ R_\n +plate: \+FW/);
    expect(offer).toMatch(/Seat 2 \(greedy\) hand 5 +↳ Toyen\n Stash — · no plate +│ F_ W_ \*_\n +immune/);
    expect(offer).toMatch(/You send Sun Ra home: 1 tokens? stashed/);
    await fits(t);
    await t.press(KEYS.enter);
    // drawn from the box: four guests left in hand, five now
    await t.waitFor('Your hand (5)');
    // seat 2 moves; keys count again once the actions are offered to you (a key typed while a
    // computer moves is muted)
    await t.waitFor('p plates');
    expect(save().moves.slice(9, 10)).toEqual(['1: use sunra']);
    // p: the plate action; Enter uses Lam's (a Food and a Wine, placed by Enter each)
    await t.type('p');
    await t.waitFor("Plates: which guest's ability next? Enter uses it; e ends, the rest unused.");
    await t.press(KEYS.enter);
    await t.waitFor('Place the Food given to your Wifredo Lam: on which appetite?');
    await t.press(KEYS.enter);
    await t.waitFor('Place the Wine given to your Wifredo Lam: on which appetite?');
    await t.press(KEYS.enter);
    const used = await t.waitFor(/plate used/);
    expect(used).toMatch(/│ FF✓ WW✓ R_/);
    expect(save().moves).toContain('1: use lam');
    await fits(t);
  }, 60_000);
});

describe.skipIf(ptyProblem !== undefined)('Surrealist Dinner Party at 60x20, its smallest terminal', () => {
  it('plays a whole game in the compact layout, by keys, within 60 columns and 19 rows', async () => {
    rmSync(join(dir(), 'save.json'), { force: true });
    const t = open(['play', 'surrealist-dinner-party', '--seed', '21', '--seats', 'human,greedy,greedy,greedy', '--delay', '0'], {}, { cols: 60, rows: 20 });
    const first = await t.waitFor('your move');
    // seats without their level, compact names, the hand in two lines
    expect(first).toMatch(/▶You +hand 6 +no guests/);
    expect(first).toMatch(/ Seat 2 hand 6 +no guests/);
    expect(first).toContain('Hand (6): ▸Cahun◂ CRF ·Lam FWR ·Kay Sage WDC*');
    expect(first).toContain('Seat which guest from your hand?');
    await compactFits(t);
    await enterToTheEnd(t, compactFits);
    await compactFits(t);
    expect(t.raw).not.toContain(CLEAR_SCREEN);
  }, 150_000);

  it.each([
    [59, 20],
    [60, 19],
  ])('at %dx%d says it needs 60x20', async (cols, rows) => {
    rmSync(join(dir(), 'save.json'), { force: true });
    const t = open(['play', 'surrealist-dinner-party', '--seed', '21', '--seats', 'human,greedy', '--delay', '0'], {}, { cols, rows });
    await t.waitFor(/Surrealist Dinner Party needs\s+60x20/);
    await t.type('q');
    expect((await t.exit).exitCode).toBe(0);
  });
});

/**
 * Enter all the way: seats, serves, placements, abilities, the courses, the end, checking the
 * screen fits now and then (a key only when the person is asked: an Enter sent while the
 * computers finish would land on the scoreboard and leave it).
 */
async function enterToTheEnd(t: Term, fitting: (t: Term) => Promise<void>): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const now = await t.waitFor(/game over|your move/, 20_000);
    if (now.includes('game over')) break;
    await t.press(KEYS.enter);
    if (i % 20 === 0) await fitting(t);
  }
  const end = await t.waitFor('game over');
  expect(end).toMatch(/Game over: .+ with \d+/);
  expect(end).toContain('Course 6 of 6: Dessert · platter empty');
}

/** The compact screen fits: no line wider than 60 columns, the last row free. */
async function compactFits(t: Term): Promise<void> {
  const lines = await t.lines();
  expect(lines.length).toBeLessThanOrEqual(20);
  expect((lines[19] ?? '').trim()).toBe('');
  for (const l of lines) expect(l.length).toBeLessThanOrEqual(60);
}
