/**
 * Where a worker thread's code is: its own bundle beside the running bundle (dist/, where
 * scripts/bundle.mjs puts every worker), or, running from the TypeScript sources (tests), a
 * bundle of its source made on the fly: Node 20 cannot start a worker from a .ts file.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * `bundled` when that file exists; else, when `source` (a .ts file) does, a fresh bundle of it;
 * else undefined (the caller says what to do).
 */
export async function findWorker(bundled: URL, source: URL): Promise<URL | undefined> {
  if (existsSync(fileURLToPath(bundled))) return bundled;
  if (source.href.endsWith('.ts') && existsSync(fileURLToPath(source))) return bundleFromSource(source);
  return undefined;
}

const fromSource = new Map<string, Promise<URL>>();
/**
 * Bundles a worker's source once per process with esbuild (a development dependency, imported
 * by a name the CLI bundle leaves alone) into a temporary file, removed when the process exits.
 * The file goes into the package's node_modules/.cache, so that the worker finds the package's
 * files (its rulesets) by walking up from where it is, as the bundles in dist/ do.
 */
function bundleFromSource(source: URL): Promise<URL> {
  let made = fromSource.get(source.href);
  if (!made) {
    made = (async () => {
      const name = 'esbuild';
      const esbuild = (await import(name)) as typeof import('esbuild');
      const cache = join(packageFolder(fileURLToPath(source)) ?? tmpdir(), 'node_modules', '.cache');
      mkdirSync(cache, { recursive: true });
      const out = join(mkdtempSync(join(cache, 'dinner-games-worker-')), basename(fileURLToPath(source)).replace(/\.ts$/, '.mjs'));
      await esbuild.build({
        entryPoints: [fileURLToPath(source)],
        outfile: out,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        logLevel: 'silent',
        banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
      });
      process.once('exit', () => rmSync(dirname(out), { recursive: true, force: true }));
      return pathToFileURL(out);
    })();
    fromSource.set(source.href, made);
  }
  return made;
}

/** The folder holding package.json above `file`, if any. */
function packageFolder(file: string): string | undefined {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) if (existsSync(join(dir, 'package.json'))) return dir;
  return undefined;
}
