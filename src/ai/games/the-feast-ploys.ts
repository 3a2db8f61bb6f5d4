/**
 * The Feast: how the searching player chooses a ploy, a choice made at the same time as the
 * other players'.
 *
 * It draws samples (determinizations) of what it cannot see, each with the other players'
 * face-down ploys taken back into their hands (a resample deals those as random cards, while
 * they were chosen), so that every other player chooses again in each sample by its model:
 *
 * - seats whose kind it knows the workings of are played by that model, on the sample, from
 *   their own view of it (never the searcher's): `random`, `greedy` (the game's greedy player
 *   itself), and the levels below its own (`easy`; `normal` for `hard`, on fewer samples);
 * - the other seats (people, players of its own level or above) learn a strategy alongside it
 *   by regret matching (src/ai/simultaneous.ts).
 *
 * A ploy's worth in a sample is what it captures this round against the others' ploys (the
 * topic, or the best gaffe when it is the lowest unmatched), less half of what the other
 * players capture on average, plus the worth of the rest of the hand after it: the greedy
 * player's small dynamic programme over the cards left (greedy.ts). With no learning seat the
 * searcher takes the best mean worth, choosing among near-equal ones at random with its own
 * generator (`spread`); with learning seats it draws from its regret-matching strategy.
 *
 * Budgets are counted in samples and passes, so a view, level and generator give the same ploy
 * on any machine.
 */
import { nextInt, nextU32, type RngState } from '../../engine/rng.js';
import { theFeast, type FeastState } from '../../games/the-feast/index.js';
import { MAX_RANK, RANK } from '../../games/the-feast/cards.js';
import { drawNear, greedy, ployScores, rest } from '../../games/the-feast/greedy.js';
import { bestCapture } from '../../games/the-feast/rules.js';
import { Phase, isPloy, rankMask } from '../../games/the-feast/state.js';
import { regretMatch, type SimultaneousNode } from '../simultaneous.js';

/** How a level models a seat of some kind: a player it knows, or a strategy learned at the node. */
export type SeatModel = 'random' | 'greedy' | 'learned' | { level: string; samples: number };

export interface FeastLevel {
  /** Samples (determinizations) per decision. */
  samples: number;
  /**
   * Samples when some other seat is played by the model of a level that learns (a search with
   * regret matching of its own in every sample, which multiplies the cost); absent: `samples`.
   */
  samplesWithModels?: number;
  /** With no learning seat: ranks whose worth is within this of the best are drawn, nearer ones more often. */
  spread: number;
  /** Weight of the other players' captures this round (their mean) against the seat's own. */
  opponents: number;
  /** Regret-matching passes over the samples, when some seat learns. */
  passes: number;
  /** The model of each seat kind; `*` for any other kind (people among them). */
  models: Readonly<Record<string, SeatModel>>;
  /** The level's own settings at a table of so many seats, over these. */
  atSeats?: Readonly<Record<number, Partial<Omit<FeastLevel, 'atSeats'>>>>;
  /**
   * Every sample is the view itself, nothing redealt: for the bench's clairvoyant player alone,
   * given the true state as its view (never a level a seat can be).
   */
  readonly clairvoyant?: boolean;
}

