/**
 * Which shard of a study this process plays: `--shard i/n` (from 1), `--shard i --shards n`
 * (GNU parallel's `{#}`), or `--shard auto`, read from the environment the batch engine sets,
 * so a job spec needs no shell arithmetic. Engines that count from 0 (Kubernetes, AWS Batch,
 * Slurm arrays from 0) are shifted to the report's shards from 1.
 *
 * Slurm: with `--shards n` the count is n whatever the array holds, so one failed task re-run
 * alone (`sbatch --array=2`) plays its own shard, not the whole study: a whole array of n tasks
 * is read from its first index, and a part of one (a re-run) by its task ids, which are then the
 * shard numbers (from 1, or from 0 when the part starts at 0). Without `--shards` the count is
 * the array's, and an array of one task, which gives no count, is refused.
 */
import { UsageError, quote } from '../engine/errors.js';

/** The most shards a study is cut into: far beyond any cluster, and small enough to list. */
export const MAX_SHARDS = 100_000;

export interface Shard {
  /** From 1. */
  index: number;
  count: number;
}

/** Where `--shard auto` found its index: the engine and the variable, for messages and logs. */
export interface AutoShard extends Shard {
  engine: string;
}

const whole = (text: string | undefined): number | undefined =>
  text !== undefined && /^\s*\d+\s*$/.test(text) ? Number(text) : undefined;

function checked(index: number, count: number, what: string): Shard {
  if (!(count >= 1)) throw new UsageError(`${what}: the shard count must be at least 1`);
  if (count > MAX_SHARDS) throw new UsageError(`${what}: at most ${MAX_SHARDS.toLocaleString('en-US')} shards`);
  if (!(index >= 1 && index <= count)) throw new UsageError(`${what}: shard ${index} of ${count} is out of range (shards count from 1 to ${count})`);
  return { index, count };
}

/**
 * Reads the array index of a Kubernetes Indexed Job, an AWS Batch array job, a Slurm job array
 * or a GNU parallel job, in that order. `shards` is `--shards`: the count, needed where the
 * engine does not say it (Kubernetes, AWS Batch, GNU parallel) and checked where it does (Slurm).
 */
export function shardFromEnv(env: NodeJS.ProcessEnv, shards: number | undefined): AutoShard {
  const need = (engine: string, variable: string): number => {
    if (shards === undefined) throw new UsageError(`--shard auto: ${engine} (${variable}) gives the index but not the count; add --shards N`);
    return shards;
  };
  const k8s = whole(env.JOB_COMPLETION_INDEX);
  if (k8s !== undefined) {
    const count = need('a Kubernetes Indexed Job', 'JOB_COMPLETION_INDEX');
    return { ...checked(k8s + 1, count, `JOB_COMPLETION_INDEX=${k8s} with --shards ${count}`), engine: 'Kubernetes Indexed Job' };
  }
  const aws = whole(env.AWS_BATCH_JOB_ARRAY_INDEX);
  if (aws !== undefined) {
    const count = need('an AWS Batch array job', 'AWS_BATCH_JOB_ARRAY_INDEX');
    return { ...checked(aws + 1, count, `AWS_BATCH_JOB_ARRAY_INDEX=${aws} with --shards ${count}`), engine: 'AWS Batch array job' };
  }
  const slurm = whole(env.SLURM_ARRAY_TASK_ID);
  if (slurm !== undefined) {
    const min = whole(env.SLURM_ARRAY_TASK_MIN) ?? 0;
    const max = whole(env.SLURM_ARRAY_TASK_MAX);
    const listed = whole(env.SLURM_ARRAY_TASK_COUNT);
    const span = max !== undefined ? max - min + 1 : undefined;
    const tasks = listed ?? span;
    const engine = 'Slurm job array';
    if (shards !== undefined) {
      // the whole array, however numbered: from its first index; a part of one: the task ids are the shards
      const entire = tasks === shards && (span === undefined || span === shards);
      const from = entire ? min : min === 0 ? 0 : 1;
      const where = entire ? `the array from ${min}` : from === 0 ? 'a re-run part of an array from 0' : 'a re-run part of an array, its task ids the shard numbers';
      return { ...checked(slurm - from + 1, shards, `SLURM_ARRAY_TASK_ID=${slurm} with --shards ${shards} (${where})`), engine };
    }
    if (listed !== undefined && span !== undefined && listed !== span) {
      throw new UsageError(`--shard auto: the Slurm array ${min}-${max} has ${listed} tasks, not every index in between; use --array=${min}-${min + listed - 1} (no step or list), or give --shards N`);
    }
    if (tasks === undefined) need('a Slurm array', 'SLURM_ARRAY_TASK_ID without SLURM_ARRAY_TASK_COUNT');
    if (tasks === 1) {
      throw new UsageError(
        `--shard auto: the Slurm array is the one task ${slurm}, which does not say how many shards the study has: add --shards N (a task re-run alone then plays its own shard)`,
      );
    }
    return { ...checked(slurm - min + 1, tasks as number, `SLURM_ARRAY_TASK_ID=${slurm} (array from ${min})`), engine };
  }
  const seq = whole(env.PARALLEL_SEQ);
  if (seq !== undefined) {
    const count = need('GNU parallel', 'PARALLEL_SEQ');
    return { ...checked(seq, count, `PARALLEL_SEQ=${seq} with --shards ${count}`), engine: 'GNU parallel' };
  }
  throw new UsageError(
    '--shard auto: no array index in the environment (JOB_COMPLETION_INDEX, AWS_BATCH_JOB_ARRAY_INDEX, SLURM_ARRAY_TASK_ID, PARALLEL_SEQ); give --shard i/n',
  );
}

/** Reads `--shard` (`i/n`, `i` with `--shards n`, or `auto`) and `--shards`. */
export function parseShard(text: string | undefined, shardsText: string | undefined, env: NodeJS.ProcessEnv = process.env): AutoShard | undefined {
  const shards = shardsText === undefined ? undefined : whole(shardsText);
  if (shardsText !== undefined && !(shards !== undefined && shards >= 1 && shards <= MAX_SHARDS)) {
    throw new UsageError(`--shards takes a whole number from 1 to ${MAX_SHARDS}, not ${quote(shardsText, 40)}`);
  }
  if (text === undefined) {
    if (shards !== undefined) throw new UsageError('--shards needs --shard (i, or auto)');
    return undefined;
  }
  const t = text.trim();
  if (t === 'auto') return shardFromEnv(env, shards);
  const m = /^(\d+)(?:\/(\d+))?$/.exec(t);
  if (!m || (m[2] === undefined && shards === undefined)) {
    throw new UsageError(`--shard takes i/n with 1 <= i <= n (the slice to play, from 1), i with --shards n, or auto; not ${quote(text, 40)}`);
  }
  const count = m[2] !== undefined ? Number(m[2]) : (shards as number);
  if (m[2] !== undefined && shards !== undefined && shards !== count) throw new UsageError(`--shard ${t} and --shards ${shards} disagree`);
  const index = Number(m[1]);
  if (!Number.isSafeInteger(count) || count < 1 || index < 1 || index > count) {
    throw new UsageError(`--shard takes i/n with 1 <= i <= n (the slice to play, from 1), not ${quote(text, 40)}`);
  }
  if (count > MAX_SHARDS) throw new UsageError(`--shard ${quote(t, 40)}: a study is cut into at most ${MAX_SHARDS.toLocaleString('en-US')} shards`);
  return { index, count, engine: 'command line' };
}
