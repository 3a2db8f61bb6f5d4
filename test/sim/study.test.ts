// Studies: results depend only on the seed (never on workers or shards), the JSON keeps its
// promised shape, notable games replay, and compare tells a real difference from none.
import { describe, expect, it } from 'vitest';
import { replayJson } from '../../src/engine/record.js';
import { getGame } from '../../src/engine/registry.js';
import { playout } from '../../src/engine/playout.js';
import { createPlayer } from '../../src/engine/players.js';
import { compareReport, formatCompare } from '../../src/sim/compare.js';
import { formatReport } from '../../src/sim/format.js';
import { mergeReports } from '../../src/sim/merge.js';
import { runStudy } from '../../src/sim/pool.js';
import type { SimReport } from '../../src/sim/report.js';
import { playStudy, prepareVariant, simulate, specOf } from '../../src/sim/simulate.js';
import { parseSeats, playRange, recordGame } from '../../src/sim/study.js';
import { dealSeed, mix64 } from '../../src/sim/seeds.js';
import { replay } from '../helpers/rules.js';

const rdp = getGame('royal-dinner-party');
const untimed = (r: SimReport): Omit<SimReport, 'gamesPerSecond' | 'elapsedSeconds' | 'workers'> => {
  const { gamesPerSecond: _g, elapsedSeconds: _e, workers: _w, ...rest } = r;
  return rest;
};

describe('a study depends only on its seed', () => {
  const variant = prepareVariant(rdp, { seats: 'greedy' });

  it('gives the same tally for 1 and 2 worker threads', async () => {
    const spec = specOf(variant, 5);
    const one = await runStudy(spec, 0, 120, { workers: 1 });
    const two = await runStudy(spec, 0, 120, { workers: 2 });
    expect(two.toJSON()).toEqual(one.toJSON());
    expect(one.games).toBe(120);
  });

  it('gives the same tally however the games are cut into chunks', () => {
    const spec = specOf(variant, 11);
    const whole = playRange(spec, 0, 40);
    const parts = [playRange(spec, 25, 40), playRange(spec, 0, 7), playRange(spec, 7, 25)];
    const merged = parts[0].merge(parts[1]).merge(parts[2]);
    expect(merged.toJSON()).toEqual(whole.toJSON());
  });

  it('counts counters told by index (countInto) exactly as the per-game records (kept rows) do', () => {
    // Royal Dinner Party tells its counters by index; a study keeping rows reads them as records
    const spec = specOf(prepareVariant(rdp, { seats: 'random' }), 3);
    const direct = playRange(spec, 0, 400).toJSON();
    const { rows, ...viaRecords } = playRange({ ...spec, keepGames: true }, 0, 400).toJSON();
    expect(rows).toHaveLength(400);
    expect(Object.keys(direct.counters).filter((k) => k.startsWith('hungry')).length).toBeGreaterThan(5);
    expect(direct).toEqual(viaRecords);
  });

  it('deals game i from its own seed, hashed from the base seed and i', () => {
    const spec = specOf(variant, 100);
    const t = playRange(spec, 3, 4).toJSON();
    const r = playout(rdp, dealSeed(100, 3), variant.options, [createPlayer('greedy')!]);
    expect(t.turns).toEqual([[r.turns, 1]]);
    expect(t.wins[0]).toBe(r.outcome.winners.length);
  });

  it('merges shards into exactly the whole run', async () => {
    const whole = await simulate(variant, { games: 100, seed: 3, workers: 1 });
    const shards = await Promise.all(
      [3, 1, 2].map(async (index) => ({
        source: `shard-${index}.json`,
        report: JSON.parse(JSON.stringify(await simulate(variant, { games: 100, seed: 3, workers: 1, shard: { index, count: 3 } }))),
      })),
    );
    expect(shards.map((s) => s.report.games).sort()).toEqual([33, 33, 34]);
    const merged = mergeReports(shards);
    expect(JSON.stringify(untimed(merged))).toBe(JSON.stringify(untimed(whole)));
    expect(() => mergeReports(shards.slice(1))).toThrow(/missing shard 3\/3/);
    expect(() => mergeReports([shards[0], shards[0], shards[1]])).toThrow(/both shard 3\/3/);
  });
});

