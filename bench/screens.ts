/**
 * The shared tables' screens in this process, without SSH (`BENCH_ONLY=screens`): T tables of
 * The Feast (10), four people each, every seat's screens drawn by the server's own code (a
 * TableSession on a channel terminal of 80x24 whose channel only counts bytes), Enter pressed at
 * one seat after another, a finished table opened anew. What a key costs the drawing thread
 * (the key's seat and the three others' screens, the table's rules), with little of what makes
 * bench/tables.ts noisy: no crypto, no sockets, no other process, no clock but CPU time.
 *
 * Beside it, in the same process and in alternate blocks of keys, the floor
 * (bench/ink-table-floor.tsx): a bare Ink program drawing the same frames on as many tables,
 * one Text per line, nothing else. Its ratio to the screens' CPU is read block pair by block
 * pair, so both see the same machine.
 *
 * - CPU per key, ms: the median of blocks of 200 keys, with its 95% interval;
 * - the screens' CPU per key over the floor's: the median of each block pair's ratio, with its interval;
 * - the share of that CPU the garbage collector's pauses took, and how long they were;
 * - bytes of output and frames drawn (Ink's renders) per key (all four screens).
 *
 * Knobs: BENCH_SCREENS_TABLES (10), BENCH_SCREENS_KEYS (3000, each kind),
 * BENCH_SCREENS_FLOOR (`floor`; a list of `floor`, `floor-full`, `floor-dom`, or `none`),
 * BENCH_SCREENS_CHECK (1: every frame also made by Ink's own code and compared; slower, for
 * checking a change to the frames' code, not for its CPU), BENCH_SCREENS_WITHOUT (a way of making
 * frames, see src/ui/frame-ways.ts: a second set of tables drawn without it, in
 * alternate blocks, and the screens' CPU over theirs, block pair by block pair).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance, PerformanceObserver } from 'node:perf_hooks';
import { Match } from '../src/engine/match.js';
import { getGame } from '../src/engine/registry.js';
import { loadRuleset } from '../src/rulesets/index.js';
import type { TableThink } from '../src/serve/table.js';
import { TableSession } from '../src/serve/table-session.js';
import { Tables } from '../src/serve/tables.js';
import { ChannelTerminal } from '../src/serve/terminal.js';
import { UNICODE } from '../src/ui/glyphs.js';
import { LOCAL_SERVICES } from '../src/ui/hooks/use-host.js';
import { loadTable } from '../src/ui/load-table.js';
import { openScreens, type OpenScreens } from '../src/ui/screens.js';
import Output from '../node_modules/ink/build/output.js';
import { frameWays } from '../src/ui/frame-ways.js';
import { frameChecks } from '../src/ui/ink-frames.js';
import chalk from 'chalk';
import isInCi from 'is-in-ci';
import { catchInstances, linesOf, openFloorDomTable, openFloorTable, type FloorKind, type FloorTable, type Recorded } from './ink-table-floor.js';
import { env, median, medianInterval, report } from './report.js';

const turn = () => new Promise((r) => setImmediate(r));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const BLOCK = 200;

/** The floors, as the report names them. */
const FLOORS: Record<string, string> = {
  floor: 'a bare Ink program drawing the same frames',
  'floor-full': 'the same, incremental rendering off',
  'floor-dom': "the same without React: Ink's nodes changed directly",
};

/** Nobody here is a computer: a table of four people never asks. */
const think: TableThink = () => Promise.reject(new Error('no computer seats in this bench'));

interface Open {
  over(): boolean;
  keys: ((key: string) => void)[];
  close(): void;
}

/** One kind of table being drawn: a key at a time, its counts. */
interface Kind {
  name: string;
  /** Presses the next key (opening tables first when one is over, not counted); its drawing ends by the next turn. */
  prepare(): Promise<void>;
  press(): void;
  close(): void;
  bytes: number;
  blocks: number[];
  perKey: number[];
  renders: number;
  /** When each of its blocks ran (performance.now), for the collector's pauses. */
  windows: [number, number][];
  bytesCounted: number;
  /** A floor's table last pressed. */
  table?(): FloorTable;
}

