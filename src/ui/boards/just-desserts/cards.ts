/**
 * Just Desserts as the screens read it: the view's JSON (see src/games/just-desserts/view.ts)
 * with types, and what is printed on each card (a guest's cravings, dislikes, favorites,
 * points and trio icon; a dessert's flavors). Card faces are public: they come from the
 * ruleset's data the match was set up with (`BoardProps.data`, the built-in ruleset when
 * absent), never from the game's state.
 */
import { compile, flavorList, type Tables } from '../../../games/just-desserts/data.js';
import { justDesserts } from '../../../games/just-desserts/index.js';
import { loadRuleset } from '../../../rulesets/index.js';
import type { Glyphs } from '../../glyphs.js';

export interface JdStealView {
  by: number;
  from: number;
  guest: string;
  desserts: string[];
}

/** The view's fields (seats count from 1). */
export interface JdView {
  phase: 'guest' | 'offer' | 'steal' | 'freshen' | 'block' | 'bribe' | 'over';
  turn: number;
  turnSeat: number;
  toMove: number[];
  guestAtHand: string | null;
  offeredTo: number | null;
  asked: number[];
  steal: JdStealView | null;
  guests: string[][];
  points: number[];
  handSizes: number[];
  /** Top first. */
  waitingRoom: string[];
  guestPile: number;
  dessertPile: number;
  dirtyDishes: string[];
  freshened: number;
  closingTime: { roundsLeft: number; turnsLeft: number } | null;
  result: 'playing' | 'trio' | 'closing';
  winners: number[];
  /** The seat's own desserts (absent in the spectators' view). */
  hand?: string[];
}

export const asJd = (v: Record<string, unknown>): JdView => v as unknown as JdView;

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
let builtinFaces: Faces | undefined;

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
 * The card faces of a ruleset's data (the match's `data`), or of the built-in ruleset when
 * there is none; loaded once per data, empty when it cannot be read.
 */
export function cardFaces(data?: unknown): Faces {
  if (data !== undefined && data !== null && typeof data === 'object') {
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
  if (builtinFaces) return builtinFaces;
  let t: Tables | undefined;
  try {
    t = compile(loadRuleset(justDesserts).data);
  } catch {
    t = undefined;
  }
  builtinFaces = facesFrom(t);
  return builtinFaces;
}

/** The faces the drawing under way reads (set by `withFaces`). */
let current: Faces | undefined;

/**
 * Draws with the faces of `data` (the match's ruleset data): the board, hand, prompt and
 * hint reasons wrap their work in this, so every `guestFace` below reads the right ruleset.
 */
export function withFaces<T>(data: unknown, draw: () => T): T {
  const before = current;
  current = cardFaces(data);
  try {
    return draw();
  } finally {
    current = before;
  }
}

export const guestFace = (code: string): GuestFace | undefined => (current ?? cardFaces()).guests.get(code);
export const dessertFace = (code: string): DessertFace | undefined => (current ?? cardFaces()).desserts.get(code);

/** A guest's name as people say it ("the Little Boy"), or its code when unknown. */
export const guestName = (code: string): string => guestFace(code)?.name ?? code;

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
