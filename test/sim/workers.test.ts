// Issue 15, the simulator's workers: how many there may be (the CPUs this process may use, a
// container's quota included, and a cap on --workers), and supervision: a worker that leaves
// with games unplayed or finishes none for too long is a clear error, never a silent exit or a
// wait without end. The results stay those of one thread.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/engine/registry.js';
import { cgroupCpuLimit, defaultWorkers, maxWorkers } from '../../src/sim/cpus.js';
import { runStudy } from '../../src/sim/pool.js';
import { prepareVariant, specOf } from '../../src/sim/simulate.js';
import { cli } from '../helpers/cli.js';
import { dealSeed } from '../../src/sim/seeds.js';

const spec = specOf(prepareVariant(getGame('royal-dinner-party'), { seats: 'greedy' }), 3);
/** A worker script of the test's own making. */
function fakeWorker(body: string): URL {
  const file = join(mkdtempSync(join(tmpdir(), 'dg-worker-')), 'worker.mjs');
  writeFileSync(file, `import { parentPort } from 'node:worker_threads';\n${body}\n`);
  return pathToFileURL(file);
}

describe('how many workers', () => {
  const files = (map: Record<string, string>) => (path: string) => map[path];

  it("follow a container's CPU quota (cgroup v2 and v1), not the host's count", () => {
    expect(cgroupCpuLimit(files({ '/sys/fs/cgroup/cpu.max': '150000 100000\n' }))).toBe(2);
    expect(cgroupCpuLimit(files({ '/sys/fs/cgroup/cpu.max': '50000 100000' }))).toBe(1);
    expect(cgroupCpuLimit(files({ '/sys/fs/cgroup/cpu.max': 'max 100000' }))).toBeUndefined();
    expect(cgroupCpuLimit(files({ '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': '400000', '/sys/fs/cgroup/cpu/cpu.cfs_period_us': '100000' }))).toBe(4);
    expect(cgroupCpuLimit(files({ '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': '-1', '/sys/fs/cgroup/cpu/cpu.cfs_period_us': '100000' }))).toBeUndefined();
    expect(cgroupCpuLimit(files({}))).toBeUndefined();
    // outside a container: the group /proc/self/cgroup names
    const own = { '/proc/self/cgroup': '0::/user.slice/run.scope\n', '/sys/fs/cgroup/user.slice/run.scope/cpu.max': '300000 100000' };
    expect(cgroupCpuLimit(files({ ...own, '/sys/fs/cgroup/cpu.max': 'max 100000' }))).toBe(3);
    expect(defaultWorkers()).toBe(Math.min(availableParallelism(), cgroupCpuLimit() ?? Infinity));
  });

  it('--workers has a cap, told in one line', () => {
    const r = cli(['simulate', 'royal-dinner-party', '-n', '8', '--workers', '999']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(`--workers takes 1 to ${maxWorkers()}, not 999: this process may use ${defaultWorkers()} CPU`);
  });
});

describe('supervision', () => {
  it('a worker that exits cleanly with games owed is an error naming them', async () => {
    const file = fakeWorker("parentPort.once('message', () => process.exit(0));");
    await expect(runStudy(spec, 0, 40, { workers: 2, workerFile: file })).rejects.toThrow(
      /a simulation worker stopped \(exit code 0\) with \d+ games unplayed; the study is not finished/,
    );
  });

  it('a worker that crashes is an error too', async () => {
    const file = fakeWorker("parentPort.once('message', () => process.exit(3));");
    await expect(runStudy(spec, 0, 40, { workers: 2, workerFile: file })).rejects.toThrow(/stopped \(exit code 3\)/);
  });

  it('a worker stuck in a loop is found by the games it does not finish, and named', async () => {
    const file = fakeWorker("parentPort.once('message', () => { for (;;) {} });");
    await expect(runStudy(spec, 0, 400, { workers: 2, workerFile: file, stallMs: 300 })).rejects.toThrow(
      // the seed of the deal itself, as --game-seed takes it to play that game again
      new RegExp(`a simulation worker finished no game for 300 ms, on game 1 of the study \\(seed ${dealSeed(spec.seed, 0)}\\): it seems stuck`),
    );
  });

  it('a slow but working worker is not stuck, and the results are those of one thread', async () => {
    const one = await runStudy(spec, 0, 400, { workers: 1 });
    const two = await runStudy(spec, 0, 400, { workers: 2, stallMs: 3000 });
    expect(two.toJSON()).toEqual(one.toJSON());
  });
});
