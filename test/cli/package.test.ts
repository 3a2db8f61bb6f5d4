// The package as `npx dinner-games` gets it: packed from a fresh copy of the tree (prepack
// builds), installed offline into an empty prefix, then run: it must need no build step, no
// compiler and no dependency, and ship only what runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packAndInstall, type InstalledPackage } from '../../bench/package.js';
import { allGames } from '../../src/engine/registry.js';

let pkg: InstalledPackage;
beforeAll(() => {
  pkg = packAndInstall();
}, 180_000);
afterAll(() => pkg?.cleanup());

function run(args: string[]) {
  const r = spawnSync(join(pkg.root, 'prefix', 'bin', 'dinner-games'), args, { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, input: '' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('the packed and installed package', () => {
  it('ships the bundle, its chunks and workers, the rulesets and schemas, the licence and notices, and nothing else', () => {
    const files = pkg.files;
    for (const f of ['bin/dinner-games.js', 'dist/dinner-games.mjs', 'dist/main.mjs', 'dist/menu.mjs', 'dist/sim-worker.mjs', 'dist/think-worker.mjs', 'dist/THIRD-PARTY-NOTICES.txt', 'LICENSE', 'README.md', 'package.json']) {
      expect(files).toContain(f);
    }
    for (const g of allGames()) {
      expect(files).toContain(`rulesets/${g.id}.yaml`);
      expect(files).toContain(`rulesets/schema/${g.id}.schema.json`);
    }
    const unexpected = files.filter((f) => !/^(bin\/|dist\/(dinner-games|main|menu|sim-worker|think-worker|(chunk|menu)-[\w-]+)\.mjs$|dist\/THIRD-PARTY-NOTICES\.txt$|rulesets\/|LICENSE$|README\.md$|package\.json$)/.test(f));
    expect(unexpected).toEqual([]);
    expect(files.some((f) => f.startsWith('src/') || f.includes('bench'))).toBe(false);
  });

  it('installs with no dependencies at all (everything it runs is in the bundle)', () => {
    const manifest = JSON.parse(readFileSync(join(pkg.dir, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(existsSync(join(pkg.dir, 'node_modules'))).toBe(false);
  });

  it('names every bundled package and its licence in the notices', () => {
    const notices = readFileSync(join(pkg.dir, 'dist', 'THIRD-PARTY-NOTICES.txt'), 'utf8');
    for (const name of ['ink', 'react', 'commander', 'chalk', 'yaml', 'zod']) expect(notices).toMatch(new RegExp(`^${name} \\d+\\.\\d+\\.\\d+ \\(`, 'm'));
    expect(notices).toContain('Permission is hereby granted');
  });

  it('runs --version, list and replay --json from the installed bin', () => {
    const version = run(['--version']);
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);

    const list = run(['list']);
    expect(list.code).toBe(0);
    for (const g of allGames()) expect(list.stdout).toContain(g.id);

    const record = join(pkg.root, 'record.json');
    writeFileSync(record, JSON.stringify({ game: 'royal-dinner-party', seed: 42, seats: ['human'], moves: ['keep', 'draw'] }));
    const replay = run(['replay', record, '--json']);
    expect(replay.stderr).toBe('');
    expect(replay.code).toBe(0);
    const out = JSON.parse(replay.stdout) as { game: string; over: boolean; legal: string[]; state: { deck: number } };
    expect(out.game).toBe('royal-dinner-party');
    expect(out.over).toBe(false);
    expect(out.legal.some((m) => m.startsWith('place '))).toBe(true);
  });

  it('prints a built-in ruleset that `check` accepts, for a designer to copy', () => {
    const yaml = run(['ruleset', 'the-feast']);
    expect(yaml.code).toBe(0);
    const copy = join(pkg.root, 'my-feast.yaml');
    writeFileSync(copy, yaml.stdout);
    const check = run(['check', copy]);
    expect(check.stdout).toContain('ok');
    expect(check.code).toBe(0);
  });
});
