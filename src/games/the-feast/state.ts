/**
 * The Feast: the game state, as plain arrays of numbers so that it clones cheaply and
 * survives a JSON round trip exactly; its phases, move codes and zones.
 *
 * Table positions: the real seats come first (0..seats-1), then the dummies
 * (seats..table-1). Every per-seat array below is indexed by table position.
 *
 * Moves are small integers:
 *   0        take topic
 *   1..10    ploy r          (the rank played face down)
 *   11..20   take gaffe r-10 (one gaffe of that rank)
 */
import type { BaseState } from '../../engine/types.js';
import { RANK, MAX_RANK } from './cards.js';

/** The phases of a round. */
export const Phase = {
  /** Players are choosing their ploys (face down). */
  Ploys: 0,
  /** The ploys are revealed and one seat must take a capture. */
  Take: 1,
  /** Every hand has been played. */
  Over: 2,
} as const;

export interface FeastState extends BaseState {
  /** Real seats (players). */
  seats: number;
  /** Seats at the table, dummies included. */
  table: number;
  /** Cards dealt to each seat in every hand, and so rounds per hand. */
  handSize: number;
  /** Hands in the game. */
  hands: number;
  /** When true a player must also outscore every dummy to win. */
  beatDummies: boolean;

  /** The hand being played, from 1. */
  hand: number;
  /** The round being played in this hand, from 1. */
  round: number;
  /** A `Phase`. */
  phase: number;

  /** The draw pile, top card LAST. */
  pile: number[];
  /** Cards held, per table position. */
  held: number[][];
  /** The topic card in the middle of the table, or -1 once captured or discarded. */
  topic: number;
  /** This round's topic rank (kept after the card is captured), 0 before the first. */
  topicRank: number;
  /** The card each position played this round, or -1 (real seats' are face down until revealed). */
  ploys: number[];
  /** The ranks revealed this round per position; all 0 until the reveal. */
  shown: number[];
  /** The position that must take a capture in the Take phase, else -1. */
  chooser: number;
  /** This round's captures: triples of position, rank, 1 for the topic or 0 for a gaffe. */
  taken: number[];

  /** The last finished round: its topic rank (0 if none yet), ploys and captures. */
  lastTopic: number;
  lastPloys: number[];
  lastTaken: number[];

  /** Cards captured in this hand, per position (the next hand reshuffles them). */
  won: number[][];
  /** Ranks captured in the whole game, per position: the score sheet. */
  captured: number[][];
  /** Each finished hand's points, per position. */
  handScores: number[][];
  /** Cards discarded this hand. */
  discard: number[];

  /** Rounds finished in the game. */
  rounds: number;
  /** Statistics: gaffe cards, rounds with nothing captured, rounds with one unmatched ploy. */
  gaffes: number;
  emptyRounds: number;
  singleRounds: number;
  /** Of the rounds with one unmatched ploy, those whose owner took the topic. */
  singleTopic: number;
}

/** A deep copy, written out field by field (much faster than structuredClone). */
export function clone(s: FeastState): FeastState {
  return {
    rng: s.rng.slice(),
    seats: s.seats,
    table: s.table,
    handSize: s.handSize,
    hands: s.hands,
    beatDummies: s.beatDummies,
    hand: s.hand,
    round: s.round,
    phase: s.phase,
    pile: s.pile.slice(),
    held: s.held.map((h) => h.slice()),
    topic: s.topic,
    topicRank: s.topicRank,
    ploys: s.ploys.slice(),
    shown: s.shown.slice(),
    chooser: s.chooser,
    taken: s.taken.slice(),
    lastTopic: s.lastTopic,
    lastPloys: s.lastPloys.slice(),
    lastTaken: s.lastTaken.slice(),
    won: s.won.map((w) => w.slice()),
    captured: s.captured.map((c) => c.slice()),
    handScores: s.handScores.map((h) => h.slice()),
    discard: s.discard.slice(),
    rounds: s.rounds,
    gaffes: s.gaffes,
    emptyRounds: s.emptyRounds,
    singleRounds: s.singleRounds,
    singleTopic: s.singleTopic,
  };
}

