/**
 * How many CPUs a study may use: those the process may run on (its CPU affinity, which
 * `availableParallelism` reads), within its container's CPU quota (cgroups), which Node does
 * not read: a container limited to 2 CPUs on a 64-core host gets 2 workers, not 64.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/**
 * The CPUs a container's quota allows (cgroup v2 `cpu.max`, else v1 `cpu.cfs_quota_us` over
 * `cpu.cfs_period_us`), rounded up; undefined when there is no quota. `read` gives a file's text.
 */
export function cgroupCpuLimit(read: (path: string) => string | undefined = readSmall): number | undefined {
  // cgroup v2: the process's own group (named in /proc/self/cgroup, "0::/path"), else the root
  // (a container sees its own group there)
  const own = /^0::(\/.*)$/m.exec(read('/proc/self/cgroup') ?? '')?.[1];
  const max = (own && own !== '/' ? read(`/sys/fs/cgroup${own}/cpu.max`) : undefined) ?? read('/sys/fs/cgroup/cpu.max');
  const v2 = max?.trim().split(/\s+/);
  let quota: number | undefined;
  let period: number | undefined;
  if (v2 && v2.length === 2 && v2[0] !== 'max') [quota, period] = v2.map(Number);
  else if (!v2) {
    for (const dir of ['/sys/fs/cgroup/cpu', '/sys/fs/cgroup/cpu,cpuacct']) {
      const q = Number(read(`${dir}/cpu.cfs_quota_us`)?.trim());
      const p = Number(read(`${dir}/cpu.cfs_period_us`)?.trim());
      if (q > 0 && p > 0) [quota, period] = [q, p];
    }
  }
  if (!quota || !period || !(quota > 0) || !(period > 0)) return undefined;
  return Math.max(1, Math.ceil(quota / period));
}

function readSmall(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').slice(0, 200);
  } catch {
    return undefined;
  }
}

/** Every CPU the process may use: those it may run on (affinity), within its container's quota. */
export function defaultWorkers(): number {
  return Math.max(1, Math.min(availableParallelism(), cgroupCpuLimit() ?? Infinity));
}

/** The most worker threads `--workers` may ask for: more than the CPUs only adds memory, so a few times them at most. */
export function maxWorkers(): number {
  return Math.max(8, 4 * defaultWorkers());
}
