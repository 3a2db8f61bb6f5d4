/**
 * The server's thinking: computer moves and hints of every connection, worked out on a few
 * worker threads shared by all of them, off the event loop that reads keys and draws frames
 * (a 500 ms search in the main thread raised every other connection's p99 key-to-frame from
 * 16 to 483 ms in the prototype; in a worker, to 23 ms). Requests wait in one bounded queue,
 * first come first served; a request that finds the queue full is refused at once (`Busy`),
 * so a busy server says so instead of keeping an ever longer line. A request whose asker went
 * away (the player moved on, left) leaves the queue, or is cancelled in its worker.
 *
 * Workers are supervised: one that fails or exits is replaced, its request failing with a
 * message (the screens then let greedy move, and say why); one that thinks about a single
 * request for longer than `stallMs` is stopped as stuck.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { UsageError } from '../engine/errors.js';
import { workerLimits } from '../sim/memory.js';
import { findWorker } from '../sim/worker-file.js';
import type { Waiting } from '../ui/thinker.js';
import type { ThinkAnswer, ThinkJob, ThinkReply, ThinkRequest } from './think-worker.js';

/** A request refused because the queue is full. */
export class Busy extends Error {
  constructor() {
    super('the server is busy: its queue of requests to think is full');
  }
}

export interface PoolOptions {
  /** Worker threads. */
  workers: number;
  /** Requests that may wait for a worker; more are refused (`Busy`). */
  queue: number;
  /** A request thought about for longer than this (ms) stops its worker as stuck. */
  stallMs?: number;
  /** The worker's code (tests); default: the bundled think-worker beside this module. */
  file?: URL;
}

/** A search's budget counts work, and the hardest level's is about a second; far beyond it is a fault. */
export const STALL_MS = 60_000;

interface Pending {
  id: number;
  job: ThinkJob;
  resolve(a: ThinkAnswer): void;
  reject(e: unknown): void;
  signal?: AbortSignal;
  onWait?: (w: Waiting | undefined) => void;
  onAbort?: () => void;
  /** Its place in the queue as last told (0: being thought about). */
  told?: number;
}

interface Slot {
  worker?: Worker;
  /** The request its worker is thinking about, and since when (ms); `gone`: its asker no longer waits. */
  current?: { p: Pending; since: number; gone: boolean };
}

const abortError = () => Object.assign(new Error('the request was cancelled'), { name: 'AbortError' });

export class ThinkPool {
  private readonly slots: Slot[];
  private readonly waiting: Pending[] = [];
  private readonly max: number;
  private readonly stallMs: number;
  private file: URL | undefined;
  private next = 0;
  private closed = false;
  private readonly watch: NodeJS.Timeout;

  constructor(private readonly opts: PoolOptions) {
    this.slots = Array.from({ length: Math.max(1, opts.workers) }, () => ({}));
    this.max = Math.max(0, opts.queue);
    this.stallMs = opts.stallMs ?? STALL_MS;
    this.file = opts.file;
    this.watch = setInterval(() => this.lookForStuck(), Math.max(10, Math.min(this.stallMs / 4, 5000)));
    this.watch.unref();
  }

  /** Finds the worker's code and starts the workers, so the first request is not slowed by it. */
  async start(): Promise<void> {
    if (!this.file) {
      const bundled = new URL('./think-worker.mjs', import.meta.url);
      this.file = await findWorker(bundled, new URL('./think-worker.ts', import.meta.url));
      if (!this.file) throw new UsageError(`the thinking worker ${fileURLToPath(bundled)} is missing: run \`npm run build\``);
    }
    for (const s of this.slots) this.spawn(s);
  }

  /** Requests waiting for a worker, and workers thinking. */
  load(): { queued: number; thinking: number } {
    return { queued: this.waiting.length, thinking: this.slots.filter((s) => s.current).length };
  }

