/**
 * `--take-over`: a new session takes the state folder from the dinner-games that holds it,
 * for a folder played from behind OpenSSH (a `ForceCommand`): a phone whose connection hangs
 * instead of closing leaves its dinner-games running, holding the folder's lock, for as long
 * as sshd keeps the dead session. The lock is taken from that holder (named by its token, so
 * nothing else is taken by mistake), and from then on the holder writes nothing there (save.ts
 * asks `lockLost`); the holder is asked to leave too (SIGHUP, as a dropped terminal would),
 * which it does when it can (at once, or once its terminal lets it go).
 */
import { hostname } from 'node:os';
import { lockStateDir, type Lock, type LockHolder } from './lock.js';

/** Takes `dir`'s lock from `holder` (a live one, as a `busy` lock names it); returns the lock as it then is. */
export function takeOver(dir: string, holder: LockHolder): Lock {
  // a lock of an older version names no token: it cannot be told from another, and is not taken
  if (holder.token === undefined || holder.ours) return { kind: 'busy', holder };
  const lock = lockStateDir(dir, { takeOver: holder.token });
  // the holder runs here (not on another host sharing the folder): it is told to go
  if (lock.kind === 'held' && (holder.host === undefined || holder.host === hostname())) {
    try {
      process.kill(holder.pid, 'SIGHUP');
    } catch {
      // gone already
    }
  }
  return lock;
}
