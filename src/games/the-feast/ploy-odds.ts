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
const choose = (n: number, k: number): number => (k < 0 || k > n ? 0 : CHOOSE[n * 56 + k]);

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
 *
 * Each cell is summed whole, in the order the first version pushed its terms in: the hands
 * with fewer cards first (most copies of this rank first), then those without the rank. Cells
 * a hand cannot fill (more distinct ranks than cards or than ranks counted) are never read.
 */
function addRank(from: Float64Array, at: number, to: Float64Array, toAt: number, u: number, keep: boolean, kinds: number, top: number): void {
  const row = u * 56;
  for (let k = 0; k <= top; k++) {
    const dMax = kinds + 1 < k ? kinds + 1 : k;
    for (let d = 0; d <= dMax; d++) {
      let acc = 0;
      if (d > 0) {
        // from k - c cards with d - 1 ranks, which needs d - 1 <= k - c
        const cMax = u < k - d + 1 ? u : k - d + 1;
        for (let c = cMax; c >= 1; c--) acc += from[at + (k - c) * R + d - 1] * CHOOSE[row + c];
      }
      if (keep && d <= kinds) acc += from[at + k * R + d];
      to[toAt + k * R + d] = acc;
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
      for (let d = 1; d <= dMax; d++) p += ways[h * R + d] / d;
      byRank[h * R + target] = p / CHOOSE[size * 56 + h];
    }
  }
}

/**
 * The drawn ploys' ranks by how often they were drawn, as bit masks (bit r for rank r): once,
 * and twice or more. Kept up to date with `drawn` (see `bump`), so a draw's highest and
 * lowest lone ploys are a bit scan away.
 */
export const drawnBits = { ones: 0, many: 0 };

/** Adds `delta` ploys of rank r to the draw. */
export function bump(r: number, delta: number): void {
  const n = (drawn[r] += delta);
  const bit = 1 << r;
  drawnBits.ones = n === 1 ? drawnBits.ones | bit : drawnBits.ones & ~bit;
  drawnBits.many = n >= 2 ? drawnBits.many | bit : drawnBits.many & ~bit;
}

const J = MAX_HAND + 1;
/**
 * The draw's weights by hand size j, one row of J per rank drawn so far on the walk's path:
 * `leaf.at + j` is the current draw's weight for j (see `drawPloys`).
 */
export const weightRows = new Float64Array(16 * J);
export const leaf = { at: 0 };

/** Most ploys of one group an enumerated draw holds (five players', or two dummies'), and one. */
const MAX_DRAWS = 6;
/**
 * factors[((g * R + r) * MAX_DRAWS + n) * J + j]: the walk's factor for the n-th ploy of rank r
 * in group g at hand size j, p / n (p from `byRank[j]` for players, `anyCard` for dummies),
 * divided once per decision rather than at every step of the walk.
 */
const factors = new Float64Array(2 * R * MAX_DRAWS * J);

// the walk: the players' ploys (weights for j in lo0..hi0), then the dummies' (lo1..hi1)
let lo0 = 0;
let hi0 = 0;
let hi1 = 0;
let dummyDraws = 0;
let lastRank = 0;
let onPlayers: () => void = () => {};
let onAll: (() => void) | undefined;

/**
 * Draws `left` more ploys of group `g` (0 players, 1 dummies) among ranks r and up, each
 * multiplying its weights (the row at `at`) by the multinomial factor p^n/n! (the k! is
 * applied up front), in the order of the first version: p/1, then p/2... The draws come in
 * the first version's order too: by their count of the lowest rank, then of the next... (so
 * the highest rank first), as the sums over them depend on it. A rank drawn writes its
 * weights to a row of its own (`depth`), so nothing needs restoring.
 */
function walk(g: number, r: number, left: number, at: number, depth: number): void {
  const row = depth * J;
  const lo = g ? 1 : lo0;
  const hi = g ? hi1 : hi0;
  for (let rr = lastRank; rr >= r; rr--) {
    if (!unseen[rr]) continue;
    for (let n = 1; n <= left; n++) {
      bump(rr, 1);
      const f = ((g * R + rr) * MAX_DRAWS + n) * J;
      if (n === 1) for (let j = lo; j <= hi; j++) weightRows[row + j] = weightRows[at + j] * factors[f + j];
      else for (let j = lo; j <= hi; j++) weightRows[row + j] *= factors[f + j];
      // the rest on higher ranks; none left above the highest unseen rank is no draw
      if (n === left) arrive(g, row, depth + 1);
      else if (rr < lastRank) walk(g, rr + 1, left - n, row, depth + 1);
    }
    bump(rr, -left);
  }
}

