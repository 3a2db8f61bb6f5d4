/**
 * A diagnosis of hard's candidates at a Louis XIV table of four against three normal players:
 * at each of hard's decisions with a choice, how many moves are legal, how many hard searches
 * (its level's candidates and margin over greedy's scores), and which move a long search over
 * every legal move (sequential halving, no racing, `LONG` rollouts) prefers, and whether that
 * move is among hard's candidates. The long search uses a copy of hard's generator, so hard's
 * own game is played as it is. One JSON line per decision appended to the output file.
 *
 *   npx tsx bench/louis-wide-diagnose.ts FIRST COUNT OUT.jsonl [LONG]
 */
import { appendFileSync } from 'node:fs';
import '../src/ai/index.js';
import { levelFor } from '../src/ai/levels.js';
import { SearchPlayer } from '../src/ai/player.js';
import { Search } from '../src/ai/search.js';
import { createPlayer, playerRng, type Decision, type Player } from '../src/engine/players.js';
import { playFrom } from '../src/engine/playout.js';
import { getGame } from '../src/engine/registry.js';
import { loadGames } from '../src/games/index.js';
import { scoreMoves } from '../src/games/louis-xiv/greedy.js';
import type { LouisState } from '../src/games/louis-xiv/state.js';
import { loadRuleset } from '../src/rulesets/index.js';

await loadGames();
const [first, count, out] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4]];
const LONG = Number(process.argv[5] ?? 3000);
const game = getGame('louis-xiv');
const ruleset = loadRuleset(game);
const hardLevel = levelFor('hard');
if (!hardLevel) throw new Error('no hard');
const hard = new SearchPlayer('hard', hardLevel, true);
const kinds0 = ['hard', 'normal', 'normal', 'normal'];

for (let seed = first; seed < first + count; seed++) {
  const n = 4;
  const studied = seed % n;
  const state = game.setup({ seed, seats: n, options: ruleset.options, data: ruleset.data });
  const players = kinds0.map((_, seat) => {
    const kind = kinds0[(seat - studied + n) % n];
    if (seat !== studied) return createPlayer(kind) as Player;
    const p: Player = {
      kind: 'hard',
      choose(d: Decision) {
        if (d.legal.length > 1) {
          const settings = hard.settingsFor(game.id, d.kinds, d.seat);
          const copy = (): Decision => ({ ...d, rng: d.rng.slice() });
          const h = new Search(copy(), settings);
          h.run();
          const wide = new Search(copy(), { ...settings, iterations: LONG, candidates: 999, margin: Infinity, minRounds: 0 });
          wide.run();
          // greedy's scores on one sample (public information: greedy reads only what all see)
          const sample = d.sample(d.rng.slice()) as LouisState;
          const scores: number[] = new Array(d.legal.length);
          scoreMoves(sample, d.seat, d.legal, scores);
          const order = d.legal.map((_, i) => i).sort((a, b) => scores[b] - scores[a] || a - b);
          const rankOf = (m: number): number => order.findIndex((i) => d.legal[i] === m);
          const gapOf = (m: number): number => scores[order[0]] - scores[d.legal.indexOf(m)];
          const w = wide.best();
          appendFileSync(
            out,
            JSON.stringify({
              seed,
              legal: d.legal.length,
              cands: h.candidates.length,
              hardMove: h.best(),
              hardRollouts: h.rollouts,
              wideMove: w,
              wideIn: h.candidates.includes(w),
              wideRank: rankOf(w),
              wideGap: gapOf(w),
              hardRank: rankOf(h.best()),
              wideMeans: wide.stats().filter((s) => s.playouts > 0).length,
            }) + '\n',
          );
        }
        return hard.choose(d);
      },
    };
    return p;
  });
  const rngs = players.map((_, seat) => playerRng(seed, seat));
  const r = playFrom(game, state, players, rngs);
  appendFileSync(out, JSON.stringify({ seed, end: true, win: r.outcome.winners.includes(studied) ? 1 / r.outcome.winners.length : 0 }) + '\n');
}
