/**
 * Saves as a server keeps them: written after every move like the local program's, but without
 * holding the event loop while the disk flushes (two flushes a save cost about 6-13 ms each on
 * the test machine; a few hundred players would spend the whole second waiting). The save's
 * new text goes to a temporary file at once; it is flushed to the disk on libuv's threads, and
 * only then renamed over the old save, whose folder is flushed in turn: so the save file on the
 * disk is always a whole one, old or new, as storage.ts promises. A later save of the same game
 * makes one still waiting needless (only the newest is flushed), and forgetting the save (the
 * game ended) cancels those waiting.
 *
 * What the disk holds lags a flush behind the game. `flush` waits for it: a connection's last
 * words say "saved" only after it, and a folder is read (resume, a take-over) only after it.
 */
import { rmSync, renameSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { quote } from '../engine/errors.js';
import type { Match } from '../engine/match.js';
import { SAVE_FILE, clearSave, saveBody } from '../ui/save.js';
import type { SaveFiles } from '../ui/session.js';
import { temporaryPath } from '../ui/storage.js';

interface Folder {
  /** Counts saves and clears; a waiting save whose number is not the last is needless. */
  last: number;
  /** The chain of flushes, one after another. */
  chain: Promise<void>;
  /** Temporary files written and not yet renamed or removed. */
  waiting: Set<string>;
  /** Why the last flush failed, until one succeeds. */
  problem?: string;
}

export class Saves implements SaveFiles {
  private readonly folders = new Map<string, Folder>();

  save(dir: string, match: Match): string | undefined {
    const f = this.folder(dir);
    const path = join(dir, SAVE_FILE);
    const tmp = temporaryPath(path);
    try {
      writeFileSync(tmp, `${JSON.stringify(saveBody(match), null, 1)}\n`, { flag: 'wx', mode: 0o600 });
    } catch (e) {
      rmSync(tmp, { force: true });
      return problem(dir, e);
    }
    const n = ++f.last;
    f.waiting.add(tmp);
    f.chain = f.chain.then(() => this.commit(dir, f, n, tmp));
    return f.problem;
  }

  clear(dir: string): void {
    const f = this.folder(dir);
    f.last++;
    for (const tmp of f.waiting) rmSync(tmp, { force: true });
    f.waiting.clear();
    clearSave(dir);
  }

  /** Waits until what the folder's saves hold is on the disk; returns why it is not, or undefined. */
  async flush(dir: string): Promise<string | undefined> {
    const f = this.folders.get(dir);
    if (!f) return undefined;
    let chain: Promise<void>;
    do {
      chain = f.chain;
      await chain;
    } while (chain !== f.chain);
    if (!f.problem && f.waiting.size === 0) this.folders.delete(dir);
    return f.problem;
  }

  /** Waits for every folder. */
  async flushAll(): Promise<void> {
    await Promise.all([...this.folders.keys()].map((d) => this.flush(d)));
  }

  private folder(dir: string): Folder {
    let f = this.folders.get(dir);
    if (!f) {
      f = { last: 0, chain: Promise.resolve(), waiting: new Set() };
      this.folders.set(dir, f);
    }
    return f;
  }

  /** Flushes save number `n` and puts it in place, unless a later save or a clear made it needless. */
  private async commit(dir: string, f: Folder, n: number, tmp: string): Promise<void> {
    if (!f.waiting.has(tmp)) return;
    const stale = () => n !== f.last || !f.waiting.has(tmp);
    try {
      if (!stale()) await flushFile(tmp, 'r+');
      if (stale()) {
        // a later save (or a clear) came while this one was flushed
        rmSync(tmp, { force: true });
        f.waiting.delete(tmp);
        return;
      }
      renameSync(tmp, join(dir, SAVE_FILE));
      f.waiting.delete(tmp);
      await flushFile(dir, 'r').catch(() => {
        // a folder that cannot be flushed (some file systems): the rename still holds
      });
      f.problem = undefined;
    } catch (e) {
      rmSync(tmp, { force: true });
      f.waiting.delete(tmp);
      f.problem = problem(dir, e);
    }
  }
}

/** Flushes a file (or a folder) to the disk, on libuv's threads. */
async function flushFile(path: string, flags: string): Promise<void> {
  const fh = await open(path, flags);
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

function problem(dir: string, e: unknown): string {
  return `could not save the game in ${quote(dir, 200)} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`;
}
