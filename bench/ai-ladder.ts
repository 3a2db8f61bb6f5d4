/**
 * The ladder of computer players: whether each level's name tells the truth.
 *
 * Louis XIV, Just Desserts and the Surrealist Dinner Party, at two seats and at four, the
 * studied player's seat rotated game by game (seat = seed mod seats), every study on the same
 * deals (seeds from LADDER_FIRST_SEED on, which no tuning looked at; the tuning used seeds
 * 100,000-499,999). Each rate is the share of games won (a shared win split), with Wilson's
 * 95% interval; a goal is judged on the rate, the interval printed beside it.
 * - Each level against a table of the level below: normal against easy players and hard
 *   against normal players win at least a fair share + 8 points at four seats (33%), 58% at two.
 * - Against greedy players: normal at least a fair share (25% / 50%), hard a fair share + 15
 *   points (40% / 65%).
 * - greedy a sensible baseline: a random player beats greedy players at most half the time,
 *   at every seat count the game takes.
 * - CPU per decision (with a choice) at the 90th percentile, per level and seat count, from
 *   the first BENCH_AI_TIMED games against greedy players replayed in this thread (process
 *   CPU, so only there it is the player's own): within the level's budget (src/ai/levels.ts).
 * - Just Desserts at three seats: greedy < easy < normal < hard against two greedy players
 *   (greedy's own rate is the fair share by symmetry); Louis XIV solo's is in bench/ai.ts.
 * - Where a goal is missed, the ceiling: the bench's clairvoyant player (hard's search with
 *   every hidden card read; never a seat a person can pick) against normal players.
 * - Hints: the kind hint.ts names for the game and table wins against greedy players at least
 *   the lower end of the interval of the strongest kind measured there.
 * A last table lists every goal with its rate, interval, games and verdict.
 * BENCH_AI_LADDER sets the games per study (200 by default), BENCH_AI_LADDER_GAMES the games
 * (comma-separated ids), BENCH_AI_LADDER_SEATS the seat counts (2,4). The whole part takes
 * about an hour of CPU at 200 games (see bench/README.md).
 *
 * The Feast has its own part, in ai-ladder-feast.ts (at two seats to eight: random against
 * greedy, the levels head to head and against greedy, and the clairvoyant ceiling).
 */
import { availableParallelism } from 'node:os';
import { hintKindFor } from '../src/ai/hint.js';
import { LEVELS, levelFor } from '../src/ai/levels.js';
import { getGame, allGames } from '../src/engine/registry.js';
import { CLAIRVOYANT, interval, pct, play } from './ai.js';
import { report } from './report.js';
import { benchFeast } from './ai-ladder-feast.js';

/** The first seed of every ladder study: deals the tuning never saw. */
export const LADDER_FIRST_SEED = 600_000;

const GAMES = ['louis-xiv', 'just-desserts', 'surrealist-dinner-party'] as const;

/** Share of games won (shared wins split), as a rate and interval in percent. */
function rate(results: { win: number }[]): { rate: number; lo: number; hi: number; n: number } {
  const share = results.reduce((a, r) => a + r.win, 0);
  const [lo, hi] = interval(share, results.length);
  return { rate: (100 * share) / results.length, lo, hi, n: results.length };
}

type Rate = ReturnType<typeof rate>;

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
  /** A figure without a goal of its own (the ceiling), printed instead of a verdict. */
  note?: string;
}

/** A study: `kind` in the rotated seat, `against` in every other. */
async function study(game: string, seats: number, kind: string, against: string, games: number, workers: number): Promise<Rate> {
  const kinds = [kind, ...new Array<string>(seats - 1).fill(against)];
  return rate(await play(game, kinds, games, true, workers, LADDER_FIRST_SEED));
}

/** The goals of a seat count: [level, the table's level, the least rate]. */
function goals(seats: number): [string, string, number][] {
  const fair = 100 / seats;
  const two = seats === 2;
  return [
    ['normal', 'easy', two ? 58 : fair + 8],
    ['hard', 'normal', two ? 58 : fair + 8],
    ['normal', 'greedy', fair],
    ['hard', 'greedy', two ? 65 : fair + 15],
  ];
}

