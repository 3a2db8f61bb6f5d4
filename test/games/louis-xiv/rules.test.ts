// Louis XIV's royal dinner: each rule played out from a stacked deck, through records and
// replay, in the order the rulebook tells them.
import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../../src/engine/errors.js';
import { legalMoves, playWritten, settle } from '../../../src/engine/moves.js';
import { replayJson, type GameRecord, type Replayed } from '../../../src/engine/record.js';
import { getGame } from '../../../src/engine/registry.js';
import { loadRuleset } from '../../../src/rulesets/index.js';
import { compile, ratingOf } from '../../../src/games/louis-xiv/data.js';
import { needWords, placeOutcome } from '../../../src/games/louis-xiv/describe.js';
import { greedy } from '../../../src/games/louis-xiv/greedy.js';
import type { LouisState } from '../../../src/games/louis-xiv/state.js';
import { stackedDeck, tableRecord } from '../../helpers/records.js';
import { replay } from '../../helpers/rules.js';

const game = getGame('louis-xiv');
const t = compile(loadRuleset(game).data);

/** The pile top first: the tray's nine cards (reading order), then `next`; the rest in card order, END at the bottom. */
const deck = (tray: string, next = '', seats = 2): string[] =>
  stackedDeck('louis-xiv', `${tray} ${next}`.split(/\s+/).filter(Boolean), {}, seats);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the view is plain JSON read field by field
type View = Record<string, any>;

function run(seats: number, d: string[], moves: string[], options: GameRecord['options'] = {}) {
  const r = replay(tableRecord('louis-xiv', seats, d, moves, options));
  return { r, json: replayJson(r), state: r.state as LouisState, v: replayJson(r).state as View };
}

/** Plays more written moves on a replayed game, then the forced ones. */
function more(r: Replayed, moves: string[]): View {
  moves.forEach((m, i) => playWritten(r.game, r.state, r.record.seats.length, m, i));
  settle(r.game, r.state);
  return replayJson(r);
}

//            a1  b1  c1  a2  b2  c2  a3  b3  c3
const TRAY = '7B 7G 7P 1B 2B 3B 7Y 7K 9B';

describe('setup and taking', () => {
  it('deals the tray in reading order and leaves the rest, END included, in the pile', () => {
    const { json, v } = run(2, deck(TRAY), []);
    expect(v.tray).toEqual({ a1: '7B', b1: '7G', c1: '7P', a2: '1B', b2: '2B', c2: '3B', a3: '7Y', b3: '7K', c3: '9B' });
    expect(v.deck).toBe(73 - 9);
    expect(v).toMatchObject({ side: 'unmasked', toPlace: [], discard: [], endOfParty: 0, turn: 0, phase: 'take', imposterUsed: [false, false] });
    expect(v.nobles[1][4]).toEqual({ noble: 'n5', cards: [], scored: false, points: 3 });
    expect(json.toMove).toEqual([1]);
    // rows, columns, and seat 1's corner in its four placements
    expect(json.legal).toEqual([
      '1: row 1', '1: row 2', '1: row 3', '1: col a', '1: col b', '1: col c',
      '1: imposter a1 b1 a2', '1: imposter b1 c1 c2', '1: imposter c2 b3 c3', '1: imposter a2 a3 b3',
    ]);
  });

  it('takes a whole column, leaving its cells empty until the turn ends', () => {
    const { v, json } = run(2, deck(TRAY), ['1: col c']);
    expect(v.toPlace).toEqual(['7P', '3B', '9B']);
    expect([v.tray.c1, v.tray.c2, v.tray.c3]).toEqual([null, null, null]);
    expect(v.phase).toBe('place');
    expect(json.legal).toContain('1: place 3B n6');
  });

  it('the imposter takes its cells in any order written, once per game', () => {
    const { r, v } = run(2, deck(TRAY, '1G 2G 3G'), ['1: imposter a2 a1 b1', '1: place 7B n1', '1: place 7G n1', '1: place 1B n3']);
    expect(v.imposterUsed).toEqual([true, false]);
    // refilled in reading order: a1, b1, then a2
    expect([v.tray.a1, v.tray.b1, v.tray.a2]).toEqual([null, null, null]);
    const after = more(r, ['1: done']);
    expect([after.state.tray.a1, after.state.tray.b1, after.state.tray.a2]).toEqual(['1G', '2G', '3G']);
    const back = more(r, ['2: row 1', '2: place 1G n6', '2: place 2G n6', '2: place 7P n6', '2: done']);
    expect(back.toMove).toEqual([1]);
    expect(back.legal.filter((m: string) => m.includes('imposter'))).toEqual([]);
  });
});

