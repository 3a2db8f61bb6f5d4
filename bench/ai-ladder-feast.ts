/**
 * The Feast's ceiling for the ladder (ai-ladder.ts, which measures The Feast's goals as every
 * other game's): a clairvoyant player, the bench's alone and never a seat kind, against a table
 * of `against`, the studied seat rotated game by game (seat = seed mod seats), in this thread.
 * It is hard's ploy decision with the true state as every sample, so it reads every hidden card
 * (the others' hands; not the ploys they choose this round, which it takes back into their hands
 * and weighs as hard does). The generic clairvoyant (bench/ai.ts) cannot stand in: The Feast's
 * decision draws its own samples.
 */
import { FEAST_LEVELS, choosePloy } from '../src/ai/games/the-feast-ploys.js';
import { createPlayer, playerRng, type Player } from '../src/engine/players.js';
import { playFrom } from '../src/engine/playout.js';
import { getGame } from '../src/engine/registry.js';
import type { FeastState } from '../src/games/the-feast/state.js';
import { loadRuleset } from '../src/rulesets/index.js';

const GAME = 'the-feast';

/** The clairvoyant's share of each game (1 a win, 1/k a win shared by k), seeds `first` on. */
export function feastCeiling(against: string, seats: number, games: number, first: number): { win: number }[] {
  const game = getGame(GAME);
  const ruleset = loadRuleset(game);
  const level = { ...FEAST_LEVELS.hard, clairvoyant: true };
  const results: { win: number }[] = [];
  for (let seed = first; seed < first + games; seed++) {
    const studied = seed % seats;
    const state = game.setup({ seed, seats, options: ruleset.options, data: ruleset.data }) as FeastState;
    const seer: Player = { kind: 'hard', choose: (d) => choosePloy(state, d.seat, d.legal, d.kinds ?? [], level, d.rng) };
    const players = Array.from({ length: seats }, (_, p) => (p === studied ? seer : (createPlayer(against) as Player)));
    const rngs = players.map((_, p) => playerRng(seed, p));
    const outcome = playFrom(game, state, players, rngs).outcome;
    results.push({ win: outcome.winners.includes(studied) ? 1 / outcome.winners.length : 0 });
  }
  return results;
}
