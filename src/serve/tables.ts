/**
 * The server's tables, by code. A table is kept in its own folder under the server's state
 * folder (`tables/<CODE>/`): its game as a save (`save.json`, the record format every save has,
 * written off the event loop after every move, as a player's save is) and who sits where
 * (`table.json`). A server that starts again finds them there and opens each table again under
 * the same code, everyone away until they come back. A finished table's folder goes, its record
 * kept in `tables/done/<CODE>-<time>.json` (a record `dinner-games replay` reads).
 */
import { randomInt } from 'node:crypto';
import { mkdirSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Match } from '../engine/match.js';
import type { SeatKind } from '../engine/record.js';
import { gameKey, loadSave, saveBody } from '../ui/save.js';
import { STATS_FILE, addResult, countIn, loadStats, type StatsFile, type StatsRead } from '../ui/stats.js';
import { readJsonFile, writeJsonAtomic } from '../ui/storage.js';
import type { Saves } from './saves.js';
import { CODE_LENGTH, CODE_LETTERS, Table, readCode, type TableDeps, type TableFile, type TableTimes, type TableThink } from './table.js';

/** The tables' folder under the server's state folder. */
export const TABLES_DIR = 'tables';
const TABLE_FILE = 'table.json';
/** Unfinished tables one key may host at once (each holds a game in the server's memory and folder). */
export const MAX_HOSTED = 3;
/** Where the records of finished tables are kept, under the tables' folder. */
export const DONE_DIR = 'done';

export interface TablesDeps extends TableTimes {
  think: TableThink;
  /** Writes the games' saves off the event loop; absent: nothing is kept (tests). */
  saves?: Saves;
  /** The server's state folder; absent: nothing is kept. */
  root?: string;
  log?(what: string): void;
  /** Draws a code's letters (tests give their own); default: the system's random numbers. */
  pick?(n: number): number;
  /** A player key's own folder (its statistics); absent: a finished table is counted nowhere. */
  folder?(key: string): string;
}

/** A finished table's result for one seated key. */
interface Result {
  gameId: string;
  won: boolean;
  score: number | null;
  /** The game's key: a game counted once is not counted again. */
  key: string;
}

export class Tables {
  private readonly byCode = new Map<string, Table>();
  /** Finished tables' results waiting to be written into a key's statistics, by the key's folder. */
  private readonly uncounted = new Map<string, Result[]>();
  /** What each table last wrote of itself (a mark of what changes in it), so that it is written only when it changes. */
  private readonly written = new Map<string, string>();

  constructor(private readonly deps: TablesDeps) {}

  get size(): number {
    return this.byCode.size;
  }

  get(code: string): Table | undefined {
    const c = readCode(code);
    return c === undefined ? undefined : this.byCode.get(c);
  }

  /** The unfinished table where `key` has a seat, if any (the newest one). */
  tableOf(key: string): Table | undefined {
    let found: Table | undefined;
    for (const t of this.byCode.values()) if (!t.over() && t.seatOf(key) !== undefined) found = t;
    return found;
  }

  /** The unfinished tables where `key` has a seat, oldest first. */
  seatedAt(key: string): Table[] {
    return [...this.byCode.values()].filter((t) => !t.over() && t.seatOf(key) !== undefined);
  }

  /** A new table for `match`, hosted by `key` (seated at the first person's seat). */
  create(match: Match, host: string, hostName: string, fill: SeatKind): { table: Table; seat: number } | { refused: string } {
    if (!match.seats.includes('human')) return { refused: 'a table needs a human seat (--seats human,...)' };
    const hosted = [...this.byCode.values()].filter((t) => t.host === host && !t.over());
    if (hosted.length >= MAX_HOSTED) {
      return { refused: `you host ${hosted.length} tables already (${hosted.map((t) => t.code).join(', ')}): finish one first (\`join CODE\`)` };
    }
    const code = this.newCode();
    const table = new Table(code, match, host, fill, this.tableDeps());
    this.byCode.set(code, table);
    const joined = table.join(host, hostName);
    if ('refused' in joined) return joined;
    return { table, seat: joined.seat };
  }

