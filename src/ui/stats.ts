/**
 * Statistics per game (played, won, best score, current and best winning streak), kept in
 * `stats.json` in the state folder. A game counts once, when it ends with a person at the
 * table; "won" means a person's seat is among the winners. The file also keeps the keys of the
 * last games counted (`counted`), so that a finished game found again (the program was killed
 * after counting it but before removing its save) is never counted twice.
 */
import { join } from 'node:path';
import { asideText, readJsonFile, setAside, writeJsonAtomic } from './storage.js';

export const STATS_FILE = 'stats.json';

export interface GameStats {
  /** Games finished. */
  played: number;
  /** Games a person's seat won. */
  won: number;
  /** The best score a person made, or null before the first game. */
  best: number | null;
  /** Wins in a row, up to now. */
  streak: number;
  /** The longest run of wins. */
  bestStreak: number;
}

export const NO_STATS: GameStats = { played: 0, won: 0, best: null, streak: 0, bestStreak: 0 };

/** How many keys of games counted the file keeps (a game is found again at the next start, if ever). */
const COUNTED_KEPT = 20;

const count = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);

/** Every game's statistics, and, when the file was damaged, what became of it (one line). */
export interface StatsRead {
  stats: Record<string, GameStats>;
  /** Keys of the last games counted, oldest first. */
  counted: string[];
  problem?: string;
  /** False when the file is there but could not be moved aside: writing would lose it. */
  writable: boolean;
}

/** Every game's statistics; a damaged file is moved aside under its own name (and said where). */
export function loadStats(dir: string): StatsRead {
  const file = readJsonFile(dir, STATS_FILE);
  if (file.kind === 'bad') {
    const problem = `The statistics file ${file.why}; ${asideText(join(dir, STATS_FILE), file.aside)}.`;
    return { stats: {}, counted: [], problem, writable: file.aside !== undefined };
  }
  const value = (file.kind === 'ok' ? file.value : undefined) as { games?: Record<string, Partial<GameStats>>; counted?: unknown } | undefined;
  const counted = Array.isArray(value?.counted) ? value.counted.filter((k): k is string => typeof k === 'string' && k.length <= 64).slice(-COUNTED_KEPT) : [];
  const out: Record<string, GameStats> = {};
  const isMap = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);
  // a value this version cannot read is not counted as 0: the file is kept aside as it was
  let damaged = file.kind === 'ok' && !(isMap(value) && isMap(value.games));
  const games = isMap(value) && isMap(value.games) ? value.games : {};
  for (const [id, s] of Object.entries(games)) {
    if (!isMap(s)) {
      damaged = true;
      continue;
    }
    const counts = (['played', 'won', 'streak', 'bestStreak'] as const).map((k) => s[k]);
    if (counts.some((v) => v !== undefined && count(v) !== v) || (s.best != null && !(typeof s.best === 'number' && Number.isFinite(s.best)))) damaged = true;
    out[id] = {
      played: count(s.played),
      won: count(s.won),
      best: typeof s.best === 'number' && Number.isFinite(s.best) ? s.best : null,
      streak: count(s.streak),
      bestStreak: count(s.bestStreak),
    };
  }
  if (!damaged) return { stats: out, counted, writable: true };
  const aside = setAside(dir, STATS_FILE);
  return { stats: out, counted, problem: `The statistics file had values this version cannot read; ${asideText(join(dir, STATS_FILE), aside)}.`, writable: aside !== undefined };
}

/** Every game's statistics (see loadStats). */
export function readStats(dir: string): Record<string, GameStats> {
  return loadStats(dir).stats;
}

/** The statistics after one more game (pure). */
export function withResult(s: GameStats, won: boolean, score: number | null): GameStats {
  const streak = won ? s.streak + 1 : 0;
  return {
    played: s.played + 1,
    won: s.won + (won ? 1 : 0),
    best: score === null ? s.best : s.best === null ? score : Math.max(s.best, score),
    streak,
    bestStreak: Math.max(s.bestStreak, streak),
  };
}

/** What counting a game did: its game's statistics, and a line when they could not be kept (`written` false) or the old file was damaged. */
export interface Counted {
  stats: GameStats;
  problem?: string;
  /** Whether the count is in the file (or was already): false when it could not be written. */
  written: boolean;
}

/**
 * Counts a finished game; returns the game's new statistics and, when they could not be kept
 * or the old file was damaged, one line saying so. `key` names the game: a game whose key the
 * file already lists is not counted again. Never throws, and never writes over a file it could
 * not read.
 */
export function addResult(dir: string, gameId: string, won: boolean, score: number | null, key?: string): Counted {
  const read = loadStats(dir);
  const c = countIn(read, gameId, won, score, key);
  if (!c.fresh) return { stats: c.stats, written: true };
  if (!read.writable) return { stats: c.stats, problem: `${read.problem} This game is not counted.`, written: false };
  try {
    writeJsonAtomic(dir, STATS_FILE, c.file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
    return { stats: c.stats, problem: `This game could not be counted: the statistics cannot be written in ${dir} (${code}).`, written: false };
  }
  return { stats: c.stats, problem: read.problem, written: true };
}

/** The statistics file's contents. */
export interface StatsFile {
  version: 1;
  games: Record<string, GameStats>;
  counted: string[];
}

/**
 * One more game counted in statistics as read (pure): the game's statistics after it, the file
 * that keeps them, and whether anything changed (`key` counted already: nothing did).
 */
export function countIn(read: Pick<StatsRead, 'stats' | 'counted'>, gameId: string, won: boolean, score: number | null, key?: string): { stats: GameStats; file: StatsFile; fresh: boolean } {
  const fresh = key === undefined || !read.counted.includes(key);
  const stats = fresh ? withResult(read.stats[gameId] ?? NO_STATS, won, score) : (read.stats[gameId] ?? NO_STATS);
  const counted = !fresh || key === undefined ? read.counted : [...read.counted, key].slice(-COUNTED_KEPT);
  return { stats, file: { version: 1, games: fresh ? { ...read.stats, [gameId]: stats } : read.stats, counted }, fresh };
}
