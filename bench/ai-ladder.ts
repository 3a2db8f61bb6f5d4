/**
 * The ladder of computer players (issue 17) in The Feast and Just Desserts, four seats, the
 * studied player's seat rotated game by game (seat = seed mod 4), on fixed seeds:
 * - easy, normal and hard each against three greedy players: games won with a 95% (Wilson)
 *   interval, a fair share being 25%. Goals: hard >= 45%, normal >= 30%, and easy < normal <
 *   hard (on the rates; each interval is printed beside it).
 * - greedy and hard each against three random players. Goal: hard's rate at least 5 points
 *   above greedy's; the difference is printed with its 95% interval. In Just Desserts the two
 *   studies are independent samples.
 * - The Feast (its own part, `feastLadder`): against three greedy players every level wins
 *   nearly every game (greedy players choose alike and collide on the same ranks, which any
 *   search exploits), so those rates are printed but cannot order the levels. The ladder is
 *   shown instead by hard against three normal seats (4 x BENCH_AI_LADDER games; its interval
 *   above the fair 25%) and by normal minus easy against three random seats. Against random
 *   seats easy, normal, greedy and hard play the same BENCH_AI_FEAST_RANDOM deals (2,000:
 *   seeds, seat rotation and the random players' generators alike), so a difference between
 *   two of them is paired: the mean per-deal difference in points with its 95% interval, the
 *   deal's luck cancelling. Hard minus greedy there is the goal of 5 points; greedy's own rate
 *   keeps its old goal (>= 45%).
 * - CPU per decision (with a choice) at the 90th percentile, per level, from the first
 *   BENCH_AI_TIMED games against greedy replayed in this thread (process CPU, so only there
 *   it is the player's own). Goal: within the level's budget (src/ai/levels.ts).
 * BENCH_AI_LADDER sets the games per study (200 by default); BENCH_AI_LADDER_GAMES names the
 * games to study (comma-separated ids; both by default).
 */
import { availableParallelism } from 'node:os';
import { LEVELS } from '../src/ai/levels.js';
import { allGames } from '../src/engine/registry.js';
import { interval, pct, play } from './ai.js';
import { report } from './report.js';
import { benchFeast } from './ai-ladder-feast.js';

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

/** A paired difference in points: `b` minus `a`, deal by deal, its 95% interval and the deals that end differently. */
function paired(a: { win: number }[], b: { win: number }[]): { mean: number; lo: number; hi: number; n: number; differ: number } {
  const d = b.map((r, i) => 100 * (r.win - a[i].win));
  const mean = d.reduce((x, y) => x + y, 0) / d.length;
  const sd = Math.sqrt(d.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, d.length - 1));
  // normal approximation to the mean of the per-deal differences
  const half = (1.96 * sd) / Math.sqrt(d.length);
  return { mean, lo: mean - half, hi: mean + half, n: d.length, differ: d.filter((x) => x !== 0).length };
}

const pairedWords = (p: ReturnType<typeof paired>): string =>
  `paired on ${p.n} deals (${p.differ} end differently), points (95% interval ${pct(p.lo)} to ${pct(p.hi)})`;

/**
 * The Feast's ladder (see the top): hard against three normal seats, and normal minus easy
 * against three random seats on the same deals; each printed with its interval. Then hard
 * minus greedy against three random seats, paired (the goal of 5 points).
 */
async function feastLadder(games: number, randomGames: number, workers: number): Promise<void> {
  const hard = rate(await play('the-feast', ['hard', 'normal', 'normal', 'normal'], games, true, workers));
  report('ai', `the-feast hard against 3 normal: ${rateWords(hard)}`, pct(hard.rate), { goal: '> 25 (interval above)', ok: hard.lo > 25 });
  const normal = rate(await play('the-feast', ['normal', 'easy', 'easy', 'easy'], games, true, workers));
  report('ai', `the-feast normal against 3 easy: ${rateWords(normal)}`, pct(normal.rate));
  const table = ['random', 'random', 'random'];
  const easyR = await play('the-feast', ['easy', ...table], randomGames, true, workers);
  const normalR = await play('the-feast', ['normal', ...table], randomGames, true, workers);
  const greedyR = await play('the-feast', ['greedy', ...table], randomGames, true, workers);
  const hardR = await play('the-feast', ['hard', ...table], randomGames, true, workers);
  for (const [kind, r] of [['easy', easyR], ['normal', normalR], ['greedy', greedyR], ['hard', hardR]] as const) {
    const x = rate(r);
    report('ai', `the-feast ${kind} against 3 random, the same deals: ${rateWords(x)}`, pct(x.rate), kind === 'greedy' ? { goal: '>= 45', ok: x.rate >= 45 } : {});
  }
  const step = paired(easyR, normalR);
  report('ai', `the-feast normal minus easy against 3 random, ${pairedWords(step)}`, pct(step.mean), { goal: '> 0 (interval above)', ok: step.lo > 0 });
  const shown = hard.lo > 25 && step.lo > 0;
  report('ai', 'the-feast ladder easy < normal < hard: normal above easy against random seats, hard above normal head to head', shown ? 'shown' : 'not shown', {
    goal: 'shown',
    ok: shown,
  });
  const above = paired(greedyR, hardR);
  report('ai', `the-feast hard minus greedy against 3 random, ${pairedWords(above)}`, pct(above.mean), {
    goal: `>= ${ABOVE_GREEDY}`,
    ok: above.mean >= ABOVE_GREEDY,
  });
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
  if (game === 'the-feast') {
    // saturated against greedy (see the top): the ladder is judged head to head
    report('ai', `${game} against 3 greedy (${LEVELS.map((l) => l.kind).join(', ')}), % won; saturated, not the ladder`, rates.map(pct).join(', '));
    return feastLadder(games * 4, Number(process.env.BENCH_AI_FEAST_RANDOM ?? 2000), workers);
  }
  report('ai', `${game} ladder against 3 greedy (${LEVELS.map((l) => l.kind).join(' < ')}), % won`, rates.map(pct).join(' < '), {
    goal: 'increasing',
    ok: ordered,
  });
  const greedy = rate(await play(game, ['greedy', 'random', 'random', 'random'], games, true, workers));
  report('ai', `${game} greedy against 3 random: ${rateWords(greedy)}`, pct(greedy.rate));
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
  const only = process.env.BENCH_AI_LADDER_GAMES?.split(',');
  for (const game of GAMES) {
    if (allGames().some((g) => g.id === game) && (!only || only.includes(game))) await ladder(game, games, timed, workers);
  }
  if (allGames().some((g) => g.id === 'the-feast') && (!only || only.includes('the-feast'))) await benchFeast();
}
