/**
 * Royal Dinner Party: who wants what most. The seats a guest met may take, and the guests that
 * want a card with no place as an extra helping.
 */
import { OUTER, SEATS_AT, colourOfSuit, rankOf, suitOf } from './cards.js';
import { type RdpState, top, value } from './state.js';

/**
 * The seats a guest may take: next to the outer position it is most (or least) interested in,
 * among positions with a card and a free seat; any free seat when there is no such position.
 */
export function seatChoices(s: RdpState, guest: number, out: number[]): number {
  const suit = suitOf(guest);
  const colour = colourOfSuit(suit);
  const least = s.rules.leastInterested;
  // tier 2: suit, 1: colour, 0: any; better tier first, then best value
  let bestTier = -1;
  let bestValue = 0;
  let n = 0;
  for (let i = 0; i < OUTER.length; i++) {
    const p = OUTER[i];
    const c = top(s.grid[p]);
    if (c < 0 || !hasFreeSeat(s, p)) continue;
    const tier = suitOf(c) === suit ? 2 : colourOfSuit(suitOf(c)) === colour ? 1 : 0;
    const v = value(c);
    const better = tier > bestTier || (tier === bestTier && (least ? v < bestValue : v > bestValue));
    if (better) {
      bestTier = tier;
      bestValue = v;
      n = 0;
    }
    if (better || (tier === bestTier && v === bestValue)) n = addFreeSeats(s, p, out, n);
  }
  if (bestTier >= 0) return n;
  for (let seat = 0; seat < 12; seat++) if (s.guest[seat] < 0) out[n++] = seat;
  return n;
}

function hasFreeSeat(s: RdpState, p: number): boolean {
  const seats = SEATS_AT[p];
  for (let i = 0; i < seats.length; i++) if (s.guest[seats[i]] < 0) return true;
  return false;
}

function addFreeSeats(s: RdpState, p: number, out: number[], n: number): number {
  const seats = SEATS_AT[p];
  for (let i = 0; i < seats.length; i++) if (s.guest[seats[i]] < 0) out[n++] = seats[i];
  return n;
}

/**
 * The unsatisfied seated guests that want a card most as an extra helping: of its suit, else
 * of its colour, else any, and among those the lowest rank (J before Q before K).
 */
export function helpingChoices(s: RdpState, c: number, out: number[]): number {
  const suit = suitOf(c);
  const colour = colourOfSuit(suit);
  let bestTier = -1;
  let bestRank = 99;
  let n = 0;
  for (let seat = 0; seat < 12; seat++) {
    const g = s.guest[seat];
    if (g < 0 || s.satisfied[seat]) continue;
    const tier = suitOf(g) === suit ? 2 : colourOfSuit(suitOf(g)) === colour ? 1 : 0;
    const r = rankOf(g);
    if (tier > bestTier || (tier === bestTier && r < bestRank)) {
      bestTier = tier;
      bestRank = r;
      n = 0;
    }
    if (tier === bestTier && r === bestRank) out[n++] = seat;
  }
  return n;
}
