/**
 * A shared table: one game (a Match, the one true state) that several connections play, each
 * from its own seat. The table is the only place a move is played (checked against `legal`
 * here), the only place the computer seats think (through the thinker it is given: a server's
 * worker pool), and the only place the table's own events are written (who joined, left, came
 * back, ran out of time). A member's screens draw from `view(state, its seat)`, its seat's legal
 * moves and the log lines its seat may read (`linesFor`), never from anything else.
 *
 * Seats: each seat of the record is a person (`human`) or a computer level. A person's seat is
 * taken by a key (the host's first, then each `join`, in seat order). The game starts when every
 * person's seat is taken, or earlier when the host says so; a person's seat left empty is then
 * played by the level the host chose (`fill`). A member who drops keeps the seat: the table waits
 * `graceMs` for them, then `fill` plays it until the same key comes back and takes it over. An
 * out-of-turn decision (a claim or a block, a token to place: `outOfTurn`) waits `decisionMs` for
 * its person, the time left shown on every screen, then `fill` decides for them, said in the log.
 * A table nobody is at waits: its computers do not play the game on alone.
 *
 * Nothing here touches SSH, React or the disk: the server gives a `save` callback, the tests a
 * plain function.
 */
import type { Match } from '../engine/match.js';
import type { SeatKind } from '../engine/record.js';
import type { GameEvent } from '../engine/types.js';
import { pause } from '../ui/pause.js';
import type { GameStats } from '../ui/stats.js';

/** A log line of the table itself, placed after the game's `at` first events. */
export interface TableLine {
  text: string;
  /** How many of the game's events came before it. */
  at: number;
}

/** How a table changed, as a member's screen hears it. */
export type TableChange = 'position' | 'table' | 'tick';

/** A connection at the table, playing one seat. */
export interface Member {
  seat: number;
  /** Called after every change: a move (`position`), a seat's change (`table`), a second of a countdown (`tick`). */
  notify(change: TableChange): void;
}

/** A computer player's move for `seat`, played by `kind` (a level), without blocking the table's thread. */
export type TableThink = (match: Match, seat: number, kind: SeatKind, signal: AbortSignal) => Promise<number>;

export interface TableTimes {
  /** How long a dropped member's seat waits before the computer plays it, in ms. */
  graceMs: number;
  /** How long an out-of-turn decision waits for its person, in ms. */
  decisionMs: number;
  /** The pause before a computer's move, so that people see it happen, in ms. */
  delayMs: number;
}

export interface TableDeps extends TableTimes {
  think: TableThink;
  /** Keeps the table (its record and who sits where) after a change; returns why it could not. */
  save?(table: Table): string | undefined;
  /** Called once when the game has ended (before the members hear of it). */
  over?(table: Table): void;
  /** Writes one line to the server's log (never a card). */
  log?(what: string): void;
}

/** A seat as the table keeps it. */
export interface Seat {
  /** Who plays it, as the record says: a person or a computer level. */
  kind: SeatKind;
  /** The key that took a person's seat (its folder name), and the name it gave. */
  key?: string;
  name?: string;
  /** Connections at the table for this seat (one, or none while away). */
  present: number;
  /** A person's seat the computer plays: never taken (the host started without it), or away past the grace period. */
  standIn: boolean;
}

/** What may be kept of a table to start it again (the record is kept as a save beside it). */
export interface TableFile {
  code: string;
  host: string;
  fill: SeatKind;
  started: boolean;
  seats: { key?: string; name?: string }[];
  lines: TableLine[];
}

/** What `join` answers. */
export type Joined = { seat: number; back: boolean } | { refused: string };

/** Letters of a table's code: capitals that no other letter or digit looks like (no B, I, O, S, Z). */
export const CODE_LETTERS = 'ACDEFGHJKLMNPQRTUVWXY';
export const CODE_LENGTH = 4;

/** A code as typed (any case, spaces around), or undefined when it cannot be one. */
export function readCode(text: string): string | undefined {
  const code = text.trim().toUpperCase();
  return code.length === CODE_LENGTH && [...code].every((c) => CODE_LETTERS.includes(c)) ? code : undefined;
}

/**
 * A decision made out of turn: the seat to move is not the seat whose turn it is (a claim, a
 * block), or a token placed on a neighbour's behalf. Read from the public view only.
 */
export function outOfTurn(match: Match, seat: number): boolean {
  const v = match.view(-1) as { turnSeat?: unknown; pending?: { choice?: string; seat?: number } | null };
  if (typeof v.turnSeat === 'number') return v.turnSeat !== seat + 1;
  return v.pending?.choice === 'place' && v.pending.seat === seat + 1;
}

