/**
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
 * this model won about 45.3% of games (20,000 games, bench/ai.ts) when it always played its
 * best score, 37.8% of 1,000 now that it draws among near-equal ones (below); taking each
 * player's ploy as a random unseen card, as this player first did, won 42.7%.
 *
 * Playing rank c now is worth its expected capture this round (against the real topic and
 * the dummies' face-up ploys) plus the best use of the rest of the hand later. In a later
 * round with j cards in every hand, a card is worth about a_j*T + b_j: `a_j` the chance it
 * is the highest unmatched ploy (and takes a topic worth T), `b_j` the gaffe it expects as
 * the lowest (plus, as the only unmatched ploy, what a gaffe beats the topic by). The others
 * hold j cards too, so their chances depend on j: the expectations over the combinations of
 * their ploys are counted afresh for each j, in closed form (ploy-draws.ts). The rest of the hand is valued by
 * a small dynamic programme over which cards are left: each later round turns up a random
 * unseen topic and gets the card best for it. So a high card is kept for a high topic, a low
 * card is dumped on a low one or sent after a gaffe.
 *
 * The odds of a random player's ploy are in ploy-odds.ts, what each ploy captures against the
 * others' in ploy-draws.ts. The player runs at every ploy of every simulated game, so it works
 * in place on typed arrays. Its scores are the first version's (which walked every combination
 * of the others' ploys, or sampled 400 draws where they were more than 2,100) to within
 * rounding, and exact where that sampled: test/games/the-feast/greedy-model.test.ts holds it to
 * the first version walking every combination.
 *
 * It does not always play its best score: ploys within NEAR_EQUAL points of it are drawn at
 * random with the seat's own generator, so greedy players at one table do not all choose
 * alike and gaffe each other.
 */
import { nextU32, type RngState } from '../../engine/rng.js';
import { MAX_RANK, RANK } from './cards.js';
import { isPloy, Phase, type FeastState } from './state.js';
import { gaffeMean, overMean, ployOutlook, topChance } from './ploy-draws.js';
import { anyCard, byRank, MAX_HAND, odds, R, rankChances, unseen } from './ploy-odds.js';
import { bestCapture } from './rules.js';
import { countUnseen } from './view.js';

const J = MAX_HAND + 1;
const now = new Float64Array(R);
/**
 * Per rank r and cards in hand j: the later rounds' chance of the topic aSum[r * J + j], mean
 * gaffe bSum[r * J + j] and what the only unmatched ploy gains over a topic t, extra[(r * J + j) * R + t]
 * (ploy-draws.ts).
 */
const aSum = new Float64Array(R * J);
const bSum = new Float64Array(R * J);
const extra = new Float64Array(R * J * R);
/** Each ploy's score (index = rank; only the legal ones are set). */
const scores = new Float64Array(R);
/** Of each ploy's score, the value of the rest of the hand after it (index = rank; set with `scores`). */
export const rest = new Float64Array(R);
/** The dummies' face-up ploys this round, a count per rank; none in later rounds. */
const faceUp = new Int32Array(R);
const noneUp = new Int32Array(R);

// the rest of the hand, by how many cards of each of its ranks are left (see `restValues`)
const handRanks = new Int32Array(MAX_HAND);
const copies = new Int32Array(MAX_HAND);
const stride = new Int32Array(MAX_HAND);
const digit = new Int32Array(MAX_HAND);
/** The ranks an unseen topic may have, and their chances. */
const topics = new Int32Array(R);
const chance = new Float64Array(R);
/**
 * base[(j * MAX_HAND + i) * R + k]: a card of the hand's i-th rank played on the k-th topic in
 * a later round with j cards each.
 */
const base = new Float64Array((MAX_HAND + 1) * MAX_HAND * R);
const value = new Float64Array(1 << MAX_HAND);
/** A state's best card for each topic: its worth now and the value of the rest after it. */
const best = new Float64Array(R);

/**
 * value[state]: the cards left of the hand played over as many later rounds, each with a
 * random unseen topic and the card best for it. A state counts the cards left of each of the
 * hand's ranks (a mixed-radix number): which copy of a rank is left changes nothing, so this
 * is the value over subsets of the cards, computed once per multiset. Returns the number of
 * states; the whole hand's (the last) is not needed.
 */
