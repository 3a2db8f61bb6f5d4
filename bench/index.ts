/** `npm run bench`: every benchmark, medians and ratios (see bench/README.md). */
import '../src/games/index.js';
import { benchRandomGames } from './engine.js';

await benchRandomGames();
