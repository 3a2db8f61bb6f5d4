// Every test file starts with the games loaded and registered, as the program does before a
// command that plays one (src/games/index.ts); before its tests run, the table's modules
// (boards, rulesets, saves, play screens) are loaded too, as the program has them once a game
// is on screen (src/ui/load-table.ts). They load after the file's own imports, so that a
// file's mocks (node:fs) reach them. The menu's lazy first frame is tested with the built program.
import { beforeAll } from 'vitest';
import { loadGames } from '../src/games/index.js';
import { loadTable } from '../src/ui/load-table.js';

await loadGames();
beforeAll(async () => {
  await loadTable();
});
