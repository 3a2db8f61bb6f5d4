// `compare` keeps sums, not games: the same figures for any number of worker threads and
// any split of the deals into chunks, and the same as the textbook tests on the games held in
// memory (a paired t-test over the per-deal differences, McNemar's on the discordant deals).
import { describe, expect, it } from 'vitest';
import { compareGames, compareFigures, pairRows } from '../../src/sim/compare.js';
import { PairedChunk, PairedTally } from '../../src/sim/paired-tally.js';
import { figureValues } from '../../src/sim/figures.js';
import { mcnemar, pairedT } from '../../src/sim/paired.js';
import type { GameRow } from '../../src/sim/study.js';
import { seedRng, nextInt } from '../../src/engine/rng.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getGame } from '../../src/engine/registry.js';
import { runPaired } from '../../src/sim/pool.js';
import { dealSeed } from '../../src/sim/seeds.js';
import { prepareVariant, specOf } from '../../src/sim/simulate.js';
import { simCli, untimed } from '../helpers/sim.js';

const { run: cli, last } = simCli();

/** Made-up games: scores, turns, a fractional counter, two ways of ending. */
function rows(seed: number, n: number, shift: number): GameRow[] {
  const rng = seedRng(seed);
  return Array.from({ length: n }, (_, i) => {
    const won = nextInt(rng, 3) === 0;
    const turns = 20 + nextInt(rng, 10) + (i % 7 === 0 ? shift : 0);
    return {
      game: 'x',
      index: i,
      deal: i,
      rotation: 0,
      seed: i,
      seats: ['greedy', 'random'],
      winners: won ? [1] : [2],
      scores: [nextInt(rng, 50), nextInt(rng, 50) + shift],
      turns,
      decisions: turns * 2,
      result: won ? 'won' : 'lost',
      counters: { half: nextInt(rng, 9) / 2, ...(i % 5 === 0 ? { rare: 1 } : {}) },
    };
  });
}

describe('the paired sums', () => {
  const a = rows(1, 500, 0);
  const b = rows(1, 500, 1).map((r, i) => (i % 3 === 0 ? rows(9, 500, 2)[i] : r));

  it('add up to the same tally whatever the chunks and their order', () => {
    const values = figureValues({ name: 'compare' }, 2);
    const chunk = (from: number, to: number) => {
      const c = new PairedChunk(2, 2, values);
      for (let i = from; i < to; i++) c.add([[a[i]], [b[i]]]);
      return c.toJSON();
    };
    const whole = new PairedTally(2).add(chunk(0, 500));
    const parts = new PairedTally(2).add(chunk(300, 500)).add(chunk(0, 7)).add(chunk(7, 300));
    const shape = { seats: 2, perUnit: 1 };
    expect(compareFigures(parts, shape)).toEqual(compareFigures(whole, shape));
    expect(compareFigures(pairRows(a, b), shape)).toEqual(compareFigures(whole, shape));
  });

  it('give the figures of the textbook tests on the games themselves', () => {
    const figures = compareGames(a, b);
    const byName = new Map(figures.map((f) => [f.figure, f]));
    const paired = (value: (r: GameRow) => number) => pairedT(a.map((r, i) => value(b[i]) - value(r)));
    for (const [name, value] of [
      ['seat 2 score (mean)', (r: GameRow) => r.scores[1]],
      ['turns (mean)', (r: GameRow) => r.turns],
      ['half (mean)', (r: GameRow) => r.counters.half],
      ['rare (mean)', (r: GameRow) => r.counters.rare ?? 0],
    ] as const) {
      const f = byName.get(name)!;
      const t = paired(value);
      expect(f.difference).toBeCloseTo(t.difference, 12);
      expect(f.interval[0]).toBeCloseTo(t.interval[0], 12);
      expect(f.interval[1]).toBeCloseTo(t.interval[1], 12);
      expect(f.p).toBeCloseTo(t.p, 12);
    }
    const onlyA = a.filter((r, i) => r.winners[0] === 1 && b[i].winners[0] !== 1).length;
    const onlyB = a.filter((r, i) => r.winners[0] !== 1 && b[i].winners[0] === 1).length;
    const { difference, interval, p, test } = mcnemar(onlyA, onlyB, 500);
    expect(onlyA + onlyB).toBeGreaterThan(25);
    expect(byName.get('seat 1 win rate')).toMatchObject({ difference, interval, p, test, onlyA, onlyB });
  });
});

describe('compare as played', () => {
  it('gives the same figures on one worker thread and on two', async () => {
    const args = ['compare', 'just-desserts', 'default', 'startingHand=4', '--seats', 'greedy,random', '-n', '30', '--rotate', '--json'];
    expect(await cli(...args, '--workers', '1')).toBe(0);
    const one = JSON.parse(last.out);
    expect(await cli(...args, '--workers', '2')).toBe(0);
    const two = JSON.parse(last.out);
    expect(two.figures).toEqual(one.figures);
    expect(untimed(JSON.stringify(two.a))).toBe(untimed(JSON.stringify(one.a)));
    expect(untimed(JSON.stringify(two.b))).toBe(untimed(JSON.stringify(one.b)));
  });
});

describe('a paired study on worker threads', () => {
  it('names the deals a stuck worker was on', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dg-paired-')), 'worker.mjs');
    writeFileSync(file, "import { parentPort } from 'node:worker_threads';\nparentPort.once('message', () => { for (;;) {} });\n");
    const rdp = getGame('royal-dinner-party');
    const variants = [{}, { appetiteLimit: 14 }].map((options) => specOf(prepareVariant(rdp, { options }), 3));
    const spec = { variants, figures: { name: 'compare' as const }, byDeal: true };
    await expect(runPaired(spec, 0, 400, { workers: 2, workerFile: pathToFileURL(file), stallMs: 300 })).rejects.toThrow(
      new RegExp(`a simulation worker finished no game for 300 ms, on games 1 to \\d+ of the study \\(seed ${dealSeed(3, 0)} first\\): it seems stuck`),
    );
  });
});

describe('one deal', () => {
  it('tests nothing: one unit has no spread to test a difference against', () => {
    const a = rows(3, 1, 0);
    const b = rows(3, 1, 5);
    for (const f of compareGames(a, b).filter((x) => x.kind === 'mean')) expect(f.p).toBe(1);
  });
});
