/**
 * The ladder of computer players: whether each level's name tells the truth.
 *
 * Every game with more than one seat (Louis XIV, Just Desserts, the Surrealist Dinner Party,
 * The Feast), at two seats and at four, the studied player's seat rotated game by game (seat =
 * seed mod seats), every study on the same deals: seeds from LADDER_FIRST_SEED on, which no
 * tuning looked at (the tunings used seeds 100-499,999). Each rate is the share of games won (a
 * shared win split), with Wilson's 95% interval; a goal is judged on the rate ("sure" when the
 * whole interval meets it). The goals and the rule for a game that leaves too little room for
 * them are in ladder-goals.ts:
 * - each level against a table of the level below: normal against easy players and hard
 *   against normal players win at least a fair share + 8 points at four seats (33%), 58% at two;
 * - against greedy players: normal at least a fair share (25% / 50%), hard a fair share + 15
 *   points (40% / 65%);
 * - where a goal is missed, the ceiling at its table: the bench's clairvoyant player (hard's
 *   search with every hidden card read, at Louis XIV tables of three or more with rollouts whose
 *   searching seats stray by design, bench/ai.ts; never a seat a person can pick) against the
 *   same kinds;
 *   when even it wins less than the goal, the goal is ceiling-bound and asks a fixed fraction of
 *   the ceiling's edge instead;
 * - greedy a sensible baseline: a random player beats greedy players at most half the time, at
 *   every seat count the game takes;
 * - hints: the kind hint.ts names for the game and table wins against greedy players at least
 *   the lower end of the interval of the strongest kind measured there;
 * - CPU per decision (with a choice) at the 90th percentile, per level, game and seat count, from
 *   BENCH_AI_TIMED games against normal players played in this thread (process CPU, so only
 *   there it is the player's own): within the level's budget (src/ai/levels.ts);
 * - Just Desserts at three seats: greedy < easy < normal < hard against two greedy players
 *   (greedy's own rate measured on the same deals, each step's paired difference printed with
 *   its interval); Louis XIV solo's is in bench/ai.ts.
 * A last table lists every goal with its rate, interval, games and verdict, and every level's
 * CPU.
 *
 * Sizes: a quick run by default (BENCH_AI_LADDER games per study, 20: minutes of CPU, enough to
 * see a level fall apart, not to judge a goal); BENCH_LADDER=full for the measurement (300 games
 * a study at two seats, 200 at more; hours of CPU in one thread, see bench/README.md).
 * BENCH_AI_LADDER_GAMES limits the games (comma-separated ids), BENCH_AI_LADDER_SEATS the seat
 * counts (2,4), BENCH_AI_LADDER_STUDIES the parts (goals, cpu, random, order; all by default),
 * BENCH_AI_LADDER_GOALS the goals (comma-separated level:table, such as hard:normal; all by default),
 * BENCH_AI_WORKERS the worker threads (every core by default).
 */
import { availableParallelism } from 'node:os';
import { hintKindFor } from '../src/ai/hint.js';
import { LEVELS } from '../src/ai/levels.js';
import { getGame, allGames } from '../src/engine/registry.js';
import { CLAIRVOYANT, interval, pct, play } from './ai.js';
import { feastCeiling } from './ai-ladder-feast.js';
import { fairShare, judge, ladderGoals, pairedDifference, type LadderGoal } from './ladder-goals.js';
import { report } from './report.js';

/** The first seed of every ladder study: deals the tuning never saw. */
export const LADDER_FIRST_SEED = 600_000;

const GAMES = ['louis-xiv', 'just-desserts', 'surrealist-dinner-party', 'the-feast'] as const;

/** Share of games won (shared wins split), as a rate and interval in percent. */
function rate(results: readonly { win: number }[]): Rate {
  const share = results.reduce((a, r) => a + r.win, 0);
  const [lo, hi] = interval(share, results.length);
  return { rate: (100 * share) / results.length, lo, hi, n: results.length };
}

interface Rate {
  rate: number;
  lo: number;
  hi: number;
  n: number;
}

const rateWords = (r: Rate, fair: number): string => `games won of ${r.n}, % (95% interval ${pct(r.lo)}-${pct(r.hi)}; fair share ${pct(fair)})`;

/** The 90th percentile of a list (nearest rank below). */
function p90(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(0.9 * (s.length - 1))] : 0;
}

