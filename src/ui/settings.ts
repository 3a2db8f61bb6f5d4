/**
 * The menu remembers what was chosen last (game, seats, options, the computer's pause) in
 * `settings.json` in the state folder. A damaged file reads as defaults (and is moved aside),
 * and every value is checked as it is read: the file is for people to edit too.
 */
import type { Options } from '../engine/types.js';
import { readJsonFile, writeJsonAtomic } from './storage.js';

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

/** The longest computer's pause a setting may ask for, in milliseconds (as `--delay`). */
export const MAX_DELAY = 10_000;

export function readSettings(dir: string): Settings {
  const file = readJsonFile(dir, SETTINGS_FILE);
  const v = file.kind === 'ok' ? file.value : undefined;
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
  const s = v as Record<string, unknown>;
  const obj = (x: unknown): boolean => !!x && typeof x === 'object' && !Array.isArray(x);
  return {
    game: typeof s.game === 'string' && s.game.length <= 100 ? s.game : undefined,
    seats: obj(s.seats) ? (s.seats as Record<string, string[]>) : undefined,
    options: obj(s.options) ? (s.options as Record<string, Options>) : undefined,
    delay: Number.isInteger(s.delay) && (s.delay as number) >= 0 && (s.delay as number) <= MAX_DELAY ? (s.delay as number) : undefined,
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
