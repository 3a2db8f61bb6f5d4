/**
 * Just Desserts: the state, its phases, move codes and counters, clone and zones.
 *
 * The state is plain arrays of card numbers (see data.ts for the numbering); piles keep
 * their top card last.
 */
import type { BaseState } from '../../engine/types.js';
import { type Tables } from './data.js';

/** Phases of a turn. */
export const Phase = { Guest: 0, Offer: 1, Steal: 2, Freshen: 3, Block: 4, Bribe: 5, Over: 6 } as const;

export const PHASE_NAMES = ['guest', 'offer', 'steal', 'freshen', 'block', 'bribe', 'over'] as const;

/** Move kinds (the low 4 bits of a move code). */
export const Move = {
  Pass: 0,
  Serve: 1,
  Steal: 2,
  Waiting: 3,
  Discard: 4,
  Done: 5,
  End: 6,
  Bribe: 7,
  Block: 8,
  Allow: 9,
} as const;

/** Indices into `stats`. */
export const Stat = { Steals: 0, Blocks: 1, Waiting: 2, Freshens: 3, Reshuffles: 4, Favorites: 5, Claims: 6, Serves: 7 } as const;

export interface JdState extends BaseState {
  /** The compiled ruleset tables (shared by reference, never mutated). */
  tables: Tables;
  /** Seats. */
  seats: number;
  /** Options. */
  closingRounds: number;
  idle: boolean;
  /** Face-down guest pile, top last. */
  guestPile: number[];
  /** Face-down dessert pile, top last. */
  dessertPile: number[];
  /** Dirty dishes (face up), latest last. */
  discards: number[];
  /** The Waiting Room (face up), top last. */
  waiting: number[];
  /** Each seat's desserts, in the order received. */
  hands: number[][];
  /** Guests each seat has satisfied, in the order taken. */
  served: number[][];
  /** Whose turn it is. */
  turnSeat: number;
  /** Turns begun. */
  turns: number;
  phase: number;
  /** The guest drawn this turn while it waits for a server; -1 otherwise. */
  guest: number;
  /** The seat the guest at hand is offered to (phase OFFER); -1 otherwise. */
  offerSeat: number;
  /** Seats asked during this offer (bit mask); the others in between had nothing that fits. */
  asked: number;
  /** A steal under way (phases BLOCK, BRIBE): the guest, its owner, the announced desserts. */
  target: number;
  victim: number;
  stealCards: number[];
  /** Desserts discarded so far while freshening. */
  freshened: number;
  /** Closing-time turns still to play after the current one; -1 before closing time. */
  closingLeft: number;
  winners: number[];
  /** 0 playing, 1 a trio, 2 closing time. */
  endedBy: number;
  /** Counters, indexed by Stat. */
  stats: number[];
  /** Per dessert (card - guests): the seats that served it this game, a bit mask (the per-card table). */
  servedBy: number[];
}

const KINDS = 16;

const B = 256;

/** A move code: kind, up to three cards (sorted by number), and a target guest. */
export function encode(kind: number, cards: readonly number[] = [], target = 0): number {
  let x = target;
  for (let i = 2; i >= 0; i--) x = x * B + (i < cards.length ? cards[i] + 1 : 0);
  return kind + KINDS * x;
}

export interface Decoded {
  kind: number;
  cards: number[];
  target: number;
}

export function decode(move: number): Decoded {
  const kind = move % KINDS;
  let x = Math.floor(move / KINDS);
  const cards: number[] = [];
  for (let i = 0; i < 3; i++) {
    const c = x % B;
    if (c) cards.push(c - 1);
    x = Math.floor(x / B);
  }
  return { kind, cards, target: x };
}

export function clone(s: JdState): JdState {
  return {
    ...s,
    rng: s.rng.slice(),
    guestPile: s.guestPile.slice(),
    dessertPile: s.dessertPile.slice(),
    discards: s.discards.slice(),
    waiting: s.waiting.slice(),
    hands: s.hands.map((h) => h.slice()),
    served: s.served.map((h) => h.slice()),
    stealCards: s.stealCards.slice(),
    winners: s.winners.slice(),
    stats: s.stats.slice(),
    servedBy: s.servedBy.slice(),
  };
}

/** Every card in exactly one place. */
export function zones(s: JdState): Record<string, readonly number[]> {
  const z: Record<string, readonly number[]> = {
    guestPile: s.guestPile,
    dessertPile: s.dessertPile,
    dirtyDishes: s.discards,
    waitingRoom: s.waiting,
    guestAtHand: s.guest >= 0 ? [s.guest] : [],
  };
  for (let seat = 0; seat < s.seats; seat++) {
    z[`hand${seat + 1}`] = s.hands[seat];
    z[`guests${seat + 1}`] = s.served[seat];
  }
  return z;
}
