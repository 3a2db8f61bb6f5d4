/**
 * Surrealist Dinner Party: the faux pas cards (option fauxPas, and mode advanced).
 *
 * Two cards are dealt to each seat; each seat keeps one or both face up beside the Platter.
 * The rulebook has everyone choose at once and reveal together; this engine asks one seat
 * at a time (`keep glutton bottle`), so a choice stays out of every other seat's view (and
 * out of a computer player's sample) until the last seat has chosen. Race cards go to the
 * first seat whose Stash reaches their count, whenever that happens; majority cards are
 * settled once, at the end, shared on ties.
 */
import { plural } from '../../engine/words.js';
import { nextInt, shuffleInPlace, skipShuffle, type RngState } from '../../engine/rng.js';
import type { GameEvent, Options } from '../../engine/types.js';
import { KINDS } from './abilities.js';
import { Move, Phase, encode, type SdpState } from './state.js';

type Events = GameEvent[] | undefined;

/** Whether the options deal faux pas cards: `fauxPas` when set (even to false), else the mode. */
export const fauxPasOn = (options: Options): boolean => (options.fauxPas === undefined ? options.mode === 'advanced' : options.fauxPas === true);

/** Cards each seat is dealt. */
export const FP_DEALT = 2;

/** A ruleset that cannot deal two cards to each seat, one line naming the field; else empty. */
export function fauxPasProblems(options: Options, seats: number, cards: number): string[] {
  if (!fauxPasOn(options) || cards >= FP_DEALT * seats) return [];
  return [`data.fauxPas: ${seats} players need ${FP_DEALT * seats} faux pas cards, the file has ${cards}`];
}

/**
 * Deals two cards to each seat, one at a time, seat 1 first, from `stacked` (a record's deck,
 * in its order) or a shuffle; the rest go to the box. The keep waits until the draft is over.
 */
export function dealFauxPas(s: SdpState, stacked?: number[]): void {
  const t = s.tables;
  const cards = stacked ?? shuffleInPlace(s.rng, Array.from({ length: t.fauxPas }, (_, i) => t.guests + i));
  let next = 0;
  for (let k = 0; k < FP_DEALT; k++) for (let seat = 0; seat < s.seats; seat++) s.fpHands[seat].push(cards[next++]);
  s.fpBox = cards.slice(next);
  s.phase = Phase.Keep;
}

/** The seat that chooses its faux pas next (the lowest still to choose), or -1. */
export const keeper = (s: SdpState): number => s.fpKeep.findIndex((m) => m === 0);

/** `keep p`, `keep q`, `keep p q` for the seat's two dealt cards. */
export function keepMoves(s: SdpState, seat: number, out: number[], n: number): number {
  const [p, q] = s.fpHands[seat];
  out[n++] = encode(Move.Keep, p);
  if (q !== undefined) {
    out[n++] = encode(Move.Keep, q);
    out[n++] = encode(Move.Keep, p, q);
  }
  return n;
}

/** The cards a KEEP move names, as a mask over the seat's dealt cards. */
function maskOf(s: SdpState, seat: number, a: number, b: number): number {
  const hand = s.fpHands[seat];
  let mask = 0;
  for (const c of b ? [a, b] : [a]) mask |= 1 << hand.indexOf(c);
  return mask;
}

/**
 * Seat `seat` keeps cards `a` (and `b`, when not 0). Once every seat has chosen, the kept
 * cards go face up in seat order and the rest to the box; play begins.
 */
export function applyKeep(s: SdpState, seat: number, a: number, b: number, ev: Events): void {
  s.fpKeep[seat] = maskOf(s, seat, a, b);
  const names = (b ? [a, b] : [a]).map((c) => s.tables.names[c]).join(' and ');
  ev?.push({ text: `Seat ${seat + 1} keeps ${names}`, to: [seat], kind: 'fauxPas' });
  ev?.push({ text: `Seat ${seat + 1} has chosen its faux pas`, kind: 'fauxPas' });
  if (keeper(s) >= 0) return;
  for (let x = 0; x < s.seats; x++) {
    s.fpHands[x].forEach((c, i) => {
      if (s.fpKeep[x] & (1 << i)) s.fpPlay.push({ card: c, by: x, claimedBy: [] });
      else s.fpBox.push(c);
    });
    s.fpHands[x] = [];
  }
  const shown = s.fpPlay.map((x) => `${s.tables.names[x.card]} (Seat ${x.by + 1})`).join(', ');
  ev?.push({ text: `Faux pas in play: ${shown}`, kind: 'fauxPas', reveals: true });
  s.phase = Phase.Action;
}

/**
 * Claims every race card in play that nobody holds and that `seat`'s Stash now reaches. Call
 * after each token enters a Stash: tokens arrive one at a time, so the first seat to reach
 * the count is the one whose token did it.
 */
