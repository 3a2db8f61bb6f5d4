/**
 * The Feast: the designers' per-card table (the simulator's `cards`), one row per rank, and the
 * counters it is made from.
 */
import type { CardTableHooks } from '../../engine/types.js';
import { MAX_RANK } from './cards.js';
import { outcome } from './rules.js';
import type { FeastState } from './state.js';

/**
 * Per rank: `seen.` 1 (every deal holds every rank); `held.` 1 when some seat (not a dummy)
 * captured the rank; `won.` the mean partial win of the seats that did; `used.` the seats'
 * captures of the rank; `points.` the points those captures scored (the rank each).
 */
export function cardCounters(s: FeastState): Record<string, number> {
  const c: Record<string, number> = {};
  const winners = outcome(s).winners;
  const share = (seat: number): number => (winners.includes(seat) ? 1 / winners.length : 0);
  const takes = new Array<number>(MAX_RANK + 1).fill(0);
  const seats = new Array<number>(MAX_RANK + 1).fill(0);
  const won = new Array<number>(MAX_RANK + 1).fill(0);
  for (let p = 0; p < s.seats; p++) {
    const mine = new Uint8Array(MAX_RANK + 1);
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
    c[`seen.${r}`] = 1;
    c[`held.${r}`] = seats[r] ? 1 : 0;
    if (seats[r]) c[`won.${r}`] = won[r] / seats[r];
    c[`used.${r}`] = takes[r];
    c[`points.${r}`] = r * takes[r];
  }
  return c;
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
