// The Feast's greedy player counts the others' ploys in closed form (ploy-draws.ts) instead of
// walking their combinations. On the states of many games (2 to 8 seats, dummies, greedy and
// random players) it gives every ploy the score the first version (helpers/feast-greedy-reference.ts)
// gives when that walks every combination (`exactly`: where there are too many it used to sample
// 400 draws, which the closed form no longer needs), to within rounding, and then chooses as that
// file's plain `referenceChoice` does: the same move and the same draws from its generator. It
// plans on the state itself rather than a sample (Game.skipResample), which must change none of
// these. The closed forms are also checked against every combination for chances drawn at random.
import { describe, expect, it } from 'vitest';
import { playout } from '../../../src/engine/playout.js';
import { randomPlayer, type Player } from '../../../src/engine/players.js';
import { nextU32, seedRng } from '../../../src/engine/rng.js';
import { getGame } from '../../../src/engine/registry.js';
import { greedy, NEAR_EQUAL, ployScores } from '../../../src/games/the-feast/greedy.js';
import { Phase, type FeastState } from '../../../src/games/the-feast/state.js';
import { gaffeMean, overMean, ployOutlook, topChance } from '../../../src/games/the-feast/ploy-draws.js';
import { referenceChoice, referenceScores } from '../../helpers/feast-greedy-reference.js';

/** Scores agree when they differ by rounding only: the sums are taken in other orders. */
const close = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

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
      const want = referenceChoice(s, d.seat, d.legal, refRng, NEAR_EQUAL, true);
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
          if (!close(scores[m], referenceScores[m])) tally.mismatches.push(`${where}: ploy ${m} scored ${scores[m]}, was ${referenceScores[m]}`);
          if (!Object.is(onTruth[m], scores[m])) tally.mismatches.push(`${where}: ploy ${m} scored ${onTruth[m]} on the state, ${scores[m]} on a sample`);
        }
      }
      return got;
    },
  };
}

describe('the-feast: the greedy player decides as the first version with every combination walked', () => {
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
            const want = referenceChoice(t, d.seat, d.legal, d.rng.slice(), NEAR_EQUAL, true);
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

/**
 * What rank m captures against every combination of `players` ploys as by p and `dummies` as
 * by q (besides `faceUp` per rank), walked one by one: the three expectations of ploy-draws.ts.
 */
function everyCombination(players: number, p: number[], dummies: number, q: number[], faceUp: number[], m: number) {
  let top = 0;
  let gaffe = 0;
  const over = new Array<number>(11).fill(0);
  const count = faceUp.slice();
  const draw = (group: number, left: number, chance: number): void => {
    if (left === 0) {
      if (group === 0 && dummies) return draw(1, dummies, chance);
      if (count[m]) return;
      const ones: number[] = [];
      let hiMany = 0;
      for (let r = 1; r <= 10; r++) {
        if (count[r] === 1) ones.push(r);
        else if (count[r] >= 2) hiMany = r;
      }
      if (!ones.length) {
        top += chance;
        for (let t = 1; t < hiMany; t++) over[t] += chance * (hiMany - t);
      } else if (m > ones[ones.length - 1]) top += chance;
      else if (m < ones[0]) gaffe += chance * hiMany;
      return;
    }
    // ordered draws: each sequence once, so no multinomial factor
    const dist = group ? q : p;
    for (let r = 1; r <= 10; r++) {
      if (!dist[r]) continue;
      count[r]++;
      draw(group, left - 1, chance * dist[r]);
      count[r]--;
    }
  };
  draw(0, players, 1);
  return { top, gaffe, over };
}

describe('the-feast: the others ploys counted in closed form', () => {
  it('gives every rank the chances and means of walking every combination', () => {
    const rng = seedRng(25);
    const uniform = (): number => nextU32(rng) / 4294967296;
    const chances = (): number[] => {
      const raw = Array.from({ length: 11 }, (_, r) => (r && uniform() < 0.8 ? uniform() : 0));
      const sum = raw.reduce((a, b) => a + b, 0) || 1;
      return raw.map((x) => x / sum);
    };
    let checked = 0;
    // three players alone take the closed form for four seats; the rest the generating functions
    const tables = [[3, 0], [3, 0], [3, 0], [1, 0], [2, 0], [4, 0], [1, 2], [2, 2], [3, 1], [1, 3], [5, 0], [2, 1]];
    for (let i = 0; i < 60; i++) {
      const [players, dummies] = tables[i % tables.length];
      const p = chances();
      const q = chances();
      const faceUp = Array.from({ length: 11 }, (_, r) => (r && i % 3 === 1 && uniform() < 0.2 ? 1 + Math.floor(uniform() * 2) : 0));
      const pRows = new Float64Array(3 * 11);
      pRows.set(p, 22);
      const legalBits = 0b11111111110;
      ployOutlook(players, pRows, 22, dummies, Float64Array.from(q), Int32Array.from(faceUp), legalBits);
      for (let m = 1; m <= 10; m++) {
        const want = everyCombination(players, p, dummies, q, faceUp, m);
        expect(topChance[m]).toBeCloseTo(want.top, 12);
        expect(gaffeMean[m]).toBeCloseTo(want.gaffe, 11);
        for (let t = 1; t <= 10; t++) expect(overMean[m * 11 + t]).toBeCloseTo(want.over[t], 11);
        checked++;
      }
    }
    expect(checked).toBe(600);
  });
});
