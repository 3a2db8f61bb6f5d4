/**
 * Surrealist Dinner Party: when abilities happen and how one is carried out; going home
 * (which may wake a door ability or a going-home trigger).
 *
 * - Plate: the `plates` action, then `use <guest>` for each plate guest at most once, in the
 *   seat's order, then `end`.
 * - Door (after stashing and the Perfectly Content bonus) and triggers (a neighbour's
 *   Compliment, a Drama received, the end of a course, going home): an `offer` task asks the
 *   owner `use <guest>` or `skip`; it is made only when the ability could do something.
 * - A used ability is an `ability` task: its effects run in order (effects.ts), each step a
 *   choice of the owner when it needs one; an effect that cannot happen is passed over, or its
 *   `otherwise` happens instead. Tokens it gives are placed before it goes on.
 */
import { KINDS, type AbilityData, type EffectData } from './abilities.js';
import type { Tables } from './data.js';
import { EFFECT_RUN, type GoingHome } from './effects.js';
import { isNeighbour, neighbours, type Events, matches, stashToken, say, who, plainMatch, bonusCount } from './table.js';
import { Move, abilityTask, bonusTask, decode, encode, offerTask, ownerOf, type AbilityTask, type SdpState, type Task, Stat } from './state.js';

/** A fresh ability task of `guest` used by `seat`. */
export function newAbility(seat: number, guest: number, near?: number[], home?: boolean): AbilityTask {
  return abilityTask(seat, guest, near, home ?? false);
}

/** The effect under way (the main one, or one of its `otherwise`), or undefined when all are done. */
function effectAt(s: SdpState, t: AbilityTask): EffectData | undefined {
  const main = s.tables.abilities[t.guest].effects[t.i];
  return main && t.j >= 0 ? main.otherwise?.[t.j] : main;
}

/** On to the next effect (after an `otherwise` list, the main effect after its owner). */
function next(s: SdpState, t: AbilityTask): void {
  const alt = s.tables.abilities[t.guest].effects[t.i].otherwise ?? [];
  if (t.j >= 0 && t.j + 1 < alt.length) t.j++;
  else {
    t.i++;
    t.j = -1;
  }
  t.step = 0;
  t.list = [];
  t.left = 0;
}

/** Moves `t` to the first effect from here that can happen; false when none is left. */
function advance(s: SdpState, t: AbilityTask): boolean {
  for (;;) {
    const e = effectAt(s, t);
    if (!e) return false;
    if (t.step > 0 || EFFECT_RUN[e.effect].can(s, t, e)) return true;
    if (t.j < 0 && e.otherwise) t.j = 0;
    else next(s, t);
  }
}

/** Whether `seat`'s Stash holds more of one of `kinds` than each other player's. */
function stashLeads(s: SdpState, seat: number, kinds: readonly string[]): boolean {
  return kinds.some((k) => {
    const x = KINDS.indexOf(k as (typeof KINDS)[number]);
    return s.stash.every((st, other) => other === seat || s.stash[seat][x] > st[x]);
  });
}

/** Whether `guest`'s ability, used by `seat` now, would do anything (its condition holds, an effect can happen). */
/**
 * The ability task `canUse` tries (a fresh one each time was most of what it allocated): set
 * as `newAbility` makes one. `advance` and the effects' `can` read it and may move it on; none
 * of them asks `canUse` again, so one is enough.
 */
const probe = newAbility(0, 0);

export function canUse(s: SdpState, seat: number, guest: number, near?: number[]): boolean {
  const ab = s.tables.abilities[guest];
  if (ab.timing === 'standing') return false;
  if (ab.condition && !stashLeads(s, seat, ab.condition.stashMost)) return false;
  const t = probe;
  t.seat = seat;
  t.guest = guest;
  t.near = near;
  t.home = false;
  t.i = 0;
  t.j = -1;
  t.step = 0;
  if (t.list.length) t.list = [];
  t.left = 0;
  t.hit = -1;
  t.kind = -1;
  return advance(s, t);
}

/** `seat`'s seated plate guests whose ability may still be used in the plate action under way. */
export function usablePlates(s: SdpState, seat: number): number[] {
  const out: number[] = [];
  for (const g of s.rows[seat]) if (s.tables.abilities[g].timing === 'plate' && !s.platesDone.includes(g) && canUse(s, seat, g)) out.push(g);
  return out;
}

/** Whether `seat` may take the plate action: once a course, with a plate guest seated. */
export function platesOpen(s: SdpState, seat: number): boolean {
  return s.abilities && !s.plateUsed[seat] && s.rows[seat].some((g) => s.tables.abilities[g].timing === 'plate');
}

/** The tasks behind an ability, as its choices see them (none: only a step reads them). */
const NO_REST: Task[] = [];

/** The moves open for the ability task at the head (its effect's choices; `skip` for a declinable one). */
export function abilityChoices(s: SdpState, t: AbilityTask): number[] {
  const e = effectAt(s, t) as EffectData;
  const run = EFFECT_RUN[e.effect];
  const out = run.choices({ s, t, e, ev: undefined, rest: NO_REST, home: GOING_HOME });
  if (out.length && run.declinable && e.otherwise && t.j < 0 && t.step === 0) out.push(encode(Move.Skip));
  return out;
}

