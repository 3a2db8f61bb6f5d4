/**
 * Unpredictable bytes for what the menu's first frame needs (its seed, the state folder's lock
 * token), read from the operating system's random device, the source node:crypto seeds itself
 * from. Loading node:crypto costs the first frame several milliseconds; where there is no such
 * device (Windows), node:crypto gives them.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';

/** `n` random bytes, as node:crypto's `randomBytes` gives them. */
export function secureRandomBytes(n: number): Buffer {
  try {
    const fd = openSync('/dev/urandom', 'r');
    try {
      const bytes = Buffer.alloc(n);
      if (readSync(fd, bytes, 0, n, null) === n) return bytes;
    } finally {
      closeSync(fd);
    }
  } catch {
    // no random device here: node:crypto below
  }
  return randomBytes(n);
}
