// Hidden hands at a table of several people: no private view on screen unless its owner lifted
// the curtain for it (with their own number, once the curtain could be read); everyone's view
// while computers move, on resuming and at the end; no hand left on the terminal after quitting;
// the menu never shows the seed a game of several seats is dealt with.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from 'ink-testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Match } from '../../src/engine/match.js';
import { matchFromRecord } from '../helpers/rules.js';
import type { SeatKind } from '../../src/engine/record.js';
import { App, type ExitInfo, type StartRequest } from '../../src/ui/components/App.js';
import { CURTAIN_READ_MS } from '../../src/ui/components/Curtain.js';
import { UNICODE } from '../../src/ui/glyphs.js';
import { Session } from '../../src/ui/session.js';
import { initialMenu, menuReducer, menuRows, type MenuGame } from '../../src/ui/state/menu-reducer.js';

const tick = (ms = 15) => new Promise((r) => setTimeout(r, ms));
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dg-hands-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function open(start: StartRequest, delay = 0) {
  const exitInfo: ExitInfo = { saved: false };
  const app = render(<App start={start} glyphs={UNICODE} dir={dir} delay={delay} size={{ columns: 80, rows: 24 }} exitInfo={exitInfo} />);
  const frame = () => app.lastFrame() ?? '';
  const until = async (what: string | RegExp, ms = 4000) => {
    const t0 = Date.now();
    while (Date.now() - t0 < ms && !(typeof what === 'string' ? frame().includes(what) : what.test(frame()))) await tick(10);
    expect(frame()).toMatch(what);
  };
  const press = async (...keys: string[]) => {
    for (const k of keys) {
      app.stdin.write(k);
      await tick(k === '\u001B' ? 40 : 15);
    }
  };
  return { app, frame, until, press, exitInfo };
}

