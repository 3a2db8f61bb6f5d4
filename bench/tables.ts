/**
 * Shared tables under load, as the production bundle serves them, driven by ssh2's own client
 * from this process (`BENCH_ONLY=tables`):
 *
 * - T tables of The Feast, four people each (4T connections, each its own key; the host runs
 *   `new`, the others `join` its code), every person pressing Enter once a second (a brisk
 *   player: each Enter plays their first choice when they are to move), the four seats of a table
 *   a quarter of a second apart; meanwhile M more tables of one person and three `hard`
 *   computers, whose seats think on the server's worker pool;
 * - key to every seat's frame: from a key that chose a ploy to the frame on each of the table's
 *   four connections that shows it (its own screen no longer asking for a ploy, the others' log
 *   saying "Seat N has chosen a ploy" in this round), read from each connection's screen as an
 *   80x24 terminal draws it: p50 and p99 over every seat of every such key in the measured
 *   window, a seat that showed nothing within a second counted as over a second; a key that
 *   found its seat not asking for a ploy did nothing and is not counted; and the same p99 split
 *   by whether a table of the bench ended within a second of the key;
 * - the server's main-thread CPU per key and RSS per connection, as bench/serve.ts reports them.
 * - this process's own event-loop delay and CPU over the window: 200 clients decrypting every
 *   frame here; a delay near the latencies measured would say the bench, not the server, is slow;
 * - the machine's CPU over the window (/proc/stat): how busy the cores were at normal priority
 *   and niced, and what the host took: a latency measured beside other work says so.
 *
 * Knobs: BENCH_TABLES (50), BENCH_TABLES_THINKING (10), BENCH_TABLES_SECONDS (30).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import xterm from '@xterm/headless';
import ssh2 from 'ssh2';
import { newKey } from '../src/serve/keys.js';
import { env, report } from './report.js';
import { openPty, percentile, proc, startServer } from './serve.js';

/** A latency as reported: a seat that showed nothing within a second is over it. */
const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '> 1000');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A person at a table: an SSH connection with a terminal of 80x24, and every chunk of output it was sent. */
class Seat {
  private readonly client = new ssh2.Client();
  private ch?: ssh2.ClientChannel;
  text = '';
  /** Every chunk of output from the start (a frame drawn incrementally is only readable on the screen before it), and when it arrived. */
  chunks: { at: number; data: string }[] = [];
  over = false;
  /** When this connection first showed the game's end. */
  overAt: number | undefined;

  open(port: number, command: string): Promise<void> {
    const heard = (d: Buffer) => {
      this.chunks.push({ at: performance.now(), data: d.toString() });
      this.text = (this.text + d.toString()).slice(-6000);
      if (!this.over && this.text.includes('game over')) {
        this.over = true;
        this.overAt = performance.now();
      }
    };
    return openPty(this.client, port, newKey(), command, heard, () => this.text).then((ch) => {
      this.ch = ch;
    });
  }

  /** Enter, unless the game is over (Enter would leave the scoreboard for the menu). */
  press(): boolean {
    if (!this.ch || this.over) return false;
    this.ch.write('\r');
    return true;
  }

  close(): void {
    this.client.end();
  }
}

/** Opens a table: the host's `new`, then its other people's `join` with the code the host was given. */
async function openTable(port: number, seats: Seat[], kinds: string, seed: number): Promise<void> {
  const [host, ...rest] = seats;
  await host.open(port, `new the-feast --seats ${kinds} --seed ${seed} --fill normal`);
  const code = /table code: ([A-Z]{4})/.exec(host.text)?.[1];
  if (!code) throw new Error(`no table code: ${host.text.slice(0, 200)}`);
  for (const s of rest) await s.open(port, `join ${code}`);
}

/** The machine's CPU time so far by kind (/proc/stat's first line), or undefined where there is none. */
function machine(): number[] | undefined {
  try {
    return readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
  } catch {
    return undefined;
  }
}

/** What a four-person table's screen showed after a chunk of output. */
interface Screen {
  at: number;
  /** The hand and round its heading names, as one number (hand x 100 + round); the game over: Infinity; none shown: -1. */
  round: number;
  /** Whether it asks its own seat for a ploy. */
  choosing: boolean;
  /** The seats this round's log says have chosen a ploy. */
  chosen: number[];
}

