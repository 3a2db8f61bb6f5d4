/**
 * One program at a time on a state folder: the screens hold `lock` (the holder's process id)
 * while they are open, so a second instance is told who has the folder instead of both
 * saying "saved" and the last one to write winning. A lock whose process is gone (killed) is
 * taken over, and the temporary files such a process left are removed then.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readLimited } from '../engine/read-file.js';
import { cleanTemporaryFiles, processAlive } from './storage.js';

export const LOCK_FILE = 'lock';

/** The folder is ours (`release` gives it back), held by another live process, or cannot be locked. */
export type Lock = { kind: 'held'; release(): void } | { kind: 'busy'; pid: number } | { kind: 'none'; problem: string };

/** Takes the state folder's lock for this process. Never throws. */
export function lockStateDir(dir: string, alive: (pid: number) => boolean = processAlive): Lock {
  const path = join(dir, LOCK_FILE);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    return { kind: 'none', problem: (e as NodeJS.ErrnoException).code ?? 'error' };
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') return { kind: 'none', problem: code ?? 'error' };
      const pid = holder(path);
      if (pid !== undefined && pid !== process.pid && alive(pid)) return { kind: 'busy', pid };
      // left by a process that is gone (or unreadable): take it over
      rmSync(path, { force: true });
      continue;
    }
    cleanTemporaryFiles(dir, alive);
    const release = () => {
      if (holder(path) === process.pid) rmSync(path, { force: true });
      process.off('exit', release);
    };
    // process.exit (a signal, a crash) skips `finally`: the lock goes on the way out
    process.on('exit', release);
    return { kind: 'held', release };
  }
  return { kind: 'none', problem: 'the lock keeps changing hands' };
}

function holder(path: string): number | undefined {
  try {
    const n = Number(readLimited(path, 64).trim());
    return Number.isSafeInteger(n) && n > 0 ? n : undefined;
  } catch {
    return undefined;
  }
}