/** One goal's line in the last table. */
interface Verdict {
  game: string;
  seats: number;
  goal: string;
  r: Rate;
  ok: boolean;
  /** Whether the whole interval lies on the goal's side (the rate alone decides `ok`). */
  sure?: boolean;
  /** The verdict's words when not plain met / NOT MET (ceiling-bound), or a figure's note. */
  note?: string;
}

/** One level's CPU per decision at a table. */
interface Cpu {
  game: string;
  seats: number;
  kind: string;
  p90: number;
  worst: number;
  decisions: number;
  budget: number;
}

/** A study: `kind` in the rotated seat, `against` in every other. */
async function study(game: string, seats: number, kind: string, against: string, games: number, workers: number): Promise<Rate> {
  const kinds = [kind, ...new Array<string>(seats - 1).fill(against)];
  return rate(await play(game, kinds, games, true, workers, LADDER_FIRST_SEED));
}

/** The ceiling at a table: the clairvoyant player against `against` (The Feast has its own, in this thread). */
async function ceilingAt(game: string, seats: number, against: string, games: number, workers: number): Promise<Rate> {
  if (game === 'the-feast') return rate(feastCeiling(against, seats, games, LADDER_FIRST_SEED));
  return study(game, seats, CLAIRVOYANT, against, games, workers);
}

/** Games per study at a seat count: BENCH_AI_LADDER, else 20 (quick) or the full run's 300 / 200. */
export function ladderSize(seats: number, env: NodeJS.ProcessEnv = process.env): number {
  if (env.BENCH_AI_LADDER) return Number(env.BENCH_AI_LADDER);
  if (env.BENCH_LADDER === 'full') return seats === 2 ? 300 : 200;
  return 20;
}

/**
 * The goals to study at a seat count: BENCH_AI_LADDER_GOALS (comma-separated level:table, such as
 * `hard:normal`), every goal by default.
 */
export function ladderGoalsToRun(seats: number, env: NodeJS.ProcessEnv = process.env): LadderGoal[] {
  const only = env.BENCH_AI_LADDER_GOALS?.split(',').map((x) => x.trim());
  return ladderGoals(seats).filter((g) => !only || only.includes(`${g.level}:${g.table}`));
}

/** The parts of the ladder to run: BENCH_AI_LADDER_STUDIES (comma-separated: goals, cpu, random, order), all by default. */
function runs(part: string): boolean {
  const only = process.env.BENCH_AI_LADDER_STUDIES?.split(',');
  return !only || only.includes(part);
}

async function ladder(game: string, seatCounts: number[], timed: number, workers: number, out: Verdict[], cpus: Cpu[]): Promise<void> {
  const g = getGame(game);
  for (const seats of seatCounts) {
    if (seats < g.players.min || seats > g.players.max) continue;
    const games = ladderSize(seats);
    if (runs('goals')) await goalsAt(game, seats, games, workers, out);
    if (runs('cpu')) await cpuAt(game, seats, Math.min(timed, games), cpus);
  }
  if (runs('random')) {
    for (let seats = Math.max(2, g.players.min); seats <= g.players.max; seats++) {
      const r = await study(game, seats, 'random', 'greedy', ladderSize(seats), workers);
      const ok = r.rate <= 50;
      report('ai', `${game} ${seats} seats, random against ${seats - 1} greedy: ${rateWords(r, fairShare(seats))}`, pct(r.rate), { goal: '<= 50', ok });
      out.push({ game, seats, goal: `random against ${seats - 1} greedy <= 50`, r, ok, sure: r.hi <= 50 });
    }
  }
  if (game === 'just-desserts' && runs('order')) await orderAtThree(game, workers, out);
}

