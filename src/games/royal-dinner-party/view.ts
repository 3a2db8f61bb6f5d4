/**
 * What the player sees of Royal Dinner Party, the hidden part (the deck's order), and the
 * move notation. The view is the `state` of `replay --json` (see docs/records.md).
 */
import { shuffleInPlace, type RngState } from '../../engine/rng.js';
import { POSITIONS, SEAT_NAMES, cardName, isAce, isJoker, rankOf } from './cards.js';
import {
  Move,
  Phase,
  Result,
  canPlace,
  clone,
  freshRng,
  score,
  top,
  type RdpState,
} from './rules.js';

const PHASE_NAMES = ['seat', 'final', 'play', 'place', 'over'] as const;
const RESULT_NAMES = ['playing', 'won', 'lost'] as const;

/** The player's view: everything but the order of the unseen part of the deck. */
export function view(s: RdpState): Record<string, unknown> {
  const grid: Record<string, string[]> = {};
  POSITIONS.forEach((name, p) => (grid[name] = s.grid[p].map(cardName)));
  const seats: Record<string, unknown> = {};
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

export function moveText(move: number): string {
  if (move < Move.Keep) return `seat ${SEAT_NAMES[move - Move.Seat]}`;
  if (move === Move.Keep) return 'keep';
  if (move < Move.Draw) return `swap ${POSITIONS[move - Move.Swap]}`;
  if (move === Move.Draw) return 'draw';
  if (move < Move.Ace) return `place ${POSITIONS[move - Move.Place]}`;
  if (move < Move.Joker) return `ace ${POSITIONS[move - Move.Ace]}`;
  if (move < Move.Helping) {
    const m = move - Move.Joker;
    return `joker ${POSITIONS[(m / 9) | 0]} ${POSITIONS[m % 9]}`;
  }
  return `helping ${SEAT_NAMES[move - Move.Helping]}`;
}

const pos = (t: string | undefined): number => POSITIONS.indexOf((t ?? '').toLowerCase() as (typeof POSITIONS)[number]);
const seatIndex = (t: string | undefined): number =>
  SEAT_NAMES.findIndex((n) => n.toLowerCase() === (t ?? '').toLowerCase());

/** Why a move's text is not legal now, in a few words. */
export function whyIllegal(s: RdpState, text: string): string {
  const [verb, a, b] = text.trim().toLowerCase().split(/\s+/);
  const phase = s.phase;
  if (phase === Phase.Over) return 'the game is over';
  if (phase === Phase.Seat && verb !== 'seat') return `${cardName(s.waiting[0])} must be seated first`;
  if (phase === Phase.Final && verb !== 'keep' && verb !== 'swap') return 'the Final Touch comes first: swap a card or keep';
  switch (verb) {
    case 'seat': {
      if (phase !== Phase.Seat) return 'no guest is waiting for a seat';
      const i = seatIndex(a);
      if (i < 0) return `"${a ?? ''}" is not a seat (seats: ${SEAT_NAMES.join(' ')})`;
      if (s.guest[i] >= 0) return `${SEAT_NAMES[i]} is taken`;
      return `${cardName(s.waiting[0])} is more interested in another seat`;
    }
    case 'draw':
      if (phase === Phase.Place) return `${cardName(s.held)} must be placed first`;
      return 'the deck is empty';
    case 'keep':
    case 'swap':
      if (phase !== Phase.Final) return 'the Final Touch is only made when setting the table';
      return pos(a) < 0 ? `"${a ?? ''}" is not a position (a1 to c3)` : `${a} is empty`;
    case 'place': {
      if (phase !== Phase.Place) return 'there is no drawn card to place';
      const p = pos(a);
      if (p < 0) return `"${a ?? ''}" is not a position (a1 to c3)`;
      return `${cardName(s.held)} cannot go on ${POSITIONS[p]}: its top card ${cardName(top(s.grid[p]))} is higher`;
    }
    case 'ace':
      if (!s.favors.some(isAce)) return 'no ace is left';
      return pos(a) < 0 ? `"${a ?? ''}" is not a position (a1 to c3)` : `${a} is empty`;
    case 'joker': {
      if (!s.favors.some(isJoker)) return 'no joker is left';
      const from = pos(a);
      const to = pos(b);
      if (from < 0 || to < 0) return 'a joker move names two positions, as in "joker a1 c3"';
      const c = top(s.grid[from]);
      if (c < 0) return `${a} is empty`;
      if (from === to || !canPlace(s, c, to)) return `${cardName(c)} cannot go on ${b}`;
      return 'that joker move is not open now';
    }
    case 'helping': {
      if (phase !== Phase.Place) return 'there is no drawn card to give';
      for (let p = 0; p < 9; p++) if (canPlace(s, s.held, p)) return `${cardName(s.held)} has a place, so it must be placed`;
      const i = seatIndex(a);
      if (i < 0 || s.guest[i] < 0) return `no guest sits at "${a ?? ''}"`;
      if (s.satisfied[i]) return `the guest at ${SEAT_NAMES[i]} is already satisfied`;
      return `another guest wants ${cardName(s.held)} more`;
    }
    default:
      return `"${verb ?? ''}" is not a move (moves: draw, place, ace, joker, seat, helping, swap, keep)`;
  }
}

export { rankOf };
