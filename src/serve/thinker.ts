/**
 * The screens' thinker on a server: searching players think on the shared worker pool
 * (think-pool.ts); the cheap players (random, greedy) in this thread, as locally. Either way
 * the seat's generator moves on exactly as if the player had thought here. A request refused
 * by a full queue is asked again every RETRY_MS, the screen meanwhile saying the server is busy.
 */
import type { Match } from '../engine/match.js';
import { createPlayer, greedyPlayer } from '../engine/players.js';
import type { TableThink } from './table.js';
import { finishHint } from '../ui/hint.js';
import { pause } from '../ui/pause.js';
import { rulesetPath } from '../ui/save.js';
import { computerFor } from '../ui/seats.js';
import type { Thinker, Waiting } from '../ui/thinker.js';
import { Busy, type ThinkPool } from './think-pool.js';
import type { ThinkAnswer, ThinkJob } from './think-worker.js';

/** How long a request refused by a full queue waits before it asks again, in ms. */
export const RETRY_MS = 1000;

export function poolThinker(pool: ThinkPool): Thinker {
  return {
    async move(match, seat, signal, waiting) {
      const player = computerFor(match, seat);
      if (!player.chooseAsync) return player.choose(match.decision(seat));
      const live = match.seatRng(seat);
      const answer = await ask(pool, { type: 'move', ...game(match), seat, rng: live.slice() }, signal, waiting);
      if (!('move' in answer)) throw new Error('the thinking worker answered something else than a move');
      live.splice(0, live.length, ...answer.rng);
      return answer.move;
    },
    async hint(match, seat, signal, fallbackWhy, waiting) {
      const answer = await ask(pool, { type: 'hint', ...game(match), seat }, signal, waiting);
      if (!('hint' in answer)) throw new Error('the thinking worker answered something else than a hint');
      return finishHint(answer.hint, fallbackWhy);
    },
  };
}

/**
 * A table's computer move for `seat`, played by `kind` (the seat's level, or the level standing
 * in for a person away): as `move` above, the record the worker replays naming `kind` at the seat.
 */
export function poolTableThink(pool: ThinkPool): TableThink {
  return async (match, seat, kind, signal) => {
    const player = createPlayer(kind) ?? greedyPlayer;
    if (!player.chooseAsync) return player.choose(match.decision(seat));
    const live = match.seatRng(seat);
    const job = game(match);
    const record = { ...job.record, seats: job.record.seats.map((k, i) => (i === seat ? kind : k)) };
    const answer = await ask(pool, { type: 'move', ...job, record, seat, rng: live.slice() }, signal);
    if (!('move' in answer)) throw new Error('the thinking worker answered something else than a move');
    live.splice(0, live.length, ...answer.rng);
    return answer.move;
  };
}

/** What a worker needs to replay the game: its record, and its ruleset's file when not the built-in one. */
function game(match: Match): { record: ThinkJob['record']; ruleset?: string } {
  const ruleset = rulesetPath(match);
  return ruleset === undefined ? { record: match.record() } : { record: match.record(), ruleset };
}

async function ask(pool: ThinkPool, job: ThinkJob, signal: AbortSignal, waiting?: (w: Waiting | undefined) => void): Promise<ThinkAnswer> {
  for (;;) {
    try {
      const answer = await pool.run(job, signal, waiting);
      if (signal.aborted) throw new Error('the request was cancelled');
      return answer;
    } catch (e) {
      if (!(e instanceof Busy)) throw e;
      waiting?.({ full: true });
      await pause(RETRY_MS, signal);
      if (signal.aborted) throw new Error('the request was cancelled');
    }
  }
}
