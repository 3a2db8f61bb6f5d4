// Shared tables from the menu, in this process (the SSH side is table-menu-ssh.test.ts): the
// menu's Host a table and Join a table rows (a server's only), the host screen, the waiting
// room (code on its own line, who sits where, s, Esc), the join screen's one-line refusals, a
// joined player leaving (seat free again) and a host leaving (table closed, everyone told);
// and a finished table counted once in each seated key's own statistics.
import '../../src/games/index.js';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { render } from 'ink-testing-library';
import { afterAll, describe, expect, it } from 'vitest';
import type { Match } from '../../src/engine/match.js';
import { createPlayer, greedyPlayer } from '../../src/engine/players.js';
import type { SeatKind } from '../../src/engine/record.js';
import { MenuTables } from '../../src/serve/table-menu.js';
import { TableSession } from '../../src/serve/table-session.js';
import type { TableThink } from '../../src/serve/table.js';
import { Tables } from '../../src/serve/tables.js';
import { App } from '../../src/ui/components/App.js';
import { ASCII } from '../../src/ui/glyphs.js';
import { HostContext, LOCAL_SERVICES } from '../../src/ui/hooks/use-host.js';
import { loadTable } from '../../src/ui/load-table.js';
import { gameKey } from '../../src/ui/save.js';
import { addResult, readStats } from '../../src/ui/stats.js';
import type { TableSeat } from '../../src/ui/table-services.js';
import { tempDir } from '../helpers/serve.js';

