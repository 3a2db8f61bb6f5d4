/**
 * The ladder of computer players (issue 17) in The Feast and Just Desserts, four seats, the
 * studied player's seat rotated game by game (seat = seed mod 4), on fixed seeds:
 * - easy, normal and hard each against three greedy players: games won with a 95% (Wilson)
 *   interval, a fair share being 25%. Goals: hard >= 45%, normal >= 30%, and easy < normal <
 *   hard (on the rates; each interval is printed beside it).
 * - greedy and hard each against three random players. Goal: hard's rate at least 5 points
 *   above greedy's; the difference is printed with its 95% interval (the two studies are
 *   independent samples). The Feast's greedy study is 100 times larger, as it was: its old
 *   goal (>= 45%) sits close to the rate.
 * - CPU per decision (with a choice) at the 90th percentile, per level, from the first
 *   BENCH_AI_TIMED games against greedy replayed in this thread (process CPU, so only there
 *   it is the player's own). Goal: within the level's budget (src/ai/levels.ts).
 * BENCH_AI_LADDER sets the games per study (200 by default).
 */
import { availableParallelism } from 'node:os';
import { LEVELS } from '../src/ai/levels.js';
import { allGames } from '../src/engine/registry.js';
import { interval, pct, play } from './ai.js';
import { report } from './report.js';

const GAMES = ['the-feast', 'just-desserts'] as const;
const VS_GREEDY_GOALS: Record<string, number | undefined> = { hard: 45, normal: 30 };
/** Points hard must win above greedy's own rate against three random players. */
const ABOVE_GREEDY = 5;

/** Share of games won (shared wins split), as a rate and interval in percent. */
function rate(results: { win: number }[]): { rate: number; lo: number; hi: number; n: number } {
  const share = results.reduce((a, r) => a + r.win, 0);
  const [lo, hi] = interval(share, results.length);
  return { rate: (100 * share) / results.length, lo, hi, n: results.length };
}

const rateWords = (r: ReturnType<typeof rate>): string => `games won of ${r.n}, % (95% interval ${pct(r.lo)}-${pct(r.hi)}; fair share 25)`;

/** The 90th percentile of a list (nearest rank below). */
function p90(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(0.9 * (s.length - 1))] : 0;
}

async function ladder(game: string, games: number, timed: number, workers: number): Promise<void> {
  const rates: number[] = [];
  for (const level of LEVELS) {
    const kinds = [level.kind, 'greedy', 'greedy', 'greedy'];
    const r = rate(await play(game, kinds, games, true, workers));
    rates.push(r.rate);
    const goal = VS_GREEDY_GOALS[level.kind];
    report('ai', `${game} ${level.kind} against 3 greedy: ${rateWords(r)}`, pct(r.rate), goal ? { goal: `>= ${goal}`, ok: r.rate >= goal } : {});
    // one thread: process CPU is then the player's own
    const clocked = await play(game, kinds, Math.min(timed, games), true, 1);
    const cpu = clocked.flatMap((g) => g.cpuDecisions);
    const worst = Math.max(0, ...cpu);
    const perGame = clocked.reduce((a, g) => a + g.cpu, 0) / Math.max(1, clocked.length);
    report(
      'ai',
      `${game} ${level.kind}: CPU per decision, 90th percentile over ${cpu.length} decisions of ${clocked.length} games in one thread, s (worst ${(worst / 1000).toFixed(2)}; ${(perGame / 1000).toFixed(2)} s a game)`,
      (p90(cpu) / 1000).toFixed(3),
      { goal: `<= ${level.budget}`, ok: p90(cpu) / 1000 <= level.budget },
    );
  }
  const ordered = rates.every((x, i) => i === 0 || x > rates[i - 1]);
  report('ai', `${game} ladder against 3 greedy (${LEVELS.map((l) => l.kind).join(' < ')}), % won`, rates.map(pct).join(' < '), {
    goal: 'increasing',
    ok: ordered,
  });
  // the old goal needs a large study; Just Desserts' greedy is measured on as many games as hard
  const greedyGames = game === 'the-feast' ? games * 100 : games;
  const greedy = rate(await play(game, ['greedy', 'random', 'random', 'random'], greedyGames, true, workers));
  report('ai', `${game} greedy against 3 random: ${rateWords(greedy)}`, pct(greedy.rate), game === 'the-feast' ? { goal: '>= 45', ok: greedy.rate >= 45 } : {});
  const hard = rate(await play(game, ['hard', 'random', 'random', 'random'], games, true, workers));
  report('ai', `${game} hard against 3 random: ${rateWords(hard)}`, pct(hard.rate));
  // independent samples: the difference's standard error from both rates
  const se = Math.sqrt((hard.rate * (100 - hard.rate)) / hard.n + (greedy.rate * (100 - greedy.rate)) / greedy.n);
  const diff = hard.rate - greedy.rate;
  report('ai', `${game} hard above greedy against 3 random, points (95% interval ${pct(diff - 1.96 * se)} to ${pct(diff + 1.96 * se)})`, pct(diff), {
    goal: `>= ${ABOVE_GREEDY}`,
    ok: diff >= ABOVE_GREEDY,
  });
}

export async function benchLadder(
  games = Number(process.env.BENCH_AI_LADDER ?? 200),
  timed = Number(process.env.BENCH_AI_TIMED ?? 40),
  workers = Number(process.env.BENCH_AI_WORKERS ?? availableParallelism()),
): Promise<void> {
  for (const game of GAMES) if (allGames().some((g) => g.id === game)) await ladder(game, games, timed, workers);
}
