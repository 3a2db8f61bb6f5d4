// The greedy player plans on the state itself rather than a sample (Game.skipResample): the
// generator must be left where a resample leaves it, and greedy must choose on the state as it
// does on the sample (it reads the piles only as a set of live cards), in every phase, solo and
// with several seats, and leave the state as it found it.
import { describe, expect, it } from 'vitest';
import { playout } from '../../../src/engine/playout.js';
import { randomPlayer, type Player } from '../../../src/engine/players.js';
import { getGame } from '../../../src/engine/registry.js';
import { greedy } from '../../../src/games/louis-xiv/greedy.js';
import type { LouisState } from '../../../src/games/louis-xiv/state.js';
import { prepareVariant } from '../../../src/sim/simulate.js';

const game = getGame('louis-xiv');

function checkingPlayer(tally: { decisions: number; phases: Set<number>; mismatches: string[] }): Player {
  return {
    kind: 'greedy',
    choose(d) {
      const drawn = d.rng.slice();
      const sample = d.sample(d.rng) as LouisState;
      const truth = d.greedySample?.(drawn) as LouisState;
      const where = `turn ${sample.turns} phase ${sample.phase} seat ${d.seat + 1}`;
      tally.decisions++;
      tally.phases.add(sample.phase);
      if (!truth) tally.mismatches.push(`${where}: no skipResample`);
      else if (drawn.join() !== d.rng.join()) tally.mismatches.push(`${where}: skipResample draws unlike resample`);
      const want = greedy(sample, d.seat, d.legal, d.rng.slice());
      if (truth) {
        const before = JSON.stringify(truth);
        const got = greedy(truth, d.seat, d.legal, d.rng.slice());
        if (got !== want) tally.mismatches.push(`${where}: move ${got} on the state, ${want} on a sample`);
        if (JSON.stringify(truth) !== before) tally.mismatches.push(`${where}: greedy changed the state`);
      }
      return want;
    },
  };
}

describe('louis-xiv: greedy on the state decides as on a sample', () => {
  for (const t of [
    { seats: 1, greedy: 1, games: 12 },
    { seats: 2, greedy: 2, games: 4 },
    { seats: 4, greedy: 2, games: 3 },
  ]) {
    it(`${t.seats} seat${t.seats > 1 ? 's' : ''}, ${t.greedy} greedy`, () => {
      const tally = { decisions: 0, phases: new Set<number>(), mismatches: [] as string[] };
      const players = Array.from({ length: t.seats }, (_, i) => (i < t.greedy ? checkingPlayer(tally) : randomPlayer));
      const variant = prepareVariant(game, { seats: players.map(() => 'greedy').join(',') });
      for (let seed = 1; seed <= t.games; seed++) playout(game, 300 * t.seats + seed, variant.options, players, undefined, variant.ruleset.data);
      expect(tally.mismatches.slice(0, 5)).toEqual([]);
      expect(tally.decisions).toBeGreaterThan(20 * t.games);
      expect(tally.phases.size).toBeGreaterThan(1);
    });
  }
});
