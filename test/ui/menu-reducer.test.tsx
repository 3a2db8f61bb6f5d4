// The menu reducer, case by case: rows, changing values, the seed, and what Enter asks for.
import { describe, expect, it } from 'vitest';
import {
  DELAYS,
  initialMenu,
  menuReducer,
  menuRows,
  optionValue,
  seatsOf,
  seedOf,
  stepDelay,
  type MenuAction,
  type MenuGame,
  type MenuState,
} from '../../src/ui/state/menu-reducer.js';

const solo: MenuGame = {
  id: 'solo',
  name: 'Solo',
  summary: 'one seat',
  players: { min: 1, max: 1 },
  options: [
    { key: 'finalTouch', description: 'a flag', default: true },
    { key: 'aces', description: 'a number', default: 4, min: 0, max: 4 },
    { key: 'seating', description: 'a choice', default: 'drawn', choices: ['drawn', 'jqk', 'kqj'] },
  ],
};
const party: MenuGame = { id: 'party', name: 'Party', summary: 'many seats', players: { min: 2, max: 5 }, options: [] };

const fresh = (saved?: string): MenuState => initialMenu([solo, party], {}, 42, saved);
const run = (s: MenuState, ...actions: MenuAction[]): MenuState => actions.reduce(menuReducer, s);
const kinds = (s: MenuState) => menuRows(s).map((r) => r.kind);
const to = (s: MenuState, kind: string, nth = 0): MenuState => ({
  ...s,
  cursor: menuRows(s).findIndex((r, i, all) => r.kind === kind && all.slice(0, i).filter((x) => x.kind === kind).length === nth),
});

describe('rows', () => {
  it('list start, the game, each seat, each option, seed, pause, statistics and quit', () => {
    expect(kinds(fresh())).toEqual(['start', 'game', 'seat', 'option', 'option', 'option', 'seed', 'delay', 'stats', 'quit']);
  });
  it('offer Continue first, highlighted, when a game is saved', () => {
    const s = fresh('Solo, seed 7, turn 3');
    expect(kinds(s)[0]).toBe('continue');
    expect(s.cursor).toBe(0);
  });
  it('ask for the number of players when the game takes several counts', () => {
    const s = run(to(fresh(), 'game'), { type: 'right' });
    expect(kinds(s).slice(0, 7)).toEqual(['start', 'game', 'players', 'seat', 'seat', 'seat', 'seat']);
  });
});

describe('changing values', () => {
  it('left and right change the game, wrapping', () => {
    const s = to(fresh(), 'game');
    expect(run(s, { type: 'right' }).game).toBe(1);
    expect(run(s, { type: 'left' }).game).toBe(1);
    expect(run(s, { type: 'right' }, { type: 'right' }).game).toBe(0);
  });
  it('a new seat count adds computer seats or removes the last ones, within the limits', () => {
    let s = to(run(to(fresh(), 'game'), { type: 'right' }), 'players');
    expect(seatsOf(s)).toEqual(['human', 'normal', 'normal', 'normal']);
    s = run(s, { type: 'right' }, { type: 'right' });
    expect(seatsOf(s)).toHaveLength(5);
    s = run(s, { type: 'left' }, { type: 'left' }, { type: 'left' }, { type: 'left' }, { type: 'left' });
    expect(seatsOf(s)).toEqual(['human', 'normal']);
  });
  it('a seat cycles through a person and the computer levels', () => {
    const s = to(fresh(), 'seat');
    expect(seatsOf(run(s, { type: 'right' }))).toEqual(['normal']);
    expect(seatsOf(run(s, { type: 'left' }))).toEqual(['random']);
  });
  it('a yes/no option toggles', () => {
    const s = run(to(fresh(), 'option', 0), { type: 'right' });
    expect(optionValue(s, solo.options[0])).toBe(false);
  });
  it('a number option moves by one and stays within its bounds', () => {
    const s = to(fresh(), 'option', 1);
    expect(optionValue(run(s, { type: 'left' }), solo.options[1])).toBe(3);
    expect(optionValue(run(s, { type: 'right' }), solo.options[1])).toBe(4);
  });
  it('a choice option cycles its choices', () => {
    const s = to(fresh(), 'option', 2);
    expect(optionValue(run(s, { type: 'right' }), solo.options[2])).toBe('jqk');
    expect(optionValue(run(s, { type: 'left' }), solo.options[2])).toBe('kqj');
  });
  it("the computer's pause cycles through its steps", () => {
    const s = to(fresh(), 'delay');
    expect(s.delay).toBe(400);
    expect(run(s, { type: 'right' }).delay).toBe(800);
    expect(run(s, { type: 'left' }, { type: 'left' }, { type: 'left' }).delay).toBe(DELAYS[DELAYS.length - 1]);
  });
  it('steps the pause from anywhere, within its bounds (the + and - keys in play)', () => {
    expect(stepDelay(400, 1)).toBe(800);
    expect(stepDelay(0, -1)).toBe(0);
    expect(stepDelay(1500, 1)).toBe(1500);
    expect(stepDelay(250, -1)).toBe(150);
    expect(stepDelay(99999, -1)).toBe(800);
  });
  it('Enter on a value changes it too', () => {
    expect(run(to(fresh(), 'option', 0), { type: 'enter' }).options.solo.finalTouch).toBe(false);
  });
});

