// Small terminals: the layout chosen by size (full from 80x23, compact from 60x20, small from
// 50x16 for boards that draw it), each game's screens within its layout's columns and lines
// (ink-testing-library, real views of played-out games), the size said below the smallest;
// and the log in the person's words ("You", not "Seat 1"), The Feast's final table whole.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from 'ink-testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Match } from '../../src/engine/match.js';
import { greedyPlayer } from '../../src/engine/players.js';
import type { SeatKind } from '../../src/engine/record.js';
import { seedRng } from '../../src/engine/rng.js';
import '../../src/ui/boards/index.js';
import { boardFor } from '../../src/ui/boards/registry.js';
import { App, type StartRequest } from '../../src/ui/components/App.js';
import { ASCII, UNICODE } from '../../src/ui/glyphs.js';
import { playLayout, screenFor, smallestFor } from '../../src/ui/layout.js';
import { inYourWords } from '../../src/ui/your-words.js';
import { helpLines } from '../../src/ui/help-text.js';
import { getGame } from '../../src/engine/registry.js';
import { INITIAL_PLAY, choices, playReducer, verbsOf } from '../../src/ui/state/play-reducer.js';
import { matchFromRecord } from '../helpers/rules.js';

const KEY = { enter: '\r', right: '\u001B[C', esc: '\u001B' };
const tick = (ms = 15) => new Promise((r) => setTimeout(r, ms));
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dg-layout-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function open(start: StartRequest, columns: number, rows: number, glyphs = UNICODE) {
  const app = render(<App start={start} glyphs={glyphs} dir={dir} delay={0} size={{ columns, rows }} />);
  const frame = () => app.lastFrame() ?? '';
  const press = async (...keys: string[]) => {
    for (const k of keys) {
      app.stdin.write(k);
      await tick(k === KEY.esc ? 40 : 15);
    }
  };
  const until = async (what: string | RegExp, ms = 3000) => {
    const t0 = Date.now();
    while (Date.now() - t0 < ms) {
      if (typeof what === 'string' ? frame().includes(what) : what.test(frame())) return frame();
      await tick(10);
    }
    throw new Error(`never showed ${String(what)}; last frame:\n${frame()}`);
  };
  return { app, frame, press, until };
}

/** A frame fits a terminal of columns x rows and leaves its last row free. */
function fits(frame: string, columns: number, rows: number): void {
  const lines = frame.split('\n');
  expect(lines.length).toBeLessThanOrEqual(rows - 1);
  for (const l of lines) expect(l.length, l).toBeLessThan(columns);
}

const played = (id: string, seats: SeatKind[], seed: number, moves = Infinity): Match => {
  const m = matchFromRecord({ game: id, seed, options: {}, seats, moves: [] });
  const rng = seedRng(seed);
  for (let i = 0; i < moves && !m.outcome().over; i++) {
    const s = m.toMove()[0];
    m.play(s, greedyPlayer.choose(m.decision(s, rng)));
  }
  return m;
};
const start = (m: Match): StartRequest => ({ kind: 'game', match: matchFromRecord(m.record()) });

describe('the layout for a size', () => {
  it('is full from 80x23, compact from 60x20, small from 50x16, none below', () => {
    expect(screenFor(80, 23).name).toBe('full');
    expect(screenFor(79, 40).name).toBe('compact');
    expect(screenFor(80, 22).name).toBe('compact');
    expect(screenFor(60, 20).name).toBe('compact');
    expect(screenFor(59, 20).name).toBe('small');
    expect(screenFor(50, 16).name).toBe('small');
    expect(screenFor(49, 16).name).toBeUndefined();
    expect(screenFor(50, 15).name).toBeUndefined();
  });

  it('gives a board without smaller layouts only the full one, and says it needs 80x23', () => {
    const plain = { layouts: undefined };
    expect(playLayout(plain, 80, 23)).toMatchObject({ name: 'full', boardLines: 11, handLines: 2, lower: 4 });
    expect(playLayout(plain, 79, 60)).toBeUndefined();
    expect(smallestFor(plain)).toEqual({ columns: 80, rows: 23 });
    expect(smallestFor(boardFor('royal-dinner-party'))).toEqual({ columns: 50, rows: 16 });
    expect(smallestFor(boardFor('the-feast'))).toEqual({ columns: 60, rows: 20 });
    expect(smallestFor(boardFor('just-desserts'))).toEqual({ columns: 60, rows: 20 });
  });
});