  /**
   * Thinks about `job` on a worker. Rejects with `Busy` at once when the queue is full, and with
   * an AbortError when `signal` aborts; `onWait` hears the request's place while it waits.
   */
  run(job: ThinkJob, signal?: AbortSignal, onWait?: (w: Waiting | undefined) => void): Promise<ThinkAnswer> {
    return new Promise<ThinkAnswer>((resolve, reject) => {
      if (this.closed) return reject(new Error('the server is stopping'));
      if (signal?.aborted) return reject(abortError());
      const free = this.slots.find((s) => !s.current);
      if (!free && this.waiting.length >= this.max) return reject(new Busy());
      const p: Pending = { id: ++this.next, job, resolve, reject, signal, onWait };
      p.onAbort = () => this.abandon(p);
      signal?.addEventListener('abort', p.onAbort, { once: true });
      if (free) return this.dispatch(free, p);
      this.waiting.push(p);
      this.tellPlaces();
    });
  }

  /** Stops the workers; requests still waiting or thought about fail. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.watch);
    for (const p of this.waiting.splice(0)) this.settle(p, new Error('the server is stopping'));
    await Promise.all(
      this.slots.map(async (s) => {
        if (s.current) this.settle(s.current.p, new Error('the server is stopping'));
        s.current = undefined;
        const w = s.worker;
        s.worker = undefined;
        if (w) await w.terminate();
      }),
    );
  }

  private spawn(slot: Slot): Worker {
    const w = new Worker(this.file as URL, { resourceLimits: workerLimits });
    slot.worker = w;
    w.on('message', (reply: ThinkReply) => {
      const cur = slot.current;
      if (!cur || !reply || typeof reply !== 'object' || reply.id !== cur.p.id) return;
      slot.current = undefined;
      if ('error' in reply) this.settle(cur.p, new Error(reply.error));
      else this.settle(cur.p, undefined, reply);
      this.pump();
    });
    const lost = (why: string) => {
      if (slot.worker !== w) return;
      slot.worker = undefined;
      const cur = slot.current;
      slot.current = undefined;
      if (cur) this.settle(cur.p, new Error(`the thinking worker ${why}`));
      if (!this.closed) this.pump();
    };
    w.on('error', (e) => lost(`failed: ${e.message}`));
    w.on('exit', (code) => lost(`stopped (exit code ${code})`));
    return w;
  }

  private dispatch(slot: Slot, p: Pending): void {
    const w = slot.worker ?? this.spawn(slot);
    slot.current = { p, since: Date.now(), gone: false };
    if (p.told !== undefined) p.onWait?.(undefined);
    p.told = 0;
    w.postMessage({ id: p.id, job: p.job } satisfies ThinkRequest);
  }

  /** Hands waiting requests to free workers, and tells the rest their new places. */
  private pump(): void {
    if (this.closed) return;
    for (const s of this.slots) {
      if (s.current) continue;
      const p = this.waiting.shift();
      if (!p) break;
      this.dispatch(s, p);
    }
    this.tellPlaces();
  }

  /** Tells each waiting request its place, when it has changed. */
  private tellPlaces(): void {
    this.waiting.forEach((p, i) => {
      if (p.told === i + 1) return;
      p.told = i + 1;
      p.onWait?.({ queued: i + 1 });
    });
  }

  /** The asker went away: out of the queue, or cancelled in its worker (which is free once it answers). */
  private abandon(p: Pending): void {
    const i = this.waiting.indexOf(p);
    if (i >= 0) {
      this.waiting.splice(i, 1);
      this.settle(p, abortError());
      this.tellPlaces();
      return;
    }
    const slot = this.slots.find((s) => s.current?.p === p);
    if (slot?.current && !slot.current.gone) {
      slot.current.gone = true;
      slot.worker?.postMessage({ cancel: p.id } satisfies ThinkRequest);
      this.settle(p, abortError());
    }
  }

  private settle(p: Pending, error: unknown, answer?: ThinkAnswer): void {
    if (p.onAbort) p.signal?.removeEventListener('abort', p.onAbort);
    p.onAbort = undefined;
    if (error !== undefined) p.reject(error);
    else p.resolve(answer as ThinkAnswer);
  }

  private lookForStuck(): void {
    const now = Date.now();
    for (const s of this.slots) {
      if (s.current && now - s.current.since > this.stallMs) {
        const w = s.worker;
        const cur = s.current;
        s.worker = undefined;
        s.current = undefined;
        const time = this.stallMs >= 1000 ? `${Math.round(this.stallMs / 1000)} s` : `${this.stallMs} ms`;
        this.settle(cur.p, new Error(`the thinking worker took more than ${time} and was stopped`));
        void w?.terminate();
        this.pump();
      }
    }
  }
}