const feast = (seats: SeatKind[], moves: string[] = []) => matchFromRecord({ game: 'the-feast', seed: 3, options: {}, seats, moves });
const first = (m: Match, seat: number) => m.legal(seat)[0].text;
const HAND = /Your hand|Yours \(/;

describe('the view on screen at a table of several people', () => {
  it('is everyone\'s while computers move, after a person moved, and the curtain falls again after them', () => {
    const s = new Session(feast(['human', 'human', 'greedy', 'greedy']), { dir, delay: 0 });
    s.lift(0);
    s.play(0, s.match.legal(0)[0].move);
    s.lift(1);
    expect(s.viewer()).toBe(1);
    s.play(1, s.match.legal(1)[0].move);
    expect(s.active()).toBe(2);
    expect(s.viewer()).toBe(-1);
    s.play(2, s.match.legal(2)[0].move);
    s.play(3, s.match.legal(3)[0].move);
    // the computers moved: whoever is next, the curtain falls first
    const next = s.active();
    expect(next === undefined || s.curtain() === next || !s.isHuman(next)).toBe(true);
    expect(s.viewer()).toBe(-1);
  });

  it("is everyone's on resuming a game where a computer is to move (never seat 1's hand)", () => {
    const m = feast(['human', 'human', 'greedy', 'greedy']);
    const r = matchFromRecord({ ...m.record(), moves: [`1: ${first(m, 0)}`, `2: ${first(m, 1)}`] });
    const s = new Session(r, { dir, delay: 0 }).resumed();
    expect(s.active()).toBe(2);
    expect(s.viewer()).toBe(-1);
  });

  it("is everyone's once the game is over", () => {
    const s = new Session(feast(['human', 'human']), { dir, delay: 0 });
    for (let i = 0; i < 500 && !s.over(); i++) {
      const a = s.active() as number;
      s.lift(a);
      s.play(a, s.match.legal(a)[0].move);
    }
    expect(s.over()).toBe(true);
    expect(s.viewer()).toBe(-1);
  });

  it('stays the one person\'s at a table with computers only', () => {
    const s = new Session(feast(['greedy', 'human', 'greedy']), { dir, delay: 0 });
    expect(s.viewer()).toBe(1);
    expect(s.curtain()).toBeUndefined();
  });
});

describe('the table while computers think', () => {
  it('shows no hand on resuming a save where a computer is to move', async () => {
    const m = feast(['human', 'human', 'greedy', 'greedy']);
    const r = matchFromRecord({ ...m.record(), moves: [`1: ${first(m, 0)}`, `2: ${first(m, 1)}`] });
    const ui = open({ kind: 'game', match: r, resumed: true }, 5000);
    await ui.until('is thinking');
    expect(ui.frame()).not.toMatch(HAND);
    expect(ui.frame()).toContain('Every hand is hidden while Seat 3 (greedy) moves.');
    ui.app.unmount();
  });

  it('shows no hand while computers move after the people chose', async () => {
    const ui = open({ kind: 'game', match: feast(['human', 'human', 'greedy', 'greedy']) }, 5000);
    await ui.until('Pass the keyboard to Seat 1.');
    await tick(CURTAIN_READ_MS + 20);
    await ui.press('1');
    await ui.until('Your hand:');
    await ui.press('\r');
    await ui.until('Pass the keyboard to Seat 2.');
    await tick(CURTAIN_READ_MS + 20);
    await ui.press('2');
    await ui.until('Your hand:');
    await ui.press('\r');
    await ui.until('is thinking');
    expect(ui.frame()).not.toMatch(HAND);
    ui.app.unmount();
  });
});

describe('the curtain', () => {
  it('lifts only on the next person\'s number, once it could be read', async () => {
    const ui = open({ kind: 'game', match: feast(['human', 'human', 'greedy', 'greedy']) });
    await ui.until('Pass the keyboard to Seat 1.');
    expect(ui.frame()).toContain('press 1 to see your cards');
    await tick(CURTAIN_READ_MS + 20);
    // keys that do not mean "I am Seat 1": Enter (twice), Space, +, -, another number, a letter, arrows, help and Esc
    for (const k of ['\r', '\r', ' ', '+', '-', '2', 'x', '\u001B[C', '?', '\u001B', '\u001B']) {
      await ui.press(k);
      expect(ui.frame()).not.toMatch(HAND);
    }
    await ui.until('Pass the keyboard to Seat 1.');
    expect(ui.frame()).toContain('Only 1 shows the table');
    // help and the right number in one read, the curtain long readable (also as Alt-1, which a
    // terminal sends as Esc and 1): the number reaches the help, never the curtain behind it
    for (const read of ['?1', '?\u001B1']) {
      await tick(CURTAIN_READ_MS + 20);
      ui.app.stdin.write(read);
      await ui.until('keys and rules');
      await ui.press('\u001B');
      await ui.until('Pass the keyboard to Seat 1.');
      await tick(60);
      expect(ui.frame()).not.toMatch(HAND);
    }
    // help closed by ? and the number in the same read: the curtain is new on screen, too soon to lift
    await ui.press('?');
    ui.app.stdin.write('?1');
    await ui.until('Pass the keyboard to Seat 1.');
    await tick(60);
    expect(ui.frame()).not.toMatch(HAND);
    await tick(CURTAIN_READ_MS + 20);
    await ui.press('1');
    await ui.until('Your hand:');
    // a move with a double-tapped Enter, and the next person's number in the same read: none lifts the next curtain
    ui.app.stdin.write('\r\r2');
    await ui.until('Pass the keyboard to Seat 2.');
    for (const gap of [50, 150, 300]) {
      await tick(gap);
      await ui.press('\r');
      expect(ui.frame()).not.toMatch(HAND);
    }
    await tick(CURTAIN_READ_MS);
    await ui.press('2');
    await ui.until('Your hand:');
    ui.app.unmount();
  });
});

describe('quitting', () => {
  it('clears the last frame of a table of several people', async () => {
    const ui = open({ kind: 'game', match: feast(['human', 'human', 'greedy', 'greedy']) });
    await ui.until('Pass the keyboard to Seat 1.');
    await tick(CURTAIN_READ_MS + 20);
    await ui.press('1');
    await ui.until('Your hand:');
    await ui.press('q');
    await tick(50);
    expect(ui.exitInfo.saved).toBe(true);
    expect(ui.frame()).not.toMatch(HAND);
    expect(ui.frame().trim()).toBe('');
  });

  it('with Ctrl-C too, which says it was interrupted', async () => {
    const ui = open({ kind: 'game', match: feast(['human', 'greedy', 'greedy', 'greedy']) });
    await ui.until('Your hand:');
    await ui.press('\u0003');
    await tick(50);
    expect(ui.exitInfo).toMatchObject({ saved: true, interrupted: true });
    expect(ui.frame().trim()).toBe('');
  });

  it('keeps a solo game\'s last table on the terminal: it is no secret', async () => {
    const ui = open({ kind: 'game', match: matchFromRecord({ game: 'royal-dinner-party', seed: 42, options: {}, seats: ['human'], moves: [] }) });
    await ui.until('Final Touch');
    const before = ui.app.frames.length;
    await ui.press('q');
    await tick(50);
    expect(ui.exitInfo.saved).toBe(true);
    // the app draws no empty frame on the way out; the last thing it drew is the table (under CI=true,
    // Ink itself writes one more, bare newline after unmounting, in place of its last output)
    const after = ui.app.frames.slice(before);
    expect(after).not.toContain('');
    const drawn = [...ui.app.frames].reverse().find((f) => f.trim() !== '') ?? '';
    expect(drawn).toContain('Royal Dinner Party');
  });
});

describe('the menu and the seed of a game of several seats', () => {
  it('starts such a game on a seed it never showed', async () => {
    const ui = open({ kind: 'menu' });
    await ui.until('DINNER GAMES');
    // Royal Dinner Party, solo: the drawn seed is on screen
    const shown = /Seed\s+(\d+)/.exec(ui.frame())?.[1];
    expect(shown).toMatch(/^\d+$/);
    // The Feast: the same menu, the seed row says nothing of it
    await ui.press('\u001B[B', '\u001B[C');
    await ui.until('The Feast');
    expect(ui.frame()).toContain('drawn, shown at the end');
    expect(ui.frame()).not.toContain(shown as string);
    await ui.press('\u001B[A', '\r');
    await ui.until(/Pass the keyboard|thinking|Your hand/);
    await tick(50);
    const saved = JSON.parse(readFileSync(join(dir, 'save.json'), 'utf8')) as { game: string; seed: number };
    expect(saved.game).toBe('the-feast');
    expect(String(saved.seed)).not.toBe(shown);
    ui.app.unmount();
  });

  it('a seed erased to nothing is drawn when the game starts, never seed 0', async () => {
    const ui = open({ kind: 'menu' });
    await ui.until('DINNER GAMES');
    const rows = ui.frame().split('\n');
    const seedRow = rows.findIndex((l) => /Seed\s+\d+/.test(l));
    const startRow = rows.findIndex((l) => /Start/.test(l));
    expect(seedRow).toBeGreaterThan(startRow);
    // down to the seed row, erase every digit, up and down again: the row says the seed is drawn
    await ui.press(...Array<string>(seedRow - startRow).fill('\u001B[B'));
    await ui.until(/> Seed/);
    await ui.press(...Array<string>(16).fill('\u007F'));
    await ui.until(/Seed\s+_/);
    await ui.press('\u001B[A', '\u001B[B');
    await ui.until('drawn when the game starts');
    await ui.press('\r');
    await ui.until('Royal Dinner Party · seed');
    await tick(50);
    const saved = JSON.parse(readFileSync(join(dir, 'save.json'), 'utf8')) as { game: string; seed: number };
    expect(saved.game).toBe('royal-dinner-party');
    expect(saved.seed).not.toBe(0);
    ui.app.unmount();
  });

  it('Backspace does not take a hidden seed apart', () => {
    const party: MenuGame = { id: 'party', name: 'Party', summary: '', players: { min: 2, max: 5 }, options: [] };
    const s = initialMenu([party], {}, 123456, undefined);
    const onSeed = { ...s, cursor: menuRows(s).findIndex((r) => r.kind === 'seed') };
    const after = menuReducer(onSeed, { type: 'backspace' });
    // not '12345' shown as typed: the seed stays drawn and hidden
    expect(after.seed).toBe('123456');
    expect(after.seedTyped).toBeFalsy();
  });
});
