// Scaling a study out: the shard read from each batch engine's environment, --out written
// atomically, merge of folders and of merged reports, refusal of other versions or rules and
// of tampered shards (one line naming the file, exit 1), and plain progress lines for logs.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { progressBar, PLAIN_EVERY_SECONDS } from '../../src/sim/progress.js';
import { parseShard, shardFromEnv } from '../../src/sim/shard.js';
import { simCli, untimed } from '../helpers/sim.js';

const { run: cli, last } = simCli();
const dir = mkdtempSync(join(tmpdir(), 'sim-cluster-'));

describe('--shard auto reads each engine', () => {
  it.each([
    // engine, environment, --shards, the shard from 1, the count
    ['Kubernetes Indexed Job', { JOB_COMPLETION_INDEX: '0' }, 4, 1, 4],
    ['Kubernetes Indexed Job', { JOB_COMPLETION_INDEX: '3' }, 4, 4, 4],
    ['AWS Batch array job', { AWS_BATCH_JOB_ARRAY_INDEX: '2' }, 8, 3, 8],
    ['Slurm job array', { SLURM_ARRAY_TASK_ID: '0', SLURM_ARRAY_TASK_COUNT: '5', SLURM_ARRAY_TASK_MIN: '0', SLURM_ARRAY_TASK_MAX: '4' }, undefined, 1, 5],
    ['Slurm job array', { SLURM_ARRAY_TASK_ID: '7', SLURM_ARRAY_TASK_MIN: '1', SLURM_ARRAY_TASK_MAX: '8' }, undefined, 7, 8],
    ['Slurm job array', { SLURM_ARRAY_TASK_ID: '12', SLURM_ARRAY_TASK_COUNT: '3', SLURM_ARRAY_TASK_MIN: '10', SLURM_ARRAY_TASK_MAX: '12' }, 3, 3, 3],
    ['GNU parallel', { PARALLEL_SEQ: '2' }, 3, 2, 3],
    // one failed task re-run alone (sbatch --array=2): its own shard, the count from --shards
    ['Slurm job array', { SLURM_ARRAY_TASK_ID: '2', SLURM_ARRAY_TASK_COUNT: '1', SLURM_ARRAY_TASK_MIN: '2', SLURM_ARRAY_TASK_MAX: '2' }, 4, 2, 4],
    ['Slurm job array', { SLURM_ARRAY_TASK_ID: '0', SLURM_ARRAY_TASK_COUNT: '1', SLURM_ARRAY_TASK_MIN: '0', SLURM_ARRAY_TASK_MAX: '0' }, 4, 1, 4],
    // two re-run as a list (sbatch --array=2,4), and the first half of a study's shards as one array from 0
    ['Slurm job array', { SLURM_ARRAY_TASK_ID: '4', SLURM_ARRAY_TASK_COUNT: '2', SLURM_ARRAY_TASK_MIN: '2', SLURM_ARRAY_TASK_MAX: '4' }, 4, 4, 4],
    ['Slurm job array', { SLURM_ARRAY_TASK_ID: '1', SLURM_ARRAY_TASK_COUNT: '4', SLURM_ARRAY_TASK_MIN: '0', SLURM_ARRAY_TASK_MAX: '3' }, 8, 2, 8],
  ])('%s %j', (engine, env, shards, index, count) => {
    expect(shardFromEnv(env, shards)).toEqual({ engine, index, count });
  });

  it.each([
    [{ JOB_COMPLETION_INDEX: '1' }, undefined, /Kubernetes Indexed Job \(JOB_COMPLETION_INDEX\) gives the index but not the count; add --shards N/],
    [{ JOB_COMPLETION_INDEX: '4' }, 4, /JOB_COMPLETION_INDEX=4 with --shards 4: shard 5 of 4 is out of range/],
    [{ AWS_BATCH_JOB_ARRAY_INDEX: '0' }, undefined, /AWS Batch array job .* add --shards N/],
    [{ SLURM_ARRAY_TASK_ID: '4', SLURM_ARRAY_TASK_COUNT: '3', SLURM_ARRAY_TASK_MIN: '0', SLURM_ARRAY_TASK_MAX: '4' }, undefined, /has 3 tasks, not every index/],
    [{ SLURM_ARRAY_TASK_ID: '2', SLURM_ARRAY_TASK_COUNT: '1', SLURM_ARRAY_TASK_MIN: '2', SLURM_ARRAY_TASK_MAX: '2' }, undefined, /the Slurm array is the one task 2, which does not say how many shards the study has: add --shards N/],
    [{ SLURM_ARRAY_TASK_ID: '7', SLURM_ARRAY_TASK_COUNT: '1', SLURM_ARRAY_TASK_MIN: '7', SLURM_ARRAY_TASK_MAX: '7' }, 4, /shard 7 of 4 is out of range/],
    [{}, 4, /no array index in the environment \(JOB_COMPLETION_INDEX, AWS_BATCH_JOB_ARRAY_INDEX, SLURM_ARRAY_TASK_ID, PARALLEL_SEQ\)/],
  ])('refuses %j with --shards %s', (env, shards, message) => {
    expect(() => shardFromEnv(env, shards)).toThrow(message);
  });

  it('takes i/n, i with --shards n (GNU parallel {#}), and auto', () => {
    expect(parseShard('2/5', undefined, {})).toMatchObject({ index: 2, count: 5 });
    expect(parseShard('3', '4', {})).toMatchObject({ index: 3, count: 4 });
    expect(parseShard('auto', '4', { JOB_COMPLETION_INDEX: '0' })).toMatchObject({ index: 1, count: 4 });
    expect(() => parseShard('3', undefined, {})).toThrow(/i with --shards n, or auto/);
    expect(() => parseShard('2/5', '4', {})).toThrow(/disagree/);
    expect(() => parseShard(undefined, '4', {})).toThrow(/--shards needs --shard/);
    expect(() => parseShard('0/3', undefined, {})).toThrow(/1 <= i <= n/);
    expect(() => parseShard('1/99999999999999999999', undefined, {})).toThrow(/1 <= i <= n/);
    expect(() => parseShard('1/100001', undefined, {})).toThrow(/at most 100,000 shards/);
    expect(() => parseShard('1', '100001', {})).toThrow(/--shards takes a whole number from 1 to 100000/);
  });
});

