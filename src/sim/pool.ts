/**
 * Runs a study's games on `workers` threads: this one and workers - 1 worker threads. The
 * games are cut into chunks of consecutive indices, handed out to whichever thread is free
 * (each chunk a share of what is left, so the threads finish together); the chunks' tallies
 * are merged in index order.
 * Tallies are exact (see tally.ts), so the result is the same for any number of workers;
 * `workers: 1` plays in this thread.
 *
 * Workers are supervised: one that fails, exits with games unplayed, or finishes no game for
 * `stallMs` is an error naming what happened (and the game it was on), never a silent exit or
 * a wait without end. The watch only reads how many games each worker has finished; it never
 * changes what is played.
 *
 * The worker is its own bundle, dist/sim-worker.mjs, found next to the running bundle (the
 * CLI's or the benchmarks'). Running from the TypeScript sources (tests), it is bundled on the
 * fly (worker-file.ts).
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { UsageError } from '../engine/errors.js';
import { getGame } from '../engine/registry.js';
import { dealSeed } from './seeds.js';
import { gamesPerUnit, playPaired, playRange, seatingOf, type GameRow, type PairedChunkResult, type PairedSpec, type StudySpec } from './study.js';
import { defaultWorkers, maxWorkers } from './cpus.js';
import { collectNow, holdYoungGeneration, releaseYoungGeneration, workerLimits } from './memory.js';
import { PairedTally, type PairedChunkJson } from './paired-tally.js';
import { Tally, type TallyJson } from './tally.js';
import { findWorker } from './worker-file.js';
import type { WorkerData, WorkerJob, WorkerReply, WorkerRequest } from './worker.js';

export interface RunOptions {
  /** Worker threads; 1 plays in this thread. Default: every CPU the process may use. */
  workers?: number;
  /** Called after each chunk with the games done so far. */
  onProgress?: (done: number, total: number) => void;
  /** How long a worker may go without finishing a game before it counts as stuck, in ms. */
  stallMs?: number;
  /** The worker's code (tests give a misbehaving one); default: the simulation worker. */
  workerFile?: URL;
  /**
   * Hears each chunk's game rows (with `spec.keepGames`) in study order as the chunks are
   * merged, instead of the merged tally keeping them: memory stays flat however many games.
   */
  onRows?: (rows: readonly GameRow[]) => void;
}

/** A worker that finishes no game for this long is stuck: far beyond the slowest game seen. */
export const STALL_MS = 10 * 60 * 1000;

/** The worker's code: the bundle next to this module, else (running from the sources) a fresh bundle of worker.ts. */
async function workerFile(): Promise<URL> {
  const bundled = new URL('./sim-worker.mjs', import.meta.url);
  const found = await findWorker(bundled, new URL('./worker.ts', import.meta.url));
  if (found) return found;
  throw new UsageError(`the simulation worker ${fileURLToPath(bundled)} is missing: run \`npm run build\`, or use --workers 1`);
}

/**
 * Cuts `from..to` into chunks as they are asked for, each a share of what remains (guided
 * scheduling): big chunks early for little messaging, small ones at the end so that the
 * workers finish together.
 */
class Chunker {
  private next: number;
  constructor(
    private readonly to: number,
    from: number,
    private readonly workers: number,
    /** The largest chunk, in units. */
    private readonly most = 250,
  ) {
    this.next = from;
  }
  take(): [number, number] | undefined {
    const left = this.to - this.next;
    if (left <= 0) return undefined;
    const size = Math.min(left, Math.max(Math.min(4, this.most), Math.min(this.most, Math.ceil(left / (4 * this.workers)))));
    const chunk: [number, number] = [this.next, this.next + size];
    this.next += size;
    return chunk;
  }
}

/**
 * Merges chunk results in the order of their first unit as they arrive, holding back only the
 * chunks that finish before an earlier one: the merged figures are those of merging them all at
 * the end, and memory no longer grows with the number of games.
 */
class InOrder<T> {
  private next: number;
  private readonly early = new Map<number, { to: number; result: T }>();

  constructor(
    from: number,
    private readonly merge: (result: T) => void,
  ) {
    this.next = from;
  }

  /** The result of units `from` to `to` (exclusive). */
  add(from: number, to: number, result: T): void {
    this.early.set(from, { to, result });
    for (let e = this.early.get(this.next); e; e = this.early.get(this.next)) {
      this.early.delete(this.next);
      this.merge(e.result);
      this.next = e.to;
    }
  }

  /** Checks that every chunk has come. */
  done(): void {
    if (this.early.size) throw new Error(`chunks from game ${this.next} on never came`);
  }
}

/**
 * A job for the pool: what to do with a chunk of units (games of a study, or deals of a paired
 * study) here and in a worker, and how the results add up.
 */