const think: TableThink = async (match: Match, seat: number, kind: SeatKind) => {
  const player = createPlayer(kind) ?? greedyPlayer;
  const d = match.decision(seat);
  return player.chooseAsync ? player.chooseAsync(d) : player.choose(d);
};
const times = { graceMs: 60_000, decisionMs: 60_000, delayMs: 0 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const KEY = { down: '\u001B[B', up: '\u001B[A', left: '\u001B[D', right: '\u001B[C', esc: '\u001B', enter: '\r' };

const tmp = tempDir('dg-table-menu-');
afterAll(() => tmp.done());
let n = 0;
/** A fresh folder per key. */
function folderOf(key: string): string {
  const dir = join(tmp.path, `run${n}`, key);
  mkdirSync(dir, { recursive: true });
  return dir;
}

function sitter(tables: Tables, key: string, name = key) {
  return new MenuTables({ key, name, dir: folderOf(key), tables, log: () => {} });
}

/** The App on a server's services for `key` (its menu then offers tables). */
function screens(tables: Tables, key: string, size = { columns: 80, rows: 24 }) {
  const services = sitter(tables, key);
  const app = render(
    <HostContext.Provider value={{ ...LOCAL_SERVICES, tables: services }}>
      <App start={{ kind: 'menu' }} glyphs={ASCII} dir={folderOf(key)} delay={0} size={size} />
    </HostContext.Provider>,
  );
  const last = () => app.lastFrame() ?? '';
  const waitFor = async (what: string | RegExp, ms = 5000) => {
    const t0 = Date.now();
    while (!(typeof what === 'string' ? last().includes(what) : what.test(last()))) {
      if (Date.now() - t0 > ms) throw new Error(`never showed ${String(what)}:\n${last()}`);
      await sleep(10);
    }
    return last();
  };
  const press = async (...keys: string[]) => {
    for (const k of keys) {
      app.stdin.write(k);
      await sleep(15);
    }
  };
  return { app, services, last, waitFor, press };
}

describe('the menu of a server', () => {
  it('offers Host a table and Join a table; the local menu does not', async () => {
    n++;
    await loadTable();
    const tables = new Tables({ think, ...times });
    const served = screens(tables, 'k1');
    await served.waitFor('Host a table');
    expect(served.last()).toContain('Join a table');
    served.app.unmount();
    const local = render(<App start={{ kind: 'menu' }} glyphs={ASCII} dir={folderOf('local')} delay={0} size={{ columns: 80, rows: 24 }} />);
    await sleep(50);
    expect(local.lastFrame()).toContain('Start a new game');
    expect(local.lastFrame()).not.toMatch(/Host a table|Join a table/);
    local.unmount();
  });

  it('hosts from the menu: a waiting room with the code on its own line, who joined, s to start; Esc paths', async () => {
    n++;
    const tables = new Tables({ think, ...times });
    const a = screens(tables, 'alice');
    await a.waitFor('Host a table');
    // Esc on the host screen goes back to the menu
    await a.press(KEY.down, KEY.enter);
    await a.waitFor('HOST A TABLE');
    await a.press(KEY.esc);
    await a.waitFor('Start a new game');
    // one person's seat is not a table: said in one line, the screen stays
    await a.press(KEY.down, KEY.enter);
    await a.waitFor('HOST A TABLE');
    await a.press(KEY.down, KEY.down, KEY.down, KEY.down, KEY.right); // seat 2: person -> computer: normal
    await a.waitFor(/Seat 2 +< computer: normal >/);
    await a.press(KEY.up, KEY.up, KEY.up, KEY.up, KEY.enter);
    await a.waitFor('A table needs two people or more');
    expect(a.last()).toContain('HOST A TABLE');
    // seats 2 and 3 people, seat 4 the computer
    await a.press(KEY.down, KEY.down, KEY.down, KEY.down, KEY.left, KEY.down, KEY.left, KEY.up, KEY.up, KEY.up, KEY.up, KEY.up, KEY.enter);
    const room = await a.waitFor(/\ntable code: [A-Z]{4}\n/);
    const code = /\ntable code: ([A-Z]{4})\n/.exec(room)?.[1] as string;
    expect(room).toContain('Seat 1  You (alice)');
    expect(room).toContain('Seat 2  waiting for a player');
    expect(room).toContain('Seat 3  waiting for a player');
    expect(room).toContain('Seat 4  computer: normal');
    expect(room).toContain('s start now');

    // bob: a wrong code, a code of no table, then the code in small letters
    const b = screens(tables, 'bob');
    await b.waitFor('Join a table');
    await b.press(KEY.down, KEY.down, KEY.enter);
    await b.waitFor('JOIN A TABLE');
    await b.press('a', 'b', '1', KEY.enter);
    await b.waitFor('"AB" is not a table code: a code is 4 letters, such as ACDE.');
    await b.press('b', 'z', KEY.enter);
    await b.waitFor(/"ABBZ" is not a table code \(no code has B, I, O, S or Z\): check it with its\s+host\./);
    await b.press('\u007f', '\u007f', '\u007f', '\u007f', ...'qqqq'.split(''), KEY.enter);
    await b.waitFor('There is no table QQQQ: check the code with its host.');
    expect(b.last()).toContain('JOIN A TABLE');
    await b.press('\u007f', '\u007f', '\u007f', '\u007f', ...code.toLowerCase().split(''), KEY.enter);
    await b.waitFor(`table code: ${code}`);
    expect(b.last()).toContain('Seat 2  You (bob)');
    expect(b.last()).toContain('Esc leave the table');
    await a.waitFor('Seat 2  bob');

    // bob leaves: his seat is free again
    await b.press(KEY.esc);
    await b.waitFor(`You left table ${code}; your seat is free again.`);
    await a.waitFor('Seat 2  waiting for a player');
    expect(tables.get(code)?.free()).toEqual([1, 2]);

    // the host is told first, then a second Esc closes the table
    await b.press(KEY.down, KEY.down, KEY.enter, ...code.split(''), KEY.enter);
    await b.waitFor('Seat 2  You (bob)');
    await a.press(KEY.esc);
    await a.waitFor('Esc again closes the table for everyone; any other key stays.');
    await a.press('x');
    expect(await a.waitFor('Seat 2  bob')).not.toContain('Esc again');
    await a.press(KEY.esc, KEY.esc);
    await a.waitFor(`You closed table ${code}.`);
    await b.waitFor(`The host closed table ${code}.`);
    expect(tables.get(code)).toBeUndefined();
    await b.press(KEY.down, KEY.down, KEY.enter, ...code.split(''), KEY.enter);
    await b.waitFor(`There is no table ${code}`);
    a.app.unmount();
    b.app.unmount();
  });

  it('refuses a full table in one line, and lists the tables a key sits at to go back to', async () => {
    n++;
    const tables = new Tables({ think, ...times });
    const host = sitter(tables, 'alice').host({ game: 'louis-xiv', seats: ['human', 'human'], options: {}, seed: 3, fill: 'greedy' }) as TableSeat;
    expect(host.room().started).toBe(false);
    const bob = sitter(tables, 'bob').join(host.code.toLowerCase()) as TableSeat;
    expect(bob.room().started).toBe(true);
    expect(sitter(tables, 'carol').join(host.code)).toEqual({ refused: `Table ${host.code} has no free seat.` });
    const a = screens(tables, 'alice');
    await a.press(KEY.down, KEY.down, KEY.enter);
    await a.waitFor(`${host.code}  Louis XIV's royal dinner (playing, you host it)`);
    await a.press(KEY.down, KEY.enter);
    await a.waitFor("Louis XIV's royal dinner | turn");
    a.app.unmount();
  });

  it('tells a player who joined by `join CODE` that the host closed the table', () => {
    n++;
    const tables = new Tables({ think, ...times });
    const host = sitter(tables, 'alice').host({ game: 'the-feast', seats: ['human', 'human', 'human'], options: {}, fill: 'normal' }) as TableSeat;
    const table = tables.get(host.code);
    if (!table) throw new Error('no table');
    table.join('bob', 'bob');
    const bob = new TableSession(table, 1, 'bob', folderOf('bob'));
    table.attach(bob.member);
    const heard: string[] = [];
    bob.subscribe((c) => heard.push(c));
    expect(bob.tableLine()).toBe(`Table ${host.code}: waiting for 1 more (\`join ${host.code}\`)`);
    host.leave();
    expect(heard).toContain('table');
    expect(bob.tableLine()).toBe(`The host closed table ${host.code}. q leaves.`);
    expect(tables.get(host.code)).toBeUndefined();
  });

  it("starts on the host's s, the seats nobody took played by the chosen level", async () => {
    n++;
    const tables = new Tables({ think, ...times });
    const a = screens(tables, 'alice');
    await a.waitFor('Host a table');
    // Louis XIV for two, both people; empty seats: greedy (normal, easy, hard, greedy)
    await a.press(KEY.down, KEY.enter);
    await a.waitFor('HOST A TABLE');
    await a.press(KEY.down, KEY.right, KEY.right);
    await a.waitFor("< Louis XIV's royal dinner >");
    await a.press(KEY.down, KEY.left, KEY.left);
    await a.waitFor(/Players +< 2 >/);
    await a.press(KEY.down, KEY.down, KEY.down, KEY.right, KEY.right, KEY.right);
    await a.waitFor(/Empty seats +< computer: greedy >/);
    await a.press(KEY.up, KEY.up, KEY.up, KEY.up, KEY.up, KEY.enter);
    await a.waitFor('Waiting for 1 more; s starts now (greedy plays the empty seats).');
    await a.press('s');
    await a.waitFor("Louis XIV's royal dinner | turn");
    const code = tables.seatedAt('alice')[0].code;
    expect(tables.get(code)?.started).toBe(true);
    expect(tables.get(code)?.linesFor(0).map((e) => e.text)).toContain('The game starts; greedy plays Seat 2.');
    a.app.unmount();
  });
});

describe('statistics of a table', () => {
  it("count a finished table once in each seated key's own statistics, with a seat taken back on the way", async () => {
    n++;
    const folders = new Map<string, string>();
    const folder = (key: string) => {
      if (!folders.has(key)) folders.set(key, folderOf(key));
      return folders.get(key) as string;
    };
    const tables = new Tables({ think, ...times, folder });
    const alice = sitter(tables, 'alice').host({ game: 'the-feast', seats: ['human', 'human', 'greedy'], options: {}, seed: 9, fill: 'greedy' }) as TableSeat;
    const bobSits = sitter(tables, 'bob');
    let bob = bobSits.join(alice.code) as TableSeat;
    const table = tables.get(alice.code);
    if (!table) throw new Error('no table');
    for (let i = 0; i < 3000 && !table.over(); i++) {
      // bob drops and comes back mid-game
      if (i === 20) {
        bob.leave();
        bob = bobSits.join(alice.code) as TableSeat;
      }
      const people = table.match.toMove().filter((s) => table.personPlays(s));
      if (people.length) table.play(people[0], greedyPlayer.choose(table.match.decision(people[0])));
      else await sleep(1);
    }
    expect(table.over()).toBe(true);
    const o = table.match.outcome();
    for (const [key, seat] of [['alice', 0], ['bob', 1]] as const) {
      const st = readStats(folder(key))['the-feast'];
      expect(st.played, key).toBe(1);
      expect(st.won).toBe(o.winners.includes(seat) ? 1 : 0);
      expect(st.best).toBe(o.scores[seat]);
      // the screens show it: the seat's session has its statistics
      expect((seat === 0 ? alice : bob).session.stats).toEqual(st);
      // the same game counted again (a count retried) changes nothing
      addResult(folder(key), 'the-feast', true, 999, gameKey(table.match));
      expect(readStats(folder(key))['the-feast']).toEqual(st);
    }
    expect(existsSync(join(folder('greedy'), 'stats.json'))).toBe(false);
  });
});
