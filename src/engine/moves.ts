/**
 * The shared turn mechanics every caller uses: forced moves, legal moves as text, parsing a
 * move written in the game's notation.
 */
import { IllegalMoveError, clean, quote } from './errors.js';
import type { AnyGame, GameEvent } from './types.js';

const seatBuf: number[] = [];
const moveBuf: number[] = [];

/** Seats that must act now (from 0). */
export function seatsToMove(game: AnyGame, state: unknown): number[] {
  const n = game.toMove(state, seatBuf);
  return seatBuf.slice(0, n);
}

/** The legal moves of `seat` as move codes. */
export function legalMoves(game: AnyGame, state: unknown, seat: number): number[] {
  const n = game.legal(state, seat, moveBuf);
  return moveBuf.slice(0, n);
}

/** The legal moves of `seat`, each with its notation. */
export function legalWithText(game: AnyGame, state: unknown, seat: number): { move: number; text: string }[] {
  return legalMoves(game, state, seat).map((move) => ({ move, text: game.moveText(state, seat, move) }));
}

/**
 * Applies every forced move (a seat whose only legal move is one) until some seat has a real
 * choice or the game is over. Returns how many moves it made.
 */
export function settle(
  game: AnyGame,
  state: unknown,
  events?: GameEvent[],
  onForced?: (seat: number, text: string) => void,
): number {
  let applied = 0;
  for (;;) {
    const seats = game.toMove(state, seatBuf);
    let progressed = false;
    for (let i = 0; i < seats; i++) {
      const seat = seatBuf[i];
      if (game.legal(state, seat, moveBuf) === 1) {
        const move = moveBuf[0];
        onForced?.(seat, game.moveText(state, seat, move));
        game.apply(state, seat, move, events);
        applied++;
        progressed = true;
        break; // who moves next may have changed
      }
    }
    if (!progressed) return applied;
    if (applied > 100000) throw new Error(`${game.id}: forced moves never end`);
  }
}

/** Normalises a move's text for comparison: trimmed, single spaces, lower case. */
export function normalizeMove(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A move written in a record: the seat (from 0, or undefined when unwritten) and its text. */
export interface WrittenMove {
  seat: number | undefined;
  text: string;
}

/** Splits "3: ploy 9" into seat 2 and "ploy 9"; a move without a prefix has no seat. */
export function splitSeat(written: string): WrittenMove {
  const m = /^\s*(\d+)\s*:\s*(.*)$/.exec(written);
  if (!m) return { seat: undefined, text: written.trim() };
  return { seat: Number(m[1]) - 1, text: m[2].trim() };
}

/** Writes a move for a record: with "N: " in front when the game has more than one seat. */
export function writeMove(seats: number, seat: number, text: string): string {
  return seats > 1 ? `${seat + 1}: ${text}` : text;
}

/** The code of the legal move of `seat` whose notation is `text`, or undefined. */
export function findMove(game: AnyGame, state: unknown, seat: number, text: string): number | undefined {
  const want = normalizeMove(text);
  const n = game.legal(state, seat, moveBuf);
  const parsed = game.parseMove?.(state, seat, text);
  if (parsed !== undefined) {
    for (let i = 0; i < n; i++) if (moveBuf[i] === parsed) return parsed;
  }
  for (let i = 0; i < n; i++) {
    if (normalizeMove(game.moveText(state, seat, moveBuf[i])) === want) return moveBuf[i];
  }
  return undefined;
}

/**
 * Plays one written move the way records are read: a forced move still pending is made first
 * unless the written move is already legal (so a record may write forced moves or leave them
 * out). Throws IllegalMoveError naming the move's number, why, and the legal moves. `onApply`
 * hears every move made, the forced ones before the written one included.
 */
export function playWritten(
  game: AnyGame,
  state: unknown,
  seats: number,
  written: string,
  index: number,
  events?: GameEvent[],
  onApply?: (seat: number, text: string) => void,
): number {
  const { seat: named, text } = splitSeat(written);
  // with several seats a move must say whose it is: played by "whichever seat can", a record
  // could mean one seat's move and make another's
  if (named === undefined && seats > 1) throw illegal(game, state, seats, written, index, named, text, seatsToMove(game, state));
  for (let guard = 0; guard < 100000; guard++) {
    const movers = seatsToMove(game, state);
    const candidates = named === undefined ? movers : movers.filter((s) => s === named);
    for (const seat of candidates) {
      const move = findMove(game, state, seat, text);
      if (move !== undefined) {
        onApply?.(seat, game.moveText(state, seat, move));
        game.apply(state, seat, move, events);
        return seat;
      }
    }
    // not legal yet: make one pending forced move, then look again
    let forced = false;
    for (const seat of movers) {
      const legal = legalMoves(game, state, seat);
      if (legal.length === 1) {
        onApply?.(seat, game.moveText(state, seat, legal[0]));
        game.apply(state, seat, legal[0], events);
        forced = true;
        break;
      }
    }
    if (!forced) throw illegal(game, state, seats, written, index, named, text, movers);
  }
  throw new Error(`${game.id}: forced moves never end`);
}

function illegal(
  game: AnyGame,
  state: unknown,
  seats: number,
  written: string,
  index: number,
  named: number | undefined,
  text: string,
  movers: number[],
): IllegalMoveError {
  const head = `move ${index + 1} ${quote(written)} is illegal`;
  if (movers.length === 0) return new IllegalMoveError(`${head}: the game is already over`);
  if (named !== undefined && (named < 0 || named >= seats)) {
    return new IllegalMoveError(`${head}: there is no seat ${named + 1} in a ${seats}-seat game`);
  }
  if (named !== undefined && !movers.includes(named)) {
    const who = movers.map((s) => s + 1).join(', ');
    return new IllegalMoveError(`${head}: seat ${named + 1} has nothing to do now (to move: seat ${who})`);
  }
  if (named === undefined && seats > 1) {
    return new IllegalMoveError(`${head}: with ${seats} seats a move starts with its seat, as in ${quote(`${movers[0] + 1}: ${text}`)}`);
  }
  const seat = named ?? movers[0];
  const why = clean(game.whyIllegal?.(state, seat, text) ?? 'it is not one of the moves open now', 200);
  const legal = legalWithText(game, state, seat).map((m) => writeMove(seats, seat, m.text));
  return new IllegalMoveError(`${head}: ${why}; legal moves: ${legal.join(', ')}`);
}
