/**
 * One SSH connection: who it is (a public key, proven), what its terminal is (a pty's size and
 * type, and the locale it sent), and what it runs (one session at a time: the screens, or the
 * text of `list`, `rules` and help). A connection is not a game: the screens it opens play from
 * its key's folder (players.ts), and a table shared by several connections would be a game
 * that several connections' screens draw.
 *
 * Everything not asked for here is refused: password and keyboard-interactive logins, port
 * forwarding both ways, agent and X11 forwarding, subsystems (sftp), signals, environment
 * variables other than TERM, LANG and LC_*, and any command but the player's (exec.ts). No
 * shell, ever: a `shell` request opens the menu.
 */
import type { AsyncLocalStorage } from 'node:async_hooks';
import type { Socket } from 'node:net';
import type ssh2 from 'ssh2';
import { safeLines } from '../cli/main.js';
import { clean, UsageError } from '../engine/errors.js';
import { colorFor, termShowsColor } from '../terminal.js';
import { chooseGlyphs } from '../ui/glyphs.js';
import { busyText, lockStateDir } from '../ui/lock.js';
import { openScreens, type OpenScreens } from '../ui/screens.js';
import type { Thinker } from '../ui/thinker.js';
import { parseCommand, type Action } from './exec.js';
import type { Saves } from './saves.js';
import type { Ticket } from './gate.js';
import type { Tables } from './tables.js';
import { fingerprint, keyFolderName, signedBy, type KeyList } from './keys.js';
import type { Holder, Players } from './players.js';
import { MenuTables } from './table-menu.js';
import { ChannelTerminal } from './terminal.js';

type SshClient = ssh2.Connection;
type Channel = ssh2.ServerChannel;

/** The limits a connection keeps (flags of `serve`). */
export interface ConnectionLimits {
  /** Seconds without a key before the game is saved and the connection closed. */
  idleSeconds: number;
  /** Bytes of input a second. */
  inputRate: number;
  /** The largest terminal drawn. */
  maxColumns: number;
  maxRows: number;
  /** Login requests (any method) before the connection is closed. */
  maxAuthAttempts: number;
}

export interface ConnectionDeps {
  limits: ConnectionLimits;
  /** Who may log in: any key, or those listed. */
  keys: KeyList | 'open';
  players: Players;
  thinker: Thinker;
  /** The players' saves, flushed off the event loop. */
  saves: Saves;
  /** Writes one log line about this connection. */
  log(c: Connection, what: string): void;
  /** Runs a connection's code with it as the context, so a fault is told to its connection alone. */
  context: AsyncLocalStorage<Connection>;
  /** The shared tables. */
  tables: Tables;
}

/** What a window-change costs of the input allowance, in bytes (each redraws the whole screen). */
const RESIZE_COST = 64;
/** How long closing screens may take to draw their last frame before the connection is cut. */
const CLOSE_MS = 2000;
/** The environment a client may set. */
const ENV_ALLOWED = /^(LANG|LC_[A-Z_]+)$/;
const ENV_MAX = 100;

/** A session: the one channel a connection runs at a time, and its terminal. */
interface Session {
  env: Record<string, string>;
  pty?: { term: string; cols: number; rows: number };
  channel?: Channel;
  terminal?: ChannelTerminal;
  screens?: OpenScreens;
  /** Why the screens are being closed from this side (told to the player), once they are. */
  closing?: { why: string; done: Promise<void> };
  /** The client went away while the screens were open. */
  lost?: boolean;
  /** Settles once the screens have closed and the session has said its last words and exit code. */
  ended?: Promise<void>;
}

export class Connection implements Holder {
  /** The key that logged in: its fingerprint (logged) and its folder's name. */
  key?: { fingerprint: string; folder: string };
  /** The ssh user name, as a display name (never a path). */
  user = '';
  private attempts = 0;
  private session?: Session;
  private idle?: NodeJS.Timeout;
  private gone = false;
  private closedWaiters: (() => void)[] = [];

