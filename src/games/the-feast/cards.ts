/**
 * The Feast: cards and table sizes.
 *
 * The Pairs deck has 55 cards: one 1, two 2s, ... ten 10s, no suits. A card is a code
 * 0..54; `RANK[code]` is its rank and its notation. The codes of rank r run from
 * r(r-1)/2 to r(r+1)/2 - 1, so a fresh deck lists the ranks in ascending order.
 */

/** Cards in the deck. */
export const DECK_SIZE = 55;
/** The highest rank. */
export const MAX_RANK = 10;

/** The rank of every card code. */
export const RANK: readonly number[] = (() => {
  const out: number[] = [];
  for (let r = 1; r <= MAX_RANK; r++) for (let i = 0; i < r; i++) out.push(r);
  return out;
})();

/** How many cards of each rank the deck holds (index = rank). */
export const COPIES: readonly number[] = Array.from({ length: MAX_RANK + 1 }, (_, r) => r);

const FRESH: readonly number[] = Array.from({ length: DECK_SIZE }, (_, i) => i);

/** The 55 card codes of a fresh deck (a copy of one built once: setup and every hand take one). */
export function freshDeck(): number[] {
  return FRESH.slice();
}



/** The most seats at the table, dummies included. */
export const MAX_TABLE = 8;
/** The fewest seats at the table: smaller games are filled up with dummies. */
export const MIN_TABLE = 4;

/** Seats at the table (real seats and dummies) for `seats` players and `extra` added dummies. */
export function tableSize(seats: number, extra: number): number {
  return Math.min(MAX_TABLE, Math.max(MIN_TABLE, seats) + Math.max(0, extra));
}

/** Cards dealt to each seat (and so rounds per hand) by seats at the table. */
export function handSizeFor(table: number): number {
  if (table <= 5) return 8;
  if (table === 6) return 7;
  return 6;
}
