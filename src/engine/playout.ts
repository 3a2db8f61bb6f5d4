/**
 * The fast synchronous path: plays a game to the end with computer players and no screen,
 * for the simulator, the benchmarks and the conformance suite.
 */
import type { Decision, Player } from './players.js';
import { playerRng } from './players.js';
import type { RngState } from './rng.js';
import type { AnyGame, Options, Outcome } from './types.js';

export interface PlayoutResult {
  outcome: Outcome;
  /** Turns as the game counts them. */
  turns: number;
  /** Choices made by players (forced moves excluded). */
  decisions: number;
  /** Legal moves summed over those choices (legal moves per decision: choices / decisions). */
  choices: number;
  /** The final state, for counters and loss reasons. */
  state: unknown;
}

/**
 * Called with the state at each turn end: after a move that moves the game's turn count on,
 * and once more at the end of the game unless its last move did (the simulator reads the
 * scores there, for its play metrics). Without it the loop never asks for the turn.
 */
export type TurnEndHook = (state: unknown) => void;

/**
 * Plays one game from `seed`. Forced moves (a single legal move) are applied without asking.
 * `onMove` (tests) sees every move applied; `onTurnEnd` each turn end (see TurnEndHook).
 */
export function playout(
  game: AnyGame,
  seed: number,
  options: Options,
  players: readonly Player[],
  onMove?: (state: unknown, seat: number, move: number) => void,
  data?: unknown,
  onTurnEnd?: TurnEndHook,
): PlayoutResult {
  const state = game.setup({ seed, seats: players.length, options, data });
  // loops, not `map`, here and below: the arrays `map` makes change hidden class once its caller
  // is optimised, and what reads them is then deoptimised and compiled again (in every thread)
  const rngs: RngState[] = [];
  for (let i = 0; i < players.length; i++) rngs.push(playerRng(seed, i));
  return playFrom(game, state, players, rngs, onMove, onTurnEnd);
}

/** Plays `state` to its end in place. */
export function playFrom(
  game: AnyGame,
  state: unknown,
  players: readonly Player[],
  rngs: readonly RngState[],
  onMove?: (state: unknown, seat: number, move: number) => void,
  onTurnEnd?: TurnEndHook,
): PlayoutResult {
  const seats: number[] = [];
  const legal: number[] = [];
  let decisions = 0;
  let choices = 0;
  let turn = onTurnEnd ? game.turn(state) : 0;
  let ended = false;
  const kinds: string[] = [];
  for (let i = 0; i < players.length; i++) kinds.push(players[i].kind);
  const d: Decision & { legalCount: number } = {
    game,
    seat: 0,
    legal,
    legalCount: 0,
    sample: (rng) => game.resample(state, d.seat, rng),
    view: () => game.view(state, d.seat),
    rng: rngs[0],
    kinds,
  };
  const skip = game.skipResample;
  const shared = game.sharedResample;
  if (skip) {
    d.greedySample = (rng) => {
      skip(state, d.seat, rng);
      return state;
    };
  } else if (shared) d.greedySample = (rng) => shared(state, d.seat, rng);
  for (let steps = 0; ; steps++) {
    const n = game.toMove(state, seats);
    if (n === 0) break;
    const seat = seats[0];
    const count = game.legal(state, seat, legal);
    let move: number;
    if (count === 1) move = legal[0];
    else {
      if (count === 0) throw new Error(`${game.id}: seat ${seat + 1} must move but has no legal move`);
      if (legal.length !== count) legal.length = count;
      d.seat = seat;
      d.rng = rngs[seat];
      move = players[seat].choose(d);
      decisions++;
      choices += count;
    }
    game.apply(state, seat, move);
    onMove?.(state, seat, move);
    if (onTurnEnd) {
      const t = game.turn(state);
      ended = t !== turn;
      if (ended) {
        turn = t;
        onTurnEnd(state);
      }
    }
    if (steps > 1_000_000) throw new Error(`${game.id}: game did not end after a million moves`);
  }
  if (onTurnEnd && !ended) onTurnEnd(state);
  return { outcome: game.outcome(state), turns: game.turn(state), decisions, choices, state };
}
