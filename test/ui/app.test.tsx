// The screens in ink-testing-library: the menu, the Royal Dinner Party table played by keys,
// undo, hints, help, quitting with the game saved, the curtain, computer seats, small terminals.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from 'ink-testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { randomPlayer, registerPlayerKind } from '../../src/engine/players.js';
import type { SeatKind } from '../../src/engine/record.js';
import { App, type ExitInfo, type StartRequest } from '../../src/ui/components/App.js';
import { CURTAIN_READ_MS } from '../../src/ui/components/Curtain.js';
import { ASCII, UNICODE, type Glyphs } from '../../src/ui/glyphs.js';
import { matchFromRecord } from '../helpers/rules.js';

const KEY = { enter: '\r', up: '\u001B[A', down: '\u001B[B', right: '\u001B[C', left: '\u001B[D', esc: '\u001B', tab: '\t' };
const tick = (ms = 15) => new Promise((r) => setTimeout(r, ms));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dg-app-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function open(start: StartRequest, opts: { glyphs?: Glyphs; size?: { columns: number; rows: number } } = {}) {
  const exitInfo: ExitInfo = { saved: false };
  const app = render(
    <App start={start} glyphs={opts.glyphs ?? UNICODE} dir={dir} delay={0} size={opts.size ?? { columns: 80, rows: 24 }} exitInfo={exitInfo} />,
  );
  const frame = () => app.lastFrame() ?? '';
  const press = async (...keys: string[]) => {
    for (const k of keys) {
      app.stdin.write(k);
      await tick(k === KEY.esc ? 40 : 15);
    }
  };
  const type = (text: string) => press(...text);
  const until = async (what: string | RegExp, ms = 3000) => {
    const t0 = Date.now();
    while (Date.now() - t0 < ms) {
      if (typeof what === 'string' ? frame().includes(what) : what.test(frame())) return;
      await tick(10);
    }
    throw new Error(`never showed ${String(what)}; last frame:\n${frame()}`);
  };
  return { app, frame, press, type, until, exitInfo };
}

/** Every frame fits 80x24 and leaves the last row free (Ink clears the screen otherwise). */
function fits(frame: string): void {
  const lines = frame.split('\n');
  expect(lines.length).toBeLessThanOrEqual(23);
  for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);
}

const game = (id: string, seats: SeatKind[], seed = 42, options = {}): StartRequest => ({
  kind: 'game',
  match: matchFromRecord({ game: id, seed, options, seats, moves: [] }),
});

describe('the menu', () => {
  it('lists the choices and starts Royal Dinner Party on a typed seed', async () => {
    const ui = open({ kind: 'menu' });
    expect(ui.frame()).toContain('DINNER GAMES');
    expect(ui.frame()).toContain('Royal Dinner Party');
    expect(ui.frame()).toContain('Seed');
    fits(ui.frame());
    // from Start, up past Quit, Statistics and the pause to the seed
    await ui.press(KEY.up, KEY.up, KEY.up, KEY.up);
    expect(ui.frame()).toMatch(/> Seed/);
    await ui.type('42');
    await ui.press(KEY.enter);
    await ui.until('seed 42');
    expect(ui.frame()).toContain('Final Touch');
    fits(ui.frame());
    // the new game is saved once its board is shown, and the choices remembered
    await tick();
    expect(JSON.parse(readFileSync(join(dir, 'save.json'), 'utf8'))).toMatchObject({ game: 'royal-dinner-party', seed: 42, moves: [] });
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8'))).toMatchObject({ game: 'royal-dinner-party' });
  });

  it('offers to continue a saved game', async () => {
    writeFileSync(join(dir, 'save.json'), JSON.stringify({ game: 'royal-dinner-party', seed: 42, seats: ['human'], moves: ['keep', 'draw'] }));
    const ui = open({ kind: 'menu' });
    expect(ui.frame()).toContain('Continue');
    expect(ui.frame()).toContain('Royal Dinner Party, seed 42, turn 1');
    await ui.press(KEY.enter);
    await ui.until('Drawn: 6♣');
  });

  it('says in one line that a damaged save was set aside', async () => {
    writeFileSync(join(dir, 'save.json'), 'not json');
    const ui = open({ kind: 'menu' });
    expect(ui.frame()).toContain('The saved game is not valid JSON; kept as save.json.bad. Starting fresh.');
    expect(ui.frame()).not.toContain('Continue');
  });

  it("shows the game's rules on ?, and the statistics", async () => {
    const ui = open({ kind: 'menu' });
    await ui.type('?');
    expect(ui.frame()).toContain('Royal Dinner Party: keys and rules');
    expect(ui.frame()).toContain('KEYS');
    fits(ui.frame());
    await ui.press(KEY.esc);
    expect(ui.frame()).toContain('DINNER GAMES');
    await ui.press(KEY.up, KEY.up, KEY.enter);
    expect(ui.frame()).toContain('Statistics');
    expect(ui.frame()).toMatch(/Royal Dinner Party\s+0\s+0/);
    await ui.press(KEY.esc);
    expect(ui.frame()).toContain('DINNER GAMES');
  });

  it('changes the game and its seats with the arrows', async () => {
    const ui = open({ kind: 'menu' });
    await ui.press(KEY.down, KEY.right);
    expect(ui.frame()).toContain('The Feast');
    expect(ui.frame()).toContain('Players');
    expect(ui.frame()).toContain('computer: normal');
    fits(ui.frame());
  });
});

