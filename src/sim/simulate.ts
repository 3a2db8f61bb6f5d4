/**
 * The simulator's entry points without the command line: a variant (game, ruleset, options,
 * seats) is prepared once, then `simulate` plays a study of it (or one shard of one) on the
 * worker pool and reports it.
 */
import { performance } from 'node:perf_hooks';
import { UsageError } from '../engine/errors.js';
import { resolveOptions } from '../engine/options.js';
import type { AnyGame, Options } from '../engine/types.js';
import { checkSeats, loadRuleset, optionsOver, rulesetDigest, type Ruleset } from '../rulesets/index.js';
import { sealReport } from './merge.js';
import type { PairingShape } from './compare.js';
import type { FigureSet } from './figures.js';
import type { PairedTally } from './paired-tally.js';
import { firstBatch, nextTotal, type AutoPlan, type PrecisionReached } from './auto.js';
import { runPaired, runStudy, type PairedResult } from './pool.js';
import { wilson } from './stats.js';
import { Tally } from './tally.js';
import { buildReport, shardRange, type SimReport, type StudyInfo } from './report.js';
import { gamesPerUnit, parseSeats, type GameRow, type PairedSpec, type StudySpec } from './study.js';

/** A game under one set of rules with its players: what a study plays. */
export interface Variant {
  game: AnyGame;
  ruleset: Ruleset;
  /** Options set over the ruleset's (`--option`), checked. */
  overrides: Options;
  /** Every option as played. */
  options: Options;
  seats: string[];
}

/**
 * Prepares a variant: the ruleset (a file, or the game's built-in one), `overrides` on top,
 * `--seats`, and the deck checked against the seat count.
 */
export function prepareVariant(
  game: AnyGame,
  opts: { ruleset?: string | Ruleset; options?: Record<string, unknown>; seats?: string },
): Variant {
  const seats = parseSeats(game, opts.seats);
  // a ruleset made here (sweep --vary) comes checked; a file is read and checked
  const ruleset = typeof opts.ruleset === 'object' ? opts.ruleset : loadRuleset(game, opts.ruleset, seats.length);
  const given = opts.options ?? {};
  const checked = resolveOptions(game, given);
  const overrides: Options = {};
  for (const key of Object.keys(given)) overrides[key] = checked[key];
  const options = optionsOver(game, ruleset, overrides);
  if (Object.keys(overrides).length) {
    const problems = checkSeats(game, options, ruleset.data, seats.length);
    if (problems.length) throw new UsageError(problems.map((p) => `with --option ${Object.entries(overrides).map(([k, v]) => `${k}=${String(v)}`).join(' ')}: ${p}`));
  }
  return { game, ruleset, overrides, options, seats };
}

export function specOf(v: Variant, seed: number): StudySpec {
  return { game: v.game.id, options: v.options, data: v.ruleset.data, seats: v.seats, seed };
}

export interface StudyRequest {
  /** Games in the whole study. */
  games: number;
  /** The base seed: game i is dealt from `dealSeed(seed, i)`. */
  seed: number;
  /** Deal every game from this seed instead (one game of a report, again). */
  gameSeed?: number;
  /** One shard of the study, from 1. */
  shard?: { index: number; count: number };
  workers?: number;
  onProgress?: (done: number, total: number) => void;
  /** Keep one row per game (returned by `playStudy`, unless `onRows` takes them). */
  keepGames?: boolean;
  /** Hears the games' rows in study order as they finish (`--games-out`); they are then not kept. */
  onRows?: (rows: readonly GameRow[]) => void;
  /** Play each of the `games` deals once with every rotation of the seats (games x seats games). */
  rotate?: boolean;
}

/** Plays a study (or a shard of one) of a variant and reports it. */
export async function simulate(v: Variant, req: StudyRequest): Promise<SimReport> {
  return (await playStudy(v, req)).report;
}

/** Plays a study (or a shard of one) of a variant: its report, and its games when `keepGames`. */
export async function playStudy(v: Variant, req: StudyRequest): Promise<{ report: SimReport; rows: GameRow[] }> {
  const rotate = Boolean(req.rotate) && v.seats.length > 1;
  const total = rotate ? req.games * v.seats.length : req.games;
  const [from, to] = req.shard ? shardRange(total, req.shard.index, req.shard.count) : [0, total];
  const spec = { ...specOf(v, req.seed), keepGames: req.keepGames || req.onRows !== undefined, gameSeed: req.gameSeed, rotate };
  const started = performance.now();
  const workers = Math.max(1, Math.min(req.workers ?? 1, Math.max(1, to - from)));
  const tally = await runStudy(spec, from, to, { workers, onProgress: req.onProgress, onRows: req.onRows });
  const elapsedSeconds = (performance.now() - started) / 1000;
  return { report: sealReport(buildReport(studyInfo(v, req, total, from, to), tally, { elapsedSeconds, workers })), rows: tally.rows };
}

/**
 * Plays a study of a variant with `-n auto`: batches of deals until every seat's win rate (and
 * every player's, under rotate) has a 95% Wilson interval no wider than +-precision, or the cap.
 * `req.games` is ignored. The same as `playStudy` with `games` the deals it took.
 */