function restValues(hand: readonly number[]): number {
  const n = hand.length;
  let kinds = 0;
  let states = 1;
  for (let r = 1; r <= MAX_RANK; r++) {
    let c = 0;
    for (let i = 0; i < n; i++) if (RANK[hand[i]] === r) c++;
    if (!c) continue;
    handRanks[kinds] = r;
    copies[kinds] = c;
    stride[kinds] = states;
    digit[kinds++] = 0;
    states *= c + 1;
  }
  let nt = 0;
  for (let t = 1; t < R; t++) {
    if (!anyCard[t]) continue;
    chance[nt] = anyCard[t];
    topics[nt++] = t;
  }
  for (let j = 1; j < n; j++) {
    for (let i = 0; i < kinds; i++) {
      const cell = handRanks[i] * J + j;
      const at = (j * MAX_HAND + i) * R;
      const a = aSum[cell];
      const b = bSum[cell];
      for (let k = 0; k < nt; k++) {
        const t = topics[k];
        base[at + k] = a * t + b + extra[cell * R + t];
      }
    }
  }
  value[0] = 0;
  let j = 0;
  // increasing states: the state with one card fewer is always done before
  for (let st = 1; st < states - 1; st++) {
    let i = 0;
    while (digit[i] === copies[i]) {
      j -= digit[i];
      digit[i++] = 0;
    }
    digit[i]++;
    j++;
    // each topic's best card among those left (by kinds: the maximum is exact, so the cards
    // may be tried in any order), then the topics' mean
    let first = true;
    for (let i = 0; i < kinds; i++) {
      if (!digit[i]) continue;
      const row = (j * MAX_HAND + i) * R;
      const after = value[st - stride[i]];
      if (first) {
        for (let k = 0; k < nt; k++) best[k] = base[row + k] + after;
        first = false;
      } else {
        for (let k = 0; k < nt; k++) {
          const w = base[row + k] + after;
          if (w > best[k]) best[k] = w;
        }
      }
    }
    let v = 0;
    for (let k = 0; k < nt; k++) v += chance[k] * best[k];
    value[st] = v;
  }
  return states;
}

/**
 * Each legal ploy's score for `seat` (index = rank): its expected capture this round plus the
 * value of the rest of the hand. Only the ranks in `legal` are set; `legal` holds two or more
 * ploys. For tests, and for `greedy`. It draws nothing from a generator (`_rng` is kept for
 * the callers that pass one).
 */
export function ployScores(s: FeastState, seat: number, legal: readonly number[], _rng?: RngState): Float64Array {
  const size = countUnseen(s, seat, unseen);
  odds.size = size;
  for (let r = 1; r < R; r++) anyCard[r] = size > 0 ? unseen[r] / size : 0;
  const others = s.seats - 1;
  const dummies = s.table - s.seats;
  const hand = s.held[seat];
  const n = hand.length;
  // every other player holds n cards or has one of them face down, so at least n are unseen
  rankChances(n);
  let legalBits = 0;
  for (const m of legal) legalBits |= 1 << m;

  // this round: one ploy from each other player's hand of n cards, and the dummies' face-up
  // ones; a later round with j cards in every hand: everyone else, dummies too, plays one
  faceUp.fill(0);
  for (let p = s.seats; p < s.table; p++) faceUp[RANK[s.ploys[p]]]++;
  ployOutlook(others, byRank, n * R, 0, anyCard, faceUp, legalBits);
  const topic = RANK[s.topic];
  for (const m of legal) now[m] = topChance[m] * topic + gaffeMean[m] + overMean[m * R + topic];
  for (let j = 1; j < n; j++) {
    ployOutlook(others, byRank, j * R, dummies, anyCard, noneUp, legalBits);
    for (const m of legal) {
      const cell = m * J + j;
      aSum[cell] = topChance[m];
      bSum[cell] = gaffeMean[m];
      for (let t = 1; t < R; t++) extra[cell * R + t] = overMean[m * R + t];
    }
  }

  const states = restValues(hand);
  for (const m of legal) {
    let i = 0;
    while (handRanks[i] !== m) i++;
    rest[m] = value[states - 1 - stride[i]];
    scores[m] = now[m] + rest[m];
  }
  return scores;
}

/**
 * The first round's scores, by everything they depend on (`firstRoundKey`). A hand's first
 * round is its costliest (the most cards to weigh), and its states come back often: what the
 * seat cannot see is then simply what it does not hold (nor the topic, nor a dummy's face-up
 * ploy), so the hand and the topic decide it; in 2,000 four-seat games 37% of first-round
 * choices had been made before. The scores draw nothing from the generator: they are a function
 * of their key, so taking them from here changes no move (the draw among near-equal ploys is
 * made afresh), only the time.
 */
