/**
 * Surrealist Dinner Party's view as the screens read it: the `replay --json` state promised in
 * the rulings (mode, course, platter, the table per seat, stashes, hand counts, plates used,
 * faux pas, phase, pending) plus the seat's own hand, with types; the ring of guests around
 * the table; and who must do what now. Seats count from 1, as in the view.
 */

/** One appetite on a seated guest. */
export interface Slot {
  /** F W D C R, or `*` (wild). */
  kind: string;
  /** The token on it, or null. */
  token: string | null;
  /** Whether that token matches. */
  matches: boolean;
}

export interface SeatedGuest {
  guest: string;
  appetites: Slot[];
}

export interface SdpView {
  mode: string;
  course: string;
  courseNumber: number;
  /** Kind to count. */
  platter: Record<string, number>;
  /** Per seat, in seat order: its guests left to right. */
  table: SeatedGuest[][];
  /** Per seat: kind to count. */
  stash: Record<string, number>[];
  /** Guests each seat holds. */
  hands: number[];
  /** Per seat, this course. */
  plateUsed: boolean[];
  /** In play: `{ card, claimedBy }` (seats from 1); see fauxpas.ts. */
  fauxPas: unknown[];
  phase: string;
  pending: unknown;
  /** The seat's own guests (absent in a spectator's view). */
  hand?: string[];
  /** Seats to act, when the view says (from 1). */
  toMove?: number[];
  /** The seat whose turn it is, when the view says (from 1). */
  turnSeat?: number;
  /** Winners once over (from 1), when the view says. */
  winners?: number[];
  /** The draft, while it lasts: guests each seat drafts from (with its pick), who has picked this round (seats in order). */
  drafting?: number[];
  picked?: boolean[];
  /** The seat's own guests to draft from, and its pick this round (null: none yet). */
  draftHand?: string[];
  draftPick?: string | null;
  /** The faux pas keep, while it lasts: the seat's two dealt cards, its choice (null: not yet), who has chosen. */
  fauxPasHand?: string[];
  fauxPasKept?: string[] | null;
  fauxPasChosen?: boolean[];
}

export const asSdp = (v: Record<string, unknown>): SdpView => {
  const x = v as unknown as SdpView;
  return {
    ...x,
    platter: x.platter ?? {},
    table: Array.isArray(x.table) ? x.table : [],
    stash: Array.isArray(x.stash) ? x.stash : [],
    hands: Array.isArray(x.hands) ? x.hands : [],
    plateUsed: Array.isArray(x.plateUsed) ? x.plateUsed : [],
    fauxPas: Array.isArray(x.fauxPas) ? x.fauxPas : [],
  };
};

/** The token kinds in the rulebook's order, and their names. */
export const KINDS = ['F', 'W', 'D', 'C', 'R'] as const;
const KIND_NAMES: Record<string, string> = { F: 'Food', W: 'Wine', D: 'Dessert', C: 'Compliment', R: 'Drama', '*': 'wild' };

/** A token kind in words ("W" → "Wine"; `*` → "wild"). */
export const kindName = (k: string): string => KIND_NAMES[k] ?? k;

/** A guest's place at the table. */
export interface RingPlace {
  /** The seat, from 1. */
  seat: number;
  /** Its place in the seat's row, from 0 (left). */
  index: number;
  guest: string;
}

/** The ring: seat 1's guests left to right, then seat 2's, and so on (empty rows add nothing). */
export function ring(v: SdpView): RingPlace[] {
  return v.table.flatMap((row, s) => (row ?? []).map((g, index) => ({ seat: s + 1, index, guest: g.guest })));
}

/** A guest's neighbours on the ring, the one before it first: none alone, one when two sit. */
export function neighbours(v: SdpView, guest: string): RingPlace[] {
  const r = ring(v);
  const at = r.findIndex((p) => p.guest === guest);
  if (at < 0 || r.length < 2) return [];
  const before = r[(at - 1 + r.length) % r.length];
  const after = r[(at + 1) % r.length];
  return before === after ? [before] : [before, after];
}

/** Where a guest sits (seat from 1 and index), or undefined when not seated. */
export const placeOf = (v: SdpView, guest: string): RingPlace | undefined => ring(v).find((p) => p.guest === guest);

/** What someone must do now, as the view's `pending` says it (read leniently). */
export interface Pending {
  /** The seat (from 1) that must act, when named. */
  seat?: number;
  /** What it must do: "place", "bonus", ... (the phase when unnamed). */
  what: string;
  /** The guest concerned. */
  guest?: string;
  /** The token to place. */
  token?: string;
  /** The seat (from 1) that gave the token, when named. */
  from?: number;
  /** How many tokens a bonus stashes, when named. */
  count?: number;
  /** An ability's choice: the effect under way, and the guest a picked kind is for. */
  effect?: string;
  for?: string;
}

const num = (x: unknown): number | undefined => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);
const text = (x: unknown): string | undefined => (typeof x === 'string' && x ? x : undefined);

/** The view's `pending`, or undefined when nobody must place or choose anything. */
export function pendingOf(v: SdpView): Pending | undefined {
  let p = v.pending;
  if (Array.isArray(p)) p = p[0];
  if (p === null || p === undefined || p === false) return undefined;
  if (typeof p === 'string') return { what: p };
  if (typeof p !== 'object') return undefined;
  const o = p as Record<string, unknown>;
  return {
    seat: num(o.seat) ?? num(o.owner) ?? num(o.by),
    what: text(o.what) ?? text(o.type) ?? text(o.kind) ?? text(o.choice) ?? v.phase,
    guest: text(o.guest),
    token: text(o.token),
    from: num(o.from) ?? num(o.giver),
    count: num(o.count),
    effect: text(o.effect),
    for: text(o.for),
  };
}

/**
 * The seats (from 1) that act now: the match's (`toMove`, seats from 0, as the play screen
 * passes it), else the view's, else the pending seat, else the turn's.
 */
export function movers(v: SdpView, toMove?: readonly number[]): number[] {
  if (toMove) return toMove.map((s) => s + 1);
  if (Array.isArray(v.toMove)) return v.toMove;
  const p = pendingOf(v);
  if (p?.seat !== undefined) return [p.seat];
  return v.turnSeat !== undefined ? [v.turnSeat] : [];
}

/** Tokens on the platter, kinds in the rulebook's order, only those left. */
export function platterKinds(v: SdpView): string[] {
  const order = [...KINDS, ...Object.keys(v.platter).filter((k) => !(KINDS as readonly string[]).includes(k))];
  return order.filter((k) => (v.platter[k] ?? 0) > 0);
}

/** A stash's total (the points it brings). */
export const stashTotal = (s: Record<string, number> | undefined): number => Object.values(s ?? {}).reduce((n, x) => n + (x || 0), 0);
