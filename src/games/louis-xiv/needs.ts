/**
 * The nobles' needs: for each check named in the ruleset, "is it complete" (the cards under
 * the noble meet the need exactly) and "can it still be completed" (some cards of `pool`,
 * added after those under it in some order, would complete it). The rules pass as `pool` the
 * game's food cards less those under the noble, never where the other cards happen to be.
 *
 * Each `possible` is a fast exact check (counting, subset sums, a greedy run); the tests
 * compare every one with an exhaustive search.
 */
import { cardColour, cardValue, type NobleSpec, type Tables } from './data.js';

type Cards = readonly number[];

/** Whether card `c` counts as the noble's colour. */
export function isColour(t: Tables, n: NobleSpec, c: number): boolean {
  if (n.colour < 0) return false;
  const k = cardColour(t, c);
  return k === n.colour || (n.white && k === t.wild);
}

// ---- sets: groups of equal value, of different values, each with the colour ----

/** Per value (index 0 unused): how many cards and how many of the colour, into scratch arrays. */
function byValue(t: Tables, n: NobleSpec, cards: Cards, all: number[], col: number[]): { all: number[]; col: number[] } {
  for (let v = 0; v <= t.values; v++) all[v] = col[v] = 0;
  for (const c of cards) {
    const v = cardValue(t, c);
    all[v]++;
    if (isColour(t, n, c)) col[v]++;
  }
  return { all, col };
}

// scratch space: the checks run often (in every rollout) and allocate nothing per call
const haveAll: number[] = [];
const haveCol: number[] = [];
const poolAll: number[] = [];
const poolCol: number[] = [];

function setsComplete(t: Tables, n: NobleSpec, cs: Cards): boolean {
  if (cs.length !== n.cards) return false;
  const { all, col } = byValue(t, n, cs, haveAll, haveCol);
  const sizes: number[] = [];
  for (let v = 1; v <= t.values; v++) {
    if (!all[v]) continue;
    if (!col[v]) return false;
    sizes.push(all[v]);
  }
  sizes.sort((a, b) => b - a);
  return sizes.length === n.sets.length && sizes.every((s, i) => s === n.sets[i]);
}

function setsPossible(t: Tables, n: NobleSpec, cs: Cards, pool: Cards): boolean {
  if (cs.length > n.cards) return false;
  const have = byValue(t, n, cs, haveAll, haveCol);
  const avail = byValue(t, n, pool, poolAll, poolCol);
  const used: number[] = [];
  for (let v = 1; v <= t.values; v++) if (have.all[v]) used.push(v);
  if (used.length > n.sets.length) return false;
  // assign each value already under the noble to a group, then the free groups to new values
  const taken = new Array<boolean>(n.sets.length).fill(false);
  const fits = (v: number, size: number): boolean => {
    const more = size - have.all[v];
    if (more < 0 || avail.all[v] < more) return false;
    return have.col[v] > 0 || (more > 0 && avail.col[v] > 0);
  };
  const free = (from: number, blocked: number[]): boolean => {
    let g = from;
    while (g < n.sets.length && taken[g]) g++;
    if (g >= n.sets.length) return true;
    taken[g] = true;
    for (let v = 1; v <= t.values; v++) {
      if (have.all[v] || blocked.includes(v) || !fits(v, n.sets[g])) continue;
      blocked.push(v);
      const ok = free(g + 1, blocked);
      blocked.pop();
      if (ok) {
        taken[g] = false;
        return true;
      }
    }
    taken[g] = false;
    return false;
  };
  const assign = (i: number): boolean => {
    if (i === used.length) return free(0, []);
    for (let g = 0; g < n.sets.length; g++) {
      if (taken[g] || !fits(used[i], n.sets[g])) continue;
      taken[g] = true;
      const ok = assign(i + 1);
      taken[g] = false;
      if (ok) return true;
    }
    return false;
  };
  return assign(0);
}

// ---- colourTotal: N cards of the colour, total below and/or above a bound ----

