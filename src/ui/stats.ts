/**
 * Statistics per game (played, won, best score, current and best winning streak), kept in
 * `stats.json` in the state folder. A game counts once, when it ends with a person at the
 * table; "won" means a person's seat is among the winners.
 */
import { join } from 'node:path';
import { asideText, readJsonFile, writeJsonAtomic } from './storage.js';

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

const count = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);

/** Every game's statistics, and, when the file was damaged, what became of it (one line). */
export interface StatsRead {
  stats: Record<string, GameStats>;
  problem?: string;
  /** False when the file is there but could not be moved aside: writing would lose it. */
  writable: boolean;
}

/** Every game's statistics; a damaged file is moved aside under its own name (and said where). */
export function loadStats(dir: string): StatsRead {
  const file = readJsonFile(dir, STATS_FILE);
  if (file.kind === 'bad') {
    const problem = `The statistics file ${file.why}; ${asideText(join(dir, STATS_FILE), file.aside)}.`;
    return { stats: {}, problem, writable: file.aside !== undefined };
  }
  const value = (file.kind === 'ok' ? file.value : undefined) as { games?: Record<string, Partial<GameStats>> } | undefined;
  const out: Record<string, GameStats> = {};
  const games = value && typeof value === 'object' && value.games && typeof value.games === 'object' ? value.games : {};
  for (const [id, s] of Object.entries(games)) {
    if (!s || typeof s !== 'object') continue;
    out[id] = {
      played: count(s.played),
      won: count(s.won),
      best: typeof s.best === 'number' && Number.isFinite(s.best) ? s.best : null,
      streak: count(s.streak),
      bestStreak: count(s.bestStreak),
    };
  }
  return { stats: out, writable: true };
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

/**
 * Counts a finished game; returns the game's new statistics and, when they could not be kept
 * or the old file was damaged, one line saying so. Never throws, and never writes over a
 * file it could not read.
 */
export function addResult(dir: string, gameId: string, won: boolean, score: number | null): { stats: GameStats; problem?: string } {
  const read = loadStats(dir);
  const next = withResult(read.stats[gameId] ?? NO_STATS, won, score);
  if (!read.writable) return { stats: next, problem: `${read.problem} This game is not counted.` };
  read.stats[gameId] = next;
  try {
    writeJsonAtomic(dir, STATS_FILE, { version: 1, games: read.stats });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
    return { stats: next, problem: `This game could not be counted: the statistics cannot be written in ${dir} (${code}).` };
  }
  return { stats: next, problem: read.problem };
}