/** The ladder's goals at one table size, with the ceiling where one is missed. */
async function goalsAt(game: string, seats: number, games: number, workers: number, out: Verdict[]): Promise<void> {
  const fair = fairShare(seats);
  // against greedy players, greedy itself wins the fair share (the seats are alike)
  const vsGreedy = new Map<string, Rate>([['greedy', { rate: fair, lo: fair, hi: fair, n: 0 }]]);
  const measured: [LadderGoal, Rate][] = [];
  const goals = ladderGoalsToRun(seats);
  for (const goal of goals) {
    const r = await study(game, seats, goal.level, goal.table, games, workers);
    measured.push([goal, r]);
    if (goal.table === 'greedy') vsGreedy.set(goal.level, r);
  }
  // the ceiling at the table of each goal missed: the most any player could win there, reading every hidden card
  const ceilings = new Map<string, Rate>();
  for (const [goal, r] of measured) {
    if (r.rate >= goal.least || ceilings.has(goal.table)) continue;
    const c = await ceilingAt(game, seats, goal.table, games, workers);
    ceilings.set(goal.table, c);
    report('ai', `${game} ${seats} seats, the ceiling: clairvoyant (reads every hidden card) against ${seats - 1} ${goal.table}: ${rateWords(c, fair)}`, pct(c.rate));
    out.push({ game, seats, goal: `ceiling: clairvoyant vs ${seats - 1} ${goal.table}`, r: c, ok: true, note: 'the most skill wins here' });
  }
  for (const [goal, r] of measured) {
    const j = judge(goal, seats, r.rate, ceilings.get(goal.table)?.rate);
    const what = `${goal.level} against ${seats - 1} ${goal.table} >= ${pct(j.target)}${j.ceilingBound ? ` (asked ${pct(goal.least)})` : ''}`;
    report('ai', `${game} ${seats} seats, ${goal.level} against ${seats - 1} ${goal.table}: ${rateWords(r, fair)}`, pct(r.rate), { goal: `>= ${pct(j.target)}${j.ceilingBound ? ', ceiling-bound' : ''}`, ok: j.met });
    out.push({ game, seats, goal: what, r, ok: j.met, sure: r.lo >= j.target, note: j.ceilingBound ? j.words : undefined });
  }
  // the hints' verdict compares the levels against greedy: only when both were studied
  if (goals.length === ladderGoals(seats).length) out.push(hintVerdict(game, seats, vsGreedy));
}

/** Each level's CPU per decision against normal players at a table size, in this thread (process CPU is then the player's own). */
async function cpuAt(game: string, seats: number, timed: number, cpus: Cpu[]): Promise<void> {
  for (const level of LEVELS) {
    const kinds = [level.kind, ...new Array<string>(seats - 1).fill('normal')];
    const clocked = await play(game, kinds, timed, true, 1, LADDER_FIRST_SEED);
    const cpu = clocked.flatMap((x) => x.cpuDecisions);
    const c: Cpu = { game, seats, kind: level.kind, p90: p90(cpu) / 1000, worst: Math.max(0, ...cpu) / 1000, decisions: cpu.length, budget: level.budget };
    cpus.push(c);
    report('ai', `${game} ${seats} seats, ${level.kind} against ${seats - 1} normal: CPU per decision, 90th percentile over ${c.decisions} decisions of ${clocked.length} games in one thread, s (worst ${c.worst.toFixed(2)})`, c.p90.toFixed(3), {
      goal: `<= ${c.budget}`,
      ok: c.p90 <= c.budget,
    });
  }
}

/**
 * The smaller goal: a monotone ladder at three seats, each level against two greedy players,
 * where easy was no better than greedy. Greedy's own rate is measured on the same deals (three
 * greedy players, the rotated seat's share): by symmetry it is the fair share, but a few hundred
 * deals leave it a few points off, and every level is compared on those deals. Each step's
 * paired difference (the level's share minus the one below's, game by game) is printed with its
 * 95% interval.
 */
async function orderAtThree(game: string, workers: number, out: Verdict[]): Promise<void> {
  const games = ladderSize(3);
  let below = await play(game, ['greedy', 'greedy', 'greedy'], games, true, workers, LADDER_FIRST_SEED);
  let belowKind = 'greedy';
  const g = rate(below);
  report('ai', `${game} 3 seats, greedy against 2 greedy on the same deals: ${rateWords(g, fairShare(3))}`, pct(g.rate));
  out.push({ game, seats: 3, goal: 'greedy against 2 greedy (the mirror)', r: g, ok: true, note: 'the baseline on these deals' });
  const rates = [g.rate];
  for (const level of LEVELS) {
    const results = await play(game, [level.kind, 'greedy', 'greedy'], games, true, workers, LADDER_FIRST_SEED);
    const r = rate(results);
    const d = pairedDifference(results, below);
    const above = r.rate > rates[rates.length - 1];
    rates.push(r.rate);
    report('ai', `${game} 3 seats, ${level.kind} against 2 greedy: ${rateWords(r, fairShare(3))}; minus ${belowKind} on the same deals ${signed(d.mean)} points (95% ${signed(d.lo)} to ${signed(d.hi)})`, pct(r.rate));
    out.push({ game, seats: 3, goal: `${level.kind} against 2 greedy (ladder order)`, r, ok: above, sure: d.lo > 0, note: above ? 'above the level below' : 'NOT above the level below' });
    below = results;
    belowKind = level.kind;
  }
  const ordered = rates.every((x, i) => i === 0 || x > rates[i - 1]);
  report('ai', `${game} 3 seats, greedy < ${LEVELS.map((l) => l.kind).join(' < ')} against 2 greedy (greedy's own on the same deals), % won`, rates.map(pct).join(' < '), {
    goal: 'increasing',
    ok: ordered,
  });
}