const firstRound = new Map<string, Float64Array>();
/** Choices kept at most (about 6 MB of keys and 10 MB of scores); past that the table starts again. */
const FIRST_ROUND_KEPT = 1 << 16;

/**
 * The key of a first-round choice: the table, the topic, the unseen cards and the hand by
 * rank (a character per count), the dummies' face-up ploys and the legal ploys.
 */
function firstRoundKey(s: FeastState, seat: number, legal: readonly number[]): string {
  countUnseen(s, seat, unseen);
  for (const c of s.held[seat]) handCount[RANK[c]]++;
  keyCodes.length = 0;
  keyCodes.push(s.seats, s.table, RANK[s.topic]);
  for (let r = 1; r < R; r++) keyCodes.push(65 + unseen[r], 65 + handCount[r]);
  handCount.fill(0);
  for (let p = s.seats; p < s.table; p++) keyCodes.push(RANK[s.ploys[p]]);
  let bits = 0;
  for (const m of legal) bits |= 1 << m;
  // one flat string (built by pieces, a key would keep every piece)
  keyCodes.push(65 + (bits & 63), 65 + (bits >> 6));
  return String.fromCharCode(...keyCodes);
}
const keyCodes: number[] = [];
const handCount = new Int32Array(R);

/**
 * Points within which the greedy player takes ploys for near-equal: its choice is drawn among
 * them, the nearer the best the likelier (a linear kernel: weight NEAR_EQUAL minus the gap).
 * Identical greedy players that always took the best score chose alike and gaffed each other:
 * a random player beat three of them 96.5% of the time. With 1.25 it won 40.7% of 1,000
 * games (37.7-43.8) on the seeds this was chosen on (1000-1999), and at most that at every
 * other seat count from 2 to 8; 1.5 cost greedy two more points against random players. On
 * fresh seeds (500,000-500,999, bench/ai-ladder-feast.ts) random wins 39.9% (36.9-43.0) at
 * four seats, 36.9% at five, 1.4% at two and at most 26.8% at the others.
 */
export const NEAR_EQUAL = 1.25;

/**
 * A move among `legal` by its worth (index = move): any within `spread` of the best, weighted by
 * how far within, drawn with `rng` (one draw); the best (the first of equal ones), drawing
 * nothing, when the spread is 0 or only one move is within it.
 */
export function drawNear(legal: readonly number[], worth: ArrayLike<number>, spread: number, rng: RngState): number {
  let best = legal[0];
  for (const m of legal) if (worth[m] > worth[best]) best = m;
  let sum = 0;
  let near = 0;
  for (const m of legal) {
    const w = spread - (worth[best] - worth[m]);
    if (w > 0) {
      sum += w;
      near++;
    }
  }
  if (near <= 1) return best;
  let x = (nextU32(rng) / 4294967296) * sum;
  for (const m of legal) {
    const w = spread - (worth[best] - worth[m]);
    if (w > 0 && (x -= w) < 0) return m;
  }
  return best;
}

export function greedy(s: FeastState, seat: number, legal: readonly number[], rng: RngState): number {
  if (s.phase !== Phase.Ploys || !isPloy(legal[0])) return bestCapture(s, legal);
  if (legal.length === 1) return legal[0];
  const n = s.held[seat].length;
  const key = n === s.handSize ? firstRoundKey(s, seat, legal) : undefined;
  if (key !== undefined) {
    const known = firstRound.get(key);
    if (known !== undefined) return drawNear(legal, known, NEAR_EQUAL, rng);
  }
  ployScores(s, seat, legal, rng);
  if (key !== undefined) {
    if (firstRound.size >= FIRST_ROUND_KEPT) firstRound.clear();
    firstRound.set(key, scores.slice());
  }
  return drawNear(legal, scores, NEAR_EQUAL, rng);
}

/** `rankChances` for given unseen counts per rank (index = rank), for a hand of `h`; for tests. */
export function randomPlayChances(counts: readonly number[], h: number): number[] {
  let size = 0;
  for (let r = 0; r < R; r++) size += unseen[r] = counts[r] ?? 0;
  odds.size = size;
  rankChances(h);
  return Array.from(byRank.subarray(h * R, h * R + R));
}
