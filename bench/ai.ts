/**
 * The searching player's strength and speed, on fixed seeds so that every run plays
 * the same games:
 * - Royal Dinner Party: deals won (with a 95% interval) and favors left on wins, for greedy,
 *   easy, normal and hard. Goals: hard wins >= 95% with <= 2 s of thinking per game and >= 2
 *   favors left on its wins; normal wins >= 85% with <= 0.3 s per game.
 * - The Feast and Just Desserts, four seats: the ladder of levels (bench/ai-ladder.ts).
 * - Louis XIV solo: greedy, easy, normal and hard's mean points (95% interval) and rating spread
 *   over BENCH_AI_LOUIS deals (300 by default); goal: hard >= 9 points with <= 2 s of CPU per
 *   game; each kind above the one below it (paired on the same deals).
 * - Every level's decision time, median and worst, and thinking time per game.
 *
 * Games are spread over worker threads running this same bundle (BENCH_AI_WORKERS, default
 * every core); BENCH_AI_DEALS sets how many games. Royal Dinner Party's
 * times come from the first BENCH_AI_TIMED deals (default 40) played again in one thread;
 * they are wall-clock times of each decision, so a busy machine shows slower: the load
 * average is printed with them.
 */
import { availableParallelism, loadavg } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { loadGames } from '../src/games/index.js';
import '../src/ai/index.js';
import { lxSeatModel } from '../src/ai/games/louis-xiv.js';
import { levelFor } from '../src/ai/levels.js';
import { SearchPlayer } from '../src/ai/player.js';
import { Search } from '../src/ai/search.js';
import { tuningFor, type Policy } from '../src/ai/tuning.js';
import { createPlayer, playerRng, type Player } from '../src/engine/players.js';
import { playFrom } from '../src/engine/playout.js';
import { seedRng, nextU32, type RngState } from '../src/engine/rng.js';
import type { AnyGame } from '../src/engine/types.js';
import { allGames, getGame } from '../src/engine/registry.js';
import { loadRuleset } from '../src/rulesets/index.js';
import { median, report } from './report.js';

/** A chunk of games: seat kinds in seat order for seat 0; with `rotate`, game i puts the studied seat at i % seats. */
interface Task {
  game: string;
  kinds: string[];
  rotate: boolean;
  from: number;
  to: number;
}

/** One game, from the studied seat's side (seat 0, or the rotated seat). */
interface GameResult {
  seed: number;
  /** 1 for a win, 1/k for a win shared by k, else 0. */
  win: number;
  /** The studied seat's score. */
  score: number;
  /** Milliseconds of each of its decisions. */
  decisions: number[];
  /** CPU milliseconds (user + system) of its decisions: meaningful when the games run in one thread. */
  cpu: number;
  /** The same, per decision with a choice (more than one legal move). */
  cpuDecisions: number[];
}

/**
 * The bench's clairvoyant player, never a seat kind a person can pick: hard's search (with the
 * game's own hard settings and its models of the table's other seats) whose every sample is the
 * true state, every hidden card read. Its rate against three normal players is the most skill
 * can win in a game.
 */
export const CLAIRVOYANT = 'clairvoyant';

/**
 * The clairvoyant's rollout model of a table of three or more, where hard's own would leave
 * its rollouts nearly one line: its samples are the true state, deck order included, so with
 * every seat playing greedy without a generator each candidate is judged on one future. The
 * model has the searching seats stray now and then, from the rollout's own generator, so the
 * rollouts differ by design (Just Desserts' hard already models the table so).
 */
const CLAIRVOYANT_MODELS: Readonly<Record<string, (kinds: readonly string[]) => Policy>> = { 'louis-xiv': lxSeatModel };