/**
 * The levels. Measured on seeds apart from those these were chosen on (the ladder bench,
 * seeds 500,000 on, seats rotated, 95% intervals): normal against easy players won 63.8%
 * (56.9-70.1) at two seats and 37.8% (31.3-44.6) at four; against greedy players 52.0%
 * (45.1-58.8) and 68.3% (61.5-74.3), hard the same there; hard against normal players 46.7%
 * (38.9-54.6) at two seats, where even a clairvoyant hard that reads every hidden card won
 * 51.5% (41.8-61.1): two seats leave little room for skill among sensible players. At four
 * seats hard won 57.0% (49.0-64.7) against three normal players, the clairvoyant 59.0%.
 * - easy weighs each rank on two samples, taking everyone else for a random player, and slips:
 *   any rank within 3 points of its best may come.
 * - normal models random, greedy and easy seats as they are and learns the rest, on 96 samples;
 *   against modelled seats alone it plays its best mean worth (96 samples and no spread won
 *   36.6% against three easy players on seeds 1000-1399 where 32 samples and a spread of 0.5
 *   won 33.9%: paired, +2.8 points +-5.9, 153 of 400 games ending differently).
 * - hard does as normal and also models normal seats as normal players (each on 8 samples of
 *   its own), on 32 samples then (the models' searches cost the most); at a table without them
 *   it weighs on normal's 96 samples, so there it plays normal's very moves (on 32 samples it
 *   had won 65.3% against three greedy players, normal 68.3%).
 * - at two seats hard plays normal's decision, learning a normal seat as normal does: modelling
 *   it cost hard there, 44.5% (38.0-51.1) of 217 games against a normal player (seeds 600,000
 *   on). Playing normal's very moves it won 45.2% (39.6-50.8) of 300 games from seed 600,000,
 *   the rate of normal against normal on those deals (the same games), while the clairvoyant
 *   won 52.3% (46.7-57.9): two seats leave little room above normal (bench/README.md spaces
 *   the goals there by the ceiling).
 *   Three changes were tried against it, paired on the same deals and seats (hard in the
 *   rotated seat), and none moved the rate, so it still plays normal's decision:
 *   - weighing each ploy against the normal seat's whole mixed strategy, found by running
 *     normal's own decision from that seat's view of each of 32 samples (48 samples of its
 *     own) and best-replying to the average: 44.0% of 300 games from seed 600,000 against
 *     45.2%, paired -1.2 points (95% -4.3 to +1.9), 26 games ending differently, at 0.14 s of
 *     CPU a decision (about 15 times normal's);
 *   - a less noisy regret-matching strategy, 192 samples and 40 passes: 51.3% of 300 games
 *     from seed 300,000 against 50.8%, paired +0.5 (-1.6 to +2.6), 16 games ending differently;
 *   - the other player's captures weighed in full (only beating it wins at two seats): +0.3
 *     (-2.1 to +2.8) on the 300 games from seed 300,000, +0.8 (-1.7 to +3.3) on those from
 *     600,000 (46.0%), 17 games ending differently in each;
 *   - samples weighed by what the normal seat's last ploy says of its hand (192 uniform
 *     candidates, each weighed by the chance that greedy, from that seat's view of the last
 *     round, plays what it played, a 0.3 floor spread over its ranks, resampled to 96; a
 *     particle filter, one round deep since the state keeps the last round alone): 50.2% of 300
 *     games from seed 300,000 against 50.8%, paired -0.7 (-3.2 to +1.8), 19 games ending
 *     differently, at 0.020 s of CPU a decision (90th percentile; 0.008 without); sharper, 384
 *     candidates and a 0.05 floor: 51.5%, paired +0.7 (-1.3 to +2.7), 14 games ending
 *     differently, at 0.034 s. Not kept. The posterior is hardly sharper than the uniform deal:
 *     on 451 of hard's decisions (20 games from seed 300,000, the second round of a hand on) a
 *     weighed sample deals 35.8% of the normal seat's hand right by rank, a uniform one 35.5%,
 *     and weighing by every round of the hand (measured outside the game) 36.6%; the true hand
 *     explains the last ploy 0.20 nats better than the average sample (0.31 for the whole
 *     hand's). Greedy is no poor model of normal (it gives normal's actual ploy a chance of
 *     0.57 on average, a uniform pick over its ranks 0.28, over 564 decisions): a ploy says
 *     which card left a hand, and little of the cards that stay.
 *   Whatever hard plays, few games end differently from normal's there: the deals and the
 *   normal seat's own draws decide most of them. The clairvoyant on the deals from 600,000: +7.2
 *   points over hard (95% +3.2 to +11.1), 45 games ending differently. The mirror (normal
 *   against normal) reads 45.2% on them, not the fair 50%, so a level taking half of the
 *   clairvoyant's edge would read about 48.8% there.
 */
const NORMAL_MODELS: Readonly<Record<string, SeatModel>> = { random: 'random', greedy: 'greedy', easy: { level: 'easy', samples: 2 }, '*': 'learned' };

export const FEAST_LEVELS: Readonly<Record<string, FeastLevel>> = {
  easy: { samples: 2, spread: 3, opponents: 0.5, passes: 0, models: { '*': 'random' } },
  normal: { samples: 96, spread: 0, opponents: 0.5, passes: 20, models: NORMAL_MODELS },
  hard: {
    samples: 96,
    samplesWithModels: 32,
    spread: 0,
    opponents: 0.5,
    passes: 20,
    models: {
      random: 'random',
      greedy: 'greedy',
      easy: { level: 'easy', samples: 2 },
      normal: { level: 'normal', samples: 8 },
      '*': 'learned',
    },
    atSeats: { 2: { models: NORMAL_MODELS } },
  },
};

