/**
 * The Feast: what each seat sees, where every card is, and resampling the hidden part.
 *
 * Public (every seat, and `replay --json`): the hand and round, the topic, how many cards
 * each seat and dummy holds, the dummies' face-up ploys, who has chosen (not what), the
 * revealed ploys once all are in, the captures, the score sheet, the last round.
 * Hidden: the draw pile's order, every hand (dummies' too), face-down ploys before the
 * reveal. A seat's own view adds its hand and its committed ploy.
 */
import { nextSeed, seedRng, shuffleInPlace, skipShuffle, type RngState } from '../../engine/rng.js';
import { DECK_SIZE, RANK } from './cards.js';
import { Phase, clone, total, type FeastState, who } from './state.js';

const PHASES = ['ploys', 'take', 'over'] as const;

/** One capture: who took it ("2", or "d1" for a dummy), its rank, and the topic or a gaffe. */
export interface FeastCapture {
  who: string;
  rank: number;
  what: string;
}

/** A dummy hand, face up to everyone. */
export interface FeastDummyView {
  cards: number;
  /** Its face-up ploy this round, or null. */
  ploy: number | null;
  captured: number[];
  total: number;
}

/**
 * What a seat sees (ranks for cards, seats from 1): the `state` of `replay --json`. A seat's
 * own view adds `seat`, `yourHand` and `yourPloy`.
 */
export interface FeastView {
  phase: (typeof PHASES)[number];
  hand: number;
  handsInGame: number;
  round: number;
  rounds: number;
  /** The topic on the table, or null once taken. */
  topic: number | null;
  /** This round's topic rank, or null before the first. */
  roundTopic: number | null;
  pile: number;
  /** Cards each seat holds. */
  hands: number[];
  /** Whether each seat has chosen its ploy. */
  chosen: boolean[];
  /** The revealed ploys, or null before the reveal. */
  ploys: (number | null)[];
  dummies: FeastDummyView[];
  /** The seat that takes a capture now, or null. */
  chooser: number | null;
  taken: FeastCapture[];
  /** Seat ("1") to the ranks it captured, and to their total. */
  captured: Record<string, number[]>;
  totals: Record<string, number>;
  handScores: number[][];
  lastRound: { topic: number; ploys: number[]; captures: FeastCapture[] } | null;
  discard: number;
  seat?: number;
  yourHand?: number[];
  yourPloy?: number | null;
}

/** Captures as `{ who, rank, what }` for the view. */
function captures(s: FeastState, taken: readonly number[]): FeastCapture[] {
  const out: FeastCapture[] = [];
  for (let i = 0; i < taken.length; i += 3) {
    out.push({ who: who(s, taken[i]), rank: taken[i + 1], what: taken[i + 2] ? 'topic' : 'gaffe' });
  }
  return out;
}


/** Whether the card a position played this round is face down to `seat`. */
function faceDown(s: FeastState, pos: number, seat: number): boolean {
  return s.phase === Phase.Ploys && pos < s.seats && pos !== seat;
}

/**
 * What `seat` cannot see, counted by rank into `out` (index = rank): the pile, every other
 * hand, dummies included, and the other players' face-down ploys. Returns how many cards.
 * The dummies' face-up ploys are not in it.
 */
export function countUnseen(s: FeastState, seat: number, out: { [rank: number]: number; fill(v: number): unknown }): number {
  out.fill(0);
  for (const c of s.pile) out[RANK[c]]++;
  let size = s.pile.length;
  for (let p = 0; p < s.table; p++) {
    if (p === seat) continue;
    const hand = s.held[p];
    for (let i = 0; i < hand.length; i++) out[RANK[hand[i]]]++;
    size += hand.length;
  }
  for (let p = 0; p < s.seats; p++) {
    if (p !== seat && s.ploys[p] >= 0) {
      out[RANK[s.ploys[p]]]++;
      size++;
    }
  }
  return size;
}

