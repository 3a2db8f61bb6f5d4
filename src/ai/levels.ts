/**
 * The searching player's levels, as the menu and `--seats` name them. Budgets are counted in
 * rollouts, never in time, so that a game, seed and level play the same moves on every machine
 * however loaded (the screens and the simulator alike).
 * The numbers are tuned with `npm run bench` (bench/ai.ts), which reports what each level wins
 * and how long it thinks.
 */
import type { SearchSettings } from './search.js';

/** Racing: stop a decision early once the leader is clear (see search.ts). */
const RACE = { minRounds: 8, z: 2, indifference: 0.005 };

export interface Level extends SearchSettings {
  /** The seat kind ("easy", "normal", "hard"). */
  kind: string;
  /** One line for the menu. */
  description: string;
  /**
   * The CPU seconds a decision may take at the 90th percentile, in every game: a promise
   * `npm run bench` checks, and what the hints choose their level by.
   */
  budget: number;
}

/** The CPU seconds a hint may think (90th percentile): a person waits about a second for one. */
export const HINT_BUDGET = 1;

export const LEVELS: readonly Level[] = [
  {
    kind: 'easy',
    description: 'Tries its two favourite moves on a few sample deals; quick, and it slips',
    iterations: 8,
    candidates: 2,
    margin: 0.5,
    epsilon: 0.1,
    budget: 0.05,
  },
  {
    kind: 'normal',
    description: 'Plays each promising move out on some twenty sample deals (about 0.15 s a game of Royal Dinner Party)',
    iterations: 20,
    candidates: 3,
    margin: 0.5,
    epsilon: 0,
    ...RACE,
    budget: 0.2,
  },
  {
    kind: 'hard',
    description: 'Plays each promising move out on hundreds of sample deals (about 1 s a game of Royal Dinner Party)',
    iterations: 200,
    candidates: 5,
    margin: 0.6,
    epsilon: 0,
    ...RACE,
    budget: 1,
  },
];

/** The level a menu starts on. */
export const DEFAULT_LEVEL = 'normal';

/** The strongest level (the last) whose budget fits a hint's. */
export function hintLevel(): Level {
  return LEVELS.filter((l) => l.budget <= HINT_BUDGET).pop() ?? LEVELS[0];
}

/** A level by kind; undefined for an unknown one. */
export function levelFor(kind: string): Level | undefined {
  return LEVELS.find((l) => l.kind === kind);
}