/** A seat's ploy on a sample, from its own view of it. */
type Model = (s: FeastState, seat: number, legal: readonly number[], rng: RngState) => number;

const R = MAX_RANK + 1;
/** Most table positions. */
const SEATS = 8;
const lowest = (bits: number): number => 31 - Math.clz32(bits & -bits);

/**
 * What each table position captures this round, the ploys' ranks in `ranks`, into `gain`:
 * players take their best capture (the only unmatched ploy the topic or the best gaffe); a
 * dummy takes one at random, counted as the mean.
 */
export function roundGains(topic: number, ranks: ArrayLike<number>, table: number, seats: number, gain: Float64Array): void {
  let counts = 0; // two bits a rank: 0, 1, 2 (two or more)
  for (let p = 0; p < table; p++) {
    const shift = 2 * ranks[p];
    const c = (counts >> shift) & 3;
    if (c < 2) counts += 1 << shift;
  }
  let gaffeMax = 0;
  let gaffeSum = 0;
  let gaffeKinds = 0;
  for (let r = 1; r < R; r++) {
    if (((counts >> (2 * r)) & 3) === 2) {
      gaffeMax = r;
      gaffeSum += r;
      gaffeKinds++;
    }
  }
  let hi = -1;
  let lo = -1;
  for (let p = 0; p < table; p++) {
    gain[p] = 0;
    const r = ranks[p];
    if (((counts >> (2 * r)) & 3) === 2) continue;
    if (hi < 0 || r > ranks[hi]) hi = p;
    if (lo < 0 || r < ranks[lo]) lo = p;
  }
  if (hi < 0) return;
  if (hi === lo) {
    gain[hi] = hi < seats ? Math.max(topic, gaffeMax) : (topic + gaffeSum) / (gaffeKinds + 1);
    return;
  }
  gain[hi] = topic;
  if (gaffeKinds) gain[lo] = lo < seats ? gaffeMax : gaffeSum / gaffeKinds;
}

/** The ranks a position holds, ascending, into `out`. */
function ranksHeld(s: FeastState, p: number, out: number[]): number[] {
  out.length = 0;
  const mask = rankMask(s.held[p]);
  for (let r = 1; r <= MAX_RANK; r++) if (mask & (1 << r)) out.push(r);
  return out;
}

/**
 * A sample of what `seat` cannot see, with the other players' face-down ploys of this round
 * back in their hands: the first is `from` itself (copied), the others resampled from it.
 */
export function determinize(from: FeastState, seat: number, first: boolean, rng: RngState): FeastState {
  const s = first ? theFeast.clone(from) : theFeast.resample(from, seat, rng);
  for (let p = 0; p < s.seats; p++) {
    if (p !== seat && s.ploys[p] >= 0) {
      s.held[p].push(s.ploys[p]);
      s.ploys[p] = -1;
    }
  }
  return s;
}

const randomModel: Model = (_s, _seat, legal, rng) => legal[nextInt(rng, legal.length)];
const greedyModel: Model = (s, seat, legal, rng) => greedy(s, seat, legal, rng);

function modelOf(spec: SeatModel, kinds: readonly string[]): Model | null {
  if (spec === 'learned') return null;
  if (spec === 'random') return randomModel;
  if (spec === 'greedy') return greedyModel;
  const level = { ...FEAST_LEVELS[spec.level], samples: spec.samples };
  // the modelled seat sees only its own view of the sample: every one of its samples is redealt
  return (s, seat, legal, rng) => choosePloy(s, seat, legal, kinds, level, rng, false);
}

/** Draws a move from weights (index = move) over `legal`, leaving out those under `floor` of the largest. */
function drawWeighted(legal: readonly number[], weight: Float64Array, floor: number, rng: RngState): number {
  let top = legal[0];
  for (const m of legal) if (weight[m] > weight[top]) top = m;
  let sum = 0;
  for (const m of legal) if (weight[m] >= floor * weight[top]) sum += weight[m];
  let x = (nextU32(rng) / 4294967296) * sum;
  for (const m of legal) if (weight[m] >= floor * weight[top] && weight[m] > 0 && (x -= weight[m]) < 0) return m;
  return top;
}

/**
 * `seat`'s move on `view` (a state it cannot tell from the truth: a sample of its own), at a
 * table of `kinds`, playing `level`, drawing from `rng`. With `viewFirst` the first sample is
 * `view` itself; a model of another seat (whose view is not this one) redeals every sample.
 */