  constructor(
    readonly client: SshClient,
    private readonly socket: Socket,
    readonly ticket: Ticket,
    private readonly deps: ConnectionDeps,
  ) {
    client.on('authentication', (ctx) => this.run(() => this.authenticate(ctx)));
    client.on('ready', () => this.run(() => this.ready()));
    client.on('session', (accept, reject) => this.run(() => this.openSession(accept, reject)));
    client.on('tcpip', (_accept, reject, info) => {
      this.log(`refused port forwarding to ${clean(info.destIP, 60)}:${info.destPort}`);
      reject();
    });
    client.on('openssh.streamlocal', (_accept, reject) => {
      this.log('refused socket forwarding');
      reject();
    });
    client.on('request', (_accept, reject, name) => {
      this.log(`refused ${clean(String(name), 60)}`);
      reject?.();
    });
    client.on('error', (e: Error & { level?: string }) => {
      // a client that misbehaves (or just vanishes) ends its own connection, nobody else's
      if (e.level === 'client-timeout') {
        // no answer to ssh2's keepalives: the peer is gone, and a goodbye would wait for it
        this.log('closed: the client stopped answering');
        socket.destroy();
      } else if (e.level !== 'socket') this.log(`protocol error: ${clean(e.message, 200)}`);
    });
    client.on('close', () => this.run(() => this.closed()));
  }

  /** The log's name for this connection. */
  get address(): string {
    return `${this.ticket.address}:${this.ticket.port}`;
  }

  private log(what: string): void {
    this.deps.log(this, what);
  }

  private run(f: () => void): void {
    this.deps.context.run(this, f);
  }

  private authenticate(ctx: ssh2.AuthContext): void {
    if (++this.attempts > this.deps.limits.maxAuthAttempts) {
      this.log(`closed: more than ${this.deps.limits.maxAuthAttempts} login attempts (--max-auth-attempts)`);
      ctx.reject();
      this.client.end();
      return;
    }
    if (ctx.method !== 'publickey') {
      if (ctx.method !== 'none') this.log(`refused a ${clean(ctx.method, 30)} login: only keys log in here`);
      return ctx.reject(['publickey']);
    }
    const fp = fingerprint(ctx.key.data);
    const keys = this.deps.keys;
    if (keys !== 'open' && !keys.has(ctx.key.data)) {
      this.log(`refused key ${fp}: not in --authorized-keys`);
      return ctx.reject(['publickey']);
    }
    // without a signature the client only asks whether the key would do
    if (!ctx.signature || !ctx.blob) return ctx.accept();
    if (!signedBy(ctx.key, ctx.blob, ctx.signature, ctx.hashAlgo)) {
      this.log(`refused key ${fp}: its signature does not verify (not made by that key)`);
      return ctx.reject(['publickey']);
    }
    this.key = { fingerprint: fp, folder: keyFolderName(ctx.key.data) };
    this.user = clean(ctx.username, 32);
    ctx.accept();
  }

  private ready(): void {
    this.ticket.loggedIn();
    this.log(`logged in as "${this.user}"`);
    this.touch();
  }

  /** Resets the idle timer: a key, a new session. */
  private touch(): void {
    clearTimeout(this.idle);
    if (this.gone) return;
    this.idle = setTimeout(() => this.run(() => this.idleOut()), this.deps.limits.idleSeconds * 1000);
    this.idle.unref();
  }

  private idleOut(): void {
    const s = this.deps.limits.idleSeconds;
    const time = s % 60 === 0 ? `${s / 60} minute${s === 60 ? '' : 's'}` : `${s} seconds`;
    this.log(`idle for ${time} (--idle-seconds)`);
    if (this.session?.screens) void this.closeScreens(`you were away for ${time}`);
    else this.client.end();
  }

