/**
 * The Feast's greedy player as it was before it was made faster (commit 9f800b4), kept as the
 * reference the fast one must equal: the same moves, the same generator draws, and the same
 * scores to the last bit, on any state. Its code is unchanged but for this comment, the
 * import paths and `referenceScores`, which records each ploy's score as it is computed.
 * `referenceChoice` adds, plainly written, how the greedy player now chooses among those
 * scores: at random among the near-equal ones rather than always the best.
 *
 * The Feast: a cheap greedy player.
 *
 * A capture choice takes the highest card offered.
 *
 * A ploy is weighed against what the seat cannot see: every card not in its hand, not face
 * up, not captured or discarded this hand (the pile, the other hands, face-down ploys).
 *
 * The other players are taken to play like random players, whose legal moves are the ranks
 * they hold: each picks one of its distinct ranks, all equally likely, from a hand dealt out
 * of the unseen cards. So a rank of which a hand holds several copies is played less often
 * than its share of the cards, and a lone low card more often (`rankChances`, exact). Dummies
 * play a card at random, so theirs is simply an unseen card. Against three random players
 * this model wins about 45.3% of games (20,000 games, bench/ai.ts); taking each player's ploy
 * as a random unseen card, as this player first did, won 42.7%.
 *
 * Playing rank c now is worth its expected capture this round (against the real topic and
 * the dummies' face-up ploys) plus the best use of the rest of the hand later. In a later
 * round with j cards in every hand, a card is worth about a_j*T + b_j: `a_j` the chance it
 * is the highest unmatched ploy (and takes a topic worth T), `b_j` the gaffe it expects as
 * the lowest (plus, as the only unmatched ploy, what a gaffe beats the topic by). The others
 * hold j cards too, so their chances depend on j; one walk over the combinations of their
 * ploys serves every j, each weighted by that j's chances. The rest of the hand is valued by
 * a small dynamic programme over which cards are left: each later round turns up a random
 * unseen topic and gets the card best for it. So a high card is kept for a high topic, a low
 * card is dumped on a low one or sent after a gaffe.
 */
import { nextInt, nextU32, type RngState } from '../../src/engine/rng.js';
import { MAX_RANK, RANK } from '../../src/games/the-feast/cards.js';
import { isPloy, Phase, type FeastState } from '../../src/games/the-feast/state.js';
import { bestCapture } from '../../src/games/the-feast/rules.js';
import { countUnseen } from '../../src/games/the-feast/view.js';

/** Draws sampled when the others' ploys are too many to enumerate. */
const TRIALS = 400;
/** Enumerate the others' ploys exactly up to this many combinations of their ranks. */
const EXACT_UP_TO = 2100;
/** Most cards in a hand (8, at 4-5 seats). */
const MAX_HAND = 8;

const R = MAX_RANK + 1;
const unseen: number[] = new Array(R).fill(0);
let size = 0;
/** An unseen card's chance of each rank. */
const anyCard: number[] = new Array(R).fill(0);
/** byRank[h][r]: a random player's chance of playing rank r from a hand of h unseen cards. */
const byRank: number[][] = Array.from({ length: MAX_HAND + 1 }, () => new Array(R).fill(0));
/** The other ploys of one draw, as counts per rank. */
const drawn: number[] = new Array(R).fill(0);
/** A draw's weight for each hand size j (see `forEachDraw`). */
const weights = new Float64Array(MAX_HAND + 1);
const now: number[] = new Array(R).fill(0);
/** Per cards in hand j: aSum[j][r], bSum[j][r], extra[j][r * R + t] (see `greedy`). */
const aSum: number[][] = Array.from({ length: MAX_HAND + 1 }, () => new Array(R).fill(0));
const bSum: number[][] = Array.from({ length: MAX_HAND + 1 }, () => new Array(R).fill(0));
const extra: number[][] = Array.from({ length: MAX_HAND + 1 }, () => new Array(R * R).fill(0));
const value: number[] = [];
/** Cards in `mask`. */
const POP: number[] = Array.from({ length: 1 << MAX_HAND }, (_, m) => {
  let c = 0;
  for (let x = m; x; x &= x - 1) c++;
  return c;
});

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

// ways[k * W + d]: hands of k cards over the ranks counted so far, with d distinct ranks
const W = MAX_RANK + 1;
let ways = new Float64Array((MAX_HAND + 1) * W);
let next = new Float64Array((MAX_HAND + 1) * W);

/**
 * byRank[h][r] for h = 1..top: the chance that a player holding h cards dealt from the
 * unseen ones plays rank r, picking among its distinct ranks at random. That is the sum, over
 * the hands holding r, of 1/(ranks in the hand), found by counting hands by size and ranks.
 */
