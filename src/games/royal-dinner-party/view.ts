/**
 * What the player sees of Royal Dinner Party, and the hidden part (the deck's order). The view
 * is the `state` of `replay --json` (see docs/records.md).
 */
import { shuffleInPlace, type RngState } from '../../engine/rng.js';
import { POSITIONS, SEAT_NAMES, cardName, rankOf } from './cards.js';
import { score } from './rules.js';
import { Result, clone, freshRng, type RdpState } from './state.js';

const PHASE_NAMES = ['seat', 'final', 'play', 'place', 'over'] as const;
const RESULT_NAMES = ['playing', 'won', 'lost'] as const;

/** A seated guest as the view shows it. */
export interface RdpSeatView {
  guest: string;
  appetite: number;
  satisfied: boolean;
  /** Cards given as extra helpings. */
  helpings: string[];
}

/** What the player sees (cards by their notation): the `state` of `replay --json`. */
export interface RdpView {
  /** Position ("a1") to its stack, bottom card first. */
  grid: Record<string, string[]>;
  /** Seat ("Ta") to its guest; a seat without a guest is absent. */
  seats: Record<string, RdpSeatView>;
  favors: string[];
  used: string[];
  /** Cards in the deck. */
  deck: number;
  /** The deck's cards not seen under it, sorted. */
  unseen: string[];
  /** The cards seen going under the deck, in the order they will be drawn. */
  bottom: string[];
  /** The drawn card to place, or null. */
  held: string | null;
  /** Guests waiting for a seat, first in line first. */
  waiting: string[];
  phase: (typeof PHASE_NAMES)[number];
  result: (typeof RESULT_NAMES)[number];
  /** Why the game was lost ("appetite" or "deck"), or null. */
  lostBy: string | null;
  score: number;
  turn: number;
  appetiteLimit: number;
}

/** The player's view: everything but the order of the unseen part of the deck. */
export function view(s: RdpState): RdpView {
  const grid: Record<string, string[]> = {};
  POSITIONS.forEach((name, p) => (grid[name] = s.grid[p].map(cardName)));
  const seats: Record<string, RdpSeatView> = {};
  SEAT_NAMES.forEach((name, i) => {
    if (s.guest[i] < 0) return;
    seats[name] = {
      guest: cardName(s.guest[i]),
      appetite: s.appetite[i],
      satisfied: s.satisfied[i] === 1,
      helpings: s.helpings[i].map(cardName),
    };
  });
  const unseen = s.deck.slice(s.known).sort((a, b) => a - b).map(cardName);
  // the known bottom, in the order it will be drawn
  const bottom: string[] = [];
  for (let i = s.known - 1; i >= 0; i--) bottom.push(cardName(s.deck[i]));
  return {
    grid,
    seats,
    favors: s.favors.map(cardName),
    used: s.used.map(cardName),
    deck: s.deck.length,
    unseen,
    bottom,
    held: s.held < 0 ? null : cardName(s.held),
    waiting: s.waiting.map(cardName),
    phase: PHASE_NAMES[s.phase],
    result: RESULT_NAMES[s.result],
    lostBy: s.lostBy || null,
    score: s.result === Result.Won ? score(s) : 0,
    turn: s.turns,
    appetiteLimit: s.rules.limit,
  };
}

const present = new Uint8Array(54);

/**
 * The deck's unseen cards reshuffled; everything the player saw kept. The unseen cards are
 * sorted first, so two states the player cannot tell apart resample alike from one generator.
 */
export function resample(s: RdpState, rng: RngState): RdpState {
  const c = clone(s);
  // a counting sort: cards are distinct integers below 54
  for (let i = c.known; i < c.deck.length; i++) present[c.deck[i]] = 1;
  let k = c.known;
  for (let card = 0; card < present.length; card++) {
    if (present[card]) {
      c.deck[k++] = card;
      present[card] = 0;
    }
  }
  shuffleInPlace(rng, c.deck, c.known, c.deck.length);
  c.rng = freshRng(rng);
  return c;
}


export { rankOf };
