/**
 * Louis XIV's royal dinner: the ruleset's data section (food cards, nobles of both sides,
 * seats' colours and imposters, solo cards, rating), checked with zod and compiled into the
 * flat tables the rules use.
 *
 * Card numbers: food cards first, colour by colour in the file's order, values 1..N within a
 * colour (card = colour * N + value - 1); then the end-of-party card; then the solo cards.
 */
import * as z from 'zod/mini';
import { plural } from '../../engine/words.js';
import { dataIssueLines, nonEmpty } from '../schema-helpers.js';

/** Tray cells in reading order; a cell's index is its place in this list. */
export const CELLS = ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'] as const;

/** The checks a noble's need may name (needs.ts holds one small function pair per check). */
export const NEEDS = ['sets', 'colourTotal', 'sumOfTwo', 'exactTotal', 'parity', 'runs'] as const;
export type NeedName = (typeof NEEDS)[number];

/** Needs that ask for the noble's colour (the seat table must give one). */
export const COLOURED_NEEDS: readonly NeedName[] = ['sets', 'colourTotal', 'sumOfTwo', 'parity', 'runs'];

/** A noble as the rules use it: its need with the seat's colour filled in. */
export interface NobleSpec {
  need: NeedName;
  points: number;
  /** Colour index the need asks for, -1 for none. */
  colour: number;
  /** Whether white counts as the colour (and, for exactTotal, whether white may be used). */
  white: boolean;
  /** Cards the need takes, 0 when any number. */
  cards: number;
  /** sets: group sizes. */
  sets: number[];
  /** colourTotal: total must be below / above (0: no bound). */
  below: number;
  above: number;
  /** exactTotal. */
  total: number;
  maxCards: number;
  distinct: boolean;
  /** runs: each run's direction (1 rising, -1 falling) and length; positions (from 0) of the colour. */
  runs: { dir: number; cards: number }[];
  coloured: number[];
}

/** The compiled tables, plain JSON (kept in the state by reference, never mutated). */
export interface Tables {
  /** Values per colour (cards 1..values). */
  values: number;
  /** Colour letters and names, in the file's order. */
  codes: string[];
  names: string[];
  foods: string[];
  /** The wild (white) colour's index, -1 when none. */
  wild: number;
  /** Food cards: 0 .. food-1. */
  food: number;
  /** The end-of-party card's number (= food). */
  end: number;
  decks: number;
  /** Nobles per side ([0] unmasked, [1] masked), per seat, per noble. */
  nobles: NobleSpec[][][];
  /** Per seat: imposter name and placements (cell indices, reading order). */
  imposters: { name: string; placements: number[][] }[];
  /** Solo cards: codes and cells. Card number end + 1 + i. */
  solo: { code: string; cells: number[] }[];
  rating: { min: number; text: string }[];
  soloWin: number;
}

const colourCode = z.string().check(z.regex(/^[A-Z]$/, 'expected one capital letter'));
const cell = z.enum(CELLS);
const text = z.string().check(z.minLength(1));
/** A whole number from `min` to `max`. */
const whole = (min: number, max?: number) => z.int().check(z.minimum(min), ...(max === undefined ? [] : [z.maximum(max)]));
const points = whole(0, 99);

const needSchema = z.strictObject({
  need: z.enum(NEEDS),
  points,
  cards: z.optional(whole(1, 12)),
  sets: z.optional(z.array(whole(1, 12)).check(z.minLength(1), z.maxLength(4))),
  below: z.optional(whole(1, 300)),
  above: z.optional(whole(0, 300)),
  total: z.optional(whole(1, 200)),
  maxCards: z.optional(whole(1, 24)),
  white: z.optional(z.boolean()),
  distinctColours: z.optional(z.boolean()),
  runs: z.optional(z.array(z.strictObject({ dir: z.enum(['falling', 'rising']), cards: whole(1, 12) })).check(z.minLength(1), z.maxLength(4))),
  coloured: z.optional(z.array(whole(1, 24)).check(z.maxLength(24))),
});

const colourMap = z.record(z.string().check(z.regex(/^n[1-6]$/, 'expected a noble n1-n6')), colourCode);

/** The shape of the data section (published as JSON Schema for editors). */
export const dataSchema = z.strictObject({
  values: whole(1, 20),
  colours: z.array(z.strictObject({ code: colourCode, name: text, food: text, wild: z.optional(z.boolean()) })).check(z.minLength(1), z.maxLength(8)),
  decks: whole(1, 6),
  nobles: z.strictObject({ unmasked: z.array(needSchema).check(z.length(6)), masked: z.array(needSchema).check(z.length(6)) }),
  seats: z
    .array(
      z.strictObject({
        icon: whole(1, 4),
        unmasked: colourMap,
        masked: colourMap,
        // 84: every way to pick three cells of nine
        imposter: z.strictObject({ name: text, placements: nonEmpty(z.array(cell).check(z.length(3)), 84) }),
      }),
    )
    .check(z.length(4)),
  solo: nonEmpty(z.strictObject({ code: z.string().check(z.regex(/^S\d+$/, 'expected S and a number')), cells: nonEmpty(cell, 9) }), 30),
  rating: nonEmpty(z.strictObject({ min: whole(0, 600), text }), 20),
  soloWin: whole(0, 600),
});

