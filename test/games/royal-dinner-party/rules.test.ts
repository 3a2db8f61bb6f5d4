// Royal Dinner Party, rule by rule, mostly as stacked-deck records read back through
// `replay --json`'s shape. Setup deals number cards to a1 b1 c1 a2 c2 a3 b3 c3 in that order;
// guests met meanwhile wait, favors go to the player.
import { describe, expect, it } from 'vitest';
import { stackedDeck, play } from '../../helpers/records.js';
import { IllegalMoveError, UsageError } from '../../../src/engine/errors.js';
import { Match } from '../../../src/engine/match.js';
import { greedyPlayer, randomPlayer, type Player } from '../../../src/engine/players.js';
import { replayJson } from '../../../src/engine/record.js';
import { getGame } from '../../../src/engine/registry.js';
import { seedRng } from '../../../src/engine/rng.js';
import { resolveOptions } from '../../../src/engine/options.js';
import { seatChoices } from '../../../src/games/royal-dinner-party/seating.js';
import { type RdpState } from '../../../src/games/royal-dinner-party/state.js';
import { matchFromRecord, replay } from '../../helpers/rules.js';

const RDP = 'royal-dinner-party';
const deck = (top: string[], options: Record<string, unknown> = {}): string[] => stackedDeck(RDP, top, options);
type Seat = { guest: string; appetite: number; satisfied: boolean; helpings: string[] };
const seatsOf = (r: ReturnType<typeof play>): Record<string, Seat> => r.state.seats as Record<string, Seat>;

describe('serving', () => {
  // JH waits during setup and sits by the highest heart, 9H at c1 (Tc or R1: a choice).
  // Tc looks down column c: a card landing on c3 serves it c1 + c2.
  const table = (c2: string, guest: string, c1 = '9H', next = '4C'): string[] =>
    deck(['2S', '3C', c1, guest, '4D', c2, '2D', '3D', '2C', next]);

  it('a Jack eats any meal that reaches 11', () => {
    const r = play({ game: RDP, deck: table('5S', 'JH'), moves: ['seat Tc', 'keep', 'draw', 'place c3'] });
    expect(seatsOf(r).Tc).toEqual({ guest: 'JH', appetite: 11, satisfied: true, helpings: [] });
  });

  it('only the landing spot serves: placing elsewhere serves nobody', () => {
    const r = play({ game: RDP, deck: table('5S', 'JH'), moves: ['seat Tc', 'keep', 'draw', 'place a3'] });
    expect(seatsOf(r).Tc.satisfied).toBe(false);
  });

  it('a Queen wants both meal cards in her colour', () => {
    const black = play({ game: RDP, deck: table('5S', 'QD', '9D'), moves: ['seat Tc', 'keep', 'draw', 'place c3'] });
    expect(seatsOf(black).Tc.satisfied).toBe(false); // 9D + 5S = 14, but 5S is black
    const red = play({ game: RDP, deck: table('5H', 'QD', '9D'), moves: ['seat Tc', 'keep', 'draw', 'place c3'] });
    expect(seatsOf(red).Tc.satisfied).toBe(true);
  });

  it('a King wants both meal cards in his suit and at least 13', () => {
    const ok = play({ game: RDP, deck: table('4S', 'KS', '9S'), moves: ['seat Tc', 'keep', 'draw', 'place c3'] });
    expect(seatsOf(ok).Tc.satisfied).toBe(true);
    const short = play({ game: RDP, deck: table('3S', 'KS', '9S'), moves: ['seat Tc', 'keep', 'draw', 'place c3'] });
    expect(seatsOf(short).Tc.satisfied).toBe(false); // 12 < 13
    const offSuit = play({ game: RDP, deck: table('4H', 'KS', '9S', '2H'), moves: ['seat Tc', 'keep', 'draw', 'place c3'] });
    expect(seatsOf(offSuit).Tc.satisfied).toBe(false); // 13, but 4H is not a spade
  });
});

