/**
 * Start-up and the published package.
 *
 * - CPU time of `--version` and `list` against a bare `node -e 0`, run interleaved in the same
 *   process so that the machine's load touches all three alike: the ratio is the figure. CPU time
 *   of the children comes from /proc/self/stat (cutime + cstime, summed over all runs, so the
 *   clock's 10 ms tick is small against the total); wall-clock medians are printed beside it.
 * - The menu's first frame in a pseudo-terminal against `node -e 0`'s wall time, medians.
 * - The tarball and installed sizes and the offline install time of the packed package.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { packAndInstall } from './package.js';
import { median, report } from './report.js';
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
  if (!ptyProblem) {
    const frames: number[] = [];
    const bases: number[] = [];
    const dir = (await import('node:fs')).mkdtempSync(`${(await import('node:os')).tmpdir()}/dg-bench-start-`);
    for (let i = 0; i < 9; i++) {
      const b0 = performance.now();
      spawnSync(process.execPath, ['-e', '0']);
      bases.push(performance.now() - b0);
      const t0 = performance.now();
      const term = new Term([], { env: cleanEnv({ DINNER_GAMES_STATE_DIR: dir }) });
      await term.waitFor('Start a new game', 10_000);
      frames.push(performance.now() - t0);
      term.kill();
    }
    const frame = median(frames.slice(1));
    const bare = median(bases.slice(1));
    const ratio = frame / bare;
    const label = `menu's first frame: wall median / node -e 0's (8 runs each, after a warm-up; ${Math.round(frame)} ms against ${Math.round(bare)} ms)`;
    report('startup', label, Number(ratio.toFixed(2)), { goal: '<= 2.5', ok: ratio <= 2.5 });
  }

  const pkg = packAndInstall();
  try {
    report('package', 'tarball (kB)', Math.round(pkg.tarballBytes / 1024));
    report('package', 'installed size (kB, the whole prefix: no dependencies)', Math.round(pkg.installedBytes / 1024));
    report('package', 'npm install from the tarball, offline (s, one run)', Number((pkg.installMs / 1000).toFixed(2)));
  } finally {
    pkg.cleanup();
  }
}
