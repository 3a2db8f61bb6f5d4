/**
 * Saves as a server keeps them: written after every move like the local program's, but without
 * holding the event loop while the disk works (two flushes a save cost 6-13 ms each on the test
 * machine, and under its load even writing and renaming a small file took 2-3 ms: a few hundred
 * players would spend the whole second waiting). The save's new text goes to a temporary file,
 * flushed to the disk, and only then renamed over the old save, whose folder is flushed in
 * turn: so the save file on the disk is always a whole one, old or new, as storage.ts promises.
 * The writing and flushing are on libuv's threads; only the rename, the commit, is done in the
 * event loop's turn, so that nothing reads or removes the save while it is half done. A later
 * save of the same game makes one still waiting needless (only the newest is written), and the
 * end of the game (counted, its save forgotten, at once as locally) cancels those waiting.
 *
 * What the disk holds lags a little behind the game. `flush` waits for it: a connection's last
 * words say "saved" only after it, and a folder is read (resume, a take-over) only after it.
 */
import { rmSync, renameSync } from 'node:fs';
import { open, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { quote } from '../engine/errors.js';
import type { Match } from '../engine/match.js';
import { lockLost } from '../ui/lock.js';
import { SAVE_FILE, finishGame, saveBody } from '../ui/save.js';
import type { GameStats } from '../ui/stats.js';
import type { SaveFiles } from '../ui/session.js';
import { stateTempName } from '../ui/storage.js';

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
    let text: string;
    try {
      text = `${JSON.stringify(saveBody(match), null, 1)}\n`;
    } catch (e) {
      return problem(dir, e);
    }
    const n = ++f.last;
    f.chain = f.chain.then(() => this.commit(dir, f, n, text));
    return f.problem;
  }

  /** The game ended: the saves still waiting are cancelled, then the end is dealt with as locally (`finishGame`). */
  finish(dir: string, match: Match, ownsSave: boolean): { stats?: GameStats; problem?: string } {
    const f = this.folder(dir);
    f.last++;
    for (const tmp of f.waiting) remove(tmp);
    f.waiting.clear();
    return finishGame(dir, match, ownsSave);
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

  /**
   * Writes save number `n` to a temporary file and flushes it (on libuv's threads), then puts it
   * in place, unless a later save or a clear made it needless meanwhile. The rename is done
   * here, in the event loop's turn, so that a clear (synchronous) never races one under way.
   */
  private async commit(dir: string, f: Folder, n: number, text: string): Promise<void> {
    if (n !== f.last) return;
    const tmp = stateTempName(join(dir, SAVE_FILE));
    f.waiting.add(tmp);
    try {
      await writeFile(tmp, text, { flag: 'wx', mode: 0o600 });
      if (n === f.last) await flushFile(tmp, 'r+');
      // a later save (or a clear, which removed the file) came meanwhile
      if (n !== f.last || !f.waiting.has(tmp)) return void remove(tmp);
      if (lockLost(dir)) {
        remove(tmp);
        f.problem = `another dinner-games has taken over ${quote(dir, 200)}, and its save is not written over`;
        return;
      }
      renameSync(tmp, join(dir, SAVE_FILE));
      f.waiting.delete(tmp);
      await flushFile(dir, 'r').catch(() => {
        // a folder that cannot be flushed (some file systems): the rename still holds
      });
      f.problem = undefined;
    } catch (e) {
      remove(tmp);
      f.problem = problem(dir, e);
    } finally {
      f.waiting.delete(tmp);
    }
  }
}

/** Removes a temporary file if it is there; never throws. */
function remove(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    // its folder is gone or not a folder: nothing was left there
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
