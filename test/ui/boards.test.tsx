// The boards: Royal Dinner Party's grid and seats, The Feast's table, the generic board, each
// within 78 columns and their line budget, with marks (not colours) for what matters.
import { describe, expect, it } from 'vitest';
import type { RdpView } from '../../src/games/royal-dinner-party/view.js';
import type { FeastView } from '../../src/games/the-feast/view.js';
import { boardFor } from '../../src/ui/boards/index.js';
import { fieldLines } from '../../src/ui/boards/generic/fields.js';
import { genericBoard } from '../../src/ui/boards/generic/plugin.js';
import { boardLines as rdpLines, handLines as rdpHand } from '../../src/ui/boards/royal-dinner-party/lines.js';
import { prettySentence } from '../../src/ui/boards/royal-dinner-party/view.js';
import { boardLines as feastLines, handLines as feastHand } from '../../src/ui/boards/the-feast/lines.js';
import { BOARD_LINES, type SelectionView } from '../../src/ui/boards/types.js';
import { ASCII, UNICODE } from '../../src/ui/glyphs.js';
import { seatNames } from '../../src/ui/seats.js';
import { drawn, viewOf } from '../helpers/boards.js';
import { matchFromRecord } from '../helpers/rules.js';

const text = (segs: { text: string }[][]) => segs.map((l) => l.map((s) => s.text).join('').trimEnd());
const idle: SelectionView = { verb: '', args: [], cursor: '', choices: [], active: false };

function rdp(moves: string[], seed = 42) {
  return matchFromRecord({ game: 'royal-dinner-party', seed, options: {}, seats: ['human'], moves });
}

describe('Royal Dinner Party', () => {
  it('draws the grid with positions, top cards and stack heights, and the twelve seats', () => {
    const lines = text(rdpLines(viewOf<RdpView>(rdp([]), 0), idle, UNICODE));
    expect(lines).toHaveLength(11);
    expect(lines[0]).toMatch(/^ +Ta +Tb +Tc$/);
    expect(lines[2]).toBe('            L1  │ a1   8♠ ×1   │ b1  10♦ ×1   │ c1   7♦ ×1   │  R1');
    expect(lines[4]).toContain('│ b2    —      │');
    expect(lines[9]).toContain('Deck: 43 cards');
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(78);
  });

  it('marks the cursor, the open choices and a chosen card without colour', () => {
    const sel: SelectionView = { verb: 'joker', args: ['a1'], cursor: 'c3', choices: ['b2', 'c3'], active: true };
    const lines = text(rdpLines(viewOf<RdpView>(rdp([]), 0), sel, UNICODE));
    expect(lines[2]).toContain('│[a1   8♠ ×1  ]│');
    expect(lines[4]).toContain('│·b2    —      │');
    expect(lines[6]).toContain('│▸c3   5♦ ×1  ◂│');
    const ascii = text(rdpLines(viewOf<RdpView>(rdp([]), 0), sel, ASCII));
    expect(ascii[6]).toContain('|>c3   5D x1  <|');
  });

  it('shows seated guests with appetite, and satisfied ones with a mark', () => {
    // a game played a while, so guests sit and some are served
    const m = rdp([], 11);
    while (!Object.values(viewOf<RdpView>(m, 0).seats).some((s) => s.satisfied) && !m.outcome().over) m.play(0, m.legal(0)[0].move);
    const v = viewOf<RdpView>(m, 0);
    const [name, seat] = Object.entries(v.seats).find(([, s]) => s.satisfied)!;
    const lines = text(rdpLines(v, idle, UNICODE)).join('\n');
    expect(lines).toMatch(new RegExp(`${name} ${seat.guest.slice(0, -1)}. ✓`));
    expect(text(rdpLines(v, idle, ASCII)).join('\n')).toContain(`${name} ${seat.guest} ok`);
  });

  it('holds the drawn card and the favors in the hand region', () => {
    const lines = text(rdpHand(viewOf<RdpView>(rdp(['keep', 'draw']), 0), UNICODE));
    expect(lines).toEqual(['Drawn: 6♣', 'Favors: A♥ A♣ BJ · used: —']);
  });

  it('writes log lines with suit symbols, or leaves them for ASCII', () => {
    expect(prettySentence('Placed 10H on b2; served QS.', UNICODE)).toBe('Placed 10♥ on b2; served Q♠.');
    expect(prettySentence('Placed 10H on b2.', ASCII)).toBe('Placed 10H on b2.');
  });
});

