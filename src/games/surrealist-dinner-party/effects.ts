/**
 * Surrealist Dinner Party: what each effect of the abilities' vocabulary (abilities.ts) does.
 * One entry per effect name; a new kind of effect is a new entry. The numbers, kinds and
 * targets come from the ruleset's data (`e`), never from here.
 *
 * An effect runs in steps, so that every choice it needs is a move of the right seat: the
 * runner (runner.ts) asks `choices` for the moves open at the next step; with none it calls
 * `step` at once. Tokens an effect gives become `receive` tasks, placed by their guests'
 * owners before the ability goes on, so several tokens go in the card's order.
 */
import { KINDS, type EffectData } from './abilities.js';
import {
  hasRoom,
  immune,
  matches,
  neighbours,
  receive,
  stashToken,
  takeFromPlatter,
  trashToken,
  type Events,
} from './table.js';
import { Move, Stat, Phase, decode, encode, ownerOf, type AbilityTask, type SdpState, type Task } from './state.js';

/**
 * Going home, as the runner does it (a guest going home may wake its door ability and its
 * going-home trigger, which the runner offers): handed to the effects with each step, so
 * they need not import the runner that runs them.
 */
export interface GoingHome {
  /** Sends `guest` home: stash, Perfectly Content bonus, door ability. */
  sendHome(s: SdpState, seat: number, guest: number, ev: Events, forgiven?: readonly number[]): void;
  /** Sends `guest` home, or first offers its going-home trigger (Magritte). */
  sendHomeOrAsk(s: SdpState, seat: number, guest: number, ev: Events): void;
}

/** What an effect's step sees: the state, the ability under way, its data, and the tasks after it. */
export interface Ctx {
  s: SdpState;
  t: AbilityTask;
  e: EffectData;
  ev: Events;
  /** The tasks queued behind the ability (a declined token waits there). */
  rest: Task[];
  home: GoingHome;
}

export interface EffectRun {
  /** Whether it can do anything now: an ability is offered only when one of its effects can. */
  can(s: SdpState, t: AbilityTask, e: EffectData): boolean;
  /** The moves open at the next step; none when that step needs no choice. */
  choices(c: Ctx): number[];
  /** Does the next step with the chosen move (-1: none); true once the effect is over. */
  step(c: Ctx, move: number): boolean;
  /** The owner may decline it for its `otherwise` with `skip` (the card says "if you do not"). */
  declinable?: boolean;
}


// ---------------------------------------------------------------- targets and tokens

/** Targets that reach every guest they name, one after the other (the rest name one). */
export const EACH = ['neighbours', 'selfAndNeighbours', 'eachOwn', 'eachOtherOwn'];
const kindOf = (k: string): number => KINDS.indexOf(k as (typeof KINDS)[number]);

/** Every seated guest, ring order (a loop: `flat` was a twentieth of a greedy game's time). */
function everyone(s: SdpState): number[] {
  const out: number[] = [];
  for (const row of s.rows) for (let i = 0; i < row.length; i++) out.push(row[i]);
  return out;
}

/** The guest's neighbours: as seated when it left (a door) and still seated, else as seated now. */
function near(s: SdpState, t: AbilityTask): number[] {
  return t.near ? t.near.filter((g) => ownerOf(s, g) >= 0) : neighbours(s, t.guest);
}

/**
 * The seated guests a target name reaches, in order, leaving out a guest the seat may not
 * give to or take from (Toyen, for another player) unless `any` (an effect that neither gives
 * nor takes a token: Rahon may send Toyen home, and her tokens go to her own player).
 */
