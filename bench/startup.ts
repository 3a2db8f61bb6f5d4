/**
 * Start-up and the published package.
 *
 * - CPU time of `--version` and `list` against a bare `node -e 0`, run interleaved in the same
 *   process so that the machine's load touches all three alike: the ratio is the figure. CPU time
 *   of the children comes from /proc/self/stat (cutime + cstime, summed over all runs, so the
 *   clock's 10 ms tick is small against the total); wall-clock medians are printed beside it.
 * - The menu's first frame in a pseudo-terminal: the program's own CPU time (all its threads,
 *   from /proc/<pid>/stat) and wall time when the frame is on screen, against node writing one
 *   line in the same pseudo-terminal and against a bare Ink program's first frame
 *   (bench/ink-floor.tsx), the least an Ink screen costs. The goal is the menu's wall time
 *   within 1.15x of the bare Ink program's, round by round. Beside it, the same program
 *   drawing a screen of the menu's size (`--menu-sized`): what drawing that many rows costs.
 * - The tarball and installed sizes and the offline install time of the packed package.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { packAndInstall } from './package.js';
import { median, medianInterval, report } from './report.js';
import { cleanEnv, ptyProblem, Term } from './ui.js';

/** CPU seconds used by this process's waited-for children so far (Linux), or NaN elsewhere. */
function childrenCpu(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields from the state on: cutime is the 14th, cstime the 15th (0-based 13, 14)
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

interface Timing {
  cpu: number;
  walls: number[];
}

function runs(commands: Record<string, string[]>, rounds: number): Record<string, Timing> {
  const out: Record<string, Timing> = {};
  for (const name of Object.keys(commands)) out[name] = { cpu: 0, walls: [] };
  for (let r = 0; r < rounds; r++) {
    for (const [name, args] of Object.entries(commands)) {
      const c0 = childrenCpu();
      const t0 = performance.now();
      const res = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
      if (res.status !== 0) throw new Error(`${args.join(' ')} failed: ${String(res.stderr).trim()}`);
      out[name].walls.push(performance.now() - t0);
      out[name].cpu += childrenCpu() - c0;
    }
  }
  return out;
}

/** CPU milliseconds a process has used so far, all its threads (Linux), or NaN elsewhere. */
function ownCpu(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are the 12th and 13th fields from the state on (0-based 11, 12), in ticks of 10 ms
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Starts `script` in a pseudo-terminal; when `shown` is on screen, its CPU and wall milliseconds. */
async function frameCost(script: string, args: string[], shown: string, dir: string): Promise<{ cpu: number; wall: number }> {
  const t0 = performance.now();
  const term = new Term(args, { env: cleanEnv({ DINNER_GAMES_STATE_DIR: dir }), script });
  try {
    await term.written(shown, 10_000);
    return { cpu: ownCpu(term.proc.pid), wall: performance.now() - t0 };
  } finally {
    term.kill();
    await term.exit;
  }
}

/**
 * The menu's first frame against node writing one line, and a bare Ink program's, interleaved
 * so that the machine's load touches all three alike. CPU time is the figure (per-run medians;
 * the clock ticks in 10 ms, against 70 ms or more); wall medians are printed beside it.
 */
async function benchFirstFrame(): Promise<void> {
  const rounds = Number(process.env.BENCH_FRAME_ROUNDS ?? 12);
  const dir = mkdtempSync(`${tmpdir()}/dg-bench-start-`);
  const kinds = {
    node: { script: '-e', args: ["process.stdout.write('Start a new game'); setInterval(() => {}, 60000)"] },
    ink: { script: 'dist/ink-floor.mjs', args: [] },
    rows: { script: 'dist/ink-floor.mjs', args: ['--menu-sized'] },
    menu: { script: 'bin/dinner-games.js', args: [] },
  };
  const cpu: Record<string, number[]> = { node: [], ink: [], rows: [], menu: [] };
  const wall: Record<string, number[]> = { node: [], ink: [], rows: [], menu: [] };
  // one warm-up round (the file cache), then the measured ones; every other round in the
  // opposite order, so that neither program always runs first or last in its round
  for (let r = 0; r <= rounds; r++) {
    const order = Object.entries(kinds);
    if (r % 2 === 1) order.reverse();
    for (const [name, k] of order) {
      const c = await frameCost(k.script, k.args, 'Start a new game', dir);
      if (r === 0) continue;
      cpu[name].push(c.cpu);
      wall[name].push(c.wall);
    }
  }
  const ms = (name: string) => `${Math.round(median(cpu[name]))} ms`;
  const wallRatio = (name: string) => (median(wall[name]) / median(wall.node)).toFixed(2);
  // each round's ratio to its own node run (the rounds are interleaved), then their median and its 95% interval
  const ratios = (name: string) => cpu[name].map((c, i) => c / cpu.node[i]);
  const interval = (name: string) => medianInterval(ratios(name)).map((x) => x.toFixed(2)).join('-');
  const ink = median(ratios('ink'));
  const menu = median(ratios('menu'));
  const runs = `${rounds} rounds, interleaved, order reversed every other round; median of each round's ratio`;
  report('startup', `a bare Ink program's first frame (the floor for any screen): CPU / node's (${runs}, 95% ${interval('ink')}; ${ms('ink')} against ${ms('node')}; wall ${wallRatio('ink')}x)`, Number(ink.toFixed(2)));
  report('startup', `a bare Ink program drawing a menu-sized screen (80x23, none of the program's code): CPU / node's (${runs}, 95% ${interval('rows')}; ${ms('rows')} against ${ms('node')}; wall ${wallRatio('rows')}x)`, Number(median(ratios('rows')).toFixed(2)));
  report('startup', `menu's first frame: CPU / node's (${runs}, 95% ${interval('menu')}; ${ms('menu')} against ${ms('node')}; wall ${wallRatio('menu')}x)`, Number(menu.toFixed(2)));
  // the goal: the menu's first frame against the bare Ink program's, wall time, each round's pair
  const over = (of: Record<string, number[]>, floor: string) => of.menu.map((m, i) => m / of[floor][i]);
  const wallOverInk = median(over(wall, 'ink'));
  const span = (xs: number[]) => medianInterval(xs).map((x) => x.toFixed(2)).join('-');
  const range = (xs: number[]) => `${Math.min(...xs).toFixed(2)}-${Math.max(...xs).toFixed(2)}`;
  const pairs = (floor: string) =>
    `${runs}, 95% ${span(over(wall, floor))}, range ${range(over(wall, floor))}; CPU ${median(over(cpu, floor)).toFixed(2)}x, 95% ${span(over(cpu, floor))}, range ${range(over(cpu, floor))}`;
  report('startup', `menu's first frame / the bare Ink program's, wall time (${pairs('ink')})`, Number(wallOverInk.toFixed(2)), {
    goal: '<= 1.15',
    ok: wallOverInk <= 1.15,
  });
  // how much of that is drawing the menu's rows at all: the same against Ink alone drawing a screen of the menu's size
  report('startup', `menu's first frame / a bare Ink program drawing a menu-sized screen, wall time (${pairs('rows')})`, Number(median(over(wall, 'rows')).toFixed(2)));
}

export async function benchStartup(): Promise<void> {
  const rounds = Number(process.env.BENCH_STARTUP_ROUNDS ?? 30);
  const t = runs({ node: ['-e', '0'], version: ['bin/dinner-games.js', '--version'], list: ['bin/dinner-games.js', 'list'] }, rounds);
  const base = t.node.cpu;
  const baseWall = median(t.node.walls);
  for (const name of ['version', 'list'] as const) {
    const ratio = t[name].cpu / base;
    const wall = median(t[name].walls) / baseWall;
    report('startup', `${name === 'version' ? '--version' : 'list'}: CPU time / node -e 0's (${rounds} runs each, interleaved; wall medians ${wall.toFixed(2)}x)`, Number(ratio.toFixed(2)), {
      goal: '<= 1.5',
      ok: ratio <= 1.5,
    });
  }
  if (!ptyProblem) await benchFirstFrame();

  const pkg = packAndInstall();
  try {
    report('package', 'tarball (kB)', Math.round(pkg.tarballBytes / 1024));
    report('package', 'installed size (kB, the whole prefix: no dependencies)', Math.round(pkg.installedBytes / 1024));
    report('package', 'npm install from the tarball, offline (s, one run)', Number((pkg.installMs / 1000).toFixed(2)));
  } finally {
    pkg.cleanup();
  }
}