describe('seeds', () => {
  it('--seed 1 and --seed 2 share no deals', () => {
    const one = new Set(Array.from({ length: 100_000 }, (_, i) => dealSeed(1, i)));
    expect(one.size).toBe(100_000);
    for (let i = 0; i < 100_000; i++) expect(one.has(dealSeed(2, i))).toBe(false);
  });
  it('are whole numbers below 2^53 that differ between neighbouring seeds and games', () => {
    const seen = [dealSeed(0, 0), dealSeed(1, 0), dealSeed(0, 1), dealSeed(Number.MAX_SAFE_INTEGER, 0)];
    for (const s of seen) expect(Number.isSafeInteger(s) && s >= 0).toBe(true);
    expect(new Set(seen).size).toBe(4);
    // the first output of Vigna's splitmix64.c seeded with 0
    expect(mix64(0x9e3779b97f4a7c15n + 0n).toString(16)).toBe('e220a8397b1dcdaf');
  });
  it('the games of two studies with neighbouring seeds are dealt apart', async () => {
    const variant = prepareVariant(rdp, { seats: 'greedy' });
    const a = await playStudy(variant, { games: 50, seed: 1, workers: 1, keepGames: true });
    const b = await playStudy(variant, { games: 50, seed: 2, workers: 1, keepGames: true });
    const seeds = new Set(a.rows.map((r) => r.seed));
    expect(b.rows.filter((r) => seeds.has(r.seed))).toEqual([]);
    expect(a.rows.map((r) => r.seed)).toEqual(a.rows.map((_, i) => dealSeed(1, i)));
  });
});

describe('the report', () => {
  it('has the promised JSON shape', async () => {
    const variant = prepareVariant(rdp, { seats: 'greedy', options: { appetiteLimit: '14' } });
    const r = JSON.parse(JSON.stringify(await simulate(variant, { games: 60, seed: 1, workers: 1 }))) as SimReport;
    expect(r).toMatchObject({ game: 'royal-dinner-party', games: 60, seed: 1, overrides: { appetiteLimit: 14 } });
    expect(r.options.appetiteLimit).toBe(14);
    expect(r.seats).toHaveLength(1);
    expect(typeof r.seats[0].winRate).toBe('number');
    expect(typeof r.seats[0].meanScore).toBe('number');
    expect(r.seats[0].winRate95[0]).toBeLessThanOrEqual(r.seats[0].winRate);
    expect(typeof r.gamesPerSecond).toBe('number');
    expect(r.study).toEqual({ games: 60, shard: null, firstGame: 0, lastGame: 59, deals: 60, rotate: false });
    expect(r.firstPlayerAdvantage).toBeNull(); // solo
    expect(r.results.reduce((s, x) => s + x.games, 0)).toBe(60);
    expect(Object.keys(r.counters)).toEqual(expect.arrayContaining(['extraHelpings', 'favorsLeft']));
    expect(r.length.turns.mean).toBeGreaterThan(0);
    expect(r.notable.map((n) => n.what)).toEqual(expect.arrayContaining(['longest game', 'shortest game']));
    for (const n of r.notable) expect(n.command).toContain(`--game-seed ${n.seed}`);
    const text = formatReport(r, { unicode: true, color: false });
    expect(text).toContain('Why games were lost');
    expect(text).toContain('hungry');
    expect(formatReport(r, { unicode: false, color: false })).not.toMatch(/[█▏▎▍▌▋▊▉│–]/);
  });

  it('has Ludii balance figures for games with several seats', async () => {
    const variant = prepareVariant(getGame('the-feast'), { seats: 'random,random,random,random' });
    const r = await simulate(variant, { games: 12, seed: 1, workers: 1 });
    expect(r.seats).toHaveLength(4);
    const shares = r.seats.map((s) => s.rankShare as number);
    // partial wins of a table add up to half the seats
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(2, 10);
    expect(r.firstPlayerAdvantage).toBe(shares[0]); // the same player in every seat
    expect(r.balance).toBeCloseTo(1 - (Math.max(...shares) - Math.min(...shares)), 12);
  });

  it("writes notable games as records that replay to the same end", async () => {
    const variant = prepareVariant(rdp, { seats: 'greedy' });
    const r = await simulate(variant, { games: 30, seed: 40, workers: 1 });
    const longest = r.notable.find((n) => n.what === 'longest game')!;
    const record = recordGame(specOf(variant, 40), longest.seed);
    const out = replayJson(replay(record));
    expect(out.over).toBe(true);
    expect(out.scores).toEqual(longest.scores);
    expect(record.moves.length).toBeGreaterThanOrEqual(longest.decisions);
  });
});