/** Ink's renders (each draws a frame's text once), counted from Output.get. */
const renders = { count: 0 };
let counting = false;
function countRenders(): void {
  if (counting) return;
  counting = true;
  const proto = Output.prototype as unknown as { get(this: unknown): unknown };
  const own = proto.get;
  proto.get = function (this: unknown) {
    renders.count++;
    return own.call(this);
  };
}

/** A median's 95% interval as printed; fewer than six blocks give none. */
const within = (iv: readonly number[] | undefined): string => (iv ? `[${iv[0].toFixed(2)}-${iv[1].toFixed(2)}]` : '[too few blocks for an interval]');

export async function benchScreens(): Promise<void> {
  if (isInCi) {
    report('screens', 'skipped', 'CI is set, and Ink draws no frames there: run it without CI');
    return;
  }
  const n = env('BENCH_SCREENS_TABLES', 10);
  const wanted = env('BENCH_SCREENS_KEYS', 3000);
  const floors = (process.env.BENCH_SCREENS_FLOOR ?? 'floor').split(',').map((s) => s.trim()).filter((s) => s && s !== 'none');
  for (const f of floors) if (!['floor', 'floor-full', 'floor-dom'].includes(f)) throw new Error(`BENCH_SCREENS_FLOOR: no kind "${f}" (floor, floor-full, floor-dom, none)`);
  const check = process.env.BENCH_SCREENS_CHECK === '1';
  const dir = mkdtempSync(join(tmpdir(), 'dg-bench-screens-'));
  await loadTable();
  const compared = frameChecks.compare;
  frameChecks.compare = check;
  countRenders();
  // as the server draws: styled frames (a terminal without colour has them taken out), and a
  // listener on the process for each connection's screens
  const level = chalk.level;
  chalk.level = Math.max(level, 1) as typeof chalk.level;
  const listeners = process.getMaxListeners();
  process.setMaxListeners(Math.max(listeners, 8 * n * (1 + floors.length) + 20));
  const ruleset = loadRuleset(getGame('the-feast'));
  const tables = new Tables({ think, graceMs: 60_000, decisionMs: 30_000, delayMs: 0 });
  let opened = 0;
  const open = (count: (bytes: number) => void, seed = 1 + opened++): Open => {
    const match = Match.fromRecord({ game: 'the-feast', seed, options: {}, seats: ['human', 'human', 'human', 'human'], moves: [] }, ruleset);
    const made = tables.create(match, `host${seed}.${opened}`, 'host', 'normal');
    if ('refused' in made) throw new Error(made.refused);
    const screens: OpenScreens[] = [];
    const keys = [0, 1, 2, 3].map((seat) => {
      const key = seat ? `key${seed}.${opened}.${seat}` : `host${seed}.${opened}`;
      if (seat) {
        const joined = made.table.join(key, `p${seat}`);
        if ('refused' in joined) throw new Error(joined.refused);
      }
      const session = new TableSession(made.table, seat, key, dir);
      const channel = { writable: true, write: (c: string, cb: (e?: Error | null) => void) => (count(Buffer.byteLength(c)), cb(), true) };
      const term = new ChannelTerminal(channel, { columns: 80, rows: 24, maxColumns: 400, maxRows: 200, inputRate: 1e9, onFlood() {}, onStuck() {} });
      screens.push(openScreens({ stdin: term.stdin, stdout: term.stdout, stderr: term.stdout, color: true, glyphs: UNICODE, dir, services: LOCAL_SERVICES }, { kind: 'session', session }, 0));
      made.table.attach(session.member);
      return (k: string) => term.input(Buffer.from(k));
    });
    return { over: () => made.table.over(), keys, close: () => screens.forEach((s) => s.unmount()) };
  };

  const kinds: Kind[] = [];
  const newKind = (name: string, parts: Pick<Kind, 'prepare' | 'press' | 'close' | 'table'>): Kind => {
    const k: Kind = { name, bytes: 0, bytesCounted: 0, blocks: [], perKey: [], renders: 0, windows: [], ...parts };
    kinds.push(k);
    return k;
  };

  /** The program's screens under `name`: Enter at each table in turn, at one seat after another. */
  const screensKind = (name: string) => {
    let seated: Open[] = [];
    let i = 0;
    const kind = newKind(name, {
      async prepare() {
        if (!seated.length) {
          seated = Array.from({ length: n }, () => open((b) => (kind.bytes += b)));
          await turn();
        }
        while (seated[i % n].over()) {
          seated[i % n].close();
          seated[i % n] = open((b) => (kind.bytes += b));
          await turn();
          i++;
        }
      },
      press() {
        seated[i % n].keys[Math.floor(i / n) % 4]('\r');
        i++;
      },
      close: () => seated.forEach((o) => o.close()),
    });
  };
  screensKind('screens');

  /** The same screens with one of the frames' ways turned off while their keys are drawn. */
  const without = process.env.BENCH_SCREENS_WITHOUT as keyof typeof frameWays | undefined;
  if (without) {
    if (!(without in frameWays)) throw new Error(`BENCH_SCREENS_WITHOUT: no way "${without}" (${Object.keys(frameWays).join(', ')})`);
    screensKind(`without ${without}`);
  }

  // the floor's frames: games played through the program's screens, each seat's frame after every key
  let recorded: Recorded[] = [];
  if (floors.length) {
    const games = 3;
    const caught = catchInstances();
    const playing = Array.from({ length: games }, (_, g) => open(() => {}, 1000 + g));
    caught.stop();
    await sleep(50);
    const frames: string[][][] = playing.map(() => []);
    for (let j = 0; playing.some((p) => !p.over()); j++) {
      const live = playing.map((p) => !p.over());
      playing.forEach((p, g) => live[g] && p.keys[j % 4]('\r'));
      // longer than Ink's wait between two frames of a screen (maxFps 60): every key's frame is drawn
      await sleep(25);
      playing.forEach((_, g) => live[g] && frames[g].push(caught.seen.slice(4 * g, 4 * g + 4).map((s) => s.lastOutput ?? '')));
    }
    for (const p of playing) p.close();
    recorded = frames.map(linesOf);
    report('screens', 'the floor\'s frames: games recorded, keys each', `${recorded.length}, ${recorded.map((g) => g.length).join(' / ')}`);
  }
  for (const name of floors as FloorKind[]) {
    let seated: FloorTable[] = [];
    let i = 0;
    const kind = newKind(name, {
      async prepare() {
        if (!seated.length) {
          seated = Array.from({ length: n }, (_, t) => {
            const game = recorded[t % recorded.length];
            const from = Math.floor((t * game.length) / n);
            const count = (b: number) => (kind.bytes += b);
            return name === 'floor-dom' ? openFloorDomTable(game, from, count) : openFloorTable(name, game, from, count);
          });
          await turn();
        }
      },
      press() {
        seated[i % n].key();
        i++;
      },
      close: () => seated.forEach((o) => o.close()),
      table: () => seated[(i - 1) % n],
    });
  }

  const gcs: { at: number; ms: number }[] = [];
  const watch = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcs.push({ at: e.startTime, ms: e.duration });
  });
  try {
    /** `keys` keys of `kind`, each one's CPU (ms) kept when `kept`. */
    const run = async (kind: Kind, keys: number, kept: boolean) => {
      const from = performance.now();
      const bytes = kind.bytes;
      const drawn = renders.count;
      const cpu: number[] = [];
      // the way measured is on for every kind's keys but its own
      if (without) frameWays[without] = kind.name !== `without ${without}`;
      for (let k = 0; k < keys; k++) {
        await kind.prepare();
        const at = process.cpuUsage();
        kind.press();
        await turn();
        const used = process.cpuUsage(at);
        cpu.push((used.user + used.system) / 1000);
      }
      if (!kept) return;
      kind.windows.push([from, performance.now()]);
      kind.perKey.push(...cpu);
      kind.blocks.push(cpu.reduce((a, x) => a + x, 0) / keys);
      kind.renders += renders.count - drawn;
      kind.bytesCounted += kind.bytes - bytes;
    };
    watch.observe({ entryTypes: ['gc'] });
    // a first game's worth of keys is not counted (the code's first runs, caches filling)
    for (const kind of kinds) await run(kind, 40 * n, false);
    const rounds = Math.ceil(wanted / BLOCK);
    for (let r = 0; r < rounds; r++) for (const kind of r % 2 ? [...kinds].reverse() : kinds) await run(kind, BLOCK, true);
    await sleep(0);
    for (const kind of kinds) {
      const iv = kind.blocks.length >= 6 ? medianInterval(kind.blocks) : undefined;
      const what = kind.name === 'screens' ? `CPU per key at ${n} four-person Feast tables in this process (no SSH)` : kind.name in FLOORS ? `${kind.name} (${FLOORS[kind.name]}): CPU per key at ${n} tables` : `the same screens ${kind.name}: CPU per key at ${n} tables`;
      report('screens', `${what}, ms: median of ${kind.blocks.length} blocks of ${BLOCK} keys [95% interval]`, `${median(kind.blocks).toFixed(2)} ${within(iv)}`);
    }
    // the floor draws what was recorded: every screen's frame as Ink made it, after a key and a pause
    for (const kind of kinds.filter((k) => k.table)) {
      let same = 0;
      let all = 0;
      for (let k = 0; k < 2 * n; k++) {
        kind.press();
        await sleep(20);
        const t = kind.table!();
        const made = t.frames();
        t.expected().forEach((e, seat) => ((all += 1), (same += made[seat] === e ? 1 : 0)));
      }
      report('screens', `${kind.name}: frames the same text as the program's screens drew`, `${same} of ${all}`);
    }
    const screens = kinds[0];
    if (without) frameWays[without] = true;
    for (const kind of kinds.slice(1)) {
      const ratios = screens.blocks.map((b, j) => b / kind.blocks[j]);
      const iv = ratios.length >= 6 ? medianInterval(ratios) : undefined;
      report('screens', `screens / ${kind.name}, CPU per key: median of ${ratios.length} block pairs [95% interval]`, `${median(ratios).toFixed(2)} ${within(iv)}`);
    }
    for (const kind of kinds) {
      const paused = gcs.filter((g) => kind.windows.some(([a, b]) => g.at >= a && g.at < b)).map((g) => g.ms);
      const gcMs = paused.reduce((a, b) => a + b, 0);
      const cpuAll = kind.perKey.reduce((a, x) => a + x, 0);
      paused.sort((a, b) => a - b);
      report('screens', `${kind.name}: garbage collection pauses: share of that CPU / count / median / longest, ms`, `${((100 * gcMs) / cpuAll).toFixed(1)}% / ${paused.length} / ${(paused[paused.length >> 1] ?? 0).toFixed(1)} / ${(paused.at(-1) ?? 0).toFixed(1)}`);
      report('screens', `${kind.name}: bytes of output / Ink renders, per key (four screens)`, `${Math.round(kind.bytesCounted / kind.perKey.length)} / ${(kind.renders / kind.perKey.length).toFixed(2)}`);
    }
    if (check) report('screens', "checked: frames put together from kept lines that differ from Ink's own / all", `${frameChecks.differ.length} / ${frameChecks.cheaper}`);
  } finally {
    frameChecks.compare = compared;
    for (const kind of kinds) kind.close();
    await turn();
    watch.disconnect();
    chalk.level = level;
    process.setMaxListeners(listeners);
    rmSync(dir, { recursive: true, force: true });
  }
}
