/**
 * Louis XIV: the designers' per-card table (the simulator's `cards`), one row per noble of the
 * side played (`u1`-`u6` unmasked, `m1`-`m6` masked), and the counters it is made from.
 */
import type { CardTableHooks } from '../../engine/types.js';
import { compile } from './data.js';
import type { LouisState } from './state.js';

const SIDES = ['u', 'm'] as const;

/**
 * Per noble of the side played: `seen.` 1 (every seat has it); `held.` 1 when some seat scored
 * it; `won.` the mean partial win of the seats that did; `used.` how many seats scored it;
 * `points.` the points they scored with it.
 */
export function cardCounters(s: LouisState): Record<string, number> {
  const c: Record<string, number> = {};
  const share = (seat: number): number => (s.winners.includes(seat) ? 1 / s.winners.length : 0);
  for (let i = 0; i < 6; i++) {
    const code = `${SIDES[s.side]}${i + 1}`;
    let seats = 0;
    let won = 0;
    let points = 0;
    for (let x = 0; x < s.seats; x++) {
      if (!s.scored[x][i]) continue;
      seats++;
      won += share(x);
      points += s.tables.nobles[s.side][x][i].points;
    }
    c[`seen.${code}`] = 1;
    c[`held.${code}`] = seats ? 1 : 0;
    if (seats) c[`won.${code}`] = won / seats;
    c[`used.${code}`] = seats;
    c[`points.${code}`] = points;
  }
  return c;
}

export const CARD_TABLE: CardTableHooks = {
  noun: 'noble',
  name(code, data) {
    const side = SIDES.indexOf(code[0] as (typeof SIDES)[number]);
    const i = Number(code.slice(1)) - 1;
    const spec = side >= 0 ? compile(data).nobles[side]?.[0]?.[i] : undefined;
    return spec ? `${side ? 'masked' : 'unmasked'} ${spec.need}` : code;
  },
  note: [
    'Here a noble (u1-u6 unmasked, m1-m6 masked: the side played) appears in',
    'every game; held by the seats that scored it (win/fair: their mean); used:',
    'how many seats scored it; points: the points they scored with it.',
  ],
};
