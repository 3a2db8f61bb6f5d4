/**
 * Surrealist Dinner Party: the state, its phases, move codes and counters, clone and the card zones.
 *
 * The state is plain JSON: card numbers (see data.ts), token kinds 0-4 (F W D C R), -1 for
 * an empty appetite. Work still to do inside an action (a token to place, a Perfectly
 * Content bonus to pick) waits in `queue`, first item first; abilities add their
 * own items to the same queue, so an action's steps and an ability's steps interleave the
 * way the card says.
 */
import type { BaseState } from '../../engine/types.js';
import { type Tables } from './data.js';

/** The step of a turn (what the seat at `turnSeat` or `finalSeat` does next). */
export const Phase = { Action: 0, Play: 1, Ending: 2, Final: 3, Over: 4, Plates: 5, Draft: 6, Keep: 7 } as const;

/**
 * Move kinds (the low 4 bits of a move code). KEEP and DRAFT belong to faux pas and the
 * draft; PICK (`pick C`: a kind) and TARGET (`target dali`: a guest; `take dali W`: a token
 * on a guest, b = 1 + token + 5 * appetite) answer an ability's own choices.
 */
export const Move = {
  Seat: 0,
  Home: 1,
  End: 2,
  Compliment: 3,
  Drama: 4,
  Serve: 5,
  Trash: 6,
  Place: 7,
  Bonus: 8,
  Plates: 9,
  Use: 10,
  Skip: 11,
  Keep: 12,
  Draft: 13,
  Pick: 14,
  Target: 15,
} as const;

/** Something to settle before the action goes on. */
export type Task =
  /**
   * `guest` receives a token of `token` because of seat `by`'s action (Toyen refuses other
   * players'); its owner `seat` places it, or it is trashed. `quiet`: a token put back on the
   * same guest (Zürn), which is not "receiving" and wakes no trigger; `asked`: its
   * before-placing trigger (Sage) was offered already.
   */
  | { k: 'receive'; seat: number; guest: number; token: number; by: number; quiet?: boolean; asked?: boolean }
  /** `seat` stashes `count` tokens of kinds it picks, for `guest` going home Perfectly Content. */
  | { k: 'bonus'; seat: number; guest: number; count: number }
  /**
   * A door or triggered ability of `guest` that may happen: its owner `seat` answers `use` or
   * `skip`. `near`: the guest's neighbours as seated when it left (door); `home`: the guest is
   * on its way home and goes once this is settled (Magritte).
   */
  | { k: 'offer'; seat: number; guest: number; near?: number[]; home?: boolean }
  | AbilityTask;

/** An ability of `guest` being used by `seat`: its effects run in order (see runner.ts). */
export interface AbilityTask {
  k: 'ability';
  seat: number;
  guest: number;
  /** The effect under way, and -1 or the index in its `otherwise` list being run instead. */
  i: number;
  j: number;
  /** Steps done in the effect under way (0: not started). */
  step: number;
  /** Guests (or tokens) the effect under way still has to serve, or has chosen. */
  list: number[];
  /** How many it may still choose (exchange, forgive, stash, seat). */
  left: number;
  /** The guest the previous step or effect reached (-1), for `another...` targets. */
  hit: number;
  /** The kind the previous step or effect gave (-1), for `same`. */
  kind: number;
  near?: number[];
  home?: boolean;
}

/**
 * Every task is made here with every field any task has, in one order, so that the queue's
 * readers (the rules, the runner, greedy's lookahead) see one object shape whatever the kind
 * and V8 keeps their property reads fast. A kind's unused fields keep these values.
 */
function blankTask(k: Task['k'], seat: number, guest: number) {
  return {
    k,
    seat,
    guest,
    token: -1,
    by: -1,
    quiet: false,
    asked: false,
    count: 0,
    near: undefined as number[] | undefined,
    home: false,
    i: 0,
    j: -1,
    step: 0,
    list: NO_LIST,
    left: 0,
    hit: -1,
    kind: -1,
  };
}

/** The list of a task that is not an ability (never written: an ability gets its own). */
const NO_LIST: number[] = [];

/** `guest` receives a token of `token` given by seat `by`; its owner `seat` places it. */
export function receiveTask(seat: number, guest: number, token: number, by: number, quiet: boolean): Task {
  const t = blankTask('receive', seat, guest);
  t.token = token;
  t.by = by;
  t.quiet = quiet;
  return t as Task;
}

