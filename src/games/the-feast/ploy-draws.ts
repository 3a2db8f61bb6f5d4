/**
 * The Feast: what a ploy of each rank captures, in expectation, against the other ploys of a
 * round, for the greedy player (greedy.ts).
 *
 * The other ploys are `players` draws of a rank as by `p` (a random player's chances,
 * ploy-odds.ts) and `dummies` draws as by `q` (any unseen card), all independent, besides the
 * dummies' ploys already face up (`faceUp`, a count per rank). A ploy of rank m that none of
 * them matches captures by how the others fall: with no lone ploy among them it is the only
 * unmatched one and takes the topic or the best gaffe (the highest rank played twice or more,
 * `hiMany`); above every lone ploy it takes the topic; below every one it takes the best gaffe
 * (if any); in between nothing. So three expectations per rank m serve every round:
 *
 * - `topChance[m]`: P(m unmatched and no lone ploy above m), the chance it takes the topic;
 * - `gaffeMean[m]`: E[hiMany; m unmatched, some lone ploy and all of them above m];
 * - `overMean[m * R + t]`: E[(hiMany - t)+; m unmatched and no lone ploy], what the only
 *   unmatched ploy gains by taking a gaffe over a topic of rank t.
 *
 * They are counted, not walked: the draws' chance of c_r players' and d_r dummies' ploys of
 * each rank r is k1! k2! prod_r (p_r^c_r / c_r!) (q_r^d_r / d_r!) (k1 players, k2 dummies), so
 * the chance of an event that restricts each rank's count separately (to none, one, or two or
 * more with the face-up ones) is k1! k2! times the coefficient of x^k1 y^k2 in the product
 * over the ranks of each rank's polynomial sum_{c,d} (p_r x)^c/c! (q_r y)^d/d! restricted to
 * those counts. Every event above is such a product, or a sum of them over where the highest
 * gaffe lies; products over the ranks below and above a rank are made once (prefixes and
 * suffixes), those between m and a higher rank h as m's scan climbs. It is the expectation the
 * walk over every combination of the others' ploys summed (test/helpers/feast-greedy-reference.ts
 * keeps that walk), in far fewer steps, for any number of players and dummies, and draws
 * nothing from a generator.
 */
import { MAX_RANK } from './cards.js';
import { R } from './ploy-odds.js';

/** Out: see the top of this file (index = rank; set for the ranks asked for, 0 for those matched for sure). */
export const topChance = new Float64Array(R);
export const gaffeMean = new Float64Array(R);
export const overMean = new Float64Array(R * R);

// Polynomials in x (players' ploys, up to k1) and y (dummies', up to k2), truncated: the
// coefficient of x^a y^b at a * K2 + b, D of them. The top coefficient (x^k1 y^k2) of a
// product is then sum_i P[i] Q[D - 1 - i]. All live in `pool`, each in a slot of MAX_D.
const MAX_D = 64;
let K1 = 1;
let K2 = 1;
let D = 1;

// slots: per rank r (0..R-1) a polynomial of each kind; the prefix, suffix and running products
const F = 0; // every count of rank r
const ZM = R; // none, or two or more (no lone ploy of r)
const ZO = 2 * R; // none or one (no gaffe of r)
const M = 3 * R; // two or more
const PF = 4 * R; // PF + r: product of F over the ranks below r
const PZM = 5 * R; // product of ZM below r
const SZM = 6 * R; // product of ZM above r
const SZO = 7 * R; // product of ZO above r
const X = 8 * R; // X + h: PZM_h M_h (no lone ploy below h, a gaffe of h)
const Y = 9 * R; // Y + h: M_h SZO_h (a gaffe of h, none above)
const LH = 10 * R; // LH + m: sum over h < m of h X_h, where no rank between h and m is face up
const SV = 11 * R; // SV + m: sum over h > m of h PF_h Y_h
// one m's: 1 / ZM_m, the products of F below m+1 taken out (an exponential's inverse), PZM_m times that
const INV = 12 * R;
const EI = INV + 1;
const U = INV + 2;
const ONE = INV + 3;
const SLOTS = INV + 4;
const pool = new Float64Array(SLOTS * MAX_D);

