/**
 * The game's own noble checks (src/games/louis-xiv/needs.ts) as the screens ask them: the
 * cards under a noble, by their notation, meet its need exactly, or can still be made to.
 */
import { canComplete, isComplete } from '../../../games/louis-xiv/needs.js';
import type { Tables } from '../../../games/louis-xiv/data.js';
import { nobleFaces, tablesOf } from './faces.js';
import type { NobleCheck } from './predict.js';

/** A food card's number in the game's tables ("7B" → blue's first card + 6), or -1. */
export function cardNumber(t: Tables, card: string): number {
  const m = /^(\d+)([A-Z])$/.exec(card);
  if (!m) return -1;
  const colour = t.codes.indexOf(m[2]);
  const value = Number(m[1]);
  return colour < 0 || value < 1 || value > t.values ? -1 : colour * t.values + value - 1;
}

export const nobleCheck: NobleCheck = (side, noble, seat, cards, data) => {
  const t = tablesOf(data);
  const face = nobleFaces(data, side, seat).find((f) => f.noble === noble);
  if (!t || !face) return undefined;
  const cs = cards.map((c) => cardNumber(t, c));
  if (cs.includes(-1)) return undefined;
  const complete = isComplete(t, face.spec, cs);
  return { complete, possible: complete || canComplete(t, face.spec, cs) };
};
