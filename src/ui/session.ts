/**
 * A game on screen: the Match (the engine's turn loop state) plus what the screens add to it:
 * which seat acts next (people before computers when several act at once), whose view is
 * shown and when the curtain must fall between two people, saving after every move, undo
 * back to a person's last decision, and counting the result once when the game ends.
 * No React here: the hooks and screens drive it.
 */
import { Match } from '../engine/match.js';
import { splitSeat } from '../engine/moves.js';
import type { GameEvent } from '../engine/types.js';
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
    return this.match.outcome().over;
  }

  /** The seat that acts next: a person first when several act at once; undefined when over. */
  active(): number | undefined {
    const movers = this.match.toMove();
    return movers.find((s) => this.isHuman(s)) ?? movers[0];
  }

  /**
   * Whose view the screen shows. One person at the table: theirs, always (the computers see
   * nothing on screen). Several: the person to act, once they lifted the curtain for it, and
   * everyone's view (-1) otherwise: while computers move, before anyone looked (a resumed game
   * where a computer is to move), and once the game is over. A person whose view is everyone's
   * needs no curtain: theirs at once.
   */
  viewer(): number {
    const people = this.humans();
    if (people.length === 1) return people[0];
    const a = this.active();
    return a !== undefined && this.isHuman(a) && (this.shown === a || !this.private(a)) ? a : -1;
  }

  /**
   * The person the curtain waits for: play passes between two people with private hands. A seat
   * whose view holds nothing beyond everyone's (Louis XIV, whose cards all lie open) needs none.
   */
  curtain(): number | undefined {
    const a = this.active();
    if (a === undefined || !this.isHuman(a) || this.humans().length < 2) return undefined;
    if (this.shown === a) return undefined;
    return this.private(a) ? a : undefined;
  }

  private privateAt?: { version: number; seat: number; answer: boolean };
  /** Whether `seat` now sees something everyone does not (asked once per position and seat). */
  private private(seat: number): boolean {
    const known = this.privateAt;
    if (known && known.version === this.version && known.seat === seat) return known.answer;
    const answer = JSON.stringify(this.match.view(seat)) !== JSON.stringify(this.match.view(-1));
    this.privateAt = { version: this.version, seat, answer };
    return answer;
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
  eventsFor(seat: number): { events: GameEvent[]; fresh: number; pinned: GameEvent[] } {
    const all = this.match.events();
    const mine = (e: GameEvent) => !e.to || e.to.includes(seat);
    const mark = Math.min(this.mark, all.length);
    const deciding = seat >= 0 && this.active() === seat && this.isHuman(seat);
    const pinned = deciding ? all.slice(Math.min(this.acted[seat] ?? 0, all.length)).filter((e) => e.to?.includes(seat)) : [];
    return { events: all.filter(mine), fresh: all.slice(mark).filter(mine).length, pinned };
  }
}
