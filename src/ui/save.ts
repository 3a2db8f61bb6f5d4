/**
 * The saved game: one file, `save.json` in the state folder, holding a plain record (the
 * format of docs/records.md), so `dinner-games replay <state dir>/save.json` reads it too.
 * Beside the record's fields (records ignore fields they do not know) a save names the
 * ruleset's file (`ruleset`) when a designer ruleset is played, and the fingerprint of the
 * rules played (`rules`: their digest and option values), so a ruleset changed since is told
 * apart from a damaged save. It is rewritten atomically after every move and removed when the
 * game ends. A save holds the whole game, hidden cards included (its seed deals them).
 *
 * Nothing that might be someone's game is ever lost: a damaged save is moved aside under a
 * name of its own; a save this version cannot continue (written by a newer version, or by
 * rules that have changed since) is kept where it is and left alone.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { quote } from '../engine/errors.js';
import { Match } from '../engine/match.js';
import { parseRecord } from '../engine/record.js';
import { getGame } from '../engine/registry.js';
import type { Options } from '../engine/types.js';
import { loadRuleset, rulesetDigest, type Ruleset } from '../rulesets/index.js';
import { asideText, readJsonFile, removeFile, setAside, writeJsonAtomic } from './storage.js';

export const SAVE_FILE = 'save.json';

/** The fields a save may have: a record's, and the two this file adds. */
const SAVE_FIELDS = ['game', 'seed', 'deck', 'options', 'seats', 'moves', 'ruleset', 'rules'];

/** The rules a game was played by: the digest of the ruleset's options and data, and its options (to say what changed). */
export interface RulesPrint {
  digest: string;
  options: Options;
}

/** What the state folder holds: no save, a game to continue, or a file that could not be read. */
export type LoadedSave =
  | { kind: 'none' }
  | { kind: 'ok'; match: Match }
  /** Damaged: moved aside (where `problem` says) or left where it is. */
  | { kind: 'bad'; problem: string }
  /** Fine, but not playable now (its ruleset is gone, broken or changed; a newer version wrote it): kept as it is. */
  | { kind: 'kept'; problem: string };

/** The ruleset file a match plays by, to name in its save; undefined for the built-in one. */
export function rulesetPath(match: Match): string | undefined {
  const r = match.ruleset;
  return r.builtin ? undefined : r.source;
}

const prints = new WeakMap<Ruleset, RulesPrint>();
/** The fingerprint of a ruleset (computed once per loaded ruleset). */
export function rulesPrint(r: Ruleset): RulesPrint {
  let p = prints.get(r);
  if (!p) {
    p = { digest: rulesetDigest(r.options, r.data), options: r.options };
    prints.set(r, p);
  }
  return p;
}

/** What a save file holds for a match. */
export function saveBody(match: Match): Record<string, unknown> {
  const ruleset = rulesetPath(match);
  const rules = rulesPrint(match.ruleset);
  return { ...match.record(), ...(ruleset === undefined ? {} : { ruleset }), rules };
}

/** Saves a game in progress; returns why it failed, or undefined. Never throws. */
export function writeSave(dir: string, match: Match): string | undefined {
  try {
    writeJsonAtomic(dir, SAVE_FILE, saveBody(match));
    return undefined;
  } catch (e) {
    return `could not save the game in ${quote(dir, 200)} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`;
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

/** Whether the state folder holds a save file, readable or not. */
export function hasSaveFile(dir: string): boolean {
  return existsSync(join(dir, SAVE_FILE));
}

/**
 * Reads the saved game and replays it. A damaged file (unreadable, not JSON, not a record, a
 * move that is not legal) is moved aside under its own name, said in one line. A save this
 * version cannot continue but that is not damaged is kept as it is, and said why. A finished
 * game is not offered again.
 */
export function loadSave(dir: string): LoadedSave {
  const path = join(dir, SAVE_FILE);
  const file = readJsonFile(dir, SAVE_FILE);
  if (file.kind === 'none') return { kind: 'none' };
  if (file.kind === 'bad') return { kind: 'bad', problem: `The saved game ${file.why}; ${asideText(path, file.aside)}. Starting fresh.` };
  const value = file.value;
  const kept = (why: string): LoadedSave => ({ kind: 'kept', problem: `The saved game ${why}; the save is kept as it is, in ${path}.` });
  const fields = value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
  const unknown = fields.filter((f) => !SAVE_FIELDS.includes(f));
  if (unknown.length) {
    return kept(`was written by a newer version of dinner-games (it has ${unknown.map((f) => quote(f, 30)).join(', ')}): update dinner-games to continue it`);
  }
  const v = value as { game?: unknown; ruleset?: unknown; rules?: unknown };
  let ruleset: Ruleset | undefined;
  if (typeof v.ruleset === 'string') {
    const file = v.ruleset;
    if (!existsSync(file)) return kept(`plays by the ruleset ${quote(file, 200)}, which is missing: put it back to continue`);
    try {
      ruleset = loadRuleset(getGame(String(v.game)), file);
    } catch (e) {
      return kept(`plays by the ruleset ${quote(file, 200)}, which cannot be used (${firstLine(e)}): mend it to continue`);
    }
  }
  const changed = rulesChanged(v, ruleset);
  if (changed) return kept(changed);
  let match: Match;
  try {
    const record = parseRecord(value, SAVE_FILE);
    match = Match.fromRecord(record, ruleset ?? loadRuleset(getGame(record.game)));
  } catch (e) {
    return bad(dir, `is not a game this version can continue: ${firstLine(e)}`);
  }
  if (match.outcome().over) {
    clearSave(dir);
    return { kind: 'none' };
  }
  return { kind: 'ok', match };
}

/** Why the rules now differ from those the save was played by, naming what changed; undefined if they do not. */
function rulesChanged(v: { game?: unknown; ruleset?: unknown; rules?: unknown }, ruleset: Ruleset | undefined): string | undefined {
  const saved = v.rules as Partial<RulesPrint> | undefined;
  // saves from before fingerprints, and saves of games this version lacks (told by the replay)
  if (!saved || typeof saved !== 'object' || typeof saved.digest !== 'string') return undefined;
  let now: RulesPrint;
  try {
    now = rulesPrint(ruleset ?? loadRuleset(getGame(String(v.game))));
  } catch {
    return undefined;
  }
  if (now.digest === saved.digest) return undefined;
  const was = saved.options && typeof saved.options === 'object' ? saved.options : {};
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now.options)])].sort();
  const diff = keys.filter((k) => was[k] !== now.options[k]).map((k) => `${k} ${String(was[k] ?? 'unset')} -> ${String(now.options[k] ?? 'unset')}`);
  const what = diff.length ? `options ${diff.join(', ')}` : 'its card tables (data)';
  const which = typeof v.ruleset === 'string' ? `the ruleset ${quote(v.ruleset, 200)}` : `the built-in rules of ${String(v.game)}`;
  const fix = typeof v.ruleset === 'string' ? 'put back the version it was played by to continue' : 'it was played by another version of dinner-games';
  return `was played by ${which}, which changed since (${what}): ${fix}`;
}

function bad(dir: string, why: string): LoadedSave {
  const aside = setAside(dir, SAVE_FILE);
  return { kind: 'bad', problem: `The saved game ${why}; ${asideText(join(dir, SAVE_FILE), aside)}. Starting fresh.` };
}

function firstLine(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return text.split('\n')[0].replace(/^save\.json: /, '');
}
