/**
 * A simulation worker thread: receives a study in `workerData` (with its slot in a shared
 * counter of games played), then plays the chunks of games the main thread sends
 * (`{ from, to }`) and answers each with its tally. Each game played adds one to its counter,
 * which the main thread watches to tell a stuck worker from a slow one. Bundled on its own to
 * dist/sim-worker.mjs (scripts/bundle.mjs); pool.ts starts it.
 */
import '../ai/index.js';
import { parentPort, workerData } from 'node:worker_threads';
import { getGame } from '../engine/registry.js';
import { loadGames } from '../games/index.js';
import type { PairedChunkJson } from './paired-tally.js';
import { playPaired, playRange, type PairedSpec, type StudySpec } from './study.js';
import type { TallyJson } from './tally.js';

/** A chunk to play (games of a study, or units of a paired study), or null when the study is done. */
export type WorkerRequest = { from: number; to: number } | null;
/** The tally of a chunk (each variant's, and the paired sums, for a paired study), or why it failed. */
export type WorkerReply =
  | { from: number; tally: TallyJson }
  | { from: number; tallies: TallyJson[]; paired: PairedChunkJson }
  | { error: string };

/** What a worker plays: one study's games, or a paired study's units. */
export type WorkerJob = { spec: StudySpec; paired?: undefined } | { paired: PairedSpec; spec?: undefined };

/** What a worker is started with: its job, and where to count the games it plays. */
export type WorkerData = WorkerJob & {
  /** One slot per worker (Int32Array over a SharedArrayBuffer). */
  played: Int32Array;
  slot: number;
};

const data = workerData as WorkerData;
const { played, slot } = data;
// messages the main thread sends meanwhile wait in the port until the listener below starts it
await loadGames();
const port = parentPort;
if (port) {
  const counted = (): void => {
    Atomics.add(played, slot, 1);
  };
  const play = ((): ((from: number, to: number) => WorkerReply) => {
    if (data.spec) {
      const spec = data.spec;
      const game = getGame(spec.game);
      return (from, to) => ({ from, tally: playRange(spec, from, to, game, counted).toJSON() });
    }
    const spec = data.paired;
    const games = spec.variants.map((v) => getGame(v.game));
    return (from, to) => {
      const r = playPaired(spec, from, to, games, counted);
      return { from, tallies: r.tallies.map((t) => t.toJSON()), paired: r.paired };
    };
  })();
  port.on('message', (req: WorkerRequest) => {
    if (!req) {
      port.close();
      return;
    }
    let reply: WorkerReply;
    try {
      reply = play(req.from, req.to);
    } catch (e) {
      reply = { error: e instanceof Error ? e.message : String(e) };
    }
    port.postMessage(reply);
  });
}
