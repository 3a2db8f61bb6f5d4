// Louis XIV on screen: the board's lines from hand-made views (every part shown, within 78
// columns and its line budget, readable in ASCII), the compact layout's (58 columns, 10+2
// lines, from 60x20), the lines and prompts over real games, the forced-disposal warning
// checked against what the rules then do, and an ink render.
import { describe, expect, it } from 'vitest';
import { Match } from '../../src/engine/match.js';
import type { SeatKind } from '../../src/engine/record.js';
import { greedyPlayer } from '../../src/engine/players.js';
import { boardFor } from '../../src/ui/boards/index.js';
import { nobleCheck } from '../../src/ui/boards/louis-xiv/check.js';
import { nobleFaces } from '../../src/ui/boards/louis-xiv/faces.js';
import { compactBoardLines } from '../../src/ui/boards/louis-xiv/compact.js';
import { boardLines, handLines, outcomes, wrap } from '../../src/ui/boards/louis-xiv/lines.js';
import { louisXivBoard } from '../../src/ui/boards/louis-xiv/plugin.js';
import { TARGETS } from '../../src/ui/boards/louis-xiv/view.js';
import type { LouisView } from '../../src/games/louis-xiv/view.js';
import { BOARD_LINES, HAND_LINES, type BoardLayout, type SelectionView } from '../../src/ui/boards/types.js';
import { playLayout, smallestFor } from '../../src/ui/layout.js';
import { ASCII, UNICODE, type Glyphs } from '../../src/ui/glyphs.js';
import { INITIAL_PLAY, choices, playReducer } from '../../src/ui/state/play-reducer.js';
import { LOUIS_DATA, fourSeats, solo } from '../helpers/louis-xiv-view.js';
import { drawn, viewOf, type Given } from '../helpers/boards.js';
import { matchFromRecord } from '../helpers/rules.js';

const NAMES = ['You', 'Seat 2 (greedy)', 'Seat 3 (greedy)', 'Seat 4 (hard)'];
const flat = (lines: { text: string }[][]): string[] => lines.map((l) => l.map((s) => s.text).join(''));
const idle: SelectionView = { verb: '', args: [], cursor: '', choices: [], active: false };
const placing = (cursor: string, args: string[] = ['7B']): SelectionView => ({
  verb: 'place',
  args,
  cursor,
  choices: ['n1', 'n2', 'n3', 'n4', 'n6'],
  active: true,
  seat: 0,
});

function draw(v: LouisView, sel: SelectionView, g: Glyphs = UNICODE, seat = 0, names = NAMES) {
  return {
    board: flat(boardLines(v, sel, g, seat, names, LOUIS_DATA, nobleCheck)),
    hand: flat(handLines(v, sel, g, seat, names, LOUIS_DATA, nobleCheck)),
  };
}

function fits(lines: string[], most: number, width = 78): void {
  expect(lines.length).toBeLessThanOrEqual(most);
  for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(width);
}

const COMPACT: BoardLayout = { name: 'compact', width: 58, boardLines: 10, handLines: 2 };

/** The compact layout's board and hand, as text. */
function drawCompact(v: LouisView, sel: SelectionView, g: Glyphs = UNICODE, seat = 0, names = NAMES, data: unknown = LOUIS_DATA) {
  return {
    board: flat(compactBoardLines(v, sel, g, seat, names, data, nobleCheck)),
    hand: flat(handLines(v, sel, g, seat, names, data, nobleCheck, 58)),
  };
}

/** The board and the hand as ink draws them, line by line. */
function inkDraw(props: Given<LouisView>) {
  return { board: drawn(louisXivBoard, 'board', props).split('\n'), hand: drawn(louisXivBoard, 'hand', props).split('\n') };
}

/** The text of noble column `i` (0-5) on a board line. */
const column = (line: string, i: number): string => line.slice(i * 13, i * 13 + 13).trim();

