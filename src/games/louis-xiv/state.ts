/**
 * Louis XIV: the state, its phases and move codes, clone and zones. Cards are numbers (data.ts);
 * the draw pile keeps its top card last.
 */
import { nextSeed, seedRng, type RngState } from '../../engine/rng.js';
import type { BaseState } from '../../engine/types.js';
import { type NobleSpec, type Tables } from './data.js';

export const Phase = { Take: 0, Place: 1, Dispose: 2, Over: 3 } as const;

export const PHASE_NAMES = ['take', 'place', 'dispose', 'over'] as const;

/** Move codes, each kind in its own range: the kind's first code plus what it names. */
export const Move = {
  /** + row (0-2) */
  Row: 0,
  /** + column (0-2) */
  Col: 3,
  /** + the imposter's placement */
  Imposter: 6,
  /** + card * 8 + noble */
  Place: 32,
  /** + noble */
  Dispose: 2000,
  Done: 2010,
} as const;

/** The lines of the tray a turn may take: rows then columns, as cell indices. */
export const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
] as const;

export interface LouisState extends BaseState {
  /** The compiled ruleset tables (shared by reference, never mutated). */
  tables: Tables;
  /** Seats at the table. */
  seats: number;
  /** 0 unmasked, 1 masked. */
  side: number;
  finishRound: boolean;
  /** The draw pile; the last element is the top card. */
  deck: number[];
  /** Deck indices (from the bottom) where the end-of-party card may be: [lo, hi). */
  endLo: number;
  endHi: number;
  /** Nine cells in reading order, -1 for empty. */
  tray: number[];
  /** Cards taken and not yet placed. */
  toPlace: number[];
  /** Per seat, per noble: the cards under it, in the order placed. */
  nobles: number[][][];
  /** Per seat, per noble: 1 once scored. */
  scored: number[][];
  points: number[];
  imposterUsed: number[];
  /** Face up, oldest first. */
  discard: number[];
  /** Times the end-of-party card was drawn; `aside` holds it once it leaves the pile for good. */
  endOfParty: number;
  aside: number[];
  /** The end-of-party card came out a second time with `finishRound`: the round is the last. */
  lastRound: boolean;
  /** The seat whose turn it is. */
  seat: number;
  /** Turns played. */
  turns: number;
  phase: number;
  /** Solo: the A.I. deck (top last) and the cards drawn from it, oldest first. */
  soloDeck: number[];
  soloUsed: number[];
  winners: number[];
  /** Statistics for the simulator. */
  stats: {
    forced: number;
    voluntary: number;
    imposter: number;
    /** Per seat, per noble: the seat's round (from 1) when scored, 0 if never. */
    scoredRound: number[][];
  };
}

/** The nobles of a seat (its colours on the chosen side). */
export const noblesOf = (s: LouisState, seat: number): NobleSpec[] => s.tables.nobles[s.side][seat];

export function clone(s: LouisState): LouisState {
  return {
    ...s,
    rng: s.rng.slice(),
    deck: s.deck.slice(),
    tray: s.tray.slice(),
    toPlace: s.toPlace.slice(),
    nobles: s.nobles.map((seat) => seat.map((cs) => cs.slice())),
    scored: s.scored.map((x) => x.slice()),
    points: s.points.slice(),
    imposterUsed: s.imposterUsed.slice(),
    discard: s.discard.slice(),
    aside: s.aside.slice(),
    soloDeck: s.soloDeck.slice(),
    soloUsed: s.soloUsed.slice(),
    winners: s.winners.slice(),
    stats: { ...s.stats, scoredRound: s.stats.scoredRound.map((x) => x.slice()) },
  };
}

/** A fresh generator drawn from `rng` (for a resampled state). */
export const freshRng = (rng: RngState): RngState => seedRng(nextSeed(rng));

export function zones(s: LouisState): Record<string, readonly number[]> {
  const z: Record<string, readonly number[]> = {
    deck: s.deck,
    tray: s.tray.filter((c) => c >= 0),
    toPlace: s.toPlace,
    discard: s.discard,
    aside: s.aside,
    soloDeck: s.soloDeck,
    soloUsed: s.soloUsed,
  };
  s.nobles.forEach((seat, x) => seat.forEach((cards, i) => (z[`seat${x + 1}n${i + 1}`] = cards)));
  return z;
}
