/** Fills in and checks a game's options (defaults, types, bounds, choices). */
import { UsageError, quote } from './errors.js';
import type { AnyGame, Options } from './types.js';

/** Every option of `game` with defaults applied, `given` checked against the specs. */
export function resolveOptions(game: AnyGame, given: Record<string, unknown> = {}): Options {
  const out: Options = {};
  for (const spec of game.options) out[spec.key] = spec.default;
  for (const [key, raw] of Object.entries(given)) {
    const spec = game.options.find((o) => o.key === key);
    if (!spec) {
      const known = game.options.map((o) => o.key).join(', ') || 'none';
      throw new UsageError(`${game.id} has no option ${quote(key)}; its options: ${known}`);
    }
    out[key] = coerceOption(game.id, spec, raw);
  }
  return out;
}

function coerceOption(
  gameId: string,
  spec: AnyGame['options'][number],
  raw: unknown,
): boolean | number | string {
  const where = `option ${spec.key} of ${gameId}`;
  // an empty value is a value left out, never 0 or false
  if (typeof raw === 'string' && raw.trim() === '') throw new UsageError(`${where} has no value; write ${spec.key}=<value>`);
  if (typeof spec.default === 'boolean') {
    if (typeof raw === 'boolean') return raw;
    if (raw === 'true' || raw === 'yes' || raw === 'on') return true;
    if (raw === 'false' || raw === 'no' || raw === 'off') return false;
    throw new UsageError(`${where} takes true or false, not ${quote(String(raw))}`);
  }
  if (typeof spec.default === 'number') {
    const n = typeof raw === 'number' ? raw : Number(raw);
    if (!Number.isInteger(n)) throw new UsageError(`${where} takes a whole number, not ${quote(String(raw))}`);
    if ((spec.min !== undefined && n < spec.min) || (spec.max !== undefined && n > spec.max)) {
      throw new UsageError(`${where} must be between ${spec.min ?? '-inf'} and ${spec.max ?? 'inf'}, not ${n}`);
    }
    return n;
  }
  const s = String(raw);
  if (spec.choices && !spec.choices.includes(s)) {
    throw new UsageError(`${where} must be one of ${spec.choices.join(', ')}, not ${quote(s)}`);
  }
  return s;
}

/** Parses `key=value` pairs from the command line into an options object (values still strings). */
export function parseOptionPairs(pairs: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`--option takes key=value, not ${quote(pair)}`);
    const key = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (!value) throw new UsageError(`--option ${quote(pair)} has no value; write ${key}=<value>`);
    if (key === '__proto__') throw new UsageError('--option: "__proto__" is not an option');
    out[key] = value;
  }
  return out;
}

/** Commander's parser for a repeatable flag (`--option a=1 --option b=2`): every value, in order. */
export const collect = (value: string, previous: string[] = []): string[] => [...previous, value];
