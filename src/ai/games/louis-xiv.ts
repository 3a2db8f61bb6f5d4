/**
 * Louis XIV's royal dinner for the searching player: the greedy player's move scores choose
 * the moves worth searching and play the rollouts. Solo, rollouts stop a few turns on and the
 * reward is the points plus the greedy worth of the nobles still open, as a share of the
 * twelve points a game can hold (cut rollouts are cheaper and, measured, play better than
 * rollouts to the end). With seats, the default win-and-margin reward.
 */
import { describeMove } from '../../games/louis-xiv/describe.js';
import { louisXiv } from '../../games/louis-xiv/index.js';
import { greedy, livePool, scoreMoves, worthNow } from '../../games/louis-xiv/greedy.js';
import { PH, type LxState } from '../../games/louis-xiv/rules.js';
import { defaultReward, registerTuning } from '../tuning.js';

/** Solo: points over the most the nobles hold; with seats, the default win-and-margin reward. */
export function lxReward(s: LxState, seat: number): number {
  if (s.n === 1) {
    const most = s.t.nobles[s.side][0].reduce((a, n) => a + n.points, 0);
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
};

/** Solo, at a horizon: points plus the greedy worth of the nobles still open. */
function soloEstimate(s: LxState): number {
  if (s.phase === PH.OVER) return s.points[0];
  const live = livePool(s);
  let v = s.points[0];
  for (let i = 0; i < 6; i++) if (!s.scored[0][i]) v += worthNow(s, 0, i, live);
  return v;
}

registerTuning(louisXiv.id, {
  prior: (sample, seat, legal, out) => {
    scoreMoves(sample as LxState, seat, legal, out);
    for (let i = 0; i < legal.length; i++) out[i] *= LX_SEARCH.priorScale;
  },
  policy: (state, seat, legal) => greedy(state as LxState, seat, legal),
  horizon: (start, now) =>
    LX_SEARCH.horizon > 0 && (now as LxState).n === 1 && (now as LxState).turns - (start as LxState).turns >= LX_SEARCH.horizon,
  reward: (state, seat) => lxReward(state as LxState, seat),
  describe: (sample, seat, move) => describeMove(sample as LxState, seat, move),
});
