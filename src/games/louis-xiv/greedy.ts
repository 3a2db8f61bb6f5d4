/**
 * Louis XIV's royal dinner: the greedy player. It plans on the sample it is given but reads
 * only what every seat sees (the tray and the nobles), so it is fair on the true state too.
 *
 * Each noble's cards are worth a share of its points that grows with how far along it is;
 * a complete noble is worth its points and a bonus (it scores and is free again). Nobles are
 * judged against the cards still live: the pile, the tray and the cards in hand (and the
 * discards while a reshuffle is still to come), all public as a set. A card's worth under a
 * noble is the change it makes (a card that leaves a noble unreachable loses what was there).
 * A take is worth the sum of its cards' best placements; placements go where a card is worth
 * most; a noble that the live cards can no longer complete is disposed of.
 */
import type { RngState } from '../../engine/rng.js';
import { cardValue, type NobleSpec, type Tables } from './data.js';
import { NEED_CHECKS, isComplete } from './needs.js';
import { takeCells } from './rules.js';
import { Move, Phase, noblesOf, type LouisState } from './state.js';

/** The heuristic's weights (the search's prior and rollouts use them too). */
export const LX_GREEDY = {
  /** What a complete noble is worth beyond its points (it is free again for new cards). */
  completeBonus: 0.5,
  /** A partial noble is worth points * share * progress^power. */
  share: 0.6,
  power: 1.5,
  /** Using the imposter costs this much (it can be used once). */
  imposter: 0.4,
  /** Disposing of a noble the live cards cannot complete scores this (done scores 0). */
  deadNoble: 0.1,
};

/** How far along a noble is, 0 to 1. */
function progress(t: Tables, n: NobleSpec, cs: readonly number[]): number {
  if (n.cards) return cs.length / n.cards;
  let sum = 0;
  for (const c of cs) sum += cardValue(t, c);
  return sum / n.total;
}

/** The worth of a noble's cards, assuming they can still be completed. */
export function nobleWorth(t: Tables, n: NobleSpec, cs: readonly number[]): number {
  if (!cs.length) return 0;
  if (isComplete(t, n, cs)) return n.points + LX_GREEDY.completeBonus;
  return n.points * LX_GREEDY.share * Math.pow(progress(t, n, cs), LX_GREEDY.power);
}

/**
 * What a noble's cards are worth when the live cards can still complete them: greedy's own
 * is `nobleWorth`; the search's rollouts pass one that knows how many turns are left.
 */
export type Worth = (s: LouisState, n: NobleSpec, cs: readonly number[]) => number;
const byProgress: Worth = (s, n, cs) => nobleWorth(s.tables, n, cs);

/** The cards that may still come: pile, tray, hand, and the discards while END is to come. */
export function livePool(s: LouisState): number[] {
  const out: number[] = [];
  for (const c of s.deck) if (c < s.tables.end) out.push(c);
  for (const c of s.tray) if (c >= 0) out.push(c);
  out.push(...s.toPlace);
  if (s.seats > 1 && s.endOfParty === 0) out.push(...s.discard);
  return out;
}

/** Whether a noble's cards can still be completed from the live cards. */
function liveOk(s: LouisState, n: NobleSpec, cs: readonly number[], live: readonly number[]): boolean {
  return NEED_CHECKS[n.need].possible(s.tables, n, cs, live);
}

/** A noble's worth now, judged on `live` (0 when the live cards cannot complete it). */
export function worthNow(s: LouisState, seat: number, i: number, live: readonly number[], worth = byProgress): number {
  const n = noblesOf(s, seat)[i];
  const cs = s.nobles[seat][i];
  // an empty noble is taken as completable (greedy's own worth gives it 0)
  if (!cs.length) return worth(s, n, cs);
  return liveOk(s, n, cs, live) ? worth(s, n, cs) : 0;
}

/**
 * The change in worth when `card` goes under noble `i` of `seat`, judged on `live` (which
 * holds the card); `before` is the noble's worth now when the caller knows it.
 */
export function placeGain(
  s: LouisState,
  seat: number,
  card: number,
  i: number,
  live: number[] = livePool(s),
  before?: number,
  worth = byProgress,
): number {
  const n = noblesOf(s, seat)[i];
  const cs = s.nobles[seat][i];
  const was = before ?? worthNow(s, seat, i, live, worth);
  const at = live.indexOf(card);
  if (at >= 0) live.splice(at, 1);
  cs.push(card);
  const after = liveOk(s, n, cs, live) ? worth(s, n, cs) : 0;
  cs.pop();
  if (at >= 0) live.splice(at, 0, card);
  return after - was;
}

const worthBuf: number[] = [];

/**
 * One take decision's placement gains: `gainAt[card * 8 + i]` is `placeGain` of the card under
 * noble i with the nobles as they are (NaN until asked). Every take's cards are judged against
 * the same nobles and live cards, so each pair is worked out once per decision.
 */
let gainAt = new Float64Array(0);

