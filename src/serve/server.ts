/**
 * `dinner-games serve`: the program as its own SSH server. It listens on a TCP port, lets
 * connections in at its gate (gate.ts: how many, from where, how long to log in), hands them to
 * ssh2, and gives each logged-in connection its screens (connection.ts), thinking for all of
 * them on a shared pool of worker threads (think-pool.ts). One log line per event goes to
 * stderr: the time, the address, the key's fingerprint, what happened; never a card.
 *
 * It holds its state folder's lock while it runs (one server a folder), keeps its host key
 * there, and a folder per player key under it. SIGTERM and SIGINT stop it cleanly: no new
 * connection, every player told and their screens closed (games are saved after every move),
 * then exit 0. A fault in one connection's code closes that connection alone.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { chmodSync, mkdirSync } from 'node:fs';
import { createServer, type AddressInfo, type Server as NetServer, type Socket } from 'node:net';
import chalk from 'chalk';
import ssh2 from 'ssh2';
import { UsageError, clean, quote } from '../engine/errors.js';
import { lockStateDir } from '../ui/lock.js';
import { Connection, type ConnectionLimits } from './connection.js';
import { Gate, type GateLimits, type Ticket } from './gate.js';
import { KeyList, loadHostKey } from './keys.js';
import { Players } from './players.js';
import { Saves } from './saves.js';
import { ThinkPool } from './think-pool.js';
import { poolTableThink, poolThinker } from './thinker.js';
import { Tables } from './tables.js';

export interface ServeOptions extends GateLimits, ConnectionLimits {
  host: string;
  port: number;
  /** The server's state folder (host key, players' folders). */
  dir: string;
  /** Who may log in: any key, or the keys of this authorized_keys file. */
  access: { open: true } | { authorizedKeys: string };
  /** Thinking worker threads, and requests that may wait for one. */
  thinkWorkers: number;
  thinkQueue: number;
  /** Seconds a table waits for a player who dropped before the computer plays their seat. */
  graceSeconds: number;
  /** Seconds a player at a table has for an out-of-turn decision before the computer makes it. */
  decisionSeconds: number;
  /** The pause before a table's computer moves, in ms. */
  tableDelay?: number;
}

/** Writes a log line. */
/** The pause before a table's computer moves, so that the people at it see each one happen, in ms. */
export const TABLE_DELAY = 400;

export type LogWriter = (line: string) => void;

export class GameServer {
  private readonly connections = new Set<Connection>();
  private readonly saves = new Saves();
  private tables?: Tables;
  private stopping: Promise<void> | undefined;

  private constructor(
    private readonly net: NetServer,
    private readonly pool: ThinkPool,
    private readonly release: () => void,
    private readonly write: LogWriter,
    /** The host key's fingerprint. */
    readonly hostKey: string,
  ) {}

