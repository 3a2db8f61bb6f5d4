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
 *
 * A save's text is made when its turn to be written comes, from the game as it is then, so that
 * the moves played while the disk was busy cost one text, not one each (at a table of four, a
 * round's four ploys came within a second, and the record and its ruleset were printed for every
 * one on the thread that draws every screen). Other files (a table's seats, a finished table's
 * record) go the same way (`write`), each file its own line of saves; a temporary file found
 * needless is removed on libuv's threads too.
 */
import { closeSync, fsyncSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { quote } from '../engine/errors.js';
import type { Match } from '../engine/match.js';
import { lockLost } from '../ui/lock.js';
import { SAVE_FILE, finishGame, saveBody } from '../ui/save.js';
import type { GameStats } from '../ui/stats.js';
import type { SaveFiles } from '../ui/session.js';
import { stateTempName } from '../ui/storage.js';

interface Folder {
  /** The folder, and the file's name in it. */
  dir: string;
  name: string;
  /** Counts saves and clears; a waiting save whose number is not the last is needless. */
  last: number;
  /** The chain of flushes, one after another. */
  chain: Promise<void>;
  /** Temporary files written and not yet renamed or removed. */
  waiting: Set<string>;
  /** Why the last flush failed, until one succeeds. */
  problem?: string;
  /** The file is also written elsewhere in this process (see `write`'s `shared`). */
  shared?: boolean;
}

export class Saves implements SaveFiles {
  /** A line of saves for each file, by its path. */
  private readonly folders = new Map<string, Folder>();

  save(dir: string, match: Match): string | undefined {
    return this.write(dir, SAVE_FILE, () => saveBody(match));
  }

  /**
   * Keeps `value()` as the JSON file `name` in `dir`, as a save is kept (off the event loop, the
   * newest only, whole on the disk); returns why the last one of that file failed, or undefined.
   * `shared`: the file is also written on this thread by other code (a player's statistics: a
   * game of theirs ending here while a table of theirs is counted), and `value()` reads it: when
   * the file changed while this one was being written, `value()` is made again from it, and the
   * file is put in place with no wait between that look and the rename, so neither is lost.
   */
  write(dir: string, name: string, value: () => unknown, shared = false): string | undefined {
    const f = this.folder(dir, name);
    f.shared ||= shared;
    const n = ++f.last;
    f.chain = f.chain.then(() => this.commit(f, n, value));
    return f.problem;
  }

  /** The game ended: the saves still waiting are cancelled, then the end is dealt with as locally (`finishGame`). */
  finish(dir: string, match: Match, ownsSave: boolean): { stats?: GameStats; problem?: string } {
    this.cancel(this.folder(dir, SAVE_FILE));
    return finishGame(dir, match, ownsSave);
  }

  /** The folder is going (a finished table's): every file's saves still waiting are cancelled, and nothing else is written there. */
  drop(dir: string): void {
    for (const f of this.folders.values()) if (f.dir === dir) this.cancel(f);
  }

  private cancel(f: Folder): void {
    f.last++;
    for (const tmp of f.waiting) remove(tmp);
    f.waiting.clear();
  }

  /**
   * Waits until what the folder's files hold (or its file `name`) is on the disk; returns why it
   * is not, or undefined. Asked of one file, the caller takes its problem: it is not told again
   * (a finished table's statistics are not a later game's save).
   */
  async flush(dir: string, name?: string): Promise<string | undefined> {
    const lines = [...this.folders.values()].filter((f) => f.dir === dir && (name === undefined || f.name === name));
    let problem: string | undefined;
    for (const f of lines) {
      let chain: Promise<void>;
      do {
        chain = f.chain;
        await chain;
      } while (chain !== f.chain);
      if ((!f.problem || name !== undefined) && f.waiting.size === 0 && this.folders.get(join(f.dir, f.name)) === f) this.folders.delete(join(f.dir, f.name));
      // the save's own problem first: that is the one a player is told
      if (f.problem && (problem === undefined || f.name === SAVE_FILE)) problem = f.problem;
    }
    return problem;
  }

  /** Waits for every folder. */
  async flushAll(): Promise<void> {
    await Promise.all([...new Set([...this.folders.values()].map((f) => f.dir))].map((d) => this.flush(d)));
  }

  private folder(dir: string, name: string): Folder {
    const path = join(dir, name);
    let f = this.folders.get(path);
    if (!f) {
      f = { dir, name, last: 0, chain: Promise.resolve(), waiting: new Set() };
      this.folders.set(path, f);
    }
    return f;
  }

  /**
   * Writes save number `n` (its text made now, from `value`) to a temporary file and flushes it,
   * then renames it over the file (all on libuv's threads), unless a later save or the end of
   * the game made it needless meanwhile.
   */
  private async commit(f: Folder, n: number, value: () => unknown): Promise<void> {
    if (n !== f.last) return;
    const { dir, name } = f;
    const target = join(dir, name);
    const read = f.shared ? version(target) : '';
    let text: string;
    try {
      text = `${JSON.stringify(value(), null, 1)}\n`;
    } catch (e) {
      f.problem = problem(dir, e);
      return;
    }
    const tmp = stateTempName(target);
    const needless = () => n !== f.last || !f.waiting.has(tmp);
    f.waiting.add(tmp);
    try {
      await writeFlushed(tmp, text, () => n === f.last);
      // a later save (or the end of the game, which removed the file) came meanwhile
      if (needless()) return void (await removeLater(tmp));
      if (lockLost(dir)) {
        await removeLater(tmp);
        f.problem = `another dinner-games has taken over ${quote(dir, 200)}, and its save is not written over`;
        return;
      }
      if (f.shared) {
        // written meanwhile on this thread: made again from it (rare: a few ms a table's end)
        if (version(target) !== read) writeNowFlushed(tmp, `${JSON.stringify(value(), null, 1)}\n`);
        renameSync(tmp, target);
      }
      // the end of the game removes the temporary file: then this fails, or lands before the end clears the save
      else await rename(tmp, target);
      f.waiting.delete(tmp);
      await flushFile(dir, 'r').catch(() => {
        // a folder that cannot be flushed (some file systems): the rename still holds
      });
      f.problem = undefined;
    } catch (e) {
      await removeLater(tmp);
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

/** Which version of a file is there: a file put in place by a rename is a new one; '' when none. */
function version(path: string): string {
  try {
    const s = statSync(path);
    return `${s.ino}:${s.size}:${s.mtimeMs}`;
  } catch {
    return '';
  }
}

/** Writes `text` over the temporary file `path` and flushes it, on this thread. */
function writeNowFlushed(path: string, text: string): void {
  const fd = openSync(path, 'w', 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
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

/** Removes a temporary file if it is there, on libuv's threads; never throws. */
async function removeLater(path: string): Promise<void> {
  await rm(path, { force: true }).catch(() => {
    // its folder is gone or not a folder: nothing was left there
  });
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
