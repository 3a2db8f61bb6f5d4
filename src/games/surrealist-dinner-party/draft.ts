/**
 * Surrealist Dinner Party: the draft of guests before play (option draft, and mode advanced).
 *
 * The six guests dealt to a seat become the hand it drafts from. Each round every seat keeps
 * one guest face down (`draft dali`) and, once all have picked, passes the rest to its left
 * (seat 1 to seat 2, the last seat to seat 1); after six rounds each seat holds six. The
 * rulebook's players pick together; here they pick one after another, seat 1 first, and a
 * pick stays out of the other seats' views until the pass.
 */
import { shuffleInPlace, skipShuffle, type RngState } from '../../engine/rng.js';
import type { GameEvent, Options } from '../../engine/types.js';
import { Move, Phase, encode, heldBy, type SdpState } from './state.js';

type Events = GameEvent[] | undefined;

/** Whether the options draft the guests: `draft` when set (even to false), else the mode. */
export const draftOn = (options: Options): boolean => (options.draft === undefined ? options.mode === 'advanced' : options.draft === true);

/** The dealt hands become the hands to draft from; the draft comes before the faux pas keep. */
export function dealDraft(s: SdpState): void {
  s.drafting = s.hands;
  s.hands = s.hands.map(() => []);
  s.seen = s.drafting.map((h) => h.slice().sort((a, b) => a - b));
  s.phase = Phase.Draft;
}

/** The seat that picks next this round (the lowest yet to pick), or -1. */
export const drafter = (s: SdpState): number => s.picks.findIndex((p) => p < 0);

export function draftMoves(s: SdpState, seat: number, out: number[], n: number): number {
  for (const g of s.drafting[seat]) out[n++] = encode(Move.Draft, g);
  return n;
}

/**
 * Seat `seat` keeps `guest`. When every seat has picked, the picks join the hands and the
 * rest pass left; when nothing is left to pass, play begins (after the faux pas keep, if any).
 */
export function applyDraft(s: SdpState, seat: number, guest: number, ev: Events): void {
  const from = s.drafting[seat];
  from.splice(from.indexOf(guest), 1);
  s.picks[seat] = guest;
  ev?.push({ text: `Seat ${seat + 1} keeps ${s.tables.names[guest]}`, to: [seat], kind: 'draft' });
  ev?.push({ text: `Seat ${seat + 1} keeps a guest`, kind: 'draft' });
  if (drafter(s) >= 0) return;
  s.picks.forEach((g, x) => s.hands[x].push(g));
  s.picks.fill(-1);
  s.drafting = s.drafting.map((_, x) => s.drafting[(x + s.seats - 1) % s.seats]);
  s.seen = s.seen.map((seen, x) => [...seen, ...s.drafting[x].filter((g) => !seen.includes(g))].sort((a, b) => a - b));
  if (s.drafting[0].length) {
    ev?.push({ text: `Each seat passes ${s.drafting[0].length} guest${s.drafting[0].length === 1 ? '' : 's'} to its left`, kind: 'draft', reveals: true });
    return;
  }
  s.heldBy = heldBy(s.tables.guests, s.hands);
  ev?.push({ text: 'The draft is over: each seat holds six guests', kind: 'draft', reveals: true });
  s.phase = s.fpHands.some((h) => h.length) ? Phase.Keep : Phase.Action;
}

/**
 * Redeals the guests `seat` cannot see: the box, the other seats' hands, the guests they are
 * drafting from and their picks not yet passed, each place keeping its size. The seat's own
 * hand, draft hand and pick stay. A guest the seat saw in the draft and cannot see now is in
 * another seat's hands, never in the box (nothing returns a guest to the box), so those go to
 * the other seats first, with others drawn at random to fill their places. Sorted before
 * shuffling, so the sample depends only on what the seat saw; the other seats' memories of
 * the draft are forgotten in the sample (each would depend on what this seat cannot see).
 */
