/**
 * `merge`: combines reports of parts of one study (`simulate --shard`, or reports `merge`
 * wrote before) into the report of the whole study, or with `partial` of the games they cover.
 * Each report covers a contiguous range of the study's games; the ranges must tile the whole
 * study (or one contiguous part of it) without overlap. Tallies add exactly, so the result
 * equals one run of the whole study, timing fields aside: `elapsedSeconds` is the parts' total,
 * `gamesPerSecond` follows from it, and `workers` is the most any part used.
 *
 * Every report the program prints or writes carries `contentDigest`, the SHA-256 of its JSON
 * without the timing fields, and `merge` refuses a part whose content does not match it: a shard
 * edited by hand (even consistently, every count made to agree) is told, not added in.
 */
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { UsageError, quote } from '../engine/errors.js';
import { getGame } from '../engine/registry.js';
import { buildReport, shardRange, type SimReport } from './report.js';
import { MAX_SHARDS } from './shard.js';
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

/** Fields a report's digest leaves out: the digest itself, and the timing, which differs from run to run. */
const UNSEALED = new Set(['contentDigest', 'elapsedSeconds', 'gamesPerSecond', 'workers']);

/** The SHA-256 (hex) of a report's JSON without the fields it leaves out, in the report's own key order. */
export function contentDigest(report: object): string {
  const sealed = Object.fromEntries(Object.entries(report).filter(([k]) => !UNSEALED.has(k)));
  return createHash('sha256').update(JSON.stringify(sealed)).digest('hex');
}

/** The report as printed and written: with its `contentDigest` last. */
export function sealReport<T extends object>(report: T): T & { contentDigest: string } {
  const { contentDigest: _old, ...rest } = report as T & { contentDigest?: string };
  return { ...(rest as T), contentDigest: contentDigest(rest) };
}

/** Refuses a part whose content does not match its digest (exit code 1, as for any damaged shard). */
function checkDigest(source: string, report: SimReport, again: string): void {
  const digest = (report as SimReport & { contentDigest?: unknown }).contentDigest;
  if (typeof digest !== 'string') {
    throw new UsageError(`${source}: it has no "contentDigest" (every report simulate and merge write carries one), so it cannot be checked; play it again: ${again}`, 1);
  }
  if (digest !== contentDigest(report)) {
    throw new UsageError(`${source}: its content does not match its "contentDigest": it was changed after it was written; play it again: ${again}`, 1);
  }
}

const shellWord = (s: string): string => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);

/**
 * The command that plays shard `index` of `count` of the study `r` belongs to, written where the
 * other parts are: into their folder when they have the names `--out <folder>/` gives.
 */
export function shardCommand(r: SimReport, index: number, count: number, sources: readonly string[]): string {
  const parts = ['dinner-games', 'simulate', r.game, '-n', String(r.study.deals), '--seed', String(r.seed)];
  if (r.gameSeed !== null && r.gameSeed !== undefined) parts.push('--game-seed', String(r.gameSeed));
  parts.push('--seats', r.seats.map((s) => s.kind).join(','));
  if (r.study.rotate) parts.push('--rotate');
  if (r.ruleset.source !== '(built in)') parts.push('--ruleset', shellWord(r.ruleset.source));
  for (const [k, v] of Object.entries(r.overrides)) parts.push('--option', shellWord(`${k}=${String(v)}`));
  parts.push('--shard', `${index}/${count}`);
  const folder = sources.length ? dirname(sources[0]) : '.';
  const named = sources.length > 0 && sources.every((s) => /^shard-\d+-of-\d+\.json$/.test(basename(s)) && dirname(s) === folder);
  parts.push('--out', shellWord(named ? `${folder}/` : join(folder, `shard-${index}-of-${count}.json`)));
  return parts.join(' ');
}