export function targets(s: SdpState, t: AbilityTask, name: string | undefined, any = false): number[] {
  const own = s.rows[t.seat];
  let out: number[];
  switch (name) {
    case 'self':
      out = own.includes(t.guest) ? [t.guest] : [];
      break;
    case 'neighbour':
    case 'neighbours':
      out = near(s, t);
      break;
    case 'selfAndNeighbours':
      out = [...(own.includes(t.guest) ? [t.guest] : []), ...near(s, t)];
      break;
    case 'ownGuest':
    case 'eachOwn':
      out = own.slice();
      break;
    case 'otherOwnGuest':
    case 'eachOtherOwn':
      out = own.filter((g) => g !== t.guest);
      break;
    case 'anotherOwnGuest':
      out = own.filter((g) => g !== t.hit);
      break;
    default: // anotherGuest
      out = everyone(s).filter((g) => g !== t.hit);
  }
  if (any) return out;
  // a fresh list in every case above: kept as it is when no guest in it refuses the seat (most often)
  for (let i = 0; i < out.length; i++) if (immune(s, out[i], t.seat)) return out.filter((g) => !immune(s, g, t.seat));
  return out;
}

/** A token on a guest as a move's `b`: 1 + its kind + 5 * the kind of the appetite it sits on. */
const slotCode = (s: SdpState, g: number, i: number): number => 1 + s.tokens[g][i] + 5 * s.tables.appetites[g][i];

/** The `take` moves for tokens on `guests` (of kind `kind`, if given), one per distinct token and appetite. */
function takes(s: SdpState, guests: number[], kind = -1, only?: (g: number, i: number) => boolean): number[] {
  const out: number[] = [];
  for (const g of guests) {
    s.tokens[g].forEach((tok, i) => {
      if (tok < 0 || (kind >= 0 && tok !== kind) || (only && !only(g, i))) return;
      const m = encode(Move.Target, g, slotCode(s, g, i));
      if (!out.includes(m)) out.push(m);
    });
  }
  return out;
}

/** Whether `guest` holds a token (of kind `kind`, if given): whether `takes` lists one on it. */
function holds(s: SdpState, guest: number, kind: number): boolean {
  const toks = s.tokens[guest];
  for (let i = 0; i < toks.length; i++) if (toks[i] >= 0 && (kind < 0 || toks[i] === kind)) return true;
  return false;
}

/** Removes the token a `take` move names from its guest (back to the kitchen); its kind. */
function lift(s: SdpState, move: number): { guest: number; token: number; slot: number } {
  const { a, b } = decode(move);
  const slot = s.tokens[a].findIndex((_, i) => slotCode(s, a, i) === b);
  const token = s.tokens[a][slot];
  s.tokens[a][slot] = -1;
  return { guest: a, token, slot };
}

const targetMoves = (guests: number[]): number[] => guests.map((g) => encode(Move.Target, g));
const pickMoves = (kinds: number[]): number[] => kinds.map((k) => encode(Move.Pick, k));
const withRoom = (s: SdpState, guests: number[]): number[] => guests.filter((g) => hasRoom(s, g));
/** Whether one of `guests` has an empty appetite (`withRoom(...).length > 0`, without the list). */
function someRoom(s: SdpState, guests: number[]): boolean {
  for (let i = 0; i < guests.length; i++) if (hasRoom(s, guests[i])) return true;
  return false;
}
const platterTotal = (s: SdpState): number => s.platter.reduce((p, q) => p + q, 0);

/** The kinds `choose` allows now (for a Platter source, only kinds it holds). */
function kindsFor(s: SdpState, t: AbilityTask, e: EffectData): number[] {
  const ch = e.choose;
  let out: number[];
  if (Array.isArray(ch)) out = ch.map(kindOf);
  else if (ch === 'same') out = t.kind >= 0 ? [t.kind] : [];
  else if (ch === 'neighbourToken') out = [0, 1, 2, 3, 4].filter((k) => near(s, t).some((g) => s.tokens[g].includes(k)));
  else out = [0, 1, 2, 3, 4];
  return e.source === 'platter' ? out.filter((k) => s.platter[k] > 0) : out;
}

