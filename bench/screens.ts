/**
 * The shared tables' screens in this process, without SSH (`BENCH_ONLY=screens`): T tables of
 * The Feast (10), four people each, every seat's screens drawn by the server's own code (a
 * TableSession on a channel terminal of 80x24 whose channel only counts bytes), Enter pressed at
 * one seat after another, a finished table opened anew. What a key costs the drawing thread
 * (the key's seat and the three others' screens, the table's rules), with little of what makes
 * bench/tables.ts noisy: no crypto, no sockets, no other process, no clock but CPU time.
 *
 * - CPU per key, ms: the median of blocks of 200 keys, with its 95% interval;
 * - the share of that CPU the garbage collector's pauses took, and how long they were;
 * - bytes of output per key (all four screens).
 *
 * Knobs: BENCH_SCREENS_TABLES (10), BENCH_SCREENS_KEYS (3000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
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
import chalk from 'chalk';
import isInCi from 'is-in-ci';
import { env, median, medianInterval, report } from './report.js';

const turn = () => new Promise((r) => setImmediate(r));
const BLOCK = 200;

/** Nobody here is a computer: a table of four people never asks. */
const think: TableThink = () => Promise.reject(new Error('no computer seats in this bench'));

interface Open {
  over(): boolean;
  keys: ((key: string) => void)[];
  close(): void;
}

export async function benchScreens(): Promise<void> {
  if (isInCi) {
    report('screens', 'skipped', 'CI is set, and Ink draws no frames there: run it without CI');
    return;
  }
  const n = env('BENCH_SCREENS_TABLES', 10);
  const wanted = env('BENCH_SCREENS_KEYS', 3000);
  const dir = mkdtempSync(join(tmpdir(), 'dg-bench-screens-'));
  await loadTable();
  // as the server draws: styled frames (a terminal without colour has them taken out), and a
  // listener on the process for each connection's screens
  const level = chalk.level;
  chalk.level = Math.max(level, 1) as typeof chalk.level;
  const listeners = process.getMaxListeners();
  process.setMaxListeners(Math.max(listeners, 8 * n + 20));
  const ruleset = loadRuleset(getGame('the-feast'));
  const tables = new Tables({ think, graceMs: 60_000, decisionMs: 30_000, delayMs: 0 });
  let bytes = 0;
  let opened = 0;
  const open = (): Open => {
    const seed = 1 + opened++;
    const match = Match.fromRecord({ game: 'the-feast', seed, options: {}, seats: ['human', 'human', 'human', 'human'], moves: [] }, ruleset);
    const made = tables.create(match, `host${seed}`, 'host', 'normal');
    if ('refused' in made) throw new Error(made.refused);
    const screens: OpenScreens[] = [];
    const keys = [0, 1, 2, 3].map((seat) => {
      const key = seat ? `key${seed}.${seat}` : `host${seed}`;
      if (seat) {
        const joined = made.table.join(key, `p${seat}`);
        if ('refused' in joined) throw new Error(joined.refused);
      }
      const session = new TableSession(made.table, seat, key, dir);
      const channel = { writable: true, write: (c: string, cb: (e?: Error | null) => void) => ((bytes += Buffer.byteLength(c)), cb(), true) };
      const term = new ChannelTerminal(channel, { columns: 80, rows: 24, maxColumns: 400, maxRows: 200, inputRate: 1e9, onFlood() {}, onStuck() {} });
      screens.push(openScreens({ stdin: term.stdin, stdout: term.stdout, stderr: term.stdout, color: true, glyphs: UNICODE, dir, services: LOCAL_SERVICES }, { kind: 'session', session }, 0));
      made.table.attach(session.member);
      return (k: string) => term.input(Buffer.from(k));
    });
    return { over: () => made.table.over(), keys, close: () => screens.forEach((s) => s.unmount()) };
  };
  const gcs: number[] = [];
  const watch = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcs.push(e.duration);
  });
  try {
    const seated = Array.from({ length: n }, open);
    await turn();
    /** Each counted key's CPU, ms. */
    const perKey: number[] = [];
    let counting = false;
    let gcFrom = 0;
    let bytesFrom = 0;
    watch.observe({ entryTypes: ['gc'] });
    // a first game's worth of keys is not counted (the code's first runs, caches filling)
    const warm = 40 * n;
    for (let i = 0; perKey.length < wanted; i++) {
      const t = i % n;
      if (seated[t].over()) {
        seated[t].close();
        seated[t] = open();
        await turn();
        continue;
      }
      if (!counting && i >= warm) {
        counting = true;
        gcFrom = gcs.length;
        bytesFrom = bytes;
      }
      const at = process.cpuUsage();
      seated[t].keys[Math.floor(i / n) % 4]('\r');
      await turn();
      const used = process.cpuUsage(at);
      if (counting) perKey.push((used.user + used.system) / 1000);
    }
    for (const o of seated) o.close();
    await turn();
    const blocks: number[] = [];
    for (let b = 0; b + BLOCK <= perKey.length; b += BLOCK) blocks.push(perKey.slice(b, b + BLOCK).reduce((a, x) => a + x, 0) / BLOCK);
    const cpuAll = perKey.reduce((a, x) => a + x, 0);
    const paused = gcs.slice(gcFrom);
    const gcMs = paused.reduce((a, b) => a + b, 0);
    const [lo, hi] = blocks.length >= 6 ? medianInterval(blocks) : [NaN, NaN];
    report('screens', `CPU per key at ${n} four-person Feast tables in this process (no SSH), ms: median of ${blocks.length} blocks of ${BLOCK} keys [95% interval]`, `${median(blocks).toFixed(2)} [${lo.toFixed(2)}-${hi.toFixed(2)}]`);
    paused.sort((a, b) => a - b);
    report('screens', `garbage collection pauses: share of that CPU / count / median / longest, ms`, `${((100 * gcMs) / cpuAll).toFixed(1)}% / ${paused.length} / ${(paused[paused.length >> 1] ?? 0).toFixed(1)} / ${(paused.at(-1) ?? 0).toFixed(1)}`);
    report('screens', 'bytes of output per key (four screens)', Math.round((bytes - bytesFrom) / perKey.length));
  } finally {
    watch.disconnect();
    chalk.level = level;
    process.setMaxListeners(listeners);
    rmSync(dir, { recursive: true, force: true });
  }
}
