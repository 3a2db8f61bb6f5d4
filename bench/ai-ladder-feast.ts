/**
 * The Feast's part of the ladder: its goals, each measured at two seats (dummy hands fill the
 * table to four) and at four, the studied seat rotated game by game (seat = seed mod seats), on
 * seeds from BENCH_AI_FEAST_FIRST (500,000 by default), which no tuning of The Feast's players
 * looked at (they were chosen on seeds 1000-1999). Each rate is the studied seat's share of
 * games won (a shared win split) with its 95% Wilson interval; the goal table at the end has
 * one row per goal (the goal, the rate, the interval, n, the seeds, met or not).
 *
 * - greedy is a sensible baseline: a random player against a table of greedy players wins at
 *   most half the time, at every seat count from 2 to 8 (BENCH_AI_FEAST_BASE games each).
 * - each level above the one below: normal against easy, hard against normal: at least 33% at
 *   four seats, 58% at two.
 * - against greedy: normal at least its fair share (25% / 50%), hard at least 40% / 65%.
 * - CPU per decision with a choice, 90th percentile, from games in this thread: within the
 *   level's budget (src/ai/levels.ts).
 *
 * BENCH_AI_FEAST_GAMES sets the games of each level study (200 by default); a rate is met
 * when it reaches the goal (the interval is printed beside it, to say how sure that is).
 * - hints: a person's hint is the hint level's decision; it wins against greedy players at
 *   least as often as the fair share and each other level's interval's lower end.
 * - the ceiling: a clairvoyant player (every hidden card read; bench only) against normal
 *   players (BENCH_AI_FEAST_CEILING games, 100): the most skill can win here.
 * BENCH_AI_FEAST_STUDIES limits the run to some studies (comma-separated names: base,
 * ladder (which is normal-easy and hard-normal), greedy, hint, ceiling, cpu).
 */
import { FEAST_LEVELS, choosePloy } from '../src/ai/games/the-feast-ploys.js';
import { LEVELS, hintLevel } from '../src/ai/levels.js';
import { createPlayer, playerRng, type Player } from '../src/engine/players.js';
import { playFrom } from '../src/engine/playout.js';
import { getGame } from '../src/engine/registry.js';
import type { FeastState } from '../src/games/the-feast/state.js';
import { loadRuleset } from '../src/rulesets/index.js';
import { interval, pct, play } from './ai.js';
import { report } from './report.js';

const GAME = 'the-feast';

/** The first seed of every study: apart from the seeds the players were tuned on. */
export const FEAST_FIRST_SEED = Number(process.env.BENCH_AI_FEAST_FIRST ?? 500_000);

/** A measured rate, in percent, with its 95% Wilson interval. */
export interface Rate {
  rate: number;
  lo: number;
  hi: number;
  n: number;
}

/** A row of the goal table. */
interface Row {
  goal: string;
  rate: Rate;
  seeds: string;
  met: boolean;
}

export function rateOf(results: readonly { win: number }[]): Rate {
  const share = results.reduce((a, r) => a + r.win, 0);
  const [lo, hi] = interval(share, results.length);
  return { rate: (100 * share) / results.length, lo, hi, n: results.length };
}

const rateWords = (r: Rate): string => `${pct(r.rate)}% (${pct(r.lo)}-${pct(r.hi)}), n ${r.n}`;
const seedWords = (first: number, n: number): string => `${first}-${first + n - 1}`;

/** The 90th percentile of a list (nearest rank below). */
function p90(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(0.9 * (s.length - 1))] : 0;
}

/** The studied kind at a table of `seats` with every other seat `against`, rotated. */
async function study(kind: string, against: string, seats: number, games: number, workers: number, first = FEAST_FIRST_SEED): Promise<Rate> {
  const kinds = [kind, ...Array.from({ length: seats - 1 }, () => against)];
  return rateOf(await play(GAME, kinds, games, true, workers, first));
}

/** Rows for `kind` against a table of `against` at two and at four seats, goals by seat count. */
async function pairOfStudies(rows: Row[], kind: string, against: string, goals: Record<number, number>, games: number, workers: number): Promise<void> {
  for (const seats of [2, 4]) {
    const r = await study(kind, against, seats, games, workers);
    const goal = goals[seats];
    const met = r.rate >= goal;
    const what = `${kind} against ${seats - 1} ${against} at ${seats} seats`;
    report('ai', `${GAME} ${what}: games won, % (95% interval ${pct(r.lo)}-${pct(r.hi)}, n ${r.n})`, pct(r.rate), { goal: `>= ${goal}`, ok: met });
    rows.push({ goal: `${what} >= ${goal}%`, rate: r, seeds: seedWords(FEAST_FIRST_SEED, games), met });
  }
}

/**
 * The ceiling: a clairvoyant player (the bench's alone, never a seat kind) against a table of
 * `against`, rotated like the others: hard's decision with the true state as every sample, so
 * it reads every hidden card (the others' hands; not the ploys they choose this round, which
 * it takes back into their hands and weighs as hard does). In this thread.
 */
function ceiling(against: string, seats: number, games: number, first = FEAST_FIRST_SEED): Rate {
  const game = getGame(GAME);
  const ruleset = loadRuleset(game);
  const level = { ...FEAST_LEVELS.hard, clairvoyant: true };
  const results: { win: number }[] = [];
  for (let seed = first; seed < first + games; seed++) {
    const studied = seed % seats;
    const state = game.setup({ seed, seats, options: ruleset.options, data: ruleset.data }) as FeastState;
    const seer: Player = { kind: 'hard', choose: (d) => choosePloy(state, d.seat, d.legal, d.kinds ?? [], level, d.rng) };
    const players = Array.from({ length: seats }, (_, p) => (p === studied ? seer : (createPlayer(against) as Player)));
    const rngs = players.map((_, p) => playerRng(seed, p));
    const outcome = playFrom(game, state, players, rngs).outcome;
    results.push({ win: outcome.winners.includes(studied) ? 1 / outcome.winners.length : 0 });
  }
  return rateOf(results);
}

