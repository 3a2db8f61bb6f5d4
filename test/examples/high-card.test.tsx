// The example game of docs/adding-a-game.md, followed step by step: it passes the conformance
// suite every shipped game passes, and plays on the real screens through its board plug-in.
// It is registered here only: the shipped game list (src/games/index.ts) never names it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkGame } from '../../src/engine/conformance.js';
import { Match } from '../../src/engine/match.js';
import { allGames, registerGame } from '../../src/engine/registry.js';
import { CATALOG } from '../../src/games/index.js';
import { loadRuleset } from '../../src/rulesets/index.js';
import { registerBoard } from '../../src/ui/boards/registry.js';
import { highCardBoard } from '../../examples/high-card/board.js';
import { highCard, type HighCardView } from '../../examples/high-card/index.js';
import { playApp } from '../helpers/app.js';
import { drawn, viewOf } from '../helpers/boards.js';

registerGame(highCard);
registerBoard(highCardBoard);

describe('the example game', () => {
  it('is kept out of the shipped game list', () => {
    expect(CATALOG.map((g) => g.id)).not.toContain('high-card');
    expect(allGames().filter((g) => g.id === 'high-card')).toHaveLength(1); // registered by this test alone
  });

  it.each([2, 3, 4])('passes the conformance suite with %i seats', (seats) => {
    const report = checkGame(highCard, loadRuleset(highCard), seats, 100 * seats, 30);
    expect(report.games).toBe(30);
    expect(report.resamplesThatDiffered).toBeGreaterThan(0);
  });

  it("draws the trick and the seat's own cards, never another hand", () => {
    const m = Match.fromRecord({ game: 'high-card', seed: 7, options: {}, seats: ['human', 'human'], moves: [] }, loadRuleset(highCard));
    const v = viewOf<HighCardView>(m, 0);
    const other = viewOf<HighCardView>(m, 1).hand as number[];
    const hand = drawn(highCardBoard, 'hand', { view: v, names: ['You', 'Seat 2'] });
    expect(hand).toBe(`Your cards: ${v.hand?.join(' ')}`);
    for (const c of other) expect(hand.split(/\D+/)).not.toContain(String(c));
    expect(drawn(highCardBoard, 'board', { view: v, names: ['You', 'Seat 2'] })).toContain('Trick: You -   Seat 2 -');
  });
});

describe('the example game on the play screen', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dg-example-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is played by typing a card against the greedy player, to the end', async () => {
    const m = Match.fromRecord({ game: 'high-card', seed: 7, options: { hand: 3 }, seats: ['human', 'greedy'], moves: [] }, loadRuleset(highCard));
    const app = playApp(m, dir);
    const [a, b, c] = viewOf<HighCardView>(m, 0).hand as number[];
    await app.until(`Your cards: ${a} ${b} ${c}`);
    expect(app.frame()).toContain('Trick: You -   Seat 2 (greedy) -');
    // typing a card's rank plays it (the only card whose rank starts so); the board shows it played
    await app.press(...String(c));
    await app.until(`Your cards: ${a} ${b}`);
    // the greedy player answers and the trick is taken; Enter plays the card under the cursor
    // (the lowest), and the last card, the only move left, plays itself
    await app.until('your move');
    expect(app.frame()).toMatch(/Tricks taken: You [01], Seat 2 \(greedy\) [01]/);
    await app.press('\r');
    await app.until('game over');
    expect(app.frame()).toContain(`You play ${b}`);
    expect(m.outcome().over).toBe(true);
    const mine = m.record().moves.filter((x) => x.startsWith('1: '));
    expect(mine).toEqual([`1: play ${c}`, `1: play ${a}`, `1: play ${b}`]);
    expect(m.record().moves).toHaveLength(6);
    app.unmount();
  });
});
