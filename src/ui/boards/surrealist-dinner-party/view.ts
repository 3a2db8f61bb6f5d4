/**
 * Surrealist Dinner Party's view as the screens read it: the ring of guests around the table,
 * and who must do what now. The view's type is the game's (SdpView); seats count from 1, as in
 * the view.
 */
import type { SdpView } from '../../../games/surrealist-dinner-party/view.js';

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

/** What someone must do now, as the view's `pending` says it. */
export interface Pending {
  /** The seat (from 1) that must act. */
  seat: number;
  /** What it must do: "place", "bonus", ... */
  what: string;
  /** The guest concerned. */
  guest?: string;
  /** The token to place. */
  token?: string;
  /** How many tokens a bonus stashes. */
  count?: number;
  /** An ability's choice: the effect under way, and the guest a picked kind is for. */
  effect?: string;
  for?: string;
}

/** The view's `pending`, or undefined when nobody must place or choose anything. */
export function pendingOf(v: SdpView): Pending | undefined {
  const p = v.pending;
  if (!p) return undefined;
  return { seat: p.seat, what: p.choice, guest: p.guest, token: p.token, count: p.count, effect: p.effect, for: p.for };
}

/** The seats (from 1) that act now: the match's (`toMove`, seats from 0, as the play screen passes it). */
export function movers(toMove: readonly number[]): number[] {
  return toMove.map((s) => s + 1);
}

/** Tokens on the platter, kinds in the rulebook's order, only those left. */
export function platterKinds(v: SdpView): string[] {
  const order = [...KINDS, ...Object.keys(v.platter).filter((k) => !(KINDS as readonly string[]).includes(k))];
  return order.filter((k) => (v.platter[k] ?? 0) > 0);
}

/** A stash's total (the points it brings). */
export const stashTotal = (s: Record<string, number> | undefined): number => Object.values(s ?? {}).reduce((n, x) => n + (x || 0), 0);

export const seatName = (names: readonly string[], s: number): string => names[s - 1] ?? `Seat ${s}`;
