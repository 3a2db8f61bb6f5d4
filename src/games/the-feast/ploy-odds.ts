/**
 * The Feast: the odds the greedy player (greedy.ts) gives the other players' ploys.
 *
 * `rankChances` finds how likely a random player is to play each rank from a hand dealt out
 * of the unseen cards; `forEachDraw` walks the combinations of the others' ploys with their
 * weights. Both are on the greedy player's path at every ploy, so they work in place on
 * typed arrays and share what does not change. Every sum and product is formed in the same
 * order as the first, plainer version of this code (kept in test/helpers/feast-greedy-reference.ts):
 * floating-point sums in another order would differ in the last bits and could turn a near
 * tie, and so a move, and so every figure of a study.
 */
import { nextInt, type RngState } from '../../engine/rng.js';
import { MAX_RANK } from './cards.js';

/** Draws sampled when the others' ploys are too many to enumerate. */
const TRIALS = 400;
/** Enumerate the others' ploys exactly up to this many combinations of their ranks. */
const EXACT_UP_TO = 2100;
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
/** The other ploys of one draw, as counts per rank. */
export const drawn = new Int32Array(R);
/** A draw's weight for each hand size j (see `forEachDraw`). */
export const weights = new Float64Array(MAX_HAND + 1);

/** Binomial coefficients up to 55. */
const CHOOSE: number[][] = (() => {
  const c: number[][] = [];
  for (let n = 0; n <= 55; n++) {
    c.push(new Array(n + 1).fill(1));
    for (let k = 1; k < n; k++) c[n][k] = c[n - 1][k - 1] + c[n - 1][k];
  }
  return c;
})();
const choose = (n: number, k: number): number => (k < 0 || k > n ? 0 : CHOOSE[n][k]);

// a count of hands: cell k * R + d holds the hands of k cards with d distinct ranks
const CELLS = (MAX_HAND + 1) * R;
/** prefix[i * CELLS + ...]: hands over the first i ranks that have unseen cards. */
const prefix = new Float64Array(R * CELLS);
let ways = new Float64Array(CELLS);
let next = new Float64Array(CELLS);
/** The ranks with unseen cards, ascending. */
const present = new Int32Array(R);

/**
 * Counts into `to` the hands of `from` (at offsets) extended by 0..u cards of a rank with u
 * unseen ones; `keep` false leaves out the hands without it. `kinds`: ranks counted so far.
 */
function addRank(from: Float64Array, at: number, to: Float64Array, toAt: number, u: number, keep: boolean, kinds: number, top: number): void {
  to.fill(0, toAt, toAt + CELLS);
  const row = CHOOSE[u];
  for (let k = 0; k <= top; k++) {
    // a hand of k cards has at most k distinct ranks: the other cells are empty
    const dMax = kinds < k ? kinds : k;
    for (let d = 0; d <= dMax; d++) {
      const v = from[at + k * R + d];
      if (!v) continue;
      if (keep) to[toAt + k * R + d] += v;
      const cMax = u < top - k ? u : top - k;
      for (let c = 1; c <= cMax; c++) to[toAt + (k + c) * R + d + 1] += v * row[c];
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
  prefix[0] = 1;
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
      for (let d = 1; d <= dMax; d++) p += ways[h * R + d] / d;
      byRank[h * R + target] = p / CHOOSE[size][h];
    }
  }
}

// the draw being enumerated: players' ploys, then dummies'
let drawLo = 0;
let drawHi = 0;
let dummyDraws = 0;
let lastRank = 0;
let onDraw: () => void = () => {};
/** saved[depth * (MAX_HAND + 1) + j]: `weights` on entering depth `depth` of `walk`. */
const saved = new Float64Array(2 * (MAX_RANK + 2) * (MAX_HAND + 1));

/**
 * Draws `left` more ploys of group `g` (0 players, 1 dummies) among ranks r and up, each
 * adding to `weights[j]` its multinomial factor p^n/n! (the k! is applied up front). Ranks
 * without unseen cards are passed over: they would only pass the draw on unchanged.
 */
function walk(g: number, r: number, left: number, depth: number): void {
  if (left === 0) {
    if (g === 0 && dummyDraws) walk(1, 1, dummyDraws, depth);
    else onDraw();
    return;
  }
  while (r <= lastRank && !unseen[r]) r++;
  if (r > lastRank) return;
  const base = depth * (MAX_HAND + 1);
  const lo = drawLo;
  const hi = drawHi;
  for (let j = lo; j <= hi; j++) saved[base + j] = weights[j];
  let n = 0;
  for (;;) {
    walk(g, r + 1, left - n, depth + 1);
    if (n === left) break;
    n++;
    drawn[r]++;
    if (g) {
      const p = anyCard[r];
      for (let j = lo; j <= hi; j++) weights[j] *= p / n;
    } else for (let j = lo; j <= hi; j++) weights[j] *= byRank[j * R + r] / n;
  }
  drawn[r] -= n;
  for (let j = lo; j <= hi; j++) weights[j] = saved[base + j];
}

const factorial = (k: number): number => (k <= 1 ? 1 : k * factorial(k - 1));

/**
 * Calls `visit()` for the other ploys of a round, with `drawn` holding their ranks and
 * `weights[j]` their chance when every hand holds j cards (j from `lo` to `hi`): `players` of
 * them played as by `byRank[j]`, `dummies` of them unseen cards. For each j the weights add up
 * to 1: every combination when there are at most EXACT_UP_TO (up to five players' ploys),
 * else sampled draws for each j in turn (weight 0 for the other j).
 */
export function forEachDraw(players: number, dummies: number, lo: number, hi: number, rng: RngState, visit: () => void): void {
  drawn.fill(0);
  // k alike draws over the ranks make C(k + 9, 9) combinations
  if (choose(players + MAX_RANK - 1, players) * choose(dummies + MAX_RANK - 1, dummies) <= EXACT_UP_TO) {
    drawLo = lo;
    drawHi = hi;
    dummyDraws = dummies;
    lastRank = MAX_RANK;
    while (lastRank > 0 && !unseen[lastRank]) lastRank--;
    onDraw = visit;
    weights.fill(factorial(players) * factorial(dummies));
    walk(0, 1, players, 0);
    return;
  }
  for (let j = lo; j <= hi; j++) {
    weights.fill(0);
    weights[j] = 1 / TRIALS;
    const row = j * R;
    for (let t = 0; t < TRIALS; t++) {
      drawn.fill(0);
      for (let i = 0; i < players + dummies; i++) {
        const dist = i < players ? byRank : anyCard;
        const at = i < players ? row : 0;
        let x = nextInt(rng, 1 << 30) / (1 << 30);
        let r = 1;
        while (r < MAX_RANK && x >= dist[at + r]) x -= dist[at + r++];
        drawn[r]++;
      }
      visit();
    }
  }
}
