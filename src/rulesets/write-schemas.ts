/**
 * Writes the published JSON Schema of every game's ruleset to `<root>/rulesets/schema/`.
 * Run by scripts/ruleset-schema.mjs (which bundles this module) after an option spec changes;
 * test/rulesets/schema.test.ts fails while a committed schema differs from the generated one.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allGames } from '../engine/registry.js';
import { loadGames } from '../games/index.js';
import { rulesetSchemaText } from './schema.js';

/** The schema file of a game, relative to the package root. */
export function schemaFile(gameId: string): string {
  return join('rulesets', 'schema', `${gameId}.schema.json`);
}

/** Writes every schema under `root`; returns the files written. */
export async function writeSchemas(root: string): Promise<string[]> {
  await loadGames();
  mkdirSync(join(root, 'rulesets', 'schema'), { recursive: true });
  const written: string[] = [];
  for (const game of allGames()) {
    const file = schemaFile(game.id);
    writeFileSync(join(root, file), rulesetSchemaText(game));
    written.push(file);
  }
  return written;
}