describe('seating', () => {
  it('a guest sits by the highest card of its suit, even when another card is higher', () => {
    const r = play({ game: RDP, deck: deck(['10S', '2H', '3H', 'JH', '4C', '5C', '6C', '7C', '8C']) });
    // 3H at c1 is the highest heart: seats Tc and R1 are the choice
    expect(r.legal).toEqual(['seat Tc', 'seat R1']);
  });

  it('failing its suit, by the highest card of its colour (an edge seat leaves no choice)', () => {
    const r = play({ game: RDP, deck: deck(['10S', '5H', '3S', 'JD', '4C', '5C', '6C', '7C', '8C']) });
    expect(seatsOf(r).Tb.guest).toBe('JD');
    expect(r.legal).toContain('keep'); // seated automatically, on to the Final Touch
  });

  it('failing its colour, by the highest card of all; equal cards are the player\'s choice', () => {
    const r = play({ game: RDP, deck: deck(['2H', '8H', '4H', 'JC', '5H', '6H', '7H', '8D', '3D']) });
    expect(r.legal).toEqual(['seat Tb', 'seat Bb']); // 8H at b1 and 8D at b3 tie
  });

  it('with leastInterested, a guest sits by the lowest card it would want', () => {
    const r = play({
      game: RDP,
      options: { leastInterested: true },
      deck: deck(['10S', '2H', '9H', 'JH', '4C', '5C', '6C', '7C', '8C']),
    });
    expect(seatsOf(r).Tb.guest).toBe('JH'); // 2H at b1 rather than 9H at c1
  });

  it('guests met in setup sit in draw order, or Jacks first with seating=jqk', () => {
    const cards = deck(['2D', '3D', '9S', 'KS', 'JH', '4D', '9H', '2C', '3C', '4C']);
    const drawn = play({ game: RDP, deck: cards });
    expect(drawn.state.waiting).toEqual(['KS', 'JH']);
    expect(drawn.legal).toEqual(['seat Tc', 'seat R1']);
    const jacksFirst = play({ game: RDP, deck: cards, options: { seating: 'jqk' } });
    expect(seatsOf(jacksFirst).R2.guest).toBe('JH'); // 9H at c2: R2 only
    expect(jacksFirst.state.waiting).toEqual(['KS']);
  });

  it('with no card next to a free seat, any free seat will do', () => {
    const game = getGame(RDP);
    const s = game.setup({ seed: 5, seats: 1, options: resolveOptions(game, {}) }) as RdpState;
    s.grid = s.grid.map(() => []);
    const out: number[] = [];
    const n = seatChoices(s, 11 /* QS */, out);
    expect(n).toBe(12 - s.guest.filter((g) => g >= 0).length);
  });
});

describe('extra helpings and the appetite limit', () => {
  // Every outer top is 9 or 10; JS sits by 10S at a1. 8C must go on the empty centre (forced),
  // then 2S has no place at all. AH next stops the forced draws that follow.
  const high = ['10S', 'JS', '10H', '10D', '9S', '9H', '9D', '9C', '10C', '8C', '2S', 'AH'];

  it('a card with no place goes to the hungry guest, whose appetite grows by its value', () => {
    const r = play({ game: RDP, deck: deck(high), moves: ['seat Ta', 'keep', 'draw', 'place b2', 'draw'] });
    expect(seatsOf(r).Ta).toEqual({ guest: 'JS', appetite: 13, satisfied: false, helpings: ['2S'] });
    expect(r.state.grid).toMatchObject({ b2: ['8C'] });
  });

  it('the guest of the card\'s suit wants it before a lower guest of another suit', () => {
    const cards = deck(['10S', 'JS', '10H', 'QC', '10D', '9S', '9H', '9D', '9C', '10C', '8C', '2C', 'AH']);
    const r = play({ game: RDP, deck: cards, moves: ['seat Ta', 'seat Bc', 'keep', 'draw', 'place b2', 'draw'] });
    expect(seatsOf(r).Bc).toMatchObject({ guest: 'QC', appetite: 14, helpings: ['2C'] });
    expect(seatsOf(r).Ta.appetite).toBe(11);
  });

  it('with no guest of its suit or colour, the lowest guest takes it; a tie is the player\'s choice', () => {
    const cards = deck(['10S', 'JS', '10H', 'JC', '10D', '9S', '9H', '9D', '9C', '10C', '8C', '2H']);
    const r = play({ game: RDP, deck: cards, moves: ['seat Ta', 'seat Bc', 'keep', 'draw', 'place b2', 'draw'] });
    expect(r.legal).toEqual(['helping Ta', 'helping Bc']);
    const after = play({ game: RDP, deck: cards, moves: ['seat Ta', 'seat Bc', 'keep', 'draw', 'place b2', 'draw', 'helping Bc'] });
    expect(seatsOf(after).Bc.appetite).toBe(13);
  });

  it('an appetite reaching the limit loses the game; below it, play goes on', () => {
    const moves = ['seat Ta', 'keep', 'draw', 'place b2', 'draw'];
    const lost = play({ game: RDP, deck: deck(high), moves, options: { appetiteLimit: 13 } });
    expect(lost).toMatchObject({ over: true, winners: [], scores: [0], toMove: [], legal: [] });
    expect(lost.state).toMatchObject({ result: 'lost', lostBy: 'appetite' });
    const alive = play({ game: RDP, deck: deck(high), moves, options: { appetiteLimit: 14 } });
    expect(alive.over).toBe(false);
  });

  it('a number card that has a place must be placed, never given away', () => {
    // 8C may go on 8D at a3 or on the empty centre
    const cards = deck(['10S', 'JS', '10H', '10D', '9S', '9H', '8D', '9C', '10C', '8C']);
    const r = play({ game: RDP, deck: cards, moves: ['seat Ta', 'keep', 'draw'] });
    expect(r.state.held).toBe('8C');
    expect(() => play({ game: RDP, deck: cards, moves: ['seat Ta', 'keep', 'draw', 'helping Ta'] })).toThrow(
      /8C has a place, so it must be placed/,
    );
  });
});

