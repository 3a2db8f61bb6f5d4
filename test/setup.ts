// Every test file starts with the games loaded and registered, as the program does before a
// command that plays one (src/games/index.ts).
import { loadGames } from '../src/games/index.js';

await loadGames();
