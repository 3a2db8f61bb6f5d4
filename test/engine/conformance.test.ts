// Every registered game, every seat count, many seeds: the engine's promises (see
// src/engine/conformance.ts for what each check means).
import { describe, expect, it } from 'vitest';
import { allGames } from '../../src/engine/registry.js';
import { checkGame } from '../../src/engine/conformance.js';
import { loadRuleset } from '../../src/rulesets/index.js';

const GAMES_PER_COUNT = Number(process.env.CONFORMANCE_GAMES ?? 40);

describe.each(allGames().map((g) => [g.id, g] as const))('%s', (_id, game) => {
  const counts: number[] = [];
  for (let n = game.players.min; n <= game.players.max; n++) counts.push(n);
  it.each(counts)('conforms with %i seat(s)', (seats) => {
    const report = checkGame(game, loadRuleset(game), seats, 1000 * seats, GAMES_PER_COUNT);
    expect(report.games).toBe(GAMES_PER_COUNT);
    expect(report.moves).toBeGreaterThan(GAMES_PER_COUNT);
    // the resampler must really reshuffle something hidden
    expect(report.resamplesThatDiffered).toBeGreaterThan(0);
  });
});

// Surrealist Dinner Party's faux pas and draft add hidden cards and picks made in turn but
// shown together: the same checks with each of them on (fewer games: the casual game above
// already covers the play itself).
describe.each([[{ fauxPas: true }], [{ draft: true }], [{ mode: 'advanced' }]])('surrealist-dinner-party with %o', (options) => {
  const game = allGames().find((g) => g.id === 'surrealist-dinner-party')!;
  it.each([2, 3, 4])('conforms with %i seats', (seats) => {
    const games = Math.max(3, Math.round(GAMES_PER_COUNT / 10));
    const report = checkGame(game, loadRuleset(game), seats, 7000 + 1000 * seats, games, options);
    expect(report.games).toBe(games);
    expect(report.resamplesThatDiffered).toBeGreaterThan(0);
  });
});
