// A shared table's disk work stays off the thread that draws every screen: a move, a seat taken
// and the end of a game write nothing synchronously (the seated keys' statistics included), and
// what the disk then holds is whole: the game's save, who sits where, the finished record, each
// key's statistics counted once. A save's text is
// made once for the moves played while the disk was busy, not once a move.
import '../../src/games/index.js';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Match } from '../../src/engine/match.js';
import { greedyPlayer } from '../../src/engine/players.js';
import type { SeatKind } from '../../src/engine/record.js';
import { Saves } from '../../src/serve/saves.js';
import type { TableThink } from '../../src/serve/table.js';
import { Tables } from '../../src/serve/tables.js';
import { matchFromRecord } from '../helpers/rules.js';
import { tempDir } from '../helpers/serve.js';

// every synchronous write, flush, rename or removal, counted while `counting`
let counting = false;
let sync: string[] = [];
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const counted = <F extends (...a: never[]) => unknown>(name: string, f: F) =>
    ((...a: Parameters<F>) => {
      if (counting) sync.push(name);
      return f(...a);
    }) as F;
  const wrapped = {
    ...fs,
    writeSync: counted('writeSync', fs.writeSync),
    writeFileSync: counted('writeFileSync', fs.writeFileSync),
    fsyncSync: counted('fsyncSync', fs.fsyncSync),
    renameSync: counted('renameSync', fs.renameSync),
    rmSync: counted('rmSync', fs.rmSync),
    unlinkSync: counted('unlinkSync', fs.unlinkSync),
  };
  return { ...wrapped, default: wrapped };
});

// a hook run while a statistics file is flushed on libuv's threads (the window between a write's
// text being made and its rename), once
let duringSync: (() => void) | undefined;
vi.mock('node:fs/promises', async (original) => {
  const fsp = await original<typeof import('node:fs/promises')>();
  const open = (async (...a: Parameters<typeof fsp.open>) => {
    const fh = await fsp.open(...a);
    if (!String(a[0]).includes('stats.json')) return fh;
    const sync = fh.sync.bind(fh);
    fh.sync = async () => {
      const hook = duringSync;
      duringSync = undefined;
      hook?.();
      return sync();
    };
    return fh;
  }) as typeof fsp.open;
  return { ...fsp, open, default: { ...fsp, open } };
});

const think: TableThink = async (match: Match, seat: number) => greedyPlayer.choose(match.decision(seat));
const times = { graceMs: 60_000, decisionMs: 30_000, delayMs: 0 };
const feast = (seats: SeatKind[]) => matchFromRecord({ game: 'the-feast', seed: 3, options: {}, seats, moves: [] });

/** Runs `f` and returns the synchronous disk calls it made. */
function syncCalls(f: () => void): string[] {
  sync = [];
  counting = true;
  try {
    f();
  } finally {
    counting = false;
  }
  return sync;
}

