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
import { draftView, drafter, resampleGuests } from './draft.js';
import { fauxPasView, keeper, resampleFauxPas } from './faux-pas.js';
import { moveText } from './notation.js';
import { emptyKinds, matches } from './table.js';
import { abilityPending, usablePlates } from './runner.js';
import { Phase, clone, type SdpState } from './state.js';

const perKind = (counts: readonly number[]): Record<string, number> =>
  Object.fromEntries(KINDS.map((k, i) => [k, counts[i]]));

/** The phase's name: a decision waiting in the queue, else the step of the turn. */
export function phaseName(s: SdpState): string {
  const head = s.queue[0];
  if (head) return head.k === 'receive' ? 'place' : head.k === 'offer' ? 'use' : head.k;
  return ['action', 'play', 'action', 'final', 'over', 'plates', 'draft', 'keep'][s.phase];
}

/** Who must choose what, when it is more than the turn's action (null otherwise). Seats from 1. */
export function pending(s: SdpState): Record<string, unknown> | null {
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
export function view(s: SdpState, seat: number): Record<string, unknown> {
  const t = s.tables;
  const v: Record<string, unknown> = {
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
  const r = clone(s);
  resampleGuests(r, seat, rng);
  resampleFauxPas(r, seat, rng);
  r.rng = seedRng(nextSeed(rng));
  return r;
}

