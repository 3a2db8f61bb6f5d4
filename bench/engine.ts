/**
 * Royal Dinner Party random games per second on one core, through the generic engine
 * contract (setup, toMove, legal, apply), as the foundation issue asks.
 */
import { randomPlayer } from '../src/engine/players.js';
import { playout } from '../src/engine/playout.js';
import { resolveOptions } from '../src/engine/options.js';
import { getGame } from '../src/engine/registry.js';
import { median, report } from './report.js';

export async function benchRandomGames(): Promise<void> {
  const game = getGame('royal-dinner-party');
  const options = resolveOptions(game, {});
  const perRound = 20000;
  const rates: number[] = [];
  let seed = 0;
  for (let round = 0; round < 7; round++) {
    // CPU time of this thread, not the wall clock: the machine is shared and noisy
    const c0 = process.cpuUsage();
    for (let i = 0; i < perRound; i++) playout(game, seed++, options, [randomPlayer]);
    const c = process.cpuUsage(c0);
    rates.push(perRound / ((c.user + c.system) / 1e6));
  }
  const warm = rates.slice(2);
  report('engine', 'royal-dinner-party random games per CPU second (one core, median of 5 rounds of 20000)', Math.round(median(warm)), {
    goal: '>= 30000 (hand-tuned loop: about 90000)',
    ok: median(warm) >= 30000,
  });
}