describe('favors', () => {
  it('an ace sends a whole stack under the deck, its bottom card to be drawn first', () => {
    const cards = deck(['9S', 'JS', 'AS', 'AD', '10H', '10D', '8S', '9H', '9D', '9C', '10C', '10S']);
    const r = play({ game: RDP, deck: cards, moves: ['seat Ta', 'keep', 'draw', 'place a1', 'ace a1'] });
    expect(r.state).toMatchObject({ favors: ['AD'], used: ['AS'], bottom: ['9S', '10S'], deck: 44 });
    expect((r.state.grid as Record<string, string[]>).a1).toEqual([]);
    // with every unseen card gone, the next draw is the old bottom card, 9S
    const game = getGame(RDP);
    const replayed = replay({ game: RDP, seed: 1, deck: cards, options: {}, seats: ['human'], moves: ['seat Ta', 'keep', 'draw', 'place a1', 'ace a1'] });
    const s = replayed.state as RdpState;
    s.deck = s.deck.slice(0, s.known);
    game.apply(s, 0, 22 /* draw */);
    expect(game.cardName(s.held, undefined)).toBe('9S');
  });

  it('favors are a choice before the draw; an ace may empty the centre too', () => {
    const cards = deck(['10S', 'JS', 'AS', '10H', '10D', '9S', '9H', '9D', '9C', '10C', '8C']);
    const r = play({ game: RDP, deck: cards, moves: ['seat Ta', 'keep'] });
    expect(r.legal).toEqual(['draw', 'ace a1', 'ace b1', 'ace c1', 'ace a2', 'ace c2', 'ace a3', 'ace b3', 'ace c3']);
    const after = play({ game: RDP, deck: cards, moves: ['seat Ta', 'keep', 'draw', 'place b2'] });
    expect(after.legal).toContain('ace b2');
  });

  it('a joker moves a top card where it may legally go, and serves where it lands', () => {
    const cards = deck(['9S', 'JS', 'RJ', '10H', '10D', '8S', '9H', '9D', '9C', '10C']);
    const r = play({ game: RDP, deck: cards, moves: ['seat Ta', 'keep', 'joker c3 a3'] });
    // Ta looks down column a: a card landing on a3 serves it 9S + 8S
    expect(seatsOf(r).Ta.satisfied).toBe(true);
    expect(r.state).toMatchObject({ used: ['RJ'], favors: [] });
    expect((r.state.grid as Record<string, string[]>).a3).toEqual(['9D', '10C']);
    expect(() => play({ game: RDP, deck: cards, moves: ['seat Ta', 'keep', 'joker a2 c2'] })).toThrow(
      /8S cannot go on c2/,
    );
  });
});

describe('the Final Touch', () => {
  const spades = ['2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'];

  it('swaps a table card for the next number card; the old card goes under the deck', () => {
    const r = play({ game: RDP, deck: deck([...spades, 'JH', 'AH', '10H']), moves: ['swap a1', 'seat L1'] });
    expect(r.state).toMatchObject({ bottom: ['2S'], favors: ['AH'] });
    expect((r.state.grid as Record<string, string[]>).a1).toEqual(['10H']);
    // JH, met on the way, sits after the swap: by 10H at a1
    expect(seatsOf(r).L1.guest).toBe('JH');
  });

  it('is offered once, before play: keep or swap any table card', () => {
    const r = play({ game: RDP, deck: deck(spades) });
    expect(r.legal).toEqual(['keep', 'swap a1', 'swap b1', 'swap c1', 'swap a2', 'swap c2', 'swap a3', 'swap b3', 'swap c3']);
  });

  it('is skipped with finalTouch=false', () => {
    const r = play({ game: RDP, deck: deck([...spades, 'JH']), options: { finalTouch: false } });
    // the first draw is forced: JH arrives and, with no red card out, sits by the highest card
    expect(r.state.phase).toBe('seat');
    expect(r.legal).toEqual(['seat Bc', 'seat R3']);
  });
});

/** Plays a whole game with a computer player through the Match, returning its record. */
function playThrough(seed: number, player: Player): ReturnType<Match['record']> {
  const m = matchFromRecord({ game: RDP, seed, options: {}, seats: ['human'], moves: [] });
  const rng = seedRng(seed);
  while (!m.outcome().over) m.play(0, player.choose(m.decision(0, rng)));
  return m.record();
}

