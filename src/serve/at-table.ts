/**
 * What every screen at a shared table has in common, a seat's (TableSession) or a spectator's
 * (WatchSession): the table's one match, nothing saved by the screen (the table keeps the
 * game), no undo (a move at a shared table stays played), and the table's changes heard: each
 * one a new version of the position with the log lines it brought, then told to the screens.
 */
import { Session, type Position, type SaveFiles } from '../ui/session.js';
import type { Table, TableChange } from './table.js';

/** The table keeps its game: a screen at it writes nothing of its own. */
const TABLE_KEEPS: SaveFiles = { save: () => undefined, finish: () => ({}) };

export abstract class AtTable extends Session {
  private readonly listeners = new Set<(change: TableChange) => void>();
  /** How many log lines the last change brought. */
  protected fresh = 0;
  /** How many of the log's lines (as `reader` reads them) the screens have had. */
  private seen: number;

  constructor(
    readonly table: Table,
    /** Whose log this screen reads: its seat, or -1 for what every seat reads. */
    private readonly reader: number,
    dir: string,
  ) {
    super(table.match, { dir, delay: 0, files: TABLE_KEEPS });
    this.seen = table.linesFor(reader).length;
  }

  /** A change at the table (the countdown's tick changes no position), then the screens told. */
  protected heard(change: TableChange): void {
    if (change !== 'tick') {
      this.version++;
      const n = this.table.linesFor(this.reader).length;
      this.fresh = Math.max(0, n - this.seen);
      this.seen = n;
    }
    for (const l of [...this.listeners]) l(change);
  }

  /**
   * The position as a screen at the table draws it, made once per change: `viewer`'s view (-1:
   * what every seat sees) and the table's log lines for it, `acting` the seat that may move from
   * this terminal (none: nobody). No curtain and no computer here: the other seats are played at
   * their own terminals, the computers by the table.
   */
  protected positionAt(viewer: number, acting: number | undefined, toMove: readonly number[]): Position {
    return {
      ...this.facts(toMove),
      active: acting,
      computer: undefined,
      curtain: undefined,
      viewer,
      view: this.match.view(viewer),
      publicView: undefined,
      hidden: viewer < 0,
      legal: acting === undefined ? [] : this.match.legal(acting),
      log: { events: this.table.linesFor(viewer), fresh: this.fresh, pinned: [] },
    };
  }

  override get shared(): boolean {
    return true;
  }

  override subscribe(listener: (change: TableChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  override undo(): { moves: string[]; refused?: string } {
    return { moves: [], refused: 'shared' };
  }

  override save(): void {}
}
