/**
 * Rulesets: the data a designer edits, one YAML file per game in `rulesets/` (option values
 * and data tables, with comments). This module only reads and checks files; the rules stay
 * pure and receive the result through `resolveOptions` and `SetupContext.data`.
 *
 * A file is checked in this order, and every problem becomes one line
 * `<file>:<line>:<col>: <field>: <what is wrong>`:
 * 1. YAML syntax (the parser's own errors, with their line and column);
 * 2. the shape, against the zod schema built from the game's option specs (schema.ts):
 *    a missing or unknown `game`, unknown fields and options, wrong types, values out of range;
 * 3. the `data` tables, by the game's own `checkData`;
 * 4. the deck against the player counts: the game's `checkRuleset(options, seats, data)` when
 *    it has one (problems "options.x: ..." or "data.x: ...", naming the player count), then,
 *    for a count it finds no fault with, a trial deal that must leave every card somewhere
 *    exactly once (a deck too small for the table runs out while dealing).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node as YamlNode } from 'yaml';
import type { z } from 'zod';
import { UsageError, clean, quote } from '../engine/errors.js';
import { resolveOptions } from '../engine/options.js';
import { readTextFile } from '../engine/read-file.js';
import { nearest, plural } from '../engine/words.js';
import { allGames } from '../engine/registry.js';
import type { AnyGame, Options, Ruleset } from '../engine/types.js';

export type { Ruleset } from '../engine/types.js';
import { fieldsAt, rulesetSchema, TOP_FIELDS } from './schema.js';

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

/** The most problem lines told for one file; the rest are counted on one more line. */
const MAX_PROBLEM_LINES = 50;

/** One problem in a file. */
interface Problem {
  line?: number;
  col?: number;
  /** The field path, dotted ("options.aces", "data.guests.3.points"); empty for the file. */
  field: string;
  message: string;
}

/** One problem's line; whatever of the file it repeats is made safe for the terminal (clean). */
function formatProblem(source: string, p: Problem): string {
  const file = clean(source, 200);
  const where = p.line ? `${file}:${p.line}${p.col ? `:${p.col}` : ''}` : file;
  return p.field ? `${where}: ${clean(p.field, 100)}: ${clean(p.message, 300)}` : `${where}: ${clean(p.message, 300)}`;
}

/** Finds the line of a field path in the parsed document: the key's line, or the nearest parent's. */
function locate(doc: Document, lc: LineCounter, path: readonly (string | number)[]): { line?: number; col?: number } {
  let node: unknown = doc.contents;
  let found: { line: number; col: number } | undefined;
  const at = (n: unknown): { line: number; col: number } | undefined => {
    const range = (n as YamlNode | null)?.range;
    return range ? lc.linePos(range[0]) : undefined;
  };
  found = at(node);
  for (const seg of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => {
        const k = p.key as { value?: unknown } | null;
        return k !== null && typeof k === 'object' && String(k.value) === String(seg);
      });
      if (!pair) break;
      found = at(pair.key) ?? found;
      node = pair.value;
    } else if (isSeq(node) && /^\d+$/.test(String(seg))) {
      const item = node.items[Number(seg)];
      if (item === undefined) break;
      found = at(item) ?? found;
      node = item;
    } else break;
  }
  return found ?? {};
}

