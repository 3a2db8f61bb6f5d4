/**
 * `dinner-games serve` under load, as the production bundle runs it, driven by ssh2's own
 * client from this process:
 *
 * - N simultaneous connections, each playing Royal Dinner Party by script at a key a second
 *   (a brisk player: Enter plays the game on, `?` opens the help page and closes it again, `n`
 *   starts a new game after the end: every key draws a frame), their keys spread evenly over
 *   the second; meanwhile computer players think
 *   at M tables of The Feast (three `hard` seats each, no pause), on the server's worker pool;
 * - key-to-frame latency: from a key written to the first byte of the frame it causes, over
 *   every Royal Dinner Party key of the measured window (p50, p99, and keys with no frame before
 *   the next, a second later);
 * - server RSS per connection: (RSS with every connection playing - RSS before any) / connections;
 * - CPU per key: the server's main thread's CPU time over the window (SSH, frames; the thinking
 *   runs on worker threads, reported apart) divided by the keys sent in it, and how busy that
 *   thread was: on a machine shared with other work, a latency far above what a thread this
 *   busy would give says the thread waited for a CPU;
 * - a flood: 500 TCP connections that never finish the handshake, then a real player: the time
 *   it takes that player to log in (goal: within 2 s), with the server's default limits.
 *
 * Knobs: BENCH_SERVE_CONNECTIONS (200), BENCH_SERVE_THINKING (10 Feast tables),
 * BENCH_SERVE_SECONDS (30, the measured window), BENCH_SERVE_FLOOD (500), BENCH_SERVE_NODE_ARGS
 * (node's options for the server, split at spaces: `--cpu-prof --cpu-prof-dir=prof` profiles it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createConnection, type Socket } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import ssh2 from 'ssh2';
import { newKey } from '../src/serve/keys.js';
import { cleanEnv } from './ui.js';
import { env, report } from './report.js';

/**
 * The ciphers and MACs in OpenSSH's order of preference (its client's defaults), so that the
 * server negotiates with the bench what it negotiates with a player's `ssh`.
 */
const OPENSSH_ORDER: ssh2.Algorithms = {
  cipher: ['chacha20-poly1305@openssh.com', 'aes128-ctr', 'aes192-ctr', 'aes256-ctr', 'aes128-gcm@openssh.com', 'aes256-gcm@openssh.com'],
  hmac: ['hmac-sha2-256-etm@openssh.com', 'hmac-sha2-512-etm@openssh.com', 'hmac-sha1-etm@openssh.com', 'hmac-sha2-256', 'hmac-sha2-512', 'hmac-sha1'],
};

/** How long a connection may take to show its first screen before the bench gives up on it. */
const FIRST_SCREEN_MS = 60_000;

/**
 * Logs `client` in with `key` and runs `command` in an 80x24 pty, as OpenSSH's client does in a
 * session with a terminal; `onData` hears every chunk, and the channel is given once `seen()`
 * shows a game's first frame (its "turn"); a connection that closes first, or shows no such
 * frame within a minute, is an error naming what it showed.
 */
export function openPty(client: ssh2.Client, port: number, key: Buffer | string, command: string, onData: (d: Buffer) => void, seen: () => string): Promise<ssh2.ClientChannel> {
  return new Promise((resolve, reject) => {
    client.on('error', reject);
    client.on('ready', () => {
      client.setNoDelay(true);
      client.exec(command, { pty: { term: 'xterm-256color', cols: 80, rows: 24 }, env: { LANG: 'C.UTF-8' } }, (err, ch) => {
        if (err) return reject(err);
        ch.on('data', onData);
        let errors = '';
        ch.stderr.on('data', (d: Buffer) => (errors = (errors + d.toString()).slice(-300)));
        // the first screen within a minute, or the bench says what it saw instead of waiting on
        let settled = false;
        const fail = (why: string) => {
          if (settled) return;
          settled = true;
          client.end();
          reject(new Error(`${why} (\`${command}\`): ${JSON.stringify((errors + seen()).slice(-300))}`));
        };
        ch.on('close', () => fail('the connection closed before its first screen'));
        const t0 = Date.now();
        const first = () => {
          if (settled) return;
          if (seen().includes('turn')) {
            settled = true;
            resolve(ch);
          } else if (Date.now() - t0 > FIRST_SCREEN_MS) fail(`no first screen within ${FIRST_SCREEN_MS / 1000} s`);
          else setTimeout(first, 20);
        };
        first();
      });
    });
    client.connect({ host: '127.0.0.1', port, username: 'bench', privateKey: key, readyTimeout: 120_000, algorithms: OPENSSH_ORDER });
  });
}