const signed = (x: number): string => `${x >= 0 ? '+' : ''}${x.toFixed(1)}`;

/**
 * Whether hints come from the strongest kind at this table: the kind hint.ts names, against
 * greedy players, wins at least the lower end of the best kind's interval there (greedy, normal
 * and hard measured; greedy's own rate is the fair share).
 */
function hintVerdict(game: string, seats: number, vsGreedy: Map<string, Rate>): Verdict {
  const kind = hintKindFor(game, seats);
  let best = 'greedy';
  for (const [k, r] of vsGreedy) if (r.rate > (vsGreedy.get(best)?.rate ?? 0)) best = k;
  const top = vsGreedy.get(best) as Rate;
  const mine = vsGreedy.get(kind);
  const ok = mine !== undefined && mine.rate >= top.lo;
  const goal = `hints (${kind}) strongest vs greedy`;
  report('ai', `${game} ${seats} seats, hints come from ${kind}; the strongest against greedy players here: ${best} (${pct(top.rate)}%)`, mine ? pct(mine.rate) : '-', {
    goal: `>= ${pct(top.lo)}`,
    ok,
  });
  return { game, seats, goal, r: mine ?? { rate: NaN, lo: NaN, hi: NaN, n: 0 }, ok };
}

/** The last tables: every goal with its rate, interval and games; every level's CPU. */
function summary(out: Verdict[], cpus: Cpu[]): void {
  process.stdout.write(
    `\nThe ladder, every goal on seeds from ${LADDER_FIRST_SEED} (rate %, 95% Wilson interval, games; greedy against greedy is the fair share, n 0;\n` +
      ` a goal is judged on the rate, "sure" when the whole interval meets it; "ceiling-bound": even the clairvoyant wins less than the goal,\n` +
      ` which then asks the share shown, a fixed fraction of the ceiling's edge (bench/ladder-goals.ts)):\n`,
  );
  for (const v of out) {
    const verdict = v.note ?? (v.ok ? 'met' : 'NOT MET');
    const line = `  ${v.game.padEnd(24)} ${String(v.seats).padStart(1)} seats  ${v.goal.padEnd(48)} ${pct(v.r.rate).padStart(5)}  ${pct(v.r.lo).padStart(5)}-${pct(v.r.hi).padEnd(5)}  n ${String(v.r.n).padEnd(4)} ${verdict}${v.sure ? ', sure' : ''}`;
    process.stdout.write(`${line}\n`);
  }
  if (!cpus.length) return;
  process.stdout.write('\nCPU per decision with a choice, 90th percentile (worst), s, against normal players in one thread:\n');
  for (const c of cpus) {
    process.stdout.write(`  ${c.game.padEnd(24)} ${c.seats} seats  ${c.kind.padEnd(7)} ${c.p90.toFixed(3)} (${c.worst.toFixed(2)}) over ${String(c.decisions).padEnd(5)} budget ${c.budget}  ${c.p90 <= c.budget ? 'within' : 'OVER'}\n`);
  }
}

export async function benchLadder(
  timed = Number(process.env.BENCH_AI_TIMED ?? 10),
  workers = Number(process.env.BENCH_AI_WORKERS ?? availableParallelism()),
): Promise<void> {
  const only = process.env.BENCH_AI_LADDER_GAMES?.split(',');
  const seats = (process.env.BENCH_AI_LADDER_SEATS ?? '2,4').split(',').map(Number);
  const has = (id: string): boolean => allGames().some((g) => g.id === id) && (!only || only.includes(id));
  const out: Verdict[] = [];
  const cpus: Cpu[] = [];
  for (const game of GAMES) if (has(game)) await ladder(game, seats, timed, workers, out, cpus);
  if (out.length) summary(out, cpus);
}

// run alone: `npx tsx bench/ai-ladder.ts` (in this thread)
if (process.argv[1]?.endsWith('ai-ladder.ts')) {
  await (await import('../src/games/index.js')).loadGames();
  await import('../src/ai/index.js');
  await benchLadder();
}
