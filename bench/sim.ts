/**
 * The simulator's speed goal: 10,000 Royal Dinner Party games with greedy players through the
 * whole `simulate` path (workers, tallies, report), with one worker and with two. Goals: two
 * workers finish in at most 5 s, and at least 1.7 times as fast as one.
 *
 * The machine is shared, so each setting runs BENCH_SIM_ROUNDS times (default 2), alternating,
 * and the best wall time counts; the CPU time the process used and the load average show how
 * busy the machine was.
 */
import { loadavg } from 'node:os';
import { getGame } from '../src/engine/registry.js';
import { prepareVariant, simulate } from '../src/sim/simulate.js';
import { report } from './report.js';

export async function benchSimulate(
  games = Number(process.env.BENCH_SIM_GAMES ?? 10000),
  rounds = Number(process.env.BENCH_SIM_ROUNDS ?? 2),
): Promise<void> {
  const variant = prepareVariant(getGame('royal-dinner-party'), { seats: 'greedy' });
  const best = new Map<number, { wall: number; cpu: number }>();
  const load = loadavg()[0];
  for (let round = 0; round < rounds; round++) {
    for (const workers of [1, 2]) {
      const cpu0 = process.cpuUsage();
      const r = await simulate(variant, { games, seed: 1, workers });
      const used = process.cpuUsage(cpu0);
      const cpu = (used.user + used.system) / 1e6;
      const prev = best.get(workers);
      if (!prev || r.elapsedSeconds < prev.wall) best.set(workers, { wall: r.elapsedSeconds, cpu });
    }
  }
  const one = best.get(1) as { wall: number; cpu: number };
  const two = best.get(2) as { wall: number; cpu: number };
  const label = `royal-dinner-party ${games.toLocaleString('en-US')} greedy games`;
  const busy = `best of ${rounds}; load average ${load.toFixed(1)} at start`;
  report('sim', `${label}, 1 worker: seconds (${one.cpu.toFixed(1)} s CPU; ${busy})`, one.wall.toFixed(2));
  report('sim', `${label}, 2 workers: seconds (${two.cpu.toFixed(1)} s CPU)`, two.wall.toFixed(2), {
    goal: '<= 5',
    ok: two.wall <= 5,
  });
  report('sim', 'speed-up of 2 workers over 1', (one.wall / two.wall).toFixed(2), {
    goal: '>= 1.7',
    ok: one.wall / two.wall >= 1.7,
  });
}