function rankChances(top: number): void {
  top = Math.min(top, size);
  for (let h = 1; h <= top; h++) byRank[h].fill(0);
  for (let target = 1; target <= MAX_RANK; target++) {
    if (!unseen[target]) continue;
    ways.fill(0);
    ways[0] = 1;
    let kinds = 0;
    for (let r = 1; r <= MAX_RANK; r++) {
      const u = unseen[r];
      if (!u) continue;
      next.fill(0);
      for (let k = 0; k <= top; k++) {
        for (let d = 0; d <= kinds; d++) {
          const v = ways[k * W + d];
          if (!v) continue;
          if (r !== target) next[k * W + d] += v;
          for (let n = 1; n <= u && k + n <= top; n++) next[(k + n) * W + d + 1] += v * CHOOSE[u][n];
        }
      }
      kinds++;
      [ways, next] = [next, ways];
    }
    for (let h = 1; h <= top; h++) {
      let p = 0;
      for (let d = 1; d <= MAX_RANK; d++) p += ways[h * W + d] / d;
      byRank[h][target] = p / CHOOSE[size][h];
    }
  }
}

// the draw being enumerated: two groups of alike draws (players, then dummies)
let drawLo = 0;
let drawHi = 0;
const groupSize = [0, 0];
let onDraw: () => void = () => {};
/** saved[depth * W + j]: `weights` on entering depth `depth` of `walk`. */
const saved = new Float64Array(2 * (MAX_RANK + 2) * W);

/**
 * Draws `left` more ploys of group `g` (0 players, 1 dummies) among ranks r and up, each
 * adding to `weights[j]` its multinomial factor p^n/n! (the k! is applied up front).
 */
function walk(g: number, r: number, left: number, depth: number): void {
  if (left === 0) {
    if (g === 0 && groupSize[1]) walk(1, 1, groupSize[1], depth);
    else onDraw();
    return;
  }
  if (r > MAX_RANK) return;
  const base = depth * W;
  for (let j = drawLo; j <= drawHi; j++) saved[base + j] = weights[j];
  let n = 0;
  for (;;) {
    walk(g, r + 1, left - n, depth + 1);
    if (n === left || !unseen[r]) break;
    n++;
    drawn[r]++;
    for (let j = drawLo; j <= drawHi; j++) weights[j] *= (g ? anyCard[r] : byRank[j][r]) / n;
  }
  drawn[r] -= n;
  for (let j = drawLo; j <= drawHi; j++) weights[j] = saved[base + j];
}

const factorial = (k: number): number => (k <= 1 ? 1 : k * factorial(k - 1));

/**
 * Calls `visit()` for the other ploys of a round, with `drawn` holding their ranks and
 * `weights[j]` their chance when every hand holds j cards (j from `lo` to `hi`): `players` of
 * them played as by `byRank[j]`, `dummies` of them unseen cards. For each j the weights add up
 * to 1: every combination when there are at most EXACT_UP_TO (up to five players' ploys),
 * else sampled draws for each j in turn (weight 0 for the other j).
 */
function forEachDraw(players: number, dummies: number, lo: number, hi: number, rng: RngState, visit: () => void): void {
  drawn.fill(0);
  // k alike draws over the ranks make C(k + 9, 9) combinations
  if (everyDraw || choose(players + MAX_RANK - 1, players) * choose(dummies + MAX_RANK - 1, dummies) <= EXACT_UP_TO) {
    drawLo = lo;
    drawHi = hi;
    groupSize[0] = players;
    groupSize[1] = dummies;
    onDraw = visit;
    weights.fill(factorial(players) * factorial(dummies));
    walk(0, 1, players, 0);
    return;
  }
  for (let j = lo; j <= hi; j++) {
    weights.fill(0);
    weights[j] = 1 / TRIALS;
    for (let t = 0; t < TRIALS; t++) {
      drawn.fill(0);
      for (let i = 0; i < players + dummies; i++) {
        const dist = i < players ? byRank[j] : anyCard;
        let x = nextInt(rng, 1 << 30) / (1 << 30);
        let r = 1;
        while (r < MAX_RANK && x >= dist[r]) x -= dist[r++];
        drawn[r]++;
      }
      visit();
    }
  }
}

/** The drawn ploys: highest and lowest rank played once, and highest played more than once (0 if none). */
let hiOne = 0;
let loOne = 0;
let hiMany = 0;
function survey(): void {
  hiOne = 0;
  loOne = 0;
  hiMany = 0;
  for (let r = 1; r <= MAX_RANK; r++) {
    const n = drawn[r];
    if (n === 1) {
      if (!loOne) loOne = r;
      hiOne = r;
    } else if (n >= 2) hiMany = r;
  }
}

/**
 * What rank `mine` captures against the surveyed ploys: 1 as the highest unmatched ploy (the
 * topic), 2 as the only one (the topic or the best gaffe, `hiMany`), 3 as the lowest of
 * several (the best gaffe), 0 nothing (matched, or in between).
 */
function standing(mine: number): number {
  if (drawn[mine]) return 0;
  if (!hiOne) return 2;
  if (mine > hiOne) return 1;
  if (mine < loOne) return 3;
  return 0;
}

