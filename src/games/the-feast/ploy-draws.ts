/**
 * The Feast: the combinations of the other ploys of a round, with their chances, for the
 * greedy player (greedy.ts), which weighs its ploys against each.
 *
 * The other players play as by `byRank` (ploy-odds.ts), the dummies any unseen card. Up to
 * EXACT_UP_TO combinations are walked one by one; past that, draws are sampled. The walk's
 * order and its products are those of the first version (kept in
 * test/helpers/feast-greedy-reference.ts), as the greedy player's sums over the draws depend
 * on them to the last bit. Only its shape is made once per set of ranks and kept (`program`):
 * which products to form, from which row of weights, and where each draw ends.
 */
import { nextInt, type RngState } from '../../engine/rng.js';
import { MAX_RANK } from './cards.js';
import { anyCard, byRank, choose, MAX_HAND, R, unseen } from './ploy-odds.js';

/** Draws sampled when the others' ploys are too many to enumerate. */
const TRIALS = 400;
/** Enumerate the others' ploys exactly up to this many combinations of their ranks. */
const EXACT_UP_TO = 2100;
const J = MAX_HAND + 1;

/**
 * The current draw: the ranks drawn once and twice or more, as bit masks (bit r for rank r),
 * which is all a ploy's capture depends on; `at + j` indexes its weight in `weightRows` for
 * hand size j.
 */
export const draw = { ones: 0, many: 0, at: 0 };
/** Rows of weights by hand size j, one per rank drawn so far on the walk's path. */
export const weightRows = new Float64Array(16 * J);

/** Most ploys of one group an enumerated draw holds (five players', or two dummies'), and one. */
const MAX_DRAWS = 6;
/**
 * factors[((g * R + r) * MAX_DRAWS + n) * J + j]: the walk's factor for the n-th ploy of rank r
 * in group g (0 players, 1 dummies) at hand size j, p / n (p from `byRank[j]` or `anyCard`),
 * divided once per decision rather than at every step of the walk.
 */
const factors = new Float64Array(2 * R * MAX_DRAWS * J);

// a program is a list of steps of 4 numbers: [op, a, b, c]
/** Weights of row c = row b times the factors at a (players' ploys, op 0; then the dummies'). */
const FIRST_DUMMY = 2;
/** Weights of row c times the factors at a, again (another ploy of the same rank). */
const AGAIN = 1;
const AGAIN_DUMMY = 3;
/** A draw complete, weights in row a, masks b and c: for this round; both; later rounds only. */
const NOW = 4;
const BOTH = 5;
const LATER = 6;

let code = new Int32Array(4096);
let length = 0;
const counts = new Int32Array(R);
let ranks = 0;
let last = 0;
let later = false;
let dummyDraws = 0;

function emit(op: number, a: number, b: number, c: number): void {
  if (length + 4 > code.length) {
    const bigger = new Int32Array(code.length * 2);
    bigger.set(code);
    code = bigger;
  }
  code[length] = op;
  code[length + 1] = a;
  code[length + 2] = b;
  code[length + 3] = c;
  length += 4;
}

/**
 * Draws `left` more ploys of group `g` among ranks r and up, from the weights in row `at`. The
 * draws come in the first version's order: by their count of the lowest rank, then of the
 * next... (so the highest ranks first); the n-th ploy of a rank multiplies by p / n.
 */
function build(g: number, r: number, left: number, at: number, depth: number): void {
  const row = depth * J;
  for (let rr = last; rr >= r; rr--) {
    if (!(ranks & (1 << rr))) continue;
    for (let n = 1; n <= left; n++) {
      counts[rr]++;
      emit(2 * g + (n === 1 ? 0 : 1), ((g * R + rr) * MAX_DRAWS + n) * J, at, row);
      // the rest on higher ranks; none left above the highest unseen rank is no draw
      if (n === left) complete(g, row, depth + 1);
      else if (rr < last) build(g, rr + 1, left - n, row, depth + 1);
    }
    counts[rr] -= left;
  }
}

/** A group's ploys are all drawn: the players' serve this round, then the dummies' are drawn. */
function complete(g: number, at: number, depth: number): void {
  let ones = 0;
  let many = 0;
  for (let r = 1; r <= MAX_RANK; r++) {
    if (counts[r] === 1) ones |= 1 << r;
    else if (counts[r] >= 2) many |= 1 << r;
  }
  if (g === 1) emit(LATER, at, ones, many);
  else if (!later) emit(NOW, at, ones, many);
  else if (!dummyDraws) emit(BOTH, at, ones, many);
  else {
    emit(NOW, at, ones, many);
    build(1, 1, dummyDraws, at, depth);
  }
}

/** Programs by ranks with unseen cards, players, dummies and whether later rounds are walked. */
const programs = new Map<number, Int32Array>();