/** "guests.3.points" to ["guests", 3, "points"]. */
function splitPath(path: string): (string | number)[] {
  return path
    .split('.')
    .filter((s) => s.length > 0)
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

const article = (t: string): string => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

function describeValue(v: unknown): string {
  if (v === null) return 'null (an empty value)';
  if (typeof v === 'string') return quote(v);
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping';
  return String(v);
}

/** A value too small or too big, in words: "at most 12 items (this list has 150000)", "at most 99, not 9007199254740991". */
function sizeMessage(issue: z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall): string {
  const big = issue.code === 'too_big';
  const limit = Number(big ? (issue as z.core.$ZodIssueTooBig).maximum : (issue as z.core.$ZodIssueTooSmall).minimum);
  const input = (issue as { input?: unknown }).input;
  const bound = big ? 'at most' : 'at least';
  if (issue.origin === 'array') {
    const n = Array.isArray(input) ? input.length : undefined;
    return `${bound} ${plural(limit, 'item')}${n === undefined ? '' : ` (this list has ${n})`}`;
  }
  if (issue.origin === 'string') return `${bound} ${plural(limit, 'character')}`;
  return `must be ${bound} ${limit}${typeof input === 'number' ? `, not ${input}` : ''}`;
}

/** Turns zod's issues into problems, in words a designer reads. */
function zodProblems(game: AnyGame, schema: z.core.$ZodType, issues: readonly z.core.$ZodIssue[]): { path: (string | number)[]; message: string }[] {
  const out: { path: (string | number)[]; message: string }[] = [];
  const specOf = (path: readonly PropertyKey[]): AnyGame['options'][number] | undefined =>
    path.length === 2 && path[0] === 'options' ? game.options.find((o) => o.key === path[1]) : undefined;
  for (const issue of issues) {
    const path = issue.path.map((p) => (typeof p === 'number' ? p : String(p)));
    const input = (issue as { input?: unknown }).input;
    switch (issue.code) {
      case 'unrecognized_keys':
        for (const key of issue.keys) {
          const mean = (known: readonly string[]): string => {
            const near = nearest(key, known);
            return near ? ` (did you mean ${near}?)` : '';
          };
          if (path.length === 0) {
            const top = fieldsAt(schema, []);
            out.push({ path: [key], message: `unknown field${mean(top)}; a ruleset has ${top.join(', ')}` });
          } else if (path.length === 1 && path[0] === 'options') {
            const known = game.options.map((o) => o.key);
            out.push({ path: [...path, key], message: `unknown option of ${game.id}${mean(known)}; its options: ${known.join(', ') || 'none'}` });
          } else {
            const known = fieldsAt(schema, path);
            const list = known.length ? `; it takes ${known.join(', ')}` : '';
            out.push({ path: [...path, key], message: `unknown field${mean(known)}${list}` });
          }
        }
        break;
      case 'invalid_type': {
        const expected =
          issue.expected === 'int' || (issue.expected === 'number' && specOf(path))
            ? 'a whole number'
            : issue.expected === 'boolean'
              ? 'true or false'
              : issue.expected === 'object'
                ? 'a mapping (key: value lines)'
                : issue.expected === 'array'
                  ? 'a list'
                  : article(String(issue.expected));
        out.push({
          path,
          message: input === undefined ? `missing (expected ${expected})` : `expected ${expected}, not ${describeValue(input)}`,
        });
        break;
      }
      case 'too_small':
      case 'too_big': {
        const spec = specOf(path);
        if (spec && (spec.min !== undefined || spec.max !== undefined)) {
          out.push({ path, message: `must be from ${spec.min ?? '-inf'} to ${spec.max ?? 'inf'}, not ${describeValue(input)}` });
        } else out.push({ path, message: sizeMessage(issue) });
        break;
      }
      case 'invalid_value': {
        if (path.length === 1 && path[0] === 'game') {
          const known = allGames().map((g) => g.id).join(', ');
          out.push({
            path,
            message:
              input === undefined
                ? `missing; write "game: ${game.id}" (games: ${known})`
                : `is ${describeValue(input)}, but this file is read as a ${game.id} ruleset`,
          });
        } else {
          const values = issue.values.map(String).join(', ');
          out.push({
            path,
            message: input === undefined ? `missing (one of ${values})` : `must be one of ${values}, not ${describeValue(input)}`,
          });
        }
        break;
      }
      case 'invalid_key': {
        // a mapping whose keys are names of a kind (a seat's nobles, a course's tokens)
        const why = issue.issues.map((i) => i.message).join('; ');
        out.push({ path, message: `unknown field${why ? `: ${why}` : ''}` });
        break;
      }
      default:
        out.push({ path, message: issue.message });
    }
  }
  return out;
}

/** What checking a ruleset found. */
export interface RulesetCheckResult {
  /** The game the file is for, once known. */
  game?: AnyGame;
  /** One line per problem, each naming the file, line, field and what is wrong. */
  problems: string[];
  /** The loaded ruleset, when there are no problems. */
  ruleset?: Ruleset;
  /**
   * What cannot happen in play though the file loads (the game's `warnRuleset`), one line each
   * naming the file, line and field, "warning: " before what; only for a file without problems.
   */
  warnings?: string[];
}

/** Which player counts to check the deck against: one (none if the game does not take it), or every count the game takes. */
function seatCounts(game: AnyGame, seats?: number): number[] {
  if (seats !== undefined) return seats >= game.players.min && seats <= game.players.max ? [seats] : [];
  const out: number[] = [];
  for (let n = game.players.min; n <= game.players.max; n++) out.push(n);
  return out;
}

/**
 * Problems of options and data against the player counts: the game's own `checkRuleset`, then
 * a trial deal (seed 0) that must set up without error and leave every card of the deck
 * somewhere exactly once (a deck too small for the table runs out while dealing).
 * Lines are "field: what is wrong" or just "what is wrong".
 */
export function checkSeats(game: AnyGame, options: Options, data: unknown, seats?: number): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const add = (text: string): void => {
    // a problem met at several player counts is told once, at the smallest
    const key = text.replace(/\d+/g, '#');
    if (seen.has(key)) return;
    seen.add(key);
    problems.push(text);
  };
  for (const n of seatCounts(game, seats)) {
    if (game.checkRuleset) {
      let own: string[] = [];
      try {
        own = game.checkRuleset(options, n, data);
      } catch (e) {
        own = [`cannot be checked for ${n} players: ${(e as Error).message}`];
      }
      if (own.length) {
        own.forEach(add);
        continue;
      }
    }
    const trouble = trialDeal(game, options, data, n);
    if (trouble) add(trouble);
  }
  return problems;
}