/** A task about a guest's ability: its neighbours as seated when it left, and whether it is on its way home. */
function abilityAbout(k: 'offer' | 'ability', seat: number, guest: number, near: number[] | undefined, home: boolean) {
  const t = blankTask(k, seat, guest);
  t.near = near;
  t.home = home;
  return t;
}

/** `seat` may use `guest`'s door or triggered ability (see the `offer` task). */
export function offerTask(seat: number, guest: number, near?: number[], home = false): Task {
  return abilityAbout('offer', seat, guest, near, home) as Task;
}

/** `seat` stashes `count` tokens for `guest` going home Perfectly Content. */
export function bonusTask(seat: number, guest: number, count: number): Task {
  const t = blankTask('bonus', seat, guest);
  t.count = count;
  return t as Task;
}

/** A fresh ability task of `guest` used by `seat`. */
export function abilityTask(seat: number, guest: number, near?: number[], home = false): AbilityTask {
  const t = abilityAbout('ability', seat, guest, near, home);
  t.list = [];
  return t as AbilityTask;
}

/** Indices into `stats` (per kind: + kind number). */
export const Stat = { Stashed: 0, Trashed: 5, Mismatched: 10, Content: 15, Bonus: 16, Home: 17, Size: 18 } as const;

export interface SdpState extends BaseState {
  tables: Tables;
  /** Seats. */
  seats: number;
  /** Options. */
  mode: string;
  tieBreak: string;
  /** The course (0-based); the platter holds its tokens. */
  course: number;
  /** Tokens on the Platter, per kind. */
  platter: number[];
  /** True once the Platter emptied in this action; the course changes when the action ends. */
  courseOver: boolean;
  /** The seat that took the last token of the course (-1 before). */
  emptiedBy: number;
  /** Each seat's guests in hand. */
  hands: number[][];
  /** Guests left in the box, top first. */
  box: number[];
  /** Guests that went home, in order. */
  gone: number[];
  /** Each seat's row, left to right. */
  rows: number[][];
  /** Per guest card: its appetites' tokens (kind, or -1 empty). */
  tokens: number[][];
  /** Per seat: tokens stashed, per kind. */
  stash: number[][];
  /** Per seat: guests sent home Perfectly Content. */
  content: number[];
  /** Per seat: has it taken its first turn. */
  played: boolean[];
  /** Per seat: plate abilities used this course. */
  plateUsed: boolean[];
  /** True unless casual: guests' abilities are in play. */
  abilities: boolean;
  /** Plate guests already used in the plate action under way. */
  platesDone: number[];
  /** True while the course-end triggers (Colquhoun) of a finished course are being settled. */
  courseEnding: boolean;
  /** Per guest card: how many times its ability was used (standing rules: applied). */
  uses: number[];
  turnSeat: number;
  turns: number;
  phase: number;
  /** Inside a Play a Guest action: the guest seated and the guest sent home (-1: not yet). */
  seated: number;
  sentHome: number;
  /** At the end: the seat sending its guests home, and how many seats still follow it. */
  finalSeat: number;
  finalLeft: number;
  queue: Task[];
  winners: number[];
  stats: number[];
  /** The draft (draft.ts): each seat's guests to pick from, and its pick this round (-1: none yet). */
  drafting: number[][];
  picks: number[];
  /** Per seat: every guest it has seen in a hand it drafted from, sorted (so never in the box). */
  seen: number[][];
  /** Faux pas (faux-pas.ts): each seat's dealt cards until all have chosen, and the choice. */
  fpHands: number[][];
  /** Per seat: which of its dealt cards it keeps, as a bit mask over `fpHands` (0: not chosen yet). */
  fpKeep: number[];
  /** Faux pas cards in the box (not dealt, or not kept). */
  fpBox: number[];
  /** Faux pas in play: the card, the seat that put it in play, the seats that claimed it. */
  fpPlay: { card: number; by: number; claimedBy: number[] }[];
  /** Per guest, for the designers' report: the seat that held it when play began (-1: the box), points it brought home. */
  heldBy: number[];
  brought: number[];
}

// ---------------------------------------------------------------- move codes

/** A move code: kind, then two small numbers (a guest or kind, a guest or position). */
export const encode = (kind: number, a = 0, b = 0): number => kind + 16 * (a + 64 * b);

export function decode(move: number): { kind: number; a: number; b: number } {
  const x = Math.floor(move / 16);
  return { kind: move % 16, a: x % 64, b: Math.floor(x / 64) };
}

// ---------------------------------------------------------------- setup

/** How many tokens a course puts on the Platter at this seat count, per kind. */
export const courseTokens = (t: Tables, course: number, seats: number): number[] => t.menu[course][seats - 2].slice();


