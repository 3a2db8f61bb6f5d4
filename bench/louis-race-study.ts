/**
 * A paired study of hard at a Louis XIV table of four against three normal players: hard as it
 * is against hard with 400 rollouts and no racing (sequential halving alone), on the same deals,
 * seats rotated as the bench does (seat = seed mod seats). One deal at a time, both players, one
 * JSON line per deal appended to the output file, so a stopped run keeps what it played.
 *
 *   npx tsx bench/louis-race-study.ts FIRST COUNT OUT.jsonl
 */
import { appendFileSync } from 'node:fs';
import { LX_MULTI_LEVELS } from '../src/ai/games/louis-xiv.js';
import { loadGames } from '../src/games/index.js';
import { play } from './ai.js';

await loadGames();
const [first, count, out] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4]];
const kinds = ['hard', 'normal', 'normal', 'normal'];
const NO_RACE = { iterations: 400, minRounds: 0 };

// hard's own settings unless set for the second game of a deal (LX_MULTI_LEVELS has none for hard)
for (let seed = first; seed < first + count; seed++) {
  const [old] = await play('louis-xiv', kinds, 1, true, 1, seed);
  LX_MULTI_LEVELS.hard = NO_RACE;
  const [nr] = await play('louis-xiv', kinds, 1, true, 1, seed);
  delete LX_MULTI_LEVELS.hard;
  appendFileSync(out, JSON.stringify({ seed, old: old.win, nr: nr.win, oldCpu: old.cpuDecisions, nrCpu: nr.cpuDecisions }) + '\n');
}
