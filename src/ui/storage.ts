/**
 * Where the program keeps its files: `$DINNER_GAMES_STATE_DIR`, else `$XDG_STATE_HOME/dinner-games`,
 * else `~/.local/state/dinner-games`. Every write goes to a temporary file first and is renamed
 * over the old one, so a killed process leaves either the old file or the new one, never half.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The folder for saves, statistics and settings. */
export function stateDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DINNER_GAMES_STATE_DIR) return env.DINNER_GAMES_STATE_DIR;
  const base = env.XDG_STATE_HOME && env.XDG_STATE_HOME.startsWith('/') ? env.XDG_STATE_HOME : join(homedir(), '.local', 'state');
  return join(base, 'dinner-games');
}

/** Writes `value` as JSON to `dir/name` atomically (temporary file, then rename). */
export function writeJsonAtomic(dir: string, name: string, value: unknown): void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 1)}\n`);
  renameSync(tmp, path);
}

/** The text of `dir/name`, or undefined when the file does not exist (other errors throw). */
export function readText(dir: string, name: string): string | undefined {
  try {
    return readFileSync(join(dir, name), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

/** Reads a JSON file that only this program writes; anything unreadable counts as absent. */
export function readJsonQuietly(dir: string, name: string): unknown {
  try {
    const text = readText(dir, name);
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Removes `dir/name` if it is there. */
export function removeFile(dir: string, name: string): void {
  rmSync(join(dir, name), { force: true });
}

/** Moves a file aside (to `name.bad`), keeping it for a person to look at. */
export function setAside(dir: string, name: string): string {
  const bad = `${name}.bad`;
  try {
    renameSync(join(dir, name), join(dir, bad));
  } catch {
    removeFile(dir, name);
  }
  return bad;
}