describe('the text report', () => {
  const wide = (text: string): string[] => text.split('\n').filter((l) => [...l].length > 80);

  it.each([
    ['royal-dinner-party', undefined, false],
    ['the-feast', 'greedy,random,random,random,random,random,random,random', false],
    ['the-feast', 'greedy,random', true],
    ['just-desserts', undefined, false],
    ['surrealist-dinner-party', undefined, true],
  ])('%s (%s, rotate %s) fits 80 columns', async (id, seats, rotate) => {
    const r = await simulate(prepareVariant(getGame(id), { seats }), { games: 6, seed: 1, workers: 1, rotate });
    for (const unicode of [true, false]) expect(wide(formatReport(r, { unicode, color: false }))).toEqual([]);
  });

  it("measures The Feast's length in decisions, which vary, not its 32 turns", async () => {
    const r = await simulate(prepareVariant(getGame('the-feast'), { seats: 'greedy,greedy' }), { games: 20, seed: 1, workers: 1 });
    expect(r.length.turns.min).toBe(r.length.turns.max);
    expect(r.length.measure).toBe('decisions');
    expect(r.length.decisions.max).toBeGreaterThan(r.length.decisions.min);
    const text = formatReport(r, { unicode: false, color: false });
    expect(text).toMatch(/\n  decisions:\n    \d+/);
    expect(text).not.toMatch(/\n  turns:\n/);
    expect(r.gameLine).toMatch(/^\d+\.\d gaffes a game; /);
    expect(text).toContain(r.gameLine!);
    expect(r.notable[0].what).toBe('typical game');
    expect(text).toMatch(/typical game: 32 turns, \d+ decisions, (won by seat \d greedy|shared by seat)/);
  });

  it('keeps turns where they vary', async () => {
    const r = await simulate(prepareVariant(rdp, {}), { games: 20, seed: 1, workers: 1 });
    expect(r.length.measure).toBe('turns');
    expect(r.gameLine).toBeNull();
  });
});

describe('compare, as text', () => {
  it('fits 80 columns', async () => {
    const n = { games: 30, seed: 1, workers: 1, keepGames: true };
    const a = await playStudy(prepareVariant(rdp, { options: { appetiteLimit: '14' } }), n);
    const b = await playStudy(prepareVariant(rdp, {}), n);
    const text = formatCompare(compareReport(a.rows, b.rows, { a: 'appetiteLimit=14', b: 'default' }, { a: a.report, b: b.report }), {
      unicode: true,
      color: false,
    });
    expect(text.split('\n').filter((l) => [...l].length > 80)).toEqual([]);
    expect(text).toContain("Holm-adjusted p < 0.05");
  });
});

describe('--rotate', () => {
  const feast = getGame('the-feast');
  const variant = prepareVariant(feast, { seats: 'greedy,random,random' });

  it('plays every deal once in each rotation of the seats', async () => {
    const { report, rows } = await playStudy(variant, { games: 4, seed: 7, workers: 1, rotate: true, keepGames: true });
    expect(report.games).toBe(12);
    expect(report.study).toMatchObject({ deals: 4, rotate: true });
    for (let deal = 0; deal < 4; deal++) {
      const mine = rows.filter((r) => r.deal === deal);
      expect(mine.map((r) => r.seed)).toEqual([0, 1, 2].map(() => dealSeed(7, deal)));
      expect(mine.map((r) => r.seats.join())).toEqual(['greedy,random,random', 'random,greedy,random', 'random,random,greedy']);
    }
    // the greedy player's wins follow it from seat to seat
    const greedyWins = rows.filter((r) => r.winners.includes(r.seats.indexOf('greedy') + 1)).length;
    expect(report.players![0]).toMatchObject({ player: 1, kind: 'greedy', wins: greedyWins });
    expect(report.players!.reduce((s, p) => s + p.wins, 0)).toBe(report.seats.reduce((s, x) => s + x.wins, 0));
    expect(report.firstPlayerAdvantage).toBe(report.seats[0].rankShare);
    expect(report.seatFiguresNote).toBeNull();
    expect(formatReport(report, { unicode: false, color: false })).toContain('Wins by player');
  });

  it('reports first-player advantage only where it measures the seat', async () => {
    const mixed = await simulate(variant, { games: 3, seed: 1, workers: 1 });
    expect(mixed.firstPlayerAdvantage).toBeNull();
    expect(mixed.balance).toBeNull();
    expect(mixed.seatFiguresNote).toMatch(/different players/);
    expect(formatReport(mixed, { unicode: false, color: false })).toMatch(/first-player advantage and balance: not measured/);
    const alike = await simulate(prepareVariant(feast, { seats: 'random,random,random' }), { games: 3, seed: 1, workers: 1 });
    expect(alike.firstPlayerAdvantage).toBe(alike.seats[0].rankShare);
  });

  it('shards of a rotated study merge into exactly the whole run', async () => {
    const whole = await simulate(variant, { games: 5, seed: 2, workers: 1, rotate: true });
    const shards = await Promise.all(
      [1, 2].map(async (index) => ({
        source: `r-${index}.json`,
        report: JSON.parse(JSON.stringify(await simulate(variant, { games: 5, seed: 2, workers: 1, rotate: true, shard: { index, count: 2 } }))),
      })),
    );
    expect(JSON.stringify(untimed(mergeReports(shards)))).toBe(JSON.stringify(untimed(whole)));
  });
});