/** Percentile (nearest rank) of sorted numbers. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** A process's resident memory (MB) and, per thread, CPU seconds (utime + stime), from /proc. */
export function proc(pid: number): { rss: number; main: number; others: number } {
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const tick = 100; // USER_HZ on Linux
  let main = 0;
  let others = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
      const cpu = (Number(fields[11]) + Number(fields[12])) / tick;
      if (Number(tid) === pid) main += cpu;
      else others += cpu;
    } catch {
      // the thread ended meanwhile
    }
  }
  return { rss, main, others };
}

interface Server {
  proc: ChildProcess;
  port: number;
  stop(): Promise<void>;
}

export async function startServer(state: string, args: string[]): Promise<Server> {
  const nodeArgs = (process.env.BENCH_SERVE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const p = spawn(process.execPath, [...nodeArgs, 'bin/dinner-games.js', 'serve', '--open', '--port', '0', '--state', state, ...args], {
    env: cleanEnv(),
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let out = '';
  p.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  const t0 = Date.now();
  while (!/Players type/.test(out)) {
    if (p.exitCode !== null || Date.now() - t0 > 20_000) throw new Error(`serve did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const port = Number(/listening on [^:]+:(\d+)/.exec(out)?.[1]);
  const exited = new Promise<void>((r) => p.on('exit', () => r()));
  return {
    proc: p,
    port,
    stop: async () => {
      p.kill('SIGTERM');
      await exited;
    },
  };
}

/** A player: a logged-in client with a pty running `command`, measuring each key to its frame. */
class Player {
  private client = new ssh2.Client();
  private ch?: ssh2.ClientChannel;
  private sentAt: number | undefined;
  private tail = '';
  /** Key-to-frame times (ms) while measuring; keys that drew nothing before the next key. */
  latencies: number[] = [];
  silent = 0;
  keys = 0;
  /** Chunks of output received (frames, told apart as they come) while measuring. */
  frames = 0;
  measuring = false;
  private step = 0;

  constructor(private readonly script: 'rdp' | 'feast') {}

  /** Logs in with `key` and runs `command` in a pty of 80x24; resolves at its first frame of a game. */
  open(port: number, key: Buffer, command: string): Promise<void> {
    return openPty(this.client, port, key, command, (d) => this.data(d), () => this.tail).then((ch) => {
      this.ch = ch;
    });
  }

  private data(d: Buffer): void {
    if (this.measuring) this.frames++;
    if (this.sentAt !== undefined) {
      if (this.measuring) this.latencies.push(performance.now() - this.sentAt);
      this.sentAt = undefined;
    }
    this.tail = (this.tail + d.toString()).slice(-4000);
  }

  /** The next key of the script. */
  press(): void {
    if (!this.ch) return;
    // a key that drew nothing in the second since it was sent
    if (this.sentAt !== undefined && this.measuring) this.silent++;
    let key: string;
    if (this.tail.includes('game over')) {
      key = 'n';
      this.tail = '';
    } else if (this.script === 'feast') key = '\r';
    else key = ['\r', '?', '?'][this.step++ % 3];
    this.sentAt = performance.now();
    this.keys++;
    this.ch.write(key);
  }

  close(): void {
    this.client.end();
  }
}

/** A connection that never finishes the handshake (half say their version line, then nothing). */
function stalled(port: number, localAddress: string, hello: boolean): Promise<Socket> {
  return new Promise((resolve) => {
    const s = createConnection({ host: '127.0.0.1', port, localAddress });
    s.on('error', () => {});
    s.on('connect', () => {
      if (hello) s.write('SSH-2.0-flood\r\n');
      resolve(s);
    });
    s.on('close', () => resolve(s));
    s.resume();
  });
}

export async function benchServe(): Promise<void> {
  const n = env('BENCH_SERVE_CONNECTIONS', 200);
  const thinking = env('BENCH_SERVE_THINKING', 10);
  const seconds = env('BENCH_SERVE_SECONDS', 30);
  const floodCount = env('BENCH_SERVE_FLOOD', 500);
  const dir = mkdtempSync(join(tmpdir(), 'dg-bench-serve-'));
  const key = newKey();
  try {
    const server = await startServer(join(dir, 'load'), ['--max-connections', String(n + thinking + 10), '--max-per-address', String(n + thinking + 10), '--input-rate', '4096']);
    try {
      await new Promise((r) => setTimeout(r, 500));
      const before = proc(server.proc.pid as number);
      // each player its own key: every connection plays from its own folder
      const playerKeys = Array.from({ length: n + thinking }, () => Buffer.from(newKey()));
      const rdp = Array.from({ length: n }, () => new Player('rdp'));
      const feast = Array.from({ length: thinking }, () => new Player('feast'));
      const t0 = performance.now();
      let next = 0;
      const all: [Player, string][] = [
        ...rdp.map((p, i): [Player, string] => [p, `play royal-dinner-party --seed ${i + 1} --delay 0 --replace`]),
        ...feast.map((p, i): [Player, string] => [p, `play the-feast --seed ${i + 1} --seats human,hard,hard,hard --delay 0 --replace`]),
      ];
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < all.length) {
            const i = next++;
            await all[i][0].open(server.port, playerKeys[i], all[i][1]);
          }
        }),
      );
      const openSeconds = (performance.now() - t0) / 1000;
      // a key a second each, spread over the second
      const everyone = [...rdp, ...feast];
      const timers = everyone.map((p, i) => {
        let t: NodeJS.Timeout | undefined;
        const start = setTimeout(() => {
          p.press();
          t = setInterval(() => p.press(), 1000);
        }, (1000 * i) / everyone.length);
        return () => {
          clearTimeout(start);
          clearInterval(t);
        };
      });
      // warm up, then measure
      await new Promise((r) => setTimeout(r, 5000));
      const at = proc(server.proc.pid as number);
      const keysAt = everyone.reduce((s, p) => s + p.keys, 0);
      const cpuHere = process.cpuUsage();
      for (const p of everyone) p.measuring = true;
      await new Promise((r) => setTimeout(r, seconds * 1000));
      for (const p of everyone) p.measuring = false;
      const after = proc(server.proc.pid as number);
      const here = process.cpuUsage(cpuHere);
      const keys = everyone.reduce((s, p) => s + p.keys, 0) - keysAt;
      for (const stop of timers) stop();
      const frames = everyone.reduce((s, p) => s + p.frames, 0);
      const lat = rdp.flatMap((p) => p.latencies).sort((a, b) => a - b);
      const silent = rdp.reduce((s, p) => s + p.silent, 0);
      const load = loadavg().map((l) => l.toFixed(1)).join(' ');
      const p50 = percentile(lat, 50);
      const p99 = percentile(lat, 99);
      report('serve', `connections playing Royal Dinner Party at a key a second, ${thinking} Feast tables of hard computers thinking (opened in ${openSeconds.toFixed(0)} s; load ${load})`, n + thinking, { goal: '>= 200', ok: n >= 200 });
      report('serve', `key to frame p50 / p99 over ${lat.length} keys in ${seconds} s, ms (${silent} keys drew nothing within a second)`, `${p50.toFixed(1)} / ${p99.toFixed(1)}`, { goal: 'p99 <= 100', ok: p99 <= 100 && silent === 0 });
      const perConn = (after.rss - before.rss) / (n + thinking);
      report('serve', `server RSS per connection, MB ((${after.rss.toFixed(0)} - ${before.rss.toFixed(0)}) / ${n + thinking})`, Number(perConn.toFixed(2)), { goal: '<= 3', ok: perConn <= 3 });
      const perKey = ((after.main - at.main) / keys) * 1000;
      const busy = (100 * (after.main - at.main)) / seconds;
      report(
        'serve',
        `server CPU per key, main thread, ms (${keys} keys; that thread busy ${busy.toFixed(0)}% of the window; the other threads (thinking, disk): ${(after.others - at.others).toFixed(1)} s; this client process: ${((here.user + here.system) / 1e6).toFixed(1)} s)`,
        Number(perKey.toFixed(2)),
      );
      // what a frame costs is steadier than what a key does: a thread that falls behind draws fewer frames
      report('serve', `server CPU per frame, main thread, ms (${frames} chunks of output sent while measuring, every connection's)`, Number((((after.main - at.main) / Math.max(1, frames)) * 1000).toFixed(3)));
      for (const p of everyone) p.close();
    } finally {
      await server.stop();
    }

    // the flood: default limits; 500 connections that never log in, then a player
    const flooded = await startServer(join(dir, 'flood'), []);
    try {
      for (const from of ['many addresses', 'the player\'s address'] as const) {
        const sockets: Socket[] = [];
        for (let i = 0; i < floodCount; i++) {
          const address = from === 'many addresses' ? `127.0.${1 + (i >> 8)}.${2 + (i % 250)}` : '127.0.0.1';
          sockets.push(await stalled(flooded.port, address, i % 2 === 0));
        }
        const t0 = performance.now();
        const c = new ssh2.Client();
        const ms = await new Promise<number>((resolve) => {
          c.on('ready', () => resolve(performance.now() - t0));
          c.on('error', () => resolve(Infinity));
          c.connect({ host: '127.0.0.1', port: flooded.port, username: 'player', privateKey: key, readyTimeout: 10_000 });
        });
        c.end();
        for (const s of sockets) s.destroy();
        report('serve', `a player logs in past ${floodCount} connections that never finish the handshake, from ${from}, ms`, Number.isFinite(ms) ? Math.round(ms) : 'never', { goal: '<= 2000', ok: ms <= 2000 });
        await new Promise((r) => setTimeout(r, 300));
      }
    } finally {
      await flooded.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