const sumValues = (t: Tables, cs: Cards): number => cs.reduce((s, c) => s + cardValue(t, c), 0);
const totalOk = (n: NobleSpec, sum: number): boolean => (!n.below || sum < n.below) && (!n.above || sum > n.above);

function colourTotalComplete(t: Tables, n: NobleSpec, cs: Cards): boolean {
  return cs.length === n.cards && cs.every((c) => isColour(t, n, c)) && totalOk(n, sumValues(t, cs));
}

function colourTotalPossible(t: Tables, n: NobleSpec, cs: Cards, pool: Cards): boolean {
  if (cs.length > n.cards) return false;
  for (const c of cs) if (!isColour(t, n, c)) return false;
  const more = n.cards - cs.length;
  // cards of the colour per value (one colour and white may share a value)
  const count = byValue(t, n, pool, poolAll, poolCol).col;
  let avail = 0;
  for (let v = 1; v <= t.values; v++) avail += count[v];
  if (avail < more) return false;
  const sum = sumValues(t, cs);
  if (n.below && n.above) {
    // both bounds: which totals `more` of the cards can make
    const vals: number[] = [];
    for (let v = 1; v <= t.values; v++) for (let k = 0; k < count[v]; k++) vals.push(v);
    const sums = subsetSums(vals.map((v) => [v]), more, true);
    for (let x = 0; x < sums.length; x++) if (sums[x] && totalOk(n, sum + x)) return true;
    return false;
  }
  // the lowest (or highest) `more` values
  let total = sum;
  let left = more;
  for (let i = 1; i <= t.values && left > 0; i++) {
    const v = n.below ? i : t.values + 1 - i;
    const k = Math.min(left, count[v]);
    total += k * v;
    left -= k;
  }
  return n.below ? total < n.below : total > n.above;
}

/**
 * Totals reachable by picking at most one value from each group: `exactly` cards (or any
 * number up to `cards` when false). Index = total, 1 = reachable.
 */
function subsetSums(groups: readonly number[][], cards: number, exactly: boolean, cap = Infinity): Uint8Array {
  const most = Math.min(cap, groups.reduce((s, g) => s + Math.max(0, ...g), 0));
  // reach[k * (most + 1) + x]: total x with k cards
  const w = most + 1;
  const reach = new Uint8Array((cards + 1) * w);
  reach[0] = 1;
  for (const g of groups) {
    for (let k = cards; k >= 1; k--) {
      for (const v of g) {
        for (let x = most; x >= v; x--) if (reach[(k - 1) * w + x - v]) reach[k * w + x] = 1;
      }
    }
  }
  const out = new Uint8Array(w);
  for (let k = exactly ? cards : 0; k <= cards; k++) for (let x = 0; x < w; x++) if (reach[k * w + x]) out[x] = 1;
  return out;
}

// ---- sumOfTwo: three cards of the colour, two adding up to the third ----

const sumTriple = (a: number, b: number, c: number): boolean => a + b === c || a + c === b || b + c === a;

function sumOfTwoComplete(t: Tables, n: NobleSpec, cs: Cards): boolean {
  if (cs.length !== 3 || !cs.every((c) => isColour(t, n, c))) return false;
  return sumTriple(cardValue(t, cs[0]), cardValue(t, cs[1]), cardValue(t, cs[2]));
}

function sumOfTwoPossible(t: Tables, n: NobleSpec, cs: Cards, pool: Cards): boolean {
  if (cs.length > 3 || !cs.every((c) => isColour(t, n, c))) return false;
  const vals = cs.map((c) => cardValue(t, c));
  const avail = pool.filter((c) => isColour(t, n, c)).map((c) => cardValue(t, c));
  if (vals.length === 3) return sumTriple(vals[0], vals[1], vals[2]);
  if (vals.length === 2) return avail.some((v) => sumTriple(vals[0], vals[1], v));
  for (let i = 0; i < avail.length; i++) {
    for (let j = i + 1; j < avail.length; j++) {
      if (vals.length === 1 && sumTriple(vals[0], avail[i], avail[j])) return true;
      if (vals.length === 0) for (let k = j + 1; k < avail.length; k++) if (sumTriple(avail[i], avail[j], avail[k])) return true;
    }
  }
  return false;
}