function program(players: number, dummies: number, withLater: boolean): Int32Array {
  ranks = 0;
  for (let r = 1; r <= MAX_RANK; r++) if (unseen[r]) ranks |= 1 << r;
  const key = ranks + 2048 * (players + 8 * (dummies + 8 * Number(withLater)));
  const known = programs.get(key);
  if (known) return known;
  last = 31 - Math.clz32(ranks);
  later = withLater;
  dummyDraws = dummies;
  length = 0;
  if (players) build(0, 1, players, 0, 1);
  else complete(0, 0, 1);
  // a few sets of ranks come up again and again; a bound keeps odd games from hoarding
  if (programs.size >= 64) programs.clear();
  const made = code.slice(0, length);
  programs.set(key, made);
  return made;
}

/** Runs a program: the products of the weights, and the visits at each complete draw. */
function run(steps: Int32Array, lo0: number, hi0: number, hi1: number, visitNow: () => void, visitLater: () => void): void {
  const rows = weightRows;
  const fs = factors;
  for (let i = 0; i < steps.length; i += 4) {
    const op = steps[i];
    if (op < NOW) {
      // the same products as ever, indexed from each row's first hand size
      const lo = op < FIRST_DUMMY ? lo0 : 1;
      const count = (op < FIRST_DUMMY ? hi0 : hi1) - lo;
      const f = steps[i + 1] + lo;
      const to = steps[i + 3] + lo;
      if (op === AGAIN || op === AGAIN_DUMMY) for (let x = 0; x <= count; x++) rows[to + x] *= fs[f + x];
      else {
        const from = steps[i + 2] + lo;
        for (let x = 0; x <= count; x++) rows[to + x] = rows[from + x] * fs[f + x];
      }
    } else {
      draw.at = steps[i + 1];
      draw.ones = steps[i + 2];
      draw.many = steps[i + 3];
      if (op !== LATER) visitNow();
      if (op !== NOW) visitLater();
    }
  }
}

const factorial = (k: number): number => (k <= 1 ? 1 : k * factorial(k - 1));

/** The combinations of k alike draws over the ranks: C(k + 9, 9). */
const combos = (k: number): number => choose(k + MAX_RANK - 1, k);

/** Whether `drawPloys` enumerates every draw for these numbers, drawing nothing from its generator. */
export function drawsExactly(players: number, dummies: number, n: number): boolean {
  return combos(players) <= EXACT_UP_TO && (n <= 1 || combos(players) * combos(dummies) <= EXACT_UP_TO);
}

const drawn = new Int32Array(R);

/**
 * `draws` ploys drawn TRIALS times for each j from lo to hi, `players` of them as by
 * `byRank[j]`, the rest unseen cards, each draw weighing 1/TRIALS for its j (0 for the others).
 */
function sample(players: number, draws: number, lo: number, hi: number, rng: RngState, visit: () => void): void {
  draw.at = 0;
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
      draw.ones = 0;
      draw.many = 0;
      for (let r = 1; r <= MAX_RANK; r++) {
        if (drawn[r] === 1) draw.ones |= 1 << r;
        else if (drawn[r] >= 2) draw.many |= 1 << r;
      }
      visit();
    }
  }
}

/**
 * The other ploys of this round and of the later ones, in `draw`. `visitNow()` sees each
 * draw of the other players' ploys from hands of n cards (weights for j = n); then, if n > 1,
 * `visitLater()` each draw of everyone else's, dummies too, from hands of j = 1..n-1 cards.
 * For each j the weights add up to 1: every combination when there are at most EXACT_UP_TO
 * (up to five players' ploys), else sampled draws for each j in turn (weight 0 for the others).
 *
 * When both are enumerated, one walk serves both: the players' draws are the same, and
 * neither draws from the generator, so only the order within each visitor matters.
 */
export function drawPloys(players: number, dummies: number, n: number, rng: RngState, visitNow: () => void, visitLater: () => void): void {
  const nowExact = combos(players) <= EXACT_UP_TO;
  const laterExact = n > 1 && combos(players) * combos(dummies) <= EXACT_UP_TO;
  if (nowExact) {
    // the weights start at the multinomials' k!: players! now, players! dummies! later
    weightRows.fill(factorial(players) * factorial(dummies), 0, J);
    weightRows[n] = factorial(players) * factorial(0);
    const lo0 = laterExact ? 1 : n;
    for (let r = 1; r <= MAX_RANK; r++) {
      if (!unseen[r]) continue;
      for (let k = 1; k <= players; k++) {
        const f = (r * MAX_DRAWS + k) * J;
        for (let j = lo0; j <= n; j++) factors[f + j] = byRank[j * R + r] / k;
      }
      for (let k = 1; laterExact && k <= dummies; k++) {
        const f = ((R + r) * MAX_DRAWS + k) * J;
        for (let j = 1; j < n; j++) factors[f + j] = anyCard[r] / k;
      }
    }
    run(program(players, dummies, laterExact), lo0, n, n - 1, visitNow, visitLater);
  } else sample(players, players, n, n, rng, visitNow);
  if (n > 1 && !laterExact) sample(players, players + dummies, 1, n - 1, rng, visitLater);
}
