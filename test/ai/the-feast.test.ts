// The Feast's searching player: what a round's ploys capture, samples with the other players'
// face-down ploys taken back, regret matching at a simultaneous choice, and the level and
// models a seat's kind gives.
import { describe, expect, it } from 'vitest';
import '../../src/games/index.js';
import '../../src/ai/index.js';
import { feastLevel } from '../../src/ai/games/the-feast.js';
import { FEAST_LEVELS, choosePloy, determinize, roundGains } from '../../src/ai/games/the-feast-ploys.js';
import { hintLevel } from '../../src/ai/levels.js';
import { regretMatch, type SimultaneousNode } from '../../src/ai/simultaneous.js';
import { legalMoves } from '../../src/engine/moves.js';
import { createPlayer, greedyPlayer, hintKind, type Decision, type Player } from '../../src/engine/players.js';
import { playout } from '../../src/engine/playout.js';
import { getGame } from '../../src/engine/registry.js';
import { seedRng } from '../../src/engine/rng.js';
import { Phase, type FeastState } from '../../src/games/the-feast/state.js';

const feast = getGame('the-feast');

function gains(topic: number, ranks: number[], seats: number): number[] {
  const out = new Float64Array(8);
  roundGains(topic, ranks, ranks.length, seats, out);
  return Array.from(out.subarray(0, ranks.length));
}

describe('the-feast: what a round captures', () => {
  it('gives the topic to the highest unmatched ploy and the best gaffe to the lowest', () => {
    expect(gains(7, [10, 10, 5, 3], 4)).toEqual([0, 0, 7, 10]);
    // no gaffe: the lowest takes nothing
    expect(gains(7, [9, 8, 5, 3], 4)).toEqual([7, 0, 0, 0]);
  });

  it('lets the only unmatched player take the better of the topic and the best gaffe', () => {
    expect(gains(10, [8, 8, 6, 6, 4], 5)).toEqual([0, 0, 0, 0, 10]);
    expect(gains(3, [8, 8, 6, 6, 4], 5)).toEqual([0, 0, 0, 0, 8]);
  });

  it('captures nothing when every ploy is matched', () => {
    expect(gains(9, [5, 5, 7, 7], 4)).toEqual([0, 0, 0, 0]);
  });

  it('counts a dummy capture chosen by lot as its mean', () => {
    // players 9 and 9 gaffe; dummy 1 (5) takes the topic, dummy 2 (2) a gaffe: only 9s
    expect(gains(4, [9, 9, 5, 2], 2)).toEqual([0, 0, 4, 9]);
    // a lone dummy: the topic or either gaffe rank, equally likely
    expect(gains(6, [9, 9, 3, 3, 5], 2)).toEqual([0, 0, 0, 0, (6 + 3 + 9) / 3]);
  });
});

/** Four-seat positions where seats 1 and 2 have chosen face down and seat 3 is to choose. */
function thirdToChoose(seeds: number[]): FeastState[] {
  const out: FeastState[] = [];
  for (const seed of seeds) {
    playout(feast, seed, { dummies: 0, hands: 1, beatDummies: false }, [greedyPlayer, greedyPlayer, greedyPlayer, greedyPlayer], (st) => {
      const s = st as FeastState;
      if (s.phase === Phase.Ploys && s.ploys[0] >= 0 && s.ploys[1] >= 0 && s.ploys[2] < 0 && legalMoves(feast, s, 2).length >= 3) out.push(feast.clone(s) as FeastState);
    });
  }
  return out;
}

describe('the-feast: samples for a simultaneous choice', () => {
  const [state] = thirdToChoose([3]);

  it('take the other players\' face-down ploys back into their hands, to be chosen again', () => {
    for (const first of [true, false]) {
      const s = determinize(state, 2, first, seedRng(5));
      expect(s.ploys.slice(0, 4)).toEqual([-1, -1, -1, -1]);
      expect(s.held.map((h) => h.length)).toEqual([
        state.held[0].length + 1,
        state.held[1].length + 1,
        state.held[2].length,
        state.held[3].length,
      ]);
      // the seat's own hand is never resampled
      expect([...s.held[2]].sort()).toEqual([...state.held[2]].sort());
    }
    // the state sampled from is left as it was
    expect(state.ploys[0]).toBeGreaterThanOrEqual(0);
  });
});

describe('regret matching at a simultaneous node', () => {
  /** Two seats choosing move 1 or 2; `worth(i, mine, theirs)`. */
  function node(worth: (i: number, mine: number, theirs: number) => number): SimultaneousNode {
    return {
      samples: 4,
      seats: [0, 1],
      available: () => 0b110,
      values(_k, i, joint, moves, out) {
        for (let m = moves; m; m &= m - 1) {
          const move = 31 - Math.clz32(m & -m);
          out[move] = worth(i, move, joint[1 - i]);
        }
      },
    };
  }

  it('mixes evenly where any fixed choice would be read (matching pennies)', () => {
    // seat 0 wins on a match, seat 1 on a miss
    const s = regretMatch(node((i, a, b) => ((a === b) === (i === 0) ? 1 : -1)), 200, seedRng(1));
    expect(s[1] + s[2]).toBeCloseTo(1, 9);
    expect(s[1]).toBeGreaterThan(0.4);
    expect(s[1]).toBeLessThan(0.6);
  });

  it('drops a move that is never better', () => {
    // move 2 is worth one more to either seat whatever the other does
    const s = regretMatch(node((_i, a) => a), 50, seedRng(2));
    expect(s[2]).toBeGreaterThan(0.95);
  });

  it('gives the same strategy for the same generator', () => {
    const pennies = node((i, a, b) => ((a === b) === (i === 0) ? 1 : -1));
    expect(Array.from(regretMatch(pennies, 30, seedRng(3)))).toEqual(Array.from(regretMatch(pennies, 30, seedRng(3))));
  });
});