// ---- exactTotal: cards adding up to a total, perhaps at most N, no white, colours distinct ----

function exactTotalFits(t: Tables, n: NobleSpec, cs: Cards): boolean {
  if (n.maxCards && cs.length > n.maxCards) return false;
  if (!n.white && cs.some((c) => cardColour(t, c) === t.wild)) return false;
  if (n.distinct && new Set(cs.map((c) => cardColour(t, c))).size !== cs.length) return false;
  return sumValues(t, cs) <= n.total;
}

function exactTotalComplete(t: Tables, n: NobleSpec, cs: Cards): boolean {
  return cs.length > 0 && exactTotalFits(t, n, cs) && sumValues(t, cs) === n.total;
}

function exactTotalPossible(t: Tables, n: NobleSpec, cs: Cards, pool: Cards): boolean {
  if (!exactTotalFits(t, n, cs)) return false;
  const rest = n.total - sumValues(t, cs);
  if (rest === 0) return cs.length > 0;
  const room = n.maxCards ? n.maxCards - cs.length : rest;
  if (room <= 0) return false;
  if (reach.length <= rest) reach = new Uint8Array(rest + 1);
  if (!n.distinct && !n.maxCards) {
    reach.fill(0, 0, rest + 1);
    reach[0] = 1;
    for (const c of pool) {
      if (!n.white && cardColour(t, c) === t.wild) continue;
      const v = cardValue(t, c);
      for (let x = rest; x >= v; x--) if (reach[x - v]) reach[x] = 1;
      if (reach[rest]) return true;
    }
    return false;
  }
  // one card at most from each colour not yet under the noble when colours must differ
  const usedColours = new Set(cs.map((c) => cardColour(t, c)));
  const groups: number[][] = [];
  if (n.distinct) {
    for (let k = 0; k < t.codes.length; k++) {
      if (usedColours.has(k) || (!n.white && k === t.wild)) continue;
      groups.push(pool.filter((c) => cardColour(t, c) === k).map((c) => cardValue(t, c)));
    }
  } else {
    for (const c of pool) if (n.white || cardColour(t, c) !== t.wild) groups.push([cardValue(t, c)]);
  }
  return subsetSums(groups, room, false, rest)[rest] === 1;
}

let reach = new Uint8Array(256);

// ---- parity: N cards of the colour, all even or all odd ----

function parityComplete(t: Tables, n: NobleSpec, cs: Cards): boolean {
  if (cs.length !== n.cards || !cs.every((c) => isColour(t, n, c))) return false;
  return cs.every((c) => cardValue(t, c) % 2 === cardValue(t, cs[0]) % 2);
}

function parityPossible(t: Tables, n: NobleSpec, cs: Cards, pool: Cards): boolean {
  if (cs.length > n.cards || !cs.every((c) => isColour(t, n, c))) return false;
  const more = n.cards - cs.length;
  const par = cs.length ? cardValue(t, cs[0]) % 2 : -1;
  if (cs.some((c) => cardValue(t, c) % 2 !== par)) return false;
  const count = [0, 0];
  for (const c of pool) if (isColour(t, n, c)) count[cardValue(t, c) % 2]++;
  return par >= 0 ? count[par] >= more : Math.max(count[0], count[1]) >= more;
}

// ---- runs: strictly falling or rising runs in the order placed, some positions coloured ----

/** For position `i` of the runs: its run's direction and whether it starts a run. */
function runAt(n: NobleSpec, i: number): { dir: number; first: boolean } {
  let start = 0;
  for (const r of n.runs) {
    if (i < start + r.cards) return { dir: r.dir, first: i === start };
    start += r.cards;
  }
  return { dir: 0, first: true };
}

