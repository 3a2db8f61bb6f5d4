/**
 * `sweep --vary PATH=V1,V2,...`: variants of one ruleset that differ in one value. PATH is the
 * YAML path a designer sees in the file: mapping keys and list positions (from 0, as `check`
 * names them) joined by dots, and a list item may be named by its `code` instead
 * (`data.guests.sunra.appetites`). Each value is YAML (`14`, `true`, `[W, R, D]`); commas
 * inside brackets, braces or quotes belong to the value.
 *
 * Each variant is the ruleset's own text with that value's text replaced, so every other line
 * stays where it was, and it is checked as a ruleset file is (`check`): a problem is a line
 * naming the --vary value, then the file, line and field as `check` names them.
 */
import { isMap, isScalar, isSeq, parse, parseDocument, type Document, type Node as YamlNode } from 'yaml';
import { UsageError, clean, quote } from '../engine/errors.js';
import type { AnyGame } from '../engine/types.js';
import { builtinRulesetPath, checkRulesetText, readRulesetText, type Ruleset } from '../rulesets/index.js';

/** One variant made by --vary: its label ("appetiteLimit=14"), and its ruleset, checked. */
export interface VariedRuleset {
  label: string;
  /** The value as given. */
  value: string;
  ruleset: Ruleset;
}

/** Splits "V1,V2,..." at the commas outside brackets, braces and quotes. */
export function splitValues(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoteChar = '';
  let cur = '';
  for (const ch of text) {
    if (quoteChar) {
      if (ch === quoteChar) quoteChar = '';
    } else if (ch === '"' || ch === "'") quoteChar = ch;
    else if (ch === '[' || ch === '{') depth++;
    else if (ch === ']' || ch === '}') depth = Math.max(0, depth - 1);
    else if (ch === ',' && depth === 0) {
      out.push(cur.trim());
      cur = '';
      continue;
    }
    cur += ch;
  }
  out.push(cur.trim());
  return out;
}

/** Reads "PATH=V1,V2,...". */
export function parseVary(text: string): { path: string[]; values: string[] } {
  const eq = text.indexOf('=');
  if (eq <= 0) throw new UsageError(`--vary takes PATH=V1,V2,... (say options.handSize=4,5,6), not ${quote(text, 200)}`);
  const pathText = text.slice(0, eq).trim();
  const path = pathText.split('.');
  if (path.some((p) => !p.trim()) || path.includes('__proto__')) throw new UsageError(`--vary: ${quote(pathText, 200)} is not a path of the ruleset (keys joined by dots)`);
  const values = splitValues(text.slice(eq + 1));
  const empty = values.findIndex((v) => v === '');
  if (empty >= 0) throw new UsageError(`--vary ${clean(pathText, 200)}: value ${empty + 1} is empty; give values separated by commas`);
  if (values.length < 2) throw new UsageError(`--vary ${clean(pathText, 200)}: give two values or more to sweep (${quote(values[0] ?? '', 100)} is one)`);
  for (const v of values) {
    try {
      parse(v);
    } catch (e) {
      throw new UsageError(`--vary ${clean(pathText, 200)}: ${quote(v, 100)} is not a YAML value (${(e as Error).message.split('\n')[0]})`);
    }
  }
  return { path: path.map((p) => p.trim()), values };
}

const keyOf = (k: unknown): string => String(isScalar(k) ? k.value : k);

/** What a list item may be called by in a path: its `code`. */
function codeOf(item: unknown): string | undefined {
  if (!isMap(item)) return undefined;
  const code = item.get('code');
  return code === undefined || code === null ? undefined : String(code);
}

/**
 * Finds PATH in the document: the node to replace, or (an option the file leaves out) the
 * path to add. Errors name the part of the path that is not there, and what is there.
 */
function locate(doc: Document, path: readonly string[], game: AnyGame): { node: YamlNode } | { add: (string | number)[] } {
  let node: unknown = doc.contents;
  const shown = (i: number): string => clean(path.slice(0, i + 1).join('.'), 200);
  for (let i = 0; i < path.length; i++) {
    const seg = path[i];
    if (isMap(node)) {
      const pair = node.items.find((p) => keyOf(p.key) === seg);
      if (!pair) {
        // an option left out of the file keeps its default: --vary may set it
        if (i === 1 && path[0] === 'options' && path.length === 2 && game.options.some((o) => o.key === seg)) return { add: ['options', seg] };
        const here = node.items.map((p) => keyOf(p.key));
        const known = i === 1 && path[0] === 'options' ? game.options.map((o) => o.key) : here;
        throw new UsageError(`--vary: ${shown(i)} is not in the ruleset; ${shown(i - 1) || 'the file'} has ${known.join(', ') || 'nothing'}`);
      }
      node = pair.value;
    } else if (isSeq(node)) {
      const index = /^\d+$/.test(seg) ? Number(seg) : node.items.findIndex((item) => codeOf(item) === seg);
      if (index < 0 || index >= node.items.length) {
        const codes = node.items.map(codeOf).filter((c): c is string => c !== undefined);
        const which = codes.length ? `codes: ${codes.join(', ')}` : `positions 0 to ${node.items.length - 1}`;
        throw new UsageError(`--vary: ${shown(i - 1)} has no item ${quote(seg, 100)} (${which.length > 300 ? `${which.slice(0, 300)}...` : which})`);
      }
      node = node.items[index];
    } else if (path[0] === 'options' && i === 1 && !node) {
      return { add: ['options', seg] };
    } else {
      throw new UsageError(`--vary: ${shown(i - 1)} is a value, not a mapping or a list; ${shown(i)} is not in the ruleset`);
    }
  }
  if (!node || !(node as YamlNode).range) throw new UsageError(`--vary: ${shown(path.length - 1)} has no value in the file to replace`);
  return { node: node as YamlNode };
}

/**
 * The variants of `file` (or the game's built-in ruleset) with PATH set to each value, each
 * checked as a ruleset file for `seats` players.
 */
export function varyRuleset(game: AnyGame, file: string | undefined, vary: string, seats: number): VariedRuleset[] {
  const { path, values } = parseVary(vary);
  const source = file ?? builtinRulesetPath(game.id);
  const shownSource = file ?? `built-in ${game.id}.yaml`;
  const text = readRulesetText(source);
  const doc = parseDocument(text);
  if (doc.errors.length) throw new UsageError(`${clean(shownSource, 200)} is not valid YAML: check it first (dinner-games check ${clean(shownSource, 200)})`);
  const where = locate(doc, path, game);
  const last = path[path.length - 1];
  const pathText = path.join('.');
  return values.map((value) => {
    let changed: string;
    if ('add' in where) {
      const copy = parseDocument(text);
      copy.setIn(where.add, copy.createNode(parse(value)));
      changed = String(copy);
    } else {
      const [start, end] = where.node.range as [number, number, number];
      changed = text.slice(0, start) + value + text.slice(end);
    }
    const result = checkRulesetText(changed, shownSource, { expect: game, seats });
    if (!result.ruleset) {
      const problems = result.problems.length ? result.problems : ['the ruleset does not load'];
      throw new UsageError(problems.map((p) => `--vary ${clean(pathText, 200)}=${clean(value, 100)}: ${p}`).join('\n'));
    }
    const label = `${last}=${value}`;
    return { label, value, ruleset: { ...result.ruleset, source: `${shownSource} with ${pathText}=${value}`, builtin: false } };
  });
}
