/**
 * Saves as a server keeps them: written after every move like the local program's, but without
 * holding the event loop while the disk works (two flushes a save cost 6-13 ms each on the test
 * machine, and under its load even writing and renaming a small file took 2-3 ms: a few hundred
 * players would spend the whole second waiting). The save's new text goes to a temporary file,
 * flushed to the disk, and only then renamed over the old save, whose folder is flushed in
 * turn: so the save file on the disk is always a whole one, old or new, as storage.ts promises.
 * The writing, flushing and renaming are all on libuv's threads (the rename alone took 2-4 ms
 * of the event loop here, a save every three keys). Saves of a folder are put in place one
 * after another, and a later save of the same game makes one still waiting needless (only the
 * newest is written). The end of the game (counted, its save forgotten, at once as locally)
 * cancels those waiting, even one being renamed (its temporary file is removed, so the rename
 * fails, or it landed first and the end clears it): a finished game leaves no save behind.
 *
 * What the disk holds lags a little behind the game. `flush` waits for it: a connection's last
 * words say "saved" only after it, and a folder is read (resume, a take-over) only after it.
 */
import { rmSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
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
   * Writes save number `n` to a temporary file and flushes it, then renames it over the save
   * (all on libuv's threads), unless a later save or the end of the game made it needless
   * meanwhile.
   */
  private async commit(dir: string, f: Folder, n: number, text: string): Promise<void> {
    if (n !== f.last) return;
    const tmp = stateTempName(join(dir, SAVE_FILE));
    const target = join(dir, SAVE_FILE);
    const needless = () => n !== f.last || !f.waiting.has(tmp);
    f.waiting.add(tmp);
    try {
      await writeFlushed(tmp, text, () => n === f.last);
      // a later save (or the end of the game, which removed the file) came meanwhile
      if (needless()) return void remove(tmp);
      if (lockLost(dir)) {
        remove(tmp);
        f.problem = `another dinner-games has taken over ${quote(dir, 200)}, and its save is not written over`;
        return;
      }
      // the end of the game removes the temporary file: then this fails, or lands before the end clears the save
      await rename(tmp, target);
      f.waiting.delete(tmp);
      await flushFile(dir, 'r').catch(() => {
        // a folder that cannot be flushed (some file systems): the rename still holds
      });
      f.problem = undefined;
    } catch (e) {
      remove(tmp);
      // a temporary file the end of the game removed under way is no problem
      if (!needless()) f.problem = problem(dir, e);
    } finally {
      f.waiting.delete(tmp);
    }
  }
}

/** Writes `text` to the new file `path` (private to its owner) and, while `wanted()`, flushes it to the disk, on libuv's threads. */
async function writeFlushed(path: string, text: string, wanted: () => boolean): Promise<void> {
  const fh = await open(path, 'wx', 0o600);
  try {
    await fh.writeFile(text);
    if (wanted()) await fh.sync();
  } finally {
    await fh.close();
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