/** A report's `study.shard` label as numbers, within bounds (a label no simulate writes is refused, exit 1). */
function shardOf(source: string, label: string, total: number): { index: number; count: number } {
  const [index, count] = label.split('/').map(Number);
  const most = Math.min(MAX_SHARDS, Math.max(1, total));
  if (!(Number.isSafeInteger(count) && count >= 1 && count <= most && index >= 1 && index <= count)) {
    throw new UsageError(`${source}: "study.shard" is ${quote(label, 40)}; a study of ${total} games has shards 1/n to n/n with n from 1 to ${most}`, 1);
  }
  return { index, count };
}

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
  const sources = parts.map((p) => p.source);
  const list: Part[] = parts.map(({ report, source }) => {
    const from = report.study.firstGame;
    const to = report.study.lastGame + 1;
    const shard = report.study.shard ? shardOf(source, report.study.shard, total) : undefined;
    checkDigest(source, report, shard ? shardCommand(report, shard.index, shard.count, sources) : 'merge its parts again');
    if (!shard) return { source, report, from, to };
    const [a, b] = shardRange(total, shard.index, shard.count);
    if (a !== from || b !== to) throw new UsageError(`${source}: shard ${shard.index}/${shard.count} should hold games ${a} to ${b - 1}, it holds ${from} to ${to - 1}`, 1);
    return { source, report, from, to, shard };
  });
  const cut = list.filter((p) => p.shard);
  const odd = cut.find((p) => p.shard?.count !== cut[0].shard?.count);
  if (odd) {
    const c = cut[0];
    const whole = [c, odd].find((p) => p.shard?.count === 1);
    const hint = whole ? ` (${whole.source} is the whole study: was it played with --shard auto and no --shards, as a lone task?)` : '';
    throw new UsageError(`${c.source} is ${describe(c)} but ${odd.source} is ${describe(odd)}: the shards of one study are cut alike${hint}`);
  }
  list.sort((a, b) => a.from - b.from || a.to - b.to);
  for (let i = 1; i < list.length; i++) {
    const [p, q] = [list[i - 1], list[i]];
    if (q.from < p.to) {
      const what = p.shard && q.shard && describe(p) === describe(q) ? `are both ${describe(p)}` : `both hold game ${q.from}`;
      throw new UsageError(`${q.source} and ${p.source} ${what}`);
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
      const missing: number[] = [];
      for (let i = 1; i <= count; i++) {
        const [a, b] = shardRange(total, i, count);
        if (b > a && gaps.some(([x, y]) => a >= x && b <= y)) missing.push(i);
      }
      const named = missing.slice(0, 12).map((i) => `${i}/${count}`).join(', ') + (missing.length > 12 ? ` and ${missing.length - 12} more` : '');
      const others = missing.length > 1 ? ` (and likewise --shard ${missing.slice(1, 4).map((i) => `${i}/${count}`).join(', ')}${missing.length > 4 ? ', ...' : ''})` : '';
      throw new UsageError(`missing shard${missing.length > 1 ? 's' : ''} ${named}; play ${missing.length > 1 ? 'them' : 'it'} with: ${shardCommand(first, missing[0], count, sources)}${others}`);
    }
    throw new UsageError(`missing games ${gaps.map(([a, b]) => (b - a > 1 ? `${a} to ${b - 1}` : `${a}`)).join(', ')} of the ${total}-game study${opts.partial ? '' : ' (--partial merges a part)'}`);
  }
  const tally = new Tally(kinds.length);
  for (const p of list) tally.merge(Tally.fromJSON(p.report.tally));
  const elapsed = list.reduce((sum, p) => sum + p.report.elapsedSeconds, 0);
  const workers = Math.max(...list.map((p) => p.report.workers));
  const merged = buildReport(
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
      cardName: shardCardNames(list.map((p) => p.report)),
    },
    tally,
    { elapsedSeconds: elapsed, workers },
    first.version,
  );
  return sealReport(merged);
}

/** Card names as the shards' reports gave them (each shard played the same ruleset). */
function shardCardNames(reports: readonly { cards?: { card: string; name: string }[] | null }[]): (code: string) => string {
  const names = new Map<string, string>();
  for (const r of reports) for (const row of r.cards ?? []) names.set(row.card, row.name);
  return (code) => names.get(code) ?? code;
}
