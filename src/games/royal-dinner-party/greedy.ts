/**
 * A simple greedy player for Royal Dinner Party: it serves whenever a placement or a joker
 * serves someone, otherwise stacks a card on the closest lower card, and spends an ace only
 * to save a guest from an appetite that would lose the game. It plans on a sample of the
 * state (the deck's order drawn at random), so it never peeks.
 */
import { KING, QUEEN, SEAT_LINE, SERVED_FROM, colourOfSuit, suitOf } from './cards.js';
import { rankOf } from './cards.js';
import { M_ACE, M_DRAW, M_HELPING, M_JOKER, M_KEEP, M_PLACE, Phase, mealSatisfies, top, type RdpState } from './rules.js';

/** How many guests a card landing on `p` would satisfy now. */
export function servesAt(s: RdpState, p: number): number {
  let n = 0;
  const seats = SERVED_FROM[p];
  for (let i = 0; i < seats.length; i++) {
    const seat = seats[i];
    if (s.guest[seat] >= 0 && !s.satisfied[seat] && mealSatisfies(s, seat)) n++;
  }
  return n;
}

/** The joker move that satisfies a guest now, or -1. */
function servingJoker(s: RdpState, legal: readonly number[]): number {
  for (const m of legal) {
    if (m < M_JOKER || m >= M_HELPING) continue;
    const to = (m - M_JOKER) % 9;
    const from = ((m - M_JOKER) / 9) | 0;
    // the moved card leaves `from`: skip moves whose meal would include the card itself
    if (s.grid[from].length && servesAt(s, to) > 0) {
      const c = s.grid[from].pop() as number;
      const still = servesAt(s, to);
      s.grid[from].push(c);
      if (still > 0) return m;
    }
  }
  return -1;
}

/**
 * How promising the table is: each hungry guest's meal counts for what it already offers
 * (cards of the wrong suit or colour count nothing for a Queen or King), a ready meal counts
 * extra, and low top cards on landing spots keep room to place.
 */
export function evaluate(s: RdpState): number {
  let e = 0;
  for (let seat = 0; seat < 12; seat++) {
    const g = s.guest[seat];
    if (g < 0 || s.satisfied[seat]) continue;
    const line = SEAT_LINE[seat];
    const a = top(s.grid[line[0]]);
    const b = top(s.grid[line[1]]);
    const sum = fit(g, a) + fit(g, b);
    const need = s.appetite[seat];
    e += Math.min(sum, need);
    if (sum >= need) {
      // ready: worth more when a card can still land on the far spot
      const far = top(s.grid[line[2]]);
      e += far < 0 ? 8 : 14 - rankOf(far);
    }
  }
  return e;
}

function fit(guest: number, c: number): number {
  if (c < 0) return 0;
  const r = rankOf(guest);
  if (r === QUEEN && colourOfSuit(suitOf(c)) !== colourOfSuit(suitOf(guest))) return 0;
  if (r === KING && suitOf(c) !== suitOf(guest)) return 0;
  return rankOf(c);
}

export function greedy(s: RdpState, legal: readonly number[]): number {
  switch (s.phase) {
    case Phase.Final:
      return M_KEEP;
    case Phase.Play: {
      const j = servingJoker(s, legal);
      if (j >= 0) return j;
      return legal.includes(M_DRAW) ? M_DRAW : legal[0];
    }
    case Phase.Place: {
      let best = -1;
      let bestScore = -Infinity;
      let bestServes = 0;
      const v = rankOf(s.held);
      for (const m of legal) {
        if (m < M_PLACE || m >= M_ACE) continue;
        const p = m - M_PLACE;
        const serves = servesAt(s, p);
        s.grid[p].push(s.held);
        const score = serves * 100 + evaluate(s);
        s.grid[p].pop();
        if (score > bestScore) {
          bestScore = score;
          best = m;
          bestServes = serves;
        }
      }
      if (best >= 0) {
        const j = bestServes ? -1 : servingJoker(s, legal);
        return j >= 0 ? j : best;
      }
      // no place: an extra helping, unless it would lose the game and an ace can make room
      let helping = -1;
      let lowest = Infinity;
      for (const m of legal) {
        if (m < M_HELPING) continue;
        const seat = m - M_HELPING;
        if (s.appetite[seat] < lowest) {
          lowest = s.appetite[seat];
          helping = m;
        }
      }
      if (helping >= 0 && lowest + v < s.rules.limit) return helping;
      let ace = -1;
      let highest = -1;
      for (const m of legal) {
        if (m < M_ACE || m >= M_JOKER) continue;
        const t = top(s.grid[m - M_ACE]);
        if (t >= 0 && rankOf(t) > highest) {
          highest = rankOf(t);
          ace = m;
        }
      }
      if (ace >= 0) return ace;
      return helping >= 0 ? helping : legal[0];
    }
    default:
      return legal[0];
  }
}
