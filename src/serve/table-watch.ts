/**
 * A spectator at a shared table (`watch CODE`, or Tab on the menu's join screen): the table's
 * game drawn from what every seat sees (`view(state, -1)`, the rules' public view), live and
 * read-only. No hand is drawn and no face-down card reaches this connection: its board is the
 * public view, its log the game's events every seat reads and the table's own lines, and it
 * offers no move. A spectator holds no seat: the table neither waits for it nor plays for it.
 */
import type { GameEvent } from '../engine/types.js';
import type { Position } from '../ui/session.js';
import { AtTable } from './at-table.js';
import type { Table } from './table.js';

/** Whose view a spectator's screens draw: the one every seat shares. */
export const PUBLIC = -1;

export class WatchSession extends AtTable {
  /** Stops hearing the table. */
  readonly leave: () => void;

  constructor(
    table: Table,
    dir: string,
  ) {
    super(table, PUBLIC, dir);
    this.leave = table.watch((change) => this.heard(change));
  }

  override names(): string[] {
    return this.table.names();
  }

  /** Nobody at this terminal plays a seat. */
  override humans(): number[] {
    return [];
  }

  override isHuman(): boolean {
    return false;
  }

  /** The public view, nobody acting here, no hand, and the log every seat reads. */
  protected override build(): Position {
    return this.positionAt(PUBLIC, undefined, this.match.toMove());
  }

  override play(): GameEvent[] {
    return [];
  }

  override tableLine(): string | undefined {
    const t = this.table;
    if (t.gone) return `${t.gone} q leaves.`;
    if (t.over()) return undefined;
    if (!t.started) return `Watching table ${t.code}: waiting for ${t.free().length} more to join`;
    return `Watching table ${t.code}: what every seat sees, no hand`;
  }

  override key(): boolean {
    return false;
  }
}
