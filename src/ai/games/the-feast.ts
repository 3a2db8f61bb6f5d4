/**
 * The Feast for the searching player. A ploy is chosen at the same time as the other players'
 * ploys, which the generic search (rollouts of each candidate against fixed rollout moves of
 * the others) cannot weigh: it plays a best reply to one guess of them, and players that reply
 * alike collide. So the game's own decision (the-feast-ploys.ts) names the move through the
 * prior, and the search has one candidate left and plays no rollouts.
 *
 * The level comes from the seat's own kind at the table (`Decision.kinds`, public); a hint
 * names its own kind in the seat's entry (src/ai/hint.ts: the hint level here), and a seat still
 * labelled `human` is weighed as the hint level too (src/ai/levels.ts). A decision without kinds
 * (a test's) is weighed as `normal` with every other seat learned.
 */
import { theFeast, type FeastState } from '../../games/the-feast/index.js';
import { RANK } from '../../games/the-feast/cards.js';
import { isGaffe, isPloy } from '../../games/the-feast/state.js';
import { captureValue } from '../../games/the-feast/rules.js';
import { hintLevel } from '../levels.js';
import { registerTuning, type GameTuning } from '../tuning.js';
import { FEAST_LEVELS, choosePloy, type FeastLevel } from './the-feast-ploys.js';

/** The Feast's level for a seat of `kind` (people get hints from the hint level). */
export function feastLevel(kind: string | undefined): FeastLevel {
  const name = kind === 'human' ? hintLevel().kind : (kind ?? 'normal');
  return FEAST_LEVELS[name] ?? FEAST_LEVELS.normal;
}

function describeFeast(s: FeastState, move: number): string | undefined {
  if (isPloy(move)) {
    const topic = s.topic >= 0 ? RANK[s.topic] : 0;
    if (move >= 8 && topic >= 7) return `plays a ${move} to go for the ${topic}`;
    if (move <= 3) return `dumps a low ${move}, hoping to pick up a gaffe`;
    return `plays a ${move} on the topic ${topic}`;
  }
  if (isGaffe(move)) return `takes the gaffe worth ${captureValue(s, move)}`;
  return `takes the topic worth ${captureValue(s, move)}`;
}

/** The tuning at a table of `kinds`: the prior names the ploy the seat's level chooses. */
function atTable(kinds: readonly string[] | undefined): GameTuning {
  return {
    prior(sample, seat, legal, out) {
      const s = sample as FeastState;
      // the sample's generator is drawn from the player's own: the choice depends on the view and it alone
      const pick = choosePloy(s, seat, legal, kinds ?? [], feastLevel(kinds?.[seat]), s.rng.slice());
      for (let i = 0; i < legal.length; i++) out[i] = legal[i] === pick ? 1 : -Infinity;
    },
    describe: (sample, _seat, move) => describeFeast(sample as FeastState, move),
  };
}

registerTuning(theFeast.id, { ...atTable(undefined), against: (kinds) => atTable(kinds) });