describe('the board from a four-seat view', () => {
  it('shows the tray with its row and column names, the piles and every other seat at a glance', () => {
    const { board } = draw(fourSeats(), idle);
    fits(board, BOARD_LINES);
    expect(board[0]).toMatch(/^ +col +a +b +c +Deck 41 · END drawn 1 of 2 · discard 3, top 8P$/);
    expect(board[1]).toMatch(/^ row 1 +— +— +— /);
    expect(board[2]).toMatch(/^ row 2 +4Y +5K +9P /);
    expect(board[3]).toMatch(/^ row 3 +8K +11B +1G /);
    // per noble: ✓ scored, the number of cards under it, · none; the imposter when used
    expect(board[1]).toMatch(/Seat 2 \(greedy\) +6 pts +✓ +2 +· +1 +✓ +· +imp used$/);
    expect(board[2]).toMatch(/Seat 3 \(greedy\) +0 pts +3 +· +· +· +3 +10 *$/);
    expect(board[3]).toMatch(/Seat 4 \(hard\) +7 pts +✓ +✓ +✓ +· +· +· +imp used$/);
  });

  it("draws the seat's six nobles as columns: points, colour with its letter, need, cards", () => {
    const { board } = draw(fourSeats(), idle);
    const cols = (row: number) => [0, 1, 2, 3, 4, 5].map((i) => column(board[4 + row], i));
    expect(cols(0)).toEqual(['n1  3 pts', 'n2  2 pts', 'n3  2 pts', 'n4  1 pt', 'n5  3 pts', 'n6  1 pt']);
    expect(cols(1)).toEqual(['Y yellow', 'B blue', 'P purple', 'G green', 'K pink', 'any colour']);
    expect(cols(2)).toEqual(['4 same', 'pair+pair,', '4 P, sum <15', '3 G, 2 add', '4 K, sum >38', 'sum 25, any']);
    expect(cols(3)).toEqual(['value, 1+ Y', 'each 1+ B', '', 'up to 3rd', '', 'cards']);
    expect(cols(4)).toEqual(['7Y 7G', '—', '3P 1W', '—', '✓ scored', '12G 10B']);
    // nothing selected: no outcome line
    expect(board[10].trim()).toBe('');
  });

  it('says under each noble what the selected card would do, by the game\'s checks', () => {
    const { board, hand } = draw(fourSeats(), placing('n3'));
    // 7B: a fourth 7 may still come for n1; n3 wants purple; n4 green (empty: only 7B goes);
    // n6 would pass 25; n5 is scored
    expect([0, 1, 2, 3, 4, 5].map((i) => column(board[10], i))).toEqual(['fits', 'fits', 'discards all', 'discarded', '', 'discards all']);
    expect(board[4]).toContain('▸n3◂');
    expect(hand[0]).toBe('You: 3 points, 1 of 6 nobles scored · To place: [7B] 3G 12W');
    expect(hand[1]).toBe('7B: fits n1 n2 · discards all of n3 n4 n6');
    const three = draw(fourSeats(), placing('3G', []));
    expect(column(three.board[10], 5)).toBe('completes');
    expect(three.hand[0]).toContain('To place: 7B ▸3G◂ 12W');
    expect(three.hand[1]).toMatch(/^3G: completes n6 · /);
  });

  it("calls the cards another seat is placing its own, and names seat 1 for a spectator", () => {
    expect(draw(fourSeats(), idle).hand[0]).toBe('You: 3 points, 1 of 6 nobles scored · Being placed: 7B 3G 12W');
    const third = draw(fourSeats(), { ...idle, seat: 2 });
    expect(third.hand[0]).toContain('· Seat 3 (greedy) places: 7B 3G 12W');
    expect(third.board[2]).toMatch(/^ row 2 .* ▸Seat 3 \(greedy\)  0 pts/);
    expect(third.board[1]).toMatch(/^ row 1 .*   Seat 2 \(greedy\)  6 pts/);
    const watching = draw(fourSeats(), idle, UNICODE, -1, ['Seat 1 (greedy)', 'Seat 2 (greedy)', 'Seat 3 (greedy)', 'Seat 4 (hard)']);
    expect(watching.hand[0]).toMatch(/^Seat 1 \(greedy\): 3 points, 1 of 6 nobles scored · Being placed:/);
    expect(watching.board.slice(1, 4).map((l) => l.slice(28, 43).trim())).toEqual(['Seat 2 (greedy)', 'Seat 3 (greedy)', 'Seat 4 (hard)']);
  });

  it('while taking, says under each noble which cards of the take under the cursor it would take in', () => {
    const take = fourSeats({ phase: 'take', toPlace: [] });
    // row 2 is 4Y 5K 9P: n1 (7Y 7G) wants 7s; n2 (two pairs, each with a B) any of them alone;
    // n3 (3P 1W) purple under 15; n4 green; n6 (12G 10B) 25 at most
    const row2 = draw(take, { verb: 'row', args: [], cursor: '2', choices: ['1', '2', '3'], active: true, seat: 0 });
    expect([0, 1, 2, 3, 4, 5].map((i) => column(row2.board[10], i))).toEqual(['none fits', 'each fits', 'fit 9P', 'none fits', '', 'none fits']);
    expect(louisXivBoard.prompt?.(take, { verb: 'row', args: [], cursor: '2', choices: [], active: true }, UNICODE, LOUIS_DATA)).toBe(
      'Take a whole row: row 2 holds 4Y 5K 9P; under each noble, what fits.',
    );
    const imposter = draw(take, { verb: 'imposter', args: ['a2', 'b2'], cursor: 'c2', choices: ['c2'], active: true, seat: 0 });
    expect(column(imposter.board[10], 2)).toBe('fit 9P');
    // the imposter's first cells alone say nothing yet; the row of empty cells neither
    expect(draw(take, { verb: 'imposter', args: ['a2'], cursor: 'b2', choices: ['b2'], active: true }).board[10].trim()).toBe('');
    const empty = draw(take, { verb: 'row', args: [], cursor: '1', choices: ['1', '2', '3'], active: true });
    expect(empty.board[10].trim()).toBe('');
  });

  it("gives a hint's reason from the game's checks, for the seat asking", () => {
    const v = fourSeats();
    const why = (move: string, seat = 0) => louisXivBoard.why?.(v, move, LOUIS_DATA, seat);
    expect(why('place 3G n6')).toBe('it completes n6: 1 point');
    expect(why('place 7B n1')).toBe('n1 can still be completed with it');
    expect(why('place 7B n3')).toBe('it fits no noble worth keeping');
    // row 2 (4Y 5K 9P): n2 takes any of them; row 3 (8K 11B 1G) for seat 1 too
    expect(why('row 2')).toBe('each of its cards fits a noble of yours');
    expect(why('imposter a2 b2 b3')).toBe("the imposter's cells: each of its cards fits a noble of yours");
    expect(why('done')).toBe('the cards under your nobles are worth keeping');
    // seat 3 with only n1 (three 10s) and n5 (12P 11P 10P) open: row 3 (8K 11B 1G) helps neither, 9P helps n5
    const third = fourSeats();
    third.nobles[2] = third.nobles[2].map((n) => ({ ...n, scored: !['n1', 'n5'].includes(n.noble) }));
    const w = third;
    expect(louisXivBoard.why?.(w, 'row 3', LOUIS_DATA, 2)).toBe('0 of its 3 cards fit a noble of yours');
    expect(louisXivBoard.why?.(w, 'col c', LOUIS_DATA, 2)).toBe('1 of its 2 cards fits a noble of yours');
  });

  it('marks the take under the cursor, and the imposter\'s cells, without colour', () => {
    const row = draw(fourSeats({ phase: 'take', toPlace: [] }), { verb: 'row', args: [], cursor: '2', choices: ['1', '2', '3'], active: true });
    expect(row.board[2]).toMatch(/^▸row 2◂ \[ 4Y\] \[ 5K\] \[ 9P\]/);
    expect(row.board[1]).toMatch(/^·row 1 /);
    const col = draw(fourSeats({ phase: 'take', toPlace: [] }), { verb: 'col', args: [], cursor: 'c', choices: ['a', 'b', 'c'], active: true });
    expect(col.board[0]).toMatch(/^ +col · a +· b +▸ c ◂ /);
    expect(col.board[3]).toMatch(/^ row 3 +8K +11B +\[ 1G\]/);
    const imp = draw(solo(), { verb: 'imposter', args: ['a1'], cursor: 'b1', choices: ['b1', 'a2'], active: true }, ASCII);
    expect(imp.board[1]).toMatch(/^ row 1  \[ 3B\] > 8Y<   6K /);
    expect(imp.board[2]).toMatch(/^ row 2  \. +-- +-- +2G /);
  });

  it('keeps 78 columns with long names and many cards, and uses only ASCII in ASCII', () => {
    const long = ['Somebody with a very long name', 'Another very long seat name', 'Third (normal) seat name', 'x'];
    const v = fourSeats({ nobles: fourSeats().nobles.map((s) => s.map((n) => ({ ...n, cards: ['1B', '1G', '1P', '1K', '1Y', '1W', '2B', '2G', '2P', '2K'] }))) });
    for (const g of [UNICODE, ASCII]) {
      for (const seat of [0, 1, 3]) {
        const { board, hand } = draw(v, placing('n6'), g, seat, long);
        fits(board, BOARD_LINES);
        fits(hand, HAND_LINES);
        if (g.ascii) expect([...board, ...hand].join('\n')).toMatch(/^[\x20-\x7e\n]*$/);
        // two lines of cards, the rest counted
        expect(column(board[8], 5)).toBe('1B 1G 1P 1K');
        expect(column(board[9], 5)).toMatch(/^1Y 1W 2B \+3$/);
      }
    }
  });
});