export function resampleGuests(r: SdpState, seat: number, rng: RngState): void {
  // the hidden guests as marks by card number (1 hidden, 2 hidden and known to the seat):
  // read in card order they come out sorted, without sorting
  const guests = r.tables.guests;
  const hidden = markHidden(r, seat);
  const mark = hiddenMark;
  for (let x = 0; x < r.seats; x++) if (x !== seat) r.seen[x] = [];
  const places = hidden - r.box.length;
  // without a draft the seat has seen no other hand: nothing known
  const known = r.seen[seat].length ? r.seen[seat].filter((g) => mark[g] === 1) : [];
  for (const g of known) mark[g] = 2;
  const rest: number[] = [];
  for (let g = 0; g < guests; g++) {
    if (mark[g] === 1) rest.push(g);
    mark[g] = 0;
  }
  shuffleInPlace(rng, rest);
  // the other seats' places: the known guests and enough others, dealt in a shuffled order
  let pool = rest;
  if (known.length) {
    pool = [...known, ...rest.slice(0, places - known.length)];
    shuffleInPlace(rng, pool);
    pool.push(...rest.slice(places - known.length));
  }
  let next = 0;
  const take = (size: number): number[] => pool.slice(next, (next += size));
  for (let x = 0; x < r.seats; x++) {
    if (x === seat) continue;
    r.hands[x] = take(r.hands[x].length);
    r.drafting[x] = take(r.drafting[x].length);
    if (r.picks[x] >= 0) r.picks[x] = take(1)[0];
  }
  r.box = pool.slice(next);
}

/** Scratch for `resampleGuests` (all zero between calls). */
let hiddenMark = new Uint8Array(0);

/** Marks the guests `seat` cannot see with 1 in `hiddenMark`: the box, the other seats' hands, draft hands and picks; their count. */
function markHidden(r: SdpState, seat: number): number {
  if (hiddenMark.length < r.tables.guests) hiddenMark = new Uint8Array(r.tables.guests);
  const mark = hiddenMark;
  let hidden = r.box.length;
  for (const g of r.box) mark[g] = 1;
  for (let x = 0; x < r.seats; x++) {
    if (x === seat) continue;
    for (const g of r.hands[x]) mark[g] = 1;
    for (const g of r.drafting[x]) mark[g] = 1;
    hidden += r.hands[x].length + r.drafting[x].length;
    if (r.picks[x] >= 0) {
      mark[r.picks[x]] = 1;
      hidden++;
    }
  }
  return hidden;
}

/**
 * Draws from `rng` exactly what `resampleGuests` would for `seat`, without dealing anything
 * (the state is left as it is): a shuffle of the hidden guests it does not know, then, when it
 * saw some of them in the draft, one of the other seats' places.
 */
export function skipGuests(s: SdpState, seat: number, rng: RngState): void {
  let hidden = s.box.length;
  let known = 0;
  if (s.seen[seat].length) {
    hidden = markHidden(s, seat);
    for (const g of s.seen[seat]) if (hiddenMark[g] === 1) known++;
    hiddenMark.fill(0, 0, s.tables.guests);
  } else for (let x = 0; x < s.seats; x++) if (x !== seat) hidden += s.hands[x].length + s.drafting[x].length + (s.picks[x] >= 0 ? 1 : 0);
  skipShuffle(rng, hidden - known);
  if (known) skipShuffle(rng, hidden - s.box.length);
}

/** The draft's part of the view (see `draftView`). */
export interface SdpDraftView {
  /** While the draft lasts: guests each seat drafts from (its pick included). */
  drafting?: number[];
  /** While the draft lasts: who has picked this round. */
  picked?: boolean[];
  /** The seat's own guests to draft from, and its pick this round (null: none yet). */
  draftHand?: string[];
  draftPick?: string | null;
  /** Every guest the seat has seen in the draft (what it remembers of the other hands). */
  draftSeen?: string[];
}

/**
 * What `seat` sees of the draft (-1: what everyone sees): while it lasts, the sizes and who
 * has picked, and the seat's own hand to pick from and pick; from the draft on, every guest
 * the seat has seen in it (what it remembers of the other hands).
 */
export function draftView(s: SdpState, seat: number): SdpDraftView {
  const v: SdpDraftView = {};
  if (s.phase === Phase.Draft) {
    v.drafting = s.drafting.map((h, x) => h.length + (s.picks[x] >= 0 ? 1 : 0));
    v.picked = s.picks.map((p) => p >= 0);
    if (seat >= 0) {
      v.draftHand = s.drafting[seat].map((g) => s.tables.codes[g]);
      v.draftPick = s.picks[seat] >= 0 ? s.tables.codes[s.picks[seat]] : null;
    }
  }
  if (seat >= 0 && s.seen[seat].length) v.draftSeen = s.seen[seat].map((g) => s.tables.codes[g]);
  return v;
}
