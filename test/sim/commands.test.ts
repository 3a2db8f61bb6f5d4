// The designer's commands as typed: simulate (--json, --shard, --record), merge, compare, and
// their one-line errors. Run in this process with one worker, to stay fast.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simCli, untimed } from '../helpers/sim.js';
import { replayJson, parseRecord } from '../../src/engine/record.js';
import { dealSeed } from '../../src/sim/seeds.js';
import { replay } from '../helpers/rules.js';

const { run: cli, last } = simCli();
const dir = mkdtempSync(join(tmpdir(), 'sim-cli-'));

describe('simulate', () => {
  it('prints the JSON report with at least game, games, seed, seats and gamesPerSecond', async () => {
    expect(await cli('simulate', 'royal-dinner-party', '-n', '25', '--seed', '4', '--workers', '1', '--json')).toBe(0);
    const r = JSON.parse(last.out);
    expect(r).toMatchObject({ game: 'royal-dinner-party', games: 25, seed: 4 });
    expect(r.seats[0]).toEqual(expect.objectContaining({ kind: 'greedy', winRate: expect.any(Number), meanScore: expect.any(Number) }));
    expect(r.gamesPerSecond).toEqual(expect.any(Number));
    // solo: no one to lead, so of the play metrics only branching
    expect(Object.keys(r.metrics)).toEqual(['branching']);
    expect(r.metrics.branching).toEqual({ mean: expect.any(Number), interval: [expect.any(Number), expect.any(Number)], games: 25, over: expect.any(Number) });
    expect(last.err).toBe(''); // no progress bar when stderr is not a terminal
  });

  it('prints a text report', async () => {
    expect(await cli('simulate', 'royal-dinner-party', '-n', '10', '--workers', '1')).toBe(0);
    expect(last.out).toMatch(/^Royal Dinner Party: 10 games, seed 1\n/);
    expect(last.out).toContain('Notable games');
  });

  it('splits a study into shards that merge into the whole run', async () => {
    const files: string[] = [];
    for (const shard of ['2/2', '1/2']) {
      expect(await cli('simulate', 'royal-dinner-party', '-n', '21', '--seed', '9', '--shard', shard, '--workers', '1', '--json')).toBe(0);
      const file = join(dir, `shard-${shard.replace('/', '-')}.json`);
      writeFileSync(file, last.out);
      files.push(file);
    }
    expect(await cli('merge', ...files, '--json')).toBe(0);
    const merged = untimed(last.out);
    expect(await cli('simulate', 'royal-dinner-party', '-n', '21', '--seed', '9', '--workers', '1', '--json')).toBe(0);
    expect(merged).toBe(untimed(last.out));
    expect(await cli('merge', files[0])).toBe(2);
    // the missing shard is named with the command that plays it again, written beside the others
    expect(last.err).toBe(
      `dinner-games: missing shard 1/2; play it with: dinner-games simulate royal-dinner-party -n 21 --seed 9 --seats greedy --shard 1/2 --out ${join(dir, 'shard-1-of-2.json')}\n`,
    );
  });

  it('writes one game as a record that replays', async () => {
    const file = join(dir, 'game.json');
    expect(await cli('simulate', 'royal-dinner-party', '--game-seed', '65', '--record', file)).toBe(0);
    expect(last.out).toMatch(/^wrote .*game\.json: Royal Dinner Party, seed 65, .*Replay: dinner-games replay /);
    const record = parseRecord(JSON.parse(readFileSync(file, 'utf8')), file);
    expect(record).toMatchObject({ game: 'royal-dinner-party', seed: 65, seats: ['greedy'] });
    expect(replayJson(replay(record)).over).toBe(true);
    // -n 1 records the study's first game, dealt from the base seed's stream
    expect(await cli('simulate', 'royal-dinner-party', '-n', '1', '--seed', '65', '--record', file)).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).seed).toBe(dealSeed(65, 0));
    expect(await cli('simulate', 'royal-dinner-party', '-n', '2', '--record', file)).toBe(2);
    expect(last.err).toMatch(/--record writes one game/);
    expect(await cli('simulate', 'royal-dinner-party', '-n', '5', '--game-seed', '3')).toBe(2);
    expect(last.err).toMatch(/--game-seed plays one game/);
  });

  it.each([
    [['--seats', 'grredy'], /^dinner-games: --seats: seat 1 is "grredy", not a computer player; known: random, greedy/],
    [['--seats', 'greedy,greedy'], /^dinner-games: --seats names 2 seats; royal-dinner-party takes 1\n$/],
    [['--option', 'aces=9'], /^dinner-games: option aces of royal-dinner-party must be between 0 and 4, not 9\n$/],
    [['-n', 'many'], /^dinner-games: -n takes a whole number from 1, not "many"\n$/],
    [['--shard', '0/3'], /^dinner-games: --shard takes i\/n/],
  ])('refuses %j in one line', async (args, message) => {
    expect(await cli('simulate', 'royal-dinner-party', ...args)).toBe(2);
    expect(last.err).toMatch(message);
    expect(last.out).toBe('');
  });
});

