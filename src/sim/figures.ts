/**
 * The figures `compare` and `sweep` pair, as each game gives them (paired-tally.ts sums them
 * per unit). Ids are internal: `w:<seat>` a seat's win, `s:<seat>` its score, `len:turns` and
 * `len:decisions`, `end:<result>` how the game ended, `c:<counter>` the game's counters,
 * `fpa` seat 1's rank points (first-seat advantage), `bal` every seat's (balance), `m:<metric>`
 * a play metric's y over x. Names only: a worker thread rebuilds the same functions from the
 * set's plain data.
 */
import { METRICS, metricParts } from './metrics.js';
import type { GameValues } from './paired-tally.js';
import type { GameRow } from './study.js';
import { rankPointsOf } from './tally.js';

/** Which figures to pair (plain data, sent to worker threads). */
export interface FigureSet {
  name: 'compare';
  /** First-seat advantage and balance measure the seats (every seat the same player, or --rotate). */
  seatFigures?: boolean;
}

const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/**
 * `compare`'s figures: each seat's win and score, the seats' balance, length, the play
 * metrics, how games ended, the game's counters.
 */
function compareValues(seats: number, set: FigureSet): GameValues {
  const solo = seats === 1;
  return (row: GameRow, emit, emitSeats) => {
    for (let s = 0; s < seats; s++) {
      emit(`w:${s}`, 'rate', row.winners.includes(s + 1) ? 1 : 0);
      emit(`s:${s}`, 'mean', row.scores[s] ?? 0);
    }
    if (set.seatFigures && !solo) {
      const points = rankPointsOf(row.winners.map((w) => w - 1), row.scores);
      emit('fpa', 'mean', points[0]);
      emitSeats('bal', points);
    }
    emit('len:turns', 'mean', row.turns);
    emit('len:decisions', 'mean', row.decisions);
    if (row.metrics) {
      for (const key of METRICS) {
        const parts = metricParts(row.metrics, key);
        if (parts && finite(parts[0]) && finite(parts[1])) emit(`m:${key}`, 'ratio', parts[0], parts[1]);
      }
    }
    if (!(solo && row.result === 'won')) emit(`end:${row.result}`, 'rate', 1);
    for (const key in row.counters) emit(`c:${key}`, 'mean', row.counters[key]);
  };
}

/** The per-game values of a figure set, for a study with `seats` seats. */
export function figureValues(set: FigureSet, seats: number): GameValues {
  switch (set.name) {
    case 'compare':
      return compareValues(seats, set);
  }
}
