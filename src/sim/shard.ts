/**
 * Which shard of a study this process plays: `--shard i/n` (from 1), `--shard i --shards n`
 * (GNU parallel's `{#}`), or `--shard auto`, read from the environment the batch engine sets,
 * so a job spec needs no shell arithmetic. Engines that count from 0 (Kubernetes, AWS Batch,
 * most Slurm arrays) are shifted to the report's shards from 1.
 */
import { UsageError, quote } from '../engine/errors.js';

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
    if (listed !== undefined && span !== undefined && listed !== span) {
      throw new UsageError(`--shard auto: the Slurm array ${min}-${max} has ${listed} tasks, not every index in between; use --array=${min}-${min + listed - 1} (no step or list)`);
    }
    const count = listed ?? span ?? need('a Slurm array', 'SLURM_ARRAY_TASK_ID without SLURM_ARRAY_TASK_COUNT');
    if (shards !== undefined && shards !== count) throw new UsageError(`--shard auto: --shards ${shards}, but the Slurm array has ${count} tasks`);
    return { ...checked(slurm - min + 1, count, `SLURM_ARRAY_TASK_ID=${slurm} (array from ${min})`), engine: 'Slurm job array' };
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
  if (shardsText !== undefined && !(shards !== undefined && shards >= 1)) throw new UsageError(`--shards takes a whole number from 1, not ${quote(shardsText)}`);
  if (text === undefined) {
    if (shards !== undefined) throw new UsageError('--shards needs --shard (i, or auto)');
    return undefined;
  }
  const t = text.trim();
  if (t === 'auto') return shardFromEnv(env, shards);
  const m = /^(\d+)(?:\/(\d+))?$/.exec(t);
  if (!m || (m[2] === undefined && shards === undefined)) {
    throw new UsageError(`--shard takes i/n with 1 <= i <= n (the slice to play, from 1), i with --shards n, or auto; not ${quote(text)}`);
  }
  const count = m[2] !== undefined ? Number(m[2]) : (shards as number);
  if (m[2] !== undefined && shards !== undefined && shards !== count) throw new UsageError(`--shard ${t} and --shards ${shards} disagree`);
  const index = Number(m[1]);
  if (count < 1 || index < 1 || index > count) {
    throw new UsageError(`--shard takes i/n with 1 <= i <= n (the slice to play, from 1), not ${quote(text)}`);
  }
  return { index, count, engine: 'command line' };
}