/**
 * Runs `fn` with an empty queue and puts what it queued before the tasks that were waiting,
 * so that what an ability (or its answer) sets off is settled before anything else.
 */
export function inFront(s: SdpState, fn: (rest: Task[]) => void): void {
  const rest = s.queue;
  s.queue = [];
  fn(rest);
  s.queue.push(...rest);
}

/** One step of the ability at the head with `move` (-1: a step that needs no choice). */
function runStep(s: SdpState, move: number, ev: Events): void {
  const t = s.queue.shift() as AbilityTask;
  // what `inFront` does, written out (a closure a step): what the step queues goes first
  const rest = s.queue;
  s.queue = [];
  const e = effectAt(s, t) as EffectData;
  if (move >= 0 && move % 16 === Move.Skip) {
    t.j = 0; // declined: its `otherwise` instead
    t.step = 0;
  } else if (EFFECT_RUN[e.effect].step({ s, t, e, ev, rest, home: GOING_HOME }, move)) next(s, t);
  s.queue.push(t);
  s.queue.push(...rest);
}

/**
 * Settles the ability or offer at the head as far as it goes without a choice: false when
 * it is waiting for one (the caller stops), true when the queue changed (look again).
 */
export function settleHead(s: SdpState, ev: Events): boolean {
  const head = s.queue[0];
  if (head.k === 'offer') {
    if (canUse(s, head.seat, head.guest, head.near) && ownerOf(s, head.guest) === (head.near ? -1 : head.seat)) return false;
    s.queue.shift(); // it can no longer happen
    if (head.home) inFront(s, () => sendHome(s, head.seat, head.guest, ev));
    return true;
  }
  if (head.k !== 'ability') return false;
  if (!advance(s, head)) {
    s.queue.shift();
    if (head.home) inFront(s, () => sendHome(s, head.seat, head.guest, ev));
    return true;
  }
  if (abilityChoices(s, head).length) return false;
  runStep(s, -1, ev);
  return true;
}

/** Plays `move` (use, skip, or an ability's choice) on the offer or ability at the head. */
export function answer(s: SdpState, move: number, ev: Events): void {
  const head = s.queue[0];
  if (head.k === 'ability') {
    runStep(s, move, ev);
    return;
  }
  if (head.k !== 'offer') throw new Error('surrealist-dinner-party: no ability is waiting');
  s.queue.shift();
  if (decode(move).kind === Move.Use) {
    s.uses[head.guest]++;
    ev?.push({ text: `Seat ${head.seat + 1} uses ${s.tables.names[head.guest]}'s ability`, kind: 'ability' });
    s.queue.unshift(newAbility(head.seat, head.guest, head.near, head.home));
  } else if (head.home) inFront(s, () => sendHome(s, head.seat, head.guest, ev));
}

/** Starts the plate ability of `guest` within the plate action. */
export function usePlate(s: SdpState, seat: number, guest: number, ev: Events): void {
  s.platesDone.push(guest);
  s.uses[guest]++;
  ev?.push({ text: `Seat ${seat + 1} uses ${s.tables.names[guest]}'s ability`, kind: 'ability' });
  s.queue.push(newAbility(seat, guest));
}

// ---------------------------------------------------------------- triggers

const triggerOf = (s: SdpState, g: number): AbilityData | undefined => {
  const ab = s.tables.abilities[g];
  return ab.timing === 'trigger' ? ab : undefined;
};

let triggersFor: Tables | undefined;
let triggerGuests: Record<string, number[]> = {};

/** The guests whose trigger waits for `event` (listed once per ruleset: most guests have none). */
function waitingFor(t: Tables, event: string): number[] {
  if (triggersFor !== t) {
    triggerGuests = {};
    t.abilities.forEach((ab, g) => {
      if (ab.timing === 'trigger' && ab.on) (triggerGuests[ab.on.event] ??= []).push(g);
    });
    triggersFor = t;
  }
  return triggerGuests[event] ?? [];
}

/**
 * Offers for `receive` triggers woken by `guest` receiving a `token`: `before` placing it (a
 * trigger that may turn it down: Sage) or after (a neighbour's: Fini).
 */
export function receiveOffers(s: SdpState, guest: number, token: number, before: boolean): readonly Task[] {
  let out: Task[] | undefined;
  for (const g of waitingFor(s.tables, 'receive')) {
    const seat = ownerOf(s, g);
    if (seat < 0) continue; // in a hand or gone home: nothing happens
    const on = s.tables.abilities[g].on as NonNullable<AbilityData['on']>;
    if (on.token && KINDS.indexOf(on.token) !== token) continue;
    if ((on.who ?? 'self') === 'self' ? g !== guest : !isNeighbour(s, g, guest)) continue;
    if (s.tables.abilities[g].effects.some((e) => e.effect === 'decline') !== before) continue;
    if (canUse(s, seat, g)) (out ??= []).push(offerTask(seat, g));
  }
  // most tokens wake nothing: one empty list for them
  return out ?? NO_TASKS;
}

