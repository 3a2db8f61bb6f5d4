/**
 * Where the program keeps its files: `$DINNER_GAMES_STATE_DIR`, else `$XDG_STATE_HOME/dinner-games`,
 * else `~/.local/state/dinner-games`. Every write goes to a temporary file first, is flushed to
 * the disk, then renamed over the old one, so a killed process or a power cut leaves either the
 * old file or the new one, never half; temporary files a killed writer left are removed when
 * the folder is next locked (lock.ts). A damaged file is never overwritten: it is moved aside
 * under a name of its own.
 */
import { closeSync, existsSync, fsyncSync, linkSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, writeSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, isAbsolute, join } from 'node:path';
import { UsageError } from '../engine/errors.js';
import { parseJsonStrict, readLimited } from '../engine/read-file.js';

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

/** Temporary files are `<name>.<pid>.<n>.tmp`: the writer's process id tells a stale one. */
const TMP = /^.+\.(\d+)\.\d+\.tmp$/;
let writes = 0;

/** A temporary file's name for `path`, of this process (see TMP). */
export function temporaryPath(path: string): string {
  return `${path}.${process.pid}.${++writes}.tmp`;
}

/** Writes `value` as JSON to `dir/name` atomically (temporary file, flushed, then renamed). */
export function writeJsonAtomic(dir: string, name: string, value: unknown): void {
  writeTextAtomic(dir, name, `${JSON.stringify(value, null, 1)}\n`);
}

/** Writes `text` to `dir/name` atomically, readable by its owner alone (temporary file, flushed, then renamed). */
export function writeTextAtomic(dir: string, name: string, text: string): void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  const tmp = temporaryPath(path);
  try {
    const fd = openSync(tmp, 'wx', 0o600);
    try {
      writeSync(fd, text);
      // on the disk before the rename makes it the file: a power cut must not leave an empty save
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
  syncFolder(dir);
}

/** Flushes the folder's entry for the renamed file; not every system allows it, which costs nothing. */
function syncFolder(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // a folder that cannot be opened or flushed (some file systems): the rename still holds
  }
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
    const code = (e as NodeJS.ErrnoException).code;
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