/** A single-guest target the seat picks (not `self`, not an "each" target). */
const picked = (name: string | undefined): boolean => name !== 'self' && !EACH.includes(name ?? '');

// ---------------------------------------------------------------- the effects

/** gain: targets receive `tokens` (in order) or `count` picked kinds, from the kitchen or the Platter. */
const gain: EffectRun = {
  can: (s, t, e) =>
    someRoom(s, targets(s, t, e.to)) &&
    (e.source !== 'platter' || platterTotal(s) > 0) &&
    (e.tokens !== undefined || kindsFor(s, t, e).length > 0),
  choices({ s, t, e }) {
    if (t.step === 0) return picked(e.to) ? targetMoves(withRoom(s, targets(s, t, e.to))) : [];
    if (!t.list.length || e.tokens) return [];
    if (e.source === 'platter' ? platterTotal(s) === 0 : !hasRoom(s, t.list[0])) return [];
    if (e.choose === 'same' || (e.same && t.kind >= 0)) return [];
    return pickMoves(kindsFor(s, t, e));
  },
  step({ s, t, e, ev }, move) {
    if (t.step++ === 0) {
      t.list = picked(e.to) ? [decode(move).a] : withRoom(s, targets(s, t, e.to));
      if (e.choose !== 'same') t.kind = -1;
      t.left = 0;
      return t.list.length === 0;
    }
    const g = t.list[0];
    const kind = e.tokens ? kindOf(e.tokens[t.left]) : move >= 0 ? decode(move).a : t.kind;
    if (e.source === 'platter') {
      if (platterTotal(s) === 0 || kind < 0) return true; // the Platter ran out: fewer tokens
      takeFromPlatter(s, t.seat, kind, ev);
      receive(s, g, kind, t.seat, ev);
    } else if (kind >= 0 && hasRoom(s, g)) receive(s, g, kind, t.seat, ev);
    if (kind >= 0) t.kind = kind;
    t.hit = g;
    if (++t.left >= (e.tokens?.length ?? e.count ?? 1)) {
      t.list.shift();
      t.left = 0;
    }
    return t.list.length === 0;
  },
};

/** The guests a token taken from `src` may move to. */
const moveDests = (s: SdpState, t: AbilityTask, e: EffectData, src: number): number[] => {
  const hit = t.hit;
  t.hit = src;
  const out = withRoom(s, targets(s, t, e.to)).filter((g) => g !== src);
  t.hit = hit;
  return out;
};

/** move: a token (of kind `token`) on a `from` guest moves to a `to` guest, whose owner places it. */
const move: EffectRun = {
  // `sources(...).length > 0`, without the lists: a `from` guest holding such a token, with somewhere to move it
  can(s, t, e) {
    const kind = e.token ? kindOf(e.token) : -1;
    for (const g of targets(s, t, e.from)) if (holds(s, g, kind) && moveDests(s, t, e, g).length > 0) return true;
    return false;
  },
  choices({ s, t, e }) {
    if (t.step === 0) return sources(s, t, e);
    return picked(e.to) ? targetMoves(moveDests(s, t, e, t.hit)) : [];
  },
  step({ s, t, e, ev }, m) {
    if (t.step++ === 0) {
      t.list = [m];
      t.hit = decode(m).a;
      return false;
    }
    const dest = picked(e.to) ? decode(m).a : moveDests(s, t, e, t.hit)[0];
    const { token } = lift(s, t.list[0]);
    receive(s, dest, token, t.seat, ev);
    t.hit = dest;
    t.kind = token;
    return true;
  },
  declinable: true,
};

function sources(s: SdpState, t: AbilityTask, e: EffectData): number[] {
  const from = targets(s, t, e.from).filter((g) => moveDests(s, t, e, g).length > 0);
  return takes(s, from, e.token ? kindOf(e.token) : -1);
}

