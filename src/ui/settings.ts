/**
 * The menu remembers what was chosen last (game, seats, options, the computer's pause) in
 * `settings.json` in the state folder. A damaged file reads as defaults.
 */
import type { Options } from '../engine/types.js';
import { readJsonQuietly, writeJsonAtomic } from './storage.js';

export const SETTINGS_FILE = 'settings.json';

export interface Settings {
  /** The game chosen last. */
  game?: string;
  /** Seat kinds per game. */
  seats?: Record<string, string[]>;
  /** Options per game (only the values a person changed). */
  options?: Record<string, Options>;
  /** The computer's pause before each move, in milliseconds. */
  delay?: number;
}

export function readSettings(dir: string): Settings {
  const v = readJsonQuietly(dir, SETTINGS_FILE);
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
  const s = v as Record<string, unknown>;
  const obj = (x: unknown): boolean => !!x && typeof x === 'object' && !Array.isArray(x);
  return {
    game: typeof s.game === 'string' ? s.game : undefined,
    seats: obj(s.seats) ? (s.seats as Record<string, string[]>) : undefined,
    options: obj(s.options) ? (s.options as Record<string, Options>) : undefined,
    delay: typeof s.delay === 'number' && s.delay >= 0 ? s.delay : undefined,
  };
}

/** Never throws: settings are a convenience. */
export function writeSettings(dir: string, s: Settings): void {
  try {
    writeJsonAtomic(dir, SETTINGS_FILE, s);
  } catch {
    // a read-only state folder only costs the menu its memory
  }
}