describe('the seed', () => {
  it('starts as given', () => {
    expect(seedOf(fresh())).toBe(42);
  });
  it('a digit typed on the seed row starts a new seed; more digits add to it', () => {
    const s = run(to(fresh(), 'seed'), { type: 'char', ch: '7' }, { type: 'char', ch: '3' });
    expect(seedOf(s)).toBe(73);
  });
  it('Backspace deletes the last digit', () => {
    const s = run(to(fresh(), 'seed'), { type: 'backspace' });
    expect(s.seed).toBe('4');
  });
  it('erased to nothing, it is no seed (the game draws one), never seed 0', () => {
    const s = run(to(fresh(), 'seed'), { type: 'backspace' }, { type: 'backspace' });
    expect(s.seed).toBe('');
    expect(seedOf(s)).toBeUndefined();
    expect(seedOf(run(s, { type: 'char', ch: '0' }))).toBe(0);
  });
  it('digits elsewhere do nothing', () => {
    expect(seedOf(run(to(fresh(), 'game'), { type: 'char', ch: '7' }))).toBe(42);
  });
  it('a new seed replaces it', () => {
    expect(seedOf(run(fresh(), { type: 'seed', seed: 99 }))).toBe(99);
  });
});

describe('what the menu asks for', () => {
  it('Enter on Start (or on the seed) starts', () => {
    expect(run(fresh(), { type: 'enter' }).result).toBe('start');
    expect(run(to(fresh(), 'seed'), { type: 'enter' }).result).toBe('start');
  });
  it('Enter on Continue, Statistics, Quit; ? for the rules; q to quit', () => {
    expect(run(fresh('x'), { type: 'enter' }).result).toBe('continue');
    expect(run(to(fresh(), 'stats'), { type: 'enter' }).result).toBe('stats');
    expect(run(to(fresh(), 'quit'), { type: 'enter' }).result).toBe('quit');
    expect(run(fresh(), { type: 'char', ch: '?' }).result).toBe('help');
    expect(run(fresh(), { type: 'char', ch: 'q' }).result).toBe('quit');
  });
  it('handled clears it', () => {
    expect(run(fresh(), { type: 'enter' }, { type: 'handled' }).result).toBeUndefined();
  });
  it('up and down move between rows, wrapping', () => {
    const s = fresh();
    expect(run(s, { type: 'up' }).cursor).toBe(menuRows(s).length - 1);
    expect(run(s, { type: 'down' }).cursor).toBe(1);
  });
});

describe('remembered choices', () => {
  it('come back when they still fit the game', () => {
    const s = initialMenu([solo, party], { game: 'party', seats: { party: ['human', 'human', 'greedy'] }, options: { solo: { aces: 2 } }, delay: 800 }, 1);
    expect(s.game).toBe(1);
    expect(seatsOf(s)).toEqual(['human', 'human', 'greedy']);
    expect(s.options.solo).toEqual({ aces: 2 });
    expect(s.delay).toBe(800);
  });
  it('are dropped when they no longer fit', () => {
    const s = initialMenu(
      [solo, party],
      { game: 'gone', seats: { party: ['human'], solo: ['robot'] }, options: { solo: { aces: 9, finalTouch: 'yes', seating: 'odd', nope: 1 } }, delay: 3 },
      1,
    );
    expect(s.game).toBe(0);
    expect(s.seats).toEqual({});
    expect(s.options.solo).toEqual({});
    expect(s.delay).toBe(400);
  });
});
