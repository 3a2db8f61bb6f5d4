/**
 * Just Desserts: what each seat sees, and the hidden part resampled for searching players.
 *
 * Public: the guests at every table, the Waiting Room (face up, top first), the dirty
 * dishes, pile sizes, hand sizes, the guest at hand, an announced steal, closing time.
 * Hidden: the piles' order and every hand but the seat's own.
 */
import { nextSeed, seedRng, shuffleInPlace, type RngState } from '../../engine/rng.js';
import { mover, points } from './rules.js';
import { canServe, hasBlocker } from './serving.js';
import { Phase, PHASE_NAMES, clone, type JdState } from './state.js';

/** Whether a resampled state agrees with what was public about hands (offers, blocks). */
function consistent(r: JdState, seat: number): boolean {
  if (r.phase === Phase.Offer) {
    for (let k = 1; k < r.seats; k++) {
      const x = (r.turnSeat + k) % r.seats;
      if (x === r.offerSeat) break;
      if (x === seat) continue;
      const asked = (r.asked & (1 << x)) !== 0;
      if (canServe(r, r.hands[x], r.guest) !== asked) return false;
    }
    if (r.offerSeat !== seat && !canServe(r, r.hands[r.offerSeat], r.guest)) return false;
  }
  if (r.phase === Phase.Block && r.victim !== seat && !hasBlocker(r, r.victim, r.target)) return false;
  return true;
}

/**
 * A state `seat` cannot tell from `s`: other hands and the dessert pile dealt again from
 * their pooled cards (desserts announced for a steal stay in the stealer's hand), the guest
 * pile reshuffled; tries a few times to agree with who was asked or skipped in an offer and
 * with a victim being able to block.
 */
export function resample(s: JdState, seat: number, rng: RngState): JdState {
  const r = clone(s);
  const pinned = r.phase === Phase.Block ? r.stealCards : [];
  const hidden: number[] = [];
  for (let x = 0; x < r.seats; x++) if (x !== seat) hidden.push(x);
  const pool = r.dessertPile.slice();
  const sizes: number[] = [];
  for (const x of hidden) {
    let size = 0;
    for (const c of r.hands[x]) {
      if (x === r.turnSeat && pinned.includes(c)) continue;
      pool.push(c);
      size++;
    }
    sizes.push(size);
  }
  // sorted first: states the seat cannot tell apart resample alike from one generator
  pool.sort((a, b) => a - b);
  r.guestPile.sort((a, b) => a - b);
  for (let attempt = 0; attempt < 200; attempt++) {
    shuffleInPlace(rng, pool);
    let next = 0;
    hidden.forEach((x, i) => {
      const hand = x === r.turnSeat ? pinned.slice() : [];
      for (let k = 0; k < sizes[i]; k++) hand.push(pool[next++]);
      r.hands[x] = hand;
    });
    r.dessertPile = pool.slice(next);
    if (consistent(r, seat)) break;
  }
  shuffleInPlace(rng, r.guestPile);
  r.rng = seedRng(nextSeed(rng));
  return r;
}

/** A steal under way: who steals (seats from 1), from whom, which guest, with which desserts. */
export interface JdStealView {
  by: number;
  from: number;
  guest: string;
  desserts: string[];
}

/** What a seat sees (seats count from 1, cards by their codes): the `state` of `replay --json`. */
export interface JdView {
  phase: (typeof PHASE_NAMES)[number];
  turn: number;
  turnSeat: number;
  toMove: number[];
  guestAtHand: string | null;
  offeredTo: number | null;
  asked: number[];
  steal: JdStealView | null;
  guests: string[][];
  points: number[];
  handSizes: number[];
  /** Top first. */
  waitingRoom: string[];
  guestPile: number;
  dessertPile: number;
  dirtyDishes: string[];
  freshened: number;
  closingTime: { roundsLeft: number; turnsLeft: number } | null;
  result: 'playing' | 'trio' | 'closing';
  winners: number[];
  /** The seat's own desserts (absent in the spectators' view). */
  hand?: string[];
}

/** What `seat` sees (-1: what everyone sees). Seats in the view count from 1. */
export function view(s: JdState, seat: number): JdView {
  const t = s.tables;
  const code = (c: number): string => t.codes[c];
  const turnsLeft = s.closingLeft < 0 ? -1 : s.phase === Phase.Over ? 0 : s.closingLeft + 1;
  const v: JdView = {
    phase: PHASE_NAMES[s.phase],
    turn: s.turns,
    turnSeat: s.turnSeat + 1,
    toMove: s.phase === Phase.Over ? [] : [mover(s) + 1],
    guestAtHand: s.guest >= 0 ? code(s.guest) : null,
    offeredTo: s.offerSeat >= 0 ? s.offerSeat + 1 : null,
    asked: s.served.map((_, x) => x).filter((x) => s.asked & (1 << x)).map((x) => x + 1),
    steal:
      s.phase === Phase.Block || s.phase === Phase.Bribe
        ? { by: s.turnSeat + 1, from: s.victim + 1, guest: code(s.target), desserts: s.stealCards.map(code) }
        : null,
    guests: s.served.map((row) => row.map(code)),
    points: s.served.map((_, x) => points(s, x)),
    handSizes: s.hands.map((h) => h.length),
    waitingRoom: s.waiting.slice().reverse().map(code),
    guestPile: s.guestPile.length,
    dessertPile: s.dessertPile.length,
    dirtyDishes: s.discards.map(code),
    freshened: s.freshened,
    closingTime: turnsLeft < 0 ? null : { roundsLeft: Math.ceil(turnsLeft / s.seats), turnsLeft },
    result: s.endedBy === 1 ? 'trio' : s.endedBy === 2 ? 'closing' : 'playing',
    winners: s.winners.map((x) => x + 1),
  };
  if (seat >= 0) v.hand = s.hands[seat].map(code);
  return v;
}
