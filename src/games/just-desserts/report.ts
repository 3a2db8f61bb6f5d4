/**
 * Just Desserts: the designers' per-card table (the simulator's `cards`), over every guest and
 * dessert of the ruleset, and the counters it is made from, told by index (`countInto`).
 */
import type { CardTableHooks } from '../../engine/types.js';
import { compile, type Tables } from './data.js';
import { Stat, type JdState } from './state.js';

/** The counters every game tells, first, in this order. */
const FIXED = ['endedByTrio', 'endedAtClosing', 'sharedWin', 'turns', 'steals', 'blocks', 'claims', 'waitingRoom', 'favorites', 'freshens', 'reshuffles'] as const;
/** Each card's figures, told in this order after FIXED. */
const FIGURES = ['seen', 'held', 'won', 'used', 'points'] as const;

const names = new WeakMap<Tables, readonly string[]>();

/** Every counter name for a ruleset's tables (one array per tables, so the tally's sink is reused). */
export function counterNamesOf(s: JdState): readonly string[] {
  let list = names.get(s.tables);
  if (!list) {
    list = [...FIXED, ...s.tables.codes.flatMap((code) => FIGURES.map((f) => `${f}.${code}`))];
    names.set(s.tables, list);
  }
  return list;
}

/** Scratch: 1 for the cards still in the piles while `countInto` counts (all zero between calls). */
let unseen = new Uint8Array(0);

/**
 * The game's counters by index. Per card that appeared: a guest once drawn, a dessert once out
 * of the pile or served; `held.` 1 when a seat holds the guest at the end / some seat served the
 * dessert; `won.` those seats' mean partial win; `used.` 1 for a guest held at the end, the
 * seats that served a dessert; `points.` a held guest's points (a dessert brings none itself).
 */
export function countInto(s: JdState, count: (counter: number, value: number) => void): void {
  count(0, s.endedBy === 1 ? 1 : 0);
  count(1, s.endedBy === 2 ? 1 : 0);
  count(2, s.endedBy === 2 && s.winners.length > 1 ? 1 : 0);
  count(3, s.turns);
  count(4, s.stats[Stat.Steals]);
  count(5, s.stats[Stat.Blocks]);
  count(6, s.stats[Stat.Claims]);
  count(7, s.stats[Stat.Waiting]);
  count(8, s.stats[Stat.Favorites]);
  count(9, s.stats[Stat.Freshens]);
  count(10, s.stats[Stat.Reshuffles]);
  const t = s.tables;
  const cards = t.guests + t.desserts;
  if (unseen.length < cards) unseen = new Uint8Array(cards);
  for (const c of s.guestPile) unseen[c] = 1;
  for (const c of s.dessertPile) unseen[c] = 1;
  const share = (seat: number): number => (s.winners.includes(seat) ? 1 / s.winners.length : 0);
  // the holder of each guest at the end
  const holder = new Int8Array(t.guests).fill(-1);
  s.served.forEach((row, seat) => row.forEach((g) => (holder[g] = seat)));
  for (let c = 0; c < cards; c++) {
    const mask = c < t.guests ? 0 : s.servedBy[c - t.guests];
    const drawn = !unseen[c];
    unseen[c] = 0;
    if (!drawn && !mask) continue;
    const at = FIXED.length + c * FIGURES.length;
    count(at, 1);
    if (c < t.guests) {
      const seat = holder[c];
      count(at + 1, seat >= 0 ? 1 : 0);
      if (seat < 0) continue;
      count(at + 2, share(seat));
      count(at + 3, 1);
      count(at + 4, t.points[c]);
    } else {
      count(at + 1, mask ? 1 : 0);
      if (!mask) continue;
      let seats = 0;
      let won = 0;
      for (let seat = 0; seat < s.seats; seat++) {
        if (mask & (1 << seat)) {
          seats++;
          won += share(seat);
        }
      }
      count(at + 2, won / seats);
      count(at + 3, seats);
    }
  }
}

export const CARD_TABLE: CardTableHooks = {
  noun: 'card',
  name(code, data) {
    const t = compile(data);
    const i = t.codes.indexOf(code);
    return i < 0 ? code : t.names[i];
  },
  note: [
    'Here a guest appears once drawn and is held by the seat that has it at the',
    'end (used: 1 then; points: its points); a dessert appears once out of the',
    'pile, is held by the seats that served it (used: how many; win/fair: their',
    'mean) and brings no points itself.',
  ],
};