/** A shard's JSON, loosely typed so that a test can break it. */
type Shard = {
  tally: { wins: number | number[]; turns: number[][]; decisions: number[][]; results: Record<string, { games: number }[]> };
  study: { lastGame: number };
  version?: string;
};

describe('shards on a cluster, merged', () => {
  const study = ['simulate', 'royal-dinner-party', '-n', '30', '--seed', '5', '--workers', '1'];

  it('writes --out atomically into a folder, and merge reads the folder to the whole run', async () => {
    const results = join(dir, 'results');
    for (const index of ['0', '1', '2']) {
      vi.stubEnv('JOB_COMPLETION_INDEX', index);
      expect(await cli(...study, '--shard', 'auto', '--shards', '3', '--out', `${results}/`)).toBe(0);
      expect(last.out).toMatch(new RegExp(`^wrote .*shard-${Number(index) + 1}-of-3\\.json: Royal Dinner Party, shard ${Number(index) + 1}/3 \\(Kubernetes Indexed Job\\), 10 games`));
      vi.unstubAllEnvs();
    }
    // no temporary file is left beside them
    expect(readdirSync(results).sort()).toEqual(['shard-1-of-3.json', 'shard-2-of-3.json', 'shard-3-of-3.json']);
    expect(await cli('merge', results, '--json')).toBe(0);
    const merged = untimed(last.out);
    expect(await cli(...study, '--json')).toBe(0);
    expect(merged).toBe(untimed(last.out));
    expect(JSON.parse(last.out).version).toMatch(/^\d+\.\d+\.\d+/);
    expect(JSON.parse(last.out).ruleset.digest).toMatch(/^[0-9a-f]{16}$/);
  });

  it('merges merged reports: two halves merged with --partial, then together', async () => {
    const parts = join(dir, 'parts');
    mkdirSync(parts);
    for (const shard of ['1/4', '2/4', '3/4', '4/4']) {
      expect(await cli(...study, '--shard', shard, '--out', join(parts, `s${shard[0]}.json`))).toBe(0);
    }
    expect(await cli('merge', join(parts, 's1.json'), join(parts, 's2.json'))).toBe(2);
    expect(last.err).toMatch(/missing shards 3\/4, 4\/4/);
    expect(await cli('merge', '--partial', join(parts, 's1.json'), join(parts, 's2.json'), '--out', join(dir, 'front.json'))).toBe(0);
    expect(await cli('merge', '--partial', join(parts, 's3.json'), join(parts, 's4.json'), '--out', join(dir, 'back.json'))).toBe(0);
    expect(await cli('merge', join(dir, 'front.json'), join(dir, 'back.json'), '--json')).toBe(0);
    const merged = untimed(last.out);
    expect(await cli(...study, '--json')).toBe(0);
    expect(merged).toBe(untimed(last.out));
    expect(await cli('merge', join(dir, 'front.json'), join(parts, 's2.json'))).toBe(2);
    expect(last.err).toMatch(/both hold game 7/);
    expect(await cli('merge', join(dir, 'front.json'))).toBe(2);
    expect(last.err).toMatch(/missing games 15 to 29 of the 30-game study/);
  });

  it('refuses shards of another version or other rules', async () => {
    const a = join(dir, 'v-a.json');
    const b = join(dir, 'v-b.json');
    expect(await cli(...study, '--shard', '1/2', '--out', a)).toBe(0);
    expect(await cli(...study, '--shard', '2/2', '--option', 'appetiteLimit=14', '--out', b)).toBe(0);
    expect(await cli('merge', a, b)).toBe(2);
    expect(last.err).toMatch(/v-b\.json: the rules \(digest [0-9a-f]+, not [0-9a-f]+\) differs/);
    expect(await cli(...study, '--shard', '2/2', '--out', b)).toBe(0);
    const old = JSON.parse(readFileSync(b, 'utf8'));
    writeFileSync(b, JSON.stringify({ ...old, version: '0.0.9' }));
    expect(await cli('merge', a, b)).toBe(2);
    expect(last.err).toMatch(/v-b\.json: the dinner-games version \(0\.0\.9, not \d+\.\d+\.\d+\) differs/);
  });

  it.each([
    ['wins not an array', (r: Shard) => (r.tally.wins = 3), /tally\.wins is not 1 whole numbers/],
    ['a histogram that contradicts the games', (r: Shard) => (r.tally.turns[0][1] += 1), /tally\.turns does not count 15 games/],
    ['a histogram out of order', (r: Shard) => r.tally.decisions.reverse(), /tally\.decisions lists its values out of order/],
    ['more wins than games', (r: Shard) => ((r.tally.wins as number[])[0] = 99), /tally\.wins counts 99 of 15 games/],
    ['results that do not add up', (r: Shard) => (Object.values(r.tally.results)[0][0].games += 2), /tally\.results count 17 games, not 15/],
    ['a study range that is not its games', (r: Shard) => (r.study.lastGame = 20), /"study" covers games 15 to 20, not 15 games/],
    ['no version', (r: Shard) => delete r.version, /field "version" is missing/],
  ])('refuses a tampered shard (%s) in one line, exit 1', async (_what, tamper, message) => {
    const good = join(dir, 'good-1.json');
    const bad = join(dir, 'bad-2.json');
    expect(await cli(...study, '--shard', '1/2', '--out', good)).toBe(0);
    expect(await cli(...study, '--shard', '2/2', '--out', bad)).toBe(0);
    const r = JSON.parse(readFileSync(bad, 'utf8'));
    tamper(r);
    writeFileSync(bad, JSON.stringify(r));
    expect(await cli('merge', good, bad)).toBe(1);
    expect(last.err).toMatch(new RegExp(`^dinner-games: ${bad.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: `));
    expect(last.err).toMatch(message);
    expect(last.err.trimEnd().split('\n')).toHaveLength(1);
  });

  it('refuses a shard edited consistently: its content no longer matches its digest', async () => {
    const good = join(dir, 'd-1.json');
    const edited = join(dir, 'd-2.json');
    expect(await cli(...study, '--shard', '1/2', '--out', good)).toBe(0);
    expect(await cli(...study, '--shard', '2/2', '--out', edited)).toBe(0);
    const r = JSON.parse(readFileSync(edited, 'utf8'));
    expect(r.contentDigest).toMatch(/^[0-9a-f]{64}$/);
    // every count still agrees with the others: a turn length moved, and a figure changed
    r.tally.turns[0][0] -= 1;
    r.seats[0].meanScore += 1;
    writeFileSync(edited, JSON.stringify(r));
    expect(await cli('merge', good, edited)).toBe(1);
    expect(last.err).toMatch(/d-2\.json: its content does not match its "contentDigest": it was changed after it was written; play it again: dinner-games simulate royal-dinner-party -n 30 --seed 5 --seats greedy --shard 2\/2 --out /);
    expect(last.err.trimEnd().split('\n')).toHaveLength(1);
    delete r.contentDigest;
    writeFileSync(edited, JSON.stringify(r));
    expect(await cli('merge', good, edited)).toBe(1);
    expect(last.err).toMatch(/d-2\.json: it has no "contentDigest"/);
    // the timing fields are not part of it: they differ between runs of one study
    expect(await cli(...study, '--shard', '2/2', '--out', edited)).toBe(0);
    const timed = JSON.parse(readFileSync(edited, 'utf8'));
    writeFileSync(edited, JSON.stringify({ ...timed, elapsedSeconds: 99, workers: 7 }));
    expect(await cli('merge', good, edited, '--json')).toBe(0);
    // and a merged report carries its own, the same as one run of the whole study
    const merged = JSON.parse(last.out);
    expect(await cli(...study, '--json')).toBe(0);
    expect(merged.contentDigest).toBe(JSON.parse(last.out).contentDigest);
  });

  it('names a missing shard with the command that plays it again, into the folder of the others', async () => {
    const results = join(dir, 'gaps');
    for (const shard of ['1/4', '3/4']) expect(await cli(...study, '--rotate', '--shard', shard, '--option', 'appetiteLimit=14', '--out', `${results}/`)).toBe(0);
    expect(await cli('merge', results)).toBe(2);
    expect(last.err).toBe(
      `dinner-games: missing shards 2/4, 4/4; play them with: dinner-games simulate royal-dinner-party -n 30 --seed 5 --seats greedy --option appetiteLimit=14 --shard 2/4 --out ${results}/ (and likewise --shard 4/4)\n`,
    );
  });

  it('says plainly when one part is the whole study played as shard 1/1 (a lone Slurm task without --shards)', async () => {
    const whole = join(dir, 'odd-1.json');
    const part = join(dir, 'odd-2.json');
    expect(await cli(...study, '--shard', '1/1', '--out', whole)).toBe(0);
    expect(await cli(...study, '--shard', '2/4', '--out', part)).toBe(0);
    expect(await cli('merge', part, whole)).toBe(2);
    expect(last.err).toBe(
      `dinner-games: ${part} is shard 2/4 but ${whole} is shard 1/1: the shards of one study are cut alike (${whole} is the whole study: was it played with --shard auto and no --shards, as a lone task?)\n`,
    );
  });

  it('refuses a shard cut short', async () => {
    const cut = join(dir, 'cut.json');
    expect(await cli(...study, '--shard', '1/2', '--out', cut)).toBe(0);
    writeFileSync(cut, readFileSync(cut, 'utf8').slice(0, 200));
    expect(await cli('merge', cut)).toBe(1);
    expect(last.err).toMatch(/cut\.json is not valid JSON \(cut short or edited\?\)/);
  });

  it('leaves no file when it cannot write --out', async () => {
    const target = join(dir, 'no-such-folder', 'deeper', 'r.json');
    expect(await cli(...study, '--shard', '1/2', '--out', target)).toBe(2);
    expect(last.err).toMatch(/cannot write --out ".*r\.json": its folder does not exist/);
    expect(existsSync(join(dir, 'no-such-folder'))).toBe(false);
  });
});

describe('progress in a log', () => {
  it('prints a plain line every few seconds when stderr is not a terminal', () => {
    let text = '';
    const stream = new Writable({
      write(chunk, _enc, done) {
        text += String(chunk);
        done();
      },
    }) as unknown as NodeJS.WriteStream;
    let t = 0;
    const p = progressBar('The Feast shard 2/8', true, stream, () => t);
    t = 1000;
    p.update(100, 1000);
    expect(text).toBe('');
    t = PLAIN_EVERY_SECONDS * 1000;
    p.update(250, 1000);
    expect(text).toBe(`The Feast shard 2/8: 250/1,000 games (25%), ${PLAIN_EVERY_SECONDS} s, ${3 * PLAIN_EVERY_SECONDS} s left\n`);
    t += 1000;
    p.update(300, 1000);
    expect(text.split('\n')).toHaveLength(2); // not again before the next period
    p.done();
    expect(text).not.toContain('\r');
  });
});
