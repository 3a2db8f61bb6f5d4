/** `npm run bench`: every benchmark, medians and ratios (see bench/README.md). */
import '../src/games/index.js';
import { benchRandomGames } from './engine.js';
import { benchSimulate } from './sim.js';
import { benchUi } from './ui.js';
import { benchAi } from './ai.js';
import { benchLadder } from './ai-ladder.js';
import { benchStartup } from './startup.js';

if (process.env.BENCH_ONLY === 'startup') {
  await benchStartup();
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'ladder') {
  await benchLadder();
  process.exit(0);
}
await benchStartup();
await benchRandomGames();
await benchSimulate();
await benchUi();
await benchAi();
await benchLadder();