const NO_TASKS: readonly Task[] = [];

/** Offers for the triggers of a course's end (Colquhoun). */
export function courseEndOffers(s: SdpState): Task[] {
  return waitingFor(s.tables, 'courseEnd').flatMap((g): Task[] => {
    const seat = ownerOf(s, g);
    return seat >= 0 && canUse(s, seat, g) ? [offerTask(seat, g)] : [];
  });
}

/** Whether `guest` going home may first use a trigger (Magritte); if so its offer is queued. */
export function homeOffer(s: SdpState, seat: number, guest: number): boolean {
  if (!s.abilities || triggerOf(s, guest)?.on?.event !== 'home' || !canUse(s, seat, guest)) return false;
  s.queue.push(offerTask(seat, guest, undefined, true));
  return true;
}

/** Queues `guest`'s door ability, just gone home, when it could do something. */
export function doorOffer(s: SdpState, seat: number, guest: number, near: number[]): void {
  if (s.abilities && s.tables.abilities[guest].timing === 'door' && canUse(s, seat, guest, near)) {
    s.queue.push(offerTask(seat, guest, near));
  }
}

/** An ability's or an offer's part of the view's `pending` (see SdpPending in view.ts). */
export interface AbilityPending {
  seat: number;
  choice: string;
  guest: string;
  timing?: string;
  effect?: string;
  for?: string;
  moves?: string[];
}

/** Who must choose what for the ability or offer at the head (seats from 1), for `pending`. */
export function abilityPending(s: SdpState, text: (m: number) => string): AbilityPending | null {
  const head = s.queue[0];
  const c = s.tables.codes;
  if (head?.k === 'offer') {
    const timing = s.tables.abilities[head.guest].timing;
    return { seat: head.seat + 1, choice: 'use', guest: c[head.guest], timing, moves: [`use ${c[head.guest]}`, 'skip'] };
  }
  if (head?.k !== 'ability') return null;
  const moves = abilityChoices(s, head);
  const first = decode(moves[0] ?? 0);
  const choice = first.kind === Move.Pick ? 'pick' : first.kind === Move.Seat ? 'seat' : first.b > 0 ? 'take' : 'target';
  const e = effectAt(s, head) as EffectData;
  const p: AbilityPending = { seat: head.seat + 1, choice, guest: c[head.guest], effect: e.effect };
  // the guest the kind is for: the next to receive (gain), the next to get one back (exchange: Arp, Varo)
  if (choice === 'pick' && head.list.length && (e.effect === 'gain' || e.effect === 'exchange')) p.for = c[head.list[0]];
  // a seating choice would show the owner's hand to everyone: its moves stay in `legal`
  if (choice !== 'seat') p.moves = moves.map(text);
  return p;
}

/** Sends `guest` home, or first offers its going-home trigger (Magritte), which sends it after. */
export function sendHomeOrAsk(s: SdpState, seat: number, guest: number, ev: Events): void {
  if (!homeOffer(s, seat, guest)) sendHome(s, seat, guest, ev);
}

/**
 * Sends `guest` home: matching tokens (and those on the `forgiven` appetites) to the Stash,
 * the rest to the kitchen; then the Perfectly Content bonus and the door ability, in order.
 */
export function sendHome(s: SdpState, seat: number, guest: number, ev: Events, forgiven: readonly number[] = []): void {
  const app = s.tables.appetites[guest];
  const toks = s.tokens[guest];
  const near = neighbours(s, guest);
  let stashed = 0;
  let perfect = true;
  let helped = false;
  toks.forEach((tok, i) => {
    if (tok >= 0 && (matches(s, guest, app[i], tok) || forgiven.includes(i))) {
      if (!plainMatch(app[i], tok) && !forgiven.includes(i)) helped = true;
      stashToken(s, seat, tok, ev);
      s.stats[Stat.Stashed + tok]++;
      stashed++;
    } else {
      perfect = false;
      if (tok >= 0) s.stats[Stat.Mismatched + tok]++;
    }
    toks[i] = -1;
  });
  s.brought[guest] += stashed;
  if (helped) s.uses[guest]++;
  const row = s.rows[seat];
  row.splice(row.indexOf(guest), 1);
  s.gone.push(guest);
  s.stats[Stat.Home]++;
  if (ev) say(ev, `${who(seat)} sends ${s.tables.names[guest]} home and stashes ${stashed} token${stashed === 1 ? '' : 's'}`, 'home');
  if (perfect) {
    s.content[seat]++;
    s.stats[Stat.Content]++;
    if (ev) say(ev, `${s.tables.names[guest]} was Perfectly Content`, 'content');
    s.queue.push(bonusTask(seat, guest, bonusCount(s, guest)));
  }
  doorOffer(s, seat, guest, near);
}

/** Going home as the effects reach it (see `GoingHome` in effects.ts). */
const GOING_HOME: GoingHome = { sendHome, sendHomeOrAsk };