async function ladder(game: string, seatCounts: number[], games: number, timed: number, workers: number, out: Verdict[]): Promise<void> {
  const g = getGame(game);
  for (const seats of seatCounts) {
    if (seats < g.players.min || seats > g.players.max) continue;
    const fair = 100 / seats;
    const missed: string[] = [];
    // against greedy players, greedy itself wins the fair share (the seats are alike)
    const vsGreedy = new Map<string, Rate>([['greedy', { rate: fair, lo: fair, hi: fair, n: 0 }]]);
    for (const [kind, against, least] of goals(seats)) {
      const r = await study(game, seats, kind, against, games, workers);
      const ok = r.rate >= least;
      const goal = `${kind} against ${seats - 1} ${against} >= ${pct(least)}`;
      report('ai', `${game} ${seats} seats, ${kind} against ${seats - 1} ${against}: ${rateWords(r, fair)}`, pct(r.rate), { goal: `>= ${pct(least)}`, ok });
      out.push({ game, seats, goal, r, ok, sure: r.lo >= least });
      if (!ok) missed.push(goal);
      if (against === 'greedy') vsGreedy.set(kind, r);
    }
    out.push(hintVerdict(game, seats, vsGreedy));
    for (const kind of ['normal', 'hard']) {
      // one thread: process CPU is then the player's own
      const kinds = [kind, ...new Array<string>(seats - 1).fill('greedy')];
      const clocked = await play(game, kinds, Math.min(timed, games), true, 1, LADDER_FIRST_SEED);
      const cpu = clocked.flatMap((x) => x.cpuDecisions);
      const budget = levelFor(kind)?.budget ?? 0;
      const perGame = clocked.reduce((a, x) => a + x.cpu, 0) / Math.max(1, clocked.length);
      const ok = p90(cpu) / 1000 <= budget;
      report(
        'ai',
        `${game} ${seats} seats, ${kind}: CPU per decision, 90th percentile over ${cpu.length} decisions of ${clocked.length} games in one thread, s (worst ${(Math.max(0, ...cpu) / 1000).toFixed(2)}; ${(perGame / 1000).toFixed(2)} s a game)`,
        (p90(cpu) / 1000).toFixed(3),
        { goal: `<= ${budget}`, ok },
      );
      if (!ok) missed.push(`${kind} CPU`);
    }
    if (missed.length) {
      // the ceiling: how much any player could win here, reading every hidden card
      const r = await study(game, seats, CLAIRVOYANT, 'normal', games, workers);
      report('ai', `${game} ${seats} seats, the ceiling: clairvoyant (reads every hidden card) against ${seats - 1} normal: ${rateWords(r, fair)}`, pct(r.rate));
      out.push({ game, seats, goal: `ceiling: clairvoyant vs ${seats - 1} normal`, r, ok: true, note: 'the most skill wins here' });
    }
  }
  for (let seats = g.players.min; seats <= g.players.max; seats++) {
    if (seats < 2) continue;
    const r = await study(game, seats, 'random', 'greedy', games, workers);
    const ok = r.rate <= 50;
    report('ai', `${game} ${seats} seats, random against ${seats - 1} greedy: ${rateWords(r, 100 / seats)}`, pct(r.rate), { goal: '<= 50', ok });
    out.push({ game, seats, goal: `random against ${seats - 1} greedy <= 50`, r, ok, sure: r.hi <= 50 });
  }
  if (game === 'just-desserts') {
    // the smaller goal: a monotone ladder at three seats, where easy was no better than greedy
    const rates = [100 / 3];
    for (const level of LEVELS) {
      const r = await study(game, 3, level.kind, 'greedy', games, workers);
      rates.push(r.rate);
      report('ai', `${game} 3 seats, ${level.kind} against 2 greedy: ${rateWords(r, 100 / 3)}`, pct(r.rate));
    }
    const ordered = rates.every((x, i) => i === 0 || x > rates[i - 1]);
    report('ai', `${game} 3 seats, greedy < ${LEVELS.map((l) => l.kind).join(' < ')} against 2 greedy (greedy's own: the fair share), % won`, rates.map(pct).join(' < '), {
      goal: 'increasing',
      ok: ordered,
    });
  }
}

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

/** The last table: every goal with its rate, interval and games. */
function summary(out: Verdict[], games: number): void {
  const seeds = `${LADDER_FIRST_SEED}-${LADDER_FIRST_SEED + games - 1}`;
  process.stdout.write(`\nThe ladder, every goal on seeds ${seeds} (rate %, 95% interval, games;\n greedy against greedy is the fair share, n 0; a goal is judged on the rate, "sure" when the whole interval meets it):\n`);
  for (const v of out) {
    const line = `  ${v.game.padEnd(24)} ${String(v.seats).padStart(1)} seats  ${v.goal.padEnd(36)} ${pct(v.r.rate).padStart(5)}  ${pct(v.r.lo).padStart(5)}-${pct(v.r.hi).padEnd(5)}  n ${String(v.r.n).padEnd(4)} ${v.note ?? (v.ok ? 'met' : 'NOT MET')}${v.sure ? ', sure' : ''}`;
    process.stdout.write(`${line}\n`);
  }
}

export async function benchLadder(
  games = Number(process.env.BENCH_AI_LADDER ?? 200),
  timed = Number(process.env.BENCH_AI_TIMED ?? 10),
  workers = Number(process.env.BENCH_AI_WORKERS ?? availableParallelism()),
): Promise<void> {
  const only = process.env.BENCH_AI_LADDER_GAMES?.split(',');
  const seats = (process.env.BENCH_AI_LADDER_SEATS ?? '2,4').split(',').map(Number);
  const has = (id: string): boolean => allGames().some((g) => g.id === id) && (!only || only.includes(id));
  const out: Verdict[] = [];
  for (const game of GAMES) if (has(game)) await ladder(game, seats, games, timed, workers, out);
  if (out.length) summary(out, games);
  if (has('the-feast')) await benchFeast();
}
