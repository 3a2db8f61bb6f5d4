/**
 * The simulator's files: reports and records written atomically (engine/write-file.ts: a
 * temporary file beside the target, created exclusively, flushed, then renamed; a device or a
 * pipe written where it is), `--games-out` streamed to its file as the games finish, and
 * `--games-out` files read back for `compare`.
 */
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError, quote } from '../engine/errors.js';
import { readTextFile } from '../engine/read-file.js';
import { OutputError, OutputFile, reasonOf } from '../engine/write-file.js';
import type { GameRow } from './study.js';

export { writeFileAtomic } from '../engine/write-file.js';

/** The lines of a `--games-out` file, one per game. */
export function* gameLines(rows: readonly GameRow[]): Generator<string> {
  for (const row of rows) yield `${JSON.stringify(row)}\n`;
}

/**
 * Where an output option writes: the file it names, or, for a folder (one that exists, or a path
 * ending in /, made if missing), a file in it named for the shard (`shard-<i>-of-<n>.json`) or
 * the study (`study.json`, `games.jsonl`).
 */
export function outputPath(arg: string, flag: string, shard: { index: number; count: number } | undefined, ext: '.json' | '.jsonl'): string {
  let folder = arg.endsWith('/');
  try {
    folder ||= statSync(arg).isDirectory();
  } catch {
    // not there: a file to make (or a folder, with the slash)
  }
  if (!folder) return arg;
  try {
    mkdirSync(arg, { recursive: true });
  } catch (e) {
    throw new OutputError(`${flag}: cannot make the folder ${quote(arg, 200)}: ${reasonOf(e)}`, (e as NodeJS.ErrnoException).code);
  }
  const name = shard ? `shard-${shard.index}-of-${shard.count}${ext}` : ext === '.json' ? 'study.json' : 'games.jsonl';
  return join(arg, name);
}

/**
 * A `--games-out` file written as the study plays: opened before the first game (so a folder
 * that cannot be written is told before anything is played), each chunk of games appended in
 * study order as it is merged, and made the file when the study ends. A write that fails (a full
 * disk) stops the file, not the study: `finish` then says why, and the report is still made.
 */
export class GamesOut {
  private problem: OutputError | undefined;
  private constructor(private readonly out: OutputFile) {}

  static open(path: string): GamesOut {
    return new GamesOut(OutputFile.open(path, { what: '--games-out' }));
  }

  get path(): string {
    return this.out.path;
  }

  /** Appends the games' lines; after a failed write, nothing more is written. */
  add(rows: readonly GameRow[]): void {
    if (this.problem || !rows.length) return;
    let text = '';
    for (const row of rows) text += `${JSON.stringify(row)}\n`;
    try {
      this.out.write(text);
    } catch (e) {
      this.problem = e as OutputError;
      this.out.abort();
    }
  }

  /** Makes the written lines the file; returns why it could not be (the file is then left as it was). */
  finish(): OutputError | undefined {
    if (!this.problem) {
      try {
        this.out.commit();
      } catch (e) {
        this.problem = e as OutputError;
      }
    }
    return this.problem;
  }

  /** Gives up: removes the temporary file (the study did not finish). Never throws. */
  abort(): void {
    this.out.abort();
  }
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