/** Per rank: no ploy of it is possible (none face up), 1 or 0; whether F, ZM, ZO are just 1. */
const zero = new Float64Array(R);
const zAbove = new Float64Array(R + 1);
const plain = new Uint8Array(R);
/** The chance of each rank of being the highest gaffe with m the only unmatched ploy (scan of one m). */
const none = new Float64Array(R + 1);

const at = (slot: number): number => slot * MAX_D;

// written out: these polynomials are a few numbers, and typed arrays' fill and copyWithin
// cost more than the loops
function clear(slot: number): void {
  const o = at(slot);
  for (let i = 0; i < D; i++) pool[o + i] = 0;
}

function copy(from: number, to: number): void {
  const f = at(from);
  const o = at(to);
  for (let i = 0; i < D; i++) pool[o + i] = pool[f + i];
}

/** Slot `out` = a * b, truncated (out distinct from a and b). */
function mul(a: number, b: number, out: number): void {
  const P = pool;
  const pa = at(a);
  const pb = at(b);
  const po = at(out);
  for (let i = 0; i < D; i++) P[po + i] = 0;
  if (K2 === 1) {
    for (let i = 0; i < K1; i++) {
      const v = P[pa + i];
      if (v === 0) continue;
      for (let k = 0; i + k < K1; k++) P[po + i + k] += v * P[pb + k];
    }
    return;
  }
  for (let a1 = 0; a1 < K1; a1++) {
    for (let b1 = 0; b1 < K2; b1++) {
      const v = P[pa + a1 * K2 + b1];
      if (v === 0) continue;
      for (let a2 = 0; a1 + a2 < K1; a2++) {
        const from = pb + a2 * K2;
        const to = po + (a1 + a2) * K2 + b1;
        for (let b2 = 0; b1 + b2 < K2; b2++) P[to + b2] += v * P[from + b2];
      }
    }
  }
}

/** The top coefficient of a * b. */
function top(a: number, b: number): number {
  const P = pool;
  const pa = at(a);
  const pb = at(b) + D - 1;
  let s = 0;
  for (let i = 0; i < D; i++) s += P[pa + i] * P[pb - i];
  return s;
}

/** Slot `out` = exp(a x + b y), truncated. */
function exponential(a: number, b: number, out: number): void {
  const o = at(out);
  let xa = 1;
  for (let i = 0; i < K1; i++) {
    let yb = xa;
    for (let k = 0; k < K2; k++) {
      pool[o + i * K2 + k] = yb;
      yb *= b / (k + 1);
    }
    xa *= a / (i + 1);
  }
}

/** Slot `out` = 1 / (1 + m), truncated, for m with no constant term: out = 1 - m out, term by term. */
function inverse(m: number, out: number): void {
  const P = pool;
  const pm = at(m);
  const o = at(out);
  for (let a = 0; a < K1; a++) {
    for (let b = 0; b < K2; b++) {
      if (a === 0 && b === 0) {
        P[o] = 1;
        continue;
      }
      let s = 0;
      for (let a2 = 0; a2 <= a; a2++) {
        for (let b2 = a2 === 0 ? 1 : 0; b2 <= b; b2++) s += P[pm + a2 * K2 + b2] * P[o + (a - a2) * K2 + b - b2];
      }
      P[o + a * K2 + b] = -s;
    }
  }
}

const factorial = (k: number): number => (k <= 1 ? 1 : k * factorial(k - 1));

/**
 * Fills `topChance`, `gaffeMean` and `overMean` for the ranks in `legalBits` (bit r for rank
 * r): `players` ploys as by p[pAt + r], `dummies` as by q[r], and faceUp[r] ploys of rank r on
 * the table already.
 */
