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

/** A list of at least one `item`. */
export function nonEmpty<T extends z.ZodMiniType>(item: T) {
  return z.array(item).check(z.minLength(1));
}
