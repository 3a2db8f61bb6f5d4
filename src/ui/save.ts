/**
 * The saved game: one file, `save.json` in the state folder, holding a plain record (the
 * format of docs/records.md), so `dinner-games replay <state dir>/save.json` reads it too.
 * Beside the record's fields (records ignore fields they do not know) a save names the
 * ruleset's file (`ruleset`) when a designer ruleset is played, and the fingerprint of the
 * rules played (`rules`: their digest and option values), so a ruleset changed since is told
 * apart from a damaged save. It is rewritten atomically after every move and removed when the
 * game has ended and been counted (see finishGame). A save holds the whole game, hidden cards
 * included (its seed deals them).
 *
 * Nothing that might be someone's game is ever lost: a damaged save is moved aside under a
 * name of its own; a save this version cannot continue (written by a newer version, or by
 * rules that have changed since) is kept where it is and left alone.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { quote } from '../engine/errors.js';
import { Match } from '../engine/match.js';
import { parseRecord } from '../engine/record.js';
import { getGame } from '../engine/registry.js';
import type { Options } from '../engine/types.js';
import { loadRuleset, rulesetDigest, type Ruleset } from '../rulesets/index.js';
import { lockLost } from './lock.js';
import { isHuman } from './seats.js';
import { addResult, type GameStats } from './stats.js';
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

/** Saves a game (in progress, or just finished); returns why it failed, or undefined. Never throws. */
export function writeSave(dir: string, match: Match): string | undefined {
  // another dinner-games took this folder's lock over (a hung session replaced): its game now
  if (lockLost(dir)) return `another dinner-games has taken over ${quote(dir, 200)}, and its save is not written over`;
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

/** The key a finished game is counted under: the same deal, options, seats and moves always give the same. */
export function gameKey(match: Match): string {
  const r = match.record();
  return createHash('sha256')
    .update(JSON.stringify([r.game, r.seed, r.deck ?? null, r.options, r.seats, r.moves]))
    .digest('hex')
    .slice(0, 32);
}

/** Counts a finished game with a person at the table, once (by its key); undefined without one. */
function countGame(dir: string, match: Match): ReturnType<typeof addResult> | undefined {
  const people = match.seats.flatMap((kind, i) => (isHuman(kind) ? [i] : []));
  if (!people.length) return undefined;
  const o = match.outcome();
  const won = o.winners.some((w) => people.includes(w));
  const score = Math.max(...people.map((p) => o.scores[p] ?? 0));
  return addResult(dir, match.game.id, won, score, gameKey(match));
}

/**
 * Ends a finished game in the state folder in an order that a kill at any moment cannot lose:
 * the finished game is saved, then counted (under its key), and only then is its save removed.
 * Killed before the count, the next start finds the finished save and counts it (loadSave);
 * killed after, it finds the game counted already and only removes the save. `ownsSave`: whether
 * the save file is this game's (a save this game was not allowed to replace is left alone).
 * Returns the game's statistics (none without a person at the table) and a line when they
 * could not be kept. Never throws.
 */
export function finishGame(dir: string, match: Match, ownsSave: boolean): { stats?: GameStats; problem?: string } {
  if (ownsSave) writeSave(dir, match);
  const counted = countGame(dir, match);
  // a count that could not be written keeps the finished save, to be counted at the next start
  if (ownsSave && (!counted || counted.written)) clearSave(dir);
  return counted ? { stats: counted.stats, problem: counted.problem } : {};
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
    // a game that ended without being counted (the program was killed at its end): counted now, once
    const counted = countGame(dir, match);
    if (!counted || counted.written) clearSave(dir);
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
