/**
 * Surrealist Dinner Party: the vocabulary a guest's ability is written in (rulesets/
 * surrealist-dinner-party.yaml). An ability is data: a timing, for a trigger the event, an
 * optional condition, and effects done in order. Each effect name is one small function in
 * the game's code; this file says which fields each effect takes, so `check` can refuse an
 * unknown effect, kind or target with its field path before any game starts.
 *
 * What each effect does is effects.ts (one function per name, EFFECT_RUN); a new kind of
 * effect is a new entry here and there. Casual mode performs no ability.
 */
import * as z from 'zod/mini';
import { described, nonEmpty } from '../schema-helpers.js';

/** Token kinds, in the notation's order: Food, Wine, Dessert, Compliment, Drama. */
export const KINDS = ['F', 'W', 'D', 'C', 'R'] as const;
/** The wild appetite: every token matches it. */
export const WILD = '*';

/** When an ability happens. */
export const TIMINGS = ['plate', 'door', 'standing', 'trigger'] as const;
/** What a trigger waits for. */
export const EVENTS = ['receive', 'courseEnd', 'home'] as const;

/**
 * Which guests an effect reaches, seen from the ability's guest ("self"). "another..." is a
 * guest other than the one the effect (or the effect before it) already reached.
 */
export const TARGETS = [
  'self',
  'neighbour',
  'neighbours',
  'selfAndNeighbours',
  'ownGuest',
  'otherOwnGuest',
  'anotherOwnGuest',
  'eachOwn',
  'eachOtherOwn',
  'anotherGuest',
] as const;

/** Where given tokens come from (the kitchen never runs out; the Platter may). */
export const SOURCES = ['kitchen', 'platter'] as const;

/**
 * How the kind of a token is picked when `tokens` does not fix it: `any` of the five, `same`
 * as the previous effect's, or `neighbourToken` (a kind shown on a neighbour); or a list.
 */
export const CHOICES = ['any', 'same', 'neighbourToken'] as const;

type Field = 'to' | 'from' | 'source' | 'tokens' | 'choose' | 'count' | 'same' | 'token' | 'appetite' | 'otherwise';

/** One effect of the vocabulary: what it does, which fields it needs and which it allows. */
interface EffectSpec {
  /** A line for docs and error messages. */
  says: string;
  needs: readonly Field[];
  allows: readonly Field[];
  /** True when exactly one of `tokens` and `choose` must be given. */
  kind?: boolean;
}

/** The effects the code knows, by name. */
export const EFFECTS: Record<string, EffectSpec> = {
  gain: {
    says: 'guests receive tokens (fixed `tokens`, or kinds picked by `choose`) from the kitchen or the Platter',
    needs: ['to'],
    allows: ['source', 'tokens', 'choose', 'count', 'same', 'otherwise'],
    kind: true,
  },
  move: { says: 'a token (of kind `token`, if given) moves from one guest to another', needs: ['from', 'to'], allows: ['token', 'otherwise'] },
  swap: { says: 'a token on one guest swaps with a token on another; owners re-place them', needs: ['from', 'to'], allows: ['otherwise'] },
  exchange: { says: 'up to `count` tokens go back to the kitchen; each guest gets one of a picked kind', needs: ['to', 'choose'], allows: ['count'] },
  replace: { says: "each guest's tokens are placed again among its own appetites", needs: ['to'], allows: [] },
  stash: { says: '`count` tokens of picked kinds go straight to the Stash', needs: ['choose'], allows: ['count'] },
  sendHome: { says: 'a guest is sent home (not at the end of the game)', needs: ['to'], allows: [] },
  seat: { says: 'guests from the hand are seated at once (not at the end of the game)', needs: [], allows: ['count'] },
  draw: { says: 'guests are drawn from the box into the hand (not at the end of the game)', needs: [], allows: ['count'] },
  match: { says: 'a standing rule: on this guest a `token` matches an `appetite` (a kind, or any)', needs: ['token', 'appetite'], allows: [] },
  forgive: { says: 'going home, `count` tokens that do not match count as matching', needs: [], allows: ['count'] },
  immune: { says: "other players' actions and abilities cannot give or take this guest's tokens", needs: [], allows: [] },
  bonus: { says: 'Perfectly Content stashes `count` tokens instead of 2', needs: ['count'], allows: [] },
  decline: { says: 'a token received (of the trigger\'s kind) may be trashed instead of placed', needs: [], allows: [] },
};

/** Effect names, for the schema's enum. */
export const EFFECT_NAMES = Object.keys(EFFECTS) as [string, ...string[]];

const kind = z.enum(KINDS);
const appetiteKind = z.enum([...KINDS, 'any']);

export interface EffectData {
  effect: string;
  to?: string;
  from?: string;
  source?: string;
  tokens?: string[];
  choose?: string | string[];
  count?: number;
  same?: boolean;
  token?: string;
  appetite?: string;
  otherwise?: EffectData[];
}