export async function benchFeast(
  games = Number(process.env.BENCH_AI_FEAST_GAMES ?? 200),
  base = Number(process.env.BENCH_AI_FEAST_BASE ?? 400),
  timed = Number(process.env.BENCH_AI_TIMED ?? 40),
  workers = 1,
): Promise<void> {
  const only = process.env.BENCH_AI_FEAST_STUDIES?.split(',');
  const runs = (name: string): boolean => !only || only.includes(name);
  const rows: Row[] = [];
  if (runs('base')) {
    for (let seats = 2; seats <= 8; seats++) {
      const r = await study('random', 'greedy', seats, base, workers);
      const met = r.rate <= 50;
      const what = `random against ${seats - 1} greedy at ${seats} seats`;
      report('ai', `${GAME} ${what}: games won, % (95% interval ${pct(r.lo)}-${pct(r.hi)}, n ${r.n}; fair share ${pct(100 / seats)})`, pct(r.rate), { goal: '<= 50', ok: met });
      rows.push({ goal: `${what} <= 50%`, rate: r, seeds: seedWords(FEAST_FIRST_SEED, base), met });
    }
  }
  if (runs('ladder') || runs('normal-easy')) await pairOfStudies(rows, 'normal', 'easy', { 2: 58, 4: 33 }, games, workers);
  if (runs('ladder') || runs('hard-normal')) await pairOfStudies(rows, 'hard', 'normal', { 2: 58, 4: 33 }, games, workers);
  if (runs('greedy')) {
    await pairOfStudies(rows, 'normal', 'greedy', { 2: 50, 4: 25 }, games, workers);
    await pairOfStudies(rows, 'hard', 'greedy', { 2: 65, 4: 40 }, games, workers);
  }
  if (runs('hint')) {
    // a person's hint is the hint level's own decision (test/ai/the-feast.test.ts): it follows
    // the strongest level within the budget when that level wins at least as often against
    // greedy players as any other (greedy itself winning its fair share there)
    const kind = hintLevel().kind;
    for (const seats of [2, 4]) {
      const vs = rows.filter((r) => r.goal.startsWith(`${kind} against ${seats - 1} greedy`))[0];
      const others = rows.filter((r) => r.goal.includes(` against ${seats - 1} greedy at`) && !r.goal.startsWith(kind));
      if (!vs) continue;
      const best = Math.max(100 / seats, ...others.map((r) => r.rate.lo));
      const met = vs.rate.rate >= best;
      report('ai', `${GAME} hints at ${seats} seats play ${kind}: against greedy, % (95% interval ${pct(vs.rate.lo)}-${pct(vs.rate.hi)})`, pct(vs.rate.rate), {
        goal: `>= ${pct(best)} (fair share, and each other level's lower end)`,
        ok: met,
      });
      rows.push({ goal: `hints (${kind}) at ${seats} seats >= every kind vs greedy`, rate: vs.rate, seeds: vs.seeds, met });
    }
  }
  if (runs('ceiling')) {
    const n = Number(process.env.BENCH_AI_FEAST_CEILING ?? 100);
    for (const seats of [2, 4]) {
      const r = ceiling('normal', seats, n);
      const goal = seats === 2 ? 58 : 33;
      report('ai', `${GAME} clairvoyant (ceiling) against ${seats - 1} normal at ${seats} seats: games won, % (95% interval ${pct(r.lo)}-${pct(r.hi)}, n ${r.n})`, pct(r.rate));
      rows.push({ goal: `ceiling: clairvoyant vs ${seats - 1} normal (${goal}% asked of hard)`, rate: r, seeds: seedWords(FEAST_FIRST_SEED, n), met: r.rate >= goal });
    }
  }
  if (runs('cpu')) {
    for (const level of LEVELS) {
      // one thread: process CPU is then the player's own
      const clocked = await play(GAME, [level.kind, 'normal', 'normal', 'normal'], timed, true, 1, FEAST_FIRST_SEED);
      const cpu = clocked.flatMap((g) => g.cpuDecisions);
      const worst = p90(cpu) / 1000;
      const met = worst <= level.budget;
      report('ai', `${GAME} ${level.kind} against 3 normal: CPU per decision, 90th percentile over ${cpu.length} decisions of ${clocked.length} games in one thread, s`, worst.toFixed(3), {
        goal: `<= ${level.budget}`,
        ok: met,
      });
      const r: Rate = { rate: worst, lo: worst, hi: worst, n: cpu.length };
      rows.push({ goal: `${level.kind}: CPU per decision p90 <= ${level.budget} s`, rate: r, seeds: seedWords(FEAST_FIRST_SEED, timed), met });
    }
  }
  process.stdout.write(`[ai] ${GAME} goals (seats rotated; 95% Wilson intervals; seeds no tuning used):\n`);
  for (const row of rows) {
    const figure = row.goal.includes('CPU') ? `${row.rate.rate.toFixed(3)} s over ${row.rate.n} decisions` : rateWords(row.rate);
    process.stdout.write(`[ai]   ${row.goal.padEnd(48)} ${figure.padEnd(30)} seeds ${row.seeds.padEnd(14)} ${row.met ? 'met' : 'NOT MET'}\n`);
  }
}

// run alone: `npx tsx bench/ai-ladder-feast.ts` (the studies above, in this thread)
if (process.argv[1]?.endsWith('ai-ladder-feast.ts')) {
  await (await import('../src/games/index.js')).loadGames();
  await import('../src/ai/index.js');
  await benchFeast();
}
