/**
 * The searching player: registers the levels `easy`, `normal` and `hard` as seat
 * kinds, and every game's tuning. Import it once (the CLI entry, tests and benchmarks do).
 *
 * Files: search.ts (determinized Monte Carlo search over the game contract), tuning.ts (what
 * a game may add: move priors, rollout policy, reward, words), games/
 * (those hooks per game), levels.ts (budgets), player.ts (the Player: sync, chunked async,
 * explanations for hints), hint.ts (the player hints come from: in each game and table size,
 * the strongest kind measured there within a hint's CPU budget).
 */
import { registerHintKind, registerPlayerKind } from '../engine/players.js';
import './games/royal-dinner-party.js';
import './games/the-feast.js';
import './games/louis-xiv.js';
import './games/surrealist-dinner-party.js';
import './games/just-desserts.js';
import { LEVELS, hintLevel } from './levels.js';
import { HintPlayer } from './hint.js';
import { SearchPlayer } from './player.js';

for (const level of LEVELS) {
  registerPlayerKind(level.kind, () => new SearchPlayer(level.kind, level, true));
}
registerHintKind(hintLevel().kind, () => new HintPlayer());

export { LEVELS, DEFAULT_LEVEL, HINT_BUDGET, hintLevel, levelFor } from './levels.js';
export { SearchPlayer } from './player.js';
export { HintPlayer, hintKindFor } from './hint.js';
export { Search, type SearchSettings, type CandidateStats } from './search.js';
export { registerTuning, tuningFor, type GameTuning } from './tuning.js';