export class Table {
  readonly seats: Seat[];
  started = false;
  /** The table's own lines (joins, leaves, time-outs), in order. */
  readonly lines: TableLine[] = [];
  /** Counts changes. */
  version = 0;
  /** Why the last save failed, until one succeeds. */
  saveProblem: string | undefined;
  /** Why the table went before its game began (its host closed it), once it has. */
  gone: string | undefined;
  /** Each seated key's statistics once the finished game was counted for it (by seat). */
  readonly counted = new Map<number, { stats?: GameStats; problem?: string }>();
  /** Per seat: when its out-of-turn decision runs out (ms since the epoch). */
  private readonly deadlines = new Map<number, { until: number; timer: NodeJS.Timeout; tick: NodeJS.Timeout }>();
  private readonly away = new Map<number, NodeJS.Timeout>();
  private readonly members = new Set<Member>();
  /** Spectators' screens: told of every change, as members are, but seated nowhere. */
  private readonly watchers = new Set<(change: TableChange) => void>();
  private thinking?: { seat: number; ctl: AbortController };
  /** Each seat's lines as `linesFor` read them last, with how many events and table lines there were. */
  private readonly read = new Map<number, { events: number; lines: number; out: readonly GameEvent[] }>();
  private closed = false;

  constructor(
    readonly code: string,
    readonly match: Match,
    /** The host's key (folder name). */
    readonly host: string,
    /** The level that plays a person's seat nobody plays. */
    readonly fill: SeatKind,
    private readonly deps: TableDeps,
  ) {
    this.seats = match.seats.map((kind) => ({ kind: kind as SeatKind, present: 0, standIn: false }));
  }

  /** A table as it was kept (`file`), everyone away until they come back. */
  static restore(file: TableFile, match: Match, deps: TableDeps): Table {
    const t = new Table(file.code, match, file.host, file.fill, deps);
    file.seats.forEach((s, i) => {
      if (!t.seats[i] || t.seats[i].kind !== 'human') return;
      t.seats[i].key = s.key;
      t.seats[i].name = s.name;
      // a seat never taken stays the computer's; a taken one waits for its person
      t.seats[i].standIn = file.started && s.key === undefined;
    });
    t.lines.push(...file.lines.filter((l) => l.at <= match.events().length));
    t.started = file.started;
    t.say('The server restarted; the table waits for its players to come back.');
    return t;
  }

  /** What is kept of the table beside its record. */
  file(): TableFile {
    return {
      code: this.code,
      host: this.host,
      fill: this.fill,
      started: this.started,
      seats: this.seats.map((s) => ({ key: s.key, name: s.name })),
      lines: this.lines,
    };
  }

  over(): boolean {
    return this.match.outcome().over;
  }

  /** What each seat is called at the table: its person's name, or its computer level. */
  names(): string[] {
    return this.seats.map((s, i) => {
      const who = s.name ?? (s.kind === 'human' ? (this.started ? this.fill : 'empty') : s.kind);
      return `Seat ${i + 1} (${who}${s.name && s.standIn ? `, ${this.fill} plays` : ''})`;
    });
  }

  /** The seat `key` sits at, if any. */
  seatOf(key: string): number | undefined {
    const i = this.seats.findIndex((s) => s.key === key);
    return i < 0 ? undefined : i;
  }

  /** People's seats no key has taken yet. */
  free(): number[] {
    return this.seats.flatMap((s, i) => (s.kind === 'human' && s.key === undefined && !s.standIn ? [i] : []));
  }

  /**
   * Seats `key` at the table: back at its own seat when it has one, else at the next free
   * person's seat. The game starts when the last one is taken.
   */
  join(key: string, name: string): Joined {
    if (this.closed || this.over()) return { refused: `table ${this.code} has finished its game` };
    const mine = this.seatOf(key);
    if (mine !== undefined) return { seat: mine, back: true };
    const seat = this.free()[0];
    if (seat === undefined) return { refused: `table ${this.code} has no free seat` };
    this.seats[seat].key = key;
    this.seats[seat].name = name;
    this.say(`${name} joins the table.`);
    if (this.free().length === 0 && !this.started) this.begin();
    else this.changed('table');
    return { seat, back: false };
  }

  /** The host starts the game now: people's seats still empty are the computer's (`fill`). */
  start(key: string): string | undefined {
    if (key !== this.host) return 'only the host starts the game';
    if (this.started) return undefined;
    this.begin();
    return undefined;
  }

  private begin(): void {
    this.started = true;
    const empty = this.free();
    for (const s of empty) this.seats[s].standIn = true;
    this.say(empty.length ? `The game starts; ${this.fill} plays ${empty.map((s) => `Seat ${s + 1}`).join(' and ')}.` : 'The game starts.');
    this.changed('position');
  }

