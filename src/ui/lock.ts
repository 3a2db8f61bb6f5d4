/**
 * One program at a time on a state folder: the screens hold `lock` while they are open, so a
 * second instance is told who has the folder instead of both saying "saved" and the last one to
 * write winning.
 *
 * The lock is one JSON line: the holder's process id, a random token, the process's start time
 * and the machine's boot id (both from /proc, where there is one), the host name, and when it
 * was taken. A lock is stale, and taken over, when its process is gone, when the process now
 * under that id started at another time (the id was reused: after a reboot, `echo 1 > lock`
 * names init), or when the machine has booted since. A lock of an older version (a process id
 * alone) counts as live only while that process is a dinner-games. A lock written on another
 * host (a shared home folder) cannot be checked and counts as live. The temporary files a
 * stale holder left are removed when the lock is taken.
 *
 * A lock is written whole before it is visible (written to a temporary file, then linked to
 * `lock`), so no one ever reads half of one. Something in the lock's place that this program
 * did not write (a folder, a named pipe) is never read, waited on or removed: it is told.
 *
 * For a server holding many folders: `holder.ours` says a lock is held by this very process (by
 * another connection); `takeOver` takes a lock from a holder that is alive but stuck (a hung
 * connection), naming its token so that nothing else is taken by mistake; and `holds()` tells
 * a holder whether the lock is still its own before it writes. A save is never written to a
 * folder whose lock this process held and has lost (save.ts asks `lockLost`).
 */
import { closeSync, constants, linkSync, lstatSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { quote } from '../engine/errors.js';
import { readLimited } from '../engine/read-file.js';
import { secureRandomBytes } from './random.js';
import { cleanTemporaryFiles, processAlive } from './storage.js';

export const LOCK_FILE = 'lock';

/** Who holds a lock, as far as its file says. */
export interface LockHolder {
  pid: number;
  /** The holder's random token; none in a lock of an older version. */
  token?: string;
  /** When it was taken (ISO 8601), if the lock says. */
  since?: string;
  /** The host it was taken on, if the lock says. */
  host?: string;
  /** Held by this very process (another connection of a server). */
  ours: boolean;
}

/**
 * The folder is ours (`release` gives it back; `holds` says whether it still is), held by a live
 * holder, cannot be locked (a read-only folder: play goes on unlocked, as before), or is blocked
 * by something in the lock's place that this program did not write (`problem`, one line).
 */
export type Lock =
  | { kind: 'held'; token: string; holds(): boolean; release(): void }
  | { kind: 'busy'; holder: LockHolder }
  | { kind: 'none'; problem: string }
  | { kind: 'blocked'; problem: string };

export interface LockOptions {
  /** Take the lock even from this live holder (its token, from a `busy` answer): a hung connection. */
  takeOver?: string;
  /** Whether a lock's holder is alive (tests). Default: its process runs and is the one that wrote it. */
  isLive?: (lock: LockFile) => boolean;
}

/** A lock as read from its file. */
export interface LockFile {
  pid: number;
  token?: string;
  start?: string;
  boot?: string;
  host?: string;
  since?: string;
}

/** Tokens of the locks this process holds, by folder. */
const held = new Map<string, string>();

/** The line for a folder another live dinner-games holds: who, since when, and what to do. */
export function busyText(h: LockHolder, dir: string): string {
  const since = h.since && !Number.isNaN(Date.parse(h.since)) ? ` since ${new Date(h.since).toISOString().slice(0, 16).replace('T', ' ')} UTC` : '';
  const where = h.host !== undefined && h.host !== hostname() ? ` on ${quote(h.host, 60)}` : '';
  const stuck = where ? '' : `, end it with \`kill ${h.pid}\` if it is stuck (its game is saved)`;
  return `another dinner-games (process ${h.pid}${where}) is playing from ${quote(dir, 200)}${since}: finish there first${stuck}, or give this one its own folder with DINNER_GAMES_STATE_DIR`;
}

/** Takes the state folder's lock. Never throws. */
export function lockStateDir(dir: string, opts: LockOptions = {}): Lock {
  const path = join(dir, LOCK_FILE);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    return { kind: 'none', problem: (e as NodeJS.ErrnoException).code ?? 'error' };
  }
  const token = secureRandomBytes(8).toString('hex');
  const isLive = opts.isLive ?? liveHolder;
  for (let attempt = 0; attempt < 5; attempt++) {
    const made = create(path, token);
    if (made === 'exists') {
      const found = readLock(path);
      if (found.kind === 'gone') continue;
      if (found.kind === 'foreign') return { kind: 'blocked', problem: found.problem };
      const info = found.info;
      const mine = info?.token !== undefined && info.token === opts.takeOver;
      if (info && !mine && isLive(info)) {
        return { kind: 'busy', holder: { pid: info.pid, token: info.token, since: info.since, host: info.host, ours: ownToken(info.token) } };
      }
      takeOver(path, found.raw);
      continue;
    }
    if (made !== 'made') return { kind: 'none', problem: made };
    const key = resolve(dir);
    held.set(key, token);
    cleanTemporaryFiles(dir);
    const holds = (): boolean => tokenOf(path) === token;
    const release = (): void => {
      process.off('exit', release);
      if (held.get(key) === token) held.delete(key);
      try {
        if (holds()) unlinkSync(path);
      } catch {
        // a folder that became read-only, or vanished: the lock goes stale with this process
      }
    };
    // process.exit (a signal, a crash) skips `finally`: the lock goes on the way out
    process.on('exit', release);
    return { kind: 'held', token, holds, release };
  }
  return { kind: 'none', problem: 'the lock keeps changing hands' };
}