function trialDeal(game: AnyGame, options: Options, data: unknown, seats: number): string | undefined {
  const who = `${seats} player${seats === 1 ? '' : 's'}`;
  try {
    const state = game.setup({ seed: 0, seats, options, data });
    const deck = game.deckFor(options, seats, data).map((c) => game.cardName(c, data)).sort();
    const placed: string[] = [];
    let lost = 0;
    for (const cards of Object.values(game.zones(state))) {
      for (const c of cards) {
        if (typeof c !== 'number' || !Number.isInteger(c)) lost++;
        else placed.push(game.cardName(c, data));
      }
    }
    if (lost) return `the deck is too small for ${who}: dealing ran out of cards (${lost} dealt from an empty deck)`;
    placed.sort();
    if (placed.join(' ') !== deck.join(' ')) {
      return `the deck does not deal for ${who}: ${placed.length} cards on the table after the deal, ${deck.length} in the deck`;
    }
  } catch (e) {
    return `cannot set up a game for ${who}: ${(e as Error).message}`;
  }
  return undefined;
}

/**
 * Checks a ruleset's text. `expect` is the game it must be for (when the caller knows it);
 * else the file's `game:` decides. `seats` limits the deck check to one player count.
 */
export function checkRulesetText(
  text: string,
  source: string,
  opts: { expect?: AnyGame; seats?: number } = {},
): RulesetCheckResult {
  const problems: Problem[] = [];
  const done = (game?: AnyGame, ruleset?: Ruleset): RulesetCheckResult => {
    const lines = problems
      .map((p, i) => ({ p, i }))
      .sort((a, b) => (a.p.line ?? 0) - (b.p.line ?? 0) || a.i - b.i)
      .map(({ p }) => formatProblem(source, p));
    // a file that is not a ruleset at all (a games file, a binary) would otherwise fill the screen
    const more = lines.length - MAX_PROBLEM_LINES;
    if (more > 0) lines.splice(MAX_PROBLEM_LINES, more, `${clean(source, 200)}: ${plural(more, 'more problem')} not shown`);
    return { game, problems: lines, ruleset: problems.length ? undefined : ruleset };
  };
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, prettyErrors: true, uniqueKeys: true });
  for (const err of doc.errors) {
    const pos = err.linePos?.[0];
    const message = err.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    problems.push({ line: pos?.line, col: pos?.col, field: '', message: `YAML syntax: ${message}` });
  }
  // a key that would reach the objects' prototype: a mistake, or an attempt at mischief
  visit(doc, {
    Pair(_, pair) {
      const key = pair.key;
      if (isScalar(key) && String(key.value) === '__proto__') {
        const pos = key.range ? lc.linePos(key.range[0]) : undefined;
        problems.push({ line: pos?.line, col: pos?.col, field: '', message: 'the key "__proto__" is not allowed in a ruleset' });
      }
    },
  });
  if (problems.length) return done(opts.expect);
  let value: unknown;
  try {
    value = doc.toJS();
  } catch (e) {
    // yaml refuses aliases that expand without bound (a "billion laughs" file)
    const why = e instanceof ReferenceError ? 'its aliases (*name) expand too far; write the values out' : (e as Error).message;
    problems.push({ line: 1, field: '', message: `YAML: ${why}` });
    return done(opts.expect);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    problems.push({ line: 1, field: '', message: `expected a mapping with ${TOP_FIELDS.join(', ')}, not ${describeValue(value)}` });
    return done(opts.expect);
  }
  const v = value as Record<string, unknown>;
  let game = opts.expect;
  if (!game) {
    const id = v.game;
    const known = allGames().map((g) => g.id).join(', ');
    if (id === undefined) {
      problems.push({ line: 1, field: 'game', message: `missing; the first line names the game ("game: <id>", one of ${known})` });
      return done();
    }
    game = allGames().find((g) => g.id === id);
    if (!game) {
      problems.push({ ...locate(doc, lc, ['game']), field: 'game', message: `unknown game ${describeValue(id)}; games: ${known}` });
      return done();
    }
  }
  const schema = rulesetSchema(game);
  const parsed = schema.safeParse(v, { reportInput: true });
  if (!parsed.success) {
    for (const p of zodProblems(game, schema, parsed.error.issues)) {
      problems.push({ ...locate(doc, lc, p.path), field: p.path.join('.'), message: p.message });
    }
  }
  if (game.checkData && 'data' in v && !(parsed.success === false && parsed.error.issues.some((i) => i.path[0] === 'data'))) {
    for (const line of game.checkData(v.data)) {
      const m = /^([^\s:]+): (.*)$/.exec(line);
      const path = m && m[1] !== '(data)' ? splitPath(m[1]) : [];
      problems.push({ ...locate(doc, lc, ['data', ...path]), field: ['data', ...path].join('.'), message: m ? m[2] : line });
    }
  } else if (game.checkData && !('data' in v)) {
    problems.push({ line: 1, field: 'data', message: `missing; ${game.id} needs its card tables (copy them from the built-in ruleset)` });
  }
  if (problems.length) return done(game);
  const options = resolveOptions(game, (v.options ?? {}) as Record<string, unknown>);
  const given: Options = {};
  for (const key of Object.keys((v.options ?? {}) as object)) given[key] = options[key];
  for (const line of checkSeats(game, options, v.data, opts.seats)) {
    const m = /^((?:options|data)(?:\.[^\s:]+)?): (.*)$/.exec(line);
    if (m) problems.push({ ...locate(doc, lc, splitPath(m[1])), field: m[1], message: m[2] });
    else problems.push({ ...locate(doc, lc, [v.data !== undefined ? 'data' : 'options']), field: '', message: line });
  }
  const name = typeof v.name === 'string' ? v.name : undefined;
  const result = done(game, { source, game: game.id, name, options, given, data: v.data });
  if (!problems.length && game.warnRuleset) result.warnings = warningLines(game.warnRuleset(options, v.data), source, doc, lc);
  return result;
}

