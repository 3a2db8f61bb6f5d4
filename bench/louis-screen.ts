/**
 * A paired screen of hard's settings at a Louis XIV table of four against three normal players:
 * on each deal, each named variant of hard's search, seats rotated as the bench does (seat =
 * seed mod seats). One deal at a time; one JSON line per game appended to the output file, so a
 * stopped run keeps what it played and a run started again skips the games the file holds.
 *
 *   npx tsx bench/louis-screen.ts FIRST COUNT OUT.jsonl VARIANT...   (VARIANT: a key of VARIANTS)
 *
 * `hard` is hard's search at tables of two and three, and at four before 2026-11-28 (racing among
 * greedy's best few, the lead over the best other seat as the reward); `spendSoft` is hard at
 * four seats since (LX_FOUR_HARD).
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { LX_MULTI_LEVELS, lxSeatModel, lxSoftReward } from '../src/ai/games/louis-xiv.js';
import type { SearchSettings } from '../src/ai/search.js';
import { registerTuning, tuningFor, type GameTuning } from '../src/ai/tuning.js';
import { loadGames } from '../src/games/index.js';
import type { LouisState } from '../src/games/louis-xiv/state.js';
import { play } from './ai.js';

await loadGames();
const [first, count, out] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4]];
const names = process.argv.slice(5);

interface Variant {
  /** Hard's settings over its level's at this table. */
  settings?: Partial<SearchSettings>;
  /** Hard's rollouts with the straying model of the table (lxSeatModel) instead of greedy's. */
  seatModel?: boolean;
  /** Hard's reward at a rollout's horizon: each seat's chance to lead by a softmax of worth (lxSoftReward). */
  soft?: boolean;
}

const VARIANTS: Record<string, Variant> = {
  hard: {},
  // no racing at 400 rollouts (sequential halving alone)
  noRace: { settings: { iterations: 400, minRounds: 0 } },
  // greedy's best 64 moves, no margin: every legal move (as Just Desserts' hard among searchers)
  wide: { settings: { candidates: 64, margin: Infinity } },
  wide400: { settings: { candidates: 64, margin: Infinity, iterations: 400 } },
  wide10: { settings: { candidates: 10, margin: Infinity, iterations: 400 } },
  seatWide: { settings: { candidates: 64, margin: Infinity }, seatModel: true },
  z3: { settings: { z: 3 } },
  seat: { seatModel: true },
  // greedy's best 64 and the budget spent: no racing, or racing only after many rounds
  spend: { settings: { candidates: 64, margin: Infinity, iterations: 700, minRounds: 0 } },
  spendRace: { settings: { candidates: 64, margin: Infinity, iterations: 1000, minRounds: 32 } },
  spendSoft: { settings: { candidates: 64, margin: Infinity, iterations: 700, minRounds: 0 }, soft: true },
};

const plain = tuningFor('louis-xiv');
// the table's tuning as a normal seat has it (a hard seat at four has LX_FOUR_HARD's): each variant sets hard's own
const multi = tuningFor('louis-xiv', ['hard', 'normal', 'normal', 'normal'], 1);

function use(v: Variant): void {
  delete LX_MULTI_LEVELS.hard;
  if (v.settings) LX_MULTI_LEVELS.hard = { ...v.settings };
  // the model for hard's own seat only: the normal seats keep their own tuning
  const against = (kinds: readonly string[], seat: number): GameTuning | undefined => {
    if (kinds.length <= 1) return undefined;
    if (kinds[seat] !== 'hard') return multi;
    let t = multi;
    if (v.seatModel && kinds.length > 2) t = { ...t, policy: lxSeatModel(kinds) };
    if (v.soft) t = { ...t, reward: (state, seat2) => lxSoftReward(state as LouisState, seat2) };
    return t;
  };
  registerTuning('louis-xiv', { ...plain, against });
}

const done = new Set<string>();
if (existsSync(out)) {
  for (const line of readFileSync(out, 'utf8').split('\n')) {
    if (!line) continue;
    const r = JSON.parse(line) as { seed: number; variant: string };
    done.add(`${r.variant}:${r.seed}`);
  }
}

const kinds = ['hard', 'normal', 'normal', 'normal'];
for (let seed = first; seed < first + count; seed++) {
  for (const name of names) {
    if (done.has(`${name}:${seed}`)) continue;
    const v = VARIANTS[name];
    if (!v) throw new Error(`unknown variant ${name}`);
    use(v);
    const [r] = await play('louis-xiv', kinds, 1, true, 1, seed);
    appendFileSync(out, JSON.stringify({ seed, variant: name, win: r.win, score: r.score, cpu: r.cpuDecisions.map((x) => Math.round(x * 10) / 10) }) + '\n');
  }
}