describe('The Feast', () => {
  const names = seatNames(['human', 'greedy', 'greedy']);
  const feast = (moves: string[] = [], seats = ['human', 'greedy', 'greedy'] as const) =>
    matchFromRecord({ game: 'the-feast', seed: 5, options: {}, seats: [...seats], moves });

  it("lists every seat and dummy, the dummies' face-up ploys and the topic", () => {
    const lines = text(feastLines(viewOf<FeastView>(feast(), 0), 0, names, UNICODE));
    expect(lines[0]).toBe('Hand 1 of 4 · round 1 of 8 · topic 9 · pile 22 · discard 0');
    expect(lines[2]).toMatch(/^▸ You +8 +0 +0$/);
    expect(lines[5]).toMatch(/^  Dummy 1 +7 +10, face up/);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(78);
  });

  it('shows who has chosen, and only your own ploy', () => {
    const m = feast(['1: ploy 5', '2: ploy 6']);
    const lines = text(feastLines(viewOf<FeastView>(m, 0), 0, names, UNICODE));
    expect(lines[2]).toContain('5, yours (face down)');
    expect(lines[3]).toContain('chosen ✓');
    expect(lines[4]).not.toContain('chosen');
    expect(text(feastHand(viewOf<FeastView>(m, 0), 0, UNICODE))[1]).toContain('Your ploy: 5 (face down)');
  });

  it('tells the last round again after the reveal', () => {
    const m = feast(['1: ploy 5', '2: ploy 5', '3: ploy 6']);
    const lines = text(feastLines(viewOf<FeastView>(m, 0), 0, names, UNICODE));
    expect(lines).toContain('Last round, topic 9: You 5 · Seat 2 5 · Seat 3 6 · Dummy 1 10');
    expect(lines.some((l) => l.includes('gaffes: 5 5') && l.includes('Dummy 1 took the topic 9'))).toBe(true);
  });

  it('after a reveal, marks gaffes and the seat choosing its capture', () => {
    const moves = ['1: ploy 4', '2: ploy 10', '3: ploy 9', '4: ploy 7', '1: ploy 9', '2: ploy 4', '3: ploy 1', '4: ploy 3', '1: ploy 9', '2: ploy 6', '3: ploy 8', '4: ploy 7', '1: ploy 9', '2: ploy 10', '3: ploy 10', '4: ploy 8', '4: take gaffe 10', '1: ploy 9', '2: ploy 5', '3: ploy 5', '4: ploy 5'];
    const m = matchFromRecord({ game: 'the-feast', seed: 4, options: {}, seats: ['human', 'greedy', 'greedy', 'greedy'], moves });
    const lines = text(feastLines(viewOf<FeastView>(m, 0), 0, seatNames(m.seats), UNICODE));
    expect(lines[2]).toContain('9 (choosing)');
    expect(lines[3]).toContain('5 (gaffe)');
    const plugin = boardFor('the-feast');
    const sel: SelectionView = { verb: 'take', args: [], cursor: 'topic', choices: ['topic', 'gaffe'], active: true };
    expect(plugin.prompt?.(m.view(0), sel, UNICODE)).toBe('Your 9 is the only unmatched ploy: take the topic 7 or one gaffe.');
  });

  it("fits the header and every position's row in its width through a whole game, the hand being played among the columns", () => {
    const m = matchFromRecord({ game: 'the-feast', seed: 7, options: {}, seats: ['human', 'greedy', 'greedy', 'greedy'], moves: [] });
    let hands = 0;
    for (let steps = 0; !m.outcome().over && steps < 2000; steps++) {
      const v = viewOf<FeastView>(m, 0);
      for (const width of [78, 58]) {
        const lines = text(feastLines(v, 0, seatNames(m.seats), UNICODE, width));
        const rows = v.phase === 'over' ? lines : lines.slice(1, 2 + v.hands.length + v.dummies.length);
        for (const l of rows) expect(l.length, `hand ${v.hand}, width ${width}: ${l}`).toBeLessThanOrEqual(width);
        if (v.phase !== 'over') expect(lines[1], `hand ${v.hand}, width ${width}`).toMatch(new RegExp(`h(and )?${v.hand}\\*?\\s*$`));
      }
      hands = Math.max(hands, v.hand);
      const seat = m.toMove()[0];
      m.play(seat, m.legal(seat)[0].move);
    }
    expect(hands).toBeGreaterThanOrEqual(3);
  });

  it('fits eight seats in the board region', () => {
    const seats = ['human', 'greedy', 'greedy', 'greedy', 'greedy', 'greedy', 'greedy', 'greedy'] as const;
    const m = matchFromRecord({ game: 'the-feast', seed: 2, options: {}, seats: [...seats], moves: [] });
    const lines = text(feastLines(viewOf<FeastView>(m, 0), 0, seatNames(m.seats), UNICODE));
    expect(lines.length).toBeLessThanOrEqual(BOARD_LINES);
    expect(lines.filter((l) => /^[ ▸] (You|Seat \d)/.test(l))).toHaveLength(8);
  });
});

describe('the generic board', () => {
  it("packs a view's fields into lines, hands apart", () => {
    const lines = fieldLines({ phase: 'ploys', round: 2, hands: [8, 8], captured: { '1': [10], '2': [] }, yourHand: [1, 2] }, 78, 11);
    expect(lines).toEqual(['phase: ploys                            round: 2', 'hands: 8 8                              captured: 1=[10] 2=-']);
  });
  it('cuts what does not fit, saying so', () => {
    const view = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`field${i}`, 'x'.repeat(50)]));
    const lines = fieldLines(view, 78, 11);
    expect(lines).toHaveLength(11);
    expect(lines[10]).toMatch(/more lines/);
  });
  it('draws any game from its view alone (here Just Desserts)', () => {
    const m = matchFromRecord({ game: 'just-desserts', seed: 1, options: {}, seats: ['human', 'greedy'], moves: [] });
    const given = { view: m.view(0), selection: idle, glyphs: UNICODE, seat: 0, names: ['You', 'Seat 2'] };
    const frame = drawn(genericBoard, 'board', given);
    expect(frame.split('\n').length).toBeLessThanOrEqual(BOARD_LINES);
    expect(frame).toContain('phase:');
    expect(drawn(genericBoard, 'hand', given)).toMatch(/^hand: /);
  });
});
