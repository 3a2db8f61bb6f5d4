// The published JSON Schemas (rulesets/schema/) are what the code generates from the games'
// option specs: run `node scripts/ruleset-schema.mjs` after changing an option.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allGames, getGame } from '../../src/engine/registry.js';
import { packageRoot } from '../../src/rulesets/index.js';
import { rulesetJsonSchema, rulesetSchemaText } from '../../src/rulesets/schema.js';
import { schemaFile } from '../../src/rulesets/write-schemas.js';

const root = packageRoot();

describe.each(allGames().map((g) => [g.id, g] as const))('%s', (id, game) => {
  it('has its committed schema equal to the generated one', () => {
    const file = join(root, schemaFile(id));
    expect(existsSync(file), `${schemaFile(id)} is missing: run node scripts/ruleset-schema.mjs`).toBe(true);
    expect(readFileSync(file, 'utf8'), `${schemaFile(id)} is stale: run node scripts/ruleset-schema.mjs`).toBe(
      rulesetSchemaText(game),
    );
  });
});

describe('the schema', () => {
  it('describes every option with its type, bounds and default', () => {
    const s = rulesetJsonSchema(getGame('royal-dinner-party')) as {
      required: string[];
      additionalProperties: boolean;
      properties: { options: { properties: Record<string, Record<string, unknown>>; additionalProperties: boolean } };
    };
    expect(s.required).toEqual(['game']);
    expect(s.additionalProperties).toBe(false);
    expect(s.properties.options.additionalProperties).toBe(false);
    expect(s.properties.options.properties.aces).toMatchObject({ type: 'integer', minimum: 0, maximum: 4, default: 4 });
    expect(s.properties.options.properties.seating).toMatchObject({ enum: ['drawn', 'jqk', 'kqj'], default: 'drawn' });
    expect(s.properties.options.properties.finalTouch).toMatchObject({ type: 'boolean', default: true });
  });

  it('is named in the first line of the built-in file, for yaml-language-server', () => {
    const text = readFileSync(join(root, 'rulesets', 'royal-dinner-party.yaml'), 'utf8');
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=./schema/royal-dinner-party.schema.json');
  });
});