/**
 * Whether this process held the lock of `dir` and no longer does (another program took it over):
 * then nothing more may be written there. False when this process never locked it.
 */
export function lockLost(dir: string): boolean {
  const token = held.get(resolve(dir));
  if (token === undefined) return false;
  return tokenOf(join(dir, LOCK_FILE)) !== token;
}

const ownToken = (token: string | undefined): boolean => token !== undefined && [...held.values()].includes(token);

/** Creates the lock whole: written to a temporary file, then linked to its name (which fails if it is taken). */
function create(path: string, token: string): 'made' | 'exists' | string {
  const body = `${JSON.stringify({ pid: process.pid, token, start: startTime(process.pid), boot: bootId(), host: hostname(), since: new Date().toISOString() })}\n`;
  const temp = `${path}.${process.pid}.${token}.tmp`;
  try {
    const fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), 0o644);
    try {
      writeSync(fd, body);
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    return (e as NodeJS.ErrnoException).code ?? 'error';
  }
  try {
    linkSync(temp, path);
    return 'made';
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return 'exists';
    // a file system without hard links: create the name exclusively and write it (a reader may see it empty, and waits)
    return code === 'EPERM' || code === 'ENOTSUP' || code === 'ENOSYS' ? createInPlace(path, body) : (code ?? 'error');
  } finally {
    try {
      unlinkSync(temp);
    } catch {
      // removed with the stale temporary files next time
    }
  }
}

function createInPlace(path: string, body: string): 'made' | 'exists' | string {
  try {
    const fd = openSync(path, 'wx', 0o644);
    try {
      writeSync(fd, body);
    } finally {
      closeSync(fd);
    }
    return 'made';
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'EEXIST' ? 'exists' : (code ?? 'error');
  }
}

/** The token of the lock at `path`, if it is a readable lock. */
function tokenOf(path: string): string | undefined {
  const found = readLock(path);
  return found.kind === 'file' ? found.info?.token : undefined;
}

type Found = { kind: 'gone' } | { kind: 'foreign'; problem: string } | { kind: 'file'; raw: string; info?: LockFile };

