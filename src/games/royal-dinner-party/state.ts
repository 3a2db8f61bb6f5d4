/**
 * Royal Dinner Party: the state, its phases and move codes, the options, the deck, and clone.
 * The state is plain arrays of card numbers (cards.ts); piles keep their top card last.
 */
import { nextSeed, seedRng, type RngState } from '../../engine/rng.js';
import type { Options } from '../../engine/types.js';
import { BLACK_JOKER, POSITIONS, RED_JOKER, SEAT_NAMES, rankOf } from './cards.js';

export const Phase = {
  /** Guests in `waiting` choose seats, then play goes to `after`. */
  Seat: 0,
  /** The Final Touch: swap one grid card or keep. */
  Final: 1,
  /** Before the draw: draw, or use a favor. */
  Play: 2,
  /** A drawn number card waits in `held`: place it, use a favor, or give an extra helping. */
  Place: 3,
  Over: 4,
} as const;
export type Phase = (typeof Phase)[keyof typeof Phase];

export const Result = { Playing: 0, Won: 1, Lost: 2 } as const;
export type Result = (typeof Result)[keyof typeof Result];

/** The rules' parameters, copied from the options into the state so it replays alone. */
export interface RdpRules {
  appetite: [number, number, number];
  limit: number;
  finalTouch: boolean;
  seating: string;
  leastInterested: boolean;
}

export interface RdpState {
  rng: RngState;
  rules: RdpRules;
  /** Nine stacks in reading order, bottom card first. */
  grid: number[][];
  /** The draw pile; the last element is the top card. */
  deck: number[];
  /** How many cards at the bottom of the deck the player has seen go there (their order is known). */
  known: number;
  /** The guest in each seat, or -1. */
  guest: number[];
  appetite: number[];
  satisfied: number[];
  /** How many guests are satisfied (the game is won at twelve). */
  served: number;
  /** Cards given to each seat as extra helpings. */
  helpings: number[][];
  /** Favors kept and not yet used. */
  favors: number[];
  /** Favors used. */
  used: number[];
  /** Guests waiting for a seat, first in line first. */
  waiting: number[];
  /** The drawn number card to place, or -1. */
  held: number;
  phase: Phase;
  /** Where play goes once every waiting guest is seated. */
  after: Phase;
  result: Result;
  /** Why the game was lost: "appetite" or "deck"; "" otherwise. */
  lostBy: string;
  /** Draws made during play. */
  turns: number;
  /** Extra helpings given. */
  helpingCount: number;
  /** Whether the Final Touch swapped a card. */
  swapped: number;
}

/** Move codes, each kind in its own range: the kind's first code plus what it names. */
export const Move = {
  /** + seat (0-11) */
  Seat: 0,
  Keep: 12,
  /** + position */
  Swap: 13,
  Draw: 22,
  /** + position */
  Place: 23,
  /** + position */
  Ace: 32,
  /** + from * 9 + to */
  Joker: 41,
  /** + seat */
  Helping: 122,
} as const;

export const OPTION_SPECS = [
  { key: 'finalTouch', description: 'Allow the Final Touch (one swap after setting the table)', default: true },
  {
    key: 'seating',
    description: 'Order guests met during setup take their seats: as drawn, Jacks first, or Kings first',
    default: 'drawn',
    choices: ['drawn', 'jqk', 'kqj'],
  },
  { key: 'leastInterested', description: 'Guests sit by the card they are least interested in', default: false },
  { key: 'aces', description: 'Aces in the deck (favors that send a stack back)', default: 4, min: 0, max: 4 },
  { key: 'jokers', description: 'Jokers in the deck (favors that move a card)', default: 2, min: 0, max: 2 },
  { key: 'appetiteLimit', description: 'An appetite reaching this loses the game', default: 20, min: 12, max: 60 },
  { key: 'jackAppetite', description: "A Jack's appetite", default: 11, min: 2, max: 20 },
  { key: 'queenAppetite', description: "A Queen's appetite", default: 12, min: 2, max: 20 },
  { key: 'kingAppetite', description: "A King's appetite", default: 13, min: 2, max: 20 },
] as const;

const deckCache = new Map<number, readonly number[]>();

/** The deck for these options, unshuffled: number cards and guests, then aces, then jokers. */
export function deckFor(options: Options): number[] {
  const key = Number(options.aces ?? 4) * 3 + Number(options.jokers ?? 2);
  let cached = deckCache.get(key);
  if (!cached) deckCache.set(key, (cached = buildDeck(options)));
  return cached.slice();
}

function buildDeck(options: Options): number[] {
  const out: number[] = [];
  for (let suit = 0; suit < 4; suit++) for (let rank = 2; rank <= 13; rank++) out.push(suit * 13 + rank - 1);
  const aces = Number(options.aces ?? 4);
  for (let suit = 0; suit < aces; suit++) out.push(suit * 13);
  const jokers = Number(options.jokers ?? 2);
  if (jokers > 0) out.push(RED_JOKER);
  if (jokers > 1) out.push(BLACK_JOKER);
  return out;
}

export const top = (stack: readonly number[]): number => (stack.length ? stack[stack.length - 1] : -1);

/** A number card's value; an empty position (-1) counts 0. */
export const value = (c: number): number => (c < 0 ? 0 : rankOf(c));

// The state's arrays are built by loops, not `map`: an array `map` makes once its caller is
// optimised has another hidden class than the one it made before (seen after ~500 games), and
// every rule and greedy function compiled for the first was then deoptimised and compiled again,
// in each worker thread. `[]` sites of their own keep each kind of array to one shape.
export function smallInts(n: number, v: number): number[] {
  const a: number[] = [];
  for (let i = 0; i < n; i++) a.push(v);
  return a;
}

export function stacks(n: number): number[][] {
  const a: number[][] = [];
  for (let i = 0; i < n; i++) a.push([]);
  return a;
}

function copyStacks(from: readonly number[][]): number[][] {
  const a: number[][] = [];
  for (let i = 0; i < from.length; i++) a.push(from[i].slice());
  return a;
}

export function clone(s: RdpState): RdpState {
  // every field by name, in `setup`'s order: the copy then has the hidden class of a dealt
  // state (a spread gives it another), so the rules and the greedy player, which see both,
  // are compiled for one shape, not deoptimised and compiled again (per worker thread)
  return {
    rng: s.rng.slice(),
    rules: s.rules,
    grid: copyStacks(s.grid),
    deck: s.deck.slice(),
    known: s.known,
    guest: s.guest.slice(),
    appetite: s.appetite.slice(),
    satisfied: s.satisfied.slice(),
    served: s.served,
    helpings: copyStacks(s.helpings),
    favors: s.favors.slice(),
    used: s.used.slice(),
    waiting: s.waiting.slice(),
    held: s.held,
    phase: s.phase,
    after: s.after,
    result: s.result,
    lostBy: s.lostBy,
    turns: s.turns,
    helpingCount: s.helpingCount,
    swapped: s.swapped,
  };
}

/** A fresh generator for a resample. */
export function freshRng(rng: RngState): RngState {
  return seedRng(nextSeed(rng));
}

export function zones(s: RdpState): Record<string, readonly number[]> {
  const z: Record<string, readonly number[]> = {
    deck: s.deck,
    favors: s.favors,
    used: s.used,
    waiting: s.waiting,
    held: s.held < 0 ? [] : [s.held],
  };
  POSITIONS.forEach((name, p) => (z[name] = s.grid[p]));
  SEAT_NAMES.forEach((name, i) => (z[name] = s.guest[i] < 0 ? s.helpings[i] : [s.guest[i], ...s.helpings[i]]));
  return z;
}
