/**
 * The figures `compare` and `sweep` pair, as each game gives them (paired-tally.ts sums them
 * per unit). Ids are internal: `w:<seat>` a seat's win, `s:<seat>` its score, `len:turns` and
 * `len:decisions`, `end:<result>` how the game ended, `c:<counter>` the game's counters,
 * `fpa` seat 1's rank points (first-seat advantage), `bal` every seat's (balance), `m:<metric>`
 * a play metric's y over x. Names only: a worker thread rebuilds the same functions from the
 * set's plain data.
 */
import { CARD_PREFIXES } from './cards.js';
import { METRICS, metricParts } from './metrics.js';
import type { GameValues } from './paired-tally.js';
import type { GameRow } from './study.js';
import { rankPointsOf } from './tally.js';

/** Which figures to pair (plain data, sent to worker threads). */
export type FigureSet =
  | {
      name: 'compare';
      /** First-seat advantage and balance measure the seats (every seat the same player, or --rotate). */
      seatFigures?: boolean;
    }
  | {
      name: 'sweep';
      seatFigures?: boolean;
      /** Win rates by kind of player (`w:<kind>`), when the seats hold different kinds; else by seat. */
      kinds?: string[];
      /** What measures a game's length: turns, decisions, or a counter (the report's measure). */
      length: string;
    };

const isCardCounter = (key: string): boolean => CARD_PREFIXES.some((p) => key.startsWith(p));

const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/**
 * `compare`'s figures: each seat's win and score, the seats' balance, length, the play
 * metrics, how games ended, the game's counters.
 */
function compareValues(seats: number, set: Extract<FigureSet, { name: 'compare' }>): GameValues {
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
    emitMetrics(row, emit);
    if (!(solo && row.result === 'won')) emit(`end:${row.result}`, 'rate', 1);
    // per-card counters feed each side's card table (cards.ts), not a row each here: a game with
    // a hundred cards would bury the figures that differ under five hundred rows
    for (const key in row.counters) if (!isCardCounter(key)) emit(`c:${key}`, 'mean', row.counters[key]);
  };
}

/** The play metrics as ratio figures `m:<metric>`. */
function emitMetrics(row: GameRow, emit: Parameters<GameValues>[1]): void {
  if (!row.metrics) return;
  for (const key of METRICS) {
    const parts = metricParts(row.metrics, key);
    if (parts && finite(parts[0]) && finite(parts[1])) emit(`m:${key}`, 'ratio', parts[0], parts[1]);
  }
}

/**
 * `sweep`'s figures, what a designer asks first: who wins (by seat, or by kind of player:
 * `w:<kind>` is a game won by some player of that kind), the seats' total score `score`
 * (the mean per seat is it over the seats), the length `len`, first-seat advantage `fpa`, games
 * without a single winner `draw`, and the play metrics.
 */
function sweepValues(seats: number, set: Extract<FigureSet, { name: 'sweep' }>): GameValues {
  const solo = seats === 1;
  return (row: GameRow, emit) => {
    if (set.kinds) {
      for (const kind of set.kinds) emit(`w:${kind}`, 'rate', row.winners.some((w) => row.seats[w - 1] === kind) ? 1 : 0);
    } else for (let s = 0; s < seats; s++) emit(`w:${s}`, 'rate', row.winners.includes(s + 1) ? 1 : 0);
    let total = 0;
    for (let s = 0; s < seats; s++) total += row.scores[s] ?? 0;
    emit('score', 'mean', total);
    const length = set.length === 'turns' ? row.turns : set.length === 'decisions' ? row.decisions : (row.counters[set.length] ?? 0);
    emit('len', 'mean', length);
    if (!solo) {
      if (set.seatFigures) emit('fpa', 'mean', rankPointsOf(row.winners.map((w) => w - 1), row.scores)[0]);
      emit('draw', 'rate', row.winners.length === 1 ? 0 : 1);
    }
    emitMetrics(row, emit);
  };
}

/** The per-game values of a figure set, for a study with `seats` seats. */
export function figureValues(set: FigureSet, seats: number): GameValues {
  switch (set.name) {
    case 'compare':
      return compareValues(seats, set);
    case 'sweep':
      return sweepValues(seats, set);
  }
}
