/**
 * The Feast: setup, who moves, what is legal, and playing a move.
 *
 * While ploys are being chosen every real seat that has not chosen yet is to move (they
 * choose simultaneously; a committed ploy stays face down). After the reveal, the one seat
 * with a capture to choose (the lowest unmatched ploy picking a gaffe, or the only
 * unmatched ploy picking the topic or a gaffe) is to move. Dummies never move: their plays
 * and choices are made at random inside `apply`.
 */
import type { GameEvent, Outcome, SetupContext } from '../../engine/types.js';
import { MAX_RANK, RANK, freshDeck, handSizeFor, tableSize } from './cards.js';
import { moveName } from './notation.js';
import {
  Move,
  gaffeMove,
  isGaffe,
  isPloy,
  ployMove,
  Phase,
  countPloys,
  rankMask,
  total,
  type FeastState,
} from './state.js';
import { commitPloy, finishTake, startHand, takeGaffe, takeTopic } from './round.js';
import { seedRng, shuffleInPlace } from '../../engine/rng.js';

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

/** A new game: the first hand dealt from the stacked deck, or shuffled from the seed. */
export function setup(ctx: SetupContext): FeastState {
  const rng = seedRng(ctx.seed);
  const seats = ctx.seats;
  const table = tableSize(seats, Number(ctx.options.dummies ?? 0));
  const perSeat = (): number[][] => Array.from({ length: table }, () => []);
  const s: FeastState = {
    rng,
    seats,
    table,
    handSize: handSizeFor(table),
    hands: Number(ctx.options.hands ?? 4),
    beatDummies: Boolean(ctx.options.beatDummies ?? false),
    hand: 1,
    round: 0,
    phase: Phase.Ploys,
    pile: [],
    held: perSeat(),
    topic: -1,
    topicRank: 0,
    ploys: new Array(table).fill(-1),
    shown: new Array(table).fill(0),
    chooser: -1,
    taken: [],
    lastTopic: 0,
    lastPloys: new Array(table).fill(0),
    lastTaken: [],
    won: perSeat(),
    captured: perSeat(),
    handScores: [],
    discard: [],
    rounds: 0,
    gaffes: 0,
    emptyRounds: 0,
    singleRounds: 0,
    singleTopic: 0,
  };
  const deck = ctx.deck ? ctx.deck.slice() : shuffleInPlace(rng, freshDeck());
  startHand(s, deck, ctx.events);
  return s;
}
