/**
 * A game being played through the screens: the record growing move by move, the log of
 * events, undo back to the last reveal, and the asynchronous turn loop's single step. The
 * true state stays inside; screens ask for a seat's view, computer seats get a Decision.
 */
import { legalWithText, seatsToMove, settle, writeMove, playWritten } from './moves.js';
import { createPlayer, playerRng, type Decision, type Player } from './players.js';
import { startFromRecord, type GameRecord } from './record.js';
import type { RngState } from './rng.js';
import type { AnyGame, GameEvent, Options, Outcome, Ruleset } from './types.js';

interface Step {
  /** The state after this move (and the forced moves after it). */
  state: unknown;
  /** How many events the log held after it. */
  events: number;
  /** Whether this move or its forced follow-ups uncovered hidden information. */
  revealed: boolean;
  /** How many moves the record gained (the move and its forced follow-ups). */
  moves: number;
}

export class Match {
  readonly game: AnyGame;
  readonly options: Options;
  /** The ruleset's data the game was set up with (what `startFromRecord` returns as `data`). */
  readonly data: unknown;
  /** The ruleset given to `fromRecord` (`builtin` when it is the game's own). */
  readonly ruleset: Ruleset;
  private readonly rec: GameRecord;
  private readonly steps: Step[] = [];
  private readonly log: GameEvent[] = [];
  private readonly rngs: RngState[];

  private constructor(record: GameRecord, ruleset: Ruleset) {
    const start = startFromRecord({ ...record, moves: [] }, ruleset, this.log);
    this.game = start.game;
    this.options = start.options;
    this.data = start.data;
    this.ruleset = ruleset;
    this.rec = { ...record, options: { ...record.options }, moves: [] };
    this.steps.push({ state: start.state, events: this.log.length, revealed: true, moves: 0 });
    this.rngs = record.seats.map((_, i) => playerRng(record.seed, i));
  }

  /**
   * A game from a record, played by `ruleset` (the caller loads it: src/rulesets): a new one
   * when it has no moves, or a saved one resumed. Written moves
   * are read as `replay` reads them; forced moves after the last one are then made (and
   * written into the record).
   */
  static fromRecord(record: GameRecord, ruleset: Ruleset): Match {
    const m = new Match(record, ruleset);
    record.moves.forEach((written, i) => m.playWrittenMove(written, i));
    m.settleForced();
    return m;
  }

  /** Makes the pending forced moves, adding them to the last step. */
  private settleForced(): void {
    const seats = this.rec.seats.length;
    const step = this.steps[this.steps.length - 1];
    const before = this.log.length;
    const written: string[] = [];
    settle(this.game, step.state, this.log, (s, text) => written.push(writeMove(seats, s, text)));
    this.rec.moves.push(...written);
    step.moves += written.length;
    step.events = this.log.length;
    if (this.log.slice(before).some((e) => e.reveals)) step.revealed = true;
  }

  private get state(): unknown {
    return this.steps[this.steps.length - 1].state;
  }

  /** The record so far (a save), forced moves included. */
  record(): GameRecord {
    return { ...this.rec, moves: [...this.rec.moves] };
  }

  /** Seat kinds in seat order. */
  get seats(): readonly string[] {
    return this.rec.seats;
  }

  /** The game's events so far, oldest first. */
  events(): readonly GameEvent[] {
    return this.log;
  }

  /** Seats that must act now (from 0). */
  toMove(): number[] {
    return seatsToMove(this.game, this.state);
  }

  /** The legal moves of `seat` with their notation. */
  legal(seat: number): { move: number; text: string }[] {
    return legalWithText(this.game, this.state, seat);
  }

  /** What `seat` sees (-1: what everyone sees). */
  view(seat: number): Record<string, unknown> {
    return this.game.view(this.state, seat);
  }

  outcome(): Outcome {
    return this.game.outcome(this.state);
  }

  /** Why a game was lost, in a few words, when the game says (solo games); undefined otherwise. */
  lossReason(): string | undefined {
    return this.game.lossReason?.(this.state);
  }

  /** A fresh copy of this match (same record and ruleset), to try moves on. */
  copy(): Match {
    return Match.fromRecord(this.record(), this.ruleset);
  }

  turn(): number {
    return this.game.turn(this.state);
  }

  /**
   * Plays a legal move of `seat`, then any forced moves; returns the events it caused. The
   * record writes the forced moves too, so that it reads back without ambiguity.
   */
  play(seat: number, move: number): GameEvent[] {
    const seats = this.rec.seats.length;
    const written = [writeMove(seats, seat, this.game.moveText(this.state, seat, move))];
    const next = this.game.clone(this.state);
    const before = this.log.length;
    this.game.apply(next, seat, move, this.log);
    settle(this.game, next, this.log, (s, text) => written.push(writeMove(seats, s, text)));
    this.push(next, before, written);
    return this.log.slice(before);
  }

  private playWrittenMove(written: string, index: number): void {
    const seats = this.rec.seats.length;
    const next = this.game.clone(this.state);
    const before = this.log.length;
    const all: string[] = [];
    playWritten(this.game, next, seats, written, index, this.log, (s, text) => all.push(writeMove(seats, s, text)));
    this.push(next, before, all);
  }

  private push(state: unknown, before: number, written: string[]): void {
    const revealed = this.log.slice(before).some((e) => e.reveals);
    this.steps.push({ state, events: this.log.length, revealed, moves: written.length });
    this.rec.moves.push(...written);
  }

  /** Whether a move can be taken back (not across a reveal). */
  canUndo(): boolean {
    return this.steps.length > 1 && !this.steps[this.steps.length - 1].revealed;
  }

  /** Takes back the last move if no hidden information came out since. */
  undo(): boolean {
    if (!this.canUndo()) return false;
    const step = this.steps.pop() as Step;
    this.rec.moves.length -= step.moves;
    this.log.length = this.steps[this.steps.length - 1].events;
    return true;
  }

  /** What a computer seat (or a hint) is given: never the true state. */
  decision(seat: number, rng: RngState = this.rngs[seat]): Decision {
    const state = this.state;
    const game = this.game;
    return {
      game,
      seat,
      legal: this.legal(seat).map((m) => m.move),
      sample: (r) => game.resample(state, seat, r),
      view: () => game.view(state, seat),
      rng,
      kinds: this.rec.seats,
    };
  }

  /**
   * The generator `seat`'s computer player chooses with, advanced by each of its choices. A
   * player that thinks elsewhere (a server's worker thread) is given a copy, and the copy's
   * state is put back here after, so the game goes on as if it had thought here.
   */
  seatRng(seat: number): RngState {
    return this.rngs[seat];
  }

  /** The computer player for a seat, or undefined for a human. */
  playerFor(seat: number): Player | undefined {
    return createPlayer(this.rec.seats[seat]);
  }

  /** Asks a computer seat for its move without blocking (one step of the async loop). */
  async computerMove(seat: number, player: Player, signal?: AbortSignal): Promise<number> {
    const d = this.decision(seat);
    return player.chooseAsync ? player.chooseAsync(d, signal) : player.choose(d);
  }
}
