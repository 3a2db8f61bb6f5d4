/**
 * The Feast: the odds the greedy player (greedy.ts) gives a random player's ploy.
 *
 * `rankChances` finds how likely a random player is to play each rank from a hand dealt out
 * of the unseen cards (ploy-draws.ts then walks the combinations of the others' ploys). It
 * runs at every ploy of the greedy player, so it works in place on typed arrays and shares
 * what does not change. Every sum and product is formed in the same order as the first,
 * plainer version of this code (kept in test/helpers/feast-greedy-reference.ts):
 * floating-point sums in another order would differ in the last bits and could turn a near
 * tie, and so a move, and so every figure of a study.
 */
import { MAX_RANK } from './cards.js';

/** Most cards in a hand (8, at 4-5 seats). */
export const MAX_HAND = 8;
/** Ranks index arrays directly (index 0 unused). */
export const R = MAX_RANK + 1;

/** The unseen cards per rank, and how many (set by the caller before anything below). */
export const unseen = new Int32Array(R);
export const odds = { size: 0 };
/** An unseen card's chance of each rank. */
export const anyCard = new Float64Array(R);
/** byRank[h * R + r]: a random player's chance of playing rank r from a hand of h unseen cards. */
export const byRank = new Float64Array((MAX_HAND + 1) * R);

/** Binomial coefficients up to 55: CHOOSE[n * 56 + k] (one typed array: fast to read in loops). */
const CHOOSE = (() => {
  const c = new Float64Array(56 * 56);
  for (let n = 0; n <= 55; n++) {
    c[n * 56] = 1;
    c[n * 56 + n] = 1;
    for (let k = 1; k < n; k++) c[n * 56 + k] = c[(n - 1) * 56 + k - 1] + c[(n - 1) * 56 + k];
  }
  return c;
})();
export const choose = (n: number, k: number): number => (k < 0 || k > n ? 0 : CHOOSE[n * 56 + k]);

// a count of hands: cell d * H + k holds the hands of k cards with d distinct ranks (a row
// per d: the sums below run along k)
const H = MAX_HAND + 1;
const CELLS = R * H;
/** prefix[i * CELLS + ...]: hands over the first i ranks that have unseen cards. */
const prefix = new Float64Array(R * CELLS);
let ways = new Float64Array(CELLS);
let next = new Float64Array(CELLS);
/** The ranks with unseen cards, ascending. */
const present = new Int32Array(R);
const times = new Float64Array(R);

/**
 * Counts into `to` the hands of `from` (at offsets) extended by 0..u cards of a rank with u
 * unseen ones; `keep` false leaves out the hands without it. `kinds`: ranks counted so far.
 *
 * Each cell is summed whole, in the order the first version pushed its terms in: the hands
 * with fewer cards first (most copies of this rank first), then those without the rank. Cells
 * a hand cannot fill (more distinct ranks than cards or than ranks counted) are never read.
 */
function addRank(from: Float64Array, at: number, to: Float64Array, toAt: number, u: number, keep: boolean, kinds: number, top: number): void {
  for (let c = 1; c <= u; c++) times[c] = CHOOSE[u * 56 + c];
  // no card of this rank: the hands kept as they were
  for (let k = 0; k <= top; k++) to[toAt + k] = keep ? from[at + k] : 0;
  const dTop = kinds + 1 < top ? kinds + 1 : top;
  for (let d = 1; d <= dTop; d++) {
    const fewer = at + (d - 1) * H;
    const same = at + d * H;
    const out = toAt + d * H;
    const kept = keep && d <= kinds;
    for (let k = d; k <= top; k++) {
      // from k - c cards with d - 1 ranks, which needs d - 1 <= k - c; 0 + x is x
      const cMax = u < k - d + 1 ? u : k - d + 1;
      let acc = from[fewer + k - cMax] * times[cMax];
      for (let c = cMax - 1; c >= 1; c--) acc += from[fewer + k - c] * times[c];
      to[out + k] = kept ? acc + from[same + k] : acc;
    }
  }
}

/**
 * byRank[h] for h = 1..top: the chance that a player holding h cards dealt from the unseen
 * ones plays rank r, picking among its distinct ranks at random. That is the sum, over the
 * hands holding r, of 1/(ranks in the hand), found by counting hands by size and ranks, over
 * the ranks in order with r left out. The count over the ranks below r is the same for every
 * r above them, so it is made once (`prefix`).
 */
export function rankChances(top: number): void {
  const size = odds.size;
  top = Math.min(top, size);
  for (let h = 1; h <= top; h++) byRank.fill(0, h * R, h * R + R);
  let kinds = 0;
  for (let r = 1; r <= MAX_RANK; r++) if (unseen[r]) present[kinds++] = r;
  prefix.fill(0, 0, CELLS);
  prefix[0] = 1; // no cards yet: one empty hand
  for (let i = 0; i + 1 < kinds; i++) addRank(prefix, i * CELLS, prefix, (i + 1) * CELLS, unseen[present[i]], true, i, top);
  for (let ti = 0; ti < kinds; ti++) {
    const target = present[ti];
    addRank(prefix, ti * CELLS, ways, 0, unseen[target], false, ti, top);
    for (let i = ti + 1; i < kinds; i++) {
      addRank(ways, 0, next, 0, unseen[present[i]], true, i, top);
      const t = ways;
      ways = next;
      next = t;
    }
    for (let h = 1; h <= top; h++) {
      // empty cells would add +0, which changes nothing
      let p = 0;
      const dMax = h < kinds ? h : kinds;
      for (let d = 1; d <= dMax; d++) p += ways[d * H + h] / d;
      byRank[h * R + target] = p / CHOOSE[size * 56 + h];
    }
  }
}
