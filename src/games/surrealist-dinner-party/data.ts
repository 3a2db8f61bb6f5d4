/**
 * Surrealist Dinner Party: the ruleset's data section (guests, faux pas, menu), checked with
 * zod and compiled into the flat tables the rules use.
 *
 * Card numbers: guests first (0 .. guests-1, in the file's order), then the faux pas cards.
 * Token kinds are numbers 0-4 (F W D C R, see abilities.ts); a wild appetite is 5.
 */
import * as z from 'zod/mini';
import { described, nonEmpty } from '../schema-helpers.js';
import { abilityProblems, abilitySchema, KINDS, WILD, type AbilityData, type EffectData } from './abilities.js';

/** A wild appetite's number. */
export const ANY = 5;

/** The compiled tables (kept in the state by reference, never mutated). */
export interface Tables {
  /** Number of guests: cards 0 .. g-1. */
  guests: number;
  /** Faux pas cards: g .. g+f-1. */
  fauxPas: number;
  /** Each card's notation (lower case, unique). */
  codes: string[];
  /** Each card's name as shown (accents kept). */
  names: string[];
  /** A guest's appetites, left to right: kind numbers, ANY for wild. */
  appetites: number[][];
  /** A guest's icon: plate, door or none. */
  icons: string[];
  /** A guest's ability as data (performed by effects.ts; not in casual mode). */
  abilities: AbilityData[];
  /** Faux pas card c (g .. g+f-1) at index c - g: race or majority, its token kind, the count a race needs (0 for majority), its points. */
  fpRace: boolean[];
  fpToken: number[];
  fpCount: number[];
  fpPoints: number[];
  /** Course names in order. */
  courses: string[];
  /** Per course, per seat count (index seats-2): tokens per kind. */
  menu: number[][][];
}

/**
 * Most guests and faux pas cards: a move names a card in 6 bits (state.ts), so the two
 * together stay under 64.
 */
export const MAX_GUESTS = 48;
export const MAX_FAUX_PAS = 15;
/** Most courses on the menu (the rulebook's has six): a game's length grows with it. */
export const MAX_COURSES = 12;

const code = z.string().check(z.regex(/^[a-z][a-z0-9]*$/, 'expected plain lower-case letters and digits'));
const text = z.string().check(z.minLength(1));
const appetite = z.enum([...KINDS, WILD]);

const guestSchema = z.strictObject({
  code,
  name: text,
  appetites: z.array(appetite).check(z.minLength(1), z.maxLength(6)),
  icon: z.enum(['plate', 'door', 'none']),
  ability: abilitySchema,
});

const fauxPasSchema = z.strictObject({
  code,
  name: text,
  kind: z.enum(['race', 'majority']),
  token: z.enum(KINDS),
  count: z.optional(z.int().check(z.minimum(1), z.maximum(99))),
  points: z.int().check(z.minimum(0), z.maximum(99)),
});

const counts = described(z.array(z.int().check(z.minimum(0), z.maximum(99))).check(z.length(3)), 'Tokens for 2, 3 and 4 players.');

const courseSchema = z.strictObject({
  course: text,
  tokens: z.partialRecord(z.enum(KINDS), counts),
});

/** The shape of the data section (published as JSON Schema for editors). */
export const dataSchema = z.strictObject({
  guests: nonEmpty(guestSchema, MAX_GUESTS),
  fauxPas: z.array(fauxPasSchema).check(z.maxLength(MAX_FAUX_PAS)),
  menu: nonEmpty(courseSchema, MAX_COURSES),
});

export type SdpData = z.infer<typeof dataSchema>;

/** Guests dealt to each seat. */
export const HAND_GUESTS = 6;

