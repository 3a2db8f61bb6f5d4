/**
 * The menu's first frame is drawn from the games' meta.ts alone; what a game at the table
 * needs (table.ts: rules, boards, rulesets with YAML and their schema checks, saves, the play
 * screens) is loaded once, by `loadTable`, after that frame, or before it when the first screen
 * is a game or the menu offers a saved one.
 */
import { loadGames } from '../games/index.js';

export type Table = typeof import('./table.js');

let loaded: Table | undefined;
let loading: Promise<Table> | undefined;

/** Loads and registers the games, then the table's modules; once. */
export function loadTable(): Promise<Table> {
  loading ??= (async () => {
    await loadGames();
    return (loaded = await import('./table.js'));
  })();
  return loading;
}

/** The table's modules, once `loadTable` has resolved, else undefined. */
export function loadedTable(): Table | undefined {
  return loaded;
}

/** The table's modules; only where `loadTable` has resolved (a game or a save is on screen). */
export function table(): Table {
  if (!loaded) throw new Error('the table is used before loadTable resolved');
  return loaded;
}
