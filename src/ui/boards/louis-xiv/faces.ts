/**
 * What is printed on Louis XIV's cards, read from the ruleset data the match was set up with
 * (`BoardProps.data`): each noble's need in a few words, its colour for each seat, its
 * points; each seat's imposter and its placements. Never from the game's state.
 */
import { COLOUR_NAMES } from './view.js';

/** A noble as the board prints it for one seat. */
export interface NobleFace {
  /** "n1" to "n6". */
  noble: string;
  /** The colour letter for this seat, or null for a noble without colour. */
  colour: string | null;
  /** The need in a few words, "X" already replaced by the colour letter. */
  need: string;
  points: number;
}

export interface ImposterFace {
  name: string;
  /** Each placement's three cells. */
  placements: string[][];
}

/**
 * Each noble's need in a few words, "X" for its colour. The rules are code (the game's noble
 * functions); these words only say them, so they live with the screens.
 */
const NEEDS: Readonly<Record<string, readonly string[]>> = {
  unmasked: ['4 same value, 1+ X', '2 pairs, each 1+ X', '4 X, sum <15', '3 X, 2 add up to 3rd', '4 X, sum >38', 'total 25, any cards'],
  masked: ['pair+triple, each 1+ X', '4 X, all odd or all even', '4 falling, 1st+last X', '3 down 3 up, 1st+4th X', '4 rising, 1st+last X', 'sum 25 no W, 1 per colour'],
};

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);

/** The noble entries of one side in the data, however the ruleset lists them. */
function nobleEntries(data: unknown, side: string): Record<string, unknown>[] {
  if (!isObj(data)) return [];
  const nobles = data.nobles;
  const list = isObj(nobles) ? nobles[side] : Array.isArray(nobles) ? nobles.filter((n) => isObj(n) && n.side === side) : undefined;
  return Array.isArray(list) ? list.filter(isObj) : [];
}

/** A noble's colour for a seat: a list per seat, or a table by seat number. */
function colourFor(entry: Record<string, unknown>, seat: number): string | null {
  const c = entry.colours ?? entry.colors;
  if (Array.isArray(c)) return str(c[seat]) ?? null;
  if (isObj(c)) return str(c[String(seat + 1)]) ?? null;
  return str(c) ?? null;
}

/** The six nobles of `side` as `seat` (from 0) sees them printed. */
export function nobleFaces(data: unknown, side: string, seat: number): NobleFace[] {
  const entries = nobleEntries(data, side);
  const words = NEEDS[side] ?? NEEDS.unmasked;
  return words.map((w, i) => {
    const e = entries[i] ?? {};
    const colour = colourFor(e, seat);
    const text = str(e.short) ?? w;
    return {
      noble: `n${i + 1}`,
      colour,
      need: colour ? text.replace(/\bX\b/g, colour) : text,
      points: typeof e.points === 'number' ? e.points : 0,
    };
  });
}

/** A seat's imposter, or undefined when the data has none for it. */
export function imposterFace(data: unknown, seat: number): ImposterFace | undefined {
  if (!isObj(data)) return undefined;
  const list = data.imposters;
  const e = Array.isArray(list) ? list[seat] : isObj(list) ? list[String(seat + 1)] : undefined;
  if (!isObj(e) || !Array.isArray(e.placements)) return undefined;
  const placements = e.placements
    .map((p) => (Array.isArray(p) ? p.map(String) : typeof p === 'string' ? p.split(/\s+/) : []))
    .filter((p) => p.length === 3);
  return { name: str(e.name) ?? `seat ${seat + 1}'s`, placements };
}

/** "Y yellow", or the words for a noble without a colour. */
export function colourLabel(colour: string | null, side: string, noble: string): string {
  if (colour) return `${colour} ${COLOUR_NAMES[colour] ?? ''}`.trim();
  return side === 'masked' && noble === 'n6' ? 'no colour' : 'any colour';
}
