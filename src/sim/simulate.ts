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
import { runStudy } from './pool.js';
import { buildReport, shardRange, type SimReport, type StudyInfo } from './report.js';
import { parseSeats, type GameRow, type StudySpec } from './study.js';

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
  opts: { ruleset?: string; options?: Record<string, unknown>; seats?: string },
): Variant {
  const seats = parseSeats(game, opts.seats);
  const ruleset = loadRuleset(game, opts.ruleset, seats.length);
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
  const info: StudyInfo = {
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
  return { report: sealReport(buildReport(info, tally, { elapsedSeconds, workers })), rows: tally.rows };
}

/** A card's name from its code, by the game's per-card table and the ruleset's data. */
export function cardNamer(game: AnyGame, data: unknown): ((code: string) => string) | undefined {
  const hooks = game.report?.cards;
  return hooks ? (code) => hooks.name(code, data) : undefined;
}
