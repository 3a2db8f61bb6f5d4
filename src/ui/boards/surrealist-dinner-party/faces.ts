/**
 * What is printed on Surrealist Dinner Party's cards, as the screens read it: each guest's
 * name (accents kept), short names for the table, its appetites and icon, its ability (the
 * whole text and a few words), the faux pas cards, and the menu's courses. Card faces are public:
 * they come from the ruleset's data the match was set up with (`BoardContext.faces`, from
 * `Match.data`), never from the game's state. The reader is lenient about
 * the data's shape (lists or "C R *" strings) so that a designer's file draws as it reads.
 */
import { briefOf } from './brief.js';


/** One guest card. */
export interface GuestFace {
  code: string;
  /** The full name, accents kept ("Salvador Dalí"). */
  name: string;
  /** A name that fits a table cell ("Dalí", "S. Césaire"), unique among the guests. */
  short: string;
  /** A name for the compact table's narrower cells (at most TINY_NAME: "Bravo" for "Álvarez Bravo"). */
  tiny: string;
  /** Appetite kinds in card order: F W D C R or `*` (wild). */
  appetites: string[];
  /** plate, door or none. */
  icon: string;
  /** The ability's whole text; shown only in modes with abilities. */
  text: string;
  /** The ability in a few words ("plate: yours +D"), see brief.ts. */
  brief: string;
  /** The same without "plate:" or "door:" ("yours +D"), for a narrow cell. */
  bare: string;
}

/** One faux pas card: a race (first Stash to `count` of `token`) or a majority (most `token` at the end). */
export interface FauxPasFace {
  code: string;
  name: string;
  kind: string;
  token: string;
  count?: number;
  points: number;
}

/** One course of the menu: its name and the tokens it puts on the platter for a seat count. */
export interface CourseFace {
  name: string;
  /** Seat count to the platter's tokens (kind to count). */
  platter: Map<number, Record<string, number>>;
}

export interface Faces {
  guests: Map<string, GuestFace>;
  fauxPas: Map<string, FauxPasFace>;
  courses: CourseFace[];
}

/** The longest short name: a table cell is 15 columns, two of them for the cursor's marks. */
export const SHORT_NAME = 13;
/** The compact table's cell: 12 columns, two of them for the cursor's marks. */
export const TINY_NAME = 10;

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: unknown): string => (typeof x === 'string' ? x : typeof x === 'number' ? String(x) : '');

/** A list written as a YAML list or as a string of words ("C R *", "W and D"). */
function wordList(x: unknown): string[] {
  if (Array.isArray(x)) return x.map(str).filter(Boolean);
  return str(x)
    .split(/[\s,+]+/)
    .filter((w) => w && w !== 'and');
}

/**
 * Short names for the table: the full name when it fits, else without given names from the
 * front ("Leonora Carrington" → "Carrington"); a surname two guests share gets an initial.
 */
export function shortNames(names: readonly string[], width = SHORT_NAME): string[] {
  const surname = (n: string): string => n.split(' ').slice(-1)[0] ?? n;
  return names.map((name) => {
    if (name.length <= width) return name;
    const parts = name.split(' ');
    for (let i = 1; i < parts.length; i++) {
      const rest = parts.slice(i).join(' ');
      if (rest.length > width) continue;
      const shared = names.some((o) => o !== name && surname(o) === surname(name));
      if (!shared) return rest;
      const initialed = `${parts[0][0]}. ${rest}`;
      if (initialed.length <= width) return initialed;
    }
    return name.slice(0, width);
  });
}