export type LouisData = z.infer<typeof dataSchema>;
type NeedData = z.infer<typeof needSchema>;

/** Problems with one need, as "field: what" relative to the noble. */
function needProblems(n: NeedData, values: number): string[] {
  const out: string[] = [];
  const want = (field: keyof NeedData, what: string): void => {
    if (n[field] === undefined) out.push(`${field}: missing (the ${n.need} need takes ${what})`);
  };
  switch (n.need) {
    case 'sets':
      want('sets', 'a list of group sizes, as [2, 2]');
      if (n.sets && n.sets.length > values) out.push(`sets: ${n.sets.length} groups need as many different values`);
      break;
    case 'colourTotal':
      want('cards', 'a number of cards');
      if (n.below === undefined && n.above === undefined) out.push('below: give below, above or both');
      break;
    case 'exactTotal':
      want('total', 'the total to reach');
      break;
    case 'parity':
      want('cards', 'a number of cards');
      break;
    case 'runs': {
      want('runs', 'a list of runs, as [{ dir: rising, cards: 4 }]');
      const len = (n.runs ?? []).reduce((s, r) => s + r.cards, 0);
      (n.coloured ?? []).forEach((p, i) => {
        if (p > len) out.push(`coloured.${i}: position ${p} is beyond the ${plural(len, 'card')} of the runs`);
      });
      (n.runs ?? []).forEach((r, i) => {
        if (r.cards > values) out.push(`runs.${i}.cards: a strict run of ${r.cards} needs as many values`);
      });
      break;
    }
    case 'sumOfTwo':
      break;
  }
  return out;
}

/** Problems with a data section, one line each naming the field path. */
export function checkData(data: unknown): string[] {
  const parsed = dataSchema.safeParse(data);
  if (!parsed.success) return dataIssueLines(parsed.error.issues);
  const d = parsed.data;
  const problems: string[] = [];
  const codes = d.colours.map((c) => c.code);
  if (new Set(codes).size !== codes.length) problems.push('colours: a colour code is listed twice');
  if (d.colours.filter((c) => c.wild).length > 1) problems.push('colours: at most one colour may be wild');
  for (const side of ['unmasked', 'masked'] as const) {
    d.nobles[side].forEach((n, i) => {
      for (const p of needProblems(n, d.values)) problems.push(`nobles.${side}.${i}.${p}`);
    });
  }
  d.seats.forEach((s, i) => {
    if (s.icon !== i + 1) problems.push(`seats.${i}.icon: seat ${i + 1} plays icon ${i + 1}, not ${s.icon}`);
    for (const side of ['unmasked', 'masked'] as const) {
      d.nobles[side].forEach((n, k) => {
        const key = `n${k + 1}`;
        const given = s[side][key];
        if (COLOURED_NEEDS.includes(n.need) && given === undefined) {
          problems.push(`seats.${i}.${side}.${key}: missing (the ${n.need} need of ${key} asks for a colour)`);
        }
        if (given !== undefined && !codes.includes(given)) {
          problems.push(`seats.${i}.${side}.${key}: "${given}" is not a colour (colours: ${codes.join(' ')})`);
        }
      });
    }
    s.imposter.placements.forEach((p, k) => {
      if (new Set(p).size !== p.length) problems.push(`seats.${i}.imposter.placements.${k}: a cell is named twice`);
    });
  });
  const soloCodes = d.solo.map((c) => c.code);
  if (new Set(soloCodes).size !== soloCodes.length) problems.push('solo: a solo card code is listed twice');
  d.solo.forEach((c, i) => {
    if (new Set(c.cells).size !== c.cells.length) problems.push(`solo.${i}.cells: a cell is named twice`);
  });
  if (!d.rating.some((r) => r.min === 0)) problems.push('rating: one row needs min 0, so every score has a rating');
  return problems;
}

