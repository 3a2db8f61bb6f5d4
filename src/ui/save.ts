/**
 * The saved game: one file, `save.json` in the state folder, holding a plain record (the
 * format of docs/records.md), so `dinner-games replay <state dir>/save.json` reads it too. It
 * is rewritten atomically after every move and removed when the game ends.
 */
import { Match } from '../engine/match.js';
import { parseRecord, type GameRecord } from '../engine/record.js';
import { readText, removeFile, setAside, writeJsonAtomic } from './storage.js';

export const SAVE_FILE = 'save.json';

/** What the state folder holds: no save, a game to continue, or a file that could not be read. */
export type LoadedSave =
  | { kind: 'none' }
  | { kind: 'ok'; match: Match }
  | { kind: 'bad'; problem: string };

/** Saves a game in progress; returns why it failed, or undefined. Never throws. */
export function writeSave(dir: string, record: GameRecord): string | undefined {
  try {
    writeJsonAtomic(dir, SAVE_FILE, record);
    return undefined;
  } catch (e) {
    return `could not save the game in ${dir} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`;
  }
}

/** Forgets the saved game (it ended, or a new one replaces it). Never throws. */
export function clearSave(dir: string): void {
  try {
    removeFile(dir, SAVE_FILE);
  } catch {
    // a save that cannot be removed is overwritten by the next game
  }
}

/**
 * Reads the saved game and replays it. Anything wrong (unreadable, not JSON, not a record, a
 * move that is not legal) sets the file aside as `save.json.bad` and says why in one line.
 * A finished game is not offered again.
 */
export function loadSave(dir: string): LoadedSave {
  let text: string | undefined;
  try {
    text = readText(dir, SAVE_FILE);
  } catch (e) {
    return bad(dir, `cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (text === undefined) return { kind: 'none' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return bad(dir, 'is not valid JSON');
  }
  let match: Match;
  try {
    match = Match.fromRecord(parseRecord(value, SAVE_FILE));
  } catch (e) {
    return bad(dir, `is not a game this version can continue: ${firstLine(e)}`);
  }
  if (match.outcome().over) {
    clearSave(dir);
    return { kind: 'none' };
  }
  return { kind: 'ok', match };
}

function bad(dir: string, why: string): LoadedSave {
  const aside = setAside(dir, SAVE_FILE);
  return { kind: 'bad', problem: `The saved game ${why}; set aside as ${aside}. Starting fresh.` };
}

function firstLine(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return text.split('\n')[0].replace(/^save\.json: /, '');
}
