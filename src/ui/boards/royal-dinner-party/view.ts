/**
 * Royal Dinner Party as the screens read it: card names with suit symbols, and where positions
 * and seats sit on the board for the arrow keys. The view's type is the game's (RdpView).
 */
import { POSITIONS, SEAT_NAMES } from '../../../games/royal-dinner-party/cards.js';
import type { RdpView } from '../../../games/royal-dinner-party/view.js';
import type { Glyphs } from '../../glyphs.js';

export { POSITIONS, SEAT_NAMES };

/** Board coordinates: positions on the 3x3 grid, seats one step outside it. */
export const TARGETS: Record<string, readonly [number, number]> = (() => {
  const t: Record<string, readonly [number, number]> = {};
  POSITIONS.forEach((p, i) => (t[p] = [i % 3, (i / 3) | 0]));
  SEAT_NAMES.forEach((s, i) => {
    const k = i % 3;
    t[s] = i < 3 ? [k, -1] : i < 6 ? [k, 3] : i < 9 ? [-1, k] : [3, k];
  });
  return t;
})();

/** "7H" as "7♥" (or "7H" in ASCII); jokers stay "RJ" and "BJ". */
export function pretty(card: string, g: Glyphs): string {
  const m = /^(10|[2-9AJQK])([SHDC])$/.exec(card);
  return m ? m[1] + g.suits[m[2]] : card;
}

/** Red cards: hearts, diamonds and the red joker. */
export function isRed(card: string): boolean {
  return /[HD]$/.test(card) || card === 'RJ';
}

/** Card names inside a sentence, with suit symbols. */
export function prettySentence(text: string, g: Glyphs): string {
  if (g.ascii) return text;
  return text.replace(/\b(10|[2-9AJQK])([SHDC])\b/g, (_, r: string, s: string) => r + g.suits[s]);
}

/** The rank of a card name (A=1, J=11, Q=12, K=13). */
export function rankOf(card: string): number {
  const r = card.slice(0, -1);
  return r === 'A' ? 1 : r === 'J' ? 11 : r === 'Q' ? 12 : r === 'K' ? 13 : Number(r);
}

/** The top card of a position, or undefined when it is empty. */
export const topOf = (v: RdpView, pos: string): string | undefined => {
  const stack = v.grid[pos];
  return stack && stack.length ? stack[stack.length - 1] : undefined;
};
