// The Feast's reveal walkthrough on the board: the rulebook's three examples from stacked
// decks, drawn from real views; 4 to 8 seats with dummies within 78 columns and the board's
// lines, in Unicode and ASCII; and no face-down ploy of another seat shown before the reveal.
import { describe, expect, it } from 'vitest';
import { Match } from '../../src/engine/match.js';
import type { SeatKind } from '../../src/engine/record.js';
import type { Options } from '../../src/engine/types.js';
import type { FeastView } from '../../src/games/the-feast/view.js';
import { theFeastBoard } from '../../src/ui/boards/the-feast/plugin.js';
import { BOARD_LINES, type SelectionView } from '../../src/ui/boards/types.js';
import { ASCII, UNICODE, type Glyphs } from '../../src/ui/glyphs.js';
import { seatNames } from '../../src/ui/seats.js';
import { stackedDeck } from '../helpers/records.js';
import { drawn, viewOf } from '../helpers/boards.js';
import { matchFromRecord } from '../helpers/rules.js';

const idle: SelectionView = { verb: '', args: [], cursor: '', choices: [], active: false };

/** A deck dealing `first[p]` as position p's first card (5 positions, 8 cards each) and turning up `topic` first. */
function deck(first: number[], topic: number): string[] {
  const d = stackedDeck('the-feast', first.map(String));
  const at = d.indexOf(String(topic), first.length);
  d.splice(at, 1);
  d.splice(5 * 8, 0, String(topic));
  return d;
}

function match(seats: SeatKind[], moves: string[], cards?: string[], options: Options = {}): Match {
  return matchFromRecord({ game: 'the-feast', seed: 5, deck: cards, options, seats, moves });
}

/** The board as the screen draws it, from `seat`'s view. */
function board(m: Match, seat: number, g: Glyphs = UNICODE): string[] {
  const frame = drawn(theFeastBoard, 'board', { view: viewOf<FeastView>(m, seat), selection: idle, glyphs: g, seat, names: seatNames(m.seats) });
  return frame.split('\n').map((l) => l.trimEnd());
}

const FIVE: SeatKind[] = ['human', 'greedy', 'greedy', 'greedy', 'greedy'];

function fits(lines: string[]): void {
  expect(lines.length).toBeLessThanOrEqual(BOARD_LINES);
  for (const l of lines) expect(l.length).toBeLessThanOrEqual(78);
}