describe('placing and scoring', () => {
  it('scores a noble only after the third card, then discards its cards', () => {
    const d = deck('3G 5G 8G 1B 2B 3B 7Y 7K 9B', '4Y 5Y 6Y');
    const mid = run(2, d, ['1: row 1', '1: place 3G n4', '1: place 8G n4']).v;
    expect(mid.nobles[0][3]).toMatchObject({ cards: ['3G', '8G'], scored: false });
    // green 3 + 5 = 8: seat 1's n4
    const { v, json } = run(2, d, ['1: row 1', '1: place 3G n4', '1: place 8G n4', '1: place 5G n4']);
    expect(v.nobles[0][3]).toEqual({ noble: 'n4', cards: [], scored: true, points: 1 });
    expect(json.scores).toEqual([1, 0]);
    expect(v.discard).toEqual(['3G', '8G', '5G']);
    // nothing left under a noble: `done` was made by the engine, the tray refilled, seat 2 moves
    expect(json.toMove).toEqual([2]);
    expect([v.tray.a1, v.tray.b1, v.tray.c1]).toEqual(['4Y', '5Y', '6Y']);
    expect(v.turn).toBe(1);
  });

  it('discards a noble at once when a card makes it impossible, and the noble takes the next card', () => {
    // seat 1's n5 wants four pink cards above 38: 1 + 12 + 12 + 11 cannot make 39
    const { v, json } = run(2, deck('1K 12K 7Y 1B 2B 3B 7G 7P 9B'), ['1: row 1', '1: place 1K n5']);
    expect(v.discard).toEqual(['1K']);
    expect(v.nobles[0][4].cards).toEqual([]);
    expect(json.legal).toContain('1: place 12K n5');
    const next = run(2, deck('1K 12K 7Y 1B 2B 3B 7G 7P 9B'), ['1: row 1', '1: place 1K n5', '1: place 12K n5']).v;
    expect(next.nobles[0][4].cards).toEqual(['12K']);
  });

  it('needs are exact: a fifth card spoils a noble that four completed', () => {
    const moves = ['1: row 1', '1: place 7B n1', '1: place 7G n1', '1: place 7P n1', '1: done',
      '2: row 2', '2: place 1B n3', '2: place 2B n3', '2: place 3B n3', '2: done', '1: row 3', '1: place 7Y n1'];
    const spoiled = run(2, deck(TRAY), [...moves, '1: place 7K n1', '1: place 9B n6']);
    expect(spoiled.v.nobles[0][0]).toMatchObject({ cards: [], scored: false });
    expect(spoiled.v.discard).toEqual(['7B', '7G', '7P', '7Y', '7K']);
    const scored = run(2, deck(TRAY), [...moves, '1: place 7K n6', '1: place 9B n6']);
    expect(scored.v.nobles[0][0]).toMatchObject({ cards: [], scored: true });
    expect(scored.json.scores).toEqual([3, 0]);
  });

  it('lets the seat dispose of any noble after placing, then end with done', () => {
    const { v, json } = run(2, deck(TRAY), ['1: row 1', '1: place 7B n1', '1: place 7G n2', '1: place 7P n6']);
    expect(json.legal).toEqual(['1: dispose n1', '1: dispose n2', '1: dispose n6', '1: done']);
    expect(v.phase).toBe('dispose');
    const after = run(2, deck(TRAY), ['1: row 1', '1: place 7B n1', '1: place 7G n2', '1: place 7P n6', '1: dispose n2', '1: done']);
    expect(after.v.discard).toEqual(['7G']);
    expect(after.v.nobles[0][0].cards).toEqual(['7B']);
    expect(after.json.toMove).toEqual([2]);
  });

  it('refuses a move with a reason', () => {
    expect(() => run(2, deck(TRAY), ['1: row 1', '1: place 9B n1'])).toThrow(IllegalMoveError);
    expect(() => run(2, deck(TRAY), ['1: row 1', '1: place 9B n1'])).toThrow(/9B is not among the cards to place/);
    expect(() => run(2, deck(TRAY), ['1: dispose n1'])).toThrow(/after the three placements/);
  });
});

