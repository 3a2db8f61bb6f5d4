/**
 * The games the program knows. A game registers itself at the bottom of its own module
 * (as PySolFC does) and `src/games/index.ts` imports every game module once.
 */
import type { AnyGame } from './types.js';
import { UsageError, quote } from './errors.js';

const games = new Map<string, AnyGame>();
let order: readonly string[] = [];

/**
 * The order games are listed in (menu, `list`, help). Registration order cannot serve: a
 * bundle split into chunks may run the game modules in another order than they are imported.
 * Games not named come after, by id.
 */
export function setGameOrder(ids: readonly string[]): void {
  order = ids;
}

/** Adds a game; a second game with the same id is a programming error. */
export function registerGame(game: AnyGame): void {
  if (games.has(game.id)) throw new Error(`game ${game.id} registered twice`);
  games.set(game.id, game);
}

/** Every registered game, in the order `setGameOrder` gives. */
export function allGames(): AnyGame[] {
  const rank = (id: string) => {
    const i = order.indexOf(id);
    return i < 0 ? order.length : i;
  };
  return [...games.values()].sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
}

/** The game with this id, or a UsageError that lists the known ones. */
export function getGame(id: string): AnyGame {
  const game = games.get(id);
  if (!game) {
    throw new UsageError(`unknown game ${quote(id)}; known games: ${allGames().map((g) => g.id).join(', ')}`);
  }
  return game;
}
