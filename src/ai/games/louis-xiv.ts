/**
 * Louis XIV's royal dinner for the searching player: the greedy player's move scores choose
 * the moves worth searching and play the rollouts. Solo, rollouts stop a few turns on and the
 * reward is the points plus what the nobles still open are likely to bring, as a share of the
 * twelve points a game can hold (cut rollouts are cheaper and, measured, play better than
 * rollouts to the end). A solo game has a known number of turns, so the estimate, the
 * rollouts' greedy and the choice of candidates all weigh an open noble by its chance of being
 * completed in the turns left (tuning deals 0-99 at hard: 9.59 points against 8.93 with
 * greedy's own worth, paired difference +0.66 +- 0.38; on the bench's fresh deals 9.13
 * against 8.88, +0.25 +- 0.26). With seats, the default
 * win-and-margin reward and greedy as it is.
 */
import { describeMove } from '../../games/louis-xiv/describe.js';
import { louisXiv } from '../../games/louis-xiv/index.js';
import { greedy, livePool, scoreMoves, worthNow, type Worth } from '../../games/louis-xiv/greedy.js';
import type { NobleSpec } from '../../games/louis-xiv/data.js';
import { isComplete } from '../../games/louis-xiv/needs.js';
import { Phase, type LouisState } from '../../games/louis-xiv/state.js';
import { defaultReward, registerTuning } from '../tuning.js';

/** Solo: points over the most the nobles hold; with seats, the default win-and-margin reward. */
export function lxReward(s: LouisState, seat: number): number {
  if (s.seats === 1) {
    const most = s.tables.nobles[s.side][0].reduce((a, n) => a + n.points, 0);
    return soloEstimate(s) / most;
  }
  return defaultReward(louisXiv.outcome(s), seat);
}

/** The search's view of the greedy scores. */
export const LX_SEARCH = {
  /**
   * Greedy scores are in points; the levels' margin is set for scores near 0-1, so they are
   * scaled down to let close takes and placements into the search.
   */
  priorScale: 0.5,
  /** Solo rollouts stop this many turns after the searched move and count partial nobles (0: play to the end). */
  horizon: 3,
  /** The horizon's estimate: 0 the greedy worth of open nobles, 1 their chance by cards needed and turns left. */
  estimate: 1,
  /** Solo rollouts: 0 greedy as it is, 1 greedy weighing open nobles by their chance in the turns left. */
  policy: 1,
  /** Solo candidates: 0 by greedy's scores as they are, 1 by those weighing the chance in the turns left. */
  prior: 1,
};

/**
 * The share of a noble's points it is worth at a horizon, by the cards it still needs (row,
 * 1-4; more counts as 4) and the turns left (column, 1-9; more counts as 9). Measured: how
 * often greedy solo play went on to score an open noble slot, over 3,000 deals (20,000 on)
 * of the shipped data, pooled over the nobles (they differ by a few points of share at most
 * once the cards needed are equal). Indexed by needs alone, so it fits a designer's nobles too.
 */
const CHANCE = [
  [0.4, 0.57, 0.7, 0.78, 0.83, 0.86, 0.89, 0.92, 0.94],
  [0.1, 0.28, 0.42, 0.53, 0.6, 0.67, 0.74, 0.8, 0.83],
  [0.02, 0.14, 0.27, 0.35, 0.45, 0.52, 0.6, 0.66, 0.7],
  [0, 0.03, 0.1, 0.2, 0.3, 0.45, 0.5, 0.55, 0.58],
];

/** Solo, at a horizon: points plus what the nobles still open are likely to bring. */
function soloEstimate(s: LouisState): number {
  if (s.phase === Phase.Over) return s.points[0];
  const live = livePool(s);
  let v = s.points[0];
  if (!LX_SEARCH.estimate) {
    for (let i = 0; i < 6; i++) if (!s.scored[0][i]) v += worthNow(s, 0, i, live);
    return v;
  }
  // the horizon falls between turns, after the A.I.'s discard: this turn and those to come
  for (let i = 0; i < 6; i++) if (!s.scored[0][i]) v += worthNow(s, 0, i, live, atHorizon);
  return v;
}

/** A noble's points times its chance with `turns` turns to go. */
function chance(n: NobleSpec, cs: readonly number[], turns: number): number {
  if (turns <= 0) return 0;
  return n.points * CHANCE[Math.min(4, cardsNeeded(n, cs)) - 1][Math.min(9, turns) - 1];
}

const atHorizon: Worth = (s, n, cs) => chance(n, cs, s.soloDeck.length + 1);

/**
 * Within a solo turn: a complete noble is worth its points (it scores at the end of the turn),
 * an open one its chance in the turns after this one.
 */
const inTurn: Worth = (s, n, cs) => (isComplete(s.tables, n, cs) ? n.points : chance(n, cs, s.soloDeck.length));

/** The cards a noble still needs; a noble of any number of cards (a total) counts one: small cards top it up. */
function cardsNeeded(n: NobleSpec, cs: readonly number[]): number {
  return n.cards ? n.cards - cs.length : 1;
}

registerTuning(louisXiv.id, {
  prior: (sample, seat, legal, out) => {
    const s = sample as LouisState;
    scoreMoves(s, seat, legal, out, s.seats === 1 && LX_SEARCH.prior ? inTurn : undefined);
    for (let i = 0; i < legal.length; i++) out[i] *= LX_SEARCH.priorScale;
  },
  policy: (state, seat, legal) => {
    const s = state as LouisState;
    return greedy(s, seat, legal, undefined, s.seats === 1 && LX_SEARCH.policy ? inTurn : undefined);
  },
  horizon: (start, now) =>
    LX_SEARCH.horizon > 0 && (now as LouisState).seats === 1 && (now as LouisState).turns - (start as LouisState).turns >= LX_SEARCH.horizon,
  reward: (state, seat) => lxReward(state as LouisState, seat),
  describe: (sample, seat, move) => describeMove(sample as LouisState, seat, move),
});