  private openSession(accept: () => ssh2.Session, reject: () => void): void {
    if (this.session) return reject();
    const raw = accept();
    const s: Session = { env: {} };
    this.session = s;
    this.touch();
    raw.on('env', (ok, no, info) => {
      const { key, val } = info;
      if (ENV_ALLOWED.test(key) && val.length <= ENV_MAX && !s.channel) {
        s.env[key] = val;
        ok?.();
      } else {
        this.log(`refused environment variable ${clean(key, 40)}`);
        no?.();
      }
    });
    raw.on('pty', (ok, no, info) => {
      if (s.channel) return no?.();
      s.pty = { term: clean(info.term, 40), cols: info.cols, rows: info.rows };
      ok?.();
    });
    raw.on('window-change', (ok, _no, info) => {
      if (s.pty) s.pty = { ...s.pty, cols: info.cols, rows: info.rows };
      if (s.terminal && s.terminal.spend(RESIZE_COST)) s.terminal.resize(info.cols, info.rows);
      ok?.();
    });
    raw.on('x11', (_ok, no) => {
      this.log('refused X11 forwarding');
      no?.();
    });
    raw.on('auth-agent', (_ok, no) => {
      this.log('refused agent forwarding');
      no?.();
    });
    raw.on('subsystem', (_ok, no, info) => {
      this.log(`refused subsystem ${clean(info.name, 40)}`);
      no?.();
    });
    raw.on('shell', (ok) => this.run(() => this.start(s, ok(), undefined)));
    raw.on('exec', (ok, _no, info) => this.run(() => this.start(s, ok(), info.command)));
    raw.on('close', () => {
      if (this.session === s && !s.channel) this.session = undefined;
    });
  }

  /** Runs the command the session asked for (none: the menu). */
  private start(s: Session, channel: Channel, command: string | undefined): void {
    s.channel = channel;
    channel.on('error', () => {});
    channel.on('close', () =>
      this.run(() => {
        if (s.screens && !s.closing) {
          s.lost = true;
          this.log('the connection closed while playing (the game is saved after every move)');
        }
        s.screens?.quit();
        s.terminal?.close();
        if (this.session === s) this.session = undefined;
      }),
    );
    const action = parseCommand(command);
    if (action.kind === 'refused') {
      this.log(`refused command: ${action.message}`);
      return this.finish(s, action.code, undefined, `dinner-games: ${action.message}`);
    }
    this.log(`runs ${action.name}${s.pty ? ` (${s.pty.term}, ${s.pty.cols}x${s.pty.rows})` : ' (no terminal)'}`);
    if (action.kind === 'text') return this.finish(s, 0, action.text);
    void this.screens(s, action).catch((e: unknown) => {
      this.log(`fault: ${clean(e instanceof Error ? e.message : String(e), 300)}`);
      this.finish(s, 70, undefined, 'dinner-games: the server hit a fault; your game is saved after every move');
    });
  }

  /** Refuses what the session asked, in the error's lines and with its exit code. */
  private refuse(s: Session, e: UsageError): void {
    this.log(`refused: ${clean(e.lines.join(' '), 300)}`);
    this.finish(s, e.exitCode, undefined, `dinner-games: ${safeLines(e.lines)}`);
  }

  /** Writes what is left to say, the exit code, and ends the session. */
  private finish(s: Session, code: number, out?: string, err?: string): void {
    const ch = s.channel;
    if (!ch) return;
    const line = (t: string) => (s.pty ? t.replace(/\r?\n/g, '\r\n') : t);
    try {
      if (out) ch.write(line(out));
      if (err) ch.stderr.write(line(`${err}\n`));
      ch.exit(code);
      ch.end();
    } catch {
      // the client is gone
    }
  }