/** Per guest, the seat whose hand holds it (-1: the box), when play begins. */
export function heldBy(guests: number, hands: readonly number[][]): number[] {
  const out = new Array<number>(guests).fill(-1);
  hands.forEach((h, seat) => h.forEach((g) => (out[g] = seat)));
  return out;
}

/** Copies of a list of lists (a loop, so the copy has the original's element kind). */
function copies(xs: readonly number[][]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < xs.length; i++) out.push(xs[i].slice());
  return out;
}

/**
 * A copy that shares nothing the rules change. Written out field by field (`share`, then each
 * list copied), not spread from `s`: the copy then has one shape whatever `s` is (the state, a
 * sample, a copy), and greedy's lookahead, which copies every state it plays an ability out
 * on, copies it at one speed.
 */
export function clone(s: SdpState): SdpState {
  const c = share(s);
  const queue: Task[] = [];
  for (let i = 0; i < s.queue.length; i++) queue.push(cloneTask(s.queue[i]));
  const fpPlay: SdpState['fpPlay'] = [];
  for (const x of s.fpPlay) fpPlay.push({ card: x.card, by: x.by, claimedBy: x.claimedBy.slice() });
  c.rng = s.rng.slice();
  c.platter = s.platter.slice();
  c.hands = copies(s.hands);
  c.box = s.box.slice();
  c.gone = s.gone.slice();
  c.rows = copies(s.rows);
  c.tokens = copies(s.tokens);
  c.stash = copies(s.stash);
  c.content = s.content.slice();
  c.played = s.played.slice();
  c.plateUsed = s.plateUsed.slice();
  c.platesDone = s.platesDone.slice();
  c.uses = s.uses.slice();
  c.queue = queue;
  c.winners = s.winners.slice();
  c.stats = s.stats.slice();
  c.drafting = copies(s.drafting);
  c.picks = s.picks.slice();
  c.seen = copies(s.seen);
  c.fpHands = copies(s.fpHands);
  c.fpKeep = s.fpKeep.slice();
  c.fpBox = s.fpBox.slice();
  c.fpPlay = fpPlay;
  c.brought = s.brought.slice();
  return c;
}

/**
 * A state sharing every array of `s` (for a reader that changes nothing, or that replaces
 * what it changes). Written out in the order setup makes the fields (rules.ts), not spread:
 * it then has the shape of the states the rules and greedy read (a spread gave another).
 */
export function share(s: SdpState): SdpState {
  return {
    rng: s.rng,
    tables: s.tables,
    seats: s.seats,
    mode: s.mode,
    tieBreak: s.tieBreak,
    course: s.course,
    platter: s.platter,
    courseOver: s.courseOver,
    emptiedBy: s.emptiedBy,
    hands: s.hands,
    box: s.box,
    gone: s.gone,
    rows: s.rows,
    tokens: s.tokens,
    stash: s.stash,
    content: s.content,
    played: s.played,
    plateUsed: s.plateUsed,
    abilities: s.abilities,
    platesDone: s.platesDone,
    courseEnding: s.courseEnding,
    uses: s.uses,
    turnSeat: s.turnSeat,
    turns: s.turns,
    phase: s.phase,
    seated: s.seated,
    sentHome: s.sentHome,
    finalSeat: s.finalSeat,
    finalLeft: s.finalLeft,
    queue: s.queue,
    winners: s.winners,
    stats: s.stats,
    drafting: s.drafting,
    picks: s.picks,
    seen: s.seen,
    fpHands: s.fpHands,
    fpKeep: s.fpKeep,
    fpBox: s.fpBox,
    fpPlay: s.fpPlay,
    heldBy: s.heldBy,
    brought: s.brought,
  };
}

/** Makes `dst` a copy of `src` in place (the same length then the same numbers), keeping its element kind. */
function copyList<T>(dst: T[], src: readonly T[]): void {
  if (dst.length === src.length) for (let i = 0; i < src.length; i++) dst[i] = src[i];
  else {
    dst.length = 0;
    for (let i = 0; i < src.length; i++) dst.push(src[i]);
  }
}

/** `copyList` for a list of lists. */
function copyLists(dst: number[][], src: readonly number[][]): void {
  while (dst.length > src.length) dst.pop();
  for (let i = 0; i < src.length; i++) {
    if (i < dst.length) copyList(dst[i], src[i]);
    else dst.push(src[i].slice());
  }
}