export function claimRaces(s: SdpState, seat: number, ev: Events): void {
  const t = s.tables;
  for (const x of s.fpPlay) {
    const i = x.card - t.guests;
    if (!t.fpRace[i] || x.claimedBy.length || s.stash[seat][t.fpToken[i]] < t.fpCount[i]) continue;
    x.claimedBy.push(seat);
    ev?.push({ text: `Seat ${seat + 1} claims ${t.names[x.card]} (${t.fpCount[i]} ${KINDS[t.fpToken[i]]} stashed): ${plural(t.fpPoints[i], 'point')}`, kind: 'fauxPas' });
  }
}

/** At the end: each majority card goes to every seat with the most of its token, if that most is at least one. */
export function claimMajorities(s: SdpState, ev: Events): void {
  const t = s.tables;
  for (const x of s.fpPlay) {
    const i = x.card - t.guests;
    if (t.fpRace[i]) continue;
    const counts = s.stash.map((st) => st[t.fpToken[i]]);
    const most = Math.max(...counts);
    if (most < 1) continue;
    x.claimedBy = counts.flatMap((c, seat) => (c === most ? [seat] : []));
    const list = x.claimedBy.map((seat) => `Seat ${seat + 1}`).join(', ');
    const each = x.claimedBy.length > 1 ? ' each' : '';
    ev?.push({ text: `${t.names[x.card]} goes to ${list} (${most} ${KINDS[t.fpToken[i]]}): ${plural(t.fpPoints[i], 'point')}${each}`, kind: 'fauxPas' });
  }
}

/** Each seat's faux pas points so far (race cards claimed; majority cards once the game is over). */
export function fauxPasPoints(s: SdpState): number[] {
  const out = new Array<number>(s.seats).fill(0);
  for (const x of s.fpPlay) for (const seat of x.claimedBy) out[seat] += s.tables.fpPoints[x.card - s.tables.guests];
  return out;
}

/**
 * Redraws what `seat` cannot see of the faux pas: the other seats' dealt cards and the box
 * (pooled, sorted, shuffled, dealt back in the same sizes), and the other seats' choices made
 * so far (a fresh mask, so a sample does not tell how many cards they kept).
 */
export function resampleFauxPas(r: SdpState, seat: number, rng: RngState): void {
  const pool = r.fpBox.slice();
  for (let x = 0; x < r.seats; x++) if (x !== seat) pool.push(...r.fpHands[x]);
  if (!pool.length) return;
  pool.sort((a, b) => a - b);
  shuffleInPlace(rng, pool);
  let next = 0;
  for (let x = 0; x < r.seats; x++) {
    if (x === seat) continue;
    const size = r.fpHands[x].length;
    r.fpHands[x] = pool.slice(next, next + size);
    next += size;
    if (r.fpKeep[x] && size) r.fpKeep[x] = size === 1 ? 1 : 1 + nextInt(rng, 3);
  }
  r.fpBox = pool.slice(next);
}

/** Draws from `rng` exactly what `resampleFauxPas` would for `seat`, without dealing anything. */
export function skipFauxPas(r: SdpState, seat: number, rng: RngState): void {
  let pool = r.fpBox.length;
  for (let x = 0; x < r.seats; x++) if (x !== seat) pool += r.fpHands[x].length;
  if (!pool) return;
  skipShuffle(rng, pool);
  for (let x = 0; x < r.seats; x++) if (x !== seat && r.fpKeep[x] && r.fpHands[x].length > 1) nextInt(rng, 3);
}

/** A faux pas card in play: its code, the seats (from 1) that claimed it, who kept it. */
export interface SdpFauxPasCard {
  card: string;
  claimedBy: number[];
  by: number;
}

/** The faux pas' part of the view (see `fauxPasView`). */
export interface SdpFauxPasView {
  fauxPas: SdpFauxPasCard[];
  /** The keep, while it lasts: who has chosen, the seat's two dealt cards, its choice (null: not yet). */
  fauxPasChosen?: boolean[];
  fauxPasHand?: string[];
  fauxPasKept?: string[] | null;
}

/** What `seat` sees of the faux pas (-1: what everyone sees), for the view. */
export function fauxPasView(s: SdpState, seat: number): SdpFauxPasView {
  const c = s.tables.codes;
  const v: SdpFauxPasView = {
    fauxPas: s.fpPlay.map((x) => ({ card: c[x.card], claimedBy: x.claimedBy.map((y) => y + 1), by: x.by + 1 })),
  };
  if (s.phase !== Phase.Keep && s.phase !== Phase.Draft) return v;
  if (!s.fpHands.some((h) => h.length)) return v;
  v.fauxPasChosen = s.fpKeep.map((m) => m !== 0);
  if (seat >= 0) {
    const hand = s.fpHands[seat];
    v.fauxPasHand = hand.map((x) => c[x]);
    v.fauxPasKept = s.fpKeep[seat] ? hand.filter((_, i) => s.fpKeep[seat] & (1 << i)).map((x) => c[x]) : null;
  }
  return v;
}