describe('the board in solo', () => {
  it("shows the round, the A.I.'s last card and its cells, the score and the rating scale", () => {
    const { board, hand } = draw(solo(), idle);
    fits(board, BOARD_LINES);
    expect(board[0]).toMatch(/Deck 30 · discard 0$/);
    expect(board[0]).not.toContain('END');
    expect(board[1]).toMatch(/Round 4 of 9 · A\.I\. drew S4, discarding a2 b2 b3$/);
    expect(board[2]).toMatch(/Score 1 point · rating: fired$/);
    expect(board[3]).toMatch(/7 good enough, 9 a big tip, 11 waiter of the year$/);
    expect(hand[1]).toBe('Imposter (corner), once: a1 b1 a2 · b1 c1 c2 · c2 b3 c3 · a2 a3 b3');
    expect(draw(solo({ imposterUsed: [true] }), idle).hand[1]).toBe('Imposter (corner): used');
  });

  it('prints the masked side\'s needs, each within two lines of its column, for every seat', () => {
    for (const side of ['unmasked', 'masked']) {
      for (let seat = 0; seat < 4; seat++) {
        const faces = nobleFaces(LOUIS_DATA, side, seat);
        expect(faces).toHaveLength(6);
        for (const f of faces) {
          const lines = wrap(f.need, 12, 2, UNICODE);
          expect(lines.join(' ')).toBe(f.need);
          if (f.colour) expect(f.need).toContain(f.colour);
        }
      }
    }
    const { board } = draw(solo(), idle);
    expect([0, 1, 2, 3, 4, 5].map((i) => `${column(board[6], i)} ${column(board[7], i)}`.trim())).toEqual([
      'triple+pair, each 1+ B',
      '4 G, all odd or all even',
      '4 falling, 1st+last K',
      '3 down 3 up, 1st+4th P',
      '4 rising, 1st+last Y',
      'sum 25 no W, 1 per colour',
    ]);
    expect(column(board[5], 5)).toBe('no colour');
    expect(column(board[8], 3)).toBe('11P 9B 4G 2P');
    expect(column(board[9], 3)).toBe('5Y 8Y');
  });
});

