/**
 * Fills in and checks a game's options (defaults, types, bounds, choices), and reads the whole
 * numbers people type on the command line (seeds, counts). A value is taken only when it means
 * exactly one thing: `true` is not a number, `"0x4"` and `"1e3"` are not whole numbers, and an
 * empty value is a value left out, never 0 or false.
 */
import { UsageError, quote } from './errors.js';
import type { AnyGame, OptionSpec, Options, Ruleset } from './types.js';
import { nearest } from './words.js';

/**
 * Every option of `game` with defaults applied, `given` checked against the specs. An option
 * not given whose spec derives its value from the others (`derive`) gets that value instead
 * of its default, so an option set explicitly always wins over what another implies.
 */
export function resolveOptions(game: AnyGame, given: Record<string, unknown> = {}): Options {
  const out: Options = {};
  for (const spec of game.options) out[spec.key] = spec.default;
  for (const [key, raw] of Object.entries(given)) {
    const spec = game.options.find((o) => o.key === key);
    if (!spec) {
      const known = game.options.map((o) => o.key);
      const near = nearest(key, known);
      throw new UsageError(`${game.id} has no option ${quote(key)}${near ? ` (did you mean ${near}?)` : ''}; its options: ${known.join(', ') || 'none'}`);
    }
    out[key] = coerceOption(game.id, spec, raw);
  }
  for (const spec of game.options) if (spec.derive && !Object.hasOwn(given, spec.key)) out[spec.key] = spec.derive(out);
  return out;
}

/** A value as an error line repeats it: text quoted, anything else as JSON writes it. */
function shown(raw: unknown): string {
  if (typeof raw === 'string') return quote(raw);
  if (raw === null || typeof raw === 'object') return Array.isArray(raw) ? 'a list' : raw === null ? 'null' : 'a mapping';
  return String(raw);
}

/** Words a person may type for true and false (`--option finalTouch=off`). */
const TRUE = ['true', 'yes', 'on'];
const FALSE = ['false', 'no', 'off'];

/** One option's value, checked: of the option's own type, or text that reads as exactly that. */
export function coerceOption(gameId: string, spec: OptionSpec, raw: unknown): boolean | number | string {
  const where = `option ${spec.key} of ${gameId}`;
  if (typeof raw === 'string' && raw.trim() === '') throw new UsageError(`${where} has no value; write ${spec.key}=<value>`);
  if (typeof spec.default === 'boolean') {
    if (typeof raw === 'boolean') return raw;
    if (typeof raw === 'string' && TRUE.includes(raw)) return true;
    if (typeof raw === 'string' && FALSE.includes(raw)) return false;
    throw new UsageError(`${where} takes true or false, not ${shown(raw)}`);
  }
  if (typeof spec.default === 'number') {
    const range = `from ${spec.min ?? '-9007199254740991'} to ${spec.max ?? '9007199254740991'}`;
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(n)) throw new UsageError(`${where} takes a whole number ${range}, not ${shown(raw)}`);
    if ((spec.min !== undefined && n < spec.min) || (spec.max !== undefined && n > spec.max)) {
      throw new UsageError(`${where} must be between ${spec.min ?? '-inf'} and ${spec.max ?? 'inf'}, not ${n}`);
    }
    return n === 0 ? 0 : n; // never -0
  }
  if (typeof raw !== 'string') {
    const what = spec.choices?.length ? `one of ${spec.choices.join(', ')}` : 'text';
    throw new UsageError(`${where} takes ${what}, not ${shown(raw)}`);
  }
  if (spec.choices && !spec.choices.includes(raw)) {
    throw new UsageError(`${where} must be one of ${spec.choices.join(', ')}, not ${quote(raw)}`);
  }
  return raw;
}

/** Parses `key=value` pairs from the command line into an options object (values still strings). */
export function parseOptionPairs(pairs: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`--option takes key=value, not ${quote(pair)}`);
    const key = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (!key) throw new UsageError(`--option ${quote(pair)} has no key; write <key>=${value}`);
    if (!value) throw new UsageError(`--option ${quote(pair)} has no value; write ${key}=<value>`);
    if (key === '__proto__') throw new UsageError('--option: "__proto__" is not an option');
    out[key] = value;
  }
  return out;
}

/** Commander's parser for a repeatable flag (`--option a=1 --option b=2`): every value, in order. */
export const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

/**
 * A whole number typed for `flag` (`--seed 42`, `-n 10_000`, `-n 10,000`): decimal digits, with
 * `_` between digits or `,` between groups of three allowed. Anything else is refused in one
 * line: an empty value, a sign, a fraction, an exponent (`1e3`), another base (`0x4`), spaces.
 */
export function parseWholeNumber(flag: string, text: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  // no upper bound is named when it is only the largest whole number a double holds exactly
  const range = `a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}`;
  if (text === '') throw new UsageError(`${flag} is empty; give ${range}`);
  const digits = /^\d+(?:_\d+)*$/.test(text) ? text.replace(/_/g, '') : /^\d{1,3}(?:,\d{3})+$/.test(text) ? text.replace(/,/g, '') : undefined;
  const n = digits === undefined ? NaN : Number(digits);
  if (!Number.isSafeInteger(n)) throw new UsageError(`${flag} takes ${range}, not ${quote(text)}`);
  if (n < min || n > max) throw new UsageError(`${flag} takes ${range}, not ${n}`);
  return n;
}

/**
 * The options a game is played with: `over` (a record's, the command line's) on top of the
 * options the ruleset sets, checked, with every other option at its default or derived value.
 */
export function optionsOver(game: AnyGame, ruleset: Ruleset, over: Record<string, unknown>): Options {
  return resolveOptions(game, { ...(ruleset.given ?? ruleset.options), ...over });
}
