/**
 * Just Desserts as the screens read it: what is printed on each card (a guest's cravings,
 * dislikes, favorites, points and trio icon; a dessert's flavors). Card faces are public: they
 * come from the ruleset's data the match was set up with (`BoardContext.faces`, from
 * `Match.data`), never from the game's state.
 */
import { compile, flavorList, type Tables } from '../../../games/just-desserts/data.js';
import type { Glyphs } from '../../glyphs.js';

export interface GuestFace {
  code: string;
  name: string;
  craves: string[];
  dislikes: string[];
  /** Dessert codes. */
  favorites: string[];
  points: number;
  trio: string;
}

export interface DessertFace {
  code: string;
  name: string;
  flavors: string[];
}

export interface Faces {
  guests: Map<string, GuestFace>;
  desserts: Map<string, DessertFace>;
}

const facesByData = new WeakMap<object, Faces>();
const NO_FACES: Faces = { guests: new Map(), desserts: new Map() };

function facesFrom(t: Tables | undefined): Faces {
  const out: Faces = { guests: new Map(), desserts: new Map() };
  if (t) {
    for (let c = 0; c < t.guests; c++) {
      out.guests.set(t.codes[c], {
        code: t.codes[c],
        name: t.names[c],
        craves: flavorList(t, t.mask[c]),
        dislikes: flavorList(t, t.dislike[c]),
        favorites: t.fav[c].map((f) => t.codes[f]),
        points: t.points[c],
        trio: t.trios[t.trio[c]] ?? '?',
      });
    }
    for (let c = t.guests; c < t.guests + t.desserts; c++) {
      out.desserts.set(t.codes[c], { code: t.codes[c], name: t.names[c], flavors: flavorList(t, t.mask[c]) });
    }
  }
  return out;
}

/**
 * The card faces of a ruleset's data (the match's `data`): read once per data, none when there
 * is no data or it cannot be read (the board then shows the cards' codes).
 */
export function cardFaces(data: unknown): Faces {
  if (data === undefined || data === null || typeof data !== 'object') return NO_FACES;
  const hit = facesByData.get(data);
  if (hit) return hit;
  let t: Tables | undefined;
  try {
    t = compile(data);
  } catch {
    t = undefined;
  }
  const out = facesFrom(t);
  facesByData.set(data, out);
  return out;
}

/** A guest's name as people say it ("the Little Boy"), or its code when unknown. */
export const guestName = (f: Faces, code: string): string => f.guests.get(code)?.name ?? code;

const TRIO_UNICODE: Record<string, string> = {
  heart: '♥',
  diamond: '♦',
  club: '♣',
  spade: '♠',
  star: '★',
  circle: '●',
  square: '■',
  crescent: '☾',
};

// two marks each, never letters: "St Mojo" read as a saint's name
const TRIO_ASCII: Record<string, string> = {
  heart: '<3',
  diamond: '<>',
  club: '%%',
  spade: '^^',
  star: '**',
  circle: '()',
  square: '##',
  crescent: '))',
};

/** A trio icon as drawn: a symbol, or two marks in ASCII (an unknown icon by its name). */
export function trioMark(trio: string, g: Glyphs): string {
  return (g.ascii ? TRIO_ASCII[trio] : TRIO_UNICODE[trio]) ?? trio;
}

/** The icons in the ruleset's order, so groups always line up the same way. */
export const TRIO_ORDER = ['heart', 'diamond', 'club', 'spade', 'star', 'circle', 'square', 'crescent'];

const FLAVOR_SHORT: Record<string, string> = {
  chocolate: 'choc',
  fruit: 'fruit',
  cake: 'cake',
  pudding: 'pud',
  pie: 'pie',
  spices: 'spice',
  nuts: 'nuts',
  'ice cream': 'ice',
  pastry: 'pastry',
  marshmallow: 'mallow',
  veggies: 'veg',
  cookie: 'cookie',
};

/** A flavor in a few letters ("marshmallow" → "mallow"). */
export const shortFlavor = (f: string): string => FLAVOR_SHORT[f] ?? f.replace(/\s+/g, '');

/** The mark after a dessert that is the guest's favorite (serving it draws one more). */
export const FAVORITE = '*';

/** A list in words: "a", "a and b", "a, b and c". */
export function inWords(list: readonly string[]): string {
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}