export function choosePloy(
  view: FeastState,
  seat: number,
  legal: readonly number[],
  kinds: readonly string[],
  level: FeastLevel,
  rng: RngState,
  viewFirst = true,
): number {
  if (legal.length === 1) return legal[0];
  const own = level.atSeats?.[view.seats];
  if (own) level = { ...level, ...own, atSeats: undefined };
  if (view.phase !== Phase.Ploys || !isPloy(legal[0])) return bestCapture(view, legal);
  const seats = view.seats;
  const table = view.table;
  const models: (Model | null)[] = [];
  const learning = [seat];
  let searched = false;
  for (let p = 0; p < seats; p++) {
    const spec = level.models[kinds[p]] ?? level.models['*'];
    const model = p === seat ? randomModel : modelOf(spec, kinds);
    models.push(model);
    if (!model) learning.push(p);
    // a model that learns (regret matching in each of this search's samples) costs the most
    if (p !== seat && typeof spec === 'object' && FEAST_LEVELS[spec.level].passes > 0) searched = true;
  }
  // everything below is this call's own: a model may itself choose (a nested search)
  const K = searched ? (level.samplesWithModels ?? level.samples) : level.samples;
  const mine = new Float64Array(R);
  ployScores(view, seat, legal, rng.slice());
  for (const m of legal) mine[m] = rest[m];
  const topic = RANK[view.topic];
  /** Per sample: every position's rank (models' draws and dummies'; learning seats' set later). */
  const fixed = new Int32Array(K * SEATS);
  /** Per sample and learning seat: its ranks (bits) and the rest of its hand after each. */
  const avail = new Int32Array(K * learning.length);
  const restOf = new Float64Array(K * learning.length * R);
  const held: number[] = [];
  for (let k = 0; k < K; k++) {
    const s = determinize(view, seat, viewFirst && (k === 0 || level.clairvoyant === true), rng);
    for (let p = seats; p < table; p++) fixed[k * SEATS + p] = RANK[s.ploys[p]];
    for (let p = 0; p < seats; p++) {
      const model = models[p];
      if (p !== seat && model) fixed[k * SEATS + p] = model(s, p, ranksHeld(s, p, held), rng);
    }
    for (let i = 1; i < learning.length; i++) {
      const p = learning[i];
      const ranks = ranksHeld(s, p, held);
      const at = (k * learning.length + i) * R;
      avail[k * learning.length + i] = rankMask(s.held[p]);
      if (ranks.length > 1) {
        ployScores(s, p, ranks, rng.slice());
        for (const r of ranks) restOf[at + r] = rest[r];
      }
    }
  }
  let myMask = 0;
  for (const m of legal) myMask |= 1 << m;
  for (let k = 0; k < K; k++) {
    avail[k * learning.length] = myMask;
    for (const m of legal) restOf[k * learning.length * R + m] = mine[m];
  }
  const ranks = new Int32Array(SEATS);
  const gain = new Float64Array(SEATS);
  const w = seats > 1 ? level.opponents / (seats - 1) : 0;
  /** The worth to learning seat i of each move in `moves` in sample k, the learning seats playing `joint`. */
  const values = (k: number, i: number, joint: ArrayLike<number>, moves: number, out: Float64Array): void => {
    for (let p = 0; p < table; p++) ranks[p] = fixed[k * SEATS + p];
    for (let j = 0; j < learning.length; j++) ranks[learning[j]] = joint[j];
    const p = learning[i];
    const at = (k * learning.length + i) * R;
    for (let m = moves; m; m &= m - 1) {
      const r = lowest(m);
      ranks[p] = r;
      roundGains(topic, ranks, table, seats, gain);
      let others = 0;
      for (let q = 0; q < seats; q++) if (q !== p) others += gain[q];
      out[r] = gain[p] - w * others + restOf[at + r];
    }
  };
  if (learning.length === 1) {
    const worth = new Float64Array(R);
    const one = new Float64Array(R);
    const none = new Int32Array(1);
    for (let k = 0; k < K; k++) {
      values(k, 0, none, myMask, one);
      for (const m of legal) worth[m] += one[m] / K;
    }
    return drawNear(legal, worth, level.spread, rng);
  }
  const node: SimultaneousNode = {
    samples: K,
    seats: learning,
    available: (k, i) => avail[k * learning.length + i],
    values,
  };
  // the strategy's rarest moves (under 5% of its likeliest) are early noise, not choices
  return drawWeighted(legal, regretMatch(node, level.passes, rng), 0.05, rng);
}
