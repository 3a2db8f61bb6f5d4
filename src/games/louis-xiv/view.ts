/**
 * Louis XIV's royal dinner: what every seat sees (all of it but the piles' order), the
 * hidden part resampled for searching players, and the simulator's counters.
 * The view is the `state` of `replay --json` (docs/records.md): keep its shape exactly.
 */
import { nextInt, nextSeed, shuffleInPlace, skipShuffle, type RngState } from '../../engine/rng.js';
import { CELLS, cardText, ratingOf } from './data.js';
import { Phase, PHASE_NAMES, clone, freshRng, noblesOf, type LouisState } from './state.js';

/** One noble of one seat, as the view lists it. */
export interface LouisNobleView {
  /** "n1" to "n6". */
  noble: string;
  /** Food cards under it, in the order placed. */
  cards: string[];
  scored: boolean;
  points: number;
}

/** What every seat sees (all of it but the piles' order): the `state` of `replay --json`. */
export interface LouisView {
  side: 'unmasked' | 'masked';
  /** Cell ("a1") to its card, or null when empty. */
  tray: Record<string, string | null>;
  /** Cards taken this turn and not yet placed. */
  toPlace: string[];
  /** Per seat, in seat order: its six nobles. */
  nobles: LouisNobleView[][];
  /** Per seat: whether its imposter was used. */
  imposterUsed: boolean[];
  /** Cards in the draw pile, END included while it is there. */
  deck: number;
  /** The face-up discard pile, oldest first. */
  discard: string[];
  /** Times the end-of-party card was drawn. */
  endOfParty: number;
  turn: number;
  phase: 'take' | 'place' | 'dispose' | 'over';
  /** Solo only: the A.I.'s last card, the cards left, the rating. */
  soloCard?: string | null;
  soloLeft?: number;
  rating?: string | null;
}

/** The public view (the same for every seat: only the piles' order is hidden). */
export function view(s: LouisState): LouisView {
  const t = s.tables;
  const tray: Record<string, string | null> = {};
  CELLS.forEach((name, i) => (tray[name] = s.tray[i] < 0 ? null : cardText(t, s.tray[i])));
  const v: LouisView = {
    side: s.side ? 'masked' : 'unmasked',
    tray,
    toPlace: s.toPlace.map((c) => cardText(t, c)),
    nobles: s.nobles.map((seat, x) =>
      seat.map((cards, i) => ({
        noble: `n${i + 1}`,
        cards: cards.map((c) => cardText(t, c)),
        scored: s.scored[x][i] === 1,
        points: noblesOf(s, x)[i].points,
      })),
    ),
    imposterUsed: s.imposterUsed.map((u) => u === 1),
    deck: s.deck.length,
    discard: s.discard.map((c) => cardText(t, c)),
    endOfParty: s.endOfParty,
    turn: s.turns,
    phase: PHASE_NAMES[s.phase],
  };
  if (s.seats === 1) {
    v.soloCard = s.soloUsed.length ? cardText(t, s.soloUsed[s.soloUsed.length - 1]) : null;
    v.soloLeft = s.soloDeck.length;
    v.rating = s.phase === Phase.Over ? ratingOf(t, s.points[0]) : null;
  }
  return v;
}

/**
 * The piles' order drawn again: food cards reshuffled, the end-of-party card put back at a
 * random place where it may be (its deck, less the cards drawn since), the solo deck
 * reshuffled. Hidden cards are sorted first, so the sample depends only on the view.
 */
export function resample(s: LouisState, rng: RngState): LouisState {
  const r = clone(s);
  const hasEnd = r.deck.includes(r.tables.end);
  const food = r.deck.filter((c) => c !== r.tables.end).sort((a, b) => a - b);
  shuffleInPlace(rng, food);
  if (hasEnd) {
    const hi = Math.min(r.endHi, food.length + 1);
    const lo = Math.min(r.endLo, hi - 1);
    food.splice(lo + nextInt(rng, hi - lo), 0, r.tables.end);
  }
  r.deck = food;
  r.soloDeck.sort((a, b) => a - b);
  shuffleInPlace(rng, r.soloDeck);
  r.rng = freshRng(rng);
  return r;
}

/**
 * What `resample` draws from `rng`, drawn without building the sample (`Game.skipResample`):
 * the food shuffled, END's place, the A.I.'s deck shuffled, a seed. The greedy player reads
 * the piles only as the set of live cards (needs.ts answers for a set, in any order), which a
 * resample keeps; the copy was a sixth of a greedy game's time.
 */
export function skipResample(s: LouisState, _seat: number, rng: RngState): void {
  const hasEnd = s.deck.includes(s.tables.end);
  const food = hasEnd ? s.deck.length - 1 : s.deck.length;
  skipShuffle(rng, food);
  if (hasEnd) {
    const hi = Math.min(s.endHi, food + 1);
    const lo = Math.min(s.endLo, hi - 1);
    nextInt(rng, hi - lo);
  }
  skipShuffle(rng, s.soloDeck.length);
  nextSeed(rng);
}



/** What a designer of the game asks: nobles scored and when, disposals, imposter use. */
export function counters(s: LouisState): Record<string, number> {
  const c: Record<string, number> = {
    'forced disposals': s.stats.forced,
    'voluntary disposals': s.stats.voluntary,
    'imposters used': s.stats.imposter / s.seats,
    'end of party drawn': s.endOfParty,
    'six nobles': s.scored.some((x) => x.every((y) => y === 1)) ? 1 : 0,
  };
  for (let i = 0; i < 6; i++) {
    let scored = 0;
    let rounds = 0;
    for (let x = 0; x < s.seats; x++) {
      const r = s.stats.scoredRound[x][i];
      if (r) {
        scored++;
        rounds += r;
      }
    }
    c[`scored n${i + 1}`] = scored / s.seats;
    // reported only when scored, so the mean counts games without it as 0: divide by "games with any"
    if (scored) c[`round n${i + 1}`] = rounds / scored;
  }
  return c;
}