/** The `to` guests that could swap with a token on `a`. */
const partners = (s: SdpState, t: AbilityTask, e: EffectData, a: number): number[] => {
  const hit = t.hit;
  t.hit = a;
  const out = targets(s, t, e.to).filter((g) => g !== a && s.tokens[g].some((x) => x >= 0));
  t.hit = hit;
  return out;
};

/** swap: a token on a `from` guest and one on a `to` guest change places; each owner places the newcomer. */
const swap: EffectRun = {
  // `swapFirst(...).length > 0`, without the lists: a `from` guest holding a token, with a partner
  can(s, t, e) {
    for (const g of targets(s, t, e.from)) if (holds(s, g, -1) && partners(s, t, e, g).length > 0) return true;
    return false;
  },
  choices({ s, t, e }) {
    return t.step === 0 ? swapFirst(s, t, e) : takes(s, partners(s, t, e, t.hit));
  },
  step({ s, t, ev }, m) {
    if (t.step++ === 0) {
      t.list = [m];
      t.hit = decode(m).a;
      return false;
    }
    const one = lift(s, t.list[0]);
    const two = lift(s, m);
    receive(s, one.guest, two.token, t.seat, ev);
    receive(s, two.guest, one.token, t.seat, ev);
    return true;
  },
  declinable: true,
};

const swapFirst = (s: SdpState, t: AbilityTask, e: EffectData): number[] =>
  takes(s, targets(s, t, e.from).filter((g) => partners(s, t, e, g).length > 0));

/** `tokensOn(s, guests) > 0`, without counting. */
function anyHolds(s: SdpState, guests: number[]): boolean {
  for (let i = 0; i < guests.length; i++) if (holds(s, guests[i], -1)) return true;
  return false;
}

const tokensOn = (s: SdpState, guests: number[]): number => guests.reduce((n, g) => n + s.tokens[g].filter((x) => x >= 0).length, 0);

/** exchange: up to `count` tokens on `to` guests go back to the kitchen; each guest then receives a picked kind. */
const exchange: EffectRun = {
  can: (s, t, e) => anyHolds(s, targets(s, t, e.to)),
  choices({ s, t, e }) {
    if (t.step === 0) return [];
    if (t.left > 0) return takes(s, targets(s, t, e.to));
    return t.list.length ? pickMoves(kindsFor(s, t, e)) : [];
  },
  step({ s, t, e, ev }, m) {
    if (t.step++ === 0) {
      t.left = Math.min(e.count ?? 1, tokensOn(s, targets(s, t, e.to)));
      t.list = [];
      return false;
    }
    if (t.left > 0) {
      t.list.push(lift(s, m).guest);
      t.left--;
      return false;
    }
    receive(s, t.list.shift() as number, decode(m).a, t.seat, ev);
    return t.list.length === 0;
  },
};

/** replace: each `to` guest's tokens come off and its owner places them again among its appetites. */
const replace: EffectRun = {
  can: (s, t, e) => anyHolds(s, targets(s, t, e.to)),
  choices: () => [],
  step({ s, t, e, ev }) {
    for (const g of targets(s, t, e.to)) {
      const toks = s.tokens[g].filter((x) => x >= 0);
      s.tokens[g].fill(-1);
      for (const tok of toks) receive(s, g, tok, t.seat, ev, true);
    }
    return true;
  },
};

/** stash: `count` tokens of picked kinds go straight to the owner's Stash. */
const stash: EffectRun = {
  can: () => true,
  choices: ({ s, t, e }) => pickMoves(kindsFor(s, t, e)),
  step({ s, t, e, ev }, m) {
    stashToken(s, t.seat, decode(m).a, ev);
    s.stats[Stat.Bonus]++;
    return ++t.step >= (e.count ?? 1);
  },
};

/** Abilities that seat, draw or send home do nothing once the dinner is over. */
const playing = (s: SdpState): boolean => s.phase !== Phase.Final;

