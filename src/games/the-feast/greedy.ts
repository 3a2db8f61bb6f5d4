/**
 * The Feast: a cheap greedy player.
 *
 * A capture choice takes the highest card offered.
 *
 * A ploy is weighed against what the seat cannot see. The other players' ploys are taken
 * as drawn from the unseen cards (every card not in the seat's hand, not face up, not
 * captured or discarded this hand), so a rank with many copies still out, or one a dummy
 * has already shown, is known to risk a gaffe. The draws are enumerated exactly when the
 * table is small and sampled otherwise.
 *
 * Playing rank c now is worth its expected capture this round (against the real topic and
 * the dummies' face-up ploys) plus the best use of the rest of the hand later. In a later
 * round a card is worth about a*T + b: `a` the chance it is the highest unmatched ploy
 * (and takes a topic worth T), `b` the gaffe it expects as the lowest. The rest of the
 * hand is valued by a small dynamic programme over which cards are left: each later round
 * turns up a random unseen topic and gets the card best for it. So a high card is kept
 * for a high topic, a low card is dumped on a low one or sent after a gaffe.
 */
import { nextInt, type RngState } from '../../engine/rng.js';
import { isPloy, MAX_RANK, RANK } from './cards.js';
import { captureValue } from './rules.js';
import { PLOYS, type FeastState } from './state.js';

/** Draws sampled when the others' ploys are too many to enumerate. */
const TRIALS = 400;
/** Enumerate the others' ploys exactly up to this many of them. */
const EXACT_UP_TO = 5;

const R = MAX_RANK + 1;
const unseen: number[] = new Array(R).fill(0);
const pool: number[] = new Array(R).fill(0);
/** The other ploys of one draw, as counts per rank. */
const drawn: number[] = new Array(R).fill(0);
const table: number[] = new Array(R).fill(0);
const now: number[] = new Array(R).fill(0);
const aSum: number[] = new Array(R).fill(0);
const bSum: number[] = new Array(R).fill(0);
/** extra[r * R + t]: what rank r gains over the topic t when it is the only unmatched ploy. */
const extra: number[] = new Array(R * R).fill(0);
const value: number[] = [];
const chance: number[] = new Array(R).fill(0);

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

/**
 * Calls `visit(weight)` for every way `k` cards can be drawn from `unseen` (`size` cards),
 * with `drawn` holding the ranks drawn; the weights add up to 1. Samples when k is large.
 */
function forEachDraw(size: number, k: number, rng: RngState, visit: (weight: number) => void): void {
  k = Math.min(k, size);
  drawn.fill(0);
  if (k <= EXACT_UP_TO) {
    const total = choose(size, k);
    const walk = (r: number, left: number, weight: number): void => {
      if (left === 0) {
        visit(weight / total);
        return;
      }
      if (r > MAX_RANK) return;
      for (let n = Math.min(left, unseen[r]); n >= 0; n--) {
        drawn[r] = n;
        walk(r + 1, left - n, weight * choose(unseen[r], n));
      }
      drawn[r] = 0;
    };
    walk(1, k, 1);
    return;
  }
  for (let t = 0; t < TRIALS; t++) {
    for (let r = 0; r < R; r++) pool[r] = unseen[r];
    drawn.fill(0);
    for (let i = 0, left = size; i < k; i++, left--) {
      let x = nextInt(rng, left);
      let r = 1;
      while (x >= pool[r]) x -= pool[r++];
      pool[r]--;
      drawn[r]++;
    }
    visit(1 / TRIALS);
  }
}

/** `table` = the drawn ploys, the dummies' face-up ones (when `s` is given) and `mine`. */
function lay(mine: number, s: FeastState | undefined): void {
  for (let r = 0; r < R; r++) table[r] = drawn[r];
  if (s) for (let p = s.seats; p < s.table; p++) table[RANK[s.ploys[p]]]++;
  table[mine]++;
}

