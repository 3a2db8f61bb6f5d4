/**
 * The Feast: the odds the greedy player (greedy.ts) gives a random player's ploy.
 *
 * `rankChances` finds how likely a random player is to play each rank from a hand dealt out
 * of the unseen cards (ploy-draws.ts then counts what each ploy captures against the others').
 * It runs at every ploy of the greedy player, so it works in place on typed arrays and shares
 * what does not change. Its sums and products are formed in the same order as the first,
 * plainer version of this code (kept in test/helpers/feast-greedy-reference.ts), and come out
 * the same to the last bit.
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
/** Hands over every rank with unseen cards. */
const all = new Float64Array(CELLS);
/** Hands without the target rank. */
const without = new Float64Array(CELLS);
/** The ranks with unseen cards, ascending. */
const present = new Int32Array(R);

/**
 * byRank[h] for h = 1..top: the chance that a player holding h cards dealt from the unseen
 * ones plays rank r, picking among its distinct ranks at random. That is the sum, over the
 * hands holding r, of 1/(ranks in the hand), found by counting hands by size and ranks.
 *
 * The counts are whole numbers below 2^53 (at most C(55, 8) hands), so every sum and product
 * of them is exact in any order: they are counted here in fewer steps than the first version
 * did and come out the same to the last bit. All hands are counted once (`all`, a product over
 * the ranks of 1 + y(C(u,1)x + C(u,2)x^2 + ...), x counting cards and y ranks); the hands
 * without rank r are that product divided by r's factor, found term by term (the factor
 * starts with 1); the hands with r are the difference. Only the last sums, of fractions,
 * keep the first version's order.
 */
export function rankChances(top: number): void {
  const size = odds.size;
  top = Math.min(top, size);
  for (let h = 1; h <= top; h++) byRank.fill(0, h * R, h * R + R);
  let kinds = 0;
  for (let r = 1; r <= MAX_RANK; r++) if (unseen[r]) present[kinds++] = r;
  // the chances depend on the unseen counts only as a multiset (and on a rank through its own
  // count): worked out once for each, then copied, the same to the last bit
  const key = chancesKey(top, kinds);
  if (key < 0) {
    countChances(top, kinds);
    return;
  }
  const seen = known.get(key);
  if (seen) {
    for (let i = 0; i < kinds; i++) {
      const r = present[i];
      const at = unseen[r] * (top + 1);
      for (let h = 1; h <= top; h++) byRank[h * R + r] = seen[at + h];
    }
    return;
  }
  countChances(top, kinds);
  let most = 0;
  for (let i = 0; i < kinds; i++) if (unseen[present[i]] > most) most = unseen[present[i]];
  const made = new Float64Array((most + 1) * (top + 1));
  for (let i = 0; i < kinds; i++) {
    const r = present[i];
    const at = unseen[r] * (top + 1);
    for (let h = 1; h <= top; h++) made[at + h] = byRank[h * R + r];
  }
  if (known.size >= KNOWN_KEPT) known.clear();
  known.set(key, made);
}

/** `rankChances`' results by `chancesKey`: per unseen count u, byRank[h] at [u * (top + 1) + h]. */
const known = new Map<number, Float64Array>();
/** Results kept at most (a few MB); past that the table starts again. */
const KNOWN_KEPT = 1 << 13;
const sortedCounts = new Int32Array(R);

/**
 * The key of the chances for hands of up to `top` cards: `top`, the number of ranks with
 * unseen cards (`kinds`, listed in `present`) and their counts sorted, four bits each (a
 * game's count is at most MAX_RANK, so the key stays below 2^48); -1 for a count above 15.
 */
function chancesKey(top: number, kinds: number): number {
  for (let i = 0; i < kinds; i++) {
    const u = unseen[present[i]];
    if (u > 15) return -1;
    let k = i;
    while (k > 0 && sortedCounts[k - 1] > u) {
      sortedCounts[k] = sortedCounts[k - 1];
      k--;
    }
    sortedCounts[k] = u;
  }
  let key = top * 16 + kinds;
  for (let i = 0; i < kinds; i++) key = key * 16 + sortedCounts[i];
  return key;
}

/** `rankChances` worked out: `byRank` for the ranks in `present` (the other ranks' are zero). */
function countChances(top: number, kinds: number): void {
  const size = odds.size;
  const dTop = kinds < top ? kinds : top;
  all.fill(0, 0, (dTop + 1) * H);
  all[0] = 1; // no cards yet: one empty hand
  for (let i = 0; i < kinds; i++) {
    const u = unseen[present[i]];
    // from the most ranks down, so each row still holds the product before this rank
    const dMax = i + 1 < dTop ? i + 1 : dTop;
    for (let d = dMax; d >= 1; d--) {
      const out = d * H;
      const fewer = out - H;
      for (let k = top; k >= d; k--) {
        let acc = all[out + k];
        for (let c = 1; c <= u && c <= k - d + 1; c++) acc += all[fewer + k - c] * CHOOSE[u * 56 + c];
        all[out + k] = acc;
      }
    }
  }
  for (let ti = 0; ti < kinds; ti++) {
    const target = present[ti];
    const u = unseen[target];
    // a rank's chances depend on it only through its unseen count: a rank with the same
    // count as one done before has the same chances, bit for bit
    let same = 0;
    while (same < ti && unseen[present[same]] !== u) same++;
    if (same < ti) {
      for (let h = 1; h <= top; h++) byRank[h * R + target] = byRank[h * R + present[same]];
      continue;
    }
    for (let k = 0; k <= top; k++) without[k] = all[k];
    for (let d = 1; d <= dTop; d++) {
      const out = d * H;
      const fewer = out - H;
      for (let k = 0; k < d; k++) without[out + k] = 0;
      for (let k = d; k <= top; k++) {
        let acc = all[out + k];
        for (let c = 1; c <= u && c <= k - d + 1; c++) acc -= without[fewer + k - c] * CHOOSE[u * 56 + c];
        without[out + k] = acc;
      }
    }
    for (let h = 1; h <= top; h++) {
      // empty cells would add +0, which changes nothing
      let p = 0;
      const dMax = h < kinds ? h : kinds;
      for (let d = 1; d <= dMax; d++) p += (all[d * H + h] - without[d * H + h]) / d;
      byRank[h * R + target] = p / CHOOSE[size * 56 + h];
    }
  }
}
