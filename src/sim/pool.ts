/**
 * Runs a study's games on `workers` threads: this one and workers - 1 worker threads. The
 * games are cut into chunks of consecutive indices, handed out to whichever thread is free
 * (each chunk a share of what is left, so the threads finish together); the chunks' tallies
 * are merged in index order.
 * Tallies are exact (see tally.ts), so the result is the same for any number of workers;
 * `workers: 1` plays in this thread.
 *
 * The worker is its own bundle, dist/sim-worker.mjs, found next to the running bundle (the
 * CLI's or the benchmarks'). Running from the TypeScript sources (tests), it is bundled on the
 * fly.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { UsageError } from '../engine/errors.js';
import { getGame } from '../engine/registry.js';
import { playRange, type StudySpec } from './study.js';
import { Tally } from './tally.js';
import type { WorkerReply, WorkerRequest } from './worker.js';

export interface RunOptions {
  /** Worker threads; 1 plays in this thread. Default: every core. */
  workers?: number;
  /** Called after each chunk with the games done so far. */
  onProgress?: (done: number, total: number) => void;
}

/** Every core the process may use. */
export function defaultWorkers(): number {
  return Math.max(1, availableParallelism());
}

/** The worker's code: the bundle next to this module, else (running from the sources) a fresh bundle of worker.ts. */
async function workerFile(): Promise<URL> {
  const bundled = new URL('./sim-worker.mjs', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return bundled;
  const source = new URL('./worker.ts', import.meta.url);
  if (import.meta.url.endsWith('.ts') && existsSync(fileURLToPath(source))) return bundleFromSource(source);
  throw new UsageError(`the simulation worker ${fileURLToPath(bundled)} is missing: run \`npm run build\`, or use --workers 1`);
}

let fromSource: Promise<URL> | undefined;
/**
 * Tests run the TypeScript sources, and Node 20 cannot start a worker from a .ts file; so the
 * worker is bundled once per process with esbuild (a development dependency, imported by a
 * name the CLI bundle leaves alone) into a temporary file.
 */
function bundleFromSource(source: URL): Promise<URL> {
  fromSource ??= (async () => {
    const name = 'esbuild';
    const esbuild = (await import(name)) as typeof import('esbuild');
    const out = join(mkdtempSync(join(tmpdir(), 'dinner-games-sim-')), 'sim-worker.mjs');
    await esbuild.build({
      entryPoints: [fileURLToPath(source)],
      outfile: out,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    });
    process.once('exit', () => rmSync(dirname(out), { recursive: true, force: true }));
    return pathToFileURL(out);
  })();
  return fromSource;
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
  ) {
    this.next = from;
  }
  take(): [number, number] | undefined {
    const left = this.to - this.next;
    if (left <= 0) return undefined;
    const size = Math.min(left, Math.max(4, Math.min(250, Math.ceil(left / (4 * this.workers)))));
    const chunk: [number, number] = [this.next, this.next + size];
    this.next += size;
    return chunk;
  }
}

/** Merges chunk tallies in the order of their first game. */
function mergeInOrder(seats: number, parts: Map<number, Tally>): Tally {
  const tally = new Tally(seats);
  for (const start of [...parts.keys()].sort((a, b) => a - b)) tally.merge(parts.get(start) as Tally);
  return tally;
}

/** Plays games `from` to `to` (exclusive) of a study and returns their merged tally. */
export async function runStudy(spec: StudySpec, from: number, to: number, opts: RunOptions = {}): Promise<Tally> {
  const total = to - from;
  const workers = Math.max(1, Math.min(opts.workers ?? defaultWorkers(), Math.ceil(total / 4)));
  if (workers === 1) {
    const game = getGame(spec.game);
    const parts = new Map<number, Tally>();
    const chunks = new Chunker(to, from, 1);
    let done = 0;
    for (let c = chunks.take(); c; c = chunks.take()) {
      parts.set(c[0], playRange(spec, c[0], c[1], game));
      done += c[1] - c[0];
      opts.onProgress?.(done, total);
    }
    return mergeInOrder(spec.seats.length, parts);
  }
  const file = await workerFile();
  // the main thread plays chunks too: one worker thread fewer to start and warm up
  return runOnWorkers(file, spec, new Chunker(to, from, workers), workers - 1, total, opts.onProgress);
}

function runOnWorkers(
  file: URL,
  spec: StudySpec,
  chunks: Chunker,
  count: number,
  total: number,
  onProgress?: (done: number, total: number) => void,
): Promise<Tally> {
  const results = new Map<number, Tally>();
  let outstanding = 0;
  /** Whether the main thread has found no chunk left to play. */
  let mainDone = false;
  let done = 0;
  const pool: Worker[] = [];
  return new Promise<Tally>((resolve, reject) => {
    let settled = false;
    const fail = (message: string): void => {
      if (settled) return;
      settled = true;
      for (const w of pool) void w.terminate();
      reject(new Error(message));
    };
    const handOut = (w: Worker): void => {
      const c = chunks.take();
      if (c) {
        outstanding++;
        w.postMessage({ from: c[0], to: c[1] } satisfies WorkerRequest);
      } else w.postMessage(null satisfies WorkerRequest);
    };
    for (let i = 0; i < count; i++) {
      const w = new Worker(file, { workerData: spec });
      pool.push(w);
      w.on('message', (reply: WorkerReply) => {
        if ('error' in reply) return fail(reply.error);
        const t = Tally.fromJSON(reply.tally);
        results.set(reply.from, t);
        outstanding--;
        done += t.games;
        onProgress?.(done, total);
        handOut(w);
        if (mainDone) finish();
      });
      w.on('error', (e) => fail(`a simulation worker failed: ${e.message}`));
      w.on('exit', (code) => {
        if (code !== 0 && !settled) fail(`a simulation worker stopped (exit code ${code})`);
      });
      // two chunks queued per worker, so it never waits for the next one to arrive
      handOut(w);
      handOut(w);
    }
    // meanwhile the main thread plays chunks itself, yielding between them for the replies
    const game = getGame(spec.game);
    const finish = (): void => {
      if (outstanding === 0 && !settled) {
        settled = true;
        for (const x of pool) void x.terminate();
        resolve(mergeInOrder(spec.seats.length, results));
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
        const t = playRange(spec, c[0], c[1], game);
        results.set(c[0], t);
        done += t.games;
        onProgress?.(done, total);
      } catch (e) {
        return fail(e instanceof Error ? e.message : String(e));
      }
      setImmediate(playHere);
    };
    setImmediate(playHere);
  });
}