export function ployOutlook(
  players: number,
  p: Float64Array,
  pAt: number,
  dummies: number,
  q: Float64Array,
  faceUp: Int32Array,
  legalBits: number,
): void {
  if (players === 3 && dummies === 0) {
    let up = 0;
    for (let r = 1; r <= MAX_RANK; r++) up |= faceUp[r];
    if (!up) {
      threePlayers(p, pAt, legalBits);
      return;
    }
  }
  K1 = players + 1;
  K2 = dummies + 1;
  D = K1 * K2;
  const P = pool;
  clear(ONE);
  P[at(ONE)] = 1;
  // each rank's polynomial and its parts
  for (let r = 1; r <= MAX_RANK; r++) {
    const pr = p[pAt + r];
    const qr = q[r];
    const f = faceUp[r];
    exponential(pr, qr, F + r);
    // the count of rank r is f plus the draws' degree: none only with f = 0 and degree 0,
    // one with f + degree = 1
    copy(F + r, M + r);
    const m = at(M + r);
    zero[r] = f === 0 ? 1 : 0;
    if (f === 0) {
      P[m] = 0;
      if (K1 > 1) P[m + K2] = 0;
      if (K2 > 1) P[m + 1] = 0;
    } else if (f === 1) P[m] = 0;
    copy(M + r, ZM + r);
    P[at(ZM + r)] += zero[r];
    // ZO: the whole polynomial but its degree 2 and up, less the face-up gaffe
    clear(ZO + r);
    const zo = at(ZO + r);
    if (f === 0) {
      P[zo] = 1;
      if (K1 > 1) P[zo + K2] = pr;
      if (K2 > 1) P[zo + 1] = qr;
    } else if (f === 1) P[zo] = 1;
    plain[r] = f === 0 && pr === 0 && qr === 0 ? 1 : 0;
  }
  // prefixes (ranks below r) and suffixes (ranks above r)
  copy(ONE, PF + 1);
  copy(ONE, PZM + 1);
  for (let r = 1; r < MAX_RANK; r++) {
    if (plain[r]) {
      copy(PF + r, PF + r + 1);
      copy(PZM + r, PZM + r + 1);
    } else {
      mul(PF + r, F + r, PF + r + 1);
      mul(PZM + r, ZM + r, PZM + r + 1);
    }
  }
  copy(ONE, SZM + MAX_RANK);
  copy(ONE, SZO + MAX_RANK);
  zAbove[MAX_RANK] = 1;
  for (let r = MAX_RANK - 1; r >= 1; r--) {
    zAbove[r] = zAbove[r + 1] * zero[r + 1];
    if (plain[r + 1]) {
      copy(SZM + r + 1, SZM + r);
      copy(SZO + r + 1, SZO + r);
    } else {
      mul(SZM + r + 1, ZM + r + 1, SZM + r);
      mul(SZO + r + 1, ZO + r + 1, SZO + r);
    }
  }
  // a gaffe of h and what may lie below it (X) or above it (Y); LH sums h X_h over the ranks
  // below m with nothing face up in between
  clear(LH + 1);
  for (let h = 1; h <= MAX_RANK; h++) {
    if (plain[h]) {
      clear(X + h);
      clear(Y + h);
    } else {
      mul(PZM + h, M + h, X + h);
      mul(M + h, SZO + h, Y + h);
    }
    if (h === MAX_RANK) break;
    const lh = at(LH + h);
    const next = at(LH + h + 1);
    const x = at(X + h);
    for (let i = 0; i < D; i++) P[next + i] = P[lh + i] * zero[h] + h * P[x + i];
  }
  // SV: a gaffe of h above m and no lone ploy above it, whatever lies between m and h
  clear(SV + MAX_RANK);
  for (let h = MAX_RANK; h >= 2; h--) {
    const sv = at(SV + h);
    const to = at(SV + h - 1);
    if (plain[h]) {
      for (let i = 0; i < D; i++) P[to + i] = P[sv + i];
      continue;
    }
    mul(PF + h, Y + h, U);
    const u = at(U);
    for (let i = 0; i < D; i++) P[to + i] = P[sv + i] + h * P[u + i];
  }
  const scale = factorial(players) * factorial(dummies);
  const topX = D - 1;
  topChance.fill(0);
  gaffeMean.fill(0);
  overMean.fill(0);
  for (let bits = legalBits; bits; bits &= bits - 1) {
    const m = 31 - Math.clz32(bits & -bits);
    if (!zero[m]) continue; // a face-up ploy of m: matched for sure
    topChance[m] = scale * top(PF + m, SZM + m);
    // m the only unmatched ploy with the highest gaffe h: below m, as without m (its factor
    // is 1 either way); above m, with m's factor left out of the ranks below h
    for (let h = 1; h < m; h++) none[h] = P[at(X + h) + topX] * zAbove[h];
    none[m] = 0;
    // lone ploys all above m and the highest gaffe h: below m as above (LH); above m, the
    // ranks between m and h unrestricted: PZM_m (PF_h / PF_m+1) M_h SZO_h, where PF is the
    // truncated exponential of the chances below, so dividing by PF_m+1 multiplies by the
    // exponential of minus the chances up to m
    let sp = 0;
    let sq = 0;
    for (let r = 1; r <= m; r++) {
      sp += p[pAt + r];
      sq += q[r];
    }
    exponential(-sp, -sq, EI);
    mul(PZM + m, EI, U);
    const lone = top(LH + m, SZO + m) + top(U, SV + m);
    // m the only unmatched ploy, the highest gaffe h above m: the ranks below h but m have no
    // lone ploy, PZM_h M_h / ZM_m
    inverse(M + m, INV);
    for (let h = m + 1; h <= MAX_RANK; h++) none[h] = plain[h] || !zAbove[h] ? 0 : top(X + h, INV);
    // over[t] = sum over h > t of (h - t) none[h]; gaffe = sum of h P(some lone, all above m) less none's
    let cum = 0;
    let cumH = 0;
    const over = m * R;
    for (let t = MAX_RANK - 1; t >= 1; t--) {
      cum += none[t + 1];
      cumH += (t + 1) * none[t + 1];
      overMean[over + t] = scale * (cumH - t * cum);
    }
    cumH += none[1];
    gaffeMean[m] = scale * (lone - cumH);
  }
}

