/** Runs the built bin as a user would, without a terminal. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import { run } from '../../src/cli/main.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function cli(args: string[], env: Record<string, string> = {}): CliResult {
  const r = spawnSync(process.execPath, ['bin/dinner-games.js', ...args], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...env },
    input: '',
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** Writes `value` (JSON unless a string) to a fresh temporary file and returns its path. */
export function tempFile(name: string, value: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'dinner-games-test-'));
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

/**
 * Runs the CLI in this process (no new node, so fast), capturing what it prints; `seen` gets
 * stdout and stderr after each run. Commands beyond the common ones are added by the caller.
 */
export function inProcessCli(seen: (out: string, err: string) => void): (...args: string[]) => Promise<number> {
  return async (...args) => {
    let out = '';
    let err = '';
    const o = vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((out += String(s)), true));
    const e = vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((err += String(s)), true));
    try {
      return await run(['node', 'dinner-games', ...args]);
    } finally {
      o.mockRestore();
      e.mockRestore();
      seen(out, err);
    }
  };
}