describe('each game at the limit of each of its layouts', () => {
  const games: [string, SeatKind[], [number, number][]][] = [
    ['royal-dinner-party', ['human'], [[80, 23], [60, 20], [50, 16]]],
    ['the-feast', ['human', 'greedy', 'greedy', 'greedy', 'greedy', 'greedy', 'greedy', 'greedy'], [[80, 23], [60, 20]]],
    ['just-desserts', ['human', 'greedy', 'greedy', 'greedy', 'greedy'], [[80, 23], [60, 20]]],
    ['louis-xiv', ['human', 'greedy', 'greedy', 'greedy'], [[80, 23], [60, 20]]],
  ];
  for (const [id, seats, sizes] of games) {
    for (const [columns, rows] of sizes) {
      it(`${id} at ${columns}x${rows}: the table, the help and the end`, async () => {
        for (const [moves, glyphs] of [[3, UNICODE], [id === 'just-desserts' ? 10 : 40, ASCII]] as const) {
          const ui = open(start(played(id, seats, 7, moves)), columns, rows, glyphs);
          await ui.until(/turn \d+/);
          fits(ui.frame(), columns, rows);
          if (columns === 80) expect(ui.frame()).toMatch(/arrows|←↑→↓/);
          await ui.press('?');
          await ui.until('keys and rules');
          fits(ui.frame(), columns, rows);
          ui.app.unmount();
        }
        const end = open(start(played(id, seats, 7)), columns, rows);
        const over = await end.until('game over');
        fits(over, columns, rows);
        expect(over).toMatch(/Scores: /);
        // the status keeps its space however long the title ("49 turnsgame over" at 50 columns)
        expect(over.split('\n')[0]).toMatch(/\S {1,}game over$/);
        expect(over.split('\n')[0]).toMatch(/seed 7/);
        end.app.unmount();
      });
    }
    it(`${id} below its smallest layout says the size it needs`, async () => {
      const need = smallestFor(boardFor(id));
      const ui = open(start(played(id, seats, 7, 3)), need.columns - 1, need.rows);
      const name = played(id, seats, 7, 0).game.name;
      await ui.until(new RegExp(`${name} needs\\s+${need.columns}x${need.rows}`));
      fits(ui.frame(), need.columns - 1, need.rows);
    });
  }

  it('the menu, its help and the statistics fit 50x16', async () => {
    const ui = open({ kind: 'menu' }, 50, 16);
    await ui.until('Start a new game');
    fits(ui.frame(), 50, 16);
    await ui.press('?');
    await ui.until('keys and rules');
    fits(ui.frame(), 50, 16);
    await ui.press(KEY.esc);
    await ui.until('Start a new game');
    for (let i = 0; i < 2; i++) await ui.press('\u001B[A');
    await ui.until(/> Statistics/);
    await ui.press(KEY.enter);
    await ui.until('best run');
    fits(ui.frame(), 50, 16);
  });
});

describe('Royal Dinner Party at 50x16', () => {
  it('draws the table in six lines, with positions and seats to type', async () => {
    const ui = open(start(played('royal-dinner-party', ['human'], 42, 0)), 50, 16);
    const f = await ui.until('turn 0');
    expect(f).toContain('       L1  a1  8♠×1 b1 10♦×1 c1  7♦×1  R1');
    expect(f).toContain('Final Touch: Enter keeps; or swap a card.');
    expect(f).toContain('Enter choose  Esc back  h hint  ? help  q quit');
    await ui.press(KEY.enter, KEY.enter);
    await ui.until('Drew the 6 of Clubs.');
    expect(ui.frame()).toMatch(/▸a2 +2♠×1·b2/);
  });
});

describe('the log in the words of the person at the table', () => {
  const names = ['You', 'Seat 2 (greedy)', 'Seat 3 (greedy)'];
  it('calls the person\'s seat "you", its verbs agreeing, and leaves the others', () => {
    expect(inYourWords('Seat 1 captures the topic 9 with the highest unmatched ploy, 10.', names)).toBe(
      'You capture the topic 9 with the highest unmatched ploy, 10.',
    );
    expect(inYourWords("Seat 1's 6 is the lowest unmatched ploy: it takes one gaffe.", names)).toBe('Your 6 is the lowest unmatched ploy: it takes one gaffe.');
    expect(inYourWords("Seat 3 captures Seat 1's gaffe 7.", names)).toBe('Seat 3 captures your gaffe 7.');
    expect(inYourWords('Seat 3 and Seat 1 both played 7: those 7s are gaffes.', names)).toBe('Seat 3 and you both played 7: those 7s are gaffes.');
    expect(inYourWords('Seat 1 has chosen a ploy. Seat 10 passes.', names)).toBe('You have chosen a ploy. Seat 10 passes.');
    expect(inYourWords('Totals: Seat 1 107, Seat 2 29.', names)).toBe('Totals: You 107, Seat 2 29.');
    // several people at one keyboard: every seat keeps its number
    expect(inYourWords('Seat 1 captures the topic 9.', ['Seat 1', 'Seat 2'])).toBe('Seat 1 captures the topic 9.');
  });

  it('The Feast: the final table has every hand and the totals, and the log says You', async () => {
    const seats: SeatKind[] = ['human', 'greedy', 'greedy', 'greedy', 'greedy', 'greedy'];
    const m = played('the-feast', seats, 4);
    const ui = open(start(m), 80, 24);
    const f = await ui.until('game over');
    expect(f).toMatch(/Seat +total +hand 1 +hand 2 +hand 3 +hand 4/);
    const o = m.outcome();
    for (let p = 0; p < seats.length; p++) expect(f).toMatch(new RegExp(`(You|Seat ${p + 1} \\(greedy\\)) +${o.scores[p]} `));
    expect(f).toMatch(/Totals: You \d+, Seat 2 \d+/);
    expect(f).not.toMatch(/Seat 1\b/);
    fits(f, 80, 24);
  });
});

