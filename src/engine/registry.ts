/**
 * The games the program knows. A game registers itself at the bottom of its own module
 * (as PySolFC does) and `src/games/index.ts` imports every game module once.
 */
import type { AnyGame } from './types.js';
import { UsageError, quote } from './errors.js';

const games = new Map<string, AnyGame>();

/** Adds a game; a second game with the same id is a programming error. */
export function registerGame(game: AnyGame): void {
  if (games.has(game.id)) throw new Error(`game ${game.id} registered twice`);
  games.set(game.id, game);
}

/** Every registered game, in registration order. */
export function allGames(): AnyGame[] {
  return [...games.values()];
}

/** The game with this id, or a UsageError that lists the known ones. */
export function getGame(id: string): AnyGame {
  const game = games.get(id);
  if (!game) {
    throw new UsageError(`unknown game ${quote(id)}; known games: ${[...games.keys()].join(', ')}`);
  }
  return game;
}
