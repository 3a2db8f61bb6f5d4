/**
 * A game on screen: the Match (the engine's turn loop state) plus what the screens add to it:
 * which seat acts next (people before computers when several act at once), whose view is
 * shown and when the curtain must fall between two people, saving after every move, undo
 * back to a person's last decision, and counting the result once when the game ends.
 * No React here: the hooks and screens drive it.
 */
import { Match } from '../engine/match.js';
import { splitSeat } from '../engine/moves.js';
import type { GameEvent, Outcome } from '../engine/types.js';
import { SAVE_FILE, finishGame, hasSaveFile, writeSave } from './save.js';
import { isHuman, seatNames } from './seats.js';
import type { GameStats } from './stats.js';
import { setAside } from './storage.js';

export interface SessionOptions {
  /** The state folder for the save and the statistics. */
  dir: string;
  /** The computer's pause before each move, in milliseconds (0: off). */
  delay: number;
  /**
   * Writes the save, and deals with the end of the game (default: `writeSave` and `finishGame`,
   * at once, flushed to the disk before the save replaces the old one). A server writes saves
   * off its event loop instead (src/serve/saves.ts).
   */
  files?: SaveFiles;
  /**
   * For a new game: whether the person agreed to replace the save file there (the menu offered
   * to continue it, or `play --replace`). Otherwise a save file found at the first save is moved
   * aside, never overwritten.
   */
  replaces?: boolean;
}

/** How a session keeps its save in a state folder. Neither throws. */
export interface SaveFiles {
  /** Saves the game as it stands; returns why it could not, or undefined. */
  save(dir: string, match: Match): string | undefined;
  /** Deals with the end of the game (`finishGame`: counted, then its save forgotten when it is this game's). */
  finish(dir: string, match: Match, ownsSave: boolean): { stats?: GameStats; problem?: string };
}

/** Saves written at once, on the disk before they replace the old one. */
export const SAVE_FILES: SaveFiles = { save: writeSave, finish: finishGame };

/** Undoes one move, then more until a person is to move; returns the moves undone, oldest first. */
function takeBack(match: Match, isHuman: (seat: number) => boolean): string[] {
  const before = match.record().moves;
  match.undo();
  while (match.canUndo() && !match.toMove().some(isHuman)) match.undo();
  return before.slice(match.record().moves.length);
}

/**
 * Whether the seed may be shown: it deals every card, so in a game of several seats (each
 * hides a hand, and the deck's order from everyone) it would let anyone replay the game and
 * read every hand; it is shown once the game is over, and always in a solo game.
 */
export function seedShown(match: Match): boolean {
  return match.seats.length === 1 || match.outcome().over;
}

/** A line about a saved game for the menu's Continue row. */
export function describeSave(match: Match): string {
  const r = match.record();
  return seedShown(match) ? `${match.game.name}, seed ${r.seed}, turn ${match.turn()}` : `${match.game.name}, turn ${match.turn()}`;
}

export { newSeed } from './seed.js';

/** What a seat may read of the log: see `Session.eventsFor`. */
export interface LogView {
  events: readonly GameEvent[];
  fresh: number;
  pinned: readonly GameEvent[];
}

/**
 * The position as the screens draw it, made once after each change (a move, an undo, the
 * curtain lifted) and never changed: whose turn it is, the view on screen and the moves it
 * offers, the log that view may read, the outcome and the curtain. Every screen renders from
 * it; it holds only what the seat on screen may see (its view, its log, and what every seat
 * sees), so a screen drawn from a snapshot of one seat needs no access to the true state.
 */
export interface Position {
  /** The session's `version` it was made at. */
  readonly version: number;
  /** The game's turn number. */
  readonly turn: number;
  /** The seed, when it may be shown (see `seedShown`). */
  readonly seed: number | undefined;
  /** Seats that must act now. */
  readonly toMove: readonly number[];
  /** The seat that acts next (a person first when several act at once); undefined when over. */
  readonly active: number | undefined;
  /** The active seat when a computer plays it. */
  readonly computer: number | undefined;
  /** The person the curtain waits for. */
  readonly curtain: number | undefined;
  /** Whose view is on screen (-1: what everyone sees). */
  readonly viewer: number;
  /** The view on screen: `view(viewer)`. */
  readonly view: Record<string, unknown>;
  /** What everyone sees, when the curtain needs it for its note. */
  readonly publicView: Record<string, unknown> | undefined;
  /** True when nobody's view is on screen at a table of several people whose hands are private: no hand is drawn. */
  readonly hidden: boolean;
  /** The moves the person deciding on screen may choose from (none while a computer, the curtain or nobody is to act). */
  readonly legal: readonly { move: number; text: string }[];
  /** The log as the viewer may read it. */
  readonly log: LogView;
  readonly outcome: Outcome;
  /** Why a solo game was lost, once it is over, when the game says. */
  readonly lossReason: string | undefined;
  /** Seat names on screen, and which seats are people. */
  readonly names: readonly string[];
  readonly humans: readonly number[];
}