describe('the-feast: a seat kind gives the level and the models', () => {
  it('plays a seat at its own level, and a person asking for a hint at the hint level', () => {
    expect(feastLevel('easy')).toBe(FEAST_LEVELS.easy);
    expect(feastLevel('hard')).toBe(FEAST_LEVELS.hard);
    expect(feastLevel('human')).toBe(FEAST_LEVELS[hintLevel().kind]);
    expect(feastLevel(undefined)).toBe(FEAST_LEVELS.normal);
  });

  it('models greedy seats as greedy players and weighs its ploys against them, not against random ones', () => {
    const states = thirdToChoose([4, 5, 6, 7]);
    expect(states.length).toBeGreaterThanOrEqual(4);
    let differs = 0;
    for (const s of states) {
      const legal = legalMoves(feast, s, 2);
      const view = feast.resample(s, 2, seedRng(9)) as FeastState;
      const level = { ...FEAST_LEVELS.normal, spread: 0 };
      const vsGreedy = choosePloy(view, 2, legal, ['greedy', 'greedy', 'normal', 'greedy'], level, seedRng(1));
      const vsRandom = choosePloy(view, 2, legal, ['random', 'random', 'normal', 'random'], level, seedRng(1));
      expect(legal).toContain(vsGreedy);
      expect(legal).toContain(vsRandom);
      if (vsGreedy !== vsRandom) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });

  it('gives a person the hint level\'s own move: the same as a seat of that level in the same place', () => {
    const hint = createPlayer(hintKind()) as Player;
    expect(hintKind()).toBe(hintLevel().kind);
    const seat = createPlayer(hintLevel().kind) as Player;
    for (const s of thirdToChoose([12, 13])) {
      const d = (kinds: string[]): Decision => ({
        game: feast,
        seat: 2,
        legal: legalMoves(feast, s, 2),
        sample: (r) => feast.resample(s, 2, r),
        view: () => feast.view(s, 2),
        rng: seedRng(6),
        kinds,
      });
      expect(hint.choose(d(['greedy', 'normal', 'human', 'easy']))).toBe(seat.choose(d(['greedy', 'normal', hintLevel().kind, 'easy'])));
    }
  });

  it('chooses the same ploy for the same view, kinds and generator', () => {
    for (const s of thirdToChoose([8])) {
      const legal = legalMoves(feast, s, 2);
      const kinds = ['normal', 'hard', 'hard', 'easy'];
      const a = choosePloy(feast.resample(s, 2, seedRng(1)) as FeastState, 2, legal, kinds, FEAST_LEVELS.hard, seedRng(4));
      const b = choosePloy(feast.resample(s, 2, seedRng(1)) as FeastState, 2, legal, kinds, FEAST_LEVELS.hard, seedRng(4));
      expect(b).toBe(a);
    }
  });
});

describe('the-feast: hard and normal', () => {
  it('play the same ploy at a table where hard models no seat by a learning search (no normal seat)', () => {
    const states = thirdToChoose([14, 15]);
    expect(states.length).toBeGreaterThan(0);
    for (const s of states) {
      const legal = legalMoves(feast, s, 2);
      for (const kinds of [['greedy', 'greedy', 'x', 'greedy'], ['easy', 'random', 'x', 'human']]) {
        const view = feast.resample(s, 2, seedRng(3)) as FeastState;
        const normal = choosePloy(view, 2, legal, kinds, FEAST_LEVELS.normal, seedRng(5));
        expect(choosePloy(view, 2, legal, kinds, FEAST_LEVELS.hard, seedRng(5))).toBe(normal);
      }
    }
  });

  it('play the same ploy at two seats against a normal player: hard learns it as normal does there', () => {
    const states: FeastState[] = [];
    for (const seed of [21, 22]) {
      playout(feast, seed, { dummies: 2, hands: 1, beatDummies: false }, [greedyPlayer, greedyPlayer], (st) => {
        const s = st as FeastState;
        if (s.phase === Phase.Ploys && s.ploys[0] < 0 && legalMoves(feast, s, 0).length >= 3) states.push(feast.clone(s) as FeastState);
      });
    }
    expect(states.length).toBeGreaterThan(2);
    for (const s of states.slice(0, 6)) {
      const legal = legalMoves(feast, s, 0);
      const view = feast.resample(s, 0, seedRng(3)) as FeastState;
      for (const kinds of [['x', 'normal'], ['x', 'hard']]) {
        const normal = choosePloy(view, 0, legal, kinds, FEAST_LEVELS.normal, seedRng(7));
        expect(choosePloy(view, 0, legal, kinds, FEAST_LEVELS.hard, seedRng(7))).toBe(normal);
      }
    }
  });
});
