/**
 * Surrealist Dinner Party: what each seat sees (the `replay --json` state of rulings.md),
 * and the hidden part resampled for the searching players.
 *
 * Public: the table (every row, every token), the Platter, the course, every Stash, how
 * many guests each seat holds, the faux pas in play. Hidden: the guests in each hand but the
 * seat's own, the box and its order; before play, the other seats' draft hands and picks
 * (draft.ts) and their faux pas cards and choices (faux-pas.ts).
 */
import { nextSeed, seedRng, type RngState } from '../../engine/rng.js';
import { KINDS } from './abilities.js';
import { kindName } from './data.js';
import { draftView, drafter, resampleGuests, skipGuests, type SdpDraftView } from './draft.js';
import { fauxPasView, keeper, resampleFauxPas, skipFauxPas, type SdpFauxPasView } from './faux-pas.js';
import { planReadsHidden } from './greedy.js';
import { moveText } from './notation.js';
import { emptyKinds, matches } from './table.js';
import { abilityPending, usablePlates } from './runner.js';
import { Phase, clone, share, type SdpState } from './state.js';

const perKind = (counts: readonly number[]): Record<string, number> =>
  Object.fromEntries(KINDS.map((k, i) => [k, counts[i]]));

/** One appetite of a seated guest: its kind (F W D C R, `*` wild), the token on it, whether it matches. */
export interface SdpSlot {
  kind: string;
  token: string | null;
  matches: boolean;
}

/** A seated guest: its code and appetites in card order. */
export interface SdpSeatedGuest {
  guest: string;
  appetites: SdpSlot[];
}

/**
 * Who must choose what, when it is more than the turn's action (seats from 1): `choice` says
 * what (place, bonus, use, plates, play, home, draft, keep, pick, seat, take, target), and the
 * fields that choice needs.
 */
export interface SdpPending {
  seat: number;
  choice: string;
  guest?: string;
  token?: string;
  /** place: the kinds of the guest's empty appetites. */
  appetites?: string[];
  /** bonus: tokens to stash. */
  count?: number;
  /** plates: plate guests used this course. */
  used?: string[];
  /** The moves open, when they may be shown to everyone. */
  moves?: string[];
  /** play: the guests seated and sent home this action. */
  seated?: string | null;
  sentHome?: string | null;
  /** use: the ability's timing (plate, door, trigger). */
  timing?: string;
  /** An ability's choice: the effect under way, and the guest a picked kind is for. */
  effect?: string;
  for?: string;
}

/**
 * What a seat sees (seats from 1): the `state` of `replay --json` (mode, course, platter, the
 * table per seat, stashes, hand counts, plates used, faux pas, phase, pending, the draft), plus
 * the seat's own hand.
 */
export interface SdpView extends SdpFauxPasView, SdpDraftView {
  mode: string;
  course: string;
  courseNumber: number;
  /** Kind to count. */
  platter: Record<string, number>;
  /** Per seat, in seat order: its guests left to right. */
  table: SdpSeatedGuest[][];
  /** Per seat: kind to count. */
  stash: Record<string, number>[];
  /** Guests each seat holds. */
  hands: number[];
  /** Per seat, this course. */
  plateUsed: boolean[];
  phase: string;
  pending: SdpPending | null;
  /** The seat's own guests (absent in a spectator's view). */
  hand?: string[];
}

/** The phase's name: a decision waiting in the queue, else the step of the turn. */
export function phaseName(s: SdpState): string {
  const head = s.queue[0];
  if (head) return head.k === 'receive' ? 'place' : head.k === 'offer' ? 'use' : head.k;
  return ['action', 'play', 'action', 'final', 'over', 'plates', 'draft', 'keep'][s.phase];
}

