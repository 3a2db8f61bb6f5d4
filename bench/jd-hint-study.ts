/**
 * A paired study of hints at a Just Desserts table of four: a person's seat that always plays
 * the hint, against three normal players, seats rotated as the bench does (seat = seed mod 4),
 * the seat's own generator as the bench gives it. Each deal is played with the old hint (the
 * hint's player given the seat's Decision as it is, its own kind `human`) and the new one
 * (HintPlayer, which names its kind in the seat's own entry); on the first CHECK deals also
 * with a hard computer in that seat, whose moves the new hint's must equal. One JSON line per
 * deal appended to the output file, so a stopped run keeps what it played; CPU per decision
 * (user + system, decisions with a choice) of the studied seat, one thread.
 *
 *   [SEATS=3] npx tsx bench/jd-hint-study.ts FIRST COUNT CHECK OUT.jsonl   (SEATS: the table's size, 4 by default)
 */
import { appendFileSync } from 'node:fs';
import '../src/ai/index.js';
import { HintPlayer } from '../src/ai/hint.js';
import { loadGames } from '../src/games/index.js';
import { createPlayer, playerRng, type Decision, type Player } from '../src/engine/players.js';
import { playFrom } from '../src/engine/playout.js';
import { getGame } from '../src/engine/registry.js';
import { loadRuleset } from '../src/rulesets/index.js';

await loadGames();
const [first, count, check, out] = [Number(process.argv[2]), Number(process.argv[3]), Number(process.argv[4]), process.argv[5]];
const game = getGame('just-desserts');
const ruleset = loadRuleset(game);

type Mode = 'old' | 'new' | 'hard';

function playDeal(seed: number, mode: Mode): { win: number; cpu: number[]; moves: number[] } {
  const n = Number(process.env.SEATS ?? 4);
  const studied = seed % n;
  const state = game.setup({ seed, seats: n, options: ruleset.options, data: ruleset.data });
  const hint = new HintPlayer();
  const hard = createPlayer('hard') as Player;
  const choose = (d: Decision): number => (mode === 'new' ? hint.choose(d) : mode === 'old' ? hint.playerFor(d).choose(d) : hard.choose(d));
  const cpu: number[] = [];
  const players = Array.from({ length: n }, (_, seat): Player => {
    if (seat !== studied) return createPlayer('normal') as Player;
    return {
      kind: mode === 'hard' ? 'hard' : 'human',
      choose(d) {
        const c0 = process.cpuUsage();
        const move = choose(d);
        const c1 = process.cpuUsage(c0);
        if (d.legal.length > 1) cpu.push((c1.user + c1.system) / 1000);
        return move;
      },
    };
  });
  const moves: number[] = [];
  const rngs = players.map((_, seat) => playerRng(seed, seat));
  const r = playFrom(game, state, players, rngs, (_s, seat, move) => moves.push(seat, move));
  const win = r.outcome.winners.includes(studied) ? 1 / r.outcome.winners.length : 0;
  return { win, cpu, moves };
}

for (let seed = first; seed < first + count; seed++) {
  const old = playDeal(seed, 'old');
  const now = playDeal(seed, 'new');
  const line: Record<string, unknown> = { seed, old: old.win, new: now.win, oldCpu: old.cpu, newCpu: now.cpu };
  if (seed < first + check) {
    const hard = playDeal(seed, 'hard');
    line.sameAsHard = hard.moves.length === now.moves.length && hard.moves.every((m, i) => m === now.moves[i]);
    line.hard = hard.win;
    line.oldSameAsHard = hard.moves.length === old.moves.length && hard.moves.every((m, i) => m === old.moves[i]);
  }
  appendFileSync(out, JSON.stringify(line) + '\n');
}
