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
import { playRange, type StudySpec } from './study.js';

/** A chunk to play, or null when the study is done. */
export type WorkerRequest = { from: number; to: number } | null;
/** The tally of a chunk, or why it failed. */
export type WorkerReply = { from: number; tally: ReturnType<ReturnType<typeof playRange>['toJSON']> } | { error: string };

/** What a worker is started with: the study, and where to count the games it plays. */
export interface WorkerData {
  spec: StudySpec;
  /** One slot per worker (Int32Array over a SharedArrayBuffer). */
  played: Int32Array;
  slot: number;
}

const { spec, played, slot } = workerData as WorkerData;
// messages the main thread sends meanwhile wait in the port until the listener below starts it
await loadGames();
const port = parentPort;
if (port) {
  const game = getGame(spec.game);
  const counted = (): void => {
    Atomics.add(played, slot, 1);
  };
  port.on('message', (req: WorkerRequest) => {
    if (!req) {
      port.close();
      return;
    }
    let reply: WorkerReply;
    try {
      reply = { from: req.from, tally: playRange(spec, req.from, req.to, game, counted).toJSON() };
    } catch (e) {
      reply = { error: e instanceof Error ? e.message : String(e) };
    }
    port.postMessage(reply);
  });
}
