// Just Desserts: greedy players over 200 seeds. Games end, some by a trio and some at
// closing time; the rates are printed for designers.
import { describe, expect, it } from 'vitest';
import '../../../src/games/just-desserts/index.js';
import { getGame } from '../../../src/engine/registry.js';
import { greedyPlayer } from '../../../src/engine/players.js';
import { playout } from '../../../src/engine/playout.js';
import { loadRuleset } from '../../../src/rulesets/index.js';

const game = getGame('just-desserts');
const ruleset = loadRuleset(game);

describe('just-desserts: simulation with greedy players', () => {
  it('ends every game, by a trio or at closing time', () => {
    const lines: string[] = [];
    let trio = 0;
    let closing = 0;
    for (const seats of [2, 3, 4, 5]) {
      const totals: Record<string, number> = {};
      for (let seed = 1; seed <= 50; seed++) {
        const players = Array.from({ length: seats }, () => greedyPlayer);
        const result = playout(game, seed, ruleset.options, players, undefined, ruleset.data);
        expect(result.outcome.over).toBe(true);
        expect(result.outcome.winners.length).toBeGreaterThan(0);
        for (const [k, v] of Object.entries(game.counters?.(result.state) ?? {})) totals[k] = (totals[k] ?? 0) + v;
      }
      expect(totals.endedByTrio + totals.endedAtClosing).toBe(50);
      trio += totals.endedByTrio;
      closing += totals.endedAtClosing;
      lines.push(
        `${seats} seats: trio ${totals.endedByTrio}/50, closing ${totals.endedAtClosing}/50, ` +
          `turns ${(totals.turns / 50).toFixed(1)}, steals ${(totals.steals / 50).toFixed(1)}, ` +
          `blocks ${(totals.blocks / 50).toFixed(1)}, waiting ${(totals.waitingRoom / 50).toFixed(1)} per game`,
      );
    }
    console.log(`just-desserts, 200 greedy games:\n${lines.join('\n')}`);
    expect(trio).toBeGreaterThan(0);
    expect(closing).toBeGreaterThan(0);
    expect(trio + closing).toBe(200);
  });
});
