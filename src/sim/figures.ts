/**
 * The figures `compare` and `sweep` pair, as each game gives them (paired-tally.ts sums them
 * per unit). Ids are internal: `w:<seat>` a seat's win, `s:<seat>` its score, `len:turns` and
 * `len:decisions`, `end:<result>` how the game ended, `c:<counter>` the game's counters.
 * Names only: a worker thread rebuilds the same functions from the set's plain data.
 */
import type { GameValues } from './paired-tally.js';
import type { GameRow } from './study.js';

/** Which figures to pair (plain data, sent to worker threads). */
export interface FigureSet {
  name: 'compare';
}

/** `compare`'s figures: each seat's win and score, length, how games ended, the game's counters. */
function compareValues(seats: number): GameValues {
  const solo = seats === 1;
  return (row: GameRow, emit) => {
    for (let s = 0; s < seats; s++) {
      emit(`w:${s}`, 'rate', row.winners.includes(s + 1) ? 1 : 0);
      emit(`s:${s}`, 'mean', row.scores[s] ?? 0);
    }
    emit('len:turns', 'mean', row.turns);
    emit('len:decisions', 'mean', row.decisions);
    if (!(solo && row.result === 'won')) emit(`end:${row.result}`, 'rate', 1);
    for (const key in row.counters) emit(`c:${key}`, 'mean', row.counters[key]);
  };
}

/** The per-game values of a figure set, for a study with `seats` seats. */
export function figureValues(set: FigureSet, seats: number): GameValues {
  switch (set.name) {
    case 'compare':
      return compareValues(seats);
  }
}
