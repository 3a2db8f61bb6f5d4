/**
 * Who thinks for the screens: a computer seat's move and a hint. The local program thinks in
 * this thread, in chunks that leave the screen free (`localThinker`); a server thinks for all
 * its connections on shared worker threads (src/serve), so that one table's search never
 * stalls another's keys. Either way the player is given the seat's Decision alone, with the
 * seat's own generator, so the same game, seed and level give the same move wherever it runs.
 */
import type { Match } from '../engine/match.js';
import { hintFor, type Hint } from './hint.js';
import { computerFor } from './seats.js';

/** Why a request waits before it is thought about: its place in the queue, or a queue that is full. */
export type Waiting = { queued: number } | { full: true };

export interface Thinker {
  /**
   * `seat`'s move, by the computer player its kind names. Stops early when `signal` aborts
   * (the answer is then not used). `waiting` hears, while the request waits for a turn to
   * think, where it stands; undefined once it is being thought about.
   */
  move(match: Match, seat: number, signal: AbortSignal, waiting?: (w: Waiting | undefined) => void): Promise<number>;
  /** A hint for `seat`; `fallbackWhy` gives a reason from the move's words when nothing else tells. */
  hint(
    match: Match,
    seat: number,
    signal: AbortSignal,
    fallbackWhy?: (text: string) => string | undefined,
    waiting?: (w: Waiting | undefined) => void,
  ): Promise<Hint>;
}

/** Thinks in this thread: searching players think in chunks and yield to the event loop between them. */
export const localThinker: Thinker = {
  move: (match, seat, signal) => match.computerMove(seat, computerFor(match, seat), signal),
  hint: (match, seat, signal, fallbackWhy) => hintFor(match, seat, signal, fallbackWhy),
};
