// A ruleset is a designer's file, and a designer's mistake (a menu of 150,000 courses, a guest
// worth 2^53 points, `favourites:` for `favorites:`) must be refused by `check` with its line
// and field, never found out by a simulation that runs out of memory or plays the wrong game.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { allGames, getGame } from '../../src/engine/registry.js';
import { builtinRulesetPath, checkRulesetText } from '../../src/rulesets/index.js';
import { rulesetJsonSchema } from '../../src/rulesets/schema.js';

type Json = Record<string, unknown>;

/** Every place in a JSON Schema that lets a file grow without bound: lists, numbers, open mappings. */
function unbounded(schema: Json): string[] {
  const defs = (schema.definitions ?? {}) as Record<string, Json>;
  const out: string[] = [];
  const seen = new Set<Json>();
  const walk = (s: Json, at: string): void => {
    if (seen.has(s)) return;
    seen.add(s);
    if (typeof s.$ref === 'string') return walk(defs[s.$ref.replace('#/definitions/', '')], at);
    if (s.type === 'array') {
      if (typeof s.maxItems !== 'number') out.push(`${at}: a list with no most items`);
      if (s.items) walk(s.items as Json, `${at}[]`);
    }
    if (s.type === 'integer' || s.type === 'number') {
      // a whole number's own limits (2^53) are no bound a designer means
      const bounded = (x: unknown): boolean => typeof x === 'number' && Math.abs(x) <= 1000;
      if (!bounded(s.minimum) || !bounded(s.maximum)) out.push(`${at}: a number without both bounds (${String(s.minimum)} to ${String(s.maximum)})`);
    }
    if (s.type === 'object') {
      for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, Json>)) walk(v, `${at}.${k}`);
      const extra = s.additionalProperties;
      if (extra === undefined || extra === true) out.push(`${at}: a mapping that takes any field`);
      else if (typeof extra === 'object') {
        const names = s.propertyNames as Json | undefined;
        if (!names || (!names.enum && !names.pattern)) out.push(`${at}: a mapping of names without a pattern`);
        walk(extra as Json, `${at}.*`);
      }
    }
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      for (const [i, v] of ((s[key] ?? []) as Json[]).entries()) walk(v, `${at}|${i}`);
    }
  };
  walk(schema, '');
  return out;
}

describe('every list, number and mapping a ruleset holds has a bound', () => {
  it.each(allGames().map((g) => [g.id]))('%s', (id) => {
    expect(unbounded(rulesetJsonSchema(getGame(id)))).toEqual([]);
  });
});

/** The path of every mapping in a value, taking the first item of each list (every item has its shape). */
function mappings(v: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(v)) return v.length ? mappings(v[0], [...at, 0]) : [];
  if (v === null || typeof v !== 'object') return [];
  return [at, ...Object.entries(v).flatMap(([k, x]) => mappings(x, [...at, k]))];
}

describe('every section of a ruleset refuses a field it does not know, with its line and path', () => {
  it.each(allGames().map((g) => [g.id]))('%s', (id) => {
    const value = parse(readFileSync(builtinRulesetPath(id), 'utf8')) as Record<string, unknown>;
    const paths = mappings(value).filter((p) => !(p.length === 1 && p[0] === 'options'));
    // the top, and for games with tables every mapping in them (a record of kinds aside)
    expect(paths.length).toBeGreaterThan(id === 'royal-dinner-party' || id === 'the-feast' ? 0 : 3);
    for (const path of paths) {
      const copy = structuredClone(value);
      let node = copy as Record<string | number, unknown>;
      for (const seg of path) node = node[seg] as Record<string | number, unknown>;
      // a mapping whose keys are names (a course's tokens by kind, a seat's nobles) takes no other name
      node.zzzz = 1;
      const text = stringify(copy);
      const line = text.split('\n').findIndex((l) => /^\s*(- )?zzzz: 1$/.test(l)) + 1;
      const problems = checkRulesetText(text, 'my.yaml').problems;
      const field = [...path, 'zzzz'].join('.');
      expect(problems, field).toHaveLength(1);
      expect(problems[0], field).toMatch(new RegExp(`^my\\.yaml:${line}:\\d+: ${field.replace(/\./g, '\\.')}: (unknown field|unknown option|.*"zzzz")`));
    }
  });
});

describe('a file that is not a ruleset', () => {
  it('is told in at most 50 lines and a count of the rest, not a line for each of its thousand mistakes', () => {
    // one unknown field on each of 300 guests
    const value = parse(readFileSync(builtinRulesetPath('just-desserts'), 'utf8')) as { data: { desserts: Record<string, unknown>[] } };
    for (const d of value.data.desserts) d.colour = 'red';
    const problems = checkRulesetText(stringify(value), 'my.yaml').problems;
    const count = value.data.desserts.length;
    expect(problems).toHaveLength(51);
    expect(problems[50]).toBe(`my.yaml: ${count - 50} more problems not shown`);
    expect(problems[0]).toMatch(/^my\.yaml:\d+:\d+: data\.desserts\.0\.colour: unknown field; it takes name, code, flavors$/);
  });
});