/** A group's draw is complete, with weights in the row at `at`. */
function arrive(g: number, at: number, depth: number): void {
  leaf.at = at;
  if (g === 0) {
    onPlayers();
    if (!onAll) return;
    if (dummyDraws) return walk(1, 1, dummyDraws, at, depth);
  }
  onAll?.();
}

const factorial = (k: number): number => (k <= 1 ? 1 : k * factorial(k - 1));

/** The combinations of k alike draws over the ranks: C(k + 9, 9). */
const combos = (k: number): number => choose(k + MAX_RANK - 1, k);

/**
 * `draws` ploys drawn TRIALS times for each j from lo to hi, `players` of them as by
 * `byRank[j]`, the rest unseen cards, each draw weighing 1/TRIALS for its j (0 for the others).
 */
function sample(players: number, draws: number, lo: number, hi: number, rng: RngState, visit: () => void): void {
  leaf.at = 0;
  for (let j = lo; j <= hi; j++) {
    weightRows.fill(0, 0, J);
    weightRows[j] = 1 / TRIALS;
    const row = j * R;
    for (let t = 0; t < TRIALS; t++) {
      drawn.fill(0);
      for (let i = 0; i < draws; i++) {
        const dist = i < players ? byRank : anyCard;
        const at = i < players ? row : 0;
        let x = nextInt(rng, 1 << 30) / (1 << 30);
        let r = 1;
        while (r < MAX_RANK && x >= dist[at + r]) x -= dist[at + r++];
        drawn[r]++;
      }
      drawnBits.ones = 0;
      drawnBits.many = 0;
      for (let r = 1; r <= MAX_RANK; r++) bump(r, 0);
      visit();
    }
  }
}

/**
 * The other ploys of this round and of the later ones, with `drawn` holding their ranks and
 * the row at `leaf.at` their chances by hand size j. `visitNow()` sees each draw of the other
 * players' ploys from hands of n cards (weights for j = n); then, if n > 1, `visitLater()`
 * each draw of everyone else's, dummies too, from hands of j = 1..n-1 cards. For each j the
 * weights add up to 1: every combination when there are at most EXACT_UP_TO (up to five
 * players' ploys), else sampled draws for each j in turn (weight 0 for the other j).
 *
 * When both are enumerated, one walk serves both: the players' draws are the same, and
 * neither draws from the generator, so only the order within each visitor matters.
 */
export function drawPloys(players: number, dummies: number, n: number, rng: RngState, visitNow: () => void, visitLater: () => void): void {
  drawn.fill(0);
  drawnBits.ones = 0;
  drawnBits.many = 0;
  lastRank = MAX_RANK;
  while (lastRank > 0 && !unseen[lastRank]) lastRank--;
  const nowExact = combos(players) <= EXACT_UP_TO;
  const laterExact = n > 1 && combos(players) * combos(dummies) <= EXACT_UP_TO;
  if (nowExact) {
    // the weights start at the multinomials' k!: players! now, players! dummies! later
    weightRows.fill(factorial(players) * factorial(dummies), 0, J);
    weightRows[n] = factorial(players) * factorial(0);
    lo0 = laterExact ? 1 : n;
    hi0 = n;
    hi1 = n - 1;
    dummyDraws = dummies;
    for (let r = 1; r <= lastRank; r++) {
      if (!unseen[r]) continue;
      for (let k = 1; k <= players; k++) {
        const f = (r * MAX_DRAWS + k) * J;
        for (let j = lo0; j <= hi0; j++) factors[f + j] = byRank[j * R + r] / k;
      }
      if (laterExact) {
        for (let k = 1; k <= dummies; k++) {
          const f = ((R + r) * MAX_DRAWS + k) * J;
          for (let j = 1; j <= hi1; j++) factors[f + j] = anyCard[r] / k;
        }
      }
    }
    onPlayers = visitNow;
    onAll = laterExact ? visitLater : undefined;
    if (players) walk(0, 1, players, 0, 1);
    else arrive(0, 0, 1);
  } else sample(players, players, n, n, rng, visitNow);
  if (n > 1 && !laterExact) sample(players, players + dummies, 1, n - 1, rng, visitLater);
}