/** The highest matched rank on `table` after `standing` (0 if none). */
let bestGaffe = 0;

/**
 * Where `mine` stands among the ploys on `table`: 1 the highest unmatched, 2 the only
 * unmatched, 3 the lowest of several unmatched, 0 matched or in between.
 */
function standing(mine: number): number {
  bestGaffe = 0;
  if (table[mine] >= 2) return 0;
  let hi = 0;
  let lo = 0;
  for (let r = 1; r <= MAX_RANK; r++) {
    const n = table[r];
    if (n === 1) {
      if (!lo) lo = r;
      hi = r;
    } else if (n >= 2) bestGaffe = r;
  }
  if (hi === lo) return 2;
  if (mine === hi) return 1;
  if (mine === lo) return 3;
  return 0;
}

export function greedy(s: FeastState, seat: number, legal: readonly number[], rng: RngState): number {
  if (s.phase !== PLOYS || !isPloy(legal[0])) {
    let best = legal[0];
    for (const m of legal) if (captureValue(s, m) > captureValue(s, best)) best = m;
    return best;
  }
  if (legal.length === 1) return legal[0];
  // the unseen cards: the pile, every other hand, the others' face-down ploys
  unseen.fill(0);
  let size = 0;
  for (const c of s.pile) unseen[RANK[c]]++;
  size += s.pile.length;
  for (let p = 0; p < s.table; p++) {
    if (p === seat) continue;
    for (const c of s.held[p]) unseen[RANK[c]]++;
    size += s.held[p].length;
  }
  for (let p = 0; p < s.seats; p++) {
    if (p !== seat && s.ploys[p] >= 0) {
      unseen[RANK[s.ploys[p]]]++;
      size++;
    }
  }
  const others = s.seats - 1;
  const topic = RANK[s.topic];
  const hand = s.held[seat];
  // a ploy's move code is its rank (see cards.ts)

  // this round: the dummies' face-up ploys and an unseen card for each other player
  now.fill(0);
  forEachDraw(size, others, rng, (w) => {
    for (const m of legal) {
      lay(m, s);
      const st = standing(m);
      now[m] += w * (st === 1 ? topic : st === 2 ? Math.max(topic, bestGaffe) : st === 3 ? bestGaffe : 0);
    }
  });

  // a later round: everyone else, dummies too, plays an unseen card
  aSum.fill(0);
  bSum.fill(0);
  extra.fill(0);
  if (hand.length > 1) {
    forEachDraw(size, s.table - 1, rng, (w) => {
      for (const m of legal) {
        lay(m, undefined);
        const st = standing(m);
        if (st === 1 || st === 2) aSum[m] += w;
        if (st === 3) bSum[m] += w * bestGaffe;
        if (st === 2) for (let t = 1; t < bestGaffe; t++) extra[m * R + t] += w * (bestGaffe - t);
      }
    });
  }

  // value[mask]: the cards of `hand` in `mask` played over as many later rounds, each with
  // a random unseen topic and the card best for it
  const n = hand.length;
  const full = (1 << n) - 1;
  value.length = full + 1;
  value[0] = 0;
  for (let r = 1; r < R; r++) chance[r] = size > 0 ? unseen[r] / size : 0;
  for (let mask = 1; mask < full; mask++) {
    let v = 0;
    for (let t = 1; t < R; t++) {
      if (!chance[t]) continue;
      let top = -Infinity;
      for (let i = 0; i < n; i++) {
        if (!(mask & (1 << i))) continue;
        const r = RANK[hand[i]];
        const w = aSum[r] * t + bSum[r] + extra[r * R + t] + value[mask & ~(1 << i)];
        if (w > top) top = w;
      }
      v += chance[t] * top;
    }
    value[mask] = v;
  }
  let best = legal[0];
  let bestScore = -Infinity;
  for (const m of legal) {
    let i = 0;
    while (RANK[hand[i]] !== m) i++;
    const score = now[m] + value[full & ~(1 << i)];
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return best;
}
