// The server's saves: the disk ends up with the newest save, whole; a save waiting when the
// game ends is cancelled; a folder that cannot be written is told at the flush.
import '../../src/games/index.js';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { matchFromRecord } from '../helpers/rules.js';
import { Saves } from '../../src/serve/saves.js';
import { tempDir } from '../helpers/serve.js';

// a rename can be held under way, to end the game meanwhile
let hold: Promise<void> | undefined;
let onRename: (() => void) | undefined;
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>();
  return {
    ...fs,
    rename: async (from: string, to: string) => {
      onRename?.();
      await hold;
      return fs.rename(from, to);
    },
  };
});

const rdp = () => matchFromRecord({ game: 'royal-dinner-party', seed: 7, options: {}, seats: ['human'], moves: [] });

describe("the server's saves", () => {
  const tmp = tempDir('dg-saves-');
  afterAll(() => tmp.done());

  it('puts the newest save on the disk, whole, and leaves no temporary file', async () => {
    const dir = join(tmp.path, 'a');
    mkdirSync(dir);
    const saves = new Saves();
    const m = rdp();
    for (let i = 0; i < 20 && !m.outcome().over; i++) {
      m.play(m.toMove()[0], m.legal(m.toMove()[0])[0].move);
      expect(saves.save(dir, m)).toBeUndefined();
      // whatever is on the disk meanwhile is a whole save
      if (existsSync(join(dir, 'save.json'))) expect(() => JSON.parse(readFileSync(join(dir, 'save.json'), 'utf8'))).not.toThrow();
    }
    expect(await saves.flush(dir)).toBeUndefined();
    expect(JSON.parse(readFileSync(join(dir, 'save.json'), 'utf8')).moves).toEqual(m.record().moves);
    expect(readdirSync(dir)).toEqual(['save.json']);
  });

  it('cancels the saves still waiting when the game ends, which is then counted and its save forgotten', async () => {
    const dir = join(tmp.path, 'b');
    mkdirSync(dir);
    const saves = new Saves();
    const m = rdp();
    saves.save(dir, m);
    while (!m.outcome().over) m.play(m.toMove()[0], m.legal(m.toMove()[0])[0].move);
    expect(saves.finish(dir, m, true).problem).toBeUndefined();
    await saves.flush(dir);
    expect(readdirSync(dir)).toEqual(['stats.json']);
  });

  it('removes a save being renamed when the game ends, and says no problem', async () => {
    const dir = join(tmp.path, 'c');
    mkdirSync(dir);
    const saves = new Saves();
    const m = rdp();
    let renaming!: () => void;
    const asked = new Promise<void>((r) => (renaming = r));
    let go!: () => void;
    hold = new Promise<void>((r) => (go = r));
    onRename = renaming;
    saves.save(dir, m);
    await asked;
    while (!m.outcome().over) m.play(m.toMove()[0], m.legal(m.toMove()[0])[0].move);
    expect(saves.finish(dir, m, true).problem).toBeUndefined();
    go();
    expect(await saves.flush(dir)).toBeUndefined();
    expect(readdirSync(dir)).toEqual(['stats.json']);
  });

  it('says at the flush why a save did not reach the disk', async () => {
    // a file where the folder should be
    const dir = join(tmp.path, 'not-a-folder');
    writeFileSync(dir, '');
    const saves = new Saves();
    saves.save(dir, rdp());
    expect(await saves.flush(dir)).toMatch(/^could not save the game in ".*not-a-folder" \(ENOTDIR\)$/);
    // and the next save says so at once
    expect(saves.save(dir, rdp())).toMatch(/ENOTDIR/);
  });
});