/** A game's warnings as lines naming the file, line and field (each "field: what"). */
function warningLines(lines: readonly string[], source: string, doc: Document, lc: LineCounter): string[] {
  return lines.map((line) => {
    const m = /^((?:options|data)(?:\.[^\s:]+)?): (.*)$/.exec(line);
    const p: Problem = m ? { ...locate(doc, lc, splitPath(m[1])), field: m[1], message: `warning: ${m[2]}` } : { line: 1, field: '', message: `warning: ${line}` };
    return formatProblem(source, p);
  });
}

/**
 * The largest ruleset file read: the built-in ones are under 30 KB, and every table in them
 * has a bound far below this; a bigger file is refused before it is parsed (the YAML parser
 * needs seconds and hundreds of MB for each MB of flow lists).
 */
export const MAX_RULESET_BYTES = 1024 * 1024;

/** Reads a ruleset file; an unreadable or too large file is a UsageError. */
export function readRulesetText(path: string): string {
  return readTextFile(path, { what: 'ruleset file', limit: MAX_RULESET_BYTES });
}

/** Checks a ruleset file (see checkRulesetText). */
export function checkRulesetFile(path: string, opts: { expect?: AnyGame; seats?: number } = {}): RulesetCheckResult {
  return checkRulesetText(readRulesetText(path), path, opts);
}

/** The game a ruleset file is for, read from its `game:` field (problems are UsageErrors). */
export function rulesetGame(path: string): AnyGame {
  const r = checkRulesetFile(path);
  if (!r.game) throw new UsageError(r.problems);
  return r.game;
}

const cache = new Map<string, Ruleset>();

/**
 * Loads the ruleset for `game`: `file` when given, else the built-in one (a game without a
 * file gets its coded defaults). `seats`, when known, limits the deck check to that player
 * count. Problems become one UsageError, one line each.
 */
export function loadRuleset(game: AnyGame, file?: string, seats?: number): Ruleset {
  const path = file ?? builtinRulesetPath(game.id);
  const key = `${game.id}\n${path}\n${seats ?? '*'}`;
  const cached = cache.get(key);
  if (cached) return cached;
  if (!file && !existsSync(path)) {
    const r: Ruleset = { source: '(built in)', builtin: true, game: game.id, options: resolveOptions(game, {}), given: {}, data: undefined };
    cache.set(key, r);
    return r;
  }
  const result = checkRulesetFile(path, { expect: game, seats });
  if (!result.ruleset) throw new UsageError(result.problems);
  const r: Ruleset = { ...result.ruleset, builtin: !file };
  cache.set(key, r);
  return r;
}

/** The options a game is played with (the engine's, which takes the ruleset from its caller). */
export { optionsOver } from '../engine/options.js';

/** A short fingerprint of options and data: two runs with the same digest played the same rules. */
export function rulesetDigest(options: Options, data: unknown): string {
  const sorted = Object.fromEntries(Object.entries(options).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return createHash('sha256')
    .update(JSON.stringify({ options: sorted, data: data ?? null }))
    .digest('hex')
    .slice(0, 16);
}