  /**
   * A person who joined leaves before the game begins: their seat is free again, for the next
   * `join`. The host's seat is the table's own (a host leaving closes it: Tables.drop).
   */
  leave(key: string): boolean {
    const seat = this.seatOf(key);
    if (this.started || this.closed || seat === undefined || key === this.host) return false;
    const s = this.seats[seat];
    const name = s.name;
    s.key = undefined;
    s.name = undefined;
    this.say(`${name} leaves the table.`);
    this.changed('table');
    return true;
  }

  /** The table goes before its game began (`why`: its host closed it); every member hears it. */
  shut(why: string): void {
    this.gone = why;
    this.say(why);
    this.close();
    this.version++;
    this.tell('table');
  }

  /** A spectator's screen hears every change until the returned function is called; it plays nothing and holds no seat. */
  watch(listener: (change: TableChange) => void): () => void {
    this.watchers.add(listener);
    return () => this.watchers.delete(listener);
  }

  /** A connection sits down at its seat (after `join`); settles nothing, tells everyone. */
  attach(member: Member): void {
    const seat = this.seats[member.seat];
    this.members.add(member);
    seat.present++;
    const wasAway = this.away.has(member.seat) || seat.standIn;
    clearTimeout(this.away.get(member.seat));
    this.away.delete(member.seat);
    if (seat.present === 1 && wasAway && seat.key !== undefined) {
      seat.standIn = false;
      this.say(`${seat.name} is back.`);
    }
    // a computer thinking for this seat stops: its person decides again
    if (this.thinking?.seat === member.seat) this.stopThinking();
    this.changed('table');
  }

  /** A connection left its seat (closed, dropped): the seat waits for the grace period, then the computer plays it. */
  detach(member: Member): void {
    if (!this.members.delete(member)) return;
    const seat = this.seats[member.seat];
    seat.present = Math.max(0, seat.present - 1);
    if (seat.present > 0 || this.closed) return this.changed('table');
    if (this.over()) return;
    // a seat given up before the game began (leave) waits for nobody
    if (seat.key === undefined) return this.changed('table');
    const grace = this.deps.graceMs;
    this.say(`${seat.name} left; ${this.fill} plays for them if they are not back within ${Math.round(grace / 1000)} s.`);
    const timer = setTimeout(() => {
      this.away.delete(member.seat);
      if (seat.present > 0 || this.closed) return;
      seat.standIn = true;
      this.say(`${this.fill} plays for ${seat.name} until they are back.`);
      this.changed('table');
    }, grace);
    timer.unref();
    this.away.set(member.seat, timer);
    this.changed('table');
  }

  /** Whether a person plays `seat` now (else the computer does, or it waits for its person within the grace period). */
  personPlays(seat: number): boolean {
    const s = this.seats[seat];
    return s.kind === 'human' && !s.standIn;
  }

  /** Seats to move now that a person at the table decides (their connection is open). */
  private computerSeats(): number[] {
    return this.match.toMove().filter((s) => !this.personPlays(s));
  }

  /** When `seat`'s out-of-turn decision runs out, if one is waiting. */
  deadline(seat: number): number | undefined {
    return this.deadlines.get(seat)?.until;
  }

  /**
   * Plays `seat`'s move: the one place a table's move is checked. Returns the events, or why
   * the move was refused (not the seat's turn, not legal, the game not started or over).
   */
  play(seat: number, move: number): GameEvent[] | string {
    if (!this.started) return 'the game has not started';
    if (this.over()) return 'the game is over';
    if (!this.match.toMove().includes(seat)) return `it is not Seat ${seat + 1}'s move`;
    if (!this.match.legal(seat).some((m) => m.move === move)) return 'that move is not legal';
    this.clearDeadline(seat);
    if (this.thinking) this.stopThinking();
    const events = this.match.play(seat, move);
    this.changed('position');
    return events;
  }

  /**
   * The table's lines and the game's events `seat` may read, oldest first. Kept per seat until
   * the game or the table adds a line: every change asks it of every screen at the table, twice.
   */
  linesFor(seat: number): readonly GameEvent[] {
    const events = this.match.events();
    const kept = this.read.get(seat);
    if (kept && kept.events === events.length && kept.lines === this.lines.length) return kept.out;
    const out: GameEvent[] = [];
    let next = 0;
    for (const line of this.lines) {
      for (; next < Math.min(line.at, events.length); next++) if (mayRead(events[next], seat)) out.push(events[next]);
      out.push({ text: line.text, kind: 'table' });
    }
    for (; next < events.length; next++) if (mayRead(events[next], seat)) out.push(events[next]);
    Object.freeze(out);
    this.read.set(seat, { events: events.length, lines: this.lines.length, out });
    return out;
  }

  /** A line of the table's own, read by everyone. */
  private say(text: string): void {
    this.lines.push({ text, at: this.match.events().length });
    this.deps.log?.(`table ${this.code}: ${text}`);
  }