describe("a table's disk work", () => {
  const tmp = tempDir('dg-table-disk-');
  afterAll(() => tmp.done());

  it('keeps seats, moves and the finished record off the thread, whole on the disk after', async () => {
    const saves = new Saves();
    const root = join(tmp.path, 'state');
    const tables = new Tables({ think, ...times, saves, root });
    let code = '';
    expect(
      syncCalls(() => {
        const made = tables.create(feast(['human', 'human']), 'k1', 'alice', 'normal');
        if ('refused' in made) throw new Error(made.refused);
        code = made.table.code;
        made.table.join('k2', 'bob');
      }),
    ).toEqual([]);
    const table = tables.get(code);
    if (!table) throw new Error('no table');
    const dir = join(root, 'tables', code);
    await saves.flush(dir);
    expect(JSON.parse(readFileSync(join(dir, 'table.json'), 'utf8')).seats).toEqual([
      { key: 'k1', name: 'alice' },
      { key: 'k2', name: 'bob' },
    ]);
    // a round's moves: nothing written on the thread, the newest on the disk after
    const move = () => {
      const seat = table.match.toMove()[0];
      table.play(seat, greedyPlayer.choose(table.match.decision(seat)));
    };
    expect(syncCalls(() => Array.from({ length: 4 }, move))).toEqual([]);
    expect(await saves.flush(dir)).toBeUndefined();
    expect(JSON.parse(readFileSync(join(dir, 'save.json'), 'utf8')).moves).toEqual(table.match.record().moves);
    expect(readdirSync(dir).sort()).toEqual(['save.json', 'table.json']);
    // to the end: the finished record is kept off the thread too (the statistics are not counted here: no key folders)
    let end: string[] = [];
    while (!table.over()) {
      const calls = syncCalls(move);
      if (table.over()) end = calls;
      else expect(calls).toEqual([]);
    }
    expect(end).toEqual([]);
    const done = join(root, 'tables', 'done');
    await saves.flushAll();
    await vi.waitFor(() => expect(existsSync(dir)).toBe(false));
    const [file] = readdirSync(done);
    expect(file).toMatch(new RegExp(`^${code}-.*\\.json$`));
    expect(JSON.parse(readFileSync(join(done, file), 'utf8')).moves).toEqual(table.match.record().moves);
  });

  it("makes a save's text once for the moves played while the disk was busy", async () => {
    const saves = new Saves();
    const dir = join(tmp.path, 'busy');
    const m = feast(['human', 'human']);
    const record = vi.spyOn(m, 'record');
    // the folder is made by the first save's turn: the saves below all wait for it
    (await import('node:fs')).mkdirSync(dir);
    for (let i = 0; i < 6; i++) {
      const seat = m.toMove()[0];
      m.play(seat, greedyPlayer.choose(m.decision(seat)));
      saves.save(dir, m);
    }
    expect(await saves.flush(dir)).toBeUndefined();
    expect(record).toHaveBeenCalledTimes(1);
    expect(JSON.parse(readFileSync(join(dir, 'save.json'), 'utf8')).moves).toEqual(m.record().moves);
  });

  it("counts a finished table in each seated key's statistics off the thread, once, two tables of one key ending together both", async () => {
    const saves = new Saves();
    const root = join(tmp.path, 'counted');
    const fs = await import('node:fs');
    const folder = (key: string) => {
      const d = join(root, 'players', key);
      fs.mkdirSync(d, { recursive: true });
      return d;
    };
    const tables = new Tables({ think, ...times, saves, root, folder });
    // k1 hosts two tables, k2 and k3 sit at one each
    const open = (other: string, seed: number) => {
      const made = tables.create(matchFromRecord({ game: 'the-feast', seed, options: {}, seats: ['human', 'human'], moves: [] }), 'k1', 'alice', 'normal');
      if ('refused' in made) throw new Error(made.refused);
      made.table.join(other, other);
      return made.table;
    };
    const both = [open('k2', 5), open('k3', 6)];
    const move = (t: (typeof both)[number]) => {
      const seat = t.match.toMove()[0];
      t.play(seat, greedyPlayer.choose(t.match.decision(seat)));
    };
    // each to its last move, then both ends at once: nothing written on the thread
    for (const t of both) {
      for (;;) {
        const copy = matchFromRecord(t.match.record());
        const seat = copy.toMove()[0];
        copy.play(seat, greedyPlayer.choose(copy.decision(seat)));
        if (copy.outcome().over) break;
        move(t);
      }
    }
    expect(syncCalls(() => both.forEach(move))).toEqual([]);
    for (const t of both) expect(t.over()).toBe(true);
    // the screens have the statistics at once: k1's second table counts both games
    expect(both[0].counted.get(0)?.stats?.played).toBe(1);
    expect(both[1].counted.get(0)?.stats?.played).toBe(2);
    await saves.flushAll();
    const file = (key: string) => JSON.parse(readFileSync(join(root, 'players', key, 'stats.json'), 'utf8'));
    expect(file('k1').games['the-feast'].played).toBe(2);
    expect(file('k1').counted).toHaveLength(2);
    for (const [t, key] of [[both[0], 'k2'], [both[1], 'k3']] as const) {
      const o = t.match.outcome();
      expect(file(key).games['the-feast']).toEqual(t.counted.get(1)?.stats);
      expect(file(key).games['the-feast']).toMatchObject({ played: 1, won: o.winners.includes(1) ? 1 : 0, best: o.scores[1] });
    }
    expect(both[1].counted.get(0)?.stats).toEqual(file('k1').games['the-feast']);
  });

  it("loses no count when the key's statistics are written again while a table's are (a game of theirs ending here, another table)", async () => {
    const saves = new Saves();
    const root = join(tmp.path, 'meanwhile');
    const fs = await import('node:fs');
    const { addResult } = await import('../../src/ui/stats.js');
    const folder = (key: string) => {
      const d = join(root, 'players', key);
      fs.mkdirSync(d, { recursive: true });
      return d;
    };
    const tables = new Tables({ think, ...times, saves, root, folder });
    const open = (seed: number) => {
      const made = tables.create(matchFromRecord({ game: 'the-feast', seed, options: {}, seats: ['human', 'human'], moves: [] }), 'k1', 'alice', 'normal');
      if ('refused' in made) throw new Error(made.refused);
      made.table.join('k2', 'bob');
      return made.table;
    };
    const finish = (t: ReturnType<typeof open>) => {
      while (!t.over()) {
        const seat = t.match.toMove()[0];
        t.play(seat, greedyPlayer.choose(t.match.decision(seat)));
      }
    };
    const file = (key: string) => JSON.parse(readFileSync(join(root, 'players', key, 'stats.json'), 'utf8'));
    // k1's game alone ends on this thread (as a served game's end counts it) while the table's count is flushed
    duringSync = () => void addResult(folder('k1'), 'royal-dinner-party', true, 20, 'a game alone');
    finish(open(7));
    await saves.flushAll();
    expect(duringSync).toBeUndefined();
    expect(file('k1').games['royal-dinner-party']).toMatchObject({ played: 1, won: 1 });
    expect(file('k1').games['the-feast'].played).toBe(1);
    // a second table of k1 and k2 ends while the first one's count is flushed: both counted
    const later = open(8);
    duringSync = () => finish(later);
    finish(open(9));
    await saves.flushAll();
    expect(duringSync).toBeUndefined();
    for (const key of ['k1', 'k2']) expect(file(key).games['the-feast'].played).toBe(3);
    expect(file('k1').games['royal-dinner-party'].played).toBe(1);
  });

  it('tells the seat when its statistics could not be written', async () => {
    const saves = new Saves();
    const root = join(tmp.path, 'uncounted');
    // k2's folder is not there: the write fails on libuv's threads
    const folder = (key: string) => join(root, 'players', key);
    const tables = new Tables({ think, ...times, saves, folder });
    const made = tables.create(feast(['human', 'human']), 'k1', 'alice', 'normal');
    if ('refused' in made) throw new Error(made.refused);
    const t = made.table;
    t.join('k2', 'bob');
    const heard: string[] = [];
    t.attach({ seat: 1, notify: (c) => heard.push(c) });
    while (!t.over()) {
      const seat = t.match.toMove()[0];
      t.play(seat, greedyPlayer.choose(t.match.decision(seat)));
    }
    expect(t.counted.get(1)?.problem).toBeUndefined();
    heard.length = 0;
    await saves.flushAll();
    await vi.waitFor(() => expect(t.counted.get(1)?.problem).toMatch(/^This game could not be counted \(.*ENOENT/));
    expect(heard).toContain('table');
    // told once, to the table's screens: the key's folder has no problem left for its next game's save
    expect(await saves.flush(folder('k2'))).toBeUndefined();
  });
});
