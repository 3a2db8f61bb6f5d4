/**
 * The Feast: who moves, what is legal, and playing a move.
 *
 * While ploys are being chosen every real seat that has not chosen yet is to move (they
 * choose simultaneously; a committed ploy stays face down). After the reveal, the one seat
 * with a capture to choose (the lowest unmatched ploy picking a gaffe, or the only
 * unmatched ploy picking the topic or a gaffe) is to move. Dummies never move: their plays
 * and choices are made at random inside `apply`.
 */
import type { GameEvent, Outcome } from '../../engine/types.js';
import {
  Move,
  gaffeMove,
  isGaffe,
  isPloy,
  MAX_RANK,
  moveName,
  ployMove,
  RANK,
} from './cards.js';
import { commitPloy, finishTake, takeGaffe, takeTopic } from './round.js';
import { Phase, countPloys, label, rankMask, total, type FeastState } from './state.js';

const counts: number[] = new Array(MAX_RANK + 1).fill(0);

/**
 * Every seat that has not chosen its ploy is to move at once: the choices are simultaneous.
 * A committed ploy stays face down until every player has chosen.
 */
export const SIMULTANEOUS_PLOYS = true;

export function toMove(s: FeastState, out: number[]): number {
  if (s.phase === Phase.Ploys) {
    let n = 0;
    for (let p = 0; p < s.seats; p++) {
      if (s.ploys[p] >= 0) continue;
      out[n++] = p;
      if (!SIMULTANEOUS_PLOYS) break;
    }
    return n;
  }
  if (s.phase === Phase.Take) {
    out[0] = s.chooser;
    return 1;
  }
  return 0;
}

export function legal(s: FeastState, seat: number, out: number[]): number {
  let n = 0;
  if (s.phase === Phase.Ploys) {
    if (seat < 0 || seat >= s.seats || s.ploys[seat] >= 0) return 0;
    const mask = rankMask(s.held[seat]);
    for (let r = 1; r <= MAX_RANK; r++) if (mask & (1 << r)) out[n++] = ployMove(r);
    return n;
  }
  if (s.phase === Phase.Take && seat === s.chooser) {
    if (s.topic >= 0) out[n++] = Move.TakeTopic;
    const gaffes = countPloys(s, counts);
    for (let r = 1; r <= MAX_RANK; r++) if (gaffes & (1 << r)) out[n++] = gaffeMove(r);
  }
  return n;
}

export function apply(s: FeastState, seat: number, move: number, events?: GameEvent[]): void {
  if (s.phase === Phase.Ploys && isPloy(move)) {
    commitPloy(s, seat, move, events);
    return;
  }
  if (s.phase === Phase.Take && seat === s.chooser) {
    if (move === Move.TakeTopic && s.topic >= 0) {
      s.singleTopic++;
      takeTopic(s, seat, events, `with the only unmatched ploy, ${s.shown[seat]}, by choice`);
    } else if (isGaffe(move)) {
      const why = s.topic >= 0 ? 'with the only unmatched ploy, by choice' : `with the lowest unmatched ploy, ${s.shown[seat]}`;
      takeGaffe(s, seat, move - MAX_RANK, events, why);
    } else throw new Error(`the-feast: ${moveName(move)} is not legal for seat ${seat + 1}`);
    finishTake(s, events);
    return;
  }
  throw new Error(`the-feast: ${moveName(move)} is not legal for seat ${seat + 1} now`);
}

export function moveText(_s: FeastState, _seat: number, move: number): string {
  return moveName(move);
}

/** Why a move's text is not legal for `seat` (called after it matched no legal move). */
export function whyIllegal(s: FeastState, seat: number, text: string): string {
  const t = text.trim().replace(/\s+/g, ' ').toLowerCase();
  const ploy = /^ploy (\S+)$/.exec(t);
  const gaffe = /^take gaffe (\S+)$/.exec(t);
  if (s.phase === Phase.Over) return 'the game is over';
  if (ploy) {
    if (s.phase === Phase.Take) return `the ploys are revealed: wait for ${label(s, s.chooser)} to take a capture`;
    if (s.ploys[seat] >= 0) return 'you have already chosen your ploy this round: wait for the reveal';
    const r = Number(ploy[1]);
    if (!Number.isInteger(r) || r < 1 || r > MAX_RANK) return `there is no rank "${ploy[1]}": ranks go from 1 to 10`;
    return `you hold no ${r}`;
  }
  if (t === 'take topic' || gaffe) {
    if (s.phase === Phase.Ploys) return 'nothing can be taken yet: wait for the reveal';
    if (seat !== s.chooser) return `${label(s, s.chooser)} takes the capture this round, not you`;
    if (t === 'take topic') {
      const by = s.taken.length ? label(s, s.taken[0]) : 'someone';
      return `the topic was already captured by ${by}: take one gaffe`;
    }
    const r = Number(gaffe?.[1]);
    if (!Number.isInteger(r) || r < 1 || r > MAX_RANK) return `there is no rank "${gaffe?.[1]}": ranks go from 1 to 10`;
    return `there is no gaffe of rank ${r} on the table`;
  }
  return 'the moves are "ploy 9", "take topic" and "take gaffe 8"';
}

export function outcome(s: FeastState): Outcome {
  const scores: number[] = [];
  for (let p = 0; p < s.seats; p++) scores.push(total(s, p));
  const winners: number[] = [];
  const over = s.phase === Phase.Over;
  if (over) {
    let best = Math.max(...scores);
    if (s.beatDummies) for (let d = s.seats; d < s.table; d++) best = Math.max(best, total(s, d) + 0.5);
    for (let p = 0; p < s.seats; p++) if (scores[p] === best) winners.push(p);
  }
  return { over, winners, scores };
}

/** Rounds played so far. */
export function turn(s: FeastState): number {
  return s.rounds;
}

/** The value of a capture move to its taker (the rank it takes). */
export function captureValue(s: FeastState, move: number): number {
  if (move === Move.TakeTopic) return s.topic >= 0 ? RANK[s.topic] : 0;
  return isGaffe(move) ? move - MAX_RANK : 0;
}

/** The capture among `legal` that takes the highest card (the first such). */
export function bestCapture(s: FeastState, legal: readonly number[]): number {
  let best = legal[0];
  for (const m of legal) if (captureValue(s, m) > captureValue(s, best)) best = m;
  return best;
}