function clairvoyant(game: AnyGame, state: () => unknown): Player {
  const hard = levelFor('hard');
  if (!hard) throw new Error('no hard level');
  const search = new SearchPlayer('hard', hard, true);
  return {
    kind: CLAIRVOYANT,
    choose: (d) => {
      // its own seat named as hard's, so that it weighs the table with hard's models of the other seats
      const kinds = d.kinds?.map((k, i) => (i === d.seat ? 'hard' : k));
      const decision = {
        ...d,
        kinds,
        sample: (rng: RngState) => {
          const copy = game.clone(state()) as { rng: number[] };
          // a fresh generator from the player's own, as a sample has
          copy.rng = seedRng(nextU32(rng));
          return copy;
        },
      };
      const model = CLAIRVOYANT_MODELS[game.id];
      if (!kinds || kinds.length < 3 || !model || d.legal.length === 1) return search.choose(decision);
      const tuning = { ...tuningFor(game.id, kinds, d.seat), policy: model(kinds) };
      const s = new Search(decision, search.settingsFor(game.id, kinds, d.seat), tuning);
      s.run();
      return s.best();
    },
  };
}

function playTask(t: Task): GameResult[] {
  const game = getGame(t.game);
  const ruleset = loadRuleset(game);
  const out: GameResult[] = [];
  for (let seed = t.from; seed < t.to; seed++) {
    const n = t.kinds.length;
    const studied = t.rotate ? seed % n : 0;
    const state = game.setup({ seed, seats: n, options: ruleset.options, data: ruleset.data });
    const decisions: number[] = [];
    const cpuDecisions: number[] = [];
    let cpu = 0;
    const players = t.kinds.map((_, seat) => {
      const kind = t.kinds[(seat - studied + n) % n];
      const p = kind === CLAIRVOYANT ? clairvoyant(game, () => state) : (createPlayer(kind) as Player);
      if (seat !== studied) return p;
      const timed: Player = {
        kind,
        choose(d) {
          const t0 = performance.now();
          const c0 = process.cpuUsage();
          const move = p.choose(d);
          const c1 = process.cpuUsage(c0);
          cpu += (c1.user + c1.system) / 1000;
          if (d.legal.length > 1) cpuDecisions.push((c1.user + c1.system) / 1000);
          decisions.push(performance.now() - t0);
          return move;
        },
      };
      return timed;
    });
    const rngs = players.map((_, seat) => playerRng(seed, seat));
    const r = playFrom(game, state, players, rngs);
    const won = r.outcome.winners.includes(studied) ? 1 / r.outcome.winners.length : 0;
    out.push({ seed, win: won, score: r.outcome.scores[studied], decisions, cpu, cpuDecisions });
  }
  return out;
}

// A worker: play the chunks the main thread sends, and never go on into the rest of the bundle.
if (!isMainThread && (workerData as { aiBench?: boolean } | null)?.aiBench) {
  await loadGames();
  const port = parentPort;
  port?.on('message', (t: Task | null) => {
    if (!t) process.exit(0);
    else port.postMessage(playTask(t));
  });
  await new Promise(() => {});
}

/** Plays games `0..count` of a study, in chunks over the workers; results in seed order. */
export async function play(game: string, kinds: string[], count: number, rotate: boolean, workers: number, first = 0): Promise<GameResult[]> {
  const chunk = Math.max(1, Math.min(10, Math.ceil(count / (workers * 6))));
  const tasks: Task[] = [];
  for (let from = first; from < first + count; from += chunk) tasks.push({ game, kinds, rotate, from, to: Math.min(first + count, from + chunk) });
  if (workers <= 1 || import.meta.url.endsWith('.ts')) return tasks.flatMap(playTask);
  const results: GameResult[] = [];
  await Promise.all(
    Array.from({ length: Math.min(workers, tasks.length) }, () => {
      const w = new Worker(new URL(import.meta.url), { workerData: { aiBench: true } });
      return new Promise<void>((resolve, reject) => {
        const next = (): void => {
          const t = tasks.shift();
          w.postMessage(t ?? null);
          if (!t) resolve();
        };
        w.on('message', (r: GameResult[]) => {
          results.push(...r);
          next();
        });
        w.on('error', reject);
        next();
      });
    }),
  );
  return results.sort((a, b) => a.seed - b.seed);
}