/** Each chunk's screen, as an 80x24 terminal draws the connection's output. */
export async function readScreens(chunks: { at: number; data: string }[]): Promise<Screen[]> {
  const term = new xterm.Terminal({ cols: 80, rows: 24, allowProposedApi: true });
  const out: Screen[] = [];
  for (const c of chunks) {
    await new Promise<void>((r) => term.write(c.data, r));
    const b = term.buffer.active;
    const lines = Array.from({ length: 24 }, (_, y) => b.getLine(b.viewportY + y)?.translateToString(true) ?? '');
    const heading = /Hand (\d+) of \d+ . round (\d+) of/.exec(lines[1]);
    const over = lines.some((l) => l.includes('game over'));
    const round = over ? Infinity : heading ? 100 * Number(heading[1]) + Number(heading[2]) : -1;
    // the log's lines since this round's first (all of them when it scrolled away)
    const start = lines.findLastIndex((l) => /^[> ] Hand \d+, round \d+ of/.test(l));
    const chosen = lines
      .slice(start + 1)
      .map((l) => /^[> ] Seat (\d) has chosen a ploy\./.exec(l)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number);
    const choosing = lines[0].includes('your move') && lines.some((l) => /ploy,? face down/.test(l));
    out.push({ at: c.at, round, choosing, chosen });
  }
  term.dispose();
  return out;
}

