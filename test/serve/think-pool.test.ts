// The server's thinking on worker threads: the very moves (and hints) the screens' own thread
// would choose, the seat's generator left as it would be; a bounded queue that refuses when full
// and tells each waiting request its place; a request whose asker left leaves the queue; a
// worker that dies or sticks is replaced and its request fails with a message.
import '../../src/games/index.js';
import '../../src/ai/index.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match } from '../../src/engine/match.js';
import { matchFromRecord } from '../helpers/rules.js';
import { Busy, ThinkPool } from '../../src/serve/think-pool.js';
import { poolThinker } from '../../src/serve/thinker.js';
import type { ThinkJob } from '../../src/serve/think-worker.js';
import { localThinker, type Waiting } from '../../src/ui/thinker.js';
import { tempDir } from '../helpers/serve.js';

const feast = (seed: number) => matchFromRecord({ game: 'the-feast', seed, options: {}, seats: ['human', 'easy', 'normal', 'greedy'], moves: [] });

/** Plays `match` on: the person's first legal move, the computers by `think`; returns the computers' moves. */
async function playOut(match: Match, think: (m: Match, seat: number) => Promise<number>, turns: number): Promise<number[]> {
  const chosen: number[] = [];
  for (let i = 0; i < turns && !match.outcome().over; i++) {
    const seat = match.toMove().find((s) => s !== 0) ?? match.toMove()[0];
    const move = seat === 0 ? match.legal(0)[0].move : await think(match, seat);
    if (seat !== 0) chosen.push(move);
    match.play(seat, move);
  }
  return chosen;
}

describe('the thinking pool', () => {
  let pool: ThinkPool;
  const tmp = tempDir('dg-pool-');
  beforeAll(async () => {
    pool = new ThinkPool({ workers: 2, queue: 8 });
    await pool.start();
  });
  afterAll(async () => {
    await pool.close();
    tmp.done();
  });

  it('chooses the moves this thread would, and leaves each seat\'s generator as this thread would', async () => {
    const here = feast(11);
    const there = feast(11);
    const signal = new AbortController().signal;
    const a = await playOut(here, (m, s) => localThinker.move(m, s, signal), 40);
    const thinker = poolThinker(pool);
    const b = await playOut(there, (m, s) => thinker.move(m, s, signal), 40);
    expect(b).toEqual(a);
    expect(b.length).toBeGreaterThan(10);
    expect(there.record().moves).toEqual(here.record().moves);
    for (const seat of [1, 2, 3]) expect(there.seatRng(seat)).toEqual(here.seatRng(seat));
  });

  it('gives the hint this thread would', async () => {
    const m = feast(3);
    const signal = new AbortController().signal;
    const seat = m.toMove()[0];
    const mine = await localThinker.hint(m, seat, signal);
    expect(await poolThinker(pool).hint(m, seat, signal)).toEqual(mine);
  });

  it('queues no more than its bound, tells each request its place, and lets a request leave the queue', async () => {
    // a worker that sleeps a fixed time on every request: the queue's behaviour, not the search's
    const file = join(tmp.path, 'slow-worker.mjs');
    writeFileSync(
      file,
      `import { parentPort } from 'node:worker_threads';
       parentPort.on('message', (r) => { if (r.id) setTimeout(() => parentPort.postMessage({ id: r.id, move: r.id, rng: [] }), 150); });`,
    );
    const slow = new ThinkPool({ workers: 1, queue: 2, file: pathToFileURL(file) });
    await slow.start();
    try {
      const job = { type: 'move' } as ThinkJob;
      const places: (Waiting | undefined)[][] = [[], [], []];
      const first = slow.run(job, undefined, (w) => places[0].push(w));
      const second = slow.run(job, undefined, (w) => places[1].push(w));
      const leaving = new AbortController();
      const third = slow.run(job, leaving.signal, (w) => places[2].push(w));
      await expect(slow.run(job)).rejects.toBeInstanceOf(Busy);
      expect(slow.load()).toEqual({ queued: 2, thinking: 1 });
      leaving.abort();
      await expect(third).rejects.toThrow(/cancelled/);
      expect(slow.load()).toEqual({ queued: 1, thinking: 1 });
      expect(await first).toMatchObject({ move: 1 });
      expect(await second).toMatchObject({ move: 2 });
      expect(places[0]).toEqual([]);
      expect(places[1]).toEqual([{ queued: 1 }, undefined]);
      expect(places[2]).toEqual([{ queued: 2 }]);
    } finally {
      await slow.close();
    }
  });

  it('replaces a worker that dies, and stops one that sticks, failing their requests with a message', async () => {
    const file = join(tmp.path, 'bad-worker.mjs');
    writeFileSync(
      file,
      `import { parentPort } from 'node:worker_threads';
       parentPort.on('message', (r) => {
         if (r.job?.seat === 1) process.exit(3);
         if (r.job?.seat === 2) return; // never answers
         if (r.id) parentPort.postMessage({ id: r.id, move: 7, rng: [] });
       });`,
    );
    // a worker that dies: long stall limit, so that a slow exit on a busy machine is not told as a stall
    const dying = new ThinkPool({ workers: 1, queue: 4, file: pathToFileURL(file), stallMs: 60_000 });
    await dying.start();
    try {
      await expect(dying.run({ type: 'move', seat: 1 } as ThinkJob)).rejects.toThrow(/stopped \(exit code 3\)/);
      expect(await dying.run({ type: 'move', seat: 0 } as ThinkJob)).toMatchObject({ move: 7 });
    } finally {
      await dying.close();
    }
    const stuck = new ThinkPool({ workers: 1, queue: 4, file: pathToFileURL(file), stallMs: 2000 });
    await stuck.start();
    try {
      await expect(stuck.run({ type: 'move', seat: 2 } as ThinkJob)).rejects.toThrow(/took more than 2 s and was stopped/);
      expect(await stuck.run({ type: 'move', seat: 0 } as ThinkJob)).toMatchObject({ move: 7 });
    } finally {
      await stuck.close();
    }
  });

  it('asks again while the queue is full, saying the server is busy, until the request fits', async () => {
    const file = join(tmp.path, 'one-worker.mjs');
    writeFileSync(
      file,
      `import { parentPort } from 'node:worker_threads';
       parentPort.on('message', (r) => { if (r.id) setTimeout(() => parentPort.postMessage({ id: r.id, move: 0, rng: [1, 2, 3, 4] }), 300); });`,
    );
    const tiny = new ThinkPool({ workers: 1, queue: 0, file: pathToFileURL(file) });
    await tiny.start();
    try {
      const match = feast(5);
      const seat = 1;
      // a search seat's request waits for the worker to be free: the first fills it
      const busy = tiny.run({ type: 'move' } as ThinkJob);
      const seen: (Waiting | undefined)[] = [];
      const move = await poolThinker(tiny).move(match, seat, new AbortController().signal, (w) => seen.push(w));
      await busy;
      expect(move).toBe(0);
      expect(seen[0]).toEqual({ full: true });
      expect(match.seatRng(seat)).toEqual([1, 2, 3, 4]);
    } finally {
      await tiny.close();
    }
  });
});
