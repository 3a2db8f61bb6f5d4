/**
 * The games this program has: one list, in the order the menu, `list` and the help show them.
 * Each entry is the game's meta.ts (id, name, summary, players: no rules loaded, so `list`
 * starts quickly) and how to load the game itself; `loadGames` loads and registers them all,
 * in this order. A new game is one line here (see docs/adding-a-game.md).
 */
import { registerGame, registeredGame } from '../engine/registry.js';
import type { AnyGame, GameMeta } from '../engine/types.js';
import { META as justDesserts } from './just-desserts/meta.js';
import { META as louisXiv } from './louis-xiv/meta.js';
import { META as royalDinnerParty } from './royal-dinner-party/meta.js';
import { META as surrealistDinnerParty } from './surrealist-dinner-party/meta.js';
import { META as theFeast } from './the-feast/meta.js';

/** A game in the list: what `list` shows, and its module's Game (its rules, loaded on demand). */
export interface GameEntry {
  meta: GameMeta;
  load(): Promise<AnyGame>;
}

export const GAMES: readonly GameEntry[] = [
  { meta: royalDinnerParty, load: async () => (await import('./royal-dinner-party/index.js')).royalDinnerParty },
  { meta: theFeast, load: async () => (await import('./the-feast/index.js')).theFeast },
  { meta: justDesserts, load: async () => (await import('./just-desserts/index.js')).justDesserts },
  { meta: louisXiv, load: async () => (await import('./louis-xiv/index.js')).louisXiv },
  { meta: surrealistDinnerParty, load: async () => (await import('./surrealist-dinner-party/index.js')).surrealistDinnerParty },
];

/** What `list` and the help show of every game, without loading any rules. */
export const CATALOG: readonly GameMeta[] = GAMES.map((g) => g.meta);

/**
 * Loads every game and registers it (in the list's order), once; look games up by id
 * (`getGame`) after it. Calling it again does nothing more.
 */
export async function loadGames(): Promise<void> {
  for (const entry of GAMES) {
    if (registeredGame(entry.meta.id)) continue;
    const game = await entry.load();
    if (game.id !== entry.meta.id) throw new Error(`games/index.ts lists ${entry.meta.id}, whose module is ${game.id}`);
    registerGame(game);
  }
}
