// The rollout model of a Louis XIV table with searching seats (the bench's clairvoyant plays its
// rollouts with it): each other seat is modelled as its kind plays (greedy exactly, a searcher
// greedy or a near move, random at random), and the searching seat plays as with greedy's model.
import { describe, expect, it } from 'vitest';
import '../../src/ai/index.js';
import { LX_STRAY, lxSeatModel } from '../../src/ai/games/louis-xiv.js';
import { tuningFor } from '../../src/ai/tuning.js';
import { getGame } from '../../src/engine/registry.js';
import { seedRng } from '../../src/engine/rng.js';
import { greedy, scoreMoves } from '../../src/games/louis-xiv/greedy.js';
import type { LouisState } from '../../src/games/louis-xiv/state.js';
import { choicePositions, expectStraying, type ModelMove } from '../helpers/positions.js';

const lx = getGame('louis-xiv');

/** Positions of four-seat greedy games where the seat to move has at least three moves. */
const positions = () => choicePositions<LouisState>(lx, [1, 2, 3]);

describe("louis-xiv: the straying model of the table", () => {
  const all = positions();

  it('finds positions to test', () => expect(all.length).toBeGreaterThan(50));

  it('plays as before for the searcher, greedy for greedy and human seats, near moves for searching seats, any move for random ones', () => {
    const plain = tuningFor(lx.id, ['hard', 'greedy', 'greedy', 'greedy'], 0).policy as NonNullable<ReturnType<typeof lxSeatModel>>;
    const moves = (kind: string, searcherToo = false): ModelMove[] => {
      const out: ModelMove[] = [];
      for (const [k, { state, seat, legal }] of all.entries()) {
        // the seat to move is `kind`; the searcher sits next to it (or is it)
        const searcher = searcherToo ? seat : (seat + 1) % 4;
        const kinds = ['hard', 'hard', 'hard', 'hard'];
        if (!searcherToo) kinds[seat] = kind;
        const policy = lxSeatModel(kinds);
        const scores: number[] = [];
        scoreMoves(state, seat, legal, scores);
        const ranked = legal.map((_, i) => i).sort((a, b) => scores[b] - scores[a] || a - b);
        const near = ranked.filter((i, r) => r < LX_STRAY.candidates && scores[i] >= scores[ranked[0]] - LX_STRAY.points).map((i) => legal[i]);
        // the searcher's own rollout move is the one greedy's model of the table gave it
        const best = searcherToo ? plain(state, seat, legal, seedRng(0), searcher) : greedy(state, seat, legal);
        // generators that differ position by position, so the straying draws do too
        for (let r = 0; r < 6; r++) {
          const move = policy(state, seat, legal, seedRng(1000 * r + k), searcher);
          // the same generator gives the same move
          expect(policy(state, seat, legal, seedRng(1000 * r + k), searcher)).toBe(move);
          out.push({ move, best, near, legal });
        }
      }
      return out;
    };
    expectStraying(moves, LX_STRAY.chance);
  });
});