describe('the end-of-party card', () => {
  it('the first time: discards and pile reshuffled into three decks, END in the middle one', () => {
    // END comes right after the tray; one card is thrown away first
    const { state, v } = run(2, deck('1K 12K 7Y 1B 2B 3B 7G 7P 9B', 'END'), ['1: row 1', '1: place 1K n5', '1: place 12K n5', '1: place 7Y n1', '1: done']);
    expect(v.endOfParty).toBe(1);
    expect(v.discard).toEqual([]);
    // 63 food cards in the pile and 1K: decks of 22, 21, 21 (larger on top), END in the middle
    const fromBottom = state.deck.indexOf(t.end);
    expect(fromBottom).toBeGreaterThanOrEqual(21);
    expect(fromBottom).toBeLessThan(21 + 22);
    expect(v.deck).toBe(64 + 1 - 3);
    expect([v.tray.a1, v.tray.b1, v.tray.c1].every((c: string | null) => c !== null && c !== 'END')).toBe(true);
  });

  const secondEnd = (finishRound: boolean) => {
    const { r } = run(2, deck('1K 12K 7Y 1B 2B 3B 7G 7P 9B', 'END'), ['1: row 1', '1: place 1K n5', '1: place 12K n5', '1: place 7Y n1', '1: done'], { finishRound });
    const s = r.state as LouisState;
    more(r, ['2: row 2', '2: place 1B n3', '2: place 2B n3', '2: place 3B n3', '2: done', '1: row 3']);
    // put END on top of the pile: seat 1 draws it when its turn ends
    s.deck.splice(s.deck.indexOf(t.end), 1);
    s.deck.push(t.end);
    return { r, s };
  };

  it('the second time: the game ends at once', () => {
    const { r } = secondEnd(false);
    const json = more(r, ['1: place 7G n6', '1: place 7P n6', '1: place 9B n6', '1: done']);
    expect(json.over).toBe(true);
    expect(json.state.endOfParty).toBe(2);
    expect(json.state.phase).toBe('over');
    // no points; seat 1 holds five cards under nobles (12K, 7Y, 7G 7P 9B), seat 2 three
    expect(json.scores).toEqual([0, 0]);
    expect(json.winners).toEqual([1]);
  });

  it('with finishRound: END is set aside and the last seat still plays', () => {
    const { r } = secondEnd(true);
    const json = more(r, ['1: place 7G n6', '1: place 7P n6', '1: place 9B n6', '1: done']);
    expect(json.over).toBe(false);
    expect(json.toMove).toEqual([2]);
    expect((r.state as LouisState).deck.includes(t.end)).toBe(false);
    // seat 2 plays its turn greedily; then the game is over
    while (!r.game.outcome(r.state).over) {
      const legal = legalMoves(r.game, r.state, (r.state as LouisState).seat);
      r.game.apply(r.state, (r.state as LouisState).seat, greedy(r.state as LouisState, 1, legal));
    }
    expect((r.state as LouisState).turns).toBe(4);
  });
});

describe('winning', () => {
  it('a seat that scores its sixth noble wins at once, whatever the points', () => {
    const { r } = run(2, deck('5W 1B 2B 3B 4B 6B 7Y 7K 9B'), []);
    const s = r.state as LouisState;
    s.scored[0] = [1, 1, 1, 1, 1, 0];
    s.points = [11, 20];
    s.nobles[0][5] = [];
    const json = more(r, ['1: row 1', '1: place 5W n6', '1: place 1B n6', '1: place 2B n6']);
    // 5 + 1 + 2 = 8: not yet; the sixth comes from a plate of exactly 25
    expect(json.over).toBe(false);
    const r2 = run(2, deck('5W 12B 8G 3B 4B 6B 7Y 7K 9B'), []).r;
    const s2 = r2.state as LouisState;
    s2.scored[0] = [1, 1, 1, 1, 1, 0];
    s2.points = [11, 20];
    const won = more(r2, ['1: row 1', '1: place 5W n6', '1: place 12B n6', '1: place 8G n6']);
    expect(won).toMatchObject({ over: true, winners: [1], scores: [12, 20] });
  });

  it('ties go to the most cards under unscored nobles, then are shared', () => {
    const end = (under: number) => {
      // END lies on top of the pile; it is made the second one
      const { r } = run(2, deck('1B 2B 3B 4B 5B 6B 7Y 7K 9B', 'END'), []);
      const s = r.state as LouisState;
      s.endOfParty = 1;
      s.points = [5, 5];
      s.nobles[1][0] = s.deck.splice(0, under);
      return more(r, ['1: row 1', '1: place 1B n6', '1: place 2B n6', '1: place 3B n6', '1: done']);
    };
    expect(end(4)).toMatchObject({ over: true, winners: [2] });
    expect(end(3)).toMatchObject({ over: true, winners: [1, 2] });
  });
});

