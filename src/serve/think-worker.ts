/**
 * A thinking worker thread of the server (think-pool.ts starts them): it answers one request
 * at a time, a computer seat's move or a hint, from the game's record, never from a state
 * sent over. The game is replayed here from its record, and the player is given the seat's
 * Decision with the seat's generator as it stood (sent with the request; its state after the
 * choice goes back), so the move is the one the player would choose in the server's own
 * thread. A request can be cancelled while it is thought about: the search stops at its next
 * chunk. Bundled on its own to dist/think-worker.mjs (scripts/bundle.mjs).
 */
import { loadGames } from '../games/index.js';
import '../ai/index.js';
import { parentPort } from 'node:worker_threads';
import { Match } from '../engine/match.js';
import type { GameRecord } from '../engine/record.js';
import { getGame } from '../engine/registry.js';
import { loadRuleset } from '../rulesets/index.js';
import { findHint, type FoundHint } from '../ui/hint.js';
import { computerFor } from '../ui/seats.js';

/** What to think about: a game (its record, and the file of its ruleset when not the built-in one) and a seat. */
export type ThinkJob =
  | { type: 'move'; record: GameRecord; ruleset?: string; seat: number; rng: number[] }
  | { type: 'hint'; record: GameRecord; ruleset?: string; seat: number };

export type ThinkRequest = { id: number; job: ThinkJob } | { cancel: number };
export type ThinkAnswer = { move: number; rng: number[] } | { hint: FoundHint };
export type ThinkReply = ({ id: number } & ThinkAnswer) | { id: number; error: string };

/** Works out a job's answer. */
export async function think(job: ThinkJob, signal?: AbortSignal): Promise<ThinkAnswer> {
  // the games are loaded once, by the first job
  await loadGames();
  const match = Match.fromRecord(job.record, loadRuleset(getGame(job.record.game), job.ruleset));
  if (job.type === 'hint') return { hint: await findHint(match, job.seat, signal) };
  const rng = job.rng.slice();
  const player = computerFor(match, job.seat);
  const d = match.decision(job.seat, rng);
  const move = player.chooseAsync ? await player.chooseAsync(d, signal) : player.choose(d);
  return { move, rng };
}

const port = parentPort;
if (port) {
  let current: { id: number; ctl: AbortController } | undefined;
  const queue: { id: number; job: ThinkJob }[] = [];
  const next = async (): Promise<void> => {
    while (!current && queue.length) {
      const { id, job } = queue.shift() as { id: number; job: ThinkJob };
      current = { id, ctl: new AbortController() };
      let reply: ThinkReply;
      try {
        reply = { id, ...(await think(job, current.ctl.signal)) };
      } catch (e) {
        reply = { id, error: e instanceof Error ? e.message : String(e) };
      }
      current = undefined;
      port.postMessage(reply);
    }
  };
  port.on('message', (req: ThinkRequest) => {
    if ('cancel' in req) {
      if (current?.id === req.cancel) current.ctl.abort();
      return;
    }
    queue.push(req);
    void next();
  });
}
