// A shared table without SSH: seats taken by join in order, the start (by itself, or the host's
// early start with the computer in the empty seats), moves only through the table and only legal
// ones, the computer seats playing, each member's log filtered to its seat, a dropped seat played
// by the computer after the grace period and taken back, out-of-turn decisions timed, and a
// table kept on the disk opened again under the same code.
import '../../src/games/index.js';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Match } from '../../src/engine/match.js';
import { createPlayer, greedyPlayer } from '../../src/engine/players.js';
import type { SeatKind } from '../../src/engine/record.js';
import { Saves } from '../../src/serve/saves.js';
import { CODE_LETTERS, outOfTurn, readCode, type Member, type TableChange, type TableThink } from '../../src/serve/table.js';
import { MAX_HOSTED, Tables } from '../../src/serve/tables.js';
import { legendFor } from '../../src/ui/components/PlayScreenStatus.js';
import { UNICODE } from '../../src/ui/glyphs.js';
import { matchFromRecord } from '../helpers/rules.js';
import { tempDir } from '../helpers/serve.js';

const think: TableThink = async (match: Match, seat: number, kind: SeatKind) => {
  const player = createPlayer(kind) ?? greedyPlayer;
  const d = match.decision(seat);
  return player.chooseAsync ? player.chooseAsync(d) : player.choose(d);
};

const times = { graceMs: 60_000, decisionMs: 30_000, delayMs: 0 };

function feast(seats: SeatKind[], seed = 5): Match {
  return matchFromRecord({ game: 'the-feast', seed, options: {}, seats, moves: [] });
}

function member(seat: number): Member & { heard: TableChange[] } {
  const heard: TableChange[] = [];
  return { seat, heard, notify: (c) => void heard.push(c) };
}