describe('winning, losing and the score', () => {
  it('a won game is over with the favors left (spent or not, in hand or in the deck) as its score', () => {
    let won: ReturnType<typeof play> | undefined;
    for (let seed = 1; seed < 400 && !won; seed++) {
      const r = replayJson(replay(playThrough(seed, greedyPlayer)));
      if (r.winners.length) won = r;
    }
    expect(won).toBeDefined();
    const r = won as ReturnType<typeof play>;
    expect(r).toMatchObject({ over: true, winners: [1], toMove: [], legal: [] });
    const state = r.state as { favors: string[]; unseen: string[]; bottom: string[]; result: string; seats: Record<string, Seat> };
    const isFavor = (c: string): boolean => c.startsWith('A') || c.endsWith('J');
    const inDeck = [...state.unseen, ...state.bottom].filter(isFavor).length;
    expect(r.scores[0]).toBe(state.favors.length + inDeck);
    expect(state.result).toBe('won');
    expect(Object.values(state.seats).filter((s) => s.satisfied)).toHaveLength(12);
  });

  it('says "1 favor left", and "2 favors left"', () => {
    // greedy wins seed 3 with one favor left and seed 1 with two
    const said = (seed: number) => replay(playThrough(seed, greedyPlayer)).events.map((e) => e.text).find((t) => t.includes('You win'));
    expect(said(3)).toBe('All twelve guests are satisfied. You win with 1 favor left!');
    expect(said(1)).toBe('All twelve guests are satisfied. You win with 2 favors left!');
  });

  it('a game is lost when the deck is empty, no favor can help and a guest is hungry', () => {
    let lost: ReturnType<typeof play> | undefined;
    for (let seed = 1; seed < 200 && !lost; seed++) {
      const r = replayJson(replay(playThrough(seed, randomPlayer)));
      if ((r.state as { lostBy: string }).lostBy === 'deck') lost = r;
    }
    expect(lost).toBeDefined();
    expect(lost?.state).toMatchObject({ deck: 0, result: 'lost' });
    expect(lost?.scores).toEqual([0]);
  });
});

describe('records', () => {
  const cards = deck(['2S', '3S', '9H', 'JH', '4S', '5S', '2D', '3D', '2C', '4C']);

  it('an illegal move names its number, why, and the legal moves', () => {
    const run = (): unknown => play({ game: RDP, deck: cards, moves: ['seat Tc', 'keep', 'draw', 'place c1'] });
    expect(run).toThrow(IllegalMoveError);
    expect(run).toThrow(
      'move 4 "place c1" is illegal: 4C cannot go on c1: its top card 9H is higher; legal moves: place a1, place b1, place a2, place b2, place a3, place b3, place c3',
    );
  });

  it('forced moves may be written or left out', () => {
    const written = play({ game: RDP, deck: cards, moves: ['seat Tc', 'keep', 'draw', 'place c3'] });
    const left = play({ game: RDP, deck: cards, moves: ['seat Tc', 'keep', 'place c3'] });
    expect(left).toEqual(written);
  });

  it('a deck that is not the game\'s cards is refused, naming what is missing and extra', () => {
    const bad = [...cards.slice(1), 'XX'];
    expect(() => play({ game: RDP, deck: bad })).toThrow(UsageError);
    expect(() => play({ game: RDP, deck: bad })).toThrow(/missing 2S; extra or unknown XX/);
  });

  it('the same seed gives the same deal; another seed another', () => {
    const a = play({ game: RDP, seed: 7 });
    expect(play({ game: RDP, seed: 7 })).toEqual(a);
    expect(play({ game: RDP, seed: 8 }).state).not.toEqual(a.state);
  });
});

describe('clone', () => {
  // clone names every field (so a copy keeps a dealt state's hidden class): a field added to
  // the state but not to clone would be lost or shared
  it('copies every field of a game under way, in the same order, and shares no array', () => {
    const game = getGame(RDP);
    const options = resolveOptions(game, {});
    const s = game.setup({ seed: 11, seats: 1, options }) as RdpState;
    const out: number[] = [];
    for (let i = 0; i < 8 && game.toMove(s, out) > 0; i++) {
      game.legal(s, 0, out);
      game.apply(s, 0, out[0]);
    }
    expect(s.turns).toBeGreaterThan(0);
    const c = game.clone(s) as RdpState;
    expect(Object.keys(c)).toEqual(Object.keys(s));
    expect(c).toEqual(s);
    for (const k of Object.keys(s) as (keyof RdpState)[]) if (Array.isArray(s[k])) expect(c[k]).not.toBe(s[k]);
  });
});
