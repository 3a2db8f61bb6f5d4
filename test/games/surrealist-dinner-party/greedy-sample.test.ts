// The greedy player plans on a sample built without copying the whole state
// (Game.sharedResample): it must equal the sample `resample` draws, drawn the same way, and
// greedy must leave it, and so the state it shares arrays with, exactly as it was. Where greedy
// reads nothing a sample deals again (planReadsHidden), it plans on the state itself: then the
// draws must be resample's all the same, and the move the one it makes on resample's sample.
import { describe, expect, it } from 'vitest';
import { playout } from '../../../src/engine/playout.js';
import { randomPlayer, type Player } from '../../../src/engine/players.js';
import { greedy, planReadsHidden } from '../../../src/games/surrealist-dinner-party/greedy.js';
import { resample } from '../../../src/games/surrealist-dinner-party/view.js';
import type { SdpState } from '../../../src/games/surrealist-dinner-party/state.js';
import { prepareVariant } from '../../../src/sim/simulate.js';
import { sdp } from '../../helpers/surrealist.js';

interface Tally {
  decisions: number;
  /** Decisions planned on the state itself (the sample skipped). */
  skipped: number;
  phases: Set<number>;
  mismatches: string[];
}

/** A greedy player that checks the shared sample against a full one at every decision. */
function checkingPlayer(tally: Tally, truth: () => SdpState): Player {
  return {
    kind: 'greedy',
    choose(d) {
      const state = truth();
      const before = JSON.stringify(state);
      const fullRng = d.rng.slice();
      const full = resample(state, d.seat, fullRng);
      const shared = d.greedySample?.(d.rng) as SdpState;
      const where = `turn ${state.turns} phase ${state.phase} seat ${d.seat + 1}`;
      tally.decisions++;
      tally.phases.add(state.phase);
      if (!shared) tally.mismatches.push(`${where}: no shared sample offered`);
      else if (shared === state) {
        tally.skipped++;
        if (planReadsHidden(state, d.seat)) tally.mismatches.push(`${where}: planned on the state where greedy may read hidden cards`);
      } else if (JSON.stringify(shared) !== JSON.stringify(full)) tally.mismatches.push(`${where}: the shared sample differs from resample's`);
      if (d.rng.join() !== fullRng.join()) tally.mismatches.push(`${where}: drawn unlike resample`);
      const sampleBefore = JSON.stringify(shared);
      const got = greedy(shared, d.seat, d.legal, d.rng);
      const want = greedy(full, d.seat, d.legal, d.rng.slice());
      if (got !== want) tally.mismatches.push(`${where}: move ${got} on the shared sample, ${want} on resample's`);
      if (JSON.stringify(shared) !== sampleBefore) tally.mismatches.push(`${where}: greedy changed its sample`);
      if (JSON.stringify(state) !== before) tally.mismatches.push(`${where}: the state changed while greedy chose`);
      return got;
    },
  };
}

describe('surrealist-dinner-party: greedy on a shared sample', () => {
  const tables: { mode: string; seats: number; greedy: number; games: number }[] = [
    { mode: 'normal', seats: 4, greedy: 4, games: 8 },
    { mode: 'normal', seats: 2, greedy: 1, games: 3 },
    { mode: 'advanced', seats: 3, greedy: 3, games: 3 },
    { mode: 'casual', seats: 3, greedy: 2, games: 2 },
  ];
  for (const t of tables) {
    it(`${t.mode}, ${t.seats} seats, ${t.greedy} greedy: the same sample, draws and moves, nothing changed`, () => {
      const tally: Tally = { decisions: 0, skipped: 0, phases: new Set(), mismatches: [] };
      let current: SdpState | undefined;
      // the playout hands the state to onMove after each move; the first decision sees the setup
      const truth = (): SdpState => current as SdpState;
      const players = Array.from({ length: t.seats }, (_, i) => (i < t.greedy ? checkingPlayer(tally, truth) : randomPlayer));
      const variant = prepareVariant(sdp, { seats: players.map(() => 'greedy').join(','), options: { mode: t.mode } });
      for (let seed = 1; seed <= t.games; seed++) {
        const setup = sdp.setup;
        // catch the state the playout plays on, before its first move
        sdp.setup = (ctx) => (current = setup(ctx) as SdpState);
        try {
          playout(sdp, 700 + seed, variant.options, players, (s) => (current = s as SdpState), variant.ruleset.data);
        } finally {
          sdp.setup = setup;
        }
      }
      expect(tally.mismatches.slice(0, 5)).toEqual([]);
      expect(tally.decisions).toBeGreaterThan(40 * t.games);
      // both ways are taken (casual has no abilities: never a sample)
      expect(tally.skipped).toBeGreaterThan(0);
      if (t.mode !== 'casual') expect(tally.skipped).toBeLessThan(tally.decisions);
      if (t.mode === 'advanced') expect(tally.phases.size).toBeGreaterThan(3);
    });
  }
});