/** Reads the lock: gone, not a file (`problem`), or its text and what it says (undefined when it says nothing readable). */
function readLock(path: string): Found {
  let raw: string;
  try {
    raw = readLimited(path, 4096);
  } catch (e) {
    const err = e as NodeJS.ErrnoException & { kind?: string };
    if (err.code === 'ENOENT') return { kind: 'gone' };
    const what = err.code === 'EISDIR' ? 'a folder' : err.code === 'ENOTREG' ? (err.kind ?? 'not a file') : `unreadable (${err.code ?? 'error'})`;
    return {
      kind: 'foreign',
      problem: `the state folder's lock ${quote(path, 200)} is ${what}, not a lock this program wrote; if no dinner-games is running, move it away (it is left as it is)`,
    };
  }
  return { kind: 'file', raw, info: parseLock(raw) };
}

/** A lock's text: this version's JSON line, an older version's process id, or nothing readable. */
export function parseLock(raw: string): LockFile | undefined {
  const text = raw.trim();
  if (/^\d+$/.test(text)) {
    const pid = Number(text);
    return Number.isSafeInteger(pid) && pid > 0 ? { pid } : undefined;
  }
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!v || typeof v !== 'object') return undefined;
  const o = v as Record<string, unknown>;
  const str = (x: unknown): string | undefined => (typeof x === 'string' && x.length <= 200 ? x : undefined);
  if (!Number.isSafeInteger(o.pid) || (o.pid as number) <= 0) return undefined;
  return { pid: o.pid as number, token: str(o.token), start: str(o.start), boot: str(o.boot), host: str(o.host), since: str(o.since) };
}

/** Whether the holder a lock names is running, and is the process that wrote it. */
export function liveHolder(lock: LockFile): boolean {
  if (ownToken(lock.token)) return true;
  // a lock taken on another machine (a shared home folder) cannot be checked from here
  if (lock.host !== undefined && lock.host !== hostname()) return true;
  const boot = bootId();
  if (lock.boot !== undefined && boot !== undefined && lock.boot !== boot) return false;
  if (lock.pid === process.pid) return false; // this process's id, but not its token: a process before it
  if (!processAlive(lock.pid)) return false;
  if (lock.token === undefined) {
    // an older version's lock: alive only while that process is a dinner-games
    const cmd = commandLine(lock.pid);
    return cmd === undefined || cmd.includes('dinner-games');
  }
  const start = startTime(lock.pid);
  return lock.start === undefined || start === undefined || start === lock.start;
}

/**
 * Removes a stale lock. Two programs may find the same stale lock at once: each moves it to a
 * name of its own first (only one rename succeeds), and a lock that turns out not to be the
 * stale one it read (another program's, just made) is put back.
 */
function takeOver(path: string, stale: string): void {
  const mine = `${path}.${process.pid}.${secureRandomBytes(6).toString('hex')}.tmp`;
  try {
    renameSync(path, mine);
  } catch {
    return; // gone already: look again
  }
  try {
    let moved: string | undefined;
    try {
      moved = lstatSync(mine).isFile() ? readFileSync(mine, 'utf8') : undefined;
    } catch {
      moved = undefined;
    }
    if (moved !== stale) {
      try {
        linkSync(mine, path);
      } catch {
        // a third program has the lock now; the next look finds it
      }
    }
  } finally {
    try {
      unlinkSync(mine);
    } catch {
      // a folder (never: it was read as a file) or gone
    }
  }
}

/** A process's start time (clock ticks since boot, /proc/<pid>/stat field 22), where /proc tells it. */
export function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const start = fields[19];
    return start && /^\d+$/.test(start) ? start : undefined;
  } catch {
    return undefined;
  }
}

let boot: string | null | undefined;
/** This boot of the machine (Linux), so that a lock from before a reboot is known stale. */
function bootId(): string | undefined {
  if (boot === undefined) {
    try {
      boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
    } catch {
      boot = null;
    }
  }
  return boot ?? undefined;
}

/** A process's command line, where /proc tells it. */
function commandLine(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return undefined;
  }
}