  private async screens(s: Session, action: Extract<Action, { kind: 'screens' }>): Promise<void> {
    const ch = s.channel as Channel;
    const key = this.key;
    if (!key) return this.finish(s, 2, undefined, 'dinner-games: not logged in with a key');
    if (!s.pty) {
      return this.finish(s, 2, undefined, 'dinner-games: the screens need a terminal: connect with `ssh -t` (`list` and `rules` print without one)');
    }
    if (s.pty.term === 'dumb') {
      return this.finish(s, 2, undefined, 'dinner-games: the screens need a terminal that can move its cursor (TERM is "dumb")');
    }
    const dir = this.deps.players.folder(key.folder);
    const who = { key: key.folder, name: this.user, tables: this.deps.tables };
    try {
      action.check?.(dir, who);
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      return this.refuse(s, e);
    }
    // a spectator keeps nothing in the folder: it takes nothing over from this key's other screen
    const holds = !action.spectator;
    if (holds) {
      await this.deps.players.claim(key.folder, this);
      // what the connection before (this key's, taken over) saved last is on the disk first
      await this.deps.saves.flush(dir);
    }
    if (this.gone || ch.destroyed) return holds ? this.deps.players.release(key.folder, this) : undefined;
    // the folder's lock too, against another program on it (a local dinner-games given this folder)
    const lock = holds ? lockStateDir(dir) : undefined;
    const free = () => {
      if (lock?.kind === 'held') lock.release();
      if (holds) this.deps.players.release(key.folder, this);
    };
    let first;
    try {
      if (lock?.kind === 'busy') throw new UsageError(busyText(lock.holder, dir));
      if (lock?.kind === 'blocked') throw new UsageError(lock.problem);
      first = action.first(dir, who);
    } catch (e) {
      free();
      if (!(e instanceof UsageError)) throw e;
      return this.refuse(s, e);
    }
    if (first.notice) ch.stderr.write(`dinner-games: ${clean(first.notice, 1000)}\r\n`);
    if (first.banner) ch.write(`${clean(first.banner, 200)}\r\n`);
    const { limits } = this.deps;
    const terminal = new ChannelTerminal(ch, {
      columns: s.pty.cols,
      rows: s.pty.rows,
      maxColumns: limits.maxColumns,
      maxRows: limits.maxRows,
      inputRate: limits.inputRate,
      onFlood: () => {
        this.log(`closed: more than ${limits.inputRate} bytes of input a second (--input-rate)`);
        void this.closeScreens(`more than ${limits.inputRate} bytes of input a second`);
      },
      onStuck: () => {
        this.log('closed: the client does not read its screen');
        void this.closeScreens('the connection does not read its screen', true);
      },
    });
    s.terminal = terminal;
    const env = { TERM: s.pty.term, ...s.env };
    // the menu's shared tables: a seat taken there is left when the screens close
    const menuTables = new MenuTables({ ...who, dir, log: (what) => this.log(what) });
    const screens = openScreens(
      {
        stdin: terminal.stdin,
        stdout: terminal.stdout,
        stderr: terminal.stdout,
        color: colorFor({ isTTY: true }, env) && termShowsColor(env.TERM),
        glyphs: chooseGlyphs(false, env),
        dir,
        services: { thinker: this.deps.thinker, files: this.deps.saves, tables: menuTables },
        screenReader: false,
      },
      first.start,
      first.delay,
    );
    s.screens = screens;
    // a seat at a table: the table tells this connection's screens of every change while they are open
    const seat = first.seat;
    if (seat) {
      seat.table.attach(seat.member);
      this.log(`sits at table ${seat.table.code}, seat ${seat.seat + 1}`);
    }
    let ended = () => {};
    s.ended = new Promise<void>((r) => (ended = r));
    ch.on('data', (d: Buffer) =>
      this.run(() => {
        this.touch();
        terminal.input(d);
      }),
    );
    let unsaved: string | undefined;
    try {
      await screens.done.catch((e: unknown) => this.log(`fault: ${clean(e instanceof Error ? e.message : String(e), 300)}`));
      unsaved = await this.deps.saves.flush(dir);
    } finally {
      if (seat) seat.table.detach(seat.member);
      first.leave?.();
      menuTables.close();
      free();
      this.run(() => this.said(s, screens, terminal, unsaved));
      ended();
    }
  }