function spec(n: NeedData, colour: number): NobleSpec {
  const runs = (n.runs ?? []).map((r) => ({ dir: r.dir === 'rising' ? 1 : -1, cards: r.cards }));
  const runCards = runs.reduce((s, r) => s + r.cards, 0);
  const cards =
    n.need === 'sets'
      ? (n.sets ?? []).reduce((s, x) => s + x, 0)
      : n.need === 'sumOfTwo'
        ? 3
        : n.need === 'runs'
          ? runCards
          : n.need === 'exactTotal'
            ? 0
            : (n.cards ?? 0);
  return {
    need: n.need,
    points: n.points,
    colour: COLOURED_NEEDS.includes(n.need) ? colour : -1,
    white: n.white !== false,
    cards,
    sets: (n.sets ?? []).slice().sort((a, b) => b - a),
    below: n.below ?? 0,
    above: n.above ?? 0,
    total: n.total ?? 0,
    maxCards: n.maxCards ?? 0,
    distinct: n.distinctColours === true,
    runs,
    coloured: (n.coloured ?? []).map((p) => p - 1),
  };
}

const compiled = new WeakMap<object, Tables>();

/** The tables for a checked data section (memoised per object); throws on bad data. */
export function compile(data: unknown): Tables {
  if (data === undefined || data === null || typeof data !== 'object') {
    throw new Error('louis-xiv needs the data section of rulesets/louis-xiv.yaml');
  }
  const hit = compiled.get(data);
  if (hit) return hit;
  const problems = checkData(data);
  if (problems.length) throw new Error(`louis-xiv data: ${problems.slice(0, 5).join('; ')}`);
  const d = data as LouisData;
  const codes = d.colours.map((c) => c.code);
  const cellIndex = (c: string): number => CELLS.indexOf(c as (typeof CELLS)[number]);
  const food = codes.length * d.values;
  const t: Tables = {
    values: d.values,
    codes,
    names: d.colours.map((c) => c.name),
    foods: d.colours.map((c) => c.food),
    wild: d.colours.findIndex((c) => c.wild === true),
    food,
    end: food,
    decks: d.decks,
    nobles: (['unmasked', 'masked'] as const).map((side) =>
      d.seats.map((s) => d.nobles[side].map((n, k) => spec(n, codes.indexOf(s[side][`n${k + 1}`] ?? '')))),
    ),
    imposters: d.seats.map((s) => ({
      name: s.imposter.name,
      placements: s.imposter.placements.map((p) => p.map(cellIndex).sort((a, b) => a - b)),
    })),
    solo: d.solo.map((c) => ({ code: c.code, cells: c.cells.map(cellIndex) })),
    rating: d.rating.slice().sort((a, b) => b.min - a.min),
    soloWin: d.soloWin,
  };
  compiled.set(data, t);
  return t;
}

/** Problems of options and data for a seat count: the deck must fill the tray and the solo rounds. */
export function checkRuleset(_options: Record<string, unknown>, seats: number, data?: unknown): string[] {
  if (checkData(data).length) return [];
  const t = compile(data);
  if (seats === 1) {
    const need = 9 + t.solo.reduce((s, c) => s + c.cells.length, 0) + 3 * t.solo.length;
    if (need > t.food) {
      return [`data.solo: ${t.solo.length} solo rounds take up to ${need} food cards; the data has ${t.food}`];
    }
  } else if (t.food < 9 + t.decks) return [`data.values: ${t.food} food cards cannot fill the tray and ${t.decks} decks`];
  return [];
}

export const cardValue = (t: Tables, c: number): number => (c % t.values) + 1;
export const cardColour = (t: Tables, c: number): number => (c / t.values) | 0;

/** A card's notation: `7B`, `END`, `S3`. */
export function cardText(t: Tables, c: number): string {
  if (c < 0) return '?';
  if (c < t.food) return `${cardValue(t, c)}${t.codes[cardColour(t, c)]}`;
  if (c === t.end) return 'END';
  return t.solo[c - t.end - 1]?.code ?? `card${c}`;
}

/** The solo rating of a score. */
export function ratingOf(t: Tables, score: number): string {
  return (t.rating.find((r) => score >= r.min) ?? t.rating[t.rating.length - 1]).text;
}

/**
 * What cannot happen with this data: a noble that no cards of the deck can complete (for some
 * seat's colour, on either side), so that it is never scored.
 */
export function warnRuleset(_options: Record<string, unknown>, data?: unknown, complete?: (t: Tables, n: NobleSpec) => boolean): string[] {
  if (!complete || checkData(data).length) return [];
  const t = compile(data);
  const out: string[] = [];
  (['unmasked', 'masked'] as const).forEach((side, k) => {
    for (let i = 0; i < 6; i++) {
      const seats: number[] = [];
      t.nobles[k].forEach((nobles, x) => {
        if (!complete(t, nobles[i])) seats.push(x + 1);
      });
      if (!seats.length) continue;
      const who = seats.length === t.nobles[k].length ? 'any seat' : `seat${seats.length > 1 ? 's' : ''} ${seats.join(', ')}`;
      out.push(`data.nobles.${side}.${i}: noble ${i + 1} (${t.nobles[k][0][i].need}) cannot be completed for ${who} from any cards of the deck: it is never scored`);
    }
  });
  return out;
}
