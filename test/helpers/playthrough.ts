// Whole games played quickly for the screens' tests, by a small seeded generator of their own.
import type { Match } from '../../src/engine/match.js';

/**
 * Plays `m` to its end (or `limit` moves) with a small seeded generator, calling `visit`
 * before every move and once at the end. Moves whose text matches `prefer` are taken `odds - 1`
 * times in `odds` when there are any, so the game gets somewhere rather than wandering.
 */
export function playThrough(m: Match, seed: number, visit: (m: Match) => void, prefer: RegExp, odds: number, limit: number): void {
  let r = seed * 7919 + 17;
  const rnd = (n: number): number => {
    r = (r * 1103515245 + 12345) % 2147483648;
    return r % n;
  };
  for (let i = 0; i < limit && !m.outcome().over; i++) {
    visit(m);
    const seat = m.toMove()[0];
    const legal = m.legal(seat);
    const good = legal.filter((l) => prefer.test(l.text));
    const pick = good.length && rnd(odds) ? good[rnd(good.length)] : legal[rnd(legal.length)];
    m.play(seat, pick.move);
  }
  visit(m);
}