describe('solo', () => {
  const soloDeck = (): string[] => {
    const food = deck('1B 2B 3B 4B 5B 6B 7B 8B 9B', '1G 2G 3G', 1).filter((c) => !c.startsWith('S'));
    return [...food, 'S4', 'S1', 'S2', 'S3', 'S5', 'S6', 'S7', 'S8', 'S9'];
  };

  it('the A.I. draws first and discards the three cells of its card, then the tray is refilled', () => {
    const { v, json } = run(1, soloDeck(), []);
    expect(v.soloCard).toBe('S4');
    expect(v.soloLeft).toBe(8);
    // S4 names a2 b2 b3
    expect(v.discard).toEqual(['4B', '5B', '8B']);
    expect([v.tray.a2, v.tray.b2, v.tray.b3]).toEqual(['1G', '2G', '3G']);
    expect(v.rating).toBe(null);
    expect(json.legal[0]).toBe('row 1');
    expect(json.state.deck).toBe(72 - 12);
  });

  it('plays nine turns, the A.I. before each, and rates the score', () => {
    const { r } = run(1, soloDeck(), ['row 1']);
    const s = r.state as LouisState;
    let aiCards = 1;
    while (!r.game.outcome(s).over) {
      const before = s.soloUsed.length;
      r.game.apply(s, 0, greedy(s, 0, legalMoves(r.game, s, 0)));
      if (s.soloUsed.length > before) aiCards++;
    }
    expect(aiCards).toBe(9);
    expect(s.turns).toBe(9);
    const json = replayJson(r);
    expect(json.state.rating).toBe(ratingOf(t, s.points[0]));
    expect(json.winners).toEqual(s.points[0] >= 7 ? [1] : []);
  });

  it.each([
    [12, 'waiter of the year'],
    [11, 'waiter of the year'],
    [10, 'a big tip'],
    [9, 'a big tip'],
    [8, 'good enough'],
    [7, 'good enough'],
    [6, 'fired'],
    [0, 'fired'],
  ])('%i points: %s', (points, text) => {
    expect(ratingOf(t, points)).toBe(text);
  });
});

describe('words for the screens and the simulator', () => {
  it('says what a placement would do and what a noble needs', () => {
    const { state } = run(2, deck('3G 5G 8G 1K 2B 3B 7Y 7K 9B'), ['1: row 1', '1: place 3G n4', '1: place 5G n4']);
    expect(placeOutcome(state, 0, t.codes.indexOf('G') * t.values + 7, 3)).toBe('completes');
    expect(placeOutcome(state, 0, t.codes.indexOf('G') * t.values + 7, 4)).toBe('disposes');
    expect(placeOutcome(state, 0, t.codes.indexOf('G') * t.values + 7, 5)).toBe('fits');
    expect(needWords(t, t.nobles[0][0][0])).toBe('four of a kind, each with Y');
    expect(needWords(t, t.nobles[1][0][3])).toBe('three falling then three rising; cards 1 and 4 P');
  });

  it('counts nobles scored and disposals for the simulator', () => {
    const { state } = run(2, deck('3G 5G 8G 1K 2B 3B 7Y 7K 9B'), ['1: row 1', '1: place 3G n4', '1: place 5G n4', '1: place 8G n4', '2: row 2', '2: place 2B n4']);
    const c = game.counters?.(state) ?? {};
    expect(c['scored n4']).toBe(0.5);
    expect(c['round n4']).toBe(1);
    expect(c['forced disposals']).toBe(1);
    expect(c['scored n1']).toBe(0);
  });
});
