/**
 * The saved game: one file, `save.json` in the state folder, holding a plain record (the
 * format of docs/records.md), so `dinner-games replay <state dir>/save.json` reads it too. A
 * game played by a designer ruleset also names the ruleset's file in a `ruleset` field beside
 * the record's (records ignore fields they do not know). It is rewritten atomically after
 * every move and removed when the game ends.
 */
import { existsSync } from 'node:fs';
import { Match } from '../engine/match.js';
import { parseRecord, type GameRecord } from '../engine/record.js';
import { getGame } from '../engine/registry.js';
import { loadRuleset, type Ruleset } from '../rulesets/index.js';
import { readText, removeFile, setAside, writeJsonAtomic } from './storage.js';

export const SAVE_FILE = 'save.json';

/** What the state folder holds: no save, a game to continue, or a file that could not be read. */
export type LoadedSave =
  | { kind: 'none' }
  | { kind: 'ok'; match: Match }
  | { kind: 'bad'; problem: string }
  /** The save is fine but its ruleset file is gone or broken: the save is kept as it is. */
  | { kind: 'ruleset'; problem: string };

/** The ruleset file a match plays by, to name in its save; undefined for the built-in one. */
export function rulesetPath(match: Match): string | undefined {
  const r = match.ruleset;
  return r && !r.builtin ? r.source : undefined;
}

/** Saves a game in progress; returns why it failed, or undefined. Never throws. */
export function writeSave(dir: string, record: GameRecord, ruleset?: string): string | undefined {
  try {
    writeJsonAtomic(dir, SAVE_FILE, ruleset === undefined ? record : { ...record, ruleset });
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
  const file = value && typeof value === 'object' ? (value as { ruleset?: unknown }).ruleset : undefined;
  let ruleset: Ruleset | undefined;
  if (typeof file === 'string') {
    const problem = (why: string): LoadedSave => ({
      kind: 'ruleset',
      problem: `The saved game plays by the ruleset ${file}, which ${why}; put it back to continue (the save is kept).`,
    });
    if (!existsSync(file)) return problem('is missing');
    try {
      const game = (value as { game?: unknown }).game;
      ruleset = loadRuleset(getGame(String(game)), file);
    } catch (e) {
      return problem(`cannot be used: ${firstLine(e)}`);
    }
  }
  let match: Match;
  try {
    match = Match.fromRecord(parseRecord(value, SAVE_FILE), ruleset);
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
