/**
 * What placing a card under a noble will do, asked of the game's own noble checks (never
 * decided here): it fits, it completes the noble (scored after the placements), or it makes
 * the noble impossible, so its cards and the new one go to the discard pile.
 */
import type { LouisNobleView } from '../../../games/louis-xiv/view.js';

export type Outcome = 'fits' | 'completes' | 'forced';

/**
 * The game's checks for the cards under one noble of one seat: whether they meet its need
 * exactly, and whether more cards could still make them do so. Undefined when unknown.
 */
export type NobleCheck = (
  side: string,
  noble: string,
  seat: number,
  cards: readonly string[],
  data: unknown,
) => { complete: boolean; possible: boolean } | undefined;

/** The outcome of placing `card` under `noble` of `seat`, or undefined when the checks cannot say. */
export function outcomeOf(
  check: NobleCheck | undefined,
  side: string,
  noble: LouisNobleView,
  seat: number,
  card: string,
  data: unknown,
): Outcome | undefined {
  if (!check || noble.scored) return undefined;
  const r = check(side, noble.noble, seat, [...noble.cards, card], data);
  if (!r) return undefined;
  return r.complete ? 'completes' : r.possible ? 'fits' : 'forced';
}
