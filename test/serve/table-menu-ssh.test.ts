// Shared tables from the menu, over SSH (ssh2's own client, each with a terminal, against the
// built server): a key hosts a Feast table from the menu (keys sent in one chunk, as a slow link
// sends them), a second joins from the menu with the code in small letters, a third by `join
// CODE`; two spectators watch (`watch CODE`, and Tab on the menu's join screen). They play to the
// end, the third dropping and coming back on the way, and not one byte sent to a seat names a
// card it never saw, nor one sent to a spectator a card some seat held hidden. The finished game
// is counted once in each seated key's own statistics, and in no spectator's. Then a Just
// Desserts table, whose cards have names, watched to the end the same way.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/engine/record.js';
import { knowledge, leaks, screenText } from '../helpers/leaks.js';
import { serve, tempDir, type Served } from '../helpers/serve.js';
import { Player } from '../helpers/ssh-player.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const DOWN = '\u001B[B';
const UP = '\u001B[A';
const LEFT = '\u001B[D';
const RIGHT = '\u001B[C';
const TAB = '\t';

describe('a table hosted and joined from the menu, over SSH', () => {
  const tmp = tempDir('dg-table-menu-ssh-');
  const state = join(tmp.path, 'state');
  const done = join(state, 'tables', 'done');
  let server: Served;
  beforeAll(async () => {
    server = await serve(state, ['--open', '--decision-seconds', '600', '--grace-seconds', '600', '--max-per-address', '50']);
  });
  afterAll(async () => {
    await server?.stop();
    tmp.done();
  });

  /** Every seat presses Enter until the table's record is among the finished ones; returns it. */
  async function playToEnd(seats: Player[], code: string, onTheWay?: (i: number) => Promise<void>): Promise<GameRecord> {
    const t0 = Date.now();
    for (let i = 0; !existsSync(done) || !readdirSync(done).some((f) => f.startsWith(`${code}-`)); i++) {
      if (Date.now() - t0 > 240_000) throw new Error(`the game did not end:\n${screenText(seats[0].bytes).slice(-1500)}`);
      await onTheWay?.(i);
      for (const p of seats) if (!screenText(p.bytes.slice(-3000)).includes('game over')) p.press('\r');
      await sleep(25);
    }
    await Promise.all(seats.map((p) => p.waitFor(/game over/)));
    await sleep(300);
    const file = readdirSync(done).filter((f) => f.startsWith(`${code}-`))[0];
    return JSON.parse(readFileSync(join(done, file), 'utf8')) as GameRecord;
  }

  const statsOf = (p: Player): Record<string, { played: number }> => {
    const file = join(state, 'players', p.folder, 'stats.json');
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { games: Record<string, { played: number }> }).games : {};
  };

  it('plays a whole Feast game to the end: each seat its own hand only, spectators none, counted once per seated key', async () => {
    const [alice, bob, carol, wendy, walt] = ['alice', 'bob', 'carol', 'wendy', 'walt'].map((n) => new Player(undefined, n));
    const all = [alice, bob, carol, wendy, walt];
    try {
      await alice.open(server.port, undefined);
      await alice.waitFor(/Host a table/);
      // Host a table; seat 3 a person, seat 4 greedy; the seed row (Up from the top), 8, Enter: one chunk
      alice.press(`${DOWN}\r`);
      await alice.waitFor(/HOST A TABLE/);
      alice.press(`${DOWN.repeat(5)}${LEFT}${DOWN}${RIGHT.repeat(3)}${UP.repeat(7)}8\r`);
      const code = (await alice.waitFor(/\ntable code: ([A-Z]{4})\n/))[1];
      await alice.waitFor(/Seat 4 {2}computer: greedy/);
      await alice.waitFor(/Waiting for 2 more; s starts now/);

      await bob.open(server.port, undefined, { cols: 80, rows: 24 });
      await bob.waitFor(/Join a table/);
      bob.press(`${DOWN}${DOWN}\r${code.toLowerCase()}\r`);
      await bob.waitFor(/Seat 2 {2}You \(bob\)/);
      await alice.waitFor(/Seat 2 {2}bob/);

      await wendy.open(server.port, `watch ${code}`);
      await wendy.waitFor(new RegExp(`Watching table ${code}: waiting for 1 more`));
      await walt.open(server.port, undefined);
      await walt.waitFor(/Join a table/);
      walt.press(`${DOWN}${DOWN}\r${code}${TAB}`);
      await walt.waitFor(new RegExp(`Watching table ${code}`));

      await carol.open(server.port, `join ${code}`);
      await carol.waitFor(/Your hand:/);
      await alice.waitFor(/Your hand:/);
      await bob.waitFor(/Your hand:/);
      await wendy.waitFor(/Watching table [A-Z]{4}: what every seat sees, no hand/);
      // a spectator's bottom line offers no move: help and quit only
      await wendy.waitFor(/\? help {2}q quit/);
      expect(screenText(wendy.bytes)).not.toMatch(/Enter choose|Tab action|h hint/);

      let dropped = false;
      const record = await playToEnd([alice, bob, carol], code, async (i) => {
        if (i !== 40 || dropped) return;
        // carol drops mid-game and comes back with the same key (a plain login: back at her seat)
        dropped = true;
        const before = carol.bytes;
        carol.close();
        await sleep(200);
        await carol.open(server.port, undefined);
        await carol.waitFor(/Your hand:/);
        carol.bytes = before + carol.bytes;
      });
      expect(dropped).toBe(true);
      await wendy.waitFor(/game over/);
      await walt.waitFor(/game over/);
      expect(record.game).toBe('the-feast');
      expect(record.seed).toBe(8);
      expect(record.seats).toEqual(['human', 'human', 'human', 'greedy']);

      const known = knowledge(record);
      [alice, bob, carol].forEach((p, seat) => {
        const text = screenText(p.bytes);
        expect(text).toContain('Your hand:');
        expect(leaks(text, known[seat]), `seat ${seat + 1}`).toEqual([]);
      });
      const [publicOnly] = knowledge(record, [-1]);
      for (const w of [wendy, walt]) {
        const text = screenText(w.bytes);
        expect(text).not.toMatch(/Your hand|Your ploy/);
        expect(leaks(text, publicOnly)).toEqual([]);
      }
      // the check is not empty: every seat's hands are what a spectator must never be shown
      for (const k of known) for (const hand of k.hands ?? []) if (hand) expect(leaks(`Your hand: ${hand}`, publicOnly).length).toBe(1);

      // counted once in each seated key's statistics (carol's seat taken back did not count twice), in no spectator's
      for (const p of [alice, bob, carol]) expect(statsOf(p)['the-feast']?.played, p.name).toBe(1);
      for (const w of [wendy, walt]) expect(statsOf(w)['the-feast']).toBeUndefined();
    } finally {
      for (const p of all) p.close();
    }
  }, 300_000);

  it('lets a seated key watch from a second terminal without losing its seat; Enter at the end leaves', async () => {
    const [sam, tess] = [new Player(undefined, 'sam'), new Player(undefined, 'tess')];
    // sam's own key, on another terminal
    const eye = new Player(sam.key, 'sam');
    try {
      await sam.open(server.port, 'new the-feast --seats human,human --seed 21');
      const code = (await sam.waitFor(/table code: ([A-Z]{4})/))[1];
      await tess.open(server.port, `join ${code}`);
      await sam.waitFor(/Your hand:/);
      await eye.open(server.port, `watch ${code}`);
      await eye.waitFor(/Watching table [A-Z]{4}: what every seat sees, no hand/);
      await sleep(300);
      // the seat's terminal is still sam's: nothing took it over, and it plays on
      expect(screenText(sam.bytes)).not.toMatch(/took over/);
      const record = await playToEnd([sam, tess], code);
      expect(record.seats).toEqual(['human', 'human']);
      expect(screenText(sam.bytes)).not.toMatch(/took over|closed:/);
      await eye.waitFor(/game over/);
      // the finished table offers no new deal (another is hosted from the menu); the spectator's Enter leaves
      await eye.waitFor(/Enter leave {2}q quit/);
      await eye.waitFor(/No statistics: you watched this game/);
      await sam.waitFor(/Enter menu {2}q quit/);
      expect(screenText(sam.bytes.slice(-2000))).not.toMatch(/new deal/);
      const closed = new Promise<number | undefined>((r) => eye.ch?.on('exit', (c: number | undefined) => r(c)));
      await sleep(1200);
      eye.press('\r');
      expect(await closed).toBe(0);
      expect(statsOf(sam)['the-feast']?.played).toBe(1);
    } finally {
      for (const p of [sam, tess, eye]) p.close();
    }
  }, 300_000);

  it('shows a spectator of a Just Desserts table no dessert some hand held hidden', async () => {
    const players = [new Player(), new Player(), new Player()];
    const watcher = new Player();
    try {
      await players[0].open(server.port, 'new just-desserts --seats human,human,human --seed 12');
      const code = (await players[0].waitFor(/table code: ([A-Z]{4})/))[1];
      await watcher.open(server.port, `watch ${code.toLowerCase()}`);
      for (const p of players.slice(1)) await p.open(server.port, `join ${code}`);
      const record = await playToEnd(players, code);
      await watcher.waitFor(/game over/);
      const [publicOnly] = knowledge(record, [-1]);
      // there are desserts a spectator never saw, and its bytes name none of them
      expect(publicOnly.secrets.length).toBeGreaterThan(0);
      expect(leaks(screenText(watcher.bytes), publicOnly)).toEqual([]);
      // while seat 1's screen named its own
      expect(leaks(screenText(players[0].bytes), publicOnly).length).toBeGreaterThan(0);
    } finally {
      for (const p of [...players, watcher]) p.close();
    }
  }, 300_000);
});