describe('the Royal Dinner Party table', () => {
  it('is played with Enter, typed positions, the favor keys, undo and a hint', async () => {
    const ui = open(game('royal-dinner-party', ['human']));
    const f = ui.frame();
    expect(f).toContain('Royal Dinner Party · seed 42 · turn 0');
    expect(f).toContain('│ a1   8♠ ×1   │');
    expect(f).toContain('Favors: A♥ A♣ BJ');
    fits(f);

    // the Final Touch: s shows the swap targets on the grid; Esc comes back to keep
    await ui.type('s');
    expect(ui.frame()).toContain('▸a1   8♠ ×1  ◂');
    expect(ui.frame()).toContain('·b1  10♦ ×1');
    await ui.press(KEY.esc, KEY.enter);
    await ui.until('Kept the table as it is.');

    await ui.press(KEY.enter);
    await ui.until('Drew the 6 of Clubs.');
    expect(ui.frame()).toContain('Drawn: 6♣');
    expect(ui.frame()).toContain('Place 6♣ on a top card of 6 or lower');

    // arrows walk the open places; typing one plays it at once
    await ui.press(KEY.right);
    // waited for, not read at once: under a loaded machine the frame may come a little later
    await ui.until(/▸b2 +— +◂/);
    await ui.type('c3');
    await ui.until('Placed 6♣ on c3.');
    expect(ui.frame()).toContain('c3   6♣ ×2');

    // undo goes back to the drawn card, and no further
    await ui.type('u');
    await ui.until('Took back: place c3.');
    expect(ui.frame()).toContain('Drawn: 6♣');
    expect(ui.frame()).toContain('c3   5♦ ×1');
    await ui.type('u');
    await ui.until('Nothing to take back');

    // a hint names a move and a reason; Enter plays it
    await ui.type('h');
    await ui.until(/Hint \(Enter plays it\): place (a2|b2|c2|b3|c3): /);
    const hinted = /Hint \(Enter plays it\): (place \w\d)/.exec(ui.frame())?.[1];
    await ui.press(KEY.enter);
    await ui.until(`Placed 6♣ on ${hinted?.split(' ')[1]}.`);

    // favors: x chooses an ace, then a stack; j a joker, in two steps
    await ui.type('x');
    expect(ui.frame()).toContain('Ace: which stack goes face down under the deck?');
    await ui.press(KEY.esc);
    await ui.type('j');
    expect(ui.frame()).toContain('Joker: which top card moves?');
    await ui.press(KEY.enter);
    expect(ui.frame()).toMatch(/Joker: move .+ from a1 to where\?/);
    expect(ui.frame()).toContain('[a1');
    fits(ui.frame());
  });

  it('opens the help on ?, and q quits with the game saved', async () => {
    const ui = open(game('royal-dinner-party', ['human']));
    await ui.press(KEY.enter, KEY.enter);
    await ui.until('Drawn: 6♣');
    await ui.type('?');
    expect(ui.frame()).toContain('Royal Dinner Party: keys and rules');
    expect(ui.frame()).toContain('undo, back to the last time a card was drawn or revealed');
    await ui.press(KEY.down, KEY.down);
    expect(ui.frame()).toContain('lines 3-22');
    await ui.press(KEY.esc);
    expect(ui.frame()).toContain('Drawn: 6♣');
    await ui.type('q');
    expect(ui.exitInfo.saved).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'save.json'), 'utf8')).moves).toEqual(['keep', 'draw']);
  });

  it('ends on the scoreboard with the result and the statistics', async () => {
    // a low appetite limit ends the game within a few draws
    const ui = open(game('royal-dinner-party', ['human'], 5, { appetiteLimit: 12 }));
    for (let i = 0; i < 200 && !ui.frame().includes('game over'); i++) await ui.press(KEY.enter);
    const f = ui.frame();
    expect(f).toContain('game over');
    // a lost solo game says why (Match.lossReason)
    expect(f).toContain('Lost: an appetite reached the limit. You scored 0.');
    expect(f).toContain('Royal Dinner Party: played 1');
    fits(f);
    // an Enter double-tapped on the last move does not skip the result; one pressed once it was read leads to the menu
    await ui.press(KEY.enter);
    expect(ui.frame()).toContain('game over');
    // r deals the same cards again
    await ui.type('r');
    await ui.until('seed 5 · turn 0');
  });

  it('leaves the scoreboard on Enter once it has been on screen long enough to read', async () => {
    const ui = open(game('royal-dinner-party', ['human'], 5, { appetiteLimit: 12 }));
    for (let i = 0; i < 200 && !ui.frame().includes('game over'); i++) await ui.press(KEY.enter);
    await ui.press(KEY.enter, KEY.enter);
    expect(ui.frame()).toContain('game over');
    await tick(CURTAIN_READ_MS);
    await ui.press(KEY.enter);
    await ui.until('DINNER GAMES');
  });

  it('draws suits as letters in ASCII', async () => {
    const ui = open(game('royal-dinner-party', ['human']), { glyphs: ASCII });
    expect(ui.frame()).toContain('| a1   8S x1   |');
    expect(ui.frame()).toContain('Favors: AH AC BJ');
    expect(ui.frame()).not.toMatch(/[♠♥♦♣─│▸]/);
  });
});

