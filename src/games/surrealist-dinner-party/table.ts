/**
 * Surrealist Dinner Party: the table, as the rules, the effects and the runner all read it: who
 * sits by whom, what matches an appetite (with the guests' standing rules), and tokens
 * received, stashed, taken from the Platter and trashed. It imports none of them, so they
 * import it without a circle.
 */
import type { GameEvent } from '../../engine/types.js';
import { ANY } from './data.js';
import { KINDS, type EffectData } from './abilities.js';
import { claimRaces } from './faux-pas.js';
import { Stat, ownerOf, receiveTask, type SdpState } from './state.js';
import type { Tables } from './data.js';

export type Events = GameEvent[] | undefined;

export const TOKEN_NAMES = ['Food', 'Wine', 'Dessert', 'Compliment', 'Drama'];

/** Adds an event; callers test `ev` first, so the simulator (no events) builds no text. */
export function say(ev: Events, text: string, kind: string): void {
  ev?.push({ text, kind });
}

export const who = (seat: number): string => `Seat ${seat + 1}`;

/**
 * The neighbours of `guest` on the ring (every row in seat order), the one before it first:
 * none for a lone guest, one when two guests sit at the whole table.
 */
export function neighbours(s: SdpState, guest: number): number[] {
  // counted on the rows as they stand, without building the ring (this runs in every rollout)
  const i = ringIndex(s, guest);
  const L = ringSize(s);
  if (i < 0 || L < 2) return [];
  if (L === 2) return [ringAt(s, 1 - i)];
  return [ringAt(s, (i + L - 1) % L), ringAt(s, (i + 1) % L)];
}

/** Whether `other` is one of `guest`'s `neighbours` (without building the list). */
export function isNeighbour(s: SdpState, guest: number, other: number): boolean {
  const i = ringIndex(s, guest);
  const L = ringSize(s);
  if (i < 0 || L < 2) return false;
  if (L === 2) return ringAt(s, 1 - i) === other;
  return ringAt(s, (i + L - 1) % L) === other || ringAt(s, (i + 1) % L) === other;
}

/** `guest`'s place on the ring (every row in seat order), or -1 when it is not seated. */
function ringIndex(s: SdpState, guest: number): number {
  let L = 0;
  for (const row of s.rows) {
    const at = row.indexOf(guest);
    if (at >= 0) return L + at;
    L += row.length;
  }
  return -1;
}

/** Guests seated round the table. */
function ringSize(s: SdpState): number {
  let L = 0;
  for (const row of s.rows) L += row.length;
  return L;
}

/** The guest at place `k` of the ring. */
function ringAt(s: SdpState, k: number): number {
  for (const row of s.rows) {
    if (k < row.length) return row[k];
    k -= row.length;
  }
  return -1;
}

let standingFor: Tables | undefined;

let standingList: Standing[] = [];

/** `guest`'s standing rules (compiled once per ruleset from its ability's standing effects). */
export function standingOf(t: Tables, guest: number): Standing {
  if (standingFor !== t) {
    standingList = t.abilities.map((ab) => {
      const st: Standing = { match: [0, 0, 0, 0, 0], immune: false, bonus: 2 };
      if (ab.timing === 'standing') for (const e of ab.effects) STANDING[e.effect]?.(e, st);
      return st;
    });
    standingFor = t;
  }
  return standingList[guest];
}

/** Whether a token of kind `token` on an appetite of kind `appetite` matches by the plain rule: same kind, or wild. */
export const plainMatch = (appetite: number, token: number): boolean => appetite === ANY || appetite === token;

/**
 * Whether a token of kind `token` on an appetite of kind `appetite` of `guest` matches: the
 * same kind, a wild appetite, or the guest's own matching rule (Cahun, Ernst) when abilities
 * are in play.
 */
export function matches(s: SdpState, guest: number, appetite: number, token: number): boolean {
  if (plainMatch(appetite, token)) return true;
  if (!s.abilities || token < 0) return false;
  const extra = standingOf(s.tables, guest).match[token];
  return (extra & ((1 << appetite) | (1 << ANY))) !== 0;
}