interface Job<T> {
  /** What a worker thread is started with (besides its slot). */
  work: WorkerJob;
  /** Plays units `from` to `to` in this thread. */
  play(from: number, to: number): T;
  /** A worker's answer for a chunk. */
  read(reply: Extract<WorkerReply, { from: number }>): T;
  /** Adds a chunk's result (called in unit order). */
  merge(result: T): void;
  /** "on game 12 of the study (seed 13)": where a stuck worker was, from its chunk and games played in it. */
  where(chunk: [number, number], played: number): string;
}

/** Plays games `from` to `to` (exclusive) of a study and returns their merged tally. */
export async function runStudy(spec: StudySpec, from: number, to: number, opts: RunOptions = {}): Promise<Tally> {
  const tally = new Tally(spec.seats.length);
  const game = getGame(spec.game);
  await runJob(
    {
      work: { spec },
      play: (a, b) => playRange(spec, a, b, game),
      read: (reply) => Tally.fromJSON((reply as { tally: TallyJson }).tally),
      merge: (t) => {
        if (opts.onRows) {
          const rows = t.rows;
          t.rows = [];
          opts.onRows(rows);
        }
        tally.merge(t);
      },
      where: (c, played) => {
        const i = c[0] + played;
        return `on game ${i + 1} of the study (seed ${spec.gameSeed ?? dealSeed(spec.seed, seatingOf(spec, i).deal)})`;
      },
    },
    from,
    to,
    opts,
  );
  return tally;
}

/** Games (over every variant) in the largest chunk of a paired study. */
const PAIRED_CHUNK_GAMES = 100;

/** What a paired study gives: each variant's tally, and the paired sums. */
export interface PairedResult {
  tallies: Tally[];
  paired: PairedTally;
}

/**
 * Plays units `from` to `to` of a paired study (every variant on the same deals) and returns
 * each variant's tally and the paired sums; nothing grows with the number of games.
 */
export async function runPaired(spec: PairedSpec, from: number, to: number, opts: RunOptions = {}, into?: PairedResult): Promise<PairedResult> {
  // `into`: the units before `from`, to add these to (-n auto plays a study in batches)
  const tallies = into?.tallies ?? spec.variants.map((v) => new Tally(v.seats.length));
  const paired = into?.paired ?? new PairedTally(spec.variants.length);
  const games = spec.variants.map((v) => getGame(v.game));
  const per = gamesPerUnit(spec);
  await runJob<PairedChunkResult>(
    {
      work: { paired: spec },
      play: (a, b) => playPaired(spec, a, b, games),
      read: (reply) => {
        const r = reply as { tallies: TallyJson[]; paired: PairedChunkJson };
        return { tallies: r.tallies.map((t) => Tally.fromJSON(t)), paired: r.paired };
      },
      merge: (r) => {
        r.tallies.forEach((t, v) => tallies[v].merge(t));
        paired.add(r.paired);
      },
      where: (c) => `on games ${c[0] * per + 1} to ${c[1] * per} of the study (seed ${dealSeed(spec.variants[0].seed, seatingOf(spec.variants[0], c[0] * per).deal)} first)`,
    },
    from,
    to,
    // about a hundred games a chunk, all variants counted: a chunk's tallies die young, where
    // chunks of 250 deals outlived two scavenges and grew the old space (random Royal Dinner
    // Party, one worker: peak RSS 83 MB at 10,000 deals and 113 MB at 200,000; 79 and 86 MB
    // with 50 deals a chunk)
    { ...opts, perGame: spec.variants.length * per, chunk: Math.max(1, Math.round(PAIRED_CHUNK_GAMES / (spec.variants.length * per))) },
  );
  return { tallies, paired };
}

