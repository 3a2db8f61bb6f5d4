/**
 * Players: a player is a public key. Each key has a folder of its own under the server's state
 * folder (`players/<hex of the key's SHA-256>`): its saves, statistics and settings, exactly as
 * the local program keeps them. The ssh user name is a display name only, never part of a path.
 *
 * One screen at a time plays from a key's folder. A new connection with the same key takes the
 * folder over at once: the screen that had it is closed (told why), and the new one opens on
 * the game as the old one left it, saved after its last move. A dropped or hung connection so
 * never locks its player out. Take-overs of one key happen one after another.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** The players' folders, under the server's state folder. */
export const PLAYERS_DIR = 'players';

/** A screen open on a key's folder, as the registry sees it. */
export interface Holder {
  /** Closes the screen, telling its player `why`; settles once it is closed and its folder free. */
  takenOver(why: string): Promise<void>;
}

export class Players {
  private readonly holders = new Map<string, Holder>();
  /** Per key: the last take-over under way, so that the next waits for it. */
  private readonly turns = new Map<string, Promise<void>>();

  constructor(private readonly root: string) {}

  /** A key's folder (made, private to the server's user, when missing). */
  folder(keyName: string): string {
    const dir = join(this.root, PLAYERS_DIR, keyName);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    return dir;
  }

  /** Gives `keyName`'s folder to `holder`, closing whoever had it first. */
  claim(keyName: string, holder: Holder): Promise<void> {
    const before = this.turns.get(keyName) ?? Promise.resolve();
    const mine = before.then(async () => {
      const old = this.holders.get(keyName);
      this.holders.set(keyName, holder);
      if (old && old !== holder) await old.takenOver('another connection with your key took over this game; it goes on there');
    });
    const done = mine.catch(() => {});
    this.turns.set(keyName, done);
    void done.then(() => {
      if (this.turns.get(keyName) === done) this.turns.delete(keyName);
    });
    return mine;
  }

  /** The holder is gone; the key's folder is free (unless someone else has claimed it since). */
  release(keyName: string, holder: Holder): void {
    if (this.holders.get(keyName) === holder) this.holders.delete(keyName);
  }
}