describe('prompts in the compact and small layouts', () => {
  it.each([
    ['royal-dinner-party', ['human'] as SeatKind[], 48],
    ['the-feast', ['human', 'human', 'human', 'human'] as SeatKind[], 58],
    ['just-desserts', ['human', 'human', 'human', 'human'] as SeatKind[], 58],
    ['louis-xiv', ['human', 'human', 'human', 'human'] as SeatKind[], 58],
  ])('%s: every step asks within the layout\'s width', (id, seats, width) => {
    const board = boardFor(id);
    let asked = 0;
    for (const seed of [1, 2, 3]) {
      const m = matchFromRecord({ game: id, seed, options: {}, seats, moves: [] });
      const rng = seedRng(seed);
      for (let step = 0; step < 200 && !m.outcome().over; step++) {
        const seat = m.toMove()[0];
        const moves = m.legal(seat);
        // each verb, and each verb with its first word chosen
        let st = playReducer(INITIAL_PLAY, { type: 'reset', legal: moves, preferredKeys: board.verbKeys, costly: board.costly });
        for (const verb of verbsOf(moves)) {
          st = playReducer(st, { type: 'verb', verb });
          for (const s of [st, playReducer(st, { type: 'enter' })]) {
            if (s.chosen || !s.verb) continue;
            const sel = { verb: s.verb, args: s.args, cursor: s.cursor, choices: choices(s), active: true, legal: moves.map((l) => l.text) };
            const text = board.prompt?.(m.view(seat), sel, UNICODE, m.data, width) ?? '';
            expect(text.length, text).toBeLessThanOrEqual(width);
            asked++;
          }
        }
        m.play(seat, greedyPlayer.choose(m.decision(seat, rng)));
      }
    }
    expect(asked).toBeGreaterThan(50);
  });
});

describe('the help page', () => {
  it("gives each game's own typing examples, wrapped to the terminal", () => {
    const rdp = helpLines(getGame('royal-dinner-party'), boardFor('royal-dinner-party'), UNICODE, 49).join('\n');
    const jd = helpLines(getGame('just-desserts'), boardFor('just-desserts'), UNICODE, 49).join('\n');
    expect(rdp).toMatch(/a position \(b2\), a\s+seat \(Ta\)/);
    expect(jd).toMatch(/a guest \(bob\), a\s+dessert \(fudge\)/);
    expect(jd).toContain('/e for eclair');
    // Just Desserts' page has none of Royal Dinner Party's names, and neither page is wider than the terminal
    expect(jd).not.toMatch(/\(b2\)|\(Ta\)/);
    for (const l of [...rdp.split('\n'), ...jd.split('\n')]) expect(l.length).toBeLessThanOrEqual(49);
  });
});

describe('a game too big for the terminal', () => {
  it('is not saved until its board is on screen (The Feast at 50x16, then 60x20)', async () => {
    const m = played('the-feast', ['human', 'greedy', 'greedy', 'greedy'], 4, 0);
    const props = { start: start(m), glyphs: UNICODE, dir, delay: 0 };
    const app = render(<App {...props} size={{ columns: 50, rows: 16 }} />);
    await tick(50);
    expect(app.lastFrame()).toMatch(/The Feast needs\s+60x20/);
    expect(existsSync(join(dir, 'save.json'))).toBe(false);
    app.rerender(<App {...props} size={{ columns: 60, rows: 20 }} />);
    const t0 = Date.now();
    while (!existsSync(join(dir, 'save.json')) && Date.now() - t0 < 3000) await tick(20);
    expect(existsSync(join(dir, 'save.json'))).toBe(true);
    expect(app.lastFrame()).toContain('your move');
  });
});
