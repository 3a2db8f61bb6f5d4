// The engine's own promises, independent of any one game's rules.
import { describe, expect, it } from 'vitest';
import { greedyPlayer, randomPlayer } from '../../src/engine/players.js';
import { getGame } from '../../src/engine/registry.js';
import { nextInt, nextU32, seedRng, shuffleInPlace, skipShuffle } from '../../src/engine/rng.js';
import { resolveOptions } from '../../src/engine/options.js';
import { UsageError } from '../../src/engine/errors.js';
import { matchFromRecord, replay } from '../helpers/rules.js';

describe('the seeded generator', () => {
  it('repeats from a seed and differs between seeds', () => {
    const a = seedRng(42);
    const b = seedRng(42);
    const xs = Array.from({ length: 5 }, () => nextU32(a));
    expect(Array.from({ length: 5 }, () => nextU32(b))).toEqual(xs);
    expect(nextU32(seedRng(43))).not.toBe(xs[0]);
    // large seeds use their high bits too
    expect(nextU32(seedRng(2 ** 40))).not.toBe(nextU32(seedRng(2 ** 41)));
  });

  it('draws integers uniformly enough and shuffles into permutations', () => {
    const rng = seedRng(7);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) counts[nextInt(rng, 6)]++;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(400);
    const deck = shuffleInPlace(rng, Array.from({ length: 54 }, (_, i) => i));
    expect([...deck].sort((x, y) => x - y)).toEqual(Array.from({ length: 54 }, (_, i) => i));
  });

  it('skipShuffle leaves the generator where a shuffle of as many items would', () => {
    for (const n of [0, 1, 2, 7, 55]) {
      const shuffled = seedRng(n + 3);
      const skipped = seedRng(n + 3);
      shuffleInPlace(shuffled, Array.from({ length: n }, (_, i) => i));
      skipShuffle(skipped, n);
      expect(skipped).toEqual(shuffled);
    }
  });

  it('lives in the state as plain numbers that survive JSON', () => {
    const rng = seedRng(1);
    nextU32(rng);
    const copy = JSON.parse(JSON.stringify(rng));
    expect(nextU32(copy)).toBe(nextU32(rng));
  });
});

describe('options', () => {
  const game = getGame('royal-dinner-party');
  it('fills defaults and coerces command-line strings', () => {
    expect(resolveOptions(game, { finalTouch: 'false', aces: '2' })).toMatchObject({ finalTouch: false, aces: 2, jokers: 2 });
  });
  it('refuses unknown keys, bad types and out-of-range numbers in words', () => {
    expect(() => resolveOptions(game, { nope: 1 })).toThrow(UsageError);
    expect(() => resolveOptions(game, { aces: '9' })).toThrow(/between 0 and 4/);
    expect(() => resolveOptions(game, { seating: 'random' })).toThrow(/one of drawn, jqk, kqj/);
  });
});

describe('the match (the screens\' loop)', () => {
  const header = { game: 'royal-dinner-party', seed: 11, options: {}, seats: ['human' as const], moves: [] };

  it('undoes back to the last reveal, and no further', () => {
    const m = matchFromRecord(header);
    // play until a placement with a choice follows a draw
    while (!m.outcome().over) {
      const legal = m.legal(0);
      const place = legal.filter((l) => l.text.startsWith('place'));
      if (place.length > 1) break;
      m.play(0, greedyPlayer.choose(m.decision(0)));
    }
    const before = JSON.stringify(m.view(0));
    const movesBefore = m.record().moves.length;
    const place = m.legal(0).find((l) => l.text.startsWith('place'));
    m.play(0, place?.move as number);
    expect(m.canUndo()).toBe(true);
    expect(m.undo()).toBe(true);
    expect(JSON.stringify(m.view(0))).toBe(before);
    expect(m.record().moves).toHaveLength(movesBefore);
    // the draw before it revealed a card: undo stops there
    expect(m.canUndo()).toBe(false);
    expect(m.undo()).toBe(false);
  });

  it('saves as a record that resumes to the same game', () => {
    const m = matchFromRecord(header);
    for (let i = 0; i < 25 && !m.outcome().over; i++) m.play(0, randomPlayer.choose(m.decision(0)));
    const resumed = matchFromRecord(JSON.parse(JSON.stringify(m.record())));
    expect(resumed.view(0)).toEqual(m.view(0));
    expect(resumed.record().moves).toEqual(m.record().moves);
    expect(resumed.events().map((e) => e.text)).toEqual(m.events().map((e) => e.text));
    expect(replay(m.record()).state).toBeDefined();
  });

});