function zodLine(issue: z.core.$ZodIssue): string {
  const where = issue.path.length ? issue.path.map(String).join('.') : '(data)';
  const input = (issue as { input?: unknown }).input;
  if (issue.code === 'invalid_value') {
    return `${where}: "${String(input)}" is not one of ${issue.values.map(String).join(', ')}`;
  }
  if (issue.code === 'unrecognized_keys') return `${where}: unknown field ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_type' && input === undefined) return `${where}: missing`;
  return `${where}: ${issue.message}`;
}

/** Problems with a data section, one line each naming the field path. */
export function checkData(data: unknown): string[] {
  const parsed = dataSchema.safeParse(data, { reportInput: true });
  if (!parsed.success) return parsed.error.issues.map(zodLine);
  const d = parsed.data;
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const unique = (where: string, c: string): void => {
    const other = seen.get(c);
    if (other) problems.push(`${where}.code: "${c}" is already the code of ${other}`);
    else seen.set(c, where);
  };
  d.guests.forEach((g, i) => {
    unique(`guests.${i}`, g.code);
    problems.push(...abilityProblems(g.ability, g.icon, `guests.${i}.ability`));
  });
  d.fauxPas.forEach((f, i) => {
    unique(`fauxPas.${i}`, f.code);
    if (f.kind === 'race' && f.count === undefined) problems.push(`fauxPas.${i}.count: missing; a race card names the count to reach`);
    if (f.kind === 'majority' && f.count !== undefined) problems.push(`fauxPas.${i}.count: a majority card has no count`);
  });
  d.menu.forEach((c, i) => {
    if (Object.keys(c.tokens).length === 0) problems.push(`menu.${i}.tokens: a course puts at least one kind on the Platter`);
  });
  return problems;
}

/**
 * Problems of checked data for one player count, as "data.field: what is wrong": six guests
 * for each seat, and a course that puts no token on the Platter at that count (it would
 * never end).
 */
export function seatProblems(data: SdpData, seats: number): string[] {
  const problems: string[] = [];
  const need = HAND_GUESTS * seats;
  if (data.guests.length < need) problems.push(`data.guests: ${seats} players need at least ${need} guests, the file has ${data.guests.length}`);
  data.menu.forEach((c, i) => {
    const total = Object.values(c.tokens).reduce((sum, list) => sum + (list?.[seats - 2] ?? 0), 0);
    if (total === 0) problems.push(`data.menu.${i}.tokens: no token for ${seats} players; the course would never end`);
  });
  return problems;
}

const compiled = new WeakMap<object, Tables>();

/** The tables for a checked data section (memoised); throws on bad data, naming the first problems. */
export function compile(data: unknown): Tables {
  if (data === undefined || data === null || typeof data !== 'object') {
    throw new Error('surrealist-dinner-party needs the data section of rulesets/surrealist-dinner-party.yaml');
  }
  const hit = compiled.get(data);
  if (hit) return hit;
  const problems = checkData(data);
  if (problems.length) throw new Error(`surrealist-dinner-party data: ${problems.slice(0, 5).join('; ')}`);
  const d = data as SdpData;
  const kindOf = (a: string): number => (a === WILD ? ANY : (KINDS as readonly string[]).indexOf(a));
  const t: Tables = {
    guests: d.guests.length,
    fauxPas: d.fauxPas.length,
    codes: [...d.guests.map((x) => x.code), ...d.fauxPas.map((x) => x.code)],
    names: [...d.guests.map((x) => x.name), ...d.fauxPas.map((x) => x.name)],
    appetites: d.guests.map((x) => x.appetites.map(kindOf)),
    icons: d.guests.map((x) => x.icon),
    abilities: d.guests.map((x) => x.ability),
    fpRace: d.fauxPas.map((x) => x.kind === 'race'),
    fpToken: d.fauxPas.map((x) => kindOf(x.token)),
    fpCount: d.fauxPas.map((x) => x.count ?? 0),
    fpPoints: d.fauxPas.map((x) => x.points),
    courses: d.menu.map((c) => c.course),
    menu: d.menu.map((c) => [0, 1, 2].map((k) => KINDS.map((kind) => c.tokens[kind]?.[k] ?? 0))),
  };
  compiled.set(data, t);
  return t;
}

/** A kind's letter (5: `*`). */
export const kindName = (k: number): string => (k === ANY ? WILD : KINDS[k]);

/** A kind's number from its letter (any case), or -1. */
export function kindFrom(text: string): number {
  if (text === WILD) return ANY;
  return (KINDS as readonly string[]).indexOf(text.toUpperCase());
}

/** Player counts the menu's token counts are given for (index seats - 2). */
const MENU_SEATS = [2, 3, 4];

/**
 * The kinds an ability can give from the kitchen (`gain` not from the Platter, `exchange`):
 * to its own guest only (`self`), and to any guest (every other target reaches some guest).
 * `same` and `neighbourToken` give a kind already in play, so they add none.
 */
function kitchenKinds(effects: readonly EffectData[], self: Set<string>, any: Set<string>): void {
  for (const e of effects) {
    if ((e.effect === 'gain' && e.source !== 'platter') || e.effect === 'exchange') {
      const kinds = e.tokens ?? (Array.isArray(e.choose) ? e.choose : e.choose === 'any' ? KINDS : []);
      for (const k of kinds) (e.to === 'self' ? self : any).add(k);
    }
    if (e.otherwise) kitchenKinds(e.otherwise, self, any);
  }
}

/**
 * What cannot happen with this data: a guest's appetite that no token reaching it can match,
 * so that the guest is never Perfectly Content. A token of a kind matches the appetite of that
 * kind (a wild one: any token), or another by the guest's own standing rule (Cahun); it reaches
 * the guest from the Platter (the menu, at that player count), as a Compliment or a Drama (the
 * action gives them any time), or from the kitchen by an ability (its own guest only, for a
 * `self` target). Abilities count unless the mode is casual.
 */
export function warnRuleset(options: Record<string, unknown>, data: unknown): string[] {
  if (checkData(data).length) return [];
  const d = data as SdpData;
  const abilities = options.mode !== 'casual';
  const toAny = new Set<string>(['C', 'R']);
  const toSelf = d.guests.map(() => new Set<string>());
  if (abilities) d.guests.forEach((g, i) => kitchenKinds(g.ability.effects, toSelf[i], toAny));
  const platter = MENU_SEATS.map((_, n) => new Set<string>(KINDS.filter((k) => d.menu.some((c) => (c.tokens[k]?.[n] ?? 0) > 0))));
  const out: string[] = [];
  d.guests.forEach((g, i) => {
    // the kinds that match each appetite kind on this guest: itself, and its standing rules' tokens
    const extra = abilities ? g.ability.effects.filter((e) => e.effect === 'match') : [];
    g.appetites.forEach((a, j) => {
      if (a === WILD) return;
      const matching = [a, ...extra.filter((e) => e.appetite === a || e.appetite === 'any').map((e) => e.token as string)];
      const reaches = (k: string, n: number): boolean => toAny.has(k) || toSelf[i].has(k) || platter[n].has(k);
      const never = MENU_SEATS.filter((_, n) => !matching.some((k) => reaches(k, n)));
      if (!never.length) return;
      const counts = never.length === MENU_SEATS.length ? 'at any player count' : `for ${never.join(' and ')} players`;
      out.push(
        `data.guests.${i}.appetites.${j}: ${g.name}'s ${a} appetite can never be matched ${counts}: no token that matches it reaches the guest (none on the Platter, ${abilities ? 'none from an ability' : 'no ability in casual mode'}), so ${g.name} is never Perfectly Content`,
      );
    });
  });
  return out;
}