/** The gain of `card` under noble `i` with the nobles as they are, worked out once per decision. */
function baseGain(s: LouisState, seat: number, card: number, i: number, live: number[], now: readonly number[], worth: Worth): number {
  const k = card * 8 + i;
  let g = gainAt[k];
  if (g !== g) gainAt[k] = g = placeGain(s, seat, card, i, live, now[i], worth);
  return g;
}

/**
 * The best gain of a card over the seat's unscored nobles (`now`: each noble's worth now);
 * records it in `gain` and the noble in `where`.
 */
function bestGain(
  s: LouisState,
  seat: number,
  card: number,
  live: number[],
  now: readonly number[],
  gain: Map<number, number>,
  where: Map<number, number>,
  worth: Worth,
): void {
  let best = -Infinity;
  let at = 0;
  for (let i = 0; i < 6; i++) {
    if (s.scored[seat][i]) continue;
    const g = baseGain(s, seat, card, i, live, now, worth);
    if (g > best) [best, at] = [g, i];
  }
  gain.set(card, best);
  where.set(card, at);
}

/**
 * The worth of placing a take's cards one after the other, best card first, each where it
 * gains most. A noble no earlier card of the take went under is as it was, so its gain is the
 * decision's (`baseGain`); `seen` keeps each ordered set of cards' worth for the decision.
 */
function inTurn(
  s: LouisState,
  seat: number,
  cells: readonly number[],
  live: number[],
  now: readonly number[],
  gain: Map<number, number>,
  seen: Map<string, number>,
  worth: Worth,
): number {
  const cards = cells.map((cell) => s.tray[cell]).filter((c) => c >= 0);
  cards.sort((a, b) => (gain.get(b) as number) - (gain.get(a) as number));
  const key = cards.join(',');
  const known = seen.get(key);
  if (known !== undefined) return known;
  const placed: number[] = [];
  let touched = 0;
  let total = 0;
  for (const c of cards) {
    let best = -Infinity;
    let at = 0;
    for (let i = 0; i < 6; i++) {
      if (s.scored[seat][i]) continue;
      const g = touched & (1 << i) ? placeGain(s, seat, c, i, live, undefined, worth) : baseGain(s, seat, c, i, live, now, worth);
      if (g > best) [best, at] = [g, i];
    }
    total += best;
    s.nobles[seat][at].push(c);
    placed.push(at);
    touched |= 1 << at;
  }
  for (const i of placed) s.nobles[seat][i].pop();
  seen.set(key, total);
  return total;
}

/** Scores every legal move (higher is better), for greedy and the search's prior. */
export function scoreMoves(s: LouisState, seat: number, legal: readonly number[], out: number[], worth = byProgress): void {
  const live = livePool(s);
  for (let i = 0; i < 6; i++) worthBuf[i] = s.scored[seat][i] ? 0 : worthNow(s, seat, i, live, worth);
  if (s.phase === Phase.Take) {
    const gain = new Map<number, number>();
    const where = new Map<number, number>();
    const seen = new Map<string, number>();
    const size = (s.tables.end + 1 + s.tables.solo.length) * 8;
    if (gainAt.length < size) gainAt = new Float64Array(size);
    gainAt.fill(NaN, 0, size);
    for (let k = 0; k < legal.length; k++) {
      const m = legal[k];
      let v = m >= Move.Imposter ? -LX_GREEDY.imposter : 0;
      let used = 0;
      let clash = false;
      for (const cell of takeCells(s, seat, m)) {
        const c = s.tray[cell];
        if (c < 0) continue;
        if (!gain.has(c)) bestGain(s, seat, c, live, worthBuf, gain, where, worth);
        v += gain.get(c) as number;
        const bit = 1 << (where.get(c) as number);
        clash ||= (used & bit) !== 0;
        used |= bit;
      }
      // two cards wanting one noble: place them one after the other instead
      out[k] = clash ? (m >= Move.Imposter ? -LX_GREEDY.imposter : 0) + inTurn(s, seat, takeCells(s, seat, m), live, worthBuf, gain, seen, worth) : v;
    }
    return;
  }
  for (let k = 0; k < legal.length; k++) {
    const m = legal[k];
    if (m >= Move.Place && m < Move.Dispose) {
      const card = ((m - Move.Place) / 8) | 0;
      out[k] = placeGain(s, seat, card, (m - Move.Place) % 8, live, worthBuf[(m - Move.Place) % 8], worth);
    } else if (m === Move.Done) out[k] = 0;
    else {
      // dispose of a noble the live cards cannot complete: it is dead weight
      const i = m - Move.Dispose;
      out[k] = worthBuf[i] > 0 ? -1 : LX_GREEDY.deadNoble;
    }
  }
}

const scores: number[] = [];

/** The greedy move: the best-scored legal move, the first on ties. */
export function greedy(s: LouisState, seat: number, legal: readonly number[], _rng?: RngState, worth = byProgress): number {
  if (legal.length === 1) return legal[0];
  scoreMoves(s, seat, legal, scores, worth);
  let best = 0;
  for (let k = 1; k < legal.length; k++) if (scores[k] > scores[best]) best = k;
  return legal[best];
}
