/**
 * Louis XIV's royal dinner as the screens read it: the tray's cells and where every move word
 * sits on the board for the arrow keys; the food colours by their letter. The view's type is
 * the game's (LouisView).
 */
import { CELLS } from '../../../games/louis-xiv/data.js';
import type { LouisView } from '../../../games/louis-xiv/view.js';

export const COLUMNS = ['a', 'b', 'c'] as const;
export const ROWS = ['1', '2', '3'] as const;
export const NOBLES = ['n1', 'n2', 'n3', 'n4', 'n5', 'n6'] as const;

/**
 * Board coordinates of the move words: cells on the 3x3 tray, row numbers left of it, column
 * letters above it, the nobles below it (a step never mixes nobles and cells). The nobles step
 * down and right at once, so Right and Down both go to the next one: the full layout draws them
 * as columns, the compact one as rows.
 */
export const TARGETS: Record<string, readonly [number, number]> = (() => {
  const t: Record<string, readonly [number, number]> = {};
  CELLS.forEach((c, i) => (t[c] = [i % 3, (i / 3) | 0]));
  ROWS.forEach((r, i) => (t[r] = [-1, i]));
  COLUMNS.forEach((c, i) => (t[c] = [i, -1]));
  NOBLES.forEach((n, i) => (t[n] = [i, 4 + i]));
  return t;
})();

/** The cells a take names: `row 2`, `col b`, or the imposter's cells. */
export function cellsOf(verb: string, args: readonly string[]): string[] {
  if (verb === 'row' && args[0]) return COLUMNS.map((c) => `${c}${args[0]}`);
  if (verb === 'col' && args[0]) return ROWS.map((r) => `${args[0]}${r}`);
  if (verb === 'imposter') return args.filter((a) => (CELLS as readonly string[]).includes(a));
  return [];
}

/** Colour letter to the terminal colour that repeats it (white keeps the default colour). */
export const INK_COLOURS: Readonly<Record<string, string | undefined>> = {
  B: 'blue',
  G: 'green',
  P: 'magenta',
  K: 'redBright',
  Y: 'yellow',
  W: undefined,
};

/** A food card's value and colour letter ("12W" → 12, "W"), or undefined for another word. */
export function parseCard(card: string): { value: number; colour: string } | undefined {
  const m = /^(1[0-2]|[1-9])([BGPKYW])$/.exec(card);
  return m ? { value: Number(m[1]), colour: m[2] } : undefined;
}

/** The seat whose nobles the board shows first: the viewer, or seat 1 for a spectator. */
export const ownSeat = (seat: number): number => Math.max(0, seat);

/** Whether the game is a solo game (its view carries the A.I.'s deck). */
export const isSolo = (v: LouisView): boolean => v.soloLeft !== undefined;
