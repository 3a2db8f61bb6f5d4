/**
 * The engine's record and match functions with the game's built-in ruleset filled in, as most
 * tests play (the engine itself never loads a ruleset: its callers hand one over).
 */
import { Match } from '../../src/engine/match.js';
import { replay as replayBy, type GameRecord, type Replayed } from '../../src/engine/record.js';
import { getGame } from '../../src/engine/registry.js';
import type { Ruleset } from '../../src/engine/types.js';
import { loadRuleset } from '../../src/rulesets/index.js';

/** The game's built-in ruleset. */
export const builtinRuleset = (gameId: string): Ruleset => loadRuleset(getGame(gameId));

/** Replays a record by `ruleset`, the game's built-in one unless given. */
export function replay(record: GameRecord, ruleset?: Ruleset): Replayed {
  return replayBy(record, ruleset ?? builtinRuleset(record.game));
}

/** A match from a record by `ruleset`, the game's built-in one unless given. */
export function matchFromRecord(record: GameRecord, ruleset?: Ruleset): Match {
  return Match.fromRecord(record, ruleset ?? builtinRuleset(record.game));
}