export function view(s: FeastState, seat: number): FeastView {
  const captured: Record<string, number[]> = {};
  const totals: Record<string, number> = {};
  for (let p = 0; p < s.seats; p++) {
    captured[String(p + 1)] = s.captured[p].slice();
    totals[String(p + 1)] = total(s, p);
  }
  const dummies: FeastDummyView[] = [];
  for (let d = s.seats; d < s.table; d++) {
    dummies.push({
      cards: s.held[d].length,
      ploy: s.ploys[d] >= 0 ? RANK[s.ploys[d]] : null,
      captured: s.captured[d].slice(),
      total: total(s, d),
    });
  }
  const revealed = s.phase === Phase.Take;
  const out: FeastView = {
    phase: PHASES[s.phase],
    hand: s.hand,
    handsInGame: s.hands,
    round: s.round,
    rounds: s.handSize,
    topic: s.topic >= 0 ? RANK[s.topic] : null,
    roundTopic: s.topicRank || null,
    pile: s.pile.length,
    hands: s.held.slice(0, s.seats).map((h) => h.length),
    chosen: s.ploys.slice(0, s.seats).map((c) => s.phase !== Phase.Over && c >= 0),
    ploys: revealed ? s.shown.slice(0, s.seats) : s.ploys.slice(0, s.seats).map(() => null),
    dummies,
    chooser: s.phase === Phase.Take ? s.chooser + 1 : null,
    taken: captures(s, s.taken),
    captured,
    totals,
    handScores: s.handScores.map((h) => h.slice()),
    lastRound: s.lastTopic
      ? { topic: s.lastTopic, ploys: s.lastPloys.slice(), captures: captures(s, s.lastTaken) }
      : null,
    discard: s.discard.length,
  };
  if (seat >= 0 && seat < s.seats) {
    out.seat = seat + 1;
    out.yourHand = s.held[seat].map((c) => RANK[c]).sort((a, b) => a - b);
    out.yourPloy = s.phase === Phase.Ploys && s.ploys[seat] >= 0 ? RANK[s.ploys[seat]] : null;
  }
  return out;
}


/** Whether position p's ploy is a card `seat` cannot see. */
const hiddenPloy = (s: FeastState, p: number, seat: number): boolean => s.ploys[p] >= 0 && faceDown(s, p, seat);

/**
 * What `resample` draws from `rng`, drawn without building the sample (`Game.skipResample`):
 * a shuffle of the hidden cards and a seed. The greedy
 * player reads only the seat's hand, the table and `countUnseen`, which a resample keeps.
 */
export function skipResample(s: FeastState, seat: number, rng: RngState): void {
  let hidden = s.pile.length;
  for (let p = 0; p < s.table; p++) if (p !== seat) hidden += s.held[p].length;
  for (let p = 0; p < s.seats; p++) if (hiddenPloy(s, p, seat)) hidden++;
  skipShuffle(rng, hidden);
  nextSeed(rng);
}

/** The hidden cards by code, counted (`resample`). */
const inPool = new Uint8Array(DECK_SIZE);
const pool: number[] = [];

/**
 * Pools every card `seat` cannot see (the pile, every other hand, dummies' included, and
 * the other seats' face-down ploys), shuffles them with `rng` and deals them back into the
 * same places in the same numbers. The new state gets a fresh generator drawn from `rng`.
 */
export function resample(state: FeastState, seat: number, rng: RngState): FeastState {
  const s = clone(state);
  const hidden = (p: number): boolean => hiddenPloy(s, p, seat);
  // sorted first: states the seat cannot tell apart resample alike from one generator. The
  // cards are codes below DECK_SIZE, so they are sorted by counting them (this runs before
  // every greedy decision; a comparison sort was most of its time)
  inPool.fill(0);
  for (const c of s.pile) inPool[c]++;
  for (let p = 0; p < s.table; p++) if (p !== seat) for (const c of s.held[p]) inPool[c]++;
  for (let p = 0; p < s.seats; p++) if (hidden(p)) inPool[s.ploys[p]]++;
  pool.length = 0;
  for (let c = 0; c < DECK_SIZE; c++) for (let k = inPool[c]; k > 0; k--) pool.push(c);
  shuffleInPlace(rng, pool);
  let k = 0;
  for (let i = 0; i < s.pile.length; i++) s.pile[i] = pool[k++];
  for (let p = 0; p < s.table; p++) {
    if (p === seat) continue;
    const hand = s.held[p];
    for (let i = 0; i < hand.length; i++) hand[i] = pool[k++];
  }
  for (let p = 0; p < s.seats; p++) if (hidden(p)) s.ploys[p] = pool[k++];
  s.rng = seedRng(nextSeed(rng));
  return s;
}

