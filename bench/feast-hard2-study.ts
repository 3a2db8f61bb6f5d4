/**
 * A paired study of hard at a Feast table of two: hard (its two-seat settings patched by
 * VARIANT, a JSON object merged over FEAST_LEVELS.hard.atSeats[2]; absent: today's) against a
 * normal player, seats rotated as the bench does (seat = seed mod 2), the seats' own generators
 * as the bench gives them. One JSON line per deal appended to OUT (win share, hard's CPU per
 * decision with a choice, user + system, in this thread), so a stopped run keeps what it played.
 * `summary` reads two such files (variant, today's) and prints the rate with its Wilson 95%
 * interval, the paired difference with its 95% interval and CPU per decision p90.
 *
 * The two-seat options studied with it (the chance to win the game, playouts of the rest of the
 * hand, a best reply to the learned strategy) were not kept (bench/README.md); VARIANT patches
 * the level's own fields (samples, passes, opponents, models...).
 *
 *   [VARIANT='{"...":...}'] npx tsx bench/feast-hard2-study.ts FIRST COUNT OUT.jsonl
 *   npx tsx bench/feast-hard2-study.ts summary VARIANT.jsonl TODAY.jsonl [BONFERRONI]
 */
import { appendFileSync, readFileSync } from 'node:fs';
import '../src/ai/index.js';
import { FEAST_LEVELS, type FeastLevel } from '../src/ai/games/the-feast-ploys.js';
import { loadGames } from '../src/games/index.js';
import { createPlayer, playerRng, type Player } from '../src/engine/players.js';
import { playFrom } from '../src/engine/playout.js';
import { getGame } from '../src/engine/registry.js';
import { loadRuleset } from '../src/rulesets/index.js';
import { zFor } from '../src/sim/stats.js';
import { interval } from './ai.js';

interface Line {
  seed: number;
  win: number;
  cpu: number[];
}

function summary(a: Line[], b: Line[], variants: number): void {
  const share = a.reduce((s, x) => s + x.win, 0);
  const [lo, hi] = interval(share, a.length);
  const cpu = a.flatMap((x) => x.cpu).sort((x, y) => x - y);
  const p90 = cpu[Math.floor(0.9 * (cpu.length - 1))];
  const worst = cpu[cpu.length - 1];
  const other = new Map(b.map((x) => [x.seed, x.win]));
  const d = a.filter((x) => other.has(x.seed)).map((x) => x.win - (other.get(x.seed) as number));
  const n = d.length;
  const mean = d.reduce((s, x) => s + x, 0) / n;
  const sd = Math.sqrt(d.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1));
  const k = zFor(1 - 0.05 / variants);
  const bShare = b.filter((x) => a.some((y) => y.seed === x.seed)).reduce((s, x) => s + x.win, 0);
  console.log(`rate ${((100 * share) / a.length).toFixed(1)}% (95% ${lo.toFixed(1)}-${hi.toFixed(1)}) of ${a.length}; today's ${((100 * bShare) / n).toFixed(1)}% on the same ${n}`);
  console.log(`paired ${(100 * mean).toFixed(1)} points (95%${variants > 1 ? `, Bonferroni over ${variants}, z ${k.toFixed(2)}` : ''} ${(100 * (mean - (k * sd) / Math.sqrt(n))).toFixed(1)} to ${(100 * (mean + (k * sd) / Math.sqrt(n))).toFixed(1)}), ${d.filter((x) => x !== 0).length} deals ending differently`);
  console.log(`CPU per decision p90 ${(p90 / 1000).toFixed(3)} s, worst ${(worst / 1000).toFixed(3)} s, ${cpu.length} decisions`);
}

const read = (file: string): Line[] => readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Line);

if (process.argv[2] === 'summary') {
  summary(read(process.argv[3]), read(process.argv[4]), Number(process.argv[5] ?? 1));
} else {
  await loadGames();
  const [first, count, out] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4]];
  const patch = JSON.parse(process.env.VARIANT ?? '{}') as Partial<FeastLevel>;
  const hard = FEAST_LEVELS.hard as { atSeats?: Record<number, Partial<FeastLevel>> };
  hard.atSeats = { ...hard.atSeats, 2: { ...hard.atSeats?.[2], ...patch } };
  const game = getGame('the-feast');
  const ruleset = loadRuleset(game);
  for (let seed = first; seed < first + count; seed++) {
    const studied = seed % 2;
    const state = game.setup({ seed, seats: 2, options: ruleset.options, data: ruleset.data });
    const cpu: number[] = [];
    const players = [0, 1].map((seat): Player => {
      if (seat !== studied) return createPlayer('normal') as Player;
      const p = createPlayer('hard') as Player;
      return {
        kind: 'hard',
        choose(d) {
          const c0 = process.cpuUsage();
          const move = p.choose(d);
          const c1 = process.cpuUsage(c0);
          if (d.legal.length > 1) cpu.push(Math.round((c1.user + c1.system) / 10) / 100);
          return move;
        },
      };
    });
    const rngs = players.map((_, seat) => playerRng(seed, seat));
    const r = playFrom(game, state, players, rngs);
    const win = r.outcome.winners.includes(studied) ? 1 / r.outcome.winners.length : 0;
    appendFileSync(out, JSON.stringify({ seed, win, cpu }) + '\n');
  }
}
