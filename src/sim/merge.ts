/**
 * `merge`: combines reports of parts of one study (`simulate --shard`, or reports `merge`
 * wrote before) into the report of the whole study, or with `partial` of the games they cover.
 * Each report covers a contiguous range of the study's games; the ranges must tile the whole
 * study (or one contiguous part of it) without overlap. Tallies add exactly, so the result
 * equals one run of the whole study, timing fields aside: `elapsedSeconds` is the parts' total,
 * `gamesPerSecond` follows from it, and `workers` is the most any part used.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from '../engine/errors.js';
import { getGame } from '../engine/registry.js';
import { buildReport, shardRange, type SimReport } from './report.js';
import { Tally } from './tally.js';

export { asReport } from './validate.js';

/** The files named on the command line, a folder standing for the `.json` files in it. */
export function reportFiles(args: readonly string[]): string[] {
  return args.flatMap((arg) => {
    let isDir = false;
    try {
      isDir = statSync(arg).isDirectory();
    } catch {
      return [arg]; // reading it says what is wrong
    }
    if (!isDir) return [arg];
    const files = readdirSync(arg)
      .filter((f) => f.endsWith('.json') && !f.startsWith('.'))
      .sort()
      .map((f) => join(arg, f));
    if (!files.length) throw new UsageError(`${arg}: a folder with no .json reports in it`);
    return files;
  });
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

interface Part {
  source: string;
  report: SimReport;
  from: number;
  /** Exclusive. */
  to: number;
  shard?: { index: number; count: number };
}

function describe(p: Part): string {
  return p.shard ? `shard ${p.shard.index}/${p.shard.count}` : `games ${p.from} to ${p.to - 1}`;
}

/** Merges reports of one study; without `partial` they must cover all of it. */
export function mergeReports(parts: readonly { report: SimReport; source: string }[], opts: { partial?: boolean } = {}): SimReport {
  if (parts.length === 0) throw new UsageError('merge needs at least one report');
  const first = parts[0].report;
  const kinds = first.seats.map((s) => s.kind);
  for (const { report: r, source } of parts.slice(1)) {
    const differs = (what: string): never => {
      throw new UsageError(`${source}: ${what} differs from ${parts[0].source}; only parts of one study merge`);
    };
    if (r.version !== first.version) differs(`the dinner-games version (${r.version}, not ${first.version})`);
    if (r.game !== first.game) differs(`the game (${r.game})`);
    if (r.seed !== first.seed || r.gameSeed !== first.gameSeed) differs(`the seed (${r.seed})`);
    if (r.study.games !== first.study.games) differs(`the study's size (${r.study.games} games)`);
    if (r.study.rotate !== first.study.rotate) differs('--rotate');
    if (!sameJson(r.seats.map((s) => s.kind), kinds)) differs('the seats');
    if (r.ruleset.digest !== first.ruleset.digest || !sameJson(r.options, first.options)) differs(`the rules (digest ${r.ruleset.digest}, not ${first.ruleset.digest})`);
  }
  const total = first.study.games;
  const list: Part[] = parts.map(({ report, source }) => {
    const from = report.study.firstGame;
    const to = report.study.lastGame + 1;
    if (!report.study.shard) return { source, report, from, to };
    const [index, count] = report.study.shard.split('/').map(Number);
    const [a, b] = shardRange(total, index, count);
    if (a !== from || b !== to) throw new UsageError(`${source}: shard ${index}/${count} should hold games ${a} to ${b - 1}, it holds ${from} to ${to - 1}`, 1);
    return { source, report, from, to, shard: { index, count } };
  });
  list.sort((a, b) => a.from - b.from || a.to - b.to);
  for (let i = 1; i < list.length; i++) {
    const [p, q] = [list[i - 1], list[i]];
    if (q.from < p.to) {
      const what = p.shard && q.shard && describe(p) === describe(q) ? `both ${describe(p)}` : `both hold game ${q.from}`;
      throw new UsageError(`${q.source} and ${p.source} are ${what}`);
    }
  }
  const gaps: [number, number][] = [];
  let at = opts.partial ? list[0].from : 0;
  for (const p of list) {
    if (p.from > at) gaps.push([at, p.from]);
    at = p.to;
  }
  if (!opts.partial && at < total) gaps.push([at, total]);
  if (gaps.length) {
    const count = list[0].shard?.count;
    if (count !== undefined && list.every((p) => p.shard?.count === count)) {
      const missing: string[] = [];
      for (let i = 1; i <= count; i++) {
        const [a, b] = shardRange(total, i, count);
        if (b > a && gaps.some(([x, y]) => a >= x && b <= y)) missing.push(`${i}/${count}`);
      }
      throw new UsageError(`missing shard${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
    }
    throw new UsageError(`missing games ${gaps.map(([a, b]) => (b - a > 1 ? `${a} to ${b - 1}` : `${a}`)).join(', ')} of the ${total}-game study${opts.partial ? '' : ' (--partial merges a part)'}`);
  }
  const tally = new Tally(kinds.length);
  for (const p of list) tally.merge(Tally.fromJSON(p.report.tally));
  const elapsed = list.reduce((sum, p) => sum + p.report.elapsedSeconds, 0);
  const workers = Math.max(...list.map((p) => p.report.workers));
  return buildReport(
    {
      game: getGame(first.game),
      options: first.options,
      overrides: first.overrides,
      seats: kinds,
      seed: first.seed,
      gameSeed: first.gameSeed ?? undefined,
      ruleset: first.ruleset,
      studyGames: total,
      rotate: first.study.rotate,
      shard: null,
      from: list[0].from,
      to: at,
    },
    tally,
    { elapsedSeconds: elapsed, workers },
    first.version,
  );
}
