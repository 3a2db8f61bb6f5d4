/**
 * Rulesets: the data a designer edits, one YAML file per game in `rulesets/` (option defaults
 * and data tables, with comments). This module only reads and checks files; the rules stay
 * pure and receive the result through `resolveOptions` and `SetupContext.data`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import { UsageError } from '../engine/errors.js';
import { resolveOptions } from '../engine/options.js';
import type { AnyGame, Options } from '../engine/types.js';

/** A loaded ruleset: option defaults and the game's data tables. */
export interface Ruleset {
  /** Where it came from, for messages. */
  source: string;
  /** Every option of the game, the file's values over the game's defaults. */
  options: Options;
  /** The `data` section, as checked by the game. */
  data: unknown;
}

/** The folder holding package.json, found by walking up from this module (src, dist or bundle). */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'rulesets'))) return dir;
    dir = dirname(dir);
  }
  throw new Error('cannot find the dinner-games package folder');
}

/** The path of a game's built-in ruleset. */
export function builtinRulesetPath(gameId: string): string {
  return join(packageRoot(), 'rulesets', `${gameId}.yaml`);
}

const cache = new Map<string, Ruleset>();

/**
 * Loads the ruleset for `game`: `file` when given, else the built-in one (a game without a
 * file gets its coded defaults). Problems become one UsageError listing each on its own line.
 */
export function loadRuleset(game: AnyGame, file?: string): Ruleset {
  const path = file ?? builtinRulesetPath(game.id);
  const cached = cache.get(path);
  if (cached) return cached;
  if (!file && !existsSync(path)) {
    const r = { source: '(built in)', options: resolveOptions(game, {}), data: undefined };
    cache.set(path, r);
    return r;
  }
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new UsageError(`cannot read ruleset ${path}: check the path`);
  }
  const problems: string[] = [];
  const doc = parseDocument(text);
  for (const err of doc.errors) {
    const line = err.linePos?.[0]?.line;
    problems.push(`${path}${line ? `:${line}` : ''}: ${err.message.split('\n')[0]}`);
  }
  if (problems.length) throw new UsageError(problems.join('\n'));
  const value = doc.toJS() as Record<string, unknown> | null;
  if (!value || typeof value !== 'object') throw new UsageError(`${path}: expected a mapping with game, options and data`);
  if (value.game !== undefined && value.game !== game.id) {
    problems.push(`${path}: game: is "${String(value.game)}", expected "${game.id}"`);
  }
  let options: Options = {};
  try {
    options = resolveOptions(game, (value.options ?? {}) as Record<string, unknown>);
  } catch (e) {
    problems.push(`${path}: options: ${(e as Error).message}`);
  }
  for (const p of game.checkData?.(value.data) ?? []) problems.push(`${path}: data.${p}`);
  if (problems.length) throw new UsageError(problems.join('\n'));
  const r = { source: path, options, data: value.data };
  cache.set(path, r);
  return r;
}
