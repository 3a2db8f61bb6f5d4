/**
 * One connection's seat at a shared table, as the screens see it: a Session whose moves go
 * through the table (checked there) and whose view is fixed to its own seat. Nothing on this
 * connection's screens is drawn from another seat's view: the board and hand are
 * `view(state, seat)`, the moves offered are the seat's own legal moves, and the log is the
 * table's lines and the game's events this seat may read. No curtain: the person at this
 * terminal is the seat's own. No undo: a move at a shared table stays played.
 */
import type { GameEvent } from '../engine/types.js';
import type { Position } from '../ui/session.js';
import { AtTable } from './at-table.js';
import type { Member, Table } from './table.js';

export class TableSession extends AtTable {
  /** The connection at the table, as the table sees it (attached while the screens are open). */
  readonly member: Member;

  constructor(
    table: Table,
    readonly seat: number,
    /** The player's key (folder name): the host starts the game early. */
    private readonly player: string,
    dir: string,
  ) {
    super(table, seat, dir);
    this.member = {
      seat,
      notify: (change) => {
        this.saveProblem = table.saveProblem;
        const counted = table.counted.get(this.seat);
        if (counted) [this.stats, this.statsProblem] = [counted.stats, counted.problem];
        this.heard(change);
      },
    };
  }

  /** The seat's own name is "You"; the others are named by the table. */
  override names(): string[] {
    const names = this.table.names();
    names[this.seat] = 'You';
    return names;
  }

  /** At this terminal, only this seat is a person: the others are played elsewhere. */
  override humans(): number[] {
    return [this.seat];
  }

  override isHuman(seat: number): boolean {
    return seat === this.seat;
  }

  /**
   * The position as this connection draws it: this seat's view (its name "You"), with only this
   * seat acting (when it is to move and the game has started), nothing played here for another
   * seat (the others move at their own terminals, the computers at the table), and the table's
   * log for this seat.
   */
  protected override build(): Position {
    const t = this.table;
    const toMove = this.match.toMove();
    const acts = t.started && !t.over() && toMove.includes(this.seat) && t.personPlays(this.seat);
    return this.positionAt(this.seat, acts ? this.seat : undefined, toMove);
  }

  override play(seat: number, move: number): GameEvent[] {
    const played = this.table.play(seat, move);
    if (typeof played === 'string') return [];
    return played;
  }


  override tableLine(): string | undefined {
    const t = this.table;
    if (t.over()) return undefined;
    if (t.gone) return `${t.gone} q leaves.`;
    if (!t.started) {
      const free = t.free().length;
      const host = this.player === t.host;
      return `Table ${t.code}: waiting for ${free} more (\`join ${t.code}\`)${host ? '; s starts now' : ''}`;
    }
    const names = t.seats.map((s, i) => s.name ?? `Seat ${i + 1}`);
    const left = (seat: number) => {
      const until = t.deadline(seat);
      return until === undefined ? undefined : Math.max(0, Math.ceil((until - Date.now()) / 1000));
    };
    const mine = left(this.seat);
    if (this.active() !== undefined) return mine === undefined ? undefined : `${mine} s to decide, then ${t.fill} decides for you`;
    const others = this.match.toMove().filter((s) => s !== this.seat);
    if (!others.length) return undefined;
    const clock = others.map(left).find((n) => n !== undefined);
    return `Waiting for ${others.map((s) => names[s]).join(', ')}${clock === undefined ? '' : ` (${clock} s left)`}`;
  }

  override key(input: string): boolean {
    if (input !== 's' || this.table.started || this.player !== this.table.host) return false;
    this.table.start(this.player);
    return true;
  }
}