  /**
   * The session's last words after the screens (why they closed, whether the game is saved),
   * and its exit code; `unsaved`: why the last save did not reach the disk.
   */
  private said(s: Session, screens: OpenScreens, terminal: ChannelTerminal, unsaved: string | undefined): void {
    const info = { ...screens.exitInfo };
    if (info.saved && unsaved) Object.assign(info, { saved: false, problem: `the game is NOT saved: ${unsaved}` });
    const said: string[] = [];
    if (s.closing) said.push(`dinner-games: closed: ${s.closing.why}.`);
    if (info.saved) said.push('Your game is saved: log in again to continue it.');
    if (info.problem) said.push(`dinner-games: ${clean(info.problem, 1000)}`);
    if (!s.closing && !s.lost) this.log(info.saved ? 'left the game (saved)' : info.problem ? `left: ${clean(info.problem, 200)}` : 'left');
    terminal.close();
    // as the local program: Ctrl-C is an interrupt (128 + SIGINT), a game not kept 1
    const code = info.interrupted ? 130 : info.problem ? 1 : 0;
    this.finish(s, code, said.length ? `${said.join('\n')}\n` : undefined);
    s.screens = undefined;
  }

  /**
   * Closes the screens from this side, telling the player `why` after their last frame; the
   * game is saved after every move. Settles once they are closed. `cut`: do not wait for the
   * last frame (the client does not read).
   */
  closeScreens(why: string, cut = false): Promise<void> {
    const s = this.session;
    if (!s?.screens) {
      this.client.end();
      return Promise.resolve();
    }
    if (s.closing) return s.closing.done;
    const screens = s.screens;
    const terminal = s.terminal;
    const done = new Promise<void>((resolve) => {
      const timer = setTimeout(() => terminal?.close(), cut ? 0 : CLOSE_MS);
      void (s.ended ?? screens.done.catch(() => {})).then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
    s.closing = { why, done };
    try {
      screens.quit();
    } catch {
      // screens broken by a fault: their terminal goes, and with it the screens
      terminal?.close();
    }
    return done;
  }

  /** Settles once the screens are closed (the folder is free); the connection ends after, on its own time. */
  async takenOver(why: string): Promise<void> {
    this.log('closed: taken over by another connection with the same key');
    if (this.session?.screens) await this.closeScreens(why);
    void this.end(why);
  }

  /** Ends the connection (the server stops): the screens closed as above, then the connection. */
  async stop(why: string): Promise<void> {
    this.log(`closed: ${why}`);
    await this.end(why);
  }

  /**
   * Closes the screens (telling why), then the connection. A client whose session has just
   * ended leaves by itself (told to go first, OpenSSH would exit 255 instead of the session's
   * exit code); one that does not is told to go, and one that does not answer that is cut.
   */
  private async end(why: string): Promise<void> {
    if (this.session?.screens) await this.closeScreens(why);
    if (this.gone) return;
    const closed = new Promise<void>((r) => this.closedWaiters.push(r));
    const bye = setTimeout(() => this.client.end(), this.session ? CLOSE_MS : 0);
    const cut = setTimeout(() => this.socket.destroy(), this.session ? 2 * CLOSE_MS : CLOSE_MS);
    await closed;
    clearTimeout(bye);
    clearTimeout(cut);
  }

  /** A fault in this connection's code: its screens close (the game saved after every move), the others go on. */
  fault(e: unknown): void {
    this.log(`fault: ${clean(e instanceof Error ? e.message : String(e), 300)}`);
    if (this.session?.screens) void this.closeScreens('the server hit a fault in this connection', true).then(() => this.client.end());
    else this.client.end();
  }

  private closed(): void {
    this.gone = true;
    clearTimeout(this.idle);
    const s = this.session;
    if (s?.screens) {
      s.screens.quit();
      s.terminal?.close();
    }
    this.log('disconnected');
    for (const w of this.closedWaiters.splice(0)) w();
  }
}
