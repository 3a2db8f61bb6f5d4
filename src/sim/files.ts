/**
 * The simulator's files: written atomically (a temporary file beside the target, flushed to
 * disk, then renamed over it), so a job killed halfway leaves the old file or none, never half
 * of one; and `--games-out` files (one JSON line per game) read back for `compare`.
 */
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { UsageError } from '../engine/errors.js';
import { readTextFile } from '../engine/read-file.js';
import type { GameRow } from './study.js';

/** Writes `chunks` to `path` atomically: temp file + fsync + rename. */
export function writeFileAtomic(path: string, chunks: Iterable<string>): void {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  let fd: number | undefined;
  try {
    fd = openSync(temp, 'w');
    for (const chunk of chunks) writeSync(fd, chunk);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(temp, path);
  } catch (e) {
    if (fd !== undefined) closeSync(fd);
    rmSync(temp, { force: true });
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(`cannot write ${path} (${code ?? (e as Error).message})`);
  }
}

/** The lines of a `--games-out` file, one per game. */
export function* gameLines(rows: readonly GameRow[]): Generator<string> {
  for (const row of rows) yield `${JSON.stringify(row)}\n`;
}

export const looksLikeGamesFile = (path: string): boolean => /\.(jsonl|ndjson)$/i.test(path);

const isInt = (x: unknown): x is number => Number.isSafeInteger(x);
const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/** Why a parsed line is not a game row, or undefined when it is one. */
function rowProblem(r: Record<string, unknown>): string | undefined {
  if (typeof r.game !== 'string') return '"game" is not a game id';
  for (const key of ['index', 'deal', 'rotation', 'seed', 'turns', 'decisions'] as const) {
    if (!isInt(r[key]) || (r[key] as number) < 0) return `"${key}" is not a whole number`;
  }
  if (!Array.isArray(r.seats) || !r.seats.length || !r.seats.every((s) => typeof s === 'string')) return '"seats" is not a list of player kinds';
  const seats = r.seats.length;
  if (!Array.isArray(r.winners) || !r.winners.every((w) => isInt(w) && w >= 1 && w <= seats)) return `"winners" is not a list of seats from 1 to ${seats}`;
  if (!Array.isArray(r.scores) || r.scores.length !== seats || !r.scores.every(isNumber)) return `"scores" is not ${seats} numbers`;
  if (typeof r.result !== 'string') return '"result" is not text';
  const c = r.counters;
  if (!c || typeof c !== 'object' || Array.isArray(c) || !Object.values(c).every(isNumber)) return '"counters" is not an object of numbers';
  return undefined;
}

/** Reads a `--games-out` file; a bad line is one error naming the file and the line. */
export function readGamesFile(path: string): GameRow[] {
  // a million games make about 250 MB of lines; a JavaScript string holds up to about 512 MB
  const text = readTextFile(path, { what: 'games file', limit: 512 * 1024 * 1024 });
  const rows: GameRow[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new UsageError(`${path}:${i + 1}: not a JSON line of \`simulate --games-out\``);
    }
    const problem = value && typeof value === 'object' && !Array.isArray(value) ? rowProblem(value as Record<string, unknown>) : 'not a JSON object';
    if (problem) throw new UsageError(`${path}:${i + 1}: ${problem} (a line of \`simulate --games-out\` is one game)`);
    rows.push(value as GameRow);
  }
  if (!rows.length) throw new UsageError(`${path}: no games in it (write one with \`simulate --games-out ${path}\`)`);
  return rows;
}
