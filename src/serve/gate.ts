/**
 * Who gets in at the TCP level, before SSH says a word (ssh2 has no limit of its own): at most
 * `maxConnections` connections and `maxPerAddress` from one address, and `loginSeconds` to
 * finish the handshake and log in, after which the socket is closed.
 *
 * A connection that has not logged in yet holds its place only until someone needs it: when a
 * limit is reached, the oldest such connection (from that address, for the per-address limit)
 * is closed to make room, and only when every place is held by a player who logged in is the
 * newcomer refused. So a flood of connections that never finish the handshake cannot keep a
 * real player out; it can only make them wait one handshake.
 */
import type { Socket } from 'node:net';

export interface GateLimits {
  maxConnections: number;
  maxPerAddress: number;
  loginSeconds: number;
}

/** A connection let in: `loggedIn` once it has, `address` as logged. */
export interface Ticket {
  readonly address: string;
  readonly port: number;
  loggedIn(): void;
}

interface Entry {
  socket: Socket;
  address: string;
  pending: boolean;
  timer?: NodeJS.Timeout;
}

/** Why a connection was closed or refused at the gate, for the log. */
export type GateEvent =
  | { what: 'refused'; address: string; port: number; why: string }
  | { what: 'dropped'; address: string; port: number; why: string };

/** An address as one client: IPv4 addresses that arrive mapped into IPv6 are the same client. */
export function clientAddress(socket: Socket): string {
  const a = socket.remoteAddress ?? 'unknown';
  return a.startsWith('::ffff:') ? a.slice(7) : a;
}

export class Gate {
  /** Connections in, oldest first. */
  private readonly entries: Entry[] = [];

  constructor(
    private readonly limits: GateLimits,
    private readonly log: (e: GateEvent) => void,
  ) {}

  get count(): number {
    return this.entries.length;
  }

  /** Lets `socket` in, making room as said above, or closes it and returns undefined. */
  admit(socket: Socket): Ticket | undefined {
    const address = clientAddress(socket);
    const port = socket.remotePort ?? 0;
    const mine = this.entries.filter((e) => e.address === address);
    if (mine.length >= this.limits.maxPerAddress && !this.makeRoom(mine, `room for a new connection from ${address}`)) {
      return this.refuse(socket, address, port, `${this.limits.maxPerAddress} connections from this address already (--max-per-address)`);
    }
    if (this.entries.length >= this.limits.maxConnections && !this.makeRoom(this.entries, 'room for a new connection')) {
      return this.refuse(socket, address, port, `${this.limits.maxConnections} connections already (--max-connections)`);
    }
    const entry: Entry = { socket, address, pending: true };
    this.entries.push(entry);
    entry.timer = setTimeout(() => {
      this.log({ what: 'dropped', address, port, why: `did not log in within ${this.limits.loginSeconds} s (--login-seconds)` });
      socket.destroy();
    }, this.limits.loginSeconds * 1000);
    entry.timer.unref();
    socket.once('close', () => {
      clearTimeout(entry.timer);
      const i = this.entries.indexOf(entry);
      if (i >= 0) this.entries.splice(i, 1);
    });
    return {
      address,
      port,
      loggedIn: () => {
        entry.pending = false;
        clearTimeout(entry.timer);
      },
    };
  }

  /** Closes the oldest connection among `among` that has not logged in; false when there is none. */
  private makeRoom(among: readonly Entry[], why: string): boolean {
    const oldest = among.find((e) => e.pending);
    if (!oldest) return false;
    oldest.pending = false;
    clearTimeout(oldest.timer);
    const i = this.entries.indexOf(oldest);
    if (i >= 0) this.entries.splice(i, 1);
    this.log({ what: 'dropped', address: oldest.address, port: oldest.socket.remotePort ?? 0, why: `not logged in yet, closed to make ${why}` });
    oldest.socket.destroy();
    return true;
  }

  private refuse(socket: Socket, address: string, port: number, why: string): undefined {
    this.log({ what: 'refused', address, port, why });
    socket.destroy();
    return undefined;
  }
}
