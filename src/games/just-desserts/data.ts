/**
 * Just Desserts: the ruleset's data section (flavors, trio icons, guests, desserts), checked
 * with zod and compiled into the flat tables the rules use.
 *
 * Card numbers: guests come first (0 .. guests-1, in the file's order), then desserts
 * (guests .. guests+desserts-1). Each card has a short code (its notation) and a name.
 * All per-card tables are indexed by card number, so a guest's craving mask and a dessert's
 * flavor mask share one array.
 */
import * as z from 'zod/mini';
import { plural } from '../../engine/words.js';
import { dataIssueLines } from '../schema-helpers.js';

/** The compiled tables, plain JSON (kept in the state by reference, never mutated). */
export interface Tables {
  /** Number of guests: cards 0 .. g-1. */
  guests: number;
  /** Number of desserts: cards g .. g+d-1. */
  desserts: number;
  /** Each card's notation (lower case, unique). */
  codes: string[];
  /** Each card's name as people say it. */
  names: string[];
  /** Flavor names, by bit. */
  flavors: string[];
  /** Trio icon names, by index. */
  trios: string[];
  /** A guest's cravings, a dessert's flavors: a bit mask over `flavors`. */
  mask: number[];
  /** A guest's dislikes (bit mask); 0 for desserts. */
  dislike: number[];
  /** A guest's favorite desserts (card numbers); empty for desserts. */
  fav: number[][];
  /** A guest's points; 0 for desserts. */
  points: number[];
  /** A guest's trio icon (index into `trios`); -1 for desserts. */
  trio: number[];
}

/** Most cards a ruleset may hold (move codes give each card one byte). */
export const MAX_CARDS = 250;

// zod/mini, not zod: `list` loads every game, and the full zod API would double its start-up
const code = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/, 'expected lower-case letters, digits and dashes'));
const text = z.string().check(z.minLength(1));
/** Most flavors (a card's flavors are bits of one number). */
const MAX_FLAVORS = 30;
const words = (min: number, max: number) => z.array(text).check(z.minLength(min), z.maxLength(max));

// strict objects: a misspelt field (`favourites:`) is refused with its line, never ignored
const guestSchema = z.strictObject({
  name: text,
  code: z.optional(code),
  craves: words(1, MAX_FLAVORS),
  dislikes: z.optional(words(0, MAX_FLAVORS)),
  favorites: z.optional(words(0, MAX_CARDS)),
  points: z.int().check(z.minimum(0), z.maximum(99)),
  trio: text,
});

const dessertSchema = z.strictObject({
  name: text,
  code: z.optional(code),
  flavors: words(1, MAX_FLAVORS),
});

/** The shape of the data section (the loader may publish it as a JSON Schema for editors). */
export const dataSchema = z.strictObject({
  flavors: words(1, MAX_FLAVORS),
  trios: words(1, 30),
  guests: z.array(guestSchema).check(z.minLength(1), z.maxLength(MAX_CARDS)),
  desserts: z.array(dessertSchema).check(z.minLength(1), z.maxLength(MAX_CARDS)),
});

export type JdData = z.infer<typeof dataSchema>;


/** The code made from a name when the file gives none: lower case, letters and digits. */
export function codeFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/[^a-z0-9]+/g, '');
}