  /**
   * Starts a server: takes the state folder (refusing one another server holds), reads the
   * keys, starts the thinking workers, listens. Every problem is one UsageError line.
   */
  static async start(opts: ServeOptions, write: LogWriter): Promise<GameServer> {
    try {
      mkdirSync(opts.dir, { recursive: true, mode: 0o700 });
      chmodSync(opts.dir, 0o700);
    } catch (e) {
      throw new UsageError(`cannot use the state folder ${quote(opts.dir, 200)} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
    const lock = lockStateDir(opts.dir);
    if (lock.kind === 'busy') {
      throw new UsageError(`another dinner-games (process ${lock.holder.pid}) uses the state folder ${quote(opts.dir, 200)}; give this server its own with --state`);
    }
    if (lock.kind === 'none') throw new UsageError(`cannot lock the state folder ${quote(opts.dir, 200)} (${lock.problem})`);
    if (lock.kind === 'blocked') throw new UsageError(lock.problem);
    try {
      const keys = 'open' in opts.access ? 'open' : KeyList.read(opts.access.authorizedKeys);
      const hostKey = loadHostKey(opts.dir);
      const pool = new ThinkPool({ workers: opts.thinkWorkers, queue: opts.thinkQueue });
      await pool.start();
      // colour is decided per connection: frames are styled here and the styles taken out for a
      // terminal without colour (screens.tsx)
      chalk.level = Math.max(chalk.level, 1) as typeof chalk.level;
      // the screens hide each connection's cursor, and Ink's helper for that shows the process's
      // again on exit, on its stderr: the server's log, where the escape is noise
      if (!process.stderr.isTTY) dropCursorRestore();
      // each connection's screens add a listener to the process (Ink waits for 'beforeExit')
      process.setMaxListeners(Math.max(process.getMaxListeners(), opts.maxConnections + 20));
      const net = createServer({ pauseOnConnect: true });
      const server = new GameServer(net, pool, () => lock.release(), write, hostKey.fingerprint);
      server.wire(opts, keys, hostKey.key);
      await new Promise<void>((resolve, reject) => {
        net.once('error', (e: NodeJS.ErrnoException) =>
          reject(new UsageError(`cannot listen on ${opts.host}:${opts.port} (${e.code === 'EADDRINUSE' ? 'the port is in use' : (e.code ?? e.message)})`)),
        );
        net.listen(opts.port, opts.host, () => resolve());
      });
      if (hostKey.made) server.log('-', '-', `made a new host key ${hostKey.fingerprint}`);
      return server;
    } catch (e) {
      lock.release();
      throw e;
    }
  }

  address(): AddressInfo {
    return this.net.address() as AddressInfo;
  }

  private log(address: string, key: string, what: string): void {
    this.write(`${new Date().toISOString()} ${address} ${key} ${what}\n`);
  }

  private wire(opts: ServeOptions, keys: KeyList | 'open', hostKey: string): void {
    const context = new AsyncLocalStorage<Connection>();
    const players = new Players(opts.dir);
    const saves = this.saves;
    const thinker = poolThinker(this.pool);
    const tables = new Tables({
      think: poolTableThink(this.pool),
      saves,
      root: opts.dir,
      graceMs: opts.graceSeconds * 1000,
      decisionMs: opts.decisionSeconds * 1000,
      delayMs: opts.tableDelay ?? TABLE_DELAY,
      log: (what) => this.log('-', '-', what),
      folder: (key) => players.folder(key),
    });
    this.tables = tables;
    for (const problem of tables.restore()) this.log('-', '-', problem);
    if (tables.size) this.log('-', '-', `opened ${tables.size} table${tables.size === 1 ? '' : 's'} again`);
    const gate = new Gate(opts, (e) => this.log(`${e.address}:${e.port}`, '-', `${e.what}: ${e.why}`));
    const ssh = new ssh2.Server({ hostKeys: [hostKey], ident: 'dinner-games' });
    // ssh2 tells of a client once its version line has come, by its address and port
    const arriving = new Map<string, { socket: Socket; ticket: Ticket }>();
    ssh.on('connection', (client, info) => {
      const at = arriving.get(`${info.ip}|${info.port}`);
      if (!at) return void client.end();
      const conn = new Connection(client, at.socket, at.ticket, {
        limits: opts,
        keys,
        players,
        thinker,
        saves,
        context,
        tables,
        log: (c, what) => this.log(c.address, c.key?.fingerprint ?? '-', what),
      });
      this.connections.add(conn);
      client.on('close', () => this.connections.delete(conn));
    });
    this.net.on('connection', (socket) => {
      if (this.stopping) return void socket.destroy();
      socket.on('error', () => {});
      // frames and keys are small writes that should go at once, as OpenSSH's are in a session
      // with a terminal: Nagle's wait for the peer's (delayed) acknowledgement adds up to 40 ms
      socket.setNoDelay(true);
      const ticket = gate.admit(socket);
      if (!ticket) return;
      this.log(`${ticket.address}:${ticket.port}`, '-', 'connected');
      const id = `${socket.remoteAddress}|${socket.remotePort}`;
      arriving.set(id, { socket, ticket });
      socket.once('close', () => arriving.delete(id));
      ssh.injectSocket(socket);
    });
    // a fault in one connection's code closes that connection; the others play on
    const onFault = (e: unknown) => {
      const conn = context.getStore();
      if (conn) return conn.fault(e);
      this.log('-', '-', `fault outside any connection: ${clean(e instanceof Error ? e.message : String(e), 300)}`);
    };
    process.on('uncaughtException', onFault);
    process.on('unhandledRejection', onFault);
    this.detach = () => {
      process.off('uncaughtException', onFault);
      process.off('unhandledRejection', onFault);
    };
  }

  private detach = () => {};

  /** Stops: no new connection, every connection told `why` and closed, the workers stopped, the folder unlocked. */
  stop(why = 'the server is stopping'): Promise<void> {
    this.stopping ??= (async () => {
      this.log('-', '-', `stopping: ${why}; ${this.connections.size} connection${this.connections.size === 1 ? '' : 's'} to close`);
      this.net.close();
      await Promise.all([...this.connections].map((c) => c.stop(why)));
      this.tables?.close();
      await this.saves.flushAll();
      await this.pool.close();
      this.detach();
      this.release();
      this.log('-', '-', 'stopped');
    })();
    return this.stopping;
  }
}

/** Drops the one write of "show the cursor" that Ink's cursor helper makes to the process's stderr on exit. */
function dropCursorRestore(): void {
  const write = process.stderr.write.bind(process.stderr) as (...a: unknown[]) => boolean;
  process.stderr.write = ((chunk: unknown, ...rest: unknown[]) => (chunk === '\u001B[?25h' ? true : write(chunk, ...rest))) as typeof process.stderr.write;
}