/** Each ploy's score in the last call of `referenceGreedy` (index = rank), for tests. */
export const referenceScores: number[] = new Array(R).fill(NaN);

/** Whether `forEachDraw` walks every combination however many (the model exactly, slowly) rather than sampling past EXACT_UP_TO. */
let everyDraw = false;

/**
 * The first version's move; with `exactly`, its scores with every combination of the others'
 * ploys walked (no sampling, nothing drawn from `rng` but for the choice), which is what the
 * greedy player now computes in closed form.
 */
export function referenceGreedy(s: FeastState, seat: number, legal: readonly number[], rng: RngState, exactly = false): number {
  everyDraw = exactly;
  if (s.phase !== Phase.Ploys || !isPloy(legal[0])) return bestCapture(s, legal);
  referenceScores.fill(NaN);
  if (legal.length === 1) return legal[0];
  size = countUnseen(s, seat, unseen);
  for (let r = 1; r < R; r++) anyCard[r] = size > 0 ? unseen[r] / size : 0;
  const others = s.seats - 1;
  const dummies = s.table - s.seats;
  const topic = RANK[s.topic];
  const hand = s.held[seat];
  const n = hand.length;
  rankChances(n);
  // a ploy's move code is its rank (see cards.ts)

  // this round: one ploy from each other player's hand of n cards, and the dummies' face-up ones
  now.fill(0);
  forEachDraw(others, 0, n, n, rng, () => {
    for (let p = others + 1; p < s.table; p++) drawn[RANK[s.ploys[p]]]++;
    survey();
    const w = weights[n];
    for (const m of legal) {
      const st = standing(m);
      now[m] += w * (st === 1 ? topic : st === 2 ? Math.max(topic, hiMany) : st === 3 ? hiMany : 0);
    }
    for (let p = others + 1; p < s.table; p++) drawn[RANK[s.ploys[p]]]--;
  });

  // a later round with j cards in every hand: everyone else, dummies too, plays one of them
  for (let j = 1; j < n; j++) {
    aSum[j].fill(0);
    bSum[j].fill(0);
    extra[j].fill(0);
  }
  if (n > 1) {
    forEachDraw(others, dummies, 1, n - 1, rng, () => {
      survey();
      for (const m of legal) {
        const st = standing(m);
        if (!st) continue;
        for (let j = 1; j < n; j++) {
          const w = weights[j];
          if (!w) continue;
          if (st !== 3) aSum[j][m] += w;
          if (st === 3) bSum[j][m] += w * hiMany;
          if (st === 2) for (let t = 1; t < hiMany; t++) extra[j][m * R + t] += w * (hiMany - t);
        }
      }
    });
  }

  // value[mask]: the cards of `hand` in `mask` played over as many later rounds, each with
  // a random unseen topic and the card best for it
  const full = (1 << n) - 1;
  value.length = full + 1;
  value[0] = 0;
  for (let mask = 1; mask < full; mask++) {
    const j = POP[mask];
    const a = aSum[j];
    const b = bSum[j];
    const x = extra[j];
    let v = 0;
    for (let t = 1; t < R; t++) {
      if (!anyCard[t]) continue;
      let top = -Infinity;
      for (let i = 0; i < n; i++) {
        if (!(mask & (1 << i))) continue;
        const r = RANK[hand[i]];
        const w = a[r] * t + b[r] + x[r * R + t] + value[mask & ~(1 << i)];
        if (w > top) top = w;
      }
      v += anyCard[t] * top;
    }
    value[mask] = v;
  }
  let best = legal[0];
  let bestScore = -Infinity;
  for (const m of legal) {
    let i = 0;
    while (RANK[hand[i]] !== m) i++;
    const score = now[m] + value[full & ~(1 << i)];
    referenceScores[m] = score;
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return best;
}

/**
 * The greedy player's move as it chooses now: `referenceGreedy`'s scores, then one draw from
 * `rng` among the ploys within `spread` of the best, each weighted by spread minus its gap
 * (no draw when only the best is within it).
 */
export function referenceChoice(s: FeastState, seat: number, legal: readonly number[], rng: RngState, spread: number, exactly = false): number {
  const best = referenceGreedy(s, seat, legal, rng, exactly);
  if (s.phase !== Phase.Ploys || !isPloy(legal[0]) || legal.length === 1) return best;
  const near = legal.filter((m) => referenceScores[m] > referenceScores[best] - spread);
  if (near.length === 1) return best;
  const weights = near.map((m) => spread - (referenceScores[best] - referenceScores[m]));
  let x = (nextU32(rng) / 4294967296) * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < near.length; i++) if ((x -= weights[i]) < 0) return near[i];
  return best;
}

/** `rankChances` for given unseen counts per rank (index = rank), for a hand of `h`; for tests. */
export function randomPlayChances(counts: readonly number[], h: number): number[] {
  for (let r = 0; r < R; r++) unseen[r] = counts[r] ?? 0;
  size = unseen.reduce((a, b) => a + b, 0);
  rankChances(h);
  return [...byRank[h]];
}
