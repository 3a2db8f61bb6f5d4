/**
 * The screens, measured as a person on a slow SSH link meets them: the real bin in a
 * pseudo-terminal (@lydell/node-pty) of 80x24, its output read by a headless xterm.
 *
 * - cold start: from spawning `node bin/dinner-games.js` to the menu's first frame;
 * - bytes written for one cursor move on the Royal Dinner Party table;
 * - time from a key to the next frame;
 * - memory (RSS) while playing.
 *
 * `Term` is also the end-to-end tests' terminal (test/e2e/*.test.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import xterm from '@xterm/headless';
import type * as Pty from '@lydell/node-pty';
import { median, report } from './report.js';

/**
 * The pseudo-terminal library, loaded by hand so that a machine where its prebuilt binary does
 * not load (not Linux, macOS or Windows on x64/arm64) skips the terminal tests with a notice
 * instead of failing to import them. `DINNER_GAMES_REQUIRE_PTY=1` (set by CI) makes it an error.
 */
function loadPty(): { pty?: typeof Pty; problem?: string } {
  try {
    return { pty: createRequire(import.meta.url)('@lydell/node-pty') as typeof Pty };
  } catch (e) {
    const problem = `the pseudo-terminal library @lydell/node-pty cannot load here (${(e as Error).message.split('\n')[0]})`;
    if (process.env.DINNER_GAMES_REQUIRE_PTY === '1') throw new Error(`${problem}; DINNER_GAMES_REQUIRE_PTY=1 requires it`);
    return { problem };
  }
}
const loaded = loadPty();
/** Why the terminal tests cannot run on this machine, or undefined when they can. */
export const ptyProblem = loaded.problem;
if (ptyProblem) process.stderr.write(`NOTICE: skipping the real-terminal tests and benchmarks: ${ptyProblem}\n`);

export const KEYS = {
  enter: '\r',
  up: '\u001B[A',
  down: '\u001B[B',
  right: '\u001B[C',
  left: '\u001B[D',
  esc: '\u001B',
  tab: '\t',
  ctrlC: '\u0003',
};

/** An environment for the program: a UTF-8 locale, colour, no CI markers (Ink draws nothing live under CI). */
export function cleanEnv(extra: Record<string, string | undefined> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v === undefined || k === 'CI' || k === 'CONTINUOUS_INTEGRATION' || k.startsWith('CI_') || k === 'NO_COLOR') continue;
    if (k === 'FORCE_COLOR' || k.startsWith('LC_') || k === 'LANG' || k === 'DINNER_GAMES_STATE_DIR') continue;
    env[k] = v;
  }
  // the terminal's size comes from the pseudo-terminal, never from the caller's environment
  delete env.COLUMNS;
  delete env.LINES;
  Object.assign(env, { TERM: 'xterm-256color', LANG: 'C.UTF-8' });
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

/** The program in a pseudo-terminal, its screen kept by a headless xterm. */
export class Term {
  readonly proc: Pty.IPty;
  readonly screen: xterm.Terminal;
  /** Everything the program wrote, as received. */
  raw = '';
  /** Bytes received so far. */
  bytes = 0;
  /** When the last output arrived (performance.now()). */
  lastData = 0;
  exit: Promise<{ exitCode: number; signal?: number }>;
  private pending = Promise.resolve();
  private listeners: (() => void)[] = [];

  /**
   * `opts.script`: what node runs instead of the bin (the start-up benchmark's references);
   * `opts.program`: a program to run instead of node (the SSH client of the server's tests).
   */
  constructor(args: string[], opts: { cols?: number; rows?: number; env?: Record<string, string>; cwd?: string; script?: string; program?: string } = {}) {
    const cols = opts.cols ?? 80;
    const rows = opts.rows ?? 24;
    this.screen = new xterm.Terminal({ cols, rows, allowProposedApi: true, scrollback: 200 });
    if (!loaded.pty) throw new Error(ptyProblem);
    const [file, argv] = opts.program ? [opts.program, args] : [process.execPath, [opts.script ?? 'bin/dinner-games.js', ...args]];
    this.proc = loaded.pty.spawn(file, argv, {
      name: 'xterm-256color',
      cols,
      rows,
      cwd: opts.cwd ?? process.cwd(),
      env: opts.env ?? cleanEnv(),
    });
    this.proc.onData((d) => {
      this.raw += d;
      this.bytes += Buffer.byteLength(d);
      this.lastData = performance.now();
      this.pending = this.pending.then(() => new Promise<void>((r) => this.screen.write(d, r)));
      for (const l of this.listeners.splice(0)) l();
    });
    this.exit = new Promise((resolve) => this.proc.onExit((e) => resolve(e)));
  }

  /** The visible screen, one string per row, trailing spaces cut. */
  async lines(): Promise<string[]> {
    await this.pending;
    const b = this.screen.buffer.active;
    const out: string[] = [];
    for (let y = 0; y < this.screen.rows; y++) out.push(b.getLine(b.viewportY + y)?.translateToString(true) ?? '');
    return out;
  }

