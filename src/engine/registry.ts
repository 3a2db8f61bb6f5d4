/**
 * The games the program knows, looked up by id. The engine names no game: `src/games/index.ts`
 * lists them and registers them (`loadGames`), in the order the menu and `list` show them.
 */
import type { AnyGame } from './types.js';
import { UsageError, quote } from './errors.js';

const games = new Map<string, AnyGame>();

/** Adds a game; a second game with the same id is a programming error. */
export function registerGame(game: AnyGame): void {
  if (games.has(game.id)) throw new Error(`game ${game.id} registered twice`);
  games.set(game.id, game);
}

/** The game registered with this id, or undefined. */
export function registeredGame(id: string): AnyGame | undefined {
  return games.get(id);
}

/** Every registered game, in the order they were registered. */
export function allGames(): AnyGame[] {
  return [...games.values()];
}

/** The game with this id, or a UsageError that lists the known ones. */
export function getGame(id: string): AnyGame {
  const game = games.get(id);
  if (!game) {
    throw new UsageError(`unknown game ${quote(id)}; known games: ${allGames().map((g) => g.id).join(', ')}`);
  }
  return game;
}