describe('The Feast: the reveal walkthrough', () => {
  it('topic 5, ploys 9-9-6-5-4: the gaffes, the highest unmatched 6 takes the topic, the lowest 4 a gaffe 9', () => {
    const m = match(FIVE, ['1: ploy 9', '2: ploy 9', '3: ploy 6', '4: ploy 5', '5: ploy 4'], deck([9, 9, 6, 5, 4], 5));
    const lines = board(m, 0);
    fits(lines);
    expect(lines[0]).toMatch(/^Hand 1 of 4 · round 2 of 8 · topic \d+/);
    expect(lines[1]).toMatch(/^Last reveal +▸ You +Seat 2 +Seat 3 +Seat 4 +Seat 5$/);
    expect(lines[2]).toMatch(/^ploy, topic 5 +9 +9 +6 +5 +4$/);
    expect(lines[3]).toMatch(/^outcome +gaffe +gaffe +\+topic +— +\+gaffe 9$/);
    expect(lines).toContain('1. Matched ranks are gaffes: 9 (You, Seat 2).');
    expect(lines).toContain("2. Highest unmatched ploy: Seat 3's 6, so it captures the topic 5.");
    expect(lines).toContain("3. Lowest unmatched ploy: Seat 5's 4, so it takes a gaffe, a 9.");
    expect(lines.some((l) => /^hand 1\* +0 +0 +5 +0 +9$/.test(l))).toBe(true);
    // once a seat has acted, the table is back, the last round told in two lines
    const next = match(FIVE, [...m.record().moves, `1: ploy ${(m.view(0).yourHand as number[])[0]}`], m.record().deck);
    const table = board(next, 0);
    expect(table.join('\n')).not.toContain('Last reveal');
    expect(table.some((l) => l.startsWith('Last round, topic 5: You 9 · Seat 2 9 · Seat 3 6'))).toBe(true);
  });

  it('an 8 taken as a gaffe reads "an 8"', () => {
    const m = match(FIVE, ['1: ploy 8', '2: ploy 8', '3: ploy 6', '4: ploy 5', '5: ploy 4'], deck([8, 8, 6, 5, 4], 5));
    expect(board(m, 0)).toContain("3. Lowest unmatched ploy: Seat 5's 4, so it takes a gaffe, an 8.");
  });

  it('topic 10, ploys 8-8-6-6-4: the single unmatched 4 chooses, then takes the topic', () => {
    const cards = deck([8, 8, 6, 6, 4], 10);
    const moves = ['1: ploy 8', '2: ploy 8', '3: ploy 6', '4: ploy 6', '5: ploy 4'];
    const seats: SeatKind[] = ['greedy', 'greedy', 'greedy', 'greedy', 'human'];
    const choosing = board(match(seats, moves, cards), 4);
    fits(choosing);
    expect(choosing[1]).toMatch(/^The reveal +Seat 1 +Seat 2 +Seat 3 +Seat 4 +▸ You$/);
    expect(choosing[3]).toMatch(/^outcome +gaffe +gaffe +gaffe +gaffe +choosing$/);
    expect(choosing).toContain('1. Matched ranks are gaffes: 8 (Seat 1, Seat 2); 6 (Seat 3, Seat 4).');
    expect(choosing).toContain("2. Only one unmatched ploy, your 4: the topic or one gaffe, not both.");
    expect(choosing).toContain('3. You are choosing: the topic 10 or a gaffe (8 or 6).');
    const took = board(match(seats, [...moves, '5: take topic'], cards), 4);
    expect(took[1]).toMatch(/^Last reveal/);
    expect(took[3]).toMatch(/\+topic$/);
    expect(took).toContain('3. You took the topic 10.');
    expect(took.some((l) => /^hand 1\* +0 +0 +0 +0 +10$/.test(l))).toBe(true);
  });

  it('topic 6, ploys 7-7-7-4-4: every ploy matched, nothing captured', () => {
    const m = match(FIVE, ['1: ploy 7', '2: ploy 7', '3: ploy 7', '4: ploy 4', '5: ploy 4'], deck([7, 7, 7, 4, 4], 6));
    const lines = board(m, 0);
    fits(lines);
    expect(lines[3]).toMatch(/^outcome( +gaffe){5}$/);
    expect(lines).toContain('1. Matched ranks are gaffes: 7 (You, Seat 2, Seat 3); 4 (Seat 4, Seat 5).');
    expect(lines).toContain('2. Every ploy matched: nothing captured.');
    expect(lines.join('\n')).not.toMatch(/captures|takes a gaffe/);
  });

  it('marks the dummies and shows their face-up ploys of the new round', () => {
    // two players, six dummies: eight positions
    const m0 = match(['human', 'human'], [], undefined, { dummies: 4 });
    const h0 = m0.view(0).yourHand as number[];
    const m1 = match(['human', 'human'], [`1: ploy ${h0[0]}`], undefined, { dummies: 4 });
    const h1 = m1.view(1).yourHand as number[];
    const m = match(['human', 'human'], [`1: ploy ${h0[0]}`, `2: ploy ${h1[0]}`], undefined, { dummies: 4 });
    const moved = m;
    for (const g of [UNICODE, ASCII]) {
      const lines = board(moved, 0, g);
      fits(lines);
      expect(lines[1]).toMatch(/(Last|The) reveal +. ?Seat 1 +Seat 2 +Dummy 1 +Dummy 2 +Dummy 3 +Dummy 4 +Dummy 5 +Dummy 6$/);
      if (moved.view(0).phase === 'ploys') expect(lines.some((l) => l.startsWith('face up now'))).toBe(true);
      if (g.ascii) expect(lines.join('\n')).toMatch(/^[\x20-\x7e\n]*$/);
    }
  });

  it('fits eight seats after many hands, the running scores per hand folded to the lines there are', () => {
    const seats: SeatKind[] = ['human', 'greedy', 'greedy', 'greedy', 'greedy', 'greedy', 'greedy', 'greedy'];
    const m = match(seats, []);
    // everyone plays its lowest card until hand 4 is under way
    let guard = 0;
    while ((m.view(0).hand as number) < 4 || (m.view(0).round as number) < 3) {
      const seat = m.toMove()[0];
      m.play(seat, m.legal(seat)[0].move);
      if (++guard > 1000) throw new Error('no progress');
    }
    for (const g of [UNICODE, ASCII]) {
      const lines = board(m, 0, g);
      fits(lines);
      expect(m.view(0).phase).toBe('ploys');
      {
        expect(lines[1]).toMatch(/^Last reveal +. ?You +Seat 2 +Seat 3 +Seat 4 +Seat 5 +Seat 6 +Seat 7 +Seat 8$/);
        expect(lines.some((l) => /^hands 1-\d/.test(l))).toBe(true);
        expect(lines.some((l) => l.startsWith('hand 4*'))).toBe(true);
        expect(lines.some((l) => l.startsWith('points'))).toBe(true);
      }
    }
  });

  it("never shows another seat's face-down ploy before the reveal", () => {
    const seats: SeatKind[] = ['human', 'human', 'human', 'human'];
    // four seats, no dummies: first cards 9, 2, 3, 5 (the topic is stacked for five seats: any topic will do)
    const cards = deck([9, 2, 3, 5], 7);
    const m = match(seats, ['1: ploy 9'], cards);
    expect(m.view(1).phase).toBe('ploys');
    const lines = board(m, 1);
    expect(lines.join('\n')).not.toContain('reveal');
    const row = lines.find((l) => / Seat 1 /.test(l)) ?? '';
    expect(row).toContain('chosen ✓');
    expect(row).not.toMatch(/ 9\b/);
    // a round later: each person sees the walkthrough until they choose, then the table
    const round1 = ['1: ploy 9', '2: ploy 2', '3: ploy 3', '4: ploy 5'];
    const after = match(seats, round1, cards);
    expect(board(after, 1)[1]).toMatch(/^Last reveal/);
    const mine = (after.view(0).yourHand as number[])[0];
    const chosen = match(seats, [...round1, `1: ploy ${mine}`], cards);
    const seat1 = board(chosen, 0);
    expect(seat1.join('\n')).not.toContain('Last reveal');
    // Seat 2 has not chosen: the last round's walkthrough, and nothing of Seat 1's new ploy
    expect(board(chosen, 1)[1]).toMatch(/^Last reveal/);
    expect(chosen.view(1).ploys).toEqual([null, null, null, null]);
  });
});
