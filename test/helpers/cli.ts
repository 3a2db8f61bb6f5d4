/** Runs the built bin as a user would, without a terminal. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
