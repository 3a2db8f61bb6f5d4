/**
 * Small helpers for the games' data schemas, which are built with zod/mini (see eslint.config.js:
 * \`list\` loads every game, and the full zod API would be parsed by every command).
 */
import * as z from 'zod/mini';

/** `schema`, with a description for the published JSON Schema. */
export function described<T extends z.ZodMiniType>(schema: T, description: string): T {
  z.globalRegistry.add(schema, { description });
  return schema;
}

/** A list of at least one `item` and at most `max` (every list a ruleset holds has a bound). */
export function nonEmpty<T extends z.ZodMiniType>(item: T, max: number) {
  return z.array(item).check(z.minLength(1), z.maxLength(max));
}

/**
 * A game's `checkData` lines for zod's issues: "guests.3.points: expected a number", with
 * "missing (expected ...)" for an absent field and "(data)" for the section itself.
 */
export function dataIssueLines(issues: readonly z.core.$ZodIssue[]): string[] {
  const article = (t: string): string => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);
  return issues.map((issue) => {
    const where = issue.path.length ? issue.path.map(String).join('.') : '(data)';
    let what = issue.message;
    if (issue.code === 'invalid_type') {
      const missing = (issue as { input?: unknown }).input === undefined && / undefined$/.test(issue.message);
      what = missing ? `missing (expected ${article(issue.expected)})` : `expected ${article(issue.expected)}`;
    }
    return `${where}: ${what}`;
  });
}