  /** After every change: keep the table, tell every member, then let the computers and the clocks run. */
  private changed(change: TableChange): void {
    this.version++;
    // a finished table is kept no more (its record went with the end)
    if (this.deps.save && !this.closed) this.saveProblem = this.deps.save(this);
    if (this.over()) {
      for (const s of this.deadlines.keys()) this.clearDeadline(s);
      if (!this.closed) {
        this.closed = true;
        this.deps.over?.(this);
      }
    } else if (this.started) {
      this.clocks();
      this.computers();
    }
    this.tell(change);
  }

  private tell(change: TableChange): void {
    for (const m of [...this.members]) m.notify(change);
    for (const w of [...this.watchers]) w(change);
  }

  /** Deadlines: one for each person's out-of-turn decision now waiting, none for anything else. */
  private clocks(): void {
    const toMove = new Set(this.match.toMove());
    for (const seat of [...this.deadlines.keys()]) if (!toMove.has(seat) || !this.personPlays(seat)) this.clearDeadline(seat);
    for (const seat of toMove) {
      if (this.deadlines.has(seat) || !this.personPlays(seat) || !outOfTurn(this.match, seat)) continue;
      const until = Date.now() + this.deps.decisionMs;
      const timer = setTimeout(() => this.timeUp(seat), this.deps.decisionMs);
      const tick = setInterval(() => this.tell('tick'), 1000);
      timer.unref();
      tick.unref();
      this.deadlines.set(seat, { until, timer, tick });
    }
  }

  private clearDeadline(seat: number): void {
    const d = this.deadlines.get(seat);
    if (!d) return;
    clearTimeout(d.timer);
    clearInterval(d.tick);
    this.deadlines.delete(seat);
  }

  /** An out-of-turn decision ran out: the computer decides it for the seat's person. */
  private timeUp(seat: number): void {
    this.clearDeadline(seat);
    if (!this.match.toMove().includes(seat) || this.over()) return;
    const name = this.seats[seat].name ?? `Seat ${seat + 1}`;
    this.say(`${name} ran out of time; ${this.fill} decides for them.`);
    void this.thinkFor(seat, this.fill, true);
  }

  /** Asks the computer for the next computer seat's move, one at a time, when anyone is at the table. */
  private computers(): void {
    if (this.thinking || this.over() || this.members.size === 0) return;
    const seat = this.computerSeats()[0];
    if (seat === undefined) return;
    const s = this.seats[seat];
    void this.thinkFor(seat, s.kind === 'human' ? this.fill : s.kind, false);
  }

  private stopThinking(): void {
    this.thinking?.ctl.abort();
    this.thinking = undefined;
  }

  /** Thinks for `seat` as `kind` and plays the move, unless the table changed meanwhile (then it asks again). */
  private async thinkFor(seat: number, kind: SeatKind, forced: boolean): Promise<void> {
    if (this.thinking) {
      if (!forced) return;
      this.stopThinking();
    }
    const ctl = new AbortController();
    this.thinking = { seat, ctl };
    const at = this.version;
    try {
      if (this.deps.delayMs > 0 && !forced) await pause(this.deps.delayMs, ctl.signal);
      if (ctl.signal.aborted) return;
      const move = await this.deps.think(this.match, seat, kind, ctl.signal);
      if (ctl.signal.aborted || this.version !== at) return;
      this.thinking = undefined;
      const played = this.play(seat, move);
      if (typeof played === 'string') this.deps.log?.(`table ${this.code}: the computer's move for Seat ${seat + 1} was refused (${played})`);
    } catch (e) {
      if (ctl.signal.aborted) return;
      this.deps.log?.(`table ${this.code}: the computer could not move for Seat ${seat + 1}: ${(e as Error).message}`);
    } finally {
      if (this.thinking?.ctl === ctl) this.thinking = undefined;
      // a move made meanwhile, or a stale answer: the next computer seat is asked
      if (!this.closed && this.started && !ctl.signal.aborted) this.computers();
      else if (ctl.signal.aborted && !this.closed && this.started) queueMicrotask(() => this.computers());
    }
  }

  /** A seat's statistics changed after the game was counted (they could not be written): its screens hear it. */
  recount(seat: number, counted: { stats?: GameStats; problem?: string }): void {
    this.counted.set(seat, counted);
    this.version++;
    this.tell('table');
  }

  /** Stops the table's clocks and thinking (the server stops, the game is over). */
  close(): void {
    this.closed = true;
    this.stopThinking();
    for (const s of [...this.deadlines.keys()]) this.clearDeadline(s);
    for (const t of this.away.values()) clearTimeout(t);
    this.away.clear();
  }
}

function mayRead(e: GameEvent, seat: number): boolean {
  return !e.to || e.to.includes(seat);
}