/** Runs a job's units `from` to `to` (exclusive) on the pool. */
async function runJob<T>(job: Job<T>, from: number, to: number, opts: RunOptions & { perGame?: number; chunk?: number }): Promise<void> {
  const total = to - from;
  const workers = Math.max(1, Math.min(opts.workers ?? defaultWorkers(), maxWorkers(), Math.ceil(total / 4)));
  const results = new InOrder<T>(from, job.merge);
  if (workers === 1) {
    const chunks = new Chunker(to, from, 1, opts.chunk);
    let done = 0;
    try {
      for (let c = chunks.take(); c; c = chunks.take()) {
        results.add(c[0], c[1], job.play(c[0], c[1]));
        done += c[1] - c[0];
        opts.onProgress?.(done, total);
        holdYoungGeneration();
        collectNow();
        // and a turn of the event loop, for V8's own idle-time work
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      releaseYoungGeneration();
    }
    return results.done();
  }
  const file = opts.workerFile ?? (await workerFile());
  // the main thread plays chunks too: one worker thread fewer to start and warm up
  return runOnWorkers(file, job, results, new Chunker(to, from, workers, opts.chunk), workers - 1, total, opts.onProgress, opts.stallMs ?? STALL_MS, opts.perGame ?? 1);
}
/** One worker thread and what it owes: the chunks sent and not yet answered, oldest first. */
interface Hand {
  worker: Worker;
  slot: number;
  owed: [number, number][];
  /** Games of the chunks it has answered. */
  finished: number;
  /** Games it had finished at the last look, and when that count last moved. */
  seen: number;
  since: number;
}

function runOnWorkers<T>(
  file: URL,
  job: Job<T>,
  results: InOrder<T>,
  chunks: Chunker,
  count: number,
  total: number,
  onProgress: ((done: number, total: number) => void) | undefined,
  stallMs: number,
  perGame: number,
): Promise<void> {
  let outstanding = 0;
  /** Whether the main thread has found no chunk left to play. */
  let mainDone = false;
  let done = 0;
  const pool: Hand[] = [];
  const played = new Int32Array(new SharedArrayBuffer(4 * Math.max(1, count)));
  let watch: NodeJS.Timeout | undefined;
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const stop = (): void => {
      settled = true;
      clearInterval(watch);
      for (const h of pool) void h.worker.terminate();
    };
    const fail = (message: string): void => {
      if (settled) return;
      stop();
      // a worker that stops or sticks is a fault of the program, reported as one (exit code 70)
      reject(new Error(`${message}; the study is not finished`));
    };
    /** "on game 12 of the study (seed 13)": where a worker was, for the message. */
    const onGame = (h: Hand): string => {
      const c = h.owed[0];
      if (!c) return 'between chunks';
      return job.where(c, Atomics.load(played, h.slot) - h.finished);
    };
    const handOut = (h: Hand): void => {
      const c = chunks.take();
      if (c) {
        outstanding++;
        h.owed.push(c);
        h.worker.postMessage({ from: c[0], to: c[1] } satisfies WorkerRequest);
      } else h.worker.postMessage(null satisfies WorkerRequest);
    };
    for (let i = 0; i < count; i++) {
      const w = new Worker(file, { workerData: { ...job.work, played, slot: i } satisfies WorkerData, resourceLimits: workerLimits });
      const h: Hand = { worker: w, slot: i, owed: [], finished: 0, seen: 0, since: Date.now() };
      pool.push(h);
      w.on('message', (reply: WorkerReply) => {
        if (settled) return;
        if (!reply || typeof reply !== 'object') return fail('a simulation worker sent something that is not a result');
        if ('error' in reply) return fail(`a simulation worker failed: ${reply.error}`);
        const chunk = h.owed.find((c) => c[0] === reply.from);
        if (!chunk) return fail(`a simulation worker sent games ${reply.from + 1} on, which it was not given`);
        results.add(chunk[0], chunk[1], job.read(reply));
        h.owed = h.owed.filter((c) => c !== chunk);
        h.finished += (chunk[1] - chunk[0]) * perGame;
        outstanding--;
        done += chunk[1] - chunk[0];
        onProgress?.(done, total);
        handOut(h);
        if (mainDone) finish();
      });
      w.on('error', (e) => fail(`a simulation worker failed: ${e.message}`));
      w.on('exit', (code) => {
        if (settled) return;
        // a worker leaves when told there is nothing left; leaving with games owed loses them
        if (code !== 0 || h.owed.length) {
          const owed = h.owed.reduce((n, c) => n + (c[1] - c[0]) * perGame, 0);
          fail(`a simulation worker stopped (exit code ${code}) with ${owed} game${owed === 1 ? '' : 's'} unplayed`);
        }
      });
      // two chunks queued per worker, so it never waits for the next one to arrive
      handOut(h);
      handOut(h);
    }
    // the watch: a worker that owes games and has finished none for stallMs is stuck
    watch = setInterval(
      () => {
        const now = Date.now();
        for (const h of pool) {
          const n = Atomics.load(played, h.slot);
          if (n !== h.seen || !h.owed.length) {
            h.seen = n;
            h.since = now;
          } else if (now - h.since > stallMs) {
            const time = stallMs >= 1000 ? `${Math.round(stallMs / 1000)} s` : `${stallMs} ms`;
            return fail(`a simulation worker finished no game for ${time}, ${onGame(h)}: it seems stuck`);
          }
        }
      },
      Math.max(10, Math.min(stallMs / 4, 5000)),
    );
    watch.unref();
    // meanwhile the main thread plays chunks itself, yielding between them for the replies
    const finish = (): void => {
      if (outstanding === 0 && !settled) {
        stop();
        try {
          results.done();
          resolve();
        } catch (e) {
          fail((e as Error).message);
        }
      }
    };
    const playHere = (): void => {
      if (settled) return;
      const c = chunks.take();
      if (!c) {
        mainDone = true;
        return finish();
      }
      try {
        results.add(c[0], c[1], job.play(c[0], c[1]));
        done += c[1] - c[0];
        onProgress?.(done, total);
      } catch (e) {
        return fail(e instanceof Error ? e.message : String(e));
      }
      setImmediate(playHere);
    };
    setImmediate(playHere);
  });
}
