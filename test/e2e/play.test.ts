// The real program in a pseudo-terminal of 80x24 (@lydell/node-pty, read by a headless xterm): the
// menu, a seeded Royal Dinner Party played by keys, undo, quit, resume, a game to its end;
// saves surviving signals; damaged saves; no terminal; small terminals; ASCII and no colour.
// Run after `npm run build` (npm test does): it drives bin/dinner-games.js, the bundle.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEYS, ptyProblem } from '../../bench/ui.js';
import { CLEAR_SCREEN, terminals } from '../helpers/terminal.js';

const { dir, env, open, save } = terminals('dg-e2e-');

describe.skipIf(ptyProblem !== undefined)('Royal Dinner Party from the menu to the end', () => {
  it('starts on a seed, plays, undoes, quits, resumes the same game and plays it out', async () => {
    rmSync(join(dir(), 'save.json'), { force: true });
    const menu = open([]);
    await menu.waitFor('Start a new game');
    expect(await menu.text()).toContain('Royal Dinner Party');
    // up from Start: Quit, Statistics, the pause, the seed
    await menu.press(KEYS.up, KEYS.up, KEYS.up, KEYS.up);
    await menu.waitFor(/> Seed/);
    await menu.type('42');
    await menu.press(KEYS.enter);
    await menu.waitFor('Royal Dinner Party · seed 42 · turn 0');
    expect(await menu.text()).toContain('│ a1   8♠ ×1   │');

    // a person's moves: keep the table, draw, place by typing a position
    await menu.press(KEYS.enter);
    await menu.waitFor('Kept the table as it is.');
    await menu.press(KEYS.enter);
    await menu.waitFor('Drawn: 6♣');
    await menu.type('b2');
    await menu.waitFor('Placed 6♣ on b2.');
    expect(await menu.text()).toMatch(/b2 +6♣ ×1/);

    // undo takes the placement back, not the draw
    await menu.type('u');
    await menu.waitFor('Took back: place b2.');
    expect(await menu.text()).toContain('Drawn: 6♣');
    await menu.type('u');
    await menu.waitFor('Nothing to take back');

    // arrows and Enter place it elsewhere; then draw again
    await menu.press(KEYS.right, KEYS.right);
    await menu.press(KEYS.enter);
    await menu.waitFor(/Placed 6♣ on (c2|b3|c3)\./);
    await menu.press(KEYS.enter);
    await menu.waitFor(/Drew /);
    const board = (await menu.lines()).slice(1, 12).join('\n');
    const before = save().moves;
    expect(before.slice(0, 3)).toEqual(['keep', 'draw', expect.stringMatching(/^place (c2|b3|c3)$/)]);

    // quit: saved, and the program says how to go on
    await menu.type('q');
    expect((await menu.exit).exitCode).toBe(0);
    await menu.waitFor('Your game is saved');
    expect(menu.raw).not.toContain(CLEAR_SCREEN);
    expect(save().moves).toEqual(before);

    // the menu offers to continue; it is the same game, on the same table
    const again = open([]);
    await again.waitFor('Continue');
    expect(await again.text()).toContain('Royal Dinner Party, seed 42, turn 2');
    await again.press(KEYS.enter);
    await again.waitFor('seed 42 · turn 2');
    expect((await again.lines()).slice(1, 12).join('\n')).toBe(board);
    await again.type('q');
    await again.exit;

    // `resume` does the same; then Enter all the way to the end of the game
    const resumed = open(['resume']);
    await resumed.waitFor('seed 42 · turn 2');
    for (let i = 0; i < 400 && !(await resumed.text()).includes('game over'); i++) await resumed.press(KEYS.enter);
    const end = await resumed.waitFor('game over');
    expect(end).toMatch(/You won|Lost: (an appetite reached the limit|the deck ran out)\. You scored/);
    expect(end).toContain('Royal Dinner Party: played 1');
    expect(existsSync(join(dir(), 'save.json'))).toBe(false);
    expect(JSON.parse(readFileSync(join(dir(), 'stats.json'), 'utf8')).games['royal-dinner-party'].played).toBe(1);
    expect(resumed.raw).not.toContain(CLEAR_SCREEN);
    await resumed.type('q');
    expect((await resumed.exit).exitCode).toBe(0);
  });
});