/** Wilson's 95% interval for k successes in n, in percent. */
export function interval(k: number, n: number): [number, number] {
  const z = 1.96;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = ((z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n)));
  return [100 * (centre - half), 100 * (centre + half)];
}

export const pct = (x: number): string => x.toFixed(1);
export const secs = (ms: number): string => (ms / 1000).toFixed(2);

interface Timing {
  /** Thinking per game, ms: mean, median, worst. */
  mean: number;
  median: number;
  worst: number;
  /** Per decision, ms: median, 90th percentile, worst. */
  decMedian: number;
  dec90: number;
  decWorst: number;
}

/** Thinking per game and per decision, for the report. */
export function timing(results: GameResult[]): Timing {
  const perGame = results.map((r) => r.decisions.reduce((a, b) => a + b, 0));
  const all = results.flatMap((r) => r.decisions).sort((a, b) => a - b);
  return {
    mean: perGame.reduce((a, b) => a + b, 0) / Math.max(1, perGame.length),
    median: perGame.length ? median(perGame) : 0,
    worst: Math.max(0, ...perGame),
    decMedian: all.length ? median(all) : 0,
    dec90: all.length ? all[Math.floor(0.9 * (all.length - 1))] : 0,
    decWorst: all.length ? all[all.length - 1] : 0,
  };
}

export const decisionWords = (t: Timing): string =>
  `decision ms median ${t.decMedian.toFixed(1)}, 90% under ${t.dec90.toFixed(1)}, worst ${t.decWorst.toFixed(0)}`;

interface RdpGoal {
  wins: number;
  seconds: number;
  favors?: number;
}

const RDP_GOALS: Record<string, RdpGoal | undefined> = {
  normal: { wins: 85, seconds: 0.3 },
  hard: { wins: 95, seconds: 2, favors: 2 },
};

async function benchRdp(deals: number, timed: number, workers: number): Promise<void> {
  for (const kind of ['greedy', 'easy', 'normal', 'hard']) {
    const results = await play('royal-dinner-party', [kind], deals, false, workers);
    // times from the first deals again, played in this thread alone: the workers compete for
    // the cores with each other and with whatever else runs, which says little about a level
    const clocked = await play('royal-dinner-party', [kind], Math.min(timed, deals), false, 1);
    const won = results.filter((r) => r.win > 0);
    const [lo, hi] = interval(won.length, results.length);
    const rate = (100 * won.length) / results.length;
    const goal = RDP_GOALS[kind];
    const label = `royal-dinner-party ${kind}`;
    report('ai', `${label}: deals won of ${results.length}, % (95% interval ${pct(lo)}-${pct(hi)})`, pct(rate), goal ? { goal: `>= ${goal.wins}`, ok: rate >= goal.wins } : {});
    const favors = won.map((r) => r.score);
    const mean = favors.reduce((a, b) => a + b, 0) / Math.max(1, favors.length);
    const sd = Math.sqrt(favors.reduce((a, f) => a + (f - mean) ** 2, 0) / Math.max(1, favors.length - 1));
    const half = (1.96 * sd) / Math.sqrt(Math.max(1, favors.length));
    report('ai', `${label}: favors left on its wins (mean, 95% interval +-${half.toFixed(2)})`, mean.toFixed(2), goal?.favors ? { goal: `>= ${goal.favors}`, ok: mean >= goal.favors } : {});
    const t = timing(clocked);
    const what = `thinking per game over ${clocked.length} deals in one thread, s (mean; median ${secs(t.median)}, worst ${secs(t.worst)}; ${decisionWords(t)})`;
    report('ai', `${label}: ${what}`, secs(t.mean), goal ? { goal: `<= ${goal.seconds}`, ok: t.mean / 1000 <= goal.seconds } : {});
  }
}

/** The solo rating of a score (the rulebook's scale, as rulesets/louis-xiv.yaml gives it). */
const LX_RATINGS: [number, string][] = [[11, 'waiter of the year'], [9, 'a big tip'], [7, 'good enough'], [0, 'fired']];

