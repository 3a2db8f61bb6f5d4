// The scale-out examples of docs/simulate.md, run as written on this machine with a smaller -n:
// the Kubernetes Indexed Job's command once per index, the Slurm array script once per task,
// and the GNU parallel line for real on local jobs. Each merge must equal one run of the study.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { untimed } from '../helpers/sim.js';

const doc = readFileSync('docs/simulate.md', 'utf8');
const SMALL = '24';

/** The fenced block after `<!-- example: name -->`, with the study made small. */
function example(name: string): string {
  const m = new RegExp(`<!-- example: ${name} -->\\n\`\`\`\\w*\\n([\\s\\S]*?)\`\`\`\\n`).exec(doc);
  if (!m) throw new Error(`docs/simulate.md has no example "${name}"`);
  return m[1].replace(/100000/g, SMALL);
}

const root = mkdtempSync(join(tmpdir(), 'sim-docs-'));
const shims = join(root, 'bin');
const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', PATH: `${shims}:${process.env.PATH ?? ''}` };
// the examples' variables must come from the engines, not from the machine running the tests
for (const k of Object.keys(env)) if (/^(JOB_COMPLETION_INDEX|AWS_BATCH_|SLURM_|PARALLEL_)/.test(k)) delete env[k];

function run(command: string, args: string[], cwd: string, extra: Record<string, string> = {}): string {
  const r = spawnSync(command, args, { cwd, env: { ...env, ...extra }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${r.status}): ${r.stderr}`);
  return r.stdout;
}


let whole = '';
beforeAll(() => {
  mkdirSync(shims);
  const shim = join(shims, 'dinner-games');
  writeFileSync(shim, `#!/bin/sh\nexec "${process.execPath}" "${resolve('bin/dinner-games.js')}" "$@"\n`);
  chmodSync(shim, 0o755);
  whole = untimed(run('dinner-games', ['simulate', 'the-feast', '--seats', 'greedy,greedy,greedy,greedy', '-n', SMALL, '--seed', '1', '--workers', '1', '--json'], root));
});

function fresh(name: string): string {
  const dir = join(root, name);
  mkdirSync(dir);
  return dir;
}

describe('docs/simulate.md scale-out examples', () => {
  it('the Kubernetes Indexed Job, one pod per index, then the merge', () => {
    const dir = fresh('k8s');
    const results = join(dir, 'results');
    const job = parse(example('kubernetes-job')) as {
      kind: string;
      spec: { completionMode: string; completions: number; template: { spec: { containers: { command: string[]; args: string[] }[] } } };
    };
    expect(job.kind).toBe('Job');
    expect(job.spec.completionMode).toBe('Indexed');
    const { command, args } = job.spec.template.spec.containers[0];
    expect(args[args.indexOf('--shards') + 1]).toBe(String(job.spec.completions));
    const local = args.map((a) => a.replace('/results/', `${results}/`));
    for (let i = 0; i < job.spec.completions; i++) {
      run(command[0], [...command.slice(1), ...local, '--workers', '1'], dir, { JOB_COMPLETION_INDEX: String(i) });
    }
    run('bash', ['-e', '-c', example('kubernetes-merge').replace(/\/results\//g, `${results}/`)], dir);
    expect(untimed(readFileSync(join(dir, 'feast-study.json'), 'utf8'))).toBe(whole);
  });

  it('the Slurm array script, once per task, then the merge it schedules', () => {
    const dir = fresh('slurm');
    const script = example('slurm-array');
    const [, min, max] = /#SBATCH --array=(\d+)-(\d+)/.exec(script)!.map(Number);
    writeFileSync(join(dir, 'feast.sbatch'), script);
    for (let task = min; task <= max; task++) {
      run('bash', ['feast.sbatch'], dir, {
        SLURM_ARRAY_TASK_ID: String(task),
        SLURM_ARRAY_TASK_MIN: String(min),
        SLURM_ARRAY_TASK_MAX: String(max),
        SLURM_ARRAY_TASK_COUNT: String(max - min + 1),
        SLURM_CPUS_PER_TASK: '1',
      });
    }
    const wrapped = /--wrap "([^"]+)"/.exec(example('slurm-merge'))![1];
    run('bash', ['-e', '-c', wrapped], dir);
    expect(untimed(readFileSync(join(dir, 'feast-study.json'), 'utf8'))).toBe(whole);
    // a task that failed, played again alone as the docs say (sbatch --array=2 feast.sbatch)
    const rerun = /`sbatch --array=(\d+)\s+feast\.sbatch`/.exec(doc);
    expect(rerun).not.toBeNull();
    const task = rerun![1];
    const shard = join(dir, 'results', `shard-${Number(task) - min + 1}-of-${max - min + 1}.json`);
    rmSync(shard);
    rmSync(join(dir, 'feast-study.json'));
    run('bash', ['feast.sbatch'], dir, { SLURM_ARRAY_TASK_ID: task, SLURM_ARRAY_TASK_MIN: task, SLURM_ARRAY_TASK_MAX: task, SLURM_ARRAY_TASK_COUNT: '1', SLURM_CPUS_PER_TASK: '1' });
    expect(existsSync(shard)).toBe(true);
    run('bash', ['-e', '-c', wrapped], dir);
    expect(untimed(readFileSync(join(dir, 'feast-study.json'), 'utf8'))).toBe(whole);
  });

  const parallel = spawnSync('parallel', ['--version'], { encoding: 'utf8' });
  const hasParallel = parallel.status === 0 && /GNU parallel/.test(parallel.stdout);
  if (!hasParallel) {
    console.warn('NOTICE: GNU parallel is not installed (Debian: apt-get install parallel); its docs example is NOT tested here');
  }
  it.skipIf(!hasParallel)('GNU parallel, for real, on local jobs instead of the two hosts', () => {
    const dir = fresh('parallel');
    const line = example('gnu-parallel').replace(/-S \S+/, '-S :');
    expect(line).toContain('-S :');
    run('bash', ['-e', '-c', line], dir);
    expect(untimed(readFileSync(join(dir, 'feast-study.json'), 'utf8'))).toBe(whole);
  });
});
