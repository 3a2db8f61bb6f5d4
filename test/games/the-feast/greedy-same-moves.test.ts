// The Feast's greedy player was made faster without changing a single score: on the states of
// many games (2 to 8 seats, dummies, greedy and random players) it gives every ploy the same
// score, to the last bit, as the first version kept in helpers/feast-greedy-reference.ts, and
// then chooses among the near-equal ones as that file's plain `referenceChoice` does: the same
// move and the same draws from its generator. It plans on the state itself rather than a
// sample (Game.skipResample), which must change none of these.
import { describe, expect, it } from 'vitest';
import { playout } from '../../../src/engine/playout.js';
import { randomPlayer, type Player } from '../../../src/engine/players.js';
import { seedRng } from '../../../src/engine/rng.js';
import { getGame } from '../../../src/engine/registry.js';
import { greedy, NEAR_EQUAL, ployScores } from '../../../src/games/the-feast/greedy.js';
import { Phase, type FeastState } from '../../../src/games/the-feast/state.js';
import { referenceChoice, referenceScores } from '../../helpers/feast-greedy-reference.js';

const game = getGame('the-feast');

interface Tally {
  decisions: number;
  scored: number;
  mismatches: string[];
}

/** A greedy player that weighs every decision with both versions and notes any difference. */
function checkingPlayer(tally: Tally): Player {
  return {
    kind: 'greedy',
    choose(d) {
      const drawn = d.rng.slice();
      const s = d.sample(d.rng) as FeastState;
      // the greedy player plans on the state itself (Game.skipResample): the same draws as a
      // sample, and the same move and scores as on the sample
      const truth = d.greedySample?.(drawn) as FeastState;
      const truthRng = d.rng.slice();
      const truthScoresRng = d.rng.slice();
      const refRng = d.rng.slice();
      const want = referenceChoice(s, d.seat, d.legal, refRng, NEAR_EQUAL);
      const scoresRng = d.rng.slice();
      const got = greedy(s, d.seat, d.legal, d.rng);
      tally.decisions++;
      const where = `hand ${s.hand} round ${s.round} seat ${d.seat + 1} of ${s.seats}+${s.table - s.seats}`;
      if (got !== want) tally.mismatches.push(`${where}: move ${got}, was ${want}`);
      if (d.rng.join() !== refRng.join()) tally.mismatches.push(`${where}: generator drawn differently`);
      if (!truth || drawn.join() !== truthRng.join()) tally.mismatches.push(`${where}: skipResample draws unlike resample`);
      else if (greedy(truth, d.seat, d.legal, truthRng) !== got) tally.mismatches.push(`${where}: another move on the state than on a sample`);
      if (s.phase === Phase.Ploys && d.legal.length > 1) {
        const onTruth = truth ? ployScores(truth, d.seat, d.legal, truthScoresRng).slice() : [];
        const scores = ployScores(s, d.seat, d.legal, scoresRng);
        tally.scored++;
        for (const m of d.legal) {
          if (!Object.is(scores[m], referenceScores[m])) tally.mismatches.push(`${where}: ploy ${m} scored ${scores[m]}, was ${referenceScores[m]}`);
          if (!Object.is(onTruth[m], scores[m])) tally.mismatches.push(`${where}: ploy ${m} scored ${onTruth[m]} on the state, ${scores[m]} on a sample`);
        }
      }
      return got;
    },
  };
}

describe('the-feast: the fast greedy player decides exactly as the first version', () => {
  const tables: { seats: number; dummies: number; greedy: number; games: number }[] = [
    { seats: 4, dummies: 0, greedy: 4, games: 6 },
    { seats: 4, dummies: 0, greedy: 1, games: 6 },
    { seats: 2, dummies: 0, greedy: 2, games: 6 },
    { seats: 3, dummies: 2, greedy: 3, games: 4 },
    { seats: 5, dummies: 0, greedy: 5, games: 3 },
    { seats: 6, dummies: 0, greedy: 3, games: 2 },
    { seats: 2, dummies: 4, greedy: 2, games: 2 },
    { seats: 8, dummies: 0, greedy: 2, games: 1 },
  ];
  for (const t of tables) {
    it(`${t.seats} seats, ${t.dummies} added dummies, ${t.greedy} greedy`, () => {
      const tally: Tally = { decisions: 0, scored: 0, mismatches: [] };
      const players = Array.from({ length: t.seats }, (_, i) => (i < t.greedy ? checkingPlayer(tally) : randomPlayer));
      for (let seed = 1; seed <= t.games; seed++) playout(game, 1000 * t.seats + seed, { dummies: t.dummies, hands: 2, beatDummies: false }, players);
      expect(tally.mismatches.slice(0, 5)).toEqual([]);
      // the check saw real choices: ploys among several ranks, not only forced moves
      expect(tally.scored).toBeGreaterThan(10 * t.games);
    });
  }
});

describe('the-feast: first-round choices kept by what they depend on', () => {
  it('gives the move the first version gives, when weighed afresh and when taken from the table', () => {
    let fresh = 0;
    let again = 0;
    const mismatches: string[] = [];
    const player: Player = {
      kind: 'greedy',
      choose(d) {
        const s = d.sample(d.rng) as FeastState;
        if (s.phase === Phase.Ploys && s.round === 1 && d.legal.length > 1) {
          // the same choice on two more samples: other cards in the other places, the same key
          for (let k = 0; k < 3; k++) {
            const t = k ? (game.resample(s, d.seat, seedRng(k)) as FeastState) : s;
            const want = referenceChoice(t, d.seat, d.legal, d.rng.slice(), NEAR_EQUAL);
            const got = greedy(t, d.seat, d.legal, d.rng.slice());
            if (got !== want) mismatches.push(`seat ${d.seat + 1}, sample ${k}: move ${got}, was ${want}`);
            if (k) again++;
            else fresh++;
          }
        }
        return greedy(s, d.seat, d.legal, d.rng);
      },
    };
    for (let seed = 1; seed <= 4; seed++) playout(game, 5000 + seed, { dummies: 0, hands: 2, beatDummies: false }, [player, player, player, player]);
    for (let seed = 1; seed <= 3; seed++) playout(game, 6000 + seed, { dummies: 1, hands: 2, beatDummies: false }, [player, player, randomPlayer]);
    expect(mismatches).toEqual([]);
    expect(fresh).toBeGreaterThan(30);
    expect(again).toBe(2 * fresh);
  });
});
