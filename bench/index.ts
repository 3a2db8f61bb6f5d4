/** `npm run bench`: every benchmark, medians and ratios (see bench/README.md). */
import { loadGames } from '../src/games/index.js';
import { benchRandomGames } from './engine.js';
import { benchEveryGameGreedy, benchSimulate, pairedProxy } from './sim.js';
import { benchUi } from './ui.js';
import { benchAi } from './ai.js';
import { benchLadder } from './ai-ladder.js';
import { benchStartup } from './startup.js';
import { benchServe } from './serve.js';
import { benchTables } from './tables.js';
import { benchScreens } from './screens.js';

/** The parts in the order a whole run takes them; `BENCH_ONLY=sim,engine` runs some of them. */
const PARTS: Record<string, () => Promise<void> | void> = {
  startup: benchStartup,
  engine: benchRandomGames,
  sim: benchSimulate,
  // every game's greedy speed alone (also part of `sim`)
  greedy: benchEveryGameGreedy,
  ui: benchUi,
  ai: benchAi,
  ladder: benchLadder,
  serve: benchServe,
  tables: benchTables,
  // the tables' screens in this process, without SSH: what a key costs the drawing, with little noise
  screens: benchScreens,
};

await loadGames();

// a child of the compare-memory benchmark runs the proxy alone
if (process.env.BENCH_PAIRED_PROXY) {
  pairedProxy(Number(process.env.BENCH_PAIRED_PROXY));
  process.exit(0);
}

const only = process.env.BENCH_ONLY?.split(',').map((p) => p.trim()).filter(Boolean);
const unknown = only?.filter((p) => !(p in PARTS)) ?? [];
if (unknown.length) {
  console.error(`bench: BENCH_ONLY names no part "${unknown.join('", "')}"; the parts are ${Object.keys(PARTS).join(', ')}`);
  process.exit(2);
}
for (const [name, run] of Object.entries(PARTS)) if (!only || only.includes(name)) await run();