/** Whether `guest` refuses tokens given or taken by seat `by` (Toyen, against other players). */
export function immune(s: SdpState, guest: number, by: number): boolean {
  return s.abilities && standingOf(s.tables, guest).immune && ownerOf(s, guest) !== by;
}

/** How many tokens on `guest` match their appetites. */
export function matchingTokens(s: SdpState, guest: number): number {
  const app = s.tables.appetites[guest];
  return s.tokens[guest].filter((tok, i) => tok >= 0 && matches(s, guest, app[i], tok)).length;
}

/** Whether `guest` has an empty appetite. */
export function hasRoom(s: SdpState, guest: number): boolean {
  const toks = s.tokens[guest];
  for (let i = 0; i < toks.length; i++) if (toks[i] < 0) return true;
  return false;
}

/** The distinct kinds of `guest`'s empty appetites, in appetite order. */
export function emptyKinds(s: SdpState, guest: number): number[] {
  const out: number[] = [];
  const app = s.tables.appetites[guest];
  s.tokens[guest].forEach((tok, i) => {
    if (tok < 0 && !out.includes(app[i])) out.push(app[i]);
  });
  return out;
}

/**
 * Every token that enters a Stash comes through here (going home, the Perfectly Content
 * bonus, a `stash` effect), so rules that watch the Stash (faux pas race cards) hook one place.
 */
export function stashToken(s: SdpState, seat: number, kind: number, ev: Events): void {
  s.stash[seat][kind]++;
  claimRaces(s, seat, ev);
}

/** Tokens a Perfectly Content guest earns (Oppenheim: more). */
export function bonusCount(s: SdpState, guest: number): number {
  const n = s.abilities ? standingOf(s.tables, guest).bonus : 2;
  if (n !== 2) s.uses[guest]++;
  return n;
}

/**
 * `guest` receives a token given by seat `by`: its owner will place it (a task), or it is
 * trashed; Toyen refuses it from another player. `quiet`: put back on the same guest.
 */
export function receive(s: SdpState, guest: number, token: number, by: number, ev?: Events, quiet = false): void {
  if (immune(s, guest, by)) {
    s.uses[guest]++;
    if (ev) say(ev, `${s.tables.names[guest]} takes nothing from another player: the ${TOKEN_NAMES[token]} stays in the kitchen`, 'immune');
    return;
  }
  s.queue.push(receiveTask(ownerOf(s, guest), guest, token, by, quiet));
}

/** Takes a token from the Platter; the last one ends the course once this action is over. */
export function takeFromPlatter(s: SdpState, seat: number, kind: number, ev: Events): void {
  s.platter[kind]--;
  if (s.platter.every((x) => x === 0)) {
    s.courseOver = true;
    s.emptiedBy = seat;
    if (ev) say(ev, `${who(seat)} takes the last token: the ${s.tables.courses[s.course]} course is over`, 'course');
  }
}

export function trashToken(s: SdpState, kind: number): void {
  s.stats[Stat.Trashed + kind]++;
}

/** Standing rules of one guest, compiled from its `match`, `immune` and `bonus` effects. */
export interface Standing {
  /** Per token kind: bit a set when that token also matches an appetite of kind a (bit 5: any). */
  match: number[];
  immune: boolean;
  /** Tokens stashed for going home Perfectly Content. */
  bonus: number;
}

/** How each standing effect shapes a guest's rules. */
export const STANDING: Record<string, (e: EffectData, st: Standing) => void> = {
  match(e, st) {
    const app = e.appetite === 'any' ? ANY : KINDS.indexOf(e.appetite as (typeof KINDS)[number]);
    st.match[KINDS.indexOf(e.token as (typeof KINDS)[number])] |= 1 << app;
  },
  immune(_e, st) {
    st.immune = true;
  },
  bonus(e, st) {
    st.bonus = e.count ?? 2;
  },
};