  private newCode(): string {
    const pick = this.deps.pick ?? ((n: number) => randomInt(n));
    for (;;) {
      let code = '';
      for (let i = 0; i < CODE_LENGTH; i++) code += CODE_LETTERS[pick(CODE_LETTERS.length)];
      if (!this.byCode.has(code) && !this.folderTaken(code)) return code;
    }
  }

  private folderTaken(code: string): boolean {
    return this.deps.root !== undefined && readJsonFile(this.folder(code), TABLE_FILE).kind !== 'none';
  }

  private folder(code: string): string {
    return join(this.deps.root as string, TABLES_DIR, code);
  }

  private tableDeps(): TableDeps {
    const { root, saves } = this.deps;
    return {
      ...this.deps,
      save: root && saves ? (t) => this.keep(t, saves) : undefined,
      over: (t) => this.finished(t),
    };
  }

  /**
   * Keeps a table: its record as a save, its seats when they changed, both off the event loop
   * (a key's frames wait for nothing on the disk).
   */
  private keep(t: Table, saves: Saves): string | undefined {
    const dir = this.folder(t.code);
    try {
      if (!this.written.has(t.code)) mkdirSync(dir, { recursive: true, mode: 0o700 });
    } catch (e) {
      return `could not keep table ${t.code} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`;
    }
    const mark = fileMark(t);
    let seats: string | undefined;
    if (this.written.get(t.code) !== mark) {
      seats = saves.write(dir, TABLE_FILE, () => t.file());
      this.written.set(t.code, mark);
    }
    if (seats) return `could not keep table ${t.code}: ${seats}`;
    return t.over() ? undefined : saves.save(dir, t.match);
  }

