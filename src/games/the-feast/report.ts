/**
 * The Feast: the designers' per-card table (the simulator's `cards`), one row per rank, and the
 * counters it is made from.
 */
import type { CardTableHooks } from '../../engine/types.js';
import { MAX_RANK } from './cards.js';
import { outcome } from './rules.js';
import { sum, total, type FeastState } from './state.js';

/** The counters every game tells first, in this order. */
const FIXED = [
  'rounds',
  'gaffes',
  'emptyRounds',
  'singleUnmatchedRounds',
  'singleTookTopic',
  'playerPoints',
  'dummyPoints',
  'bestHand',
  'pointsPerHand',
] as const;
/** Each rank's figures, told in this order after FIXED. */
const FIGURES = ['seen', 'held', 'won', 'used', 'points'] as const;

/** Every counter name, by index: FIXED, then FIGURES per rank from 1. */
export const COUNTER_NAMES: readonly string[] = [
  ...FIXED,
  ...Array.from({ length: MAX_RANK }, (_, i) => FIGURES.map((f) => `${f}.${i + 1}`)).flat(),
];

// scratch for `countInto` (zeroed on each use)
const takes = new Array<number>(MAX_RANK + 1).fill(0);
const seats = new Array<number>(MAX_RANK + 1).fill(0);
const won = new Array<number>(MAX_RANK + 1).fill(0);
const mine = new Uint8Array(MAX_RANK + 1);

/**
 * One game's counters by index (see COUNTER_NAMES): the rounds, gaffes, empty rounds, rounds
 * with a single unmatched ploy and those in which it took the topic, the seats' and the
 * dummies' points, the best hand a seat scored, the points per hand; then per rank `seen.` 1
 * (every deal holds every rank); `held.` 1 when some seat (not a dummy) captured the rank;
 * `won.` the mean partial win of the seats that did (told only then); `used.` the seats'
 * captures of the rank; `points.` the points those captures scored (the rank each).
 */
export function countInto(s: FeastState, count: (counter: number, value: number) => void): void {
  let dummyPoints = 0;
  for (let d = s.seats; d < s.table; d++) dummyPoints += total(s, d);
  let playerPoints = 0;
  for (let p = 0; p < s.seats; p++) playerPoints += total(s, p);
  count(0, s.rounds);
  count(1, s.gaffes);
  count(2, s.emptyRounds);
  count(3, s.singleRounds);
  count(4, s.singleTopic);
  count(5, playerPoints);
  count(6, dummyPoints);
  count(7, s.handScores.reduce((m, h) => Math.max(m, ...h.slice(0, s.seats)), 0));
  count(8, s.handScores.length ? sum(s.handScores.map((h) => sum(h))) / s.handScores.length : 0);
  const winners = outcome(s).winners;
  const share = (seat: number): number => (winners.includes(seat) ? 1 / winners.length : 0);
  takes.fill(0);
  seats.fill(0);
  won.fill(0);
  for (let p = 0; p < s.seats; p++) {
    mine.fill(0);
    for (const r of s.captured[p]) {
      takes[r]++;
      mine[r] = 1;
    }
    for (let r = 1; r <= MAX_RANK; r++) {
      if (!mine[r]) continue;
      seats[r]++;
      won[r] += share(p);
    }
  }
  for (let r = 1; r <= MAX_RANK; r++) {
    const at = FIXED.length + (r - 1) * FIGURES.length;
    count(at, 1);
    count(at + 1, seats[r] ? 1 : 0);
    if (seats[r]) count(at + 2, won[r] / seats[r]);
    count(at + 3, takes[r]);
    count(at + 4, r * takes[r]);
  }
}

export const CARD_TABLE: CardTableHooks = {
  noun: 'rank',
  name: (code) => code,
  note: [
    'Here every rank appears in every game; held by the seats (not dummies)',
    'that captured it (win/fair: their mean); used: their captures of it, as the',
    'topic or a gaffe; points: what those captures scored.',
  ],
};