describe('several seats', () => {
  it('a curtain falls between two people, and computer seats play by themselves', async () => {
    const ui = open(game('the-feast', ['human', 'human', 'greedy', 'greedy'], 3));
    expect(ui.frame()).toContain('Pass the keyboard to Seat 1.');
    expect(ui.frame()).not.toContain('Your hand');
    await tick(CURTAIN_READ_MS + 20);
    await ui.type('1');
    await ui.until('Your hand:');
    await ui.press(KEY.enter);
    await ui.until('Pass the keyboard to Seat 2.');
    expect(ui.frame()).not.toContain('Your hand');
    await tick(CURTAIN_READ_MS + 20);
    await ui.type('2');
    await ui.until('Your hand:');
    await ui.press(KEY.enter);
    // both computers choose, the ploys are revealed, and it is seat 1's turn again
    await ui.until(/round 2 of 8|Pass the keyboard to Seat 1|take/);
    fits(ui.frame());
  });

  it('a computer player that fails does not stop the game: greedy moves for it, and the screen says so', async () => {
    registerPlayerKind('random', () => ({
      kind: 'random',
      choose() {
        throw new Error('boom');
      },
    }));
    try {
      const ui = open(game('the-feast', ['human', 'random', 'greedy', 'greedy'], 3));
      await ui.until('Your hand:');
      await ui.press(KEY.enter);
      await ui.until('Seat 2 (random) failed (boom); greedy moved for it.');
      await ui.until('round 2 of 8');
    } finally {
      registerPlayerKind('random', () => randomPlayer);
    }
  });

  it('Just Desserts is playable', async () => {
    const ui = open(game('just-desserts', ['human', 'greedy'], 3));
    await ui.until(/Seat|You/);
    fits(ui.frame());
    expect(ui.frame()).toContain('Just Desserts');
  });
});

describe('a small terminal', () => {
  it('says what size is needed, and q still quits', async () => {
    const ui = open({ kind: 'menu' }, { size: { columns: 49, rows: 16 } });
    expect(ui.frame()).toContain('The terminal is 49x16; dinner-games needs 50x16.');
    expect(ui.frame().split('\n').length).toBeLessThan(16);
    await ui.type('q');
    expect(ui.exitInfo.saved).toBe(false);
  });
  it('keeps the message within a tiny terminal', () => {
    const ui = open({ kind: 'menu' }, { size: { columns: 30, rows: 2 } });
    expect(ui.frame().split('\n')).toHaveLength(1);
    expect(ui.frame().length).toBeLessThan(30);
  });
});