/** Problems with a data section, one line each naming the field path. */
export function checkData(data: unknown): string[] {
  const parsed = dataSchema.safeParse(data);
  if (!parsed.success) return dataIssueLines(parsed.error.issues);
  const d = parsed.data;
  const problems: string[] = [];
  const flavors = new Set(d.flavors);
  const trios = new Set(d.trios);
  if (flavors.size !== d.flavors.length) problems.push('flavors: a flavor is listed twice');
  if (trios.size !== d.trios.length) problems.push('trios: an icon is listed twice');
  if (d.guests.length + d.desserts.length > MAX_CARDS) {
    problems.push(`guests: at most ${MAX_CARDS} guests and desserts together`);
  }
  const seen = new Map<string, string>();
  const dessertByName = new Map<string, number>();
  d.desserts.forEach((x, i) => {
    dessertByName.set(x.name.toLowerCase(), i);
    dessertByName.set(x.code ?? codeFromName(x.name), i);
  });
  const checkCode = (where: string, name: string, given: string | undefined): void => {
    const c = given ?? codeFromName(name);
    if (!c) problems.push(`${where}.code: cannot make a code from the name; give one`);
    const other = seen.get(c);
    if (other) problems.push(`${where}.code: "${c}" is already the code of ${other}`);
    else seen.set(c, where);
  };
  // favorites name desserts, and people name cards: two cards with one name cannot be told apart
  const named = new Map<string, string>();
  const checkName = (where: string, name: string): void => {
    const key = name.trim().toLowerCase();
    const other = named.get(key);
    if (other) problems.push(`${where}.name: "${name}" is already the name of ${other}`);
    else named.set(key, where);
  };
  const checkWords = (where: string, list: readonly string[] | undefined): void => {
    (list ?? []).forEach((f, j) => {
      if (!flavors.has(f)) problems.push(`${where}.${j}: "${f}" is not one of the flavors`);
    });
  };
  d.guests.forEach((g, i) => {
    const where = `guests.${i}`;
    checkName(where, g.name);
    checkCode(where, g.name, g.code);
    checkWords(`${where}.craves`, g.craves);
    checkWords(`${where}.dislikes`, g.dislikes);
    for (const f of g.dislikes ?? []) {
      if (g.craves.includes(f)) problems.push(`${where}.dislikes: "${f}" is also craved`);
    }
    if (!trios.has(g.trio)) problems.push(`${where}.trio: "${g.trio}" is not one of the trios`);
    (g.favorites ?? []).forEach((f, j) => {
      if (!dessertByName.has(f.toLowerCase())) problems.push(`${where}.favorites.${j}: no dessert is called "${f}"`);
    });
  });
  d.desserts.forEach((x, i) => {
    const where = `desserts.${i}`;
    checkName(where, x.name);
    checkCode(where, x.name, x.code);
    checkWords(`${where}.flavors`, x.flavors);
  });
  return problems;
}

const compiled = new WeakMap<object, Tables>();

/**
 * The tables for a checked data section (memoised per object). Throws on bad data, naming
 * the first problems, so a game never starts from a broken file.
 */
export function compile(data: unknown): Tables {
  if (data === undefined || data === null || typeof data !== 'object') {
    throw new Error('just-desserts needs the data section of rulesets/just-desserts.yaml');
  }
  const hit = compiled.get(data);
  if (hit) return hit;
  const problems = checkData(data);
  if (problems.length) throw new Error(`just-desserts data: ${problems.slice(0, 5).join('; ')}`);
  const d = data as JdData;
  const bit = (list: readonly string[] | undefined): number =>
    (list ?? []).reduce((m, f) => m | (1 << d.flavors.indexOf(f)), 0);
  const g = d.guests.length;
  const t: Tables = {
    guests: g,
    desserts: d.desserts.length,
    codes: [],
    names: [],
    flavors: [...d.flavors],
    trios: [...d.trios],
    mask: [],
    dislike: [],
    fav: [],
    points: [],
    trio: [],
  };
  const dessertCard = new Map<string, number>();
  d.desserts.forEach((x, i) => {
    dessertCard.set(x.name.toLowerCase(), g + i);
    dessertCard.set(x.code ?? codeFromName(x.name), g + i);
  });
  for (const x of d.guests) {
    t.codes.push(x.code ?? codeFromName(x.name));
    t.names.push(x.name);
    t.mask.push(bit(x.craves));
    t.dislike.push(bit(x.dislikes));
    t.fav.push((x.favorites ?? []).map((f) => dessertCard.get(f.toLowerCase()) as number));
    t.points.push(x.points);
    t.trio.push(d.trios.indexOf(x.trio));
  }
  for (const x of d.desserts) {
    t.codes.push(x.code ?? codeFromName(x.name));
    t.names.push(x.name);
    t.mask.push(bit(x.flavors));
    t.dislike.push(0);
    t.fav.push([]);
    t.points.push(0);
    t.trio.push(-1);
  }
  compiled.set(data, t);
  return t;
}

/** Flavor names of a mask, in the file's order. */
export function flavorList(t: Tables, mask: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < t.flavors.length; i++) if (mask & (1 << i)) out.push(t.flavors[i]);
  return out;
}

/**
 * Problems of the options and data for a player count, as "field: what is wrong": the
 * desserts must be enough to deal every starting hand.
 */
export function checkRuleset(options: Record<string, unknown>, seats: number, data?: unknown): string[] {
  if (checkData(data).length) return [];
  const desserts = (data as JdData).desserts.length;
  const hand = Number(options.startingHand ?? 5);
  if (hand * seats > desserts) {
    return [`options.startingHand: ${seats} players of ${plural(hand, 'dessert')} need ${hand * seats}; the data has ${desserts}`];
  }
  return [];
}

/** Number of set bits. */
export function bits(x: number): number {
  let n = 0;
  while (x) {
    x &= x - 1;
    n++;
  }
  return n;
}