  /**
   * A finished table: its record is kept among the finished ones, then its folder goes (its
   * saves still waiting cancelled), and the code is free again.
   */
  private finished(t: Table): void {
    const { root, saves } = this.deps;
    this.byCode.delete(t.code);
    this.written.delete(t.code);
    this.count(t);
    if (!root) return;
    this.forget(t, () => {
      const done = join(root, TABLES_DIR, DONE_DIR);
      mkdirSync(done, { recursive: true, mode: 0o700 });
      const name = `${t.code}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
      if (saves) {
        saves.write(done, name, () => saveBody(t.match));
        void saves.flush(done).then((p) => p && this.deps.log?.(`table ${t.code}: could not keep its finished record (${p})`));
      }
      else writeJsonAtomic(done, name, saveBody(t.match));
    });
  }

  /**
   * Counts a finished table's game in the statistics of each key seated at it (its own seat's
   * result: won when that seat is among the winners, its score), under the game's key, so that
   * a game counted once is never counted again (a seat taken back, a server restarted at the end).
   * With the server's saves, the files are written off the event loop (each one's text made when
   * its turn comes, with every result waiting for that key); the screens show the new
   * statistics at once, and a line if they could not be written.
   */
  private count(t: Table): void {
    const { folder, saves } = this.deps;
    if (!folder) return;
    const o = t.match.outcome();
    const key = gameKey(t.match);
    t.seats.forEach((s, seat) => {
      if (s.kind !== 'human' || s.key === undefined) return;
      const result: Result = { gameId: t.match.game.id, won: o.winners.includes(seat), score: o.scores[seat] ?? null, key };
      try {
        const dir = folder(s.key);
        if (saves) return this.countLater(t, seat, dir, result, saves);
        const counted = addResult(dir, result.gameId, result.won, result.score, key);
        t.counted.set(seat, { stats: counted.stats, problem: counted.problem });
      } catch (e) {
        t.counted.set(seat, { problem: `This game could not be counted (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}).` });
      }
    });
  }

  /** Counts `result` for `seat` in the statistics in `dir`, written through the saves. */
  private countLater(t: Table, seat: number, dir: string, result: Result, saves: Saves): void {
    // what the screen shows: the file as it is, with this key's results still waiting counted in
    const read = loadStats(dir);
    if (!read.writable) {
      t.counted.set(seat, { stats: countIn(read, result.gameId, result.won, result.score, result.key).stats, problem: `${read.problem} This game is not counted.` });
      return;
    }
    const waiting = [...(this.uncounted.get(dir) ?? []), result];
    this.uncounted.set(dir, waiting);
    const stats = countAll(read, waiting).games[result.gameId];
    t.counted.set(seat, { stats, problem: read.problem });
    // each write counts every result waiting for the key that the file does not hold yet: a
    // write made needless by a later one leaves its results to that one, and a result is let go
    // once the file holds it (a game's key is counted once, so counting one again is nothing)
    const left = (now: StatsRead) => (this.uncounted.get(dir) ?? []).filter((r) => !now.counted.includes(r.key));
    saves.write(
      dir,
      STATS_FILE,
      () => {
        const now = loadStats(dir);
        if (!now.writable) throw new Error(now.problem);
        return countAll(now, left(now));
      },
      true,
    );
    void saves.flush(dir, STATS_FILE).then((problem) => {
      if (problem) return t.recount(seat, { stats, problem: `This game could not be counted (${problem}).` });
      const still = left(loadStats(dir));
      if (still.length) this.uncounted.set(dir, still);
      else this.uncounted.delete(dir);
    });
  }

  /**
   * The host closes a table before its game began: it goes at once (its folder, its code), and
   * everyone at it is told why. Refused once the game has begun (then the host's seat is
   * played by the computer while they are away, as anyone's).
   */
  drop(code: string, why: string): boolean {
    const t = this.get(code);
    if (!t || t.started) return false;
    this.byCode.delete(t.code);
    this.written.delete(t.code);
    t.shut(why);
    if (this.deps.root) this.forget(t);
    return true;
  }

  /** Removes a table's folder (its saves still waiting cancelled), after `keep` (the finished record) if given. */
  private forget(t: Table, keep?: () => void): void {
    const { saves } = this.deps;
    const dir = this.folder(t.code);
    try {
      keep?.();
    } catch (e) {
      this.deps.log?.(`table ${t.code}: could not keep its finished record (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
    // the game is counted for each seated key (count), not in the table's folder, which goes
    saves?.drop(dir);
    void (saves ? saves.flush(dir) : Promise.resolve()).then(() => rm(dir, { recursive: true, force: true })).catch(() => {});
  }

  /** Opens again the tables a server left in its folder; returns a line for each one that could not be. */
  restore(): string[] {
    const { root } = this.deps;
    if (!root) return [];
    const problems: string[] = [];
    let codes: string[] = [];
    try {
      codes = readdirSync(join(root, TABLES_DIR));
    } catch {
      return [];
    }
    for (const code of codes) {
      if (readCode(code) !== code) continue;
      const dir = this.folder(code);
      const file = readJsonFile(dir, TABLE_FILE);
      const save = loadSave(dir);
      if (file.kind !== 'ok' || save.kind !== 'ok') {
        const why = save.kind === 'bad' || save.kind === 'kept' ? save.problem : file.kind === 'bad' ? file.why : 'its game is missing';
        problems.push(`table ${code} could not be opened again: ${why}`);
        continue;
      }
      const table = Table.restore(file.value as TableFile, save.match, this.tableDeps());
      this.byCode.set(code, table);
      this.written.set(code, fileMark(table));
    }
    return problems;
  }

  /** Stops every table's clocks and thinking. */
  close(): void {
    for (const t of this.byCode.values()) t.close();
  }
}

/** `results` counted, in order, into statistics as read: the file that keeps them. */
function countAll(read: Pick<StatsRead, 'stats' | 'counted'>, results: Result[]): StatsFile {
  let file: StatsFile = { version: 1, games: read.stats, counted: read.counted };
  for (const r of results) file = countIn({ stats: file.games, counted: file.counted }, r.gameId, r.won, r.score, r.key).file;
  return file;
}

/** What changes of a table's file (whether it started, its lines, only ever added, and who sits where), to write it only then. */
function fileMark(t: Table): string {
  return JSON.stringify([t.started, t.lines.length, t.seats.map((s) => [s.key, s.name])]);
}