describe('the compact layout (from 60x20)', () => {
  it('is chosen at 60x20 and leaves the lower region its two lines; below, the screen asks for 60x20', () => {
    expect(louisXivBoard.layouts?.compact).toEqual({ board: COMPACT.boardLines, hand: COMPACT.handLines });
    expect(playLayout(louisXivBoard, 60, 20)).toMatchObject({ name: 'compact', width: 58, lower: 2 });
    expect(playLayout(louisXivBoard, 80, 23)).toMatchObject({ name: 'full' });
    expect(playLayout(louisXivBoard, 59, 20)).toBeUndefined();
    expect(smallestFor(louisXivBoard)).toEqual({ columns: 60, rows: 20 });
  });

  it('four seats: the tray, the piles, the others at a glance, the six nobles as rows', () => {
    const { board, hand } = drawCompact(fourSeats(), idle);
    fits(board, COMPACT.boardLines, 58);
    fits(hand, COMPACT.handLines, 58);
    expect(board[0]).toMatch(/^ +a +b +c +Deck 41  END 1\/2  discard 3, top 8P$/);
    expect(board[1]).toMatch(/^ 1 +— +— +— +Seat 2 +6pt ✓ 2 · 1 ✓ · imp used$/);
    expect(board[2]).toMatch(/^ 2 +4Y +5K +9P +Seat 3 +0pt 3 · · · 3 10$/);
    expect(board[3]).toMatch(/^ 3 +8K +11B +1G +Seat 4 +7pt ✓ ✓ ✓ · · · imp used$/);
    // points, need (the colour by its letter), cards under it; a scored noble says so
    expect(board.slice(4)).toEqual([
      ' n1  3pt 4 same value, 1+ Y   7Y 7G',
      ' n2  2pt pair+pair, each 1+ B —',
      ' n3  2pt 4 P, sum <15         3P 1W',
      ' n4  1pt 3 G, 2 add up to 3rd —',
      ' n5  3pt 4 K, sum >38         ✓ scored',
      ' n6  1pt sum 25, any cards    12G 10B',
    ]);
    expect(hand).toEqual(['You: 3 points, 1 of 6 scored · Being placed: 7B 3G 12W', 'Imposter, once: a1 b1 a2 · b1 c1 c2 · c2 b3 c3 · a2 a3 b3']);
  });

  it('while placing, says at the right of each noble what the card will do, and the prompt what happens', () => {
    const { board, hand } = drawCompact(fourSeats(), placing('n3'));
    expect(board.slice(4).map((l) => l.slice(48).trim())).toEqual(['fits', 'fits', 'discards', 'discards', '', 'discards']);
    expect(board[6]).toMatch(/^▸n3◂ 2pt 4 P, sum <15 +3P 1W +discards$/);
    expect(board[4]).toMatch(/^·n1 /);
    for (const l of board.slice(4)) if (l.trim().endsWith('fits') || l.endsWith('discards')) expect(l).toHaveLength(58);
    expect(hand).toEqual(['You: 3 points, 1 of 6 scored · To place: [7B] 3G 12W', '7B: fits n1 n2 · discards all of n3 n4 n6']);
    const v = fourSeats();
    const ask = (cursor: string, args: string[] = ['7B']) => louisXivBoard.prompt?.(v, placing(cursor, args), UNICODE, LOUIS_DATA, 58);
    expect(ask('n3')).toBe('7B under n3 spoils it: 3 cards discarded.');
    expect(ask('n4')).toBe('7B under n4 spoils it: 1 card discarded.');
    expect(ask('n1')).toBe('7B under n1: fits, and it can still be completed.');
    expect(ask('n6', ['3G'])).toBe('3G under n6: completes it (1 point).');
    expect(drawCompact(fourSeats(), placing('n6', ['3G'])).board[9]).toMatch(/12G 10B +completes$/);
  });

  it('while taking, says which cards of the take each noble would take in', () => {
    const take = fourSeats({ phase: 'take', toPlace: [] });
    const sel: SelectionView = { verb: 'row', args: [], cursor: '2', choices: ['1', '2', '3'], active: true, seat: 0 };
    const { board } = drawCompact(take, sel);
    expect(board[2]).toMatch(/^▸2◂ \[ 4Y\] \[ 5K\] \[ 9P\]/);
    expect(board[1]).toMatch(/^·1 /);
    expect(board.slice(4).map((l) => l.slice(47).trim())).toEqual(['none fits', 'each fits', 'fit 9P', 'none fits', '', 'none fits']);
    expect(louisXivBoard.prompt?.(take, sel, UNICODE, LOUIS_DATA, 58)).toBe('Take row 2: 4Y 5K 9P; each noble says what fits.');
    const col = drawCompact(take, { verb: 'col', args: [], cursor: 'c', choices: ['a', 'b', 'c'], active: true });
    expect(col.board[0]).toMatch(/^ +· a +· b +▸ c ◂ +Deck/);
  });

  it('solo: the round, the cells the A.I. cleared, the score and the next rating to reach', () => {
    const playing = solo({ rating: null });
    const { board, hand } = drawCompact(playing, idle);
    fits(board, COMPACT.boardLines, 58);
    expect(board[0]).toMatch(/Deck 30  discard 0$/);
    expect(board[1]).toMatch(/^ 1 +3B +8Y +6K  Round 4\/9 · A\.I\. S4 cleared a2 b2 b3$/);
    expect(board[2]).toMatch(/Score 1 point · rating now: fired$/);
    expect(board[3]).toMatch(/ next: 7 good enough$/);
    // the masked side's longest need whole, and six cards under n4
    expect(board[9]).toMatch(/^ n6  2pt sum 25 no W, 1 per colour —$/);
    expect(board[7]).toMatch(/3 down 3 up, 1st\+4th P +11P 9B 4G 2P 5Y 8Y$/);
    expect(hand[0]).toBe('You: 1 point, 1 of 6 scored');
    // once over: the rating, and the scale (cut)
    const over = drawCompact(solo({ rating: 'fired', phase: 'over' }), idle);
    expect(over.board[2]).toMatch(/Score 1 point · rating: fired$/);
    expect(over.board[3]).toMatch(/ 7 good enough, 9 a big tip, 11 wait…$/);
  });

  it('stays within 58 columns with many cards, counting those it cannot show, in ASCII too', () => {
    const many = ['12B', '11G', '10P', '9K', '8Y', '7W', '6B', '5G', '4P', '3K'];
    const v = fourSeats({ nobles: fourSeats().nobles.map((s) => s.map((n) => ({ ...n, cards: many }))) });
    for (const g of [UNICODE, ASCII]) {
      for (const seat of [0, 2, -1]) {
        const { board, hand } = drawCompact(v, placing('n6'), g, seat);
        fits(board, COMPACT.boardLines, 58);
        fits(hand, COMPACT.handLines, 58);
        if (g.ascii) expect([...board, ...hand].join('\n')).toMatch(/^[\x20-\x7e\n]*$/);
        // n1 is not scored: its first cards, the rest counted, then what 7B would do
        const [, shown, more] = /sum <15 +((?:\d+[A-Z] )+)\+(\d+) +discards/.exec(board[6]) ?? [];
        expect(shown.trim().split(' ').length + Number(more)).toBe(10);
      }
    }
    const watching = drawCompact(fourSeats(), { ...idle, seat: 2 }, UNICODE, -1, ['Seat 1 (greedy)', 'Seat 2 (greedy)', 'Seat 3 (greedy)', 'Seat 4 (hard)']);
    expect(watching.hand[0]).toBe('Seat 1: 3 points, 1 of 6 scored · Seat 3 places: 7B 3G 12W');
    expect(watching.board[2]).toMatch(/▸Seat 3 +0pt/);
  });

  it('ink draws the compact board and hand when the screen gives that layout', () => {
    const m = placingMatch(['human', 'greedy', 'greedy', 'greedy'], 3, 'unmasked', 1);
    const props = { view: viewOf<LouisView>(m, 0), selection: placing('n2', [viewOf<LouisView>(m, 0).toPlace[0]]), glyphs: UNICODE, seat: 0, names: NAMES, data: m.data, layout: COMPACT };
    const { board, hand } = inkDraw(props);
    fits(board, COMPACT.boardLines, 58);
    expect(board).toHaveLength(COMPACT.boardLines);
    expect(board[0]).toMatch(/^ +a +b +c +Deck \d+  END 0\/2/);
    expect(board[5]).toMatch(/^▸n2◂ 2pt pair\+pair/);
    expect(hand).toHaveLength(COMPACT.handLines);
    expect(hand[0]).toMatch(/^You: \d+ points?, \d of 6 scored · To place: \[/);
  });
});

/** Plays greedy moves for every seat until seat 1 is placing, `skip` times over. */
function placingMatch(seats: SeatKind[], seed: number, side: string, skip: number): Match {
  const m = matchFromRecord({ game: 'louis-xiv', seed, options: { side }, seats, moves: [] });
  let seen = 0;
  while (!m.outcome().over) {
    const seat = m.toMove()[0];
    if (seat === 0 && viewOf<LouisView>(m, 0).phase === 'place' && seen++ >= skip) break;
    m.play(seat, greedyPlayer.choose(m.decision(seat)));
  }
  return m;
}

describe('over real games', () => {
  it('warns before exactly the placements the rules answer with a forced disposal', () => {
    let forced = 0;
    let completes = 0;
    for (const [seats, side] of [
      [['human', 'greedy', 'greedy', 'greedy'], 'unmasked'],
      [['human'], 'masked'],
      [['human', 'greedy'], 'masked'],
    ] as const) {
      // twelve positions a table: enough that some placement completes a noble, whatever greedy plays
      for (let skip = 0; skip < 12; skip++) {
        const m = placingMatch([...seats], 11 + skip, side, skip);
        if (m.outcome().over) continue;
        const v = viewOf<LouisView>(m, 0);
        for (const l of m.legal(0).filter((x) => x.text.startsWith('place '))) {
          const [, card, noble] = l.text.split(' ');
          const warning = louisXivBoard.confirm?.(v, l.text, 0, m.data);
          const after = m.copy();
          after.play(0, l.move);
          const under = viewOf<LouisView>(after, 0).nobles[0].find((n) => n.noble === noble)!;
          // gone from under the noble and not scored (the third card scores at once when it completes)
          const discarded = !under.cards.includes(card) && !under.scored;
          expect(warning !== undefined, `${l.text} at seed ${11 + skip}`).toBe(discarded);
          if (warning) {
            forced++;
            expect(warning).toMatch(new RegExp(`^${card} spoils ${noble} \\(\\d+ cards?\\ discarded\\)$`));
            expect(louisXivBoard.prompt?.(v, { ...placing(noble, [card]), seat: 0 }, UNICODE, m.data)).toMatch(/: spoils it, .* to the discard pile\./);
          }
          const sel = { ...placing(noble, [card]), seat: 0 };
          // whole in its 78 columns: the need's reminder goes when it does not fit, never cut
          const said = louisXivBoard.prompt?.(v, sel, UNICODE, m.data) ?? '';
          expect(said.length, said).toBeLessThanOrEqual(78);
          expect(said).toMatch(/\.$/);
          const o = outcomes(v, sel, 0, m.data, nobleCheck)[Number(noble.slice(1)) - 1];
          if (o === 'completes') completes++;
        }
      }
    }
    expect(forced).toBeGreaterThan(10);
    expect(completes).toBeGreaterThan(0);
  });

  it('draws every position of a four-seat game within its budget, from every seat', () => {
    const m = matchFromRecord({ game: 'louis-xiv', seed: 5, options: {}, seats: ['greedy', 'greedy', 'greedy', 'greedy'], moves: [] });
    let positions = 0;
    while (!m.outcome().over && positions < 400) {
      const seat = m.toMove()[0];
      const legal = m.legal(seat);
      const st = playReducer(INITIAL_PLAY, { type: 'reset', legal, targets: TARGETS, preferredKeys: louisXivBoard.verbKeys });
      const sel: SelectionView = { verb: st.verb, args: st.args, cursor: st.cursor, choices: choices(st), active: true, seat };
      for (const g of [UNICODE, ASCII]) {
        const v = viewOf<LouisView>(m, seat);
        const { board, hand } = { board: flat(boardLines(v, sel, g, seat, NAMES, m.data, nobleCheck)), hand: flat(handLines(v, sel, g, seat, NAMES, m.data, nobleCheck)) };
        fits(board, BOARD_LINES);
        fits(hand, HAND_LINES);
        expect(board).toHaveLength(BOARD_LINES);
        const prompt = louisXivBoard.prompt?.(viewOf<LouisView>(m, seat), sel, g, m.data) ?? '';
        expect(prompt.length, prompt).toBeGreaterThan(0);
        const compact = drawCompact(v, sel, g, seat, NAMES, m.data);
        fits(compact.board, COMPACT.boardLines, 58);
        fits(compact.hand, COMPACT.handLines, 58);
        expect(compact.board).toHaveLength(COMPACT.boardLines);
        expect((louisXivBoard.prompt?.(viewOf<LouisView>(m, seat), sel, g, m.data, 58) ?? '').length).toBeLessThanOrEqual(58);
      }
      m.play(seat, greedyPlayer.choose(m.decision(seat)));
      positions++;
    }
    expect(positions).toBeGreaterThan(50);
  });

  it('places every move word of the tray and the nobles for the arrow keys', () => {
    const m = placingMatch(['human', 'greedy'], 3, 'unmasked', 0);
    const words = new Set(m.legal(0).flatMap((l) => l.text.split(' ').slice(1)));
    for (const w of words) if (/^n\d$/.test(w)) expect(TARGETS[w]).toBeDefined();
    for (const w of ['1', '2', '3', 'a', 'b', 'c', 'a1', 'b2', 'c3']) expect(TARGETS[w]).toBeDefined();
    expect(louisXivBoard.defaultVerb?.(['dispose', 'done'])).toBe('done');
    expect(louisXivBoard.defaultVerb?.(['row', 'col', 'imposter'])).toBeUndefined();
  });

  it('ink draws the board and the hand from a real view', () => {
    const m = placingMatch(['human', 'greedy', 'greedy', 'greedy'], 3, 'unmasked', 1);
    const props = { view: viewOf<LouisView>(m, 0), selection: placing('n2', [viewOf<LouisView>(m, 0).toPlace[0]]), glyphs: UNICODE, seat: 0, names: NAMES, data: m.data };
    expect(boardFor('louis-xiv')).toBe(louisXivBoard);
    const { board, hand } = inkDraw(props);
    expect(board).toHaveLength(BOARD_LINES);
    expect(board[0]).toMatch(/col +a +b +c +Deck \d+ · END drawn 0 of 2/);
    expect(board[4]).toContain('▸n2◂');
    expect(board[5]).toContain('Y yellow');
    expect(board[10]).toMatch(/fits|completes|discard/);
    expect(hand).toHaveLength(HAND_LINES);
    expect(hand[0]).toMatch(/^You: \d+ points?, \d of 6 nobles scored · To place: \[/);
  });
});

describe('keys over the real legal moves', () => {
  const start = (m: Match) =>
    playReducer(INITIAL_PLAY, { type: 'reset', legal: m.legal(0), targets: TARGETS, preferredKeys: louisXivBoard.verbKeys });
  const keys = (s: ReturnType<typeof start>, ...ks: string[]) =>
    ks.reduce(
      (st, k) =>
        playReducer(st, k === 'down' || k === 'right' || k === 'left' || k === 'up' ? { type: 'arrow', dir: k } : k === 'enter' ? { type: 'enter' } : { type: 'char', ch: k }),
      s,
    );

  it('takes by arrows over rows, columns and cells, and by typing', () => {
    const m = matchFromRecord({ game: 'louis-xiv', seed: 3, options: {}, seats: ['human', 'greedy'], moves: [] });
    const s = start(m);
    expect(s.keys).toEqual({ row: 'r', col: 'c', imposter: 'i' });
    expect(keys(s, 'down', 'down', 'enter').chosen?.text).toBe('row 3');
    expect(keys(s, 'c', 'right', 'enter').chosen?.text).toBe('col b');
    // the corner's placements start at a1, b1, c2 or a2; c is col's key, so /c2 types the cell
    expect(keys(s, 'i', 'c').verb).toBe('col');
    expect(keys(s, 'i', '/', 'c', '2').args).toEqual(['c2']);
    expect(keys(s, 'i', 'a', '1', 'enter', 'enter').chosen?.text).toBe('imposter a1 b1 a2');
    expect(keys(s, 'i', 'right', 'enter', 'enter', 'enter').chosen?.text).toBe('imposter b1 c1 c2');
    expect(keys(s, 'i', 'down', 'enter', 'enter', 'enter').chosen?.text).toBe('imposter a2 a3 b3');
  });

  it('steps through the nobles with Right and Down alike (columns in the full layout, rows in the compact one)', () => {
    const m = placingMatch(['human', 'greedy'], 3, 'unmasked', 0);
    const card = viewOf<LouisView>(m, 0).toPlace[0];
    const at = keys(start(m), 'enter');
    expect(at.args).toEqual([card]);
    const nobles = choices(at);
    expect(nobles.length).toBeGreaterThan(2);
    expect(keys(at, 'right').cursor).toBe(nobles[1]);
    expect(keys(at, 'down').cursor).toBe(nobles[1]);
    expect(keys(at, 'down', 'down', 'up').cursor).toBe(nobles[1]);
    expect(keys(at, 'right', 'right', 'left').cursor).toBe(nobles[1]);
  });
});
