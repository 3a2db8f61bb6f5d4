// Positions met in greedy games, for tests of a computer player's choices at a table, and what a
// straying model of a table's seats must do with them.
import { expect } from 'vitest';
import { resolveOptions } from '../../src/engine/options.js';
import { greedyPlayer, type Player } from '../../src/engine/players.js';
import { playout } from '../../src/engine/playout.js';
import type { AnyGame } from '../../src/engine/types.js';
import { loadRuleset } from '../../src/rulesets/index.js';

/** Calls `visit` with every position of a greedy game of `seats` seats for each seed (the options: the ruleset's, then `extra`). */
export function eachGreedyPosition(game: AnyGame, seats: number, seeds: readonly number[], visit: (state: unknown) => void, extra: Record<string, unknown> = {}): void {
  const rules = loadRuleset(game);
  const options = resolveOptions(game, { ...rules.options, ...extra });
  for (const seed of seeds) playout(game, seed, options, new Array<Player>(seats).fill(greedyPlayer), visit, rules.data);
}

/** The positions of greedy games of `seats` seats where the seat to move has at least `moves` moves. */
export function choicePositions<S>(game: AnyGame, seeds: readonly number[], seats = 4, moves = 3): { state: S; seat: number; legal: number[] }[] {
  const out: { state: S; seat: number; legal: number[] }[] = [];
  eachGreedyPosition(game, seats, seeds, (state) => {
    if (game.outcome(state).over) return;
    const toMove: number[] = [];
    if (!game.toMove(state, toMove)) return;
    const legal: number[] = [];
    legal.length = game.legal(state, toMove[0], legal);
    if (legal.length >= moves) out.push({ state: game.clone(state) as S, seat: toMove[0], legal });
  });
  return out;
}

/** A straying model's move at a position, beside greedy's and the near moves it may stray to. */
export interface ModelMove {
  move: number;
  best: number;
  near: number[];
  legal: number[];
}

/**
 * What a straying model of the table must do, given its moves for each kind of seat (the
 * searcher's own seat, `searcher`): the searcher, greedy seats and people play greedy's move; a
 * searching seat greedy's or a near one, greedy's at least when not straying (`chance`) and not
 * always; a random seat any move.
 */
export function expectStraying(moves: (kind: string, searcher?: boolean) => ModelMove[], chance: number): void {
  for (const m of moves('hard', true)) expect(m.move).toBe(m.best);
  for (const m of moves('greedy')) expect(m.move).toBe(m.best);
  for (const m of moves('human')) expect(m.move).toBe(m.best);
  const searching = moves('normal');
  for (const m of searching) expect(m.near).toContain(m.move);
  const greedyShare = searching.filter((m) => m.move === m.best).length / searching.length;
  expect(greedyShare).toBeGreaterThan(1 - chance - 0.1);
  expect(greedyShare).toBeLessThan(0.95);
  const random = moves('random');
  expect(random.filter((m) => m.move !== m.best).length).toBeGreaterThan(random.length / 4);
  expect(random.some((m) => !m.near.includes(m.move))).toBe(true);
}
