/**
 * Statistics per game (played, won, best score, current and best winning streak), kept in
 * `stats.json` in the state folder. A game counts once, when it ends with a person at the
 * table; "won" means a person's seat is among the winners.
 */
import { readJsonQuietly, writeJsonAtomic } from './storage.js';

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

/** Every game's statistics; a missing or damaged file reads as none. */
export function readStats(dir: string): Record<string, GameStats> {
  const value = readJsonQuietly(dir, STATS_FILE) as { games?: Record<string, Partial<GameStats>> } | undefined;
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
  return out;
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

/** Counts a finished game and returns the game's new statistics. Never throws. */
export function addResult(dir: string, gameId: string, won: boolean, score: number | null): GameStats {
  const all = readStats(dir);
  const next = withResult(all[gameId] ?? NO_STATS, won, score);
  all[gameId] = next;
  try {
    writeJsonAtomic(dir, STATS_FILE, { version: 1, games: all });
  } catch {
    // statistics are a nicety: a read-only folder must not stop the game
  }
  return next;
}
