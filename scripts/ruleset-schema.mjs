// Regenerates rulesets/schema/<game>.schema.json from the games' option specs (zod 4's
// z.toJSONSchema), so editors can check a ruleset as it is typed. Run it after changing an
// option or a game's data schema:  node scripts/ruleset-schema.mjs
// The TypeScript source is bundled in memory with esbuild and run once.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const result = await build({
  entryPoints: [join(root, 'src/rulesets/write-schemas.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  write: false,
  external: ['react-devtools-core', '@lydell/node-pty'],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
const dir = mkdtempSync(join(tmpdir(), 'ruleset-schema-'));
const file = join(dir, 'write-schemas.mjs');
try {
  writeFileSync(file, result.outputFiles[0].text);
  const { writeSchemas } = await import(pathToFileURL(file).href);
  for (const written of await writeSchemas(root)) process.stdout.write(`wrote ${written}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
