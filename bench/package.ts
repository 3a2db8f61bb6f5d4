/**
 * The published package as a new user gets it: the working tree copied as a fresh clone would
 * hold it (files git tracks, and new ones it does not ignore; no dist/), packed with `npm pack`
 * (whose `prepack` builds the bundle), then installed from the tarball into an empty prefix with
 * the network refused (`--offline`): the package must need nothing more.
 *
 * Used by test/cli/package.test.ts (CI) and by the benchmarks, which report the sizes and times.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

export interface InstalledPackage {
  /** The temporary folder holding everything below; remove it with `cleanup`. */
  root: string;
  /** The packed tarball. */
  tarball: string;
  /** The installed bin, run with `node`. */
  bin: string;
  /** The installed package's folder. */
  dir: string;
  /** The files in the tarball, as `npm pack` lists them. */
  files: string[];
  tarballBytes: number;
  installedBytes: number;
  /** Wall time of `npm install` from the tarball, in milliseconds. */
  installMs: number;
  cleanup(): void;
}

/** Bytes under a folder (files only, links not followed). */
export function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) total += folderBytes(p);
    else if (entry.isFile()) total += statSync(p).size;
  }
  return total;
}

/** An environment for npm that keeps it off the network and away from the user's own setup. */
function npmEnv(root: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, npm_config_cache: join(root, 'npm-cache'), npm_config_update_notifier: 'false' };
  // a parent `npm test` passes its own npm_config_* settings (prefix, global...): none apply here
  for (const k of Object.keys(env)) if (/^npm_config_(prefix|global|location|dry_run|ignore_scripts)$/i.test(k)) delete env[k];
  return env;
}

/** Packs the working tree as a fresh clone and installs the tarball into an empty prefix. */
export function packAndInstall(repo = process.cwd()): InstalledPackage {
  const root = mkdtempSync(join(tmpdir(), 'dinner-games-pack-'));
  const cleanup = () => rmSync(root, { recursive: true, force: true });
  try {
    const clone = join(root, 'clone');
    const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: repo, encoding: 'utf8' });
    for (const file of listed.split('\0').filter(Boolean)) {
      const from = join(repo, file);
      let st;
      try {
        st = statSync(from);
      } catch {
        continue; // deleted in the working tree and not yet committed
      }
      if (!st.isFile()) continue;
      mkdirSync(dirname(join(clone, file)), { recursive: true });
      cpSync(from, join(clone, file));
    }
    // the build needs the development dependencies: the clone borrows this checkout's
    symlinkSync(resolve(repo, 'node_modules'), join(clone, 'node_modules'), 'dir');
    const env = npmEnv(root);
    const packed = execFileSync('npm', ['pack', '--json', '--pack-destination', root], { cwd: clone, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const info = JSON.parse(packed.slice(packed.indexOf('['))) as { filename: string; files: { path: string }[] }[];
    const tarball = join(root, info[0].filename);
    const prefix = join(root, 'prefix');
    mkdirSync(prefix);
    const t0 = performance.now();
    const inst = spawnSync('npm', ['install', '--global', '--prefix', prefix, '--offline', '--no-audit', '--no-fund', tarball], { env, encoding: 'utf8' });
    const installMs = performance.now() - t0;
    if (inst.status !== 0) throw new Error(`npm install from the tarball failed: ${inst.stderr.trim().split('\n').slice(-3).join(' / ')}`);
    const dir = join(prefix, 'lib', 'node_modules', 'dinner-games');
    return {
      root,
      tarball,
      bin: join(dir, 'bin', 'dinner-games.js'),
      dir,
      files: info[0].files.map((f) => f.path).sort(),
      tarballBytes: statSync(tarball).size,
      installedBytes: folderBytes(join(prefix, 'lib', 'node_modules')),
      installMs,
      cleanup,
    };
  } catch (e) {
    cleanup();
    throw e;
  }
}