describe('seats', () => {
  it('names the seat and the kinds when one is wrong', () => {
    expect(parseSeats(rdp, undefined)).toEqual(['greedy']);
    expect(() => parseSeats(rdp, 'grredy')).toThrow(/seat 1 is "grredy", not a computer player; known: .*greedy/);
    expect(() => parseSeats(rdp, 'human')).toThrow(/seat 1 is human/);
    expect(() => parseSeats(rdp, 'greedy,greedy')).toThrow(/names 2 seats; royal-dinner-party takes 1/);
    expect(() => parseSeats(getGame('the-feast'), 'greedy,greedy,greedy,greedy,greedy,greedy,greedy,greedy,greedy')).toThrow(
      /takes 2 to 8/,
    );
  });
});

describe('compare', () => {
  it('flags a real difference and not a null one, on paired deals', async () => {
    const n = { games: 200, seed: 1, workers: 1, keepGames: true };
    const limit14 = await playStudy(prepareVariant(rdp, { options: { appetiteLimit: '14' } }), n);
    const limit20 = await playStudy(prepareVariant(rdp, { options: { appetiteLimit: '20' } }), n);
    const real = compareReport(limit14.rows, limit20.rows, { a: 'appetiteLimit=14', b: 'appetiteLimit=20' });
    expect(real.correction).toBe('holm');
    const appetite = real.figures.find((f) => f.figure === 'ended: an appetite reached the limit')!;
    expect(appetite.significant).toBe(true);
    expect(appetite.test).toMatch(/^mcnemar/);
    expect(appetite.difference).toBeLessThan(0);
    expect(appetite.interval[1]).toBeLessThan(0);
    // McNemar counts deals: the discordant pairs give the difference exactly
    expect(appetite.difference).toBeCloseTo((appetite.onlyB! - appetite.onlyA!) / 200, 12);
    expect(appetite.pAdjusted).toBeGreaterThanOrEqual(appetite.p);
    const helpings = real.figures.find((f) => f.figure === 'extraHelpings (mean)')!;
    expect(helpings).toMatchObject({ significant: true, test: 'paired-t' });
    expect(helpings.interval[0]).toBeLessThanOrEqual(helpings.difference);

    const again = await playStudy(prepareVariant(rdp, {}), n);
    // the same rules: every game the same on both sides, so no figure can differ, none is tested
    const none = compareReport(limit20.rows, again.rows, { a: 'appetiteLimit=20', b: 'default' });
    expect(none.figures).toEqual([]);
    expect(none.omitted.length).toBeGreaterThan(4);
  });

  it('refuses games that were not dealt alike', async () => {
    const a = await playStudy(prepareVariant(rdp, {}), { games: 5, seed: 1, workers: 1, keepGames: true });
    const b = await playStudy(prepareVariant(rdp, {}), { games: 5, seed: 2, workers: 1, keepGames: true });
    expect(() => compareReport(a.rows, b.rows, { a: 'a', b: 'b' })).toThrow(/game 1: dealt from seed .* compare needs the same deals/);
    expect(() => compareReport(a.rows, a.rows.slice(1), { a: 'a', b: 'b' })).toThrow(/5 and 4 games/);
  });
});