/**
 * Makes `dst` (a copy made by `clone`, no longer wanted) what `clone(src)` would be, reusing
 * its arrays: a copy for greedy's lookahead, which copies the state for every ability it plays
 * out and drops the copy at once, without allocating one. `dst` must share no array with a
 * state still in use (only `clone`'s and `cloneInto`'s copies, never a state or a sample), and
 * be a state the rules made (a lookahead that failed half way drops its copy).
 */
export function cloneInto(dst: SdpState, src: SdpState): SdpState {
  // a guest not seated has every appetite empty, in any state the rules made (tokens go to
  // seated guests only, and going home empties a guest): of the same tables, only the guests
  // seated in either state are copied (before dst's rows are)
  if (dst.tables !== src.tables || dst.tokens.length !== src.tokens.length) copyLists(dst.tokens, src.tokens);
  else {
    for (const row of dst.rows) for (let i = 0; i < row.length; i++) copyList(dst.tokens[row[i]], src.tokens[row[i]]);
    for (const row of src.rows) for (let i = 0; i < row.length; i++) copyList(dst.tokens[row[i]], src.tokens[row[i]]);
  }
  copyList(dst.rng, src.rng);
  dst.tables = src.tables;
  dst.seats = src.seats;
  dst.mode = src.mode;
  dst.tieBreak = src.tieBreak;
  dst.course = src.course;
  copyList(dst.platter, src.platter);
  dst.courseOver = src.courseOver;
  dst.emptiedBy = src.emptiedBy;
  copyLists(dst.hands, src.hands);
  copyList(dst.box, src.box);
  copyList(dst.gone, src.gone);
  copyLists(dst.rows, src.rows);
  copyLists(dst.stash, src.stash);
  copyList(dst.content, src.content);
  copyList(dst.played, src.played);
  copyList(dst.plateUsed, src.plateUsed);
  dst.abilities = src.abilities;
  copyList(dst.platesDone, src.platesDone);
  dst.courseEnding = src.courseEnding;
  copyList(dst.uses, src.uses);
  dst.turnSeat = src.turnSeat;
  dst.turns = src.turns;
  dst.phase = src.phase;
  dst.seated = src.seated;
  dst.sentHome = src.sentHome;
  dst.finalSeat = src.finalSeat;
  dst.finalLeft = src.finalLeft;
  dst.queue.length = 0;
  for (let i = 0; i < src.queue.length; i++) dst.queue.push(cloneTask(src.queue[i]));
  copyList(dst.winners, src.winners);
  copyList(dst.stats, src.stats);
  copyLists(dst.drafting, src.drafting);
  copyList(dst.picks, src.picks);
  copyLists(dst.seen, src.seen);
  copyLists(dst.fpHands, src.fpHands);
  copyList(dst.fpKeep, src.fpKeep);
  copyList(dst.fpBox, src.fpBox);
  dst.fpPlay.length = 0;
  for (const x of src.fpPlay) dst.fpPlay.push({ card: x.card, by: x.by, claimedBy: x.claimedBy.slice() });
  dst.heldBy = src.heldBy;
  copyList(dst.brought, src.brought);
  return dst;
}

function cloneTask(x: Task): Task {
  // every task has every field (`blankTask`): the copies keep the one shape
  if (x.k === 'ability') return { ...x, list: x.list.slice(), near: x.near?.slice() };
  return x.k === 'offer' && x.near ? { ...x, near: x.near.slice() } : { ...x };
}

/** Every guest card (and faux pas card, when dealt) in exactly one place. */
export function zones(s: SdpState): Record<string, readonly number[]> {
  const z: Record<string, readonly number[]> = { box: s.box, gone: s.gone, fauxPasBox: s.fpBox, fauxPas: s.fpPlay.map((x) => x.card) };
  for (let seat = 0; seat < s.seats; seat++) {
    z[`hand${seat + 1}`] = s.hands[seat];
    z[`row${seat + 1}`] = s.rows[seat];
    z[`drafting${seat + 1}`] = s.drafting[seat];
    z[`pick${seat + 1}`] = s.picks[seat] >= 0 ? [s.picks[seat]] : [];
    z[`fauxPasHand${seat + 1}`] = s.fpHands[seat];
  }
  return z;
}

/** The seat whose row holds `guest`, or -1. */
export function ownerOf(s: SdpState, guest: number): number {
  // loops, not `includes`: rows hold three guests at most, and this runs for nearly every token
  for (let seat = 0; seat < s.seats; seat++) {
    const row = s.rows[seat];
    for (let i = 0; i < row.length; i++) if (row[i] === guest) return seat;
  }
  return -1;
}