/** sendHome: a `to` guest goes home (stash, bonus and door for its owner). */
const sendHome: EffectRun = {
  can: (s, t, e) => playing(s) && targets(s, t, e.to, true).length > 0,
  choices: ({ s, t, e }) => targetMoves(targets(s, t, e.to, true)),
  step({ s, ev, home }, m) {
    const g = decode(m).a;
    home.sendHomeOrAsk(s, ownerOf(s, g), g, ev);
    return true;
  },
};

/** seat: guests from the hand are seated at once, within the limit of three. */
const seat: EffectRun = {
  can: (s, t) => playing(s) && s.rows[t.seat].length < 3 && s.hands[t.seat].length > 0,
  choices({ s, t }) {
    const out: number[] = [];
    for (const g of s.hands[t.seat]) for (let p = 1; p <= s.rows[t.seat].length + 1; p++) out.push(encode(Move.Seat, g, p));
    return out;
  },
  step(c, m) {
    const { s, t } = c;
    const { a, b } = decode(m);
    s.hands[t.seat].splice(s.hands[t.seat].indexOf(a), 1);
    s.rows[t.seat].splice(b - 1, 0, a);
    c.ev?.push({ text: `Seat ${t.seat + 1} seats ${s.tables.names[a]} at once (place ${b})`, kind: 'seat' });
    return ++t.step >= (c.e.count ?? 1) || !seat.can(s, t, c.e);
  },
};

/** draw: guests from the top of the box go to the owner's hand. */
const draw: EffectRun = {
  can: (s) => playing(s) && s.box.length > 0,
  choices: () => [],
  step({ s, t, e, ev }) {
    for (let k = 0; k < (e.count ?? 1) && s.box.length; k++) s.hands[t.seat].push(s.box.shift() as number);
    ev?.push({ text: `Seat ${t.seat + 1} draws a guest from the box`, kind: 'draw' });
    return true;
  },
};

/** The slots of the ability's guest whose token does not match, not yet forgiven. */
const unmatched = (s: SdpState, t: AbilityTask): ((g: number, i: number) => boolean) => (g, i) =>
  !t.list.includes(i) && !matches(s, g, s.tables.appetites[g][i], s.tokens[g][i]);

/** forgive: going home, `count` tokens that do not match count as matching; then the guest goes. */
const forgive: EffectRun = {
  can: (s, t) => takes(s, [t.guest], -1, unmatched(s, t)).length > 0,
  choices: ({ s, t }) => takes(s, [t.guest], -1, unmatched(s, t)),
  step({ s, t, e, ev, home }, m) {
    const { b } = decode(m);
    t.list.push(s.tokens[t.guest].findIndex((_, i) => !t.list.includes(i) && slotCode(s, t.guest, i) === b));
    if (++t.step < (e.count ?? 1) && forgive.can(s, t, e)) return false;
    t.home = false; // it goes now, with the tokens forgiven
    home.sendHome(s, t.seat, t.guest, ev, t.list);
    return true;
  },
};

/** decline: the token the trigger's guest was about to receive is trashed instead. */
const decline: EffectRun = {
  can: () => true,
  choices: () => [],
  step({ s, t, rest, ev }) {
    const i = rest.findIndex((x) => x.k === 'receive' && x.guest === t.guest);
    if (i >= 0) {
      const [x] = rest.splice(i, 1);
      if (x.k === 'receive') trashToken(s, x.token);
      ev?.push({ text: `${s.tables.names[t.guest]} turns the token down: it is trashed`, kind: 'trash' });
    }
    return true;
  },
};

/** Standing rules never run; they shape `matches`, `receive` and the bonus (see STANDING). */
const standing: EffectRun = { can: () => false, choices: () => [], step: () => true };

/** Every effect the code performs, by the name the ruleset uses. */
export const EFFECT_RUN: Record<string, EffectRun> = {
  gain, move, swap, exchange, replace, stash, sendHome, seat, draw, forgive, decline,
  match: standing, immune: standing, bonus: standing,
};