let sessions = 0;

export class Session {
  /** Tells sessions apart (screens restart for a new one, even with the same seed). */
  readonly id = ++sessions;
  readonly match: Match;
  /** The computer's pause before each move, in milliseconds. */
  delay: number;
  /** Counts changes, so screens know to draw again. */
  version = 0;
  /** The last save problem, shown once. */
  saveProblem: string | undefined;
  /** The game's statistics once it has ended and been counted. */
  stats: GameStats | undefined;
  /** Why the statistics could not be kept, or what became of a damaged statistics file. */
  statsProblem: string | undefined;
  /** Whether this game has a save file of its own yet (a resumed game has). */
  private saved: boolean;
  /** Whether the end of the game has been dealt with (counted, save forgotten). */
  private finished = false;
  private readonly replaces: boolean;
  private readonly dir: string;
  private readonly files: SaveFiles;
  /** The person whose private view is on screen; undefined until the first one looks. */
  private shown: number | undefined;
  /** How many events the log held before the last move. */
  private mark = 0;
  /** Per seat: how many events the log held after its last move (its private notes since are kept in view). */
  private acted: number[];

  constructor(match: Match, opts: SessionOptions) {
    this.match = match;
    this.delay = opts.delay;
    this.dir = opts.dir;
    this.replaces = opts.replaces ?? false;
    this.files = opts.files ?? SAVE_FILES;
    this.saved = false;
    this.mark = match.events().length;
    this.acted = match.seats.map(() => 0);
    if (this.humans().length === 1) this.shown = this.humans()[0];
  }

  get kinds(): readonly string[] {
    return this.match.seats;
  }

  /** How each seat is named on screen. */
  names(): string[] {
    return seatNames(this.kinds);
  }

  humans(): number[] {
    return this.kinds.flatMap((k, i) => (isHuman(k) ? [i] : []));
  }

  isHuman(seat: number): boolean {
    return isHuman(this.kinds[seat]);
  }

  over(): boolean {
    return this.position().outcome.over;
  }

  /** The seat that acts next: a person first when several act at once; undefined when over. */
  active(): number | undefined {
    return this.position().active;
  }

  /** Whose view the screen shows (see `position`). */
  viewer(): number {
    return this.position().viewer;
  }

  /** The person the curtain waits for (see `position`). */
  curtain(): number | undefined {
    return this.position().curtain;
  }

  private snapshot: Position | undefined;
  /** The position now: made once per change (see `Position`). */
  position(): Position {
    if (this.snapshot?.version !== this.version) this.snapshot = Object.freeze(this.build());
    return this.snapshot;
  }

  /**
   * Asks the rules once for the position's facts. Whose view the screen shows: one person at
   * the table: theirs, always (the computers see nothing on screen). Several: the person to
   * act, once they lifted the curtain for it, and everyone's view (-1) otherwise: while
   * computers move, before anyone looked (a resumed game where a computer is to move), and once
   * the game is over. A person whose view is everyone's needs no curtain: theirs at once; the
   * curtain falls between two people with private hands (Louis XIV, whose cards all lie open,
   * needs none).
   */
  protected build(): Position {
    const m = this.match;
    const people = this.humans();
    const toMove = m.toMove();
    const active = toMove.find((x) => this.isHuman(x)) ?? toMove[0];
    const views = new Map<number, Record<string, unknown>>();
    const viewOf = (seat: number) => {
      let v = views.get(seat);
      if (!v) views.set(seat, (v = m.view(seat)));
      return v;
    };
    const texts = new Map<number, string>();
    const text = (seat: number) => {
      let t = texts.get(seat);
      if (t === undefined) texts.set(seat, (t = JSON.stringify(viewOf(seat))));
      return t;
    };
    /** Whether `seat` now sees something everyone does not. */
    const secret = (seat: number) => text(seat) !== text(-1);
    const person = active !== undefined && this.isHuman(active);
    let viewer: number;
    let curtain: number | undefined;
    if (people.length === 1) viewer = people[0];
    else {
      viewer = person && (this.shown === active || !secret(active)) ? active : -1;
      curtain = person && people.length > 1 && this.shown !== active && secret(active) ? active : undefined;
    }
    // a table of several people with nobody's view on screen: a game with private hands draws no hand
    const hidden = viewer < 0 && people.length > 1 && text(-1) !== text(people[0]);
    return {
      ...this.facts(toMove),
      active,
      computer: active !== undefined && !person ? active : undefined,
      curtain,
      viewer,
      view: viewOf(viewer),
      publicView: curtain !== undefined ? viewOf(-1) : undefined,
      hidden,
      legal: person && curtain === undefined ? m.legal(active) : [],
      log: this.logFor(viewer, active),
    };
  }

