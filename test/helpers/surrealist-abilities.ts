/** Short deals and openings for Surrealist Dinner Party's ability tests (normal mode). */
import type { GameRecord } from '../../src/engine/record.js';
import { compile } from '../../src/games/surrealist-dinner-party/data.js';
import type { Ruleset } from '../../src/rulesets/index.js';
import { builtin, run as replayed } from './surrealist.js';

const CODES = compile(builtin.data).codes.slice(0, compile(builtin.data).guests);

/**
 * Hands of six for each seat: the guests named first, then guests no test here watches
 * (plain ones with no ability that could be offered), so a test names only what it uses.
 */
export function hands(...named: string[][]): string[][] {
  const quiet = ['maar', 'klee', 'lam', 'varo', 'ernst', 'cahun', 'dali', 'joans', 'breton', 'bravo', 'manray', 'zurn', 'horna', 'miller', 'agar'];
  const used = new Set(named.flat());
  const spare = [...quiet, ...CODES].filter((c, i, all) => !used.has(c) && all.indexOf(c) === i);
  return named.map((h) => [...h, ...spare.splice(0, 6 - h.length)]);
}

/** Two seats' hands. */
export const hands2 = (first: string[], second: string[]): string[][] => hands(first, second);

/** Seat 1 seats `a`, then seat 2 seats `b`: the first turn of each. */
export const opening = (a: string, b: string): string[] => [`1: seat ${a} 1`, '1: end', `2: seat ${b} 1`, '2: end'];

/** A replay in normal mode unless `options` says otherwise; `box`: the box's top guests. */
export function run(h: string[][], moves: string[], options: GameRecord['options'] = {}, box: string[] = [], ruleset?: Ruleset) {
  return replayed(h, moves, options, ruleset, box);
}
