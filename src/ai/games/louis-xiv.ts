/**
 * Louis XIV's royal dinner for the searching player: the greedy player's move scores choose
 * the moves worth searching and play the rollouts; solo, the reward is the share of the
 * twelve points a game can hold.
 */
import { louisXiv } from '../../games/louis-xiv/index.js';
import { greedy, scoreMoves } from '../../games/louis-xiv/greedy.js';
import type { LxState } from '../../games/louis-xiv/rules.js';
import { defaultReward, registerTuning } from '../tuning.js';

/** Solo: points over the most the nobles hold; with seats, the default win-and-margin reward. */
export function lxReward(s: LxState, seat: number): number {
  if (s.n === 1) {
    const most = s.t.nobles[s.side][0].reduce((a, n) => a + n.points, 0);
    return s.points[0] / most;
  }
  return defaultReward(louisXiv.outcome(s), seat);
}

registerTuning(louisXiv.id, {
  prior: (sample, seat, legal, out) => scoreMoves(sample as LxState, seat, legal, out),
  policy: (state, seat, legal) => greedy(state as LxState, seat, legal),
  reward: (state, seat) => lxReward(state as LxState, seat),
});