/** Waits until `done()` holds, letting timers and promises run. */
async function until(done: () => boolean, ms = 5000): Promise<void> {
  const t0 = Date.now();
  while (!done()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

afterEach(() => vi.useRealTimers());

/** A Feast table of alice (the host) and bob, both at it. */
function twoAtTable(changed: Partial<typeof times>) {
  const tables = new Tables({ think, ...times, ...changed });
  const made = tables.create(feast(['human', 'human']), 'host', 'alice', 'normal');
  if ('refused' in made) throw new Error(made.refused);
  const { table } = made;
  const a = member(0);
  const b = member(1);
  table.attach(a);
  table.join('k2', 'bob');
  table.attach(b);
  return { table, a, b };
}

describe('a table', () => {
  it('gives short codes without look-alike letters, and reads them in any case', () => {
    const tables = new Tables({ think, ...times });
    const made = tables.create(feast(['human', 'human']), 'k1', 'alice', 'normal');
    if ('refused' in made) throw new Error(made.refused);
    expect(made.table.code).toMatch(new RegExp(`^[${CODE_LETTERS}]{4}$`));
    expect(CODE_LETTERS).not.toMatch(/[BIOSZ0-9]/);
    expect(tables.get(made.table.code.toLowerCase())).toBe(made.table);
    expect(readCode(' acde ')).toBe('ACDE');
    expect(readCode('AB1D')).toBeUndefined();
    expect(readCode('ACDEF')).toBeUndefined();
  });

  it('lets one key host a few unfinished tables at once, not more', () => {
    const tables = new Tables({ think, ...times });
    for (let i = 0; i < MAX_HOSTED; i++) expect('table' in tables.create(feast(['human', 'human']), 'host', 'alice', 'normal')).toBe(true);
    const refused = tables.create(feast(['human', 'human']), 'host', 'alice', 'normal');
    expect('refused' in refused && refused.refused).toMatch(new RegExp(`^you host ${MAX_HOSTED} tables already \\([A-Z, ]+\\): finish one first`));
    expect('table' in tables.create(feast(['human', 'human']), 'other', 'bob', 'normal')).toBe(true);
  });

  it('seats keys in order and starts when every person is seated', () => {
    const tables = new Tables({ think, ...times });
    const made = tables.create(feast(['human', 'greedy', 'human']), 'host', 'alice', 'normal');
    if ('refused' in made) throw new Error(made.refused);
    const { table } = made;
    expect(made.seat).toBe(0);
    expect(table.started).toBe(false);
    expect(table.join('k2', 'bob')).toEqual({ seat: 2, back: false });
    expect(table.started).toBe(true);
    expect(table.join('k3', 'carol')).toEqual({ refused: `table ${table.code} has no free seat` });
    // the same key is back at its own seat
    expect(table.join('k2', 'bob')).toEqual({ seat: 2, back: true });
    expect(tables.tableOf('k2')).toBe(table);
    expect(table.linesFor(0).map((e) => e.text)).toEqual(expect.arrayContaining(['alice joins the table.', 'bob joins the table.', 'The game starts.']));
  });

  it('lets only the host start early, the empty seats then the computer’s', async () => {
    const tables = new Tables({ think, ...times });
    const made = tables.create(feast(['human', 'human', 'human']), 'host', 'alice', 'easy');
    if ('refused' in made) throw new Error(made.refused);
    const { table } = made;
    table.join('k2', 'bob');
    expect(table.start('k2')).toBe('only the host starts the game');
    expect(table.started).toBe(false);
    const a = member(0);
    table.attach(a);
    expect(table.start('host')).toBeUndefined();
    expect(table.started).toBe(true);
    expect(table.personPlays(2)).toBe(false);
    expect(table.join('k3', 'carol')).toEqual({ refused: `table ${table.code} has no free seat` });
    expect(table.linesFor(1).at(-1)?.text).toBe('The game starts; easy plays Seat 3.');
    // the computer's ploy for the empty seat comes in; the people's wait for them
    await until(() => !table.match.toMove().includes(2));
    expect(table.match.toMove().sort()).toEqual([0, 1]);
  });

  it('plays only legal moves of a seat to move, and only once started', () => {
    const tables = new Tables({ think, ...times });
    const made = tables.create(feast(['human', 'human']), 'host', 'alice', 'normal');
    if ('refused' in made) throw new Error(made.refused);
    const { table } = made;
    const move = table.match.legal(0)[0].move;
    expect(table.play(0, move)).toBe('the game has not started');
    table.join('k2', 'bob');
    expect(table.play(0, 999)).toBe('that move is not legal');
    expect(Array.isArray(table.play(0, move))).toBe(true);
    expect(table.play(0, move)).toBe("it is not Seat 1's move");
  });

  it('tells every member of each change, and keeps each seat’s log to what it may read', () => {
    const { table, a, b } = twoAtTable({});
    a.heard.length = 0;
    b.heard.length = 0;
    table.play(0, table.match.legal(0)[0].move);
    expect(a.heard).toEqual(['position']);
    expect(b.heard).toEqual(['position']);
    // an event meant for one seat reaches that seat's log alone
    const events = table.match.events();
    const privateTo = (s: number) => events.filter((e) => e.to && !e.to.includes(s));
    expect(privateTo(1).length + privateTo(0).length).toBeGreaterThan(0);
    for (const s of [0, 1]) {
      const texts = new Set(table.linesFor(s));
      for (const e of privateTo(s)) expect(texts.has(e)).toBe(false);
    }
  });

  it("reads a seat's log once per change: the same lines until a move or a table line adds one, each seat its own", () => {
    const { table, b } = twoAtTable({});
    const first = table.linesFor(0);
    expect(table.linesFor(0)).toBe(first);
    expect(table.linesFor(1)).not.toBe(first);
    table.play(0, table.match.legal(0)[0].move);
    const after = table.linesFor(0);
    expect(after).not.toBe(first);
    expect(after.length).toBeGreaterThan(first.length);
    expect(table.linesFor(0)).toBe(after);
    // a line of the table's own, with no move
    table.detach(b);
    expect(table.linesFor(0).at(-1)?.text).toBe('bob left; normal plays for them if they are not back within 60 s.');
    // hidden events still filtered per seat
    const events = table.match.events();
    for (const s of [0, 1]) {
      const mine = new Set(table.linesFor(s));
      for (const e of events.filter((e) => e.to && !e.to.includes(s))) expect(mine.has(e)).toBe(false);
    }
  });

  it('plays a whole game of people and computers to the end, the table then gone', async () => {
    const tables = new Tables({ think, ...times });
    const made = tables.create(feast(['human', 'greedy', 'human', 'random'], 9), 'host', 'alice', 'normal');
    if ('refused' in made) throw new Error(made.refused);
    const { table } = made;
    table.attach(member(0));
    table.join('k2', 'bob');
    table.attach(member(2));
    for (let i = 0; i < 2000 && !table.over(); i++) {
      const people = table.match.toMove().filter((s) => table.personPlays(s));
      if (people.length) table.play(people[0], greedyPlayer.choose(table.match.decision(people[0])));
      else await new Promise((r) => setTimeout(r, 1));
    }
    expect(table.over()).toBe(true);
    expect(tables.get(table.code)).toBeUndefined();
  });

  it('plays a dropped seat by the computer after the grace period, until the same key is back', async () => {
    vi.useFakeTimers();
    const { table, b } = twoAtTable({ graceMs: 1000 });
    table.detach(b);
    expect(table.personPlays(1)).toBe(true);
    expect(table.linesFor(0).at(-1)?.text).toBe('bob left; normal plays for them if they are not back within 1 s.');
    await vi.advanceTimersByTimeAsync(1001);
    expect(table.personPlays(1)).toBe(false);
    expect(table.names()[1]).toBe('Seat 2 (bob, normal plays)');
    vi.useRealTimers();
    await until(() => !table.match.toMove().includes(1));
    // back: the seat is theirs again
    expect(table.join('k2', 'bob')).toEqual({ seat: 1, back: true });
    const b2 = member(1);
    table.attach(b2);
    expect(table.personPlays(1)).toBe(true);
    expect(table.linesFor(0).at(-1)?.text).toBe('bob is back.');
  });

  it('waits while nobody is at the table', async () => {
    const tables = new Tables({ think, ...times });
    const made = tables.create(feast(['human', 'greedy']), 'host', 'alice', 'normal');
    if ('refused' in made) throw new Error(made.refused);
    const { table } = made;
    await new Promise((r) => setTimeout(r, 30));
    expect(table.match.toMove()).toContain(1);
    table.attach(member(0));
    await until(() => !table.match.toMove().includes(1));
  });
});

describe('an out-of-turn decision', () => {
  /** A Just Desserts deal and moves up to an offer: a seat other than the turn's asked. */
  function offer(): Match {
    for (let seed = 1; seed < 200; seed++) {
      const m = matchFromRecord({ game: 'just-desserts', seed, options: {}, seats: ['human', 'human', 'human'], moves: [] });
      for (let i = 0; i < 60 && !m.outcome().over; i++) {
        const s = m.toMove()[0];
        if (outOfTurn(m, s)) return m;
        const pass = m.legal(s).find((l) => l.text === 'pass');
        m.play(s, (pass ?? m.legal(s)[0]).move);
      }
    }
    throw new Error('no offer found');
  }

  it('is timed: the computer decides when the time runs out, said in the log', async () => {
    vi.useFakeTimers();
    const tables = new Tables({ think, ...times, decisionMs: 3000 });
    const made = tables.create(offer(), 'host', 'alice', 'greedy');
    if ('refused' in made) throw new Error(made.refused);
    const { table } = made;
    const members = [member(0), member(1), member(2)];
    table.attach(members[0]);
    table.join('k2', 'bob');
    table.join('k3', 'carol');
    table.attach(members[1]);
    table.attach(members[2]);
    const seat = table.match.toMove()[0];
    expect(outOfTurn(table.match, seat)).toBe(true);
    const until0 = table.deadline(seat) as number;
    expect(until0 - Date.now()).toBe(3000);
    await vi.advanceTimersByTimeAsync(1000);
    // every screen hears the clock
    expect(members.every((m) => m.heard.includes('tick'))).toBe(true);
    const moves = table.match.record().moves.length;
    await vi.advanceTimersByTimeAsync(2100);
    vi.useRealTimers();
    await until(() => table.match.record().moves.length > moves);
    expect(table.linesFor(0).some((e) => /ran out of time; greedy decides for them/.test(e.text))).toBe(true);
  });

  it('is not a turn of its own: a seat’s own turn has no clock', () => {
    const m = matchFromRecord({ game: 'just-desserts', seed: 3, options: {}, seats: ['human', 'human'], moves: [] });
    expect(outOfTurn(m, m.toMove()[0])).toBe(false);
  });
});

describe('a table kept on the disk', () => {
  const tmp = tempDir('dg-tables-');
  afterAll(() => tmp.done());

  it('opens again under the same code after a restart, at the same position, everyone away', async () => {
    const saves = new Saves();
    const tables = new Tables({ think, ...times, saves, root: tmp.path });
    const made = tables.create(feast(['human', 'human', 'greedy']), 'host', 'alice', 'normal');
    if ('refused' in made) throw new Error(made.refused);
    const { table } = made;
    table.attach(member(0));
    table.join('k2', 'bob');
    table.play(0, table.match.legal(0)[0].move);
    table.play(1, table.match.legal(1)[0].move);
    await until(() => !table.match.toMove().includes(2));
    await saves.flushAll();
    const moves = table.match.record().moves;
    tables.close();

    const again = new Tables({ think, ...times, saves: new Saves(), root: tmp.path });
    expect(again.restore()).toEqual([]);
    const back = again.get(table.code);
    expect(back?.match.record().moves).toEqual(moves);
    expect(back?.started).toBe(true);
    expect(back?.join('k2', 'bob')).toEqual({ seat: 1, back: true });
    expect(again.tableOf('host')).toBe(back);
    expect(back?.linesFor(0).at(-1)?.text).toMatch(/server restarted/);
    again.close();
  });
});

describe("a seat's session", () => {
  it('is fixed to its seat: its view, its moves, "You" for its name, the lobby and the host\'s s', async () => {
    const { TableSession } = await import('../../src/serve/table-session.js');
    const tables = new Tables({ think, ...times });
    const made = tables.create(feast(['human', 'human', 'human']), 'host', 'alice', 'normal');
    if ('refused' in made) throw new Error(made.refused);
    const { table } = made;
    table.join('k2', 'bob');
    const host = new TableSession(table, 0, 'host', '/nonexistent');
    const guest = new TableSession(table, 1, 'k2', '/nonexistent');
    table.attach(host.member);
    table.attach(guest.member);
    expect(guest.names()).toEqual(['Seat 1 (alice)', 'You', 'Seat 3 (empty)']);
    expect(guest.viewer()).toBe(1);
    expect(guest.curtain()).toBeUndefined();
    expect(guest.active()).toBeUndefined();
    expect(host.tableLine()).toBe(`Table ${table.code}: waiting for 1 more (\`join ${table.code}\`); s starts now`);
    expect(guest.tableLine()).toBe(`Table ${table.code}: waiting for 1 more (\`join ${table.code}\`)`);
    expect(guest.key('s')).toBe(false);
    expect(table.started).toBe(false);
    const heard: string[] = [];
    guest.subscribe((c) => heard.push(c));
    expect(host.key('s')).toBe(true);
    expect(table.started).toBe(true);
    expect(heard).toContain('position');
    // both people choose their ploys at once, each on their own screen
    expect(host.active()).toBe(0);
    expect(guest.active()).toBe(1);
    guest.play(1, table.match.legal(1)[0].move);
    expect(guest.active()).toBeUndefined();
    expect(guest.tableLine()).toMatch(/^Waiting for alice/);
    // a move not its own is refused at the table
    expect(guest.play(1, table.match.legal(0)[0]?.move ?? 0)).toEqual([]);
    expect(guest.undo()).toEqual({ moves: [], refused: 'shared' });
    // and the bottom line does not offer the undo it refuses (a person alone at a table still gets it)
    expect(legendFor(guest.position(), UNICODE, true, guest.shared).map(([k]) => k)).not.toContain('u');
    expect(legendFor(guest.position(), UNICODE, true, false).map(([k]) => k)).toContain('u');
    expect(guest.eventsFor(1).events.some((e) => e.text === 'bob joins the table.')).toBe(true);
    table.close();
  });
});