export async function benchTables(): Promise<void> {
  const n = env('BENCH_TABLES', 50);
  const thinking = env('BENCH_TABLES_THINKING', 10);
  const seconds = env('BENCH_TABLES_SECONDS', 30);
  const dir = mkdtempSync(join(tmpdir(), 'dg-bench-tables-'));
  const total = 4 * n + thinking;
  try {
    const server = await startServer(join(dir, 'state'), ['--max-connections', String(total + 10), '--max-per-address', String(total + 10), '--input-rate', '4096']);
    try {
      await sleep(500);
      const before = proc(server.proc.pid as number);
      const tables = Array.from({ length: n }, () => [new Seat(), new Seat(), new Seat(), new Seat()]);
      const lone = Array.from({ length: thinking }, () => new Seat());
      const t0 = performance.now();
      let next = 0;
      const jobs: (() => Promise<void>)[] = [
        ...tables.map((seats, i) => () => openTable(server.port, seats, 'human,human,human,human', i + 1)),
        ...lone.map((s, i) => () => openTable(server.port, [s], 'human,hard,hard,hard', 1000 + i)),
      ];
      await Promise.all(
        Array.from({ length: 6 }, async () => {
          while (next < jobs.length) await jobs[next++]();
        }),
      );
      const openSeconds = (performance.now() - t0) / 1000;
      // each table's four keys a quarter of a second apart, the tables spread over the second
      const keys: { table: number; seat: number; at: number }[] = [];
      let measuring = false;
      let sent = 0;
      const timers: NodeJS.Timeout[] = [];
      tables.forEach((seats, t) =>
        seats.forEach((s, i) => {
          const offset = (1000 * t) / n / 4 + 250 * i;
          timers.push(
            setTimeout(() => {
              const press = () => {
                const at = performance.now();
                if (s.press()) {
                  sent++;
                  if (measuring) keys.push({ table: t, seat: i, at });
                }
              };
              press();
              timers.push(setInterval(press, 1000));
            }, offset),
          );
        }),
      );
      lone.forEach((s, i) => {
        timers.push(
          setTimeout(() => {
            timers.push(setInterval(() => s.press() && sent++, 1000));
          }, (1000 * i) / Math.max(1, thinking)),
        );
      });
      await sleep(5000);
      const at = proc(server.proc.pid as number);
      const sentAt = sent;
      const everyone = [...tables.flat(), ...lone];
      const from = performance.now();
      measuring = true;
      const cpuHere = process.cpuUsage();
      const machineAt = machine();
      const lag = monitorEventLoopDelay({ resolution: 5 });
      lag.enable();
      await sleep(seconds * 1000);
      measuring = false;
      const until = performance.now();
      const after = proc(server.proc.pid as number);
      lag.disable();
      const here = process.cpuUsage(cpuHere);
      const machineAfter = machine();
      const keysSent = sent - sentAt;
      for (const t of timers) clearTimeout(t);
      // the last keys' frames: a key's latency is counted up to a second
      await sleep(1100);

      // each key that chose a ploy, told by what the screens show: its own screen no longer asks
      // for a ploy, and each other seat's shows "Seat N has chosen a ploy" in this round's log (or a
      // later round: the round could not end without it). Read from each connection's screen as a
      // terminal draws it, chunk by chunk: a key that found its seat not choosing a ploy (chosen
      // already, a capture to choose, the game over) caused no frame and is not counted, and a frame
      // that only repainted an old line is not taken for a key's. A seat that showed nothing of a
      // key within a second counts as a second or more.
      const lat: number[] = [];
      // each latency, and whether a table ended within a second of its key
      const ends = tables.map((seats) => seats[0].overAt).filter((t): t is number => t !== undefined);
      const nearEnd = (at: number) => ends.some((e) => Math.abs(e - at) <= 1000);
      const split: [number[], number[]] = [[], []];
      const add = (at: number, ms: number) => {
        lat.push(ms);
        split[nearEnd(at) ? 0 : 1].push(ms);
      };
      let blank = 0;
      let moved = 0;
      const screens = await Promise.all(tables.map((seats) => Promise.all(seats.map((s) => readScreens(s.chunks)))));
      for (const k of keys) {
        const seen = screens[k.table];
        const before = seen[k.seat].findLast((x) => x.at < k.at);
        if (!before?.choosing) continue;
        const round = before.round;
        const within = (x: Screen) => x.at >= k.at && x.at < k.at + 1000;
        const own = seen[k.seat].find((x) => within(x) && (x.round > round || !x.choosing));
        moved++;
        seen.forEach((states, j) => {
          const shown = j === k.seat ? own : states.find((x) => within(x) && (x.round > round || (x.round === round && x.chosen.includes(k.seat + 1))));
          if (shown) add(k.at, shown.at - k.at);
          else {
            blank++;
            add(k.at, Infinity);
          }
        });
      }
      lat.sort((a, b) => a - b);
      const load = loadavg().map((l) => l.toFixed(1)).join(' ');
      const p50 = percentile(lat, 50);
      const p99 = percentile(lat, 99);
      const over = tables.filter((seats) => seats[0].over).length;
      report('tables', `connections at ${n} four-person Feast tables and ${thinking} tables of one person and three hard computers, a key a second each (opened in ${openSeconds.toFixed(0)} s; load ${load})`, total, { goal: '>= 200 at four-seat tables', ok: 4 * n >= 200 });
      report(
        'tables',
        `key to every seat's frame p50 / p99, ms, over ${lat.length} seat frames of ${moved} keys that chose a ploy in ${seconds} s (${blank} seats drew nothing within a second; ${over} tables ended meanwhile)`,
        `${ms(p50)} / ${ms(p99)}`,
        { goal: 'p99 <= 150', ok: p99 <= 150 },
      );
      for (const l of split) l.sort((a, b) => a - b);
      const p99of = (l: number[]) => (l.length ? ms(percentile(l, 99)) : '-');
      report(
        'tables',
        `key to every seat's frame p99, ms: keys within a second of a table's end (${split[0].length} seat frames) / the others (${split[1].length})`,
        `${p99of(split[0])} / ${p99of(split[1])}`,
      );
      const perKey = ((after.main - at.main) / keysSent) * 1000;
      report(
        'tables',
        `server CPU per key, main thread, ms (${keysSent} keys; that thread busy ${((100 * (after.main - at.main)) / seconds).toFixed(0)}% of the window; the other threads: ${(after.others - at.others).toFixed(1)} s)`,
        Number(perKey.toFixed(2)),
      );
      // what a frame costs is steadier than what a key does: how many frames a key causes depends on how far the games got
      const sentWithin = (s: Seat) => s.chunks.filter((c) => c.at >= from && c.at < until).length;
      const chunks = tables.reduce((n, seats) => n + seats.reduce((m, s) => m + sentWithin(s), 0), 0);
      const frames = everyone.reduce((n, s) => n + sentWithin(s), 0);
      report('tables', `frames (chunks of output) the four-person tables' connections received per key sent there (4 screens each)`, Number((chunks / Math.max(1, keys.length)).toFixed(2)));
      report('tables', `server CPU per frame, main thread, ms (${frames} chunks of output sent while measuring, every connection's)`, Number((((after.main - at.main) / Math.max(1, frames)) * 1000).toFixed(3)));
      report(
        'tables',
        `this client process's event-loop delay p50 / p99 / max, ms (its CPU ${((here.user + here.system) / 1e6).toFixed(1)} s in the window)`,
        `${(lag.percentile(50) / 1e6).toFixed(1)} / ${(lag.percentile(99) / 1e6).toFixed(1)} / ${(lag.max / 1e6).toFixed(1)}`,
      );
      if (machineAt && machineAfter) {
        const d = machineAfter.map((v, i) => v - machineAt[i]);
        const all = d.reduce((a, b) => a + b, 0) || 1;
        const pct = (x: number) => ((100 * x) / all).toFixed(0);
        // /proc/stat's first line: user nice system idle iowait irq softirq steal
        report('tables', `the machine's CPU over the window, % of all cores: busy at normal priority / niced / idle / stolen by the host`, `${pct(d[0] + d[2] + d[5] + d[6])} / ${pct(d[1])} / ${pct(d[3] + d[4])} / ${pct(d[7])}`);
      }
      report('tables', `server RSS per connection, MB ((${after.rss.toFixed(0)} - ${before.rss.toFixed(0)}) / ${total})`, Number(((after.rss - before.rss) / total).toFixed(2)));
      for (const seats of tables) for (const s of seats) s.close();
      for (const s of lone) s.close();
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
