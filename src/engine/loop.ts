/**
 * The asynchronous turn loop the screens drive: each seat has a controller that answers
 * "your move" with a promise (a human's key presses, a computer's chunked search), and the
 * loop plays moves through a Match until the game ends or is stopped. Simulation uses the
 * synchronous `playout` instead.
 */
import type { Match } from './match.js';
import type { Player } from './players.js';
import type { GameEvent, Outcome } from './types.js';

/** Who answers for a seat. */
export interface SeatController {
  /** Resolves to a legal move of `seat` (a move code from `match.legal(seat)`). */
  choose(match: Match, seat: number, signal: AbortSignal): Promise<number>;
}

/** A computer seat: thinks without blocking, then waits `delayMs` so a person sees it move. */
export function computerController(player: Player, delayMs = 0): SeatController {
  return {
    async choose(match, seat, signal) {
      const move = await match.computerMove(seat, player, signal);
      if (delayMs > 0) await pause(delayMs, signal);
      return move;
    },
  };
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export interface LoopOptions {
  /** Stops the loop (quit, undo); the move being chosen is dropped. */
  signal?: AbortSignal;
  /** Called after every move with the events it caused (for the log and the save). */
  onMove?(seat: number, move: number, events: GameEvent[]): void;
}

/**
 * Plays until the game is over or `signal` aborts; resolves to the outcome so far. Seats that
 * move at the same time (simultaneous choices) are asked one after another, each seeing only
 * its own view.
 */
export async function runLoop(match: Match, controllers: readonly SeatController[], opts: LoopOptions = {}): Promise<Outcome> {
  const signal = opts.signal ?? new AbortController().signal;
  while (!signal.aborted) {
    const movers = match.toMove();
    if (movers.length === 0) break;
    const seat = movers[0];
    const move = await controllers[seat].choose(match, seat, signal);
    if (signal.aborted) break;
    if (!match.legal(seat).some((m) => m.move === move)) {
      throw new Error(`seat ${seat + 1} chose ${move}, which is not a legal move`);
    }
    const events = match.play(seat, move);
    opts.onMove?.(seat, move, events);
  }
  return match.outcome();
}