describe('--games-out', () => {
  it('writes one JSON line per game, and compare reads two back to the same figures as playing', async () => {
    const a = join(dir, 'a.jsonl');
    const b = join(dir, 'b.jsonl');
    expect(await cli('simulate', 'the-feast', '--seats', 'greedy,random', '-n', '6', '--rotate', '--option', 'hands=1', '--workers', '1', '--games-out', a)).toBe(0);
    expect(await cli('simulate', 'the-feast', '--seats', 'greedy,random', '-n', '6', '--rotate', '--option', 'hands=2', '--workers', '1', '--games-out', b)).toBe(0);
    const lines = readFileSync(a, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(12);
    expect(lines[1]).toMatchObject({ game: 'the-feast', index: 1, deal: 0, rotation: 1, seed: dealSeed(1, 0), seats: ['random', 'greedy'] });
    expect(Object.keys(lines[0])).toEqual(['game', 'index', 'deal', 'rotation', 'seed', 'seats', 'winners', 'scores', 'turns', 'decisions', 'result', 'counters', 'metrics']);
    expect(lines[0].counters).toHaveProperty('gaffes');
    expect(lines[0].metrics).toEqual(expect.objectContaining({ turnEnds: 8, leadChanges: expect.any(Number), choices: expect.any(Number) }));
    expect(await cli('compare', a, b, '--json')).toBe(0);
    const fromFiles = JSON.parse(last.out);
    expect(await cli('compare', 'the-feast', 'hands=1', 'hands=2', '--seats', 'greedy,random', '-n', '6', '--rotate', '--workers', '1', '--json')).toBe(0);
    const played = JSON.parse(last.out);
    expect(fromFiles.figures).toEqual(played.figures);
    expect(fromFiles.games).toBe(12);
    expect(await cli('compare', a, b)).toBe(0);
    expect(last.out).toMatch(/^The Feast: A against B on the same 6 deals \(every seating: 12 games\)/);
  });

  it('refuses a tampered line, naming the file and line', async () => {
    const good = join(dir, 'good.jsonl');
    expect(await cli('simulate', 'royal-dinner-party', '-n', '3', '--workers', '1', '--games-out', good)).toBe(0);
    const lines = readFileSync(good, 'utf8').trimEnd().split('\n');
    const bad = join(dir, 'bad.jsonl');
    writeFileSync(bad, [lines[0], lines[1].replace(/"winners":\[[^\]]*\]/, '"winners":7'), lines[2]].join('\n'));
    expect(await cli('compare', good, bad)).toBe(2);
    expect(last.err).toMatch(/^dinner-games: .*bad\.jsonl:2: "winners" is not a list of seats from 1 to 1/);
    writeFileSync(bad, lines.slice(0, 2).join('\n'));
    expect(await cli('compare', good, bad)).toBe(2);
    expect(last.err).toMatch(/3 and 2 games/);
  });
});

describe('compare', () => {
  it('prints both sides, the difference and the significance', async () => {
    const code = await cli('compare', 'royal-dinner-party', 'appetiteLimit=14', 'appetiteLimit=20', '-n', '120', '--workers', '1', '--json');
    expect(code).toBe(0);
    const c = JSON.parse(last.out);
    expect(c).toMatchObject({ game: 'royal-dinner-party', games: 120, labels: { a: 'appetiteLimit=14', b: 'appetiteLimit=20' } });
    expect(c.a.options.appetiteLimit).toBe(14);
    expect(c.b.options.appetiteLimit).toBe(20);
    expect(c.figures[0]).toEqual(
      expect.objectContaining({ figure: 'win rate', a: expect.any(Number), b: expect.any(Number), p: expect.any(Number) }),
    );
    expect(await cli('compare', 'royal-dinner-party', 'finalTouch=false', '-n', '20', '--workers', '1')).toBe(0);
    expect(last.out).toContain('A: default');
    expect(last.out).toContain('B: finalTouch=false');
  });
});