describe.skipIf(ptyProblem !== undefined)('saves survive the end of a session', () => {
  it.each(['SIGHUP', 'SIGTERM', 'SIGKILL'])('%s loses nothing already played, and the terminal is given back', async (signal) => {
    const t = open(['play', '--replace', 'royal-dinner-party', '--seed', '42']);
    await t.waitFor('seed 42');
    await t.press(KEYS.enter, KEYS.enter);
    await t.waitFor('Drawn: 6♣');
    const moves = save().moves;
    expect(moves).toEqual(['keep', 'draw']);
    t.kill(signal);
    const e = await t.exit;
    if (signal !== 'SIGKILL') {
      // Ink's cursor is shown again and the exit code tells the signal (128 + its number)
      expect(t.raw.endsWith('\u001B[?25h') || t.raw.includes('\u001B[?25h')).toBe(true);
      expect(e.exitCode === 128 + (signal === 'SIGHUP' ? 1 : 15) || e.signal !== 0).toBe(true);
    }
    expect(save().moves).toEqual(moves);
    const back = open(['resume']);
    await back.waitFor('seed 42');
    expect(await back.text()).toContain('Drawn: 6♣');
  });

  it('Ctrl-C quits with the game saved, and exit code 130 (an interrupt)', async () => {
    const t = open(['play', '--replace', 'royal-dinner-party', '--seed', '8']);
    await t.waitFor('seed 8');
    await t.press(KEYS.enter);
    await t.press(KEYS.ctrlC);
    expect((await t.exit).exitCode).toBe(130);
    await t.waitFor('Your game is saved');
    expect(save().seed).toBe(8);
    expect(save().moves.length).toBeGreaterThanOrEqual(1);
  });

  it('a damaged save gets one line and a fresh start', async () => {
    writeFileSync(join(dir(), 'save.json'), '{"game": "royal-dinner-party", "seed": 1, "moves": ["fly away"]}');
    const t = open([]);
    const text = await t.waitFor('Start a new game');
    expect(text).toContain('The saved game is not a game this version can continue');
    expect(text).not.toContain('Continue');
    expect(existsSync(join(dir(), 'save.json.bad'))).toBe(true);
    // the state folder takes one program at a time
    t.kill();
    await t.exit;
    const r = open(['resume']);
    expect((await r.exit).exitCode).toBe(2);
    expect(r.raw).toContain('there is no saved game to resume');
  });
});

describe.skipIf(ptyProblem !== undefined)('terminals', () => {
  it('without one, says so in one line and exits with 2', () => {
    const r = spawnSync(process.execPath, ['bin/dinner-games.js', 'play', 'royal-dinner-party'], { env: env(), encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/needs a terminal.*replay.*`dinner-games simulate <game>`/);
    const menu = spawnSync(process.execPath, ['bin/dinner-games.js'], { env: env(), encoding: 'utf8', input: '' });
    expect(menu.status).toBe(2);
  });

  it('too small a terminal shows the size needed, q still quits, and resizing redraws', async () => {
    const t = open(['play', '--replace', 'royal-dinner-party', '--seed', '3'], {}, { cols: 49, rows: 16 });
    await t.waitFor(/Royal Dinner Party needs\s+50x16/);
    t.resize(80, 24);
    await t.waitFor('seed 3 · turn 0');
    expect(await t.text()).toContain('┌──────────────┬');
    t.resize(50, 15);
    await t.waitFor(/needs\s+50x16/);
    await t.type('q');
    expect((await t.exit).exitCode).toBe(0);
  });

  it('draws suits as letters when the locale is not UTF-8, and no colour under NO_COLOR', async () => {
    const t = open(['play', '--replace', 'royal-dinner-party', '--seed', '42'], { LANG: 'C', NO_COLOR: '1' });
    const text = await t.waitFor('seed 42');
    expect(text).toContain('| a1   8S x1   |');
    expect(text).not.toMatch(/[♠♥♦♣│]/);
    // no colour: no SGR colour codes at all
    expect(t.raw).not.toMatch(/\u001B\[(3\d|9\d|4\d)(;\d+)*m/);
  });

  it('writes nothing but ASCII when the locale is not UTF-8: accented names, the rules page, cut lines', async () => {
    // four seats in normal mode: the Actions line is longer than 80 columns and cut; the rules
    // page (the help's second part) names Zürn and the Pâtissier's pet
    const t = open(['play', '--replace', 'surrealist-dinner-party', '--seed', '3', '--seats', 'human,greedy,greedy,greedy', '--delay', '0'], { LANG: 'C' });
    await t.waitFor('Your hand (6)');
    for (let i = 0; i < 4; i++) await t.press(KEYS.enter);
    await t.waitFor('You seat');
    await t.type('?');
    await t.waitFor('keys and rules');
    for (let i = 0; i < 12; i++) await t.press('\u001B[6~');
    await t.waitFor(/lines \d+-(\d+) of \1\b/);
    await t.type('q');
    await t.exit;
    expect(t.raw.match(/[^\u0000-\u007f]+/g) ?? []).toEqual([]);
  });

  it('--ascii asks for letters in a UTF-8 terminal too; colour shows where allowed', async () => {
    const t = open(['play', '--replace', 'royal-dinner-party', '--seed', '42', '--ascii'], { FORCE_COLOR: '1' });
    const text = await t.waitFor('seed 42');
    expect(text).toContain('Favors: AH AC BJ');
    expect(t.raw).toMatch(/\u001B\[31m/);
  });
});

describe.skipIf(ptyProblem !== undefined)('other games on the shared screens', () => {
  it('The Feast: computer seats play after a short pause, the person plays by keys', async () => {
    const t = open(['play', '--replace', 'the-feast', '--seed', '4', '--seats', 'human,greedy,greedy,greedy', '--delay', '150']);
    await t.waitFor('Your hand');
    await t.press(KEYS.enter);
    await t.waitFor(/is thinking|round 2 of 8/);
    await t.waitFor(/round 2 of 8/, 10_000);
    expect(save().moves.length).toBeGreaterThanOrEqual(4);
    expect(t.raw).not.toContain(CLEAR_SCREEN);
  });
});
