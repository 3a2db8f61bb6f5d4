/** Helpers for stacked-deck record tests. */
import { resolveOptions } from '../../src/engine/options.js';
import { replayJson, type GameRecord, type ReplayJson, type SeatKind } from '../../src/engine/record.js';
import { getGame } from '../../src/engine/registry.js';
import { loadRuleset } from '../../src/rulesets/index.js';
import { replay } from './rules.js';

/**
 * A whole deck for `gameId` whose first cards (top first) are `top`; the rest follow in the
 * game's unshuffled order. Throws if `top` names a card the deck lacks.
 */
export function stackedDeck(gameId: string, top: string[], options: Record<string, unknown> = {}, seats = 1): string[] {
  const game = getGame(gameId);
  const data = loadRuleset(game).data;
  const rest = game.deckFor(resolveOptions(game, options), seats, data).map((c: number) => game.cardName(c, data));
  for (const name of top) {
    const i = rest.indexOf(name);
    if (i < 0) throw new Error(`stackedDeck: no ${name} left in ${gameId}'s deck`);
    rest.splice(i, 1);
  }
  return [...top, ...rest];
}

/** Replays a record and returns `replay --json`'s shape. */
export function play(record: Partial<GameRecord> & { game: string }): ReplayJson {
  const full: GameRecord = { seed: 1, options: {}, seats: ['human'], moves: [], ...record } as GameRecord;
  return replayJson(replay(full));
}

/** A record of `seats` people at one keyboard (seed 7 unless given), for rule tests. */
export function tableRecord(
  game: string,
  seats: number,
  deck: string[],
  moves: string[],
  options: GameRecord['options'] = {},
  seed = 7,
): GameRecord {
  return { game, seed, deck, options, seats: Array.from({ length: seats }, () => 'human' as SeatKind), moves };
}