/** Sums over the ranks above t (index t): of a p_a^3, and of p_a^3. */
const cubesAbove = new Float64Array(R + 1);
const weightedCubesAbove = new Float64Array(R + 1);

/**
 * `ployOutlook` for three players' ploys and nothing else (four seats), in closed form. Their
 * ranks fall as a a a (chance p_a^3), a a b (3 p_a^2 p_b) or a b c (6 p_a p_b p_c), so for m
 * none of them:
 * - no lone ploy above m: a a a, a a b with b below m, a b c all below m:
 *   sum_{a != m} p_a^3 + 3 sum_{a != m} p_a^2 sum_{b < m, b != a} p_b + 6 e3(p below m);
 * - the gaffe a under lone ploys all above m: a a b with b above m, 3 sum_{a != m} a p_a^2 sum_{b > m, b != a} p_b;
 * - m alone: a a a, gaining (a - t)+ over a topic t.
 * Each is a few sums over the ranks below or above m.
 */
function threePlayers(p: Float64Array, pAt: number, legalBits: number): void {
  let squares = 0;
  let cubes = 0;
  let weightedSquares = 0;
  let total = 0;
  for (let r = 1; r <= MAX_RANK; r++) {
    const x = p[pAt + r];
    squares += x * x;
    cubes += x * x * x;
    weightedSquares += r * x * x;
    total += x;
  }
  cubesAbove[MAX_RANK] = 0;
  weightedCubesAbove[MAX_RANK] = 0;
  for (let t = MAX_RANK - 1; t >= 0; t--) {
    const x = p[pAt + t + 1];
    cubesAbove[t] = cubesAbove[t + 1] + x * x * x;
    weightedCubesAbove[t] = weightedCubesAbove[t + 1] + (t + 1) * x * x * x;
  }
  // sums over the ranks below m: of p, of p^3, and the elementary symmetric sums e1 e2 e3
  let below = 0;
  let cubesBelow = 0;
  let e2 = 0;
  let e3 = 0;
  for (let m = 1; m <= MAX_RANK; m++) {
    const x = p[pAt + m];
    const x2 = x * x;
    const x3 = x2 * x;
    if (legalBits & (1 << m)) {
      topChance[m] = cubes - x3 + 3 * (below * (squares - x2) - cubesBelow) + 6 * e3;
      const aboveM = total - below - x;
      gaffeMean[m] = 3 * ((weightedSquares - m * x2) * aboveM - weightedCubesAbove[m]);
      const over = m * R;
      for (let t = 1; t < MAX_RANK; t++) {
        overMean[over + t] = weightedCubesAbove[t] - t * cubesAbove[t] - (m > t ? (m - t) * x3 : 0);
      }
    }
    e3 += e2 * x;
    e2 += below * x;
    below += x;
    cubesBelow += x3;
  }
}
