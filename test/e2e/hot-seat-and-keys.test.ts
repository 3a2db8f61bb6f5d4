// The real program in pseudo-terminals (node-pty, read by a headless xterm), as people at one
// keyboard and a slow link meet it: no hand on screen while computers move (a new game, a
// resumed one); the curtain lifts only on the next person's number once it could be read, never
// on keys read together with a move; nothing private left on the terminal after q, Ctrl-C or a
// signal; keys read together each mean what they mean alone, Ctrl-C first and exit 130; hints
// asked over and over while computers move never freeze play; TERM=dumb is refused in one line;
// the log at 50x16 is cut after a word.
// Run after `npm run build` (npm test does): it drives bin/dinner-games.js, the bundle.
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEYS, Term, ptyProblem } from '../../bench/ui.js';
import { matchFromRecord } from '../helpers/rules.js';
import { CURTAIN_READ_MS } from '../../src/ui/components/Curtain.js';
import { terminals } from '../helpers/terminal.js';

const { dir, env, open, save } = terminals('dg-e2e-trust-');
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** What a hand looks like on each game's table (Just Desserts, Surrealist, The Feast). */
const HAND = /Yours \(|Your hand|Hand \(\d/;
const fresh = () => rmSync(join(dir(), 'save.json'), { force: true });

/** Seat `n` (from 1) lifts the curtain: its number, once the curtain can have been read. */
async function lift(t: Term, n: number): Promise<void> {
  await wait(CURTAIN_READ_MS + 50);
  await t.type(String(n));
}

describe.skipIf(ptyProblem !== undefined)('no hand on screen while computers move', () => {
  it.each([
    ['just-desserts', 'greedy,human,human'],
    ['surrealist-dinner-party', 'greedy,human,human'],
  ])('%s with %s: the computer moves first, behind no curtain, and no hand shows', async (game, seats) => {
    fresh();
    const t = open(['play', game, '--seed', '11', '--seats', seats, '--delay', '3000']);
    const thinking = await t.waitFor(/Seat 1 \(greedy\) is thinking|Pass the keyboard/);
    if (thinking.includes('is thinking')) {
      expect(thinking).not.toMatch(HAND);
      expect(thinking).toContain('Every hand is hidden while Seat 1 (greedy) moves.');
    }
    // for three seconds of thinking, the screen never shows a hand
    for (const t0 = Date.now(); Date.now() - t0 < 2500; await wait(100)) expect(await t.text()).not.toMatch(HAND);
    await t.type('q');
    expect((await t.exit).exitCode).toBe(0);
  });

  it('resuming a save where a computer is to move shows no hand', async () => {
    const m = matchFromRecord({ game: 'the-feast', seed: 3, options: {}, seats: ['human', 'human', 'greedy', 'greedy'], moves: [] });
    const moves = [`1: ${m.legal(0)[0].text}`, `2: ${m.legal(1)[0].text}`];
    writeFileSync(join(dir(), 'save.json'), JSON.stringify({ ...m.record(), moves }));
    writeFileSync(join(dir(), 'settings.json'), JSON.stringify({ delay: 3000 }));
    const t = open(['resume']);
    const screen = await t.waitFor('Seat 3 (greedy) is thinking');
    expect(screen).not.toMatch(HAND);
    expect(screen).toContain('Every hand is hidden while Seat 3 (greedy) moves.');
    await t.type('q');
    expect((await t.exit).exitCode).toBe(0);
    rmSync(join(dir(), 'settings.json'));
  });
});

describe.skipIf(ptyProblem !== undefined)('the curtain', () => {
  it('lifts on the next person\'s number only, never on keys read with the move or too soon', async () => {
    fresh();
    const t = open(['play', 'the-feast', '--seed', '3', '--seats', 'human,human,greedy,greedy', '--delay', '0']);
    await t.waitFor('press 1 to see your cards');
    // in one read: Enter, Space, +, -, another number
    t.proc.write('\r \r+-2');
    await wait(300);
    expect(await t.text()).not.toMatch(HAND);
    // help, then Esc back to the curtain, then Enter twice
    await t.press('?');
    await t.waitFor('keys and rules');
    await t.press(KEYS.esc, KEYS.enter, KEYS.enter);
    await t.waitFor('Pass the keyboard to Seat 1.');
    expect(await t.text()).not.toMatch(HAND);
    // help closed by ? with the right number in the same read: the curtain is new, too soon to lift
    await t.press('?');
    await t.waitFor('keys and rules');
    t.proc.write('?1');
    await t.waitFor('Pass the keyboard to Seat 1.');
    await wait(200);
    expect(await t.text()).not.toMatch(HAND);
    await lift(t, 1);
    await t.waitFor('Your hand:');
    // the move, a double-tapped Enter and the next number in one read: seat 2's curtain stays
    t.proc.write('\r\r2');
    await t.waitFor('Pass the keyboard to Seat 2.');
    for (const gap of [50, 120, 250, 400]) {
      await wait(gap);
      t.proc.write('\r');
    }
    await wait(100);
    expect(await t.text()).not.toMatch(HAND);
    expect(save().moves).toHaveLength(1);
    await lift(t, 2);
    await t.waitFor('Your hand:');
    await t.type('q');
    expect((await t.exit).exitCode).toBe(0);
  });
});

describe.skipIf(ptyProblem !== undefined)('leaving a table of several people', () => {
  async function handOnScreen(): Promise<Term> {
    fresh();
    const t = open(['play', 'the-feast', '--seed', '3', '--seats', 'human,human,greedy,greedy', '--delay', '0']);
    await t.waitFor('press 1 to see your cards');
    await lift(t, 1);
    await t.waitFor('Your hand:');
    return t;
  }

  it('q: the hand is cleared, the game saved', async () => {
    const t = await handOnScreen();
    await t.type('q');
    expect((await t.exit).exitCode).toBe(0);
    const after = await t.waitFor('Your game is saved');
    expect(after).not.toMatch(HAND);
  });

  it('Ctrl-C: the same, with exit code 130', async () => {
    const t = await handOnScreen();
    t.proc.write(KEYS.ctrlC);
    expect((await t.exit).exitCode).toBe(130);
    const after = await t.waitFor('Your game is saved');
    expect(after).not.toMatch(HAND);
  });

  it('a signal (SIGTERM): the hand is cleared too', async () => {
    const t = await handOnScreen();
    t.kill('SIGTERM');
    await t.exit;
    await wait(100);
    expect(await t.text()).not.toMatch(HAND);
  });

  it('a solo game keeps its last table on the terminal', async () => {
    fresh();
    const t = open(['play', 'royal-dinner-party', '--seed', '42']);
    await t.waitFor('seed 42 · turn 0');
    await t.type('q');
    expect((await t.exit).exitCode).toBe(0);
    expect(await t.waitFor('Your game is saved')).toContain('a1   8♠ ×1');
  });
});

describe.skipIf(ptyProblem !== undefined)('keys read together', () => {
  async function drawn(): Promise<Term> {
    fresh();
    const t = open(['play', 'royal-dinner-party', '--seed', '42']);
    await t.waitFor('seed 42 · turn 0');
    await t.press(KEYS.enter, KEYS.enter);
    await t.waitFor('Drawn: 6♣');
    return t;
  }

  it('q and Enter: quits, draws nothing', async () => {
    const t = await drawn();
    t.proc.write('q\r');
    expect((await t.exit).exitCode).toBe(0);
    expect(save().moves).toEqual(['keep', 'draw']);
  });

  it('b2 and Ctrl-C: Ctrl-C wins, nothing placed, exit 130', async () => {
    const t = await drawn();
    t.proc.write(`b2${KEYS.ctrlC}`);
    expect((await t.exit).exitCode).toBe(130);
    expect(save().moves).toEqual(['keep', 'draw']);
  });

  it('? and x: the help opens; an arrow and Enter with letters: the arrow still counts', async () => {
    const t = await drawn();
    t.proc.write('?x');
    await t.waitFor('keys and rules');
    await t.press(KEYS.esc);
    await t.waitFor('Drawn: 6♣');
    t.proc.write(`${KEYS.right}${KEYS.right}z\r`);
    await t.waitFor(/Placed 6♣ on (?!b2)/);
    await t.type('q');
    expect((await t.exit).exitCode).toBe(0);
  });
});

describe.skipIf(ptyProblem !== undefined)('hints asked while computers move', () => {
  it.each([
    ['just-desserts', 'human,normal,normal,normal'],
    ['surrealist-dinner-party', 'human,normal,normal,normal'],
  ])('%s: h every 0.15 s never leaves the table thinking about a hint', async (game) => {
    fresh();
    const t = open(['play', game, '--seed', '5', '--seats', 'human,normal,normal,normal', '--delay', '100']);
    await t.waitFor('your move');
    // before the fix, Just Desserts froze within a few rounds of this
    let since: number | undefined;
    let longest = 0;
    const t0 = Date.now();
    while (Date.now() - t0 < 15_000) {
      t.proc.write('\r');
      for (let i = 0; i < 8; i++) {
        t.proc.write('h');
        await wait(150);
        const busy = (await t.text()).includes('Thinking about a hint');
        since = busy ? (since ?? Date.now()) : undefined;
        longest = Math.max(longest, since === undefined ? 0 : Date.now() - since);
      }
      if ((await t.text()).includes('game over')) break;
    }
    // a hint takes a second or two at most; a freeze stayed for minutes
    expect(longest).toBeLessThan(6000);
    expect(save().moves.length).toBeGreaterThan(8);
    await t.type('q');
    await t.exit;
  }, 40_000);
});

describe.skipIf(ptyProblem !== undefined)('terminals', () => {
  it('TERM=dumb: one line naming what works, exit code 2, no cursor movement written', async () => {
    // the pseudo-terminal library sets TERM to its own name: a wrapper sets it as a dumb terminal would
    const wrapper = join(dir(), 'dumb.mjs');
    writeFileSync(wrapper, `process.env.TERM = 'dumb';\nawait import(${JSON.stringify(resolve('bin/dinner-games.js'))});\n`);
    const t = new Term(['play', 'the-feast'], { env: env(), script: wrapper });
    expect((await t.exit).exitCode).toBe(2);
    expect(t.raw).toContain('TERM=dumb');
    expect(t.raw).toMatch(/`dinner-games list`.*`dinner-games simulate <game>`/);
    expect(t.raw.trim().split(/\r?\n/)).toHaveLength(1);
    expect(t.raw).not.toContain('\u001B[');
  });

  it('50x16: a long log line is cut after a whole word', async () => {
    fresh();
    const t = open(['play', 'royal-dinner-party', '--seed', '42'], {}, { cols: 50, rows: 16 });
    await t.waitFor('seed 42 · turn 0');
    t.proc.write('sa1');
    const screen = await t.waitFor('> Final Touch:');
    expect(screen).toMatch(/^> Final Touch: 6♣ replaces 8♠ at a1; 8♠ goes…$/m);
    await t.type('q');
    await t.exit;
  });
});