/** One effect. Fields are all optional here; which ones an effect needs is checked by `effectProblems`. */
export const effectSchema: z.ZodMiniType<EffectData> = z.lazy(() =>
  z.strictObject({
    effect: described(z.enum(EFFECT_NAMES), `One of: ${EFFECT_NAMES.join(', ')}.`),
    to: z.optional(z.enum(TARGETS)),
    from: z.optional(z.enum(TARGETS)),
    source: z.optional(z.enum(SOURCES)),
    tokens: z.optional(nonEmpty(kind, 9)),
    choose: z.optional(z.union([z.enum(CHOICES), nonEmpty(kind, KINDS.length)])),
    count: z.optional(z.int().check(z.minimum(1), z.maximum(9))),
    same: z.optional(z.boolean()),
    token: z.optional(kind),
    appetite: z.optional(appetiteKind),
    otherwise: z.optional(nonEmpty(effectSchema, 4)),
  }),
);

export const abilitySchema = z.strictObject({
  text: described(z.string().check(z.minLength(1)), "The ability in the project's own words, shown on the card."),
  timing: z.enum(TIMINGS),
  on: described(
    z.optional(z.strictObject({ event: z.enum(EVENTS), who: z.optional(z.enum(['self', 'neighbour'])), token: z.optional(kind) })),
    'For a trigger: the event it waits for.',
  ),
  condition: described(
    z.optional(z.strictObject({ stashMost: nonEmpty(kind, KINDS.length) })),
    "Only when the owner's Stash holds more of one of these kinds than each other player's.",
  ),
  effects: nonEmpty(effectSchema, 8),
});

export type AbilityData = z.infer<typeof abilitySchema>;

/** Problems of an effect list that the schema cannot see, each "path: what is wrong". */
export function effectProblems(effects: readonly EffectData[], where: string): string[] {
  const out: string[] = [];
  effects.forEach((e, i) => {
    const at = `${where}.${i}`;
    const spec = EFFECTS[e.effect];
    if (!spec) return; // the schema already named it
    const given = (Object.keys(e) as (Field | 'effect')[]).filter((k) => k !== 'effect' && e[k] !== undefined);
    for (const f of spec.needs) if (!given.includes(f)) out.push(`${at}.${f}: missing; "${e.effect}" needs ${spec.needs.join(', ')}`);
    for (const f of given as Field[]) {
      if (!spec.needs.includes(f) && !spec.allows.includes(f)) {
        const all = [...spec.needs, ...spec.allows];
        out.push(`${at}.${f}: "${e.effect}" takes no ${f}${all.length ? ` (it takes ${all.join(', ')})` : ''}`);
      }
    }
    if (spec.kind && (e.tokens === undefined) === (e.choose === undefined)) {
      out.push(`${at}: "${e.effect}" needs either tokens (fixed kinds) or choose (picked kinds), not both or neither`);
    }
    if (e.choose === 'same' && i === 0) out.push(`${at}.choose: "same" needs an effect before it`);
    // the runner follows one level of `otherwise` (what a card says when its step cannot happen)
    if (e.otherwise && where.includes('.otherwise')) out.push(`${at}.otherwise: an otherwise inside an otherwise is not played; flatten it`);
    else if (e.otherwise) out.push(...effectProblems(e.otherwise, `${at}.otherwise`));
  });
  return out;
}

/** Problems of a whole ability against the guest's icon, each "path: what is wrong". */
export function abilityProblems(a: AbilityData, icon: string, where: string): string[] {
  const out: string[] = [];
  const fits = icon === 'plate' ? a.timing === 'plate' : icon === 'door' ? a.timing === 'door' : a.timing === 'standing' || a.timing === 'trigger';
  if (!fits) out.push(`${where}.timing: a guest with icon ${icon} cannot have a ${a.timing} ability`);
  if (a.timing === 'trigger' && !a.on) out.push(`${where}.on: missing; a trigger names its event`);
  if (a.timing !== 'trigger' && a.on) out.push(`${where}.on: only a trigger waits for an event`);
  const standingOnly = ['match', 'immune', 'bonus'];
  a.effects.forEach((e, i) => {
    const standing = standingOnly.includes(e.effect);
    if (standing && a.timing !== 'standing') out.push(`${where}.effects.${i}.effect: "${e.effect}" is a standing rule; use timing standing`);
    if (!standing && a.timing === 'standing') out.push(`${where}.effects.${i}.effect: "${e.effect}" happens at a time; a standing ability holds only match, immune, bonus`);
  });
  out.push(...effectProblems(a.effects, `${where}.effects`));
  if (a.timing === 'trigger' && a.on?.event === 'receive') out.push(...endlessProblems(a.effects, `${where}.effects`));
  return out;
}

/** Effects that take a token off a guest and give it (or another) to a guest, who receives it. */
const RECEIVE_AGAIN = ['move', 'swap', 'exchange'];

/**
 * A trigger set off by a guest receiving a token may only add tokens (gain, stash, decline,
 * ...): one that takes tokens off guests and hands them on makes room and a new receipt each
 * time, so two such guests could set each other off without end and the game would never end.
 */
function endlessProblems(effects: readonly EffectData[], where: string): string[] {
  return effects.flatMap((e, i) => [
    ...(RECEIVE_AGAIN.includes(e.effect)
      ? [`${where}.${i}.effect: "${e.effect}" in an ability set off by receiving a token could set itself off again without end; use gain, stash or decline here`]
      : []),
    ...(e.otherwise ? endlessProblems(e.otherwise, `${where}.${i}.otherwise`) : []),
  ]);
}