/** The menu's courses from the data: `menu` or `courses`, each with per-seat-count platters. */
function coursesFrom(d: Obj): CourseFace[] {
  const list = Array.isArray(d.menu) ? d.menu : Array.isArray(d.courses) ? d.courses : [];
  return list.filter(isObj).map((c) => {
    const name = str(c.name ?? c.course);
    const platter = new Map<number, Record<string, number>>();
    // the shipped form: tokens { W: [3, 4, 6] }, counts for 2, 3 and 4 seats
    if (isObj(c.tokens)) {
      for (const [k, counts] of Object.entries(c.tokens)) {
        (Array.isArray(counts) ? counts : [counts]).forEach((n, i) => {
          const seats = Array.isArray(counts) ? i + 2 : 0;
          platter.set(seats, { ...platter.get(seats), [k]: Number(n) || 0 });
        });
      }
      return { name, platter };
    }
    const kinds = wordList(c.tokens ?? c.kinds ?? c.kind);
    // counts per seat count: { 2: 3, 3: 4, 4: 6 } or { 2: [2, 2] } or { 2: { W: 2, D: 2 } }
    const counts = isObj(c.counts) ? c.counts : isObj(c.platter) ? c.platter : isObj(c.players) ? c.players : {};
    for (const [seats, n] of Object.entries(counts)) {
      const p: Record<string, number> = {};
      if (isObj(n)) for (const [k, v] of Object.entries(n)) p[k] = Number(v) || 0;
      else if (Array.isArray(n)) kinds.forEach((k, i) => (p[k] = Number(n[i]) || 0));
      else if (kinds.length) for (const k of kinds) p[k] = Number(n) || 0;
      platter.set(Number(seats), p);
    }
    return { name, platter };
  });
}

/** The faux pas cards in `data`. */
function fauxPasFrom(d: Obj): Map<string, FauxPasFace> {
  const out = new Map<string, FauxPasFace>();
  for (const c of (Array.isArray(d.fauxPas) ? d.fauxPas : []).filter(isObj)) {
    const code = str(c.code);
    const count = Number(c.count);
    out.set(code, { code, name: str(c.name) || code, kind: str(c.kind), token: str(c.token), count: Number.isFinite(count) && count > 0 ? count : undefined, points: Number(c.points) || 0 });
  }
  return out;
}

/** The faces in `data` (the ruleset's data section). */
export function facesFrom(data: unknown): Faces {
  const out: Faces = { guests: new Map(), fauxPas: new Map(), courses: [] };
  if (!isObj(data)) return out;
  const guests = (Array.isArray(data.guests) ? data.guests : []).filter(isObj);
  const names = guests.map((g) => str(g.name) || str(g.code));
  const shorts = shortNames(names);
  const tinies = shortNames(names, TINY_NAME);
  guests.forEach((g, i) => {
    const code = str(g.code) || names[i].toLowerCase().replace(/[^a-z0-9]/g, '');
    out.guests.set(code, {
      code,
      name: names[i],
      short: shorts[i],
      tiny: tinies[i],
      appetites: wordList(g.appetites),
      icon: str(g.icon) || 'none',
      text: isObj(g.ability) ? str(g.ability.text) : str(g.ability),
      brief: briefOf(g.ability),
      bare: briefOf(g.ability, false),
    });
  });
  out.fauxPas = fauxPasFrom(data);
  out.courses = coursesFrom(data);
  return out;
}

const byData = new WeakMap<object, Faces>();
const NO_FACES: Faces = facesFrom(undefined);

/** The faces of the match's ruleset data: read once per data (none without data). */
export function facesOf(data: unknown): Faces {
  if (!isObj(data)) return NO_FACES;
  const hit = byData.get(data);
  if (hit) return hit;
  const f = facesFrom(data);
  byData.set(data, f);
  return f;
}

/** A guest's full name, or its code when the data does not know it. */
export const fullName = (f: Faces, code: string): string => f.guests.get(code)?.name ?? code;
/** A guest's table name, or its code. */
export const shortName = (f: Faces, code: string): string => f.guests.get(code)?.short ?? code;
/** A guest's compact table name, or its code. */
export const tinyName = (f: Faces, code: string): string => f.guests.get(code)?.tiny ?? code;
/** A faux pas card's name, or its code. */
export const fauxPasName = (f: Faces, code: string): string => f.fauxPas.get(code)?.name ?? code;
