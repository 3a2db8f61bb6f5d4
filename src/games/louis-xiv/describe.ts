/**
 * Louis XIV's royal dinner in words, for the screens and the searching player's hints: what a
 * noble needs, and what placing a card under it would do.
 */
import { plural } from '../../engine/words.js';
import { type NobleSpec, type Tables } from './data.js';
import { canComplete, isComplete } from './needs.js';
import { takeCells } from './rules.js';
import { Move, noblesOf, type LouisState } from './state.js';
import { moveText } from './notation.js';

const WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const count = (k: number): string => WORDS[k] ?? String(k);

/** A noble's need in a few words, with its colour letter ("4 of a value, 1+ Y"). */
export function needWords(t: Tables, n: NobleSpec): string {
  const x = n.colour >= 0 ? t.codes[n.colour] : '';
  switch (n.need) {
    case 'sets':
      return `${n.sets.map((k) => (k === 2 ? 'a pair' : `${count(k)} of a kind`)).join(' + ')}, each with ${x}`;
    case 'colourTotal':
      return `${count(n.cards)} ${x}${n.below ? `, total < ${n.below}` : ''}${n.above ? `, total > ${n.above}` : ''}`;
    case 'sumOfTwo':
      return `three ${x}, two add up to the third`;
    case 'exactTotal':
      return `total ${n.total}${n.maxCards ? `, ${plural(n.maxCards, 'card')} at most` : ''}${n.white ? '' : ', no white'}${n.distinct ? ', colours differ' : ''}`;
    case 'parity':
      return `${count(n.cards)} ${x}, all even or all odd`;
    case 'runs': {
      const runs = n.runs.map((r) => `${count(r.cards)} ${r.dir > 0 ? 'rising' : 'falling'}`).join(' then ');
      return `${runs}; card${n.coloured.length > 1 ? 's' : ''} ${n.coloured.map((p) => p + 1).join(' and ')} ${x}`;
    }
  }
}

/** What placing `card` under noble `i` of `seat` would do now. */
export function placeOutcome(s: LouisState, seat: number, card: number, i: number): 'fits' | 'completes' | 'disposes' {
  const n = noblesOf(s, seat)[i];
  const cs = [...s.nobles[seat][i], card];
  if (!canComplete(s.tables, n, cs)) return 'disposes';
  return isComplete(s.tables, n, cs) ? 'completes' : 'fits';
}

/** A move in a few words, for hints. */
export function describeMove(s: LouisState, seat: number, move: number): string {
  if (move < Move.Place) {
    const cards = takeCells(s, seat, move).map((c) => s.tray[c]).filter((c) => c >= 0).length;
    const what = move >= Move.Imposter ? `uses the imposter to take ${plural(cards, 'card')}` : `takes ${moveText(s, seat, move).replace('col', 'column')}`;
    return what;
  }
  if (move < Move.Dispose) {
    const card = ((move - Move.Place) / 8) | 0;
    const i = (move - Move.Place) % 8;
    const out = placeOutcome(s, seat, card, i);
    const text = moveText(s, seat, move).replace('place ', 'puts ').replace(' n', ' under n');
    return out === 'fits' ? text : out === 'completes' ? `${text}, completing it` : `${text}, spoiling it (its cards are discarded)`;
  }
  if (move < Move.Done) return `throws away the cards under n${move - Move.Dispose + 1} to start it again`;
  return 'ends the turn';
}