/** Whether card `c` may stand at position `i` after `prev` (the card before it, or -1). */
function runFits(t: Tables, n: NobleSpec, i: number, prev: number, c: number): boolean {
  if (n.coloured.includes(i) && !isColour(t, n, c)) return false;
  const { dir, first } = runAt(n, i);
  if (dir === 0) return false;
  if (first || prev < 0) return true;
  const d = cardValue(t, c) - cardValue(t, prev);
  return dir > 0 ? d > 0 : d < 0;
}

function runsPrefixOk(t: Tables, n: NobleSpec, cs: Cards): boolean {
  if (cs.length > n.cards) return false;
  for (let i = 0; i < cs.length; i++) if (!runFits(t, n, i, i ? cs[i - 1] : -1, cs[i])) return false;
  return true;
}

function runsComplete(t: Tables, n: NobleSpec, cs: Cards): boolean {
  return cs.length === n.cards && runsPrefixOk(t, n, cs);
}

/**
 * The rest of the runs from position `i` after card `prev`, with cards of `pool` not in
 * `used`. Within a run the best next card is the one closest to the last (lowest above it
 * when rising, highest below it when falling): any completion can swap to it. Across runs
 * a card could be wanted twice, so each run's candidates are tried in that order.
 */
function runsRest(t: Tables, n: NobleSpec, i: number, prev: number, pool: Cards, used: Set<number>): boolean {
  if (i === n.cards) return true;
  const { dir, first } = runAt(n, i);
  const cands = pool.filter((c) => !used.has(c) && runFits(t, n, i, first ? -1 : prev, c));
  // closest first; a run's first card is best as high as possible when falling, low when rising
  cands.sort((a, b) => dir * (cardValue(t, a) - cardValue(t, b)));
  let lastValue = -1;
  for (const c of cands) {
    // within a run, cards of one value are alike except for colour, which only matters at coloured positions
    const v = cardValue(t, c) * 2 + (isColour(t, n, c) ? 1 : 0);
    if (v === lastValue) continue;
    lastValue = v;
    used.add(c);
    const ok = runsRest(t, n, i + 1, c, pool, used);
    used.delete(c);
    if (ok) return true;
    if (n.runs.length === 1) return false; // one run: the closest card failing means every card fails
  }
  return false;
}

function runsPossible(t: Tables, n: NobleSpec, cs: Cards, pool: Cards): boolean {
  if (!runsPrefixOk(t, n, cs)) return false;
  return runsRest(t, n, cs.length, cs.length ? cs[cs.length - 1] : -1, pool, new Set());
}

// ---- the table the rules use ----

interface Need {
  complete(t: Tables, n: NobleSpec, cs: Cards): boolean;
  possible(t: Tables, n: NobleSpec, cs: Cards, pool: Cards): boolean;
}

export const NEED_CHECKS: Record<NobleSpec['need'], Need> = {
  sets: { complete: setsComplete, possible: setsPossible },
  colourTotal: { complete: colourTotalComplete, possible: colourTotalPossible },
  sumOfTwo: { complete: sumOfTwoComplete, possible: sumOfTwoPossible },
  exactTotal: { complete: exactTotalComplete, possible: exactTotalPossible },
  parity: { complete: parityComplete, possible: parityPossible },
  runs: { complete: runsComplete, possible: runsPossible },
};

/** Whether the cards under a noble meet its need exactly. */
export function isComplete(t: Tables, n: NobleSpec, cs: Cards): boolean {
  return NEED_CHECKS[n.need].complete(t, n, cs);
}

const poolBuf: number[] = [];

/** Whether the noble can still be completed from the game's food cards less those under it. */
export function canComplete(t: Tables, n: NobleSpec, cs: Cards): boolean {
  poolBuf.length = 0;
  for (let c = 0; c < t.food; c++) if (!cs.includes(c)) poolBuf.push(c);
  return NEED_CHECKS[n.need].possible(t, n, cs, poolBuf);
}
