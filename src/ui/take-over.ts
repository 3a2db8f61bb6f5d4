/**
 * `--take-over`: a new session takes the state folder from the dinner-games that holds it,
 * for a folder played from behind OpenSSH (a `ForceCommand`): a phone whose connection hangs
 * instead of closing leaves its dinner-games running, holding the folder's lock, for as long
 * as sshd keeps the dead session. The holder is asked to leave (SIGHUP, as a dropped terminal
 * would: it draws its last frame and exits, its game saved after its last move); one that
 * does not within HANGUP_MS (its terminal's output blocks it) is stopped (SIGKILL: the save
 * is written whole after every move, so at most the move being made is lost). Only a process
 * that is a dinner-games of this user, started before the lock was written, is ever signalled
 * (Linux: its command line and start time in /proc).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LOCK_FILE, lockStateDir, type Lock } from './lock.js';

/** How long the holder has to leave after SIGHUP, and after SIGKILL, in ms. */
export const HANGUP_MS = 2000;
const KILL_MS = 2000;

/** When process `pid` started (ms since the epoch; Linux), or undefined. */
function startedAt(pid: number): number | undefined {
  try {
    const ticks = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[19]);
    const boot = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1]);
    // USER_HZ is 100 on Linux
    return Number.isFinite(ticks) && Number.isFinite(boot) ? boot * 1000 + ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `pid` runs dinner-games (its command line names the program or its bundle). */
export function isDinnerGames(pid: number): boolean {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return args.some((a) => /dinner-games(\.mjs|\.js)?$/.test(a) || /[\\/]src[\\/]cli[\\/]bin\.ts$/.test(a));
  } catch {
    return false;
  }
}

/**
 * Takes `dir`'s lock from the live process `pid` holding it; resolves with the lock as it is
 * then (held when the holder left in time), or a problem when the holder may not be signalled.
 */
export async function takeOver(dir: string, pid: number, lock: (dir: string) => Lock = lockStateDir): Promise<Lock | { kind: 'refused'; problem: string }> {
  if (!isDinnerGames(pid)) {
    return { kind: 'refused', problem: `process ${pid} holds the folder's lock but is not a dinner-games this one can stop` };
  }
  // a process started after the lock was written is not its holder (the holder is gone, its id reused)
  const started = startedAt(pid);
  const locked = lockTime(dir);
  if (started === undefined || locked === undefined || started > locked + 1000) {
    return { kind: 'refused', problem: `process ${pid} is not the one that took the folder's lock` };
  }
  for (const [signal, ms] of [['SIGHUP', HANGUP_MS], ['SIGKILL', KILL_MS]] as const) {
    try {
      process.kill(pid, signal);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ESRCH') return { kind: 'refused', problem: `process ${pid} cannot be stopped (${(e as NodeJS.ErrnoException).code})` };
    }
    const l = await waitFor(dir, ms, lock);
    if (l.kind !== 'busy') return l;
  }
  return lock(dir);
}

/** When the folder's lock was written (ms since the epoch), or undefined. */
function lockTime(dir: string): number | undefined {
  try {
    return statSync(join(dir, LOCK_FILE)).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Tries the lock until it is not busy, or `ms` have passed; returns the last try. */
async function waitFor(dir: string, ms: number, lock: (dir: string) => Lock): Promise<Lock> {
  const until = Date.now() + ms;
  for (;;) {
    const l = lock(dir);
    if (l.kind !== 'busy' || Date.now() > until) return l;
    await new Promise((r) => setTimeout(r, 50));
  }
}
