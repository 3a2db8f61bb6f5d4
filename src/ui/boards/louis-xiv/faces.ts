/**
 * What is printed on Louis XIV's cards, from the ruleset data the match was set up with
 * (`BoardContext.data`, from `Match.data`, compiled by the game's own data.ts): each noble's need in a few words,
 * its colour for each seat, its points; each seat's imposter and its placements; the solo
 * cards and the rating. Never from the game's state. The need's words are made from the
 * need's data, so a designer's change to a noble is drawn as it plays.
 */
import { plural } from '../segments.js';
import { CELLS, compile, ratingOf as ratingFor, type NobleSpec, type Tables } from '../../../games/louis-xiv/data.js';

/** A noble as the board prints it for one seat. */
export interface NobleFace {
  /** "n1" to "n6". */
  noble: string;
  /** The colour letter for this seat, or null for a noble without colour. */
  colour: string | null;
  /** The colour's name ("yellow"), or null. */
  colourName: string | null;
  /** The need in a few words, the colour by its letter. */
  need: string;
  points: number;
  /** The game's compiled need, for its checks. */
  spec: NobleSpec;
}

export interface ImposterFace {
  name: string;
  /** Each placement's three cells, in reading order. */
  placements: string[][];
}

/** The game's tables for the match's data. */
export function tablesOf(data: unknown): Tables | undefined {
  try {
    return compile(data);
  } catch {
    // a board draws what it can: without tables, no faces and no predictions
    return undefined;
  }
}

const ORDINALS = ['1st', '2nd', '3rd'];
const ordinal = (i: number): string => ORDINALS[i] ?? `${i + 1}th`;
const SET_WORDS: Record<number, string> = { 2: 'pair', 3: 'triple' };

/** A need in a few words: "4 same value, 1+ Y", "3 down 3 up, 1st+4th P". */
export function needWords(t: Tables, n: NobleSpec): string {
  const x = n.colour >= 0 ? t.codes[n.colour] : '';
  switch (n.need) {
    case 'sets': {
      const each = n.sets.length > 1 ? 'each ' : '';
      const sets = n.sets.length === 1 ? `${n.sets[0]} same value` : n.sets.map((k) => SET_WORDS[k] ?? `${k} same`).join('+');
      return x ? `${sets}, ${each}1+ ${x}` : sets;
    }
    case 'colourTotal': {
      const bounds = [n.above ? `>${n.above}` : '', n.below ? `<${n.below}` : ''].filter(Boolean).join(' ');
      return `${n.cards} ${x}, sum ${bounds}`;
    }
    case 'sumOfTwo':
      return `${n.cards || 3} ${x}, 2 add up to 3rd`;
    case 'parity':
      return `${n.cards} ${x}, all odd or all even`;
    case 'exactTotal': {
      const parts = [`sum ${n.total}`];
      if (!n.white) parts[0] += ` no ${t.wild >= 0 ? t.codes[t.wild] : 'wild'}`;
      if (n.distinct) parts.push('1 per colour');
      else if (n.maxCards) parts.push(`up to ${plural(n.maxCards, 'card')}`);
      else parts.push('any cards');
      return parts.join(', ');
    }
    case 'runs': {
      const total = n.runs.reduce((s, r) => s + r.cards, 0);
      const runs =
        n.runs.length === 1
          ? `${n.runs[0].cards} ${n.runs[0].dir < 0 ? 'falling' : 'rising'}`
          : n.runs.map((r) => `${r.cards} ${r.dir < 0 ? 'down' : 'up'}`).join(' ');
      const at = n.coloured.map((i) => (i === total - 1 && n.runs.length === 1 ? 'last' : ordinal(i))).join('+');
      return x && at ? `${runs}, ${at} ${x}` : runs;
    }
    default:
      return String(n.need);
  }
}

/** The six nobles of `side` as `seat` (from 0) sees them printed; empty without data. */
export function nobleFaces(data: unknown, side: string, seat: number): NobleFace[] {
  const t = tablesOf(data);
  const specs = t?.nobles[side === 'masked' ? 1 : 0]?.[seat];
  if (!t || !specs) return [];
  return specs.map((spec, i) => ({
    noble: `n${i + 1}`,
    colour: spec.colour >= 0 ? t.codes[spec.colour] : null,
    colourName: spec.colour >= 0 ? t.names[spec.colour] : null,
    need: needWords(t, spec),
    points: spec.points,
    spec,
  }));
}

/** A seat's imposter, or undefined when the data has none for it. */
export function imposterFace(data: unknown, seat: number): ImposterFace | undefined {
  const imp = tablesOf(data)?.imposters[seat];
  return imp && { name: imp.name, placements: imp.placements.map((p) => p.map((c) => CELLS[c])) };
}

/** The cells a solo card names ("a2 b2 b3"). */
export function soloCells(data: unknown, code: string): string | undefined {
  const card = tablesOf(data)?.solo.find((c) => c.code === code);
  return card && card.cells.map((c) => CELLS[c]).join(' ');
}

/** Rounds of a solo game: one per solo card (0 without data). */
export const soloRounds = (data: unknown): number => tablesOf(data)?.solo.length ?? 0;

/** The rating a solo score earns, by the data's scale. */
export function ratingOf(data: unknown, points: number): string | undefined {
  const t = tablesOf(data);
  return t && ratingFor(t, points);
}

/** The rating scale, low to high, for the board ("7 good enough, 9 a big tip, ..."). */
export function ratingScale(data: unknown): string {
  const t = tablesOf(data);
  return t ? t.rating.filter((r) => r.min > 0).map((r) => `${r.min} ${r.text}`).reverse().join(', ') : '';
}

/** "Y yellow", or the words for a noble without a colour. */
export function colourLabel(face: NobleFace): string {
  if (face.colour) return `${face.colour} ${face.colourName ?? ''}`.trim();
  return face.spec.distinct ? 'no colour' : 'any colour';
}
