/**
 * The shape of a ruleset file, built from a game's option specs with zod. The same schema
 * checks files on load and, through `z.toJSONSchema`, becomes the JSON Schema published in
 * `rulesets/schema/<game>.schema.json` for editors (yaml-language-server) to check a file as it
 * is typed. One source, so the editor and the program never disagree.
 */
import { z } from 'zod';
import type { AnyGame, OptionSpec } from '../engine/types.js';

/** The top-level fields a ruleset may hold. */
export const TOP_FIELDS = ['game', 'name', 'options', 'data'] as const;

/** The zod schema of a game's `data` section, when the game publishes one (`Game.dataSchema`). */
function dataSchemaOf(game: AnyGame): z.core.$ZodType | undefined {
  // any zod 4 schema: games build theirs with zod/mini (see src/games/just-desserts/data.ts)
  return game.dataSchema instanceof z.core.$ZodType ? game.dataSchema : undefined;
}

/** The zod schema of one option. */
export function optionSchema(spec: OptionSpec): z.ZodType {
  const meta = { description: spec.description, default: spec.default };
  if (typeof spec.default === 'boolean') return z.boolean().meta(meta);
  if (typeof spec.default === 'number') {
    let n = z.int();
    if (spec.min !== undefined) n = n.min(spec.min);
    if (spec.max !== undefined) n = n.max(spec.max);
    return n.meta(meta);
  }
  if (spec.choices && spec.choices.length) return z.enum(spec.choices as [string, ...string[]]).meta(meta);
  return z.string().meta(meta);
}

/** The zod schema of a whole ruleset file for `game`. */
export function rulesetSchema(game: AnyGame): z.ZodObject {
  const options: Record<string, z.ZodType> = {};
  for (const spec of game.options) options[spec.key] = optionSchema(spec).optional();
  const shape: Record<string, z.ZodType> = {
    game: z.literal(game.id).meta({ description: `The game these rules are for: always "${game.id}".` }),
    name: z
      .string()
      .meta({ description: 'A short name for this variant, shown in simulation and comparison reports.' })
      .optional(),
    options: z
      .strictObject(options)
      .meta({ description: `Option values; any left out keep the game's default. See \`dinner-games rules ${game.id}\`.` })
      .optional(),
  };
  if (game.checkData) {
    const data = dataSchemaOf(game) ?? z.record(z.string(), z.unknown());
    // a copy carries the description, so the game's own schema stays untouched
    const described = z.core.clone(data);
    z.globalRegistry.add(described, { description: `The card tables of ${game.name}, checked by the game when the file loads.` });
    shape.data = described as z.ZodType;
  }
  return z.strictObject(shape);
}

/** The JSON Schema (draft-07, what editors support best) of a ruleset file for `game`. */
export function rulesetJsonSchema(game: AnyGame): Record<string, unknown> {
  const schema = z.toJSONSchema(rulesetSchema(game), { target: 'draft-7', io: 'input' }) as Record<string, unknown>;
  const { $schema, ...rest } = schema;
  return {
    $schema,
    $id: `https://dinner-games.invalid/rulesets/schema/${game.id}.schema.json`,
    title: `${game.name} ruleset`,
    description:
      `A dinner-games ruleset for ${game.name}: option values and card tables a designer may change. ` +
      `Generated from the game's option specs by scripts/ruleset-schema.mjs; do not edit by hand.`,
    ...rest,
  };
}

/** The schema file's exact text (what is committed in rulesets/schema/). */
export function rulesetSchemaText(game: AnyGame): string {
  return `${JSON.stringify(rulesetJsonSchema(game), null, 2)}\n`;
}

/** A zod schema's definition, as far as `fieldsAt` reads it (zod 4 core: full zod and zod/mini alike). */
interface Def {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  getter?: () => z.core.$ZodType;
  options?: z.core.$ZodType[];
}
const defOf = (s: z.core.$ZodType): Def => s._zod.def as unknown as Def;

/**
 * The field names a mapping at `path` of a ruleset may hold (for "did you mean"), found by
 * following the schema down the path; empty when the path leads to no fixed set of fields.
 */
export function fieldsAt(schema: z.core.$ZodType, path: readonly (string | number)[]): string[] {
  let nodes: z.core.$ZodType[] = [schema];
  const unwrap = (s: z.core.$ZodType): z.core.$ZodType[] => {
    const d = defOf(s);
    if ((d.type === 'optional' || d.type === 'nullable' || d.type === 'default') && d.innerType) return unwrap(d.innerType);
    if (d.type === 'lazy' && d.getter) return unwrap(d.getter());
    if (d.type === 'union' && d.options) return d.options.flatMap(unwrap);
    return [s];
  };
  for (const seg of path) {
    nodes = nodes.flatMap(unwrap).flatMap((s) => {
      const d = defOf(s);
      if (d.type === 'object' && d.shape && typeof seg === 'string' && seg in d.shape) return [d.shape[seg]];
      if (d.type === 'array' && d.element && typeof seg === 'number') return [d.element];
      return [];
    });
  }
  return [...new Set(nodes.flatMap(unwrap).flatMap((s) => Object.keys(defOf(s).shape ?? {})))];
}