/** Who must choose what, when it is more than the turn's action (null otherwise). Seats from 1. */
export function pending(s: SdpState): SdpPending | null {
  const c = s.tables.codes;
  const head = s.queue[0];
  if (head?.k === 'receive') {
    return {
      seat: head.seat + 1,
      choice: 'place',
      guest: c[head.guest],
      token: KINDS[head.token],
      appetites: emptyKinds(s, head.guest).map(kindName),
    };
  }
  if (head?.k === 'bonus') return { seat: head.seat + 1, choice: 'bonus', guest: c[head.guest], count: head.count };
  if (head) return abilityPending(s, (m) => moveText(s, head.seat, m));
  if (s.phase === Phase.Plates) {
    return {
      seat: s.turnSeat + 1,
      choice: 'plates',
      used: s.platesDone.map((g) => c[g]),
      moves: [...usablePlates(s, s.turnSeat).map((g) => `use ${c[g]}`), 'end'],
    };
  }
  if (s.phase === Phase.Play) {
    return {
      seat: s.turnSeat + 1,
      choice: 'play',
      seated: s.seated >= 0 ? c[s.seated] : null,
      sentHome: s.sentHome >= 0 ? c[s.sentHome] : null,
    };
  }
  if (s.phase === Phase.Final) return { seat: s.finalSeat + 1, choice: 'home' };
  if (s.phase === Phase.Draft) return { seat: drafter(s) + 1, choice: 'draft' };
  if (s.phase === Phase.Keep) return { seat: keeper(s) + 1, choice: 'keep' };
  return null;
}

/** What `seat` sees (-1: what everyone sees). Seats in the view count from 1. */
export function view(s: SdpState, seat: number): SdpView {
  const t = s.tables;
  const v: SdpView = {
    mode: s.mode,
    course: t.courses[s.course],
    courseNumber: s.course + 1,
    platter: perKind(s.platter),
    table: s.rows.map((row) =>
      row.map((g) => ({
        guest: t.codes[g],
        appetites: t.appetites[g].map((kind, i) => {
          const tok = s.tokens[g][i];
          return { kind: kindName(kind), token: tok < 0 ? null : KINDS[tok], matches: tok >= 0 && matches(s, g, kind, tok) };
        }),
      })),
    ),
    stash: s.stash.map(perKind),
    hands: s.hands.map((h) => h.length),
    plateUsed: s.plateUsed.slice(),
    ...fauxPasView(s, seat),
    phase: phaseName(s),
    pending: pending(s),
    ...draftView(s, seat),
  };
  if (seat >= 0) v.hand = s.hands[seat].map((g) => t.codes[g]);
  return v;
}

/**
 * A state `seat` cannot tell from `s`: the guests it cannot see (other hands, draft hands and
 * picks, the box) and the faux pas it cannot see (other seats' dealt cards and choices, the
 * box) dealt again, each place keeping its size (sorted first, so the sample depends only
 * on what the seat saw); a fresh generator from `rng`.
 */
export function resample(s: SdpState, seat: number, rng: RngState): SdpState {
  return redeal(clone(s), seat, rng);
}

function redeal(r: SdpState, seat: number, rng: RngState): SdpState {
  resampleGuests(r, seat, rng);
  resampleFauxPas(r, seat, rng);
  r.rng = seedRng(nextSeed(rng));
  return r;
}

/**
 * What the greedy player plans on (`Game.sharedResample`), with the same draws from `rng` as
 * `resample`: the state itself when greedy's choice now reads nothing a sample deals again
 * (`planReadsHidden`: most decisions; a resample was a tenth of a greedy game's time), else the
 * sample `resample` draws, sharing every array it leaves as it was with `s` (only the lists
 * whose places it deals again are copied). Greedy reads it only, and copies it before playing
 * a move on it.
 */
export function sharedResample(s: SdpState, seat: number, rng: RngState): SdpState {
  if (!planReadsHidden(s, seat)) {
    skipGuests(s, seat, rng);
    skipFauxPas(s, seat, rng);
    nextSeed(rng);
    return s;
  }
  const r = share(s);
  r.hands = s.hands.slice();
  r.drafting = s.drafting.slice();
  r.picks = s.picks.slice();
  r.seen = s.seen.slice();
  r.fpHands = s.fpHands.slice();
  r.fpKeep = s.fpKeep.slice();
  return redeal(r, seat, rng);
}