/** "Seat 2" or "Dummy 1" for a table position. */
export function label(s: FeastState, pos: number): string {
  return pos < s.seats ? `Seat ${pos + 1}` : `Dummy ${pos - s.seats + 1}`;
}

/** Whether a table position is a dummy. */
export const isDummy = (s: FeastState, pos: number): boolean => pos >= s.seats;

/** The sum of a list of ranks. */
export function sum(ranks: readonly number[]): number {
  let t = 0;
  for (const r of ranks) t += r;
  return t;
}

/** A position's total over the whole game. */
export const total = (s: FeastState, pos: number): number => sum(s.captured[pos]);

/** Index of a card of `rank` in `cards`, or -1. */
export function findRank(cards: readonly number[], rank: number): number {
  for (let i = 0; i < cards.length; i++) if (RANK[cards[i]] === rank) return i;
  return -1;
}

/** Removes `cards[i]` by moving the last card into its place; returns the removed card. */
export function takeAt(cards: number[], i: number): number {
  const card = cards[i];
  const last = cards.pop() as number;
  if (i < cards.length) cards[i] = last;
  return card;
}

/** A bit mask of the ranks present in `cards` (bit r set for rank r). */
export function rankMask(cards: readonly number[]): number {
  let m = 0;
  for (let i = 0; i < cards.length; i++) m |= 1 << RANK[cards[i]];
  return m;
}

/**
 * Counts the ranks among this round's ploys on the table into `counts` (length 11, cleared
 * here) and returns a mask of the gaffe ranks (those played by two or more positions).
 */
export function countPloys(s: FeastState, counts: number[]): number {
  counts.fill(0);
  for (let p = 0; p < s.table; p++) if (s.ploys[p] >= 0) counts[RANK[s.ploys[p]]]++;
  let gaffes = 0;
  for (let r = 1; r < counts.length; r++) if (counts[r] >= 2) gaffes |= 1 << r;
  return gaffes;
}

/** The ranks set in a mask, ascending. */
export function maskRanks(mask: number): number[] {
  const out: number[] = [];
  for (let r = 1; r <= 10; r++) if (mask & (1 << r)) out.push(r);
  return out;
}

/** How many ranks a mask holds. */
export function rankCount(mask: number): number {
  let n = 0;
  for (let r = 1; r <= 10; r++) if (mask & (1 << r)) n++;
  return n;
}

/** The `n`th rank (from 0, ascending) set in a mask, or 0. */
export function nthRank(mask: number, n: number): number {
  for (let r = 1; r <= 10; r++) if (mask & (1 << r) && n-- === 0) return r;
  return 0;
}

/** Move codes: `take topic`, then each kind's first code plus the rank it names. */
export const Move = {
  TakeTopic: 0,
  /** + rank (1-10) */
  Ploy: 0,
  /** + rank (1-10) */
  Gaffe: MAX_RANK,
} as const;

/** The move code of `ploy r`. */
export const ployMove = (rank: number): number => Move.Ploy + rank;

/** The move code of `take gaffe r`. */
export const gaffeMove = (rank: number): number => Move.Gaffe + rank;

export const isPloy = (move: number): boolean => move >= 1 && move <= MAX_RANK;

export const isGaffe = (move: number): boolean => move > MAX_RANK && move <= 2 * MAX_RANK;

export function zones(s: FeastState): Record<string, readonly number[]> {
  const out: Record<string, readonly number[]> = {
    pile: s.pile,
    topic: s.topic >= 0 ? [s.topic] : [],
    table: s.ploys.filter((c) => c >= 0),
    discard: s.discard,
  };
  for (let p = 0; p < s.table; p++) {
    out[`hand:${who(s, p)}`] = s.held[p];
    out[`won:${who(s, p)}`] = s.won[p];
  }
  return out;
}

/** A table position as the view names it: "1" for seat 1, "d1" for dummy 1. */
export function who(s: FeastState, pos: number): string {
  return pos < s.seats ? String(pos + 1) : `d${pos - s.seats + 1}`;
}