export async function playStudyAuto(v: Variant, req: StudyRequest, plan: AutoPlan): Promise<{ report: SimReport; rows: GameRow[]; precision: PrecisionReached }> {
  const rotate = Boolean(req.rotate) && v.seats.length > 1;
  const per = rotate ? v.seats.length : 1;
  const spec = { ...specOf(v, req.seed), keepGames: req.keepGames || req.onRows !== undefined, rotate };
  const started = performance.now();
  const tally = new Tally(v.seats.length);
  let deals = 0;
  let next = firstBatch(plan);
  let widest = 1;
  let workers = 1;
  for (;;) {
    workers = Math.max(1, Math.min(req.workers ?? 1, (next - deals) * per));
    const from = deals * per;
    const all = next * per;
    const t = await runStudy(spec, from, all, { workers, onProgress: req.onProgress && ((d) => req.onProgress?.(from + d, all)), onRows: req.onRows });
    tally.merge(t);
    deals = next;
    widest = widestWinRate(tally, rotate);
    next = nextTotal(deals, widest, plan);
    if (next === deals) break;
  }
  const elapsedSeconds = (performance.now() - started) / 1000;
  const total = deals * per;
  const precision = { target: plan.precision, reached: widest <= plan.precision, widest, games: total, cap: plan.cap * per };
  const report = buildReport(studyInfo(v, { ...req, rotate }, total, 0, total), tally, { elapsedSeconds, workers });
  return { report: sealReport({ ...report, precision }), rows: tally.rows, precision };
}

/** The widest half of a 95% Wilson interval among the seats' win rates (and the players' under rotate). */
function widestWinRate(t: Tally, rotate: boolean): number {
  const half = (k: number): number => {
    const [lo, hi] = wilson(k, t.games);
    return (hi - lo) / 2;
  };
  return Math.max(...t.wins.map(half), ...(rotate ? t.playerWins.map(half) : []));
}

/** What `compare` and `sweep` play: variants of one game with the same seats, on the same deals. */
export interface PairedRequest {
  /** Deals (games without `rotate`). */
  games: number;
  seed: number;
  rotate?: boolean;
  workers?: number;
  onProgress?: (done: number, total: number) => void;
  figures: FigureSet;
  /** Units are deals: the seatings of one deal under `rotate` count as one unit in the tests. */
  byDeal: boolean;
}

/** A paired study as played: each variant's report, the paired sums, how units were made. */
export interface PairedPlayed {
  reports: SimReport[];
  paired: PairedTally;
  shape: PairingShape;
  workers: number;
}

/**
 * Plays every variant on the same deals: each one's report, and the paired sums (nothing kept
 * per game). With `auto`, in batches of deals until `widest` (the widest half-width of the
 * rates that lead, from what was played so far) is within the plan's precision, or the cap.
 */
export async function playPairedStudy(
  variants: readonly Variant[],
  req: PairedRequest,
  auto?: { plan: AutoPlan; widest: (played: PairedPlayed) => number },
): Promise<PairedPlayed & { precision?: PrecisionReached }> {
  const seats = variants[0].seats;
  const rotate = Boolean(req.rotate) && seats.length > 1;
  const per = rotate ? seats.length : 1;
  const spec: PairedSpec = {
    variants: variants.map((v) => ({ ...specOf(v, req.seed), rotate })),
    figures: req.figures,
    byDeal: req.byDeal,
  };
  const perUnit = gamesPerUnit(spec);
  const started = performance.now();
  let deals = 0;
  let next = auto ? firstBatch(auto.plan) : req.games;
  let acc: PairedResult | undefined;
  let played: PairedPlayed;
  for (;;) {
    const [from, to] = [(deals * per) / perUnit, (next * per) / perUnit];
    const workers = Math.max(1, Math.min(req.workers ?? 1, to - from));
    // progress in games of each variant, as `simulate` counts them
    const onProgress = req.onProgress && ((done: number): void => req.onProgress?.((from + done) * perUnit, to * perUnit));
    acc = await runPaired(spec, from, to, { workers, onProgress }, acc);
    deals = next;
    const total = deals * per;
    const elapsedSeconds = (performance.now() - started) / 1000;
    const reports = variants.map((v, i) => buildReport(studyInfo(v, { ...req, rotate }, total, 0, total), (acc as PairedResult).tallies[i], { elapsedSeconds, workers }));
    played = { reports, paired: acc.paired, shape: { seats: seats.length, perUnit }, workers };
    if (!auto) return played;
    const widest = auto.widest(played);
    next = nextTotal(deals, widest, auto.plan);
    if (next === deals) {
      return { ...played, precision: { target: auto.plan.precision, reached: widest <= auto.plan.precision, widest, games: total, cap: auto.plan.cap * per } };
    }
  }
}

/** What a report says of its study: `rotate` as played (only with several seats). */
function studyInfo(v: Variant, req: Pick<StudyRequest, 'seed' | 'gameSeed' | 'shard' | 'rotate'>, total: number, from: number, to: number): StudyInfo {
  const rotate = Boolean(req.rotate) && v.seats.length > 1;
  return {
    game: v.game,
    options: v.options,
    overrides: v.overrides,
    seats: v.seats,
    seed: req.seed,
    gameSeed: req.gameSeed,
    ruleset: { source: v.ruleset.builtin ? '(built in)' : v.ruleset.source, name: v.ruleset.name ?? null, digest: rulesetDigest(v.options, v.ruleset.data) },
    studyGames: total,
    rotate,
    shard: req.shard ?? null,
    from,
    to,
    cardName: cardNamer(v.game, v.ruleset.data),
  };
}

/** A card's name from its code, by the game's per-card table and the ruleset's data. */
export function cardNamer(game: AnyGame, data: unknown): ((code: string) => string) | undefined {
  const hooks = game.report?.cards;
  return hooks ? (code) => hooks.name(code, data) : undefined;
}
