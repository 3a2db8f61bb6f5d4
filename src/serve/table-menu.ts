/**
 * A connection's shared tables as its menu offers them: hosting a table, joining one by its
 * code, going back to one this key sits at. Each seat comes back as a TableSession (its own
 * seat's view only) attached to its table while this connection sits there; the waiting room
 * reads the table through `room`. Leaving before the game begins frees a joined player's seat,
 * and closes the table when its host leaves; leaving after it has begun leaves the seat to its
 * player (the computer plays it after the grace period), as a dropped connection does.
 */
import { getGame } from '../engine/registry.js';
import { clean, quote } from '../engine/errors.js';
import { table as loaded } from '../ui/load-table.js';
import { newSeed } from '../ui/seed.js';
import type { MyTable, TableRoom, TableSeat, TableServices, TableSetup } from '../ui/table-services.js';
import { CODE_LENGTH, readCode, type Table } from './table.js';
import { TableSession } from './table-session.js';
import { WatchSession } from './table-watch.js';
import type { Tables } from './tables.js';

/** Who sits down: the connection's key (its folder's name), display name and folder. */
export interface Sitter {
  key: string;
  name: string;
  dir: string;
  tables: Tables;
  log(what: string): void;
}

/** The waiting room of `table` as `seat` (played by `key`) sees it. */
export function roomOf(table: Table, seat: number, key: string): TableRoom {
  return {
    code: table.code,
    game: table.match.game.name,
    gameId: table.match.game.id,
    host: key === table.host,
    started: table.started,
    gone: table.gone,
    free: table.free().length,
    fill: table.fill,
    seats: table.seats.map((s, i) => {
      if (i === seat) return `You (${s.name})`;
      if (s.kind !== 'human') return `computer: ${s.kind}`;
      if (s.key === undefined) return 'waiting for a player';
      return `${s.name}${s.present ? '' : ' (away)'}`;
    }),
  };
}

export class MenuTables implements TableServices {
  /** The seat this connection sits at from its menu, if any. */
  private current?: { table: Table; session: TableSession };
  /** The table this connection watches from its menu, if any. */
  private watching?: WatchSession;

  constructor(private readonly who: Sitter) {}

  host(setup: TableSetup): TableSeat | { refused: string } {
    if (setup.seats.filter((k) => k === 'human').length < 2) return { refused: 'A table needs two people or more.' };
    let match;
    try {
      const { Match, loadRuleset } = loaded();
      const seed = setup.seed ?? newSeed();
      match = Match.fromRecord({ game: setup.game, seed, options: setup.options, seats: setup.seats, moves: [] }, loadRuleset(getGame(setup.game)));
    } catch (e) {
      return { refused: `That table could not open: ${clean((e as Error).message.split('\n')[0], 200)}` };
    }
    const made = this.who.tables.create(match, this.who.key, this.who.name, setup.fill);
    if ('refused' in made) return { refused: capital(made.refused) };
    return this.sit(made.table, made.seat);
  }

  join(text: string): TableSeat | { refused: string } {
    const code = readCode(text);
    if (code === undefined) return { refused: notACode(text) };
    const table = this.who.tables.get(code);
    if (!table) return { refused: `There is no table ${code}: check the code with its host.` };
    const joined = table.join(this.who.key, this.who.name);
    if ('refused' in joined) return { refused: capital(joined.refused) };
    return this.sit(table, joined.seat);
  }

  watch(text: string): { session: WatchSession; leave(): void } | { refused: string } {
    const code = readCode(text);
    if (code === undefined) return { refused: notACode(text) };
    const table = this.who.tables.get(code);
    if (!table) return { refused: `There is no table ${code}: check the code with its host.` };
    this.close();
    const session = new WatchSession(table, this.who.dir);
    this.watching = session;
    this.who.log(`watches table ${table.code} (from the menu)`);
    return { session, leave: () => this.close() };
  }

  mine(): MyTable[] {
    return this.who.tables.seatedAt(this.who.key).map((t) => ({ code: t.code, game: t.match.game.name, started: t.started, host: t.host === this.who.key }));
  }

  private sit(table: Table, seat: number): TableSeat {
    this.close();
    const session = new TableSession(table, seat, this.who.key, this.who.dir);
    table.attach(session.member);
    this.current = { table, session };
    this.who.log(`sits at table ${table.code}, seat ${seat + 1} (from the menu)`);
    const key = this.who.key;
    return {
      code: table.code,
      session,
      room: () => roomOf(table, seat, key),
      start: () => void table.start(key),
      leave: () => {
        if (this.current?.session !== session) return;
        if (!table.started && !table.gone && !table.over()) {
          if (key === table.host) this.who.tables.drop(table.code, `The host closed table ${table.code}.`);
          else table.leave(key);
        }
        this.close();
      },
    };
  }

  /** The connection leaves its seat (its screens closed): the seat is kept for its player. */
  close(): void {
    this.watching?.leave();
    this.watching = undefined;
    const c = this.current;
    if (!c) return;
    this.current = undefined;
    c.table.detach(c.session.member);
  }
}

/** Why `text` cannot be a table code, in one line. */
function notACode(text: string): string {
  const t = text.trim();
  if (t.length !== CODE_LENGTH) return `${quote(t, 20)} is not a table code: a code is ${CODE_LENGTH} letters, such as ACDE.`;
  return `${quote(t.toUpperCase(), 20)} is not a table code (no code has B, I, O, S or Z): check it with its host.`;
}

function capital(line: string): string {
  const s = line.charAt(0).toUpperCase() + line.slice(1);
  return /[.!?]$/.test(s) ? s : `${s}.`;
}
