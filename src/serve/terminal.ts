/**
 * A connection's terminal, as the screens need one: an SSH channel has no kernel pty behind it
 * on this side, so these streams do what a pty would. Keys: a TTY-like readable whose raw mode
 * only records (the client's own terminal is in raw mode already, OpenSSH puts it there).
 * Frames: a TTY-like writable with the client's size (at most the largest size drawn) and a
 * `resize` event on window-change, which turns `\n` into `\r\n` as a pty's output processing
 * would (or every line stair-steps), and honours the channel's back-pressure.
 *
 * Input is limited to `inputRate` bytes a second (a bucket holding one second's worth, so
 * typing and the bursts of a slow link pass); `onFlood` hears of more. Output a client does
 * not read piles up in memory: past MAX_UNREAD bytes, `onStuck` hears of it.
 */
import { PassThrough, Writable } from 'node:stream';

/** Output a client has not read before its connection counts as stuck (a hung phone, a client that never reads). */
export const MAX_UNREAD = 1024 * 1024;

/** The channel as this file uses it: write with back-pressure (ssh2's Channel). */
export interface ChannelLike {
  write(chunk: string, cb: (e?: Error | null) => void): boolean;
  readonly writable: boolean;
}

export interface TerminalOptions {
  /** The client's size, and the largest drawn. */
  columns: number;
  rows: number;
  maxColumns: number;
  maxRows: number;
  /** Bytes of input a second. */
  inputRate: number;
  /** More input than the rate allows: the connection should close. */
  onFlood(): void;
  /** More output unread than MAX_UNREAD: the connection should close. */
  onStuck(): void;
}

export type TtyIn = NodeJS.ReadStream & { isRaw: boolean };
export type TtyOut = NodeJS.WriteStream & { columns: number; rows: number };

export class ChannelTerminal {
  readonly stdin: TtyIn;
  readonly stdout: TtyOut;
  private tokens: number;
  private last = Date.now();

  constructor(
    private readonly channel: ChannelLike,
    private readonly opts: TerminalOptions,
  ) {
    this.tokens = opts.inputRate;
    const stdin = new PassThrough() as unknown as TtyIn;
    Object.assign(stdin, {
      isTTY: true,
      isRaw: false,
      setRawMode(mode: boolean) {
        stdin.isRaw = mode;
        return stdin;
      },
      ref: () => stdin,
      unref: () => stdin,
    });
    this.stdin = stdin;
    this.stdout = frames(channel, opts);
    this.resize(opts.columns, opts.rows);
  }

  /** The client's window changed: the screens draw at its size (at most the largest drawn). */
  resize(columns: number, rows: number): void {
    const out = this.stdout;
    const c = clampSize(columns, 80, this.opts.maxColumns);
    const r = clampSize(rows, 24, this.opts.maxRows);
    const changed = out.columns !== c || out.rows !== r;
    out.columns = c;
    out.rows = r;
    if (changed) out.emit('resize');
  }

  /**
   * Spends `bytes` of the input allowance (keys, and what a window-change costs to draw);
   * returns false, having told `onFlood`, when there is not enough.
   */
  spend(bytes: number): boolean {
    const now = Date.now();
    const rate = this.opts.inputRate;
    this.tokens = Math.min(rate, this.tokens + ((now - this.last) / 1000) * rate);
    this.last = now;
    if (bytes > this.tokens) {
      this.opts.onFlood();
      return false;
    }
    this.tokens -= bytes;
    return true;
  }

  /** Keys from the client. */
  input(data: Buffer): void {
    if (this.spend(data.length)) this.stdin.write(data);
  }

  /** Ends both streams (the connection is closing); later writes are dropped. */
  close(): void {
    this.stdin.end();
    this.stdout.destroy();
  }
}

/** A size from the client: 0 or nonsense reads as the usual default, and no more than the largest drawn. */
function clampSize(n: number, fallback: number, max: number): number {
  return Math.min(Number.isSafeInteger(n) && n > 0 ? n : fallback, max);
}

/**
 * The frames' stream. What the screens write in one turn of the event loop (a frame comes in
 * three writes: begin, the lines, end) goes out as one write, so one SSH packet, encrypted
 * once, instead of three.
 */
function frames(channel: ChannelLike, opts: TerminalOptions): TtyOut {
  const send = (text: string, cb: () => void) => {
    if (!channel.writable) return cb();
    channel.write(text.replace(/\r?\n/g, '\r\n'), () => cb());
    if (out.writableLength > MAX_UNREAD) opts.onStuck();
  };
  const text = (chunk: string | Buffer) => (typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
  const out = new Writable({
    decodeStrings: false,
    highWaterMark: 64 * 1024,
    write(chunk: string | Buffer, _enc, cb) {
      send(text(chunk), cb);
    },
    writev(chunks, cb) {
      send(chunks.map((c) => text(c.chunk as string | Buffer)).join(''), cb);
    },
  }) as unknown as TtyOut;
  const write = out.write.bind(out) as (...args: unknown[]) => boolean;
  out.write = ((...args: unknown[]) => {
    if (!out.writableCorked && !out.destroyed) {
      out.cork();
      process.nextTick(() => out.uncork());
    }
    return write(...args);
  }) as typeof out.write;
  Object.assign(out, { isTTY: true, columns: 80, rows: 24 });
  // a write after the connection closed (a last frame) is dropped, not an error
  out.on('error', () => {});
  return out;
}