  async text(): Promise<string> {
    return (await this.lines()).join('\n');
  }

  /**
   * Waits until the screen shows `what`, then until the output is quiet a moment, and gives the
   * screen as it is then (the whole frame, not the part that had arrived when `what` did: on a
   * busy machine a frame can come in pieces); fails with the screen when it does not in time.
   */
  async waitFor(what: string | RegExp, ms = 8000): Promise<string> {
    const t0 = Date.now();
    const shows = (text: string) => (typeof what === 'string' ? text.includes(what) : what.test(text));
    for (;;) {
      if (shows(await this.text())) {
        await this.settle(40, 1000);
        const whole = await this.text();
        if (shows(whole)) return whole;
      }
      const text = await this.text();
      if (Date.now() - t0 > ms) throw new Error(`the screen never showed ${String(what)}:\n${text}`);
      await new Promise((r) => setTimeout(r, 15));
    }
  }

  /** Resolves (with the time, performance.now()) when the program has written `text`. */
  written(text: string, ms = 10_000): Promise<number> {
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`never wrote ${text}`)), ms);
      const check = () => {
        if (this.raw.includes(text)) {
          clearTimeout(t);
          resolve(this.lastData);
        } else this.listeners.push(check);
      };
      check();
    });
  }

  /** Resolves at the next output, or after `ms`. */
  nextData(ms = 2000): Promise<boolean> {
    return new Promise((resolve) => {
      const t = setTimeout(() => resolve(false), ms);
      this.listeners.push(() => {
        clearTimeout(t);
        resolve(true);
      });
    });
  }

  /** Waits until nothing has been written for `quiet` ms. */
  async settle(quiet = 40, ms = 3000): Promise<void> {
    const t0 = performance.now();
    while (performance.now() - t0 < ms) {
      if (performance.now() - this.lastData >= quiet) return;
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  /** Types keys one by one, letting each frame come out. */
  async press(...keys: string[]): Promise<void> {
    for (const k of keys) {
      this.proc.write(k);
      await this.nextData(300);
      await this.settle(k === KEYS.esc ? 60 : 25);
    }
  }

  async type(text: string): Promise<void> {
    await this.press(...text);
  }

  resize(cols: number, rows: number): void {
    this.proc.resize(cols, rows);
    this.screen.resize(cols, rows);
  }

  kill(signal = 'SIGKILL'): void {
    try {
      this.proc.kill(signal);
    } catch {
      // already gone
    }
  }
}

/** The resident memory of a process, in megabytes (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export async function benchUi(): Promise<void> {
  if (ptyProblem) {
    report('ui', 'skipped', ptyProblem);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'dg-bench-ui-'));
  const env = cleanEnv({ DINNER_GAMES_STATE_DIR: dir });
  try {
    // cold start to the menu's first frame
    const starts: number[] = [];
    for (let i = 0; i < 9; i++) {
      const t0 = performance.now();
      const t = new Term([], { env });
      starts.push((await t.written('Start a new game')) - t0);
      t.kill();
      await t.exit;
    }
    const start = median(starts.slice(2));
    const load = loadavg()[0].toFixed(1);
    report('ui', `cold start to the menu (median of 7, ms; load average ${load})`, Math.round(start), { goal: '<= 300', ok: start <= 300 });

    // the Royal Dinner Party table: a drawn card to place, then cursor moves
    const t = new Term(['play', 'royal-dinner-party', '--seed', '42', '--delay', '0'], { env });
    await t.waitFor('Final Touch');
    await t.press(KEYS.enter, KEYS.enter);
    await t.waitFor('Drawn: 6♣');
    await t.settle(100);
    const moveBytes: number[] = [];
    const latencies: number[] = [];
    const arrows = [KEYS.right, KEYS.right, KEYS.down, KEYS.left, KEYS.left, KEYS.up];
    for (let i = 0; i < 30; i++) {
      const before = t.bytes;
      const t0 = performance.now();
      t.proc.write(arrows[i % arrows.length]);
      const drawn = await t.nextData(1000);
      if (drawn) latencies.push(performance.now() - t0);
      await t.settle(60);
      moveBytes.push(t.bytes - before);
    }
    const bytes = median(moveBytes);
    report('ui', 'bytes written for one cursor move on the table (median of 30)', bytes, { goal: '<= 1024', ok: bytes <= 1024 });
    const latency = median(latencies);
    report('ui', 'key to next frame (median of 30, ms)', Number(latency.toFixed(1)), { goal: '<= 20', ok: latency <= 20 });

    // memory while playing: a few dozen moves in
    for (let i = 0; i < 40; i++) await t.press(KEYS.enter);
    const rss = rssMb(t.proc.pid);
    report('ui', 'memory while playing (RSS, MB)', Math.round(rss), { goal: '<= 150', ok: rss <= 150 });
    t.proc.write('q');
    await t.exit;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
