/**
 * `merge`: combines the JSON reports of a study's shards (`simulate --shard i/n --json`) into
 * the report of the whole study. Tallies add exactly, so the result equals one run of the whole
 * study, timing fields aside: `elapsedSeconds` is the shards' total, `gamesPerSecond` follows
 * from it, and `workers` is the most any shard used.
 */
import { UsageError } from '../engine/errors.js';
import { getGame } from '../engine/registry.js';
import { buildReport, shardRange, SIMULATE_FORMAT, type SimReport } from './report.js';
import { Tally } from './tally.js';

/** Checks a parsed JSON value as a simulate report; `source` names it in errors. */
export function asReport(value: unknown, source: string): SimReport {
  const r = value as Partial<SimReport> | null;
  if (!r || typeof r !== 'object' || r.format !== SIMULATE_FORMAT) {
    throw new UsageError(`${source}: not the JSON of \`dinner-games simulate --json\` (format "${SIMULATE_FORMAT}")`);
  }
  for (const key of ['game', 'seed', 'games', 'study', 'seats', 'options', 'ruleset', 'tally'] as const) {
    if (r[key] === undefined) throw new UsageError(`${source}: field "${key}" is missing`);
  }
  return r as SimReport;
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Merges the shards of one study into the whole study's report. */
export function mergeReports(parts: readonly { report: SimReport; source: string }[]): SimReport {
  if (parts.length === 0) throw new UsageError('merge needs at least one report');
  const first = parts[0].report;
  const kinds = first.seats.map((s) => s.kind);
  for (const { report: r, source } of parts.slice(1)) {
    const differs = (what: string): never => {
      throw new UsageError(`${source}: ${what} differs from ${parts[0].source}; only shards of one study merge`);
    };
    if (r.game !== first.game) differs(`the game (${r.game})`);
    if (r.seed !== first.seed || r.gameSeed !== first.gameSeed) differs(`the seed (${r.seed})`);
    if (r.study.games !== first.study.games) differs(`the study's size (${r.study.games} games)`);
    if (r.study.rotate !== first.study.rotate) differs('--rotate');
    if (!sameJson(r.seats.map((s) => s.kind), kinds)) differs('the seats');
    if (r.ruleset.digest !== first.ruleset.digest || !sameJson(r.options, first.options)) differs('the rules');
  }
  const shards = parts.map(({ report, source }) => {
    if (!report.study.shard) {
      if (parts.length === 1) return { index: 1, count: 1, source, report };
      throw new UsageError(`${source} is a whole study, not a shard; there is nothing to merge it with`);
    }
    const [index, count] = report.study.shard.split('/').map(Number);
    return { index, count, source, report };
  });
  const count = shards[0].count;
  const seen = new Map<number, string>();
  for (const s of shards) {
    if (s.count !== count) throw new UsageError(`${s.source} is shard ${s.index}/${s.count}, but ${shards[0].source} is one of ${count}`);
    const other = seen.get(s.index);
    if (other) throw new UsageError(`${s.source} and ${other} are both shard ${s.index}/${count}`);
    seen.set(s.index, s.source);
    const [from, to] = shardRange(first.study.games, s.index, count);
    if (s.report.games !== to - from || s.report.tally.games !== to - from) {
      throw new UsageError(`${s.source}: shard ${s.index}/${count} should hold ${to - from} games, it holds ${s.report.games}`);
    }
  }
  const missing: string[] = [];
  for (let i = 1; i <= count; i++) if (!seen.has(i)) missing.push(`${i}/${count}`);
  if (missing.length) throw new UsageError(`missing shard${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);

  shards.sort((a, b) => a.index - b.index);
  const tally = new Tally(kinds.length);
  for (const s of shards) tally.merge(Tally.fromJSON(s.report.tally));
  const elapsed = shards.reduce((sum, s) => sum + s.report.elapsedSeconds, 0);
  const workers = Math.max(...shards.map((s) => s.report.workers));
  return buildReport(
    {
      game: getGame(first.game),
      options: first.options,
      overrides: first.overrides,
      seats: kinds,
      seed: first.seed,
      gameSeed: first.gameSeed ?? undefined,
      ruleset: first.ruleset,
      studyGames: first.study.games,
      rotate: first.study.rotate,
      shard: null,
      from: 0,
      to: first.study.games,
    },
    tally,
    { elapsedSeconds: elapsed, workers },
  );
}