  /** What a position says whoever looks: its version, the turn, the seed, who must act, the outcome and the names. */
  protected facts(toMove: readonly number[]): Pick<Position, 'version' | 'turn' | 'seed' | 'toMove' | 'outcome' | 'lossReason' | 'names' | 'humans'> {
    const m = this.match;
    const outcome = m.outcome();
    return {
      version: this.version,
      turn: m.turn(),
      seed: seedShown(m) ? m.record().seed : undefined,
      toMove,
      outcome,
      lossReason: outcome.over ? m.lossReason() : undefined,
      names: this.names(),
      humans: this.humans(),
    };
  }

  /** The person `seat` has sat down and looks at the screen. */
  lift(seat: number): void {
    this.shown = seat;
    this.version++;
  }

  /**
   * Plays a move, saves, and counts the result when it ends the game; returns what happened.
   * At a table of several people, a move by anyone but the person looking lowers the curtain:
   * the keyboard may have changed hands while the others moved.
   */
  play(seat: number, move: number): GameEvent[] {
    if (this.humans().length > 1 && seat !== this.shown) this.shown = undefined;
    this.mark = this.match.events().length;
    const events = this.match.play(seat, move);
    this.acted[seat] = this.match.events().length;
    this.changed();
    return events;
  }

  /**
   * Takes back moves until a person is to move again, never across a reveal, and never a move
   * of another person at the table (hot-seat). Returns the moves taken back (record notation,
   * oldest first), or why nothing was.
   */
  undo(): { moves: string[]; refused?: string } {
    if (this.over() || !this.match.canUndo()) return { moves: [], refused: 'reveal' };
    const person = this.active();
    if (this.humans().length > 1) {
      // tried on a copy first: a person may take back their own moves and the computers', no one else's
      const trial = this.match.copy();
      const taken = takeBack(trial, (s) => this.isHuman(s));
      const others = taken.map((m) => splitSeat(m).seat).filter((s) => s !== undefined && s !== person && this.isHuman(s));
      if (others.length) return { moves: [], refused: 'other' };
    }
    this.mark = this.match.events().length;
    const moves = takeBack(this.match, (s) => this.isHuman(s));
    this.mark = Math.min(this.mark, this.match.events().length);
    this.acted = this.acted.map((n) => Math.min(n, this.match.events().length));
    this.changed();
    return { moves };
  }

  /** Saves (or, once over, counts the result, then forgets the save: see finishGame). */
  private changed(): void {
    this.version++;
    if (!this.over()) return this.save();
    if (this.stats || this.finished) return;
    this.finished = true;
    const done = this.files.finish(this.dir, this.match, this.saved || this.replaces || !hasSaveFile(this.dir));
    this.stats = done.stats;
    this.statsProblem = done.problem;
  }

  /** Marks a game continued from its own save file. */
  resumed(): this {
    this.saved = true;
    return this;
  }

  /**
   * Saves the game as it stands; a new game's first save (once its board is on screen) first
   * moves aside a save file it was not agreed to replace.
   */
  save(): void {
    if (this.over()) return;
    if (!this.saved && !this.replaces && hasSaveFile(this.dir) && !setAside(this.dir, SAVE_FILE, 'kept')) {
      this.saveProblem = `could not save the game: the save file already in ${this.dir} could not be moved aside, and is kept`;
      return;
    }
    this.saveProblem = this.files.save(this.dir, this.match);
    if (!this.saveProblem) this.saved = true;
  }

  /**
   * Whether the game is held elsewhere and shared (a table on a server, each connection playing
   * one seat): then the screens neither undo nor start another game, and `subscribe` tells of
   * the other seats' moves. A game at this keyboard is not.
   */
  get shared(): boolean {
    return false;
  }

  /** Hears of changes made elsewhere (a shared table's other seats, its clock); returns how to stop. None here. */
  subscribe(_listener: (change: 'position' | 'table' | 'tick') => void): () => void {
    return () => {};
  }

  /** A line the table shows beside whose move it is (a shared table: who is awaited, the time left); none here. */
  tableLine(): string | undefined {
    return undefined;
  }

  /** A key the game's host handles itself (a shared table's `s`, starting the game); true when it did. */
  key(_input: string): boolean {
    return false;
  }

  /**
   * The events `seat` may read, oldest first, and how many of them the last move caused; and,
   * while `seat` is the person to move, the notes meant for it alone since its last move
   * (`pinned`: events whose `to` names it), which the log keeps in view until it acts, so a
   * hot-seat player reads them after the curtain even when others moved in between.
   */
  eventsFor(seat: number): LogView {
    return seat === this.position().viewer ? this.position().log : this.logFor(seat, this.active());
  }

  private logFor(seat: number, active: number | undefined): LogView {
    const all = this.match.events();
    const mine = (e: GameEvent) => !e.to || e.to.includes(seat);
    const mark = Math.min(this.mark, all.length);
    const deciding = seat >= 0 && active === seat && this.isHuman(seat);
    const pinned = deciding ? all.slice(Math.min(this.acted[seat] ?? 0, all.length)).filter((e) => e.to?.includes(seat)) : [];
    return { events: all.filter(mine), fresh: all.slice(mark).filter(mine).length, pinned };
  }

}
