/**
 * Where the program keeps its files: `$DINNER_GAMES_STATE_DIR`, else `$XDG_STATE_HOME/dinner-games`,
 * else `~/.local/state/dinner-games`. Every write goes to a temporary file first (created
 * exclusively, under a name no one can guess), is flushed to the disk, then renamed over the old
 * one, so a killed process or a power cut leaves either the old file or the new one, never half;
 * temporary files a killed writer left are removed when the folder is next locked (lock.ts).
 * A damaged file is never overwritten: it is moved aside under a name of its own; so is anything
 * in a file's place that is not a file (a named pipe, a folder), which is never read or waited on.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, isAbsolute, join } from 'node:path';
import { UsageError } from '../engine/errors.js';
import { parseJsonStrict, readLimited } from '../engine/read-file.js';
import { writeFileAtomic } from '../engine/write-file.js';

/** The largest state file read (a save of the longest game is far smaller). */
export const MAX_STATE_BYTES = 8 * 1024 * 1024;

/** The folder for saves, statistics and settings. */
export function stateDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DINNER_GAMES_STATE_DIR) return env.DINNER_GAMES_STATE_DIR;
  const base = env.XDG_STATE_HOME && env.XDG_STATE_HOME.startsWith('/') ? env.XDG_STATE_HOME : join(home(), '.local', 'state');
  return join(base, 'dinner-games');
}

/** The home folder; without one (no HOME and no account entry) saves would land in the current folder. */
function home(): string {
  let dir = '';
  try {
    dir = homedir();
  } catch {
    // told below
  }
  if (!isAbsolute(dir)) {
    throw new UsageError('there is no home folder to keep saves in; set DINNER_GAMES_STATE_DIR (or XDG_STATE_HOME) to a folder');
  }
  return dir;
}

/** Temporary files are `<name>.<pid>.<random>.tmp`: the writer's process id tells a stale one. */
const TMP = /^.+\.(\d+)\.[0-9a-f]+\.tmp$/;

/** A temporary name for `path`: `<path>.<pid>.<random>.tmp`. */
export const stateTempName = (path: string): string => `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;

/**
 * Writes `value` as JSON to `dir/name` atomically (temporary file, flushed, then renamed); only
 * over a regular file, never over a folder, a named pipe or a link. Throws (an OutputError with
 * the system's `code`).
 */
export function writeJsonAtomic(dir: string, name: string, value: unknown): void {
  mkdirSync(dir, { recursive: true });
  // on the disk before the rename makes it the file: a power cut must not leave an empty save
  writeFileAtomic(join(dir, name), [`${JSON.stringify(value, null, 1)}\n`], { mode: 0o600, regularOnly: true, tempName: stateTempName });
}

/** Removes temporary files left by writers that are gone (killed mid-write). Never throws. */
export function cleanTemporaryFiles(dir: string, alive: (pid: number) => boolean = processAlive): string[] {
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return removed;
  }
  for (const n of names) {
    const m = TMP.exec(n);
    const pid = m ? Number(m[1]) : undefined;
    if (pid === undefined || pid === process.pid || alive(pid)) continue;
    try {
      rmSync(join(dir, n), { force: true });
      removed.push(n);
    } catch {
      // left for the next time
    }
  }
  return removed;
}

/** Whether a process with this id is running (a process of another user counts as running). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The text of `dir/name`, or undefined when the file does not exist (other errors throw, with their code). */
export function readText(dir: string, name: string): string | undefined {
  try {
    return readLimited(join(dir, name), MAX_STATE_BYTES);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

/** Removes `dir/name` if it is there. */
export function removeFile(dir: string, name: string): void {
  rmSync(join(dir, name), { force: true });
}

/**
 * Moves a file aside, keeping it for a person to look at, under a name no earlier file has:
 * `name.bad`, else `name.bad-2`, `name.bad-3`... Returns the new path, or undefined when the
 * file could not be moved (it is then left where it is, never removed).
 */
export function setAside(dir: string, name: string, tag = 'bad'): string | undefined {
  const from = join(dir, name);
  for (let n = 1; n < 1000; n++) {
    const to = join(dir, `${name}.${tag}${n === 1 ? '' : `-${n}`}`);
    try {
      // a hard link fails when the name is taken, where a rename would overwrite
      linkSync(from, to);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') continue;
      return moveWithoutLink(from, to);
    }
    rmSync(from, { force: true });
    return to;
  }
  return undefined;
}

/** For file systems without hard links: a rename onto a name just checked to be free. */
function moveWithoutLink(from: string, to: string): string | undefined {
  try {
    if (existsSync(to)) return undefined;
    renameSync(from, to);
    return to;
  } catch {
    return undefined;
  }
}

/** A JSON file of the state folder: absent, read, or damaged (and then moved aside, to `aside`). */
export type JsonFile = { kind: 'none' } | { kind: 'ok'; value: unknown } | { kind: 'bad'; why: string; aside?: string };

/**
 * Reads a JSON file that this program writes. A damaged one (not JSON, too large, unreadable)
 * is moved aside under its own name, so the next write cannot lose what it held.
 */
export function readJsonFile(dir: string, name: string): JsonFile {
  let text: string | undefined;
  try {
    text = readText(dir, name);
  } catch (e) {
    const err = e as NodeJS.ErrnoException & { kind?: string };
    const code = err.code;
    // what is not a file is moved aside unread (a named pipe would never answer)
    if (code === 'ENOTREG') return { kind: 'bad', why: `is ${err.kind ?? 'not a regular file'}, not a file`, aside: setAside(dir, name) };
    if (code === 'EISDIR') return { kind: 'bad', why: 'is a folder, not a file', aside: setAside(dir, name) };
    // a file that cannot even be opened is left alone: moving it would fail the same way
    if (code !== 'EFBIG') return { kind: 'bad', why: `cannot be read (${code ?? 'error'})` };
    return { kind: 'bad', why: 'is too large', aside: setAside(dir, name) };
  }
  if (text === undefined) return { kind: 'none' };
  try {
    return { kind: 'ok', value: parseJsonStrict(text) };
  } catch {
    return { kind: 'bad', why: 'is not valid JSON', aside: setAside(dir, name) };
  }
}

/** Where a damaged file went (beside where it was), or that it stays: the end of a sentence about it. */
export function asideText(file: string, aside: string | undefined): string {
  return aside ? `kept as ${basename(aside)}` : `left as it is, in ${file}`;
}
