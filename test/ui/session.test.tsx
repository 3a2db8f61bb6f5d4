// A game on screen: who acts, the curtain between people, undo back to a person, saving, counting.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SeatKind } from '../../src/engine/record.js';
import { Session } from '../../src/ui/session.js';
import { computerFor, seatNames } from '../../src/ui/seats.js';
import { readStats } from '../../src/ui/stats.js';
import { matchFromRecord } from '../helpers/rules.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dg-session-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const feast = (seats: SeatKind[]) =>
  new Session(matchFromRecord({ game: 'the-feast', seed: 3, options: {}, seats, moves: [] }), { dir, delay: 0 });
const first = (s: Session, seat: number) => s.match.legal(seat)[0].move;

describe('who acts', () => {
  it('a person before a computer when several choose at once', () => {
    const s = feast(['greedy', 'human', 'greedy', 'human']);
    expect(s.match.toMove()).toEqual([0, 1, 2, 3]);
    expect(s.active()).toBe(1);
    s.lift(1);
    s.play(1, first(s, 1));
    expect(s.active()).toBe(3);
  });
  it('computers once no person has anything to choose', () => {
    const s = feast(['human', 'greedy', 'greedy', 'greedy']);
    s.play(0, first(s, 0));
    expect(s.active()).toBe(1);
  });
});

describe('the curtain', () => {
  it('never falls for a single person', () => {
    const s = feast(['human', 'greedy', 'greedy', 'greedy']);
    expect(s.curtain()).toBeUndefined();
    expect(s.viewer()).toBe(0);
  });
  it('falls before each person looks, and lifts for them', () => {
    const s = feast(['human', 'human', 'greedy', 'greedy']);
    expect(s.curtain()).toBe(0);
    // nobody has looked yet: everyone's view, no hand
    expect(s.viewer()).toBe(-1);
    s.lift(0);
    expect(s.curtain()).toBeUndefined();
    expect(s.viewer()).toBe(0);
    s.play(0, first(s, 0));
    // seat 2 must not see seat 1's hand, and seat 1's is not on screen either
    expect(s.curtain()).toBe(1);
    expect(s.viewer()).toBe(-1);
    s.lift(1);
    expect(s.viewer()).toBe(1);
    expect(s.match.view(s.viewer()).yourHand).toEqual(s.match.view(1).yourHand);
  });
});

describe('undo', () => {
  it("takes back the computers' moves and the person's, to where the person chose", () => {
    const s = feast(['human', 'greedy', 'greedy', 'greedy']);
    s.play(0, first(s, 0));
    s.play(1, first(s, 1));
    const undone = s.undo().moves;
    expect(undone).toEqual([expect.stringMatching(/^1: ploy /), expect.stringMatching(/^2: ploy /)]);
    expect(s.match.toMove()).toContain(0);
    expect(s.match.record().moves).toEqual([]);
  });
  it('stops at a reveal', () => {
    const s = feast(['human', 'greedy', 'greedy', 'greedy']);
    for (const seat of [0, 1, 2, 3]) s.play(seat, first(s, seat));
    expect(s.undo()).toEqual({ moves: [], refused: 'reveal' });
  });
  it("never takes back another person's move at a hot-seat table", () => {
    const s = feast(['human', 'human', 'greedy', 'greedy']);
    s.lift(0);
    s.play(0, first(s, 0));
    s.lift(1);
    expect(s.undo()).toEqual({ moves: [], refused: 'other' });
    expect(s.match.record().moves).toHaveLength(1);
  });
});

describe('saving and counting', () => {
  it('saves the record after every move', () => {
    const s = feast(['human', 'greedy', 'greedy', 'greedy']);
    s.play(0, first(s, 0));
    expect(JSON.parse(readFileSync(join(dir, 'save.json'), 'utf8')).moves).toEqual(s.match.record().moves);
  });
  it('at the end forgets the save and counts the game once', () => {
    const m = matchFromRecord({ game: 'royal-dinner-party', seed: 5, options: { appetiteLimit: 12 }, seats: ['human'], moves: [] });
    const s = new Session(m, { dir, delay: 0 });
    s.save();
    while (!s.over()) s.play(0, first(s, 0));
    expect(existsSync(join(dir, 'save.json'))).toBe(false);
    expect(readStats(dir)['royal-dinner-party'].played).toBe(1);
    expect(s.undo().moves).toEqual([]);
    expect(readStats(dir)['royal-dinner-party'].played).toBe(1);
  });
});

describe('seats', () => {
  it('are named for the screen', () => {
    expect(seatNames(['human'])).toEqual(['You']);
    expect(seatNames(['human', 'human', 'hard'])).toEqual(['Seat 1', 'Seat 2', 'Seat 3 (hard)']);
  });
  it('a level that is not installed plays as greedy', () => {
    const m = matchFromRecord({ game: 'the-feast', seed: 1, options: {}, seats: ['human', 'hard', 'normal', 'easy'], moves: [] });
    const p = computerFor(m, 1);
    expect(p.kind === 'hard' || p.kind === 'greedy').toBe(true);
    expect(m.legal(1).map((l) => l.move)).toContain(p.choose(m.decision(1)));
  });
});
