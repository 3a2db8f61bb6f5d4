/**
 * What the screens may ask of a server's shared tables (only a server gives it: the local
 * program has no tables, and its menu shows no rows for them). A table's seat comes back as
 * a Session drawn from that seat's view only, with the table's waiting room around it.
 * Types only: nothing here loads before the menu's first frame.
 */
import type { SeatKind } from '../engine/record.js';
import type { Options } from '../engine/types.js';
import type { Session } from './session.js';

/** A table to open, as the host chose it on the host screen. */
export interface TableSetup {
  game: string;
  /** Who plays each seat: a person (`human`, at least two) or a computer level. */
  seats: SeatKind[];
  options: Options;
  /** The deal; absent: one drawn now (shown to nobody until the end). */
  seed?: number;
  /** The level that plays a person's seat nobody plays (started early, or a player away). */
  fill: SeatKind;
}

/** The waiting room as it is now. */
export interface TableRoom {
  code: string;
  /** The game's name. */
  game: string;
  gameId: string;
  /** Whether this terminal's key hosts the table (it may start early; leaving closes the table). */
  host: boolean;
  started: boolean;
  /** Why the table went (its host closed it), once it has. */
  gone?: string;
  /** Each seat as the room shows it: "You (alice)", "bob", "computer: greedy", "waiting for a player". */
  seats: string[];
  /** People's seats nobody has taken yet. */
  free: number;
  fill: SeatKind;
}

/** This terminal's seat at a table. */
export interface TableSeat {
  readonly code: string;
  /** The seat's game, drawn from its own view. */
  readonly session: Session;
  room(): TableRoom;
  /** The host starts the game now: empty people's seats are played by the fill level. */
  start(): void;
  /**
   * Leaves the table: before the game begins, a joined player's seat is free again and a
   * host's leaving closes the table for everyone; once it has begun, the seat waits for its
   * player (then the computer plays it).
   */
  leave(): void;
}

/** A table this key sits at, to go back to. */
export interface MyTable {
  code: string;
  game: string;
  started: boolean;
  host: boolean;
}

export interface TableServices {
  /** Opens a table as its host; or one line saying why not. */
  host(setup: TableSetup): TableSeat | { refused: string };
  /** Sits at the table of `code` (any case): the next free person's seat, or back at one's own; or one line saying why not. */
  join(code: string): TableSeat | { refused: string };
  /** Watches the table of `code` from its public view (no hand, no face-down card); or one line saying why not. */
  watch?(code: string): { session: Session; leave(): void } | { refused: string };
  /** The unfinished tables this key sits at. */
  mine(): MyTable[];
}
