/**
 * Just Desserts: a cheap heuristic player. It serves whatever it can (a trio first, then a
 * favorite and points), spends the desserts it needs least (those that feed no guest it
 * still wants for a trio), steals a guest when it completes its own trio or breaks up an
 * opponent's near trio or is simply worth it, always blocks a steal when it can, and pays
 * the cheapest bribe. It never freshens.
 */
import type { RngState } from '../../engine/rng.js';
import { isFavorite } from './serving.js';
import { Move, Phase, decode, type JdState } from './state.js';

export function greedy(s: JdState, seat: number, legal: readonly number[], _rng: RngState): number {
  const scores = scoreMoves(s, seat, legal, []);
  let best = 0;
  // the first of equal scores, in legal order
  for (let i = 1; i < legal.length; i++) if (scores[i] > scores[best]) best = i;
  return legal[best];
}

/**
 * The heuristic's score of every legal move (higher is better), written into `out` and
 * returned: the searching player uses them to choose which moves are worth searching.
 */
export function scoreMoves(s: JdState, seat: number, legal: readonly number[], out: number[]): number[] {
  const t = s.tables;
  const icons = (x: number): number[] => {
    const c = new Array<number>(t.trios.length).fill(0);
    for (const g of s.served[x]) c[t.trio[g]]++;
    return c;
  };
  const mine = icons(seat);
  const mineSet = new Set(s.served[seat]);
  // how much this seat wants each guest it does not hold: trios first
  const want = (g: number): number => {
    const c = mine[t.trio[g]];
    return c >= 2 ? 8 : c === 1 ? 3 : 1;
  };
  const valueCache = new Map<number, number>();
  const cardValue = (c: number): number => {
    const hit = valueCache.get(c);
    if (hit !== undefined) return hit;
    let v = 0;
    for (let g = 0; g < t.guests; g++) {
      if (mineSet.has(g)) continue;
      if (t.mask[c] & t.mask[g] && !(t.mask[c] & t.dislike[g])) v += want(g);
    }
    valueCache.set(c, v);
    return v;
  };
  const serveValue = (g: number, cards: readonly number[]): number => {
    const have = mine[t.trio[g]];
    let v = 5 + t.points[g] + (have >= 2 ? 1000 : have === 1 ? 4 : 1);
    if (cards.some((c) => isFavorite(t, g, c))) v += 2;
    for (const c of cards) v -= 0.15 * cardValue(c) + 0.5;
    return v;
  };
  const ownerOf = (g: number): number => s.served.findIndex((row) => row.includes(g));
  const score = (move: number): number => {
    const { kind, cards, target } = decode(move);
    switch (kind) {
      case Move.Serve:
        return serveValue(s.guest, cards);
      case Move.Pass:
        return 0;
      case Move.Waiting:
        return serveValue(s.waiting[s.waiting.length - 1], cards) - 5;
      case Move.Steal: {
        const victim = ownerOf(target);
        const theirs = icons(victim)[t.trio[target]];
        let v = serveValue(target, cards) - 5 + 0.5 * t.points[target] - 1.5;
        if (theirs >= 2) v += 30;
        return v;
      }
      case Move.End:
        return 3;
      case Move.Done:
        return 0;
      case Move.Discard:
        return s.phase === Phase.Freshen ? -1 : -10;
      case Move.Block:
        return 100 - 0.1 * cardValue(cards[0]);
      case Move.Allow:
        return 0;
      case Move.Bribe:
        return -cardValue(cards[0]);
    }
    return -100;
  };
  out.length = legal.length;
  for (let i = 0; i < legal.length; i++) out[i] = score(legal[i]);
  return out;
}