/**
 * Louis XIV solo: mean points with a 95% interval, the rating spread, and CPU time per game
 * (process CPU of the player's decisions, from the first deals replayed in this thread).
 * Goal: hard averages >= 9 points (a big tip) with <= 2 s of CPU per game.
 */
/** The first deal of the Louis XIV study: fresh deals, not those the search's tuning looked at. */
const LOUIS_FIRST_DEAL = 10_000;

export async function benchLouis(deals: number, timed: number, workers: number): Promise<void> {
  const kinds = ['greedy', 'easy', 'normal', 'hard'];
  const all: GameResult[][] = [];
  for (const kind of kinds) {
    // deals from 10,000 on: the search was tuned on deals 0-299 and 100,000 on, so those would flatter it
    const results = await play('louis-xiv', [kind], deals, false, workers, LOUIS_FIRST_DEAL);
    all.push(results);
    const clocked = await play('louis-xiv', [kind], Math.min(timed, deals), false, 1, LOUIS_FIRST_DEAL);
    const scores = results.map((r) => r.score);
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    const sd = Math.sqrt(scores.reduce((a, x) => a + (x - mean) ** 2, 0) / Math.max(1, scores.length - 1));
    const half = (1.96 * sd) / Math.sqrt(scores.length);
    const label = `louis-xiv solo ${kind}`;
    const goal = kind === 'hard' ? { goal: '>= 9', ok: mean >= 9 } : {};
    report('ai', `${label}: mean points over ${results.length} deals (95% interval +-${half.toFixed(2)}, sd ${sd.toFixed(2)})`, mean.toFixed(2), goal);
    const spread = LX_RATINGS.map(([min, text], i) => {
      const top = i ? LX_RATINGS[i - 1][0] : Infinity;
      const k = scores.filter((x) => x >= min && x < top).length;
      const [lo, hi] = interval(k, scores.length);
      return `${text} ${pct((100 * k) / scores.length)}% (${pct(lo)}-${pct(hi)})`;
    });
    report('ai', `${label}: ratings, % of deals (95% intervals): ${spread.join(', ')}`, pct((100 * scores.filter((x) => x >= 7).length) / scores.length));
    const cpu = clocked.map((r) => r.cpu).sort((a, b) => a - b);
    const cpuMean = cpu.reduce((a, b) => a + b, 0) / Math.max(1, cpu.length);
    const what = `CPU per game over ${clocked.length} deals in one thread, s (mean; median ${secs(median(cpu))}, worst ${secs(cpu[cpu.length - 1] ?? 0)})`;
    report('ai', `${label}: ${what}`, secs(cpuMean), kind === 'hard' ? { goal: '<= 2', ok: cpuMean / 1000 <= 2 } : {});
  }
  // the ladder, each kind against the one below on the same deals: paired differences in points
  for (let k = 1; k < kinds.length; k++) {
    const d = all[k].map((r, i) => r.score - all[k - 1][i].score);
    const mean = d.reduce((a, b) => a + b, 0) / d.length;
    const sd = Math.sqrt(d.reduce((a, x) => a + (x - mean) ** 2, 0) / Math.max(1, d.length - 1));
    const half = (1.96 * sd) / Math.sqrt(d.length);
    report('ai', `louis-xiv solo ${kinds[k]} minus ${kinds[k - 1]}, points paired on ${d.length} deals (95% interval ${(mean - half).toFixed(2)} to ${(mean + half).toFixed(2)})`, mean.toFixed(2), {
      goal: '> 0',
      ok: mean > 0,
    });
  }
}

export async function benchAi(
  deals = Number(process.env.BENCH_AI_DEALS ?? 300),
  workers = Number(process.env.BENCH_AI_WORKERS ?? availableParallelism()),
  timed = Number(process.env.BENCH_AI_TIMED ?? 40),
): Promise<void> {
  report('ai', `load average at start (times are wall clock; games on ${workers} worker(s))`, loadavg()[0].toFixed(1));
  await benchRdp(deals, timed, workers);
  if (allGames().some((g) => g.id === 'louis-xiv')) await benchLouis(Number(process.env.BENCH_AI_LOUIS ?? 300), timed, workers);
}
