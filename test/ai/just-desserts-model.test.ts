// Hard's rollouts at Just Desserts tables with searching seats: each other seat is modelled as
// its kind plays (greedy exactly, a searcher greedy or a near move, random at random), and
// every other table keeps the tuning it had.
import { describe, expect, it } from 'vitest';
import '../../src/ai/index.js';
import { JD_STRAY, jdSeatModel } from '../../src/ai/games/just-desserts.js';
import { tuningFor } from '../../src/ai/tuning.js';
import { getGame } from '../../src/engine/registry.js';
import { seedRng } from '../../src/engine/rng.js';
import { greedy, scoreMoves } from '../../src/games/just-desserts/greedy.js';
import type { JdState } from '../../src/games/just-desserts/state.js';
import { choicePositions, expectStraying, type ModelMove } from '../helpers/positions.js';

const jd = getGame('just-desserts');

/** Positions of four-seat greedy games where the seat to move has at least three moves. */
const positions = () => choicePositions<JdState>(jd, [1, 2, 3, 4, 5]);

describe("just-desserts: hard's model of the table", () => {
  it('is chosen for hard among searching seats only, at three seats or more', () => {
    expect(tuningFor(jd.id, ['hard', 'normal', 'normal', 'normal'], 0).policy).toBeDefined();
    expect(tuningFor(jd.id, ['normal', 'normal', 'hard'], 2).policy).toBeDefined();
    // at two seats hard keeps greedy's model (the seat model measured no better there)
    expect(tuningFor(jd.id, ['normal', 'hard'], 1).policy).toBeUndefined();
    // greedy seats are modelled exactly by greedy already; normal and easy keep their tuning
    expect(tuningFor(jd.id, ['hard', 'greedy', 'greedy', 'greedy'], 0).policy).toBeUndefined();
    expect(tuningFor(jd.id, ['normal', 'hard', 'hard', 'hard'], 0).policy).toBeUndefined();
    expect(tuningFor(jd.id, ['easy', 'normal', 'normal'], 0).policy).toBeUndefined();
    // the hard seat's own kind decides, not the first seat's
    expect(tuningFor(jd.id, ['normal', 'hard', 'normal', 'normal'], 0).policy).toBeUndefined();
  });

  const all = positions();

  it('finds positions to test', () => expect(all.length).toBeGreaterThan(50));

  it('plays greedy for the searcher, greedy and human seats, near moves for searching seats, any move for random ones', () => {
    const moves = (kind: string, searcherToo = false): ModelMove[] => {
      const out: ModelMove[] = [];
      for (const { state, seat, legal } of all) {
        // the seat to move is `kind`; the searcher sits next to it (or is it)
        const searcher = searcherToo ? seat : (seat + 1) % 4;
        const kinds = ['hard', 'hard', 'hard', 'hard'];
        if (!searcherToo) kinds[seat] = kind;
        const policy = jdSeatModel(kinds) as NonNullable<ReturnType<typeof jdSeatModel>>;
        const scores = scoreMoves(state, seat, legal, []);
        const ranked = legal.map((_, i) => i).sort((a, b) => scores[b] - scores[a] || a - b);
        const near = ranked.filter((i, r) => r < JD_STRAY.candidates && scores[i] >= scores[ranked[0]] - JD_STRAY.points).map((i) => legal[i]);
        const best = greedy(state, seat, legal, seedRng(0));
        for (let r = 0; r < 6; r++) {
          const move = policy(state, seat, legal, seedRng(r), searcher);
          // the same generator gives the same move
          expect(policy(state, seat, legal, seedRng(r), searcher)).toBe(move);
          out.push({ move, best, near, legal });
        }
      }
      return out;
    };
    expectStraying(moves, JD_STRAY.chance);
  });
});
