/**
 * Louis XIV's royal dinner: the rules (state, setup, legal moves, their effects).
 *
 * A turn: take three cards from the 3x3 tray (a row, a column, or once per game the seat's
 * imposter shape); place them one at a time under unscored nobles (a noble that can no longer
 * be completed loses its cards to the discard pile at once); score every noble met exactly;
 * dispose of any nobles' cards at will, then `done`; the tray is refilled in reading order.
 * The end-of-party card reshuffles the first time and ends the game the second time. Solo:
 * the A.I. deck discards three cells before each of nine turns.
 *
 * Moves: `row 2`, `col b`, `imposter a1 b1 a2`, `place 7B n3`, `dispose n2`, `done`.
 */
import { plural } from '../../engine/words.js';
import { nextSeed, seedRng, shuffleInPlace, type RngState } from '../../engine/rng.js';
import type { BaseState, GameEvent, SetupContext } from '../../engine/types.js';
import { CELLS, cardText, compile, type NobleSpec, type Tables } from './data.js';
import { canComplete, isComplete } from './needs.js';

export const PH = { TAKE: 0, PLACE: 1, DISPOSE: 2, OVER: 3 } as const;
export const PHASE_NAMES = ['take', 'place', 'dispose', 'over'] as const;

// Move codes, each kind in its own range.
export const M_ROW = 0; // + row (0-2)
export const M_COL = 3; // + column (0-2)
export const M_IMP = 6; // + placement
export const M_PLACE = 32; // + card * 8 + noble
export const M_DISPOSE = 2000; // + noble
export const M_DONE = 2010;

/** The lines of the tray a turn may take: rows then columns, as cell indices. */
export const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
] as const;

export interface LxState extends BaseState {
  /** The compiled ruleset tables (shared by reference, never mutated). */
  t: Tables;
  /** Seats at the table. */
  n: number;
  /** 0 unmasked, 1 masked. */
  side: number;
  finishRound: boolean;
  /** The draw pile; the last element is the top card. */
  deck: number[];
  /** Deck indices (from the bottom) where the end-of-party card may be: [lo, hi). */
  endLo: number;
  endHi: number;
  /** Nine cells in reading order, -1 for empty. */
  tray: number[];
  /** Cards taken and not yet placed. */
  toPlace: number[];
  /** Per seat, per noble: the cards under it, in the order placed. */
  nobles: number[][][];
  /** Per seat, per noble: 1 once scored. */
  scored: number[][];
  points: number[];
  imposterUsed: number[];
  /** Face up, oldest first. */
  discard: number[];
  /** Times the end-of-party card was drawn; `aside` holds it once it leaves the pile for good. */
  endOfParty: number;
  aside: number[];
  /** The end-of-party card came out a second time with `finishRound`: the round is the last. */
  lastRound: boolean;
  /** The seat whose turn it is. */
  seat: number;
  /** Turns played. */
  turns: number;
  phase: number;
  /** Solo: the A.I. deck (top last) and the cards drawn from it, oldest first. */
  soloDeck: number[];
  soloUsed: number[];
  winners: number[];
  /** Statistics for the simulator. */
  stats: {
    forced: number;
    voluntary: number;
    imposter: number;
    /** Per seat, per noble: the seat's round (from 1) when scored, 0 if never. */
    scoredRound: number[][];
  };
}

/** The nobles of a seat (its colours on the chosen side). */
export const noblesOf = (s: LxState, seat: number): NobleSpec[] => s.t.nobles[s.side][seat];

/** Sizes of `decks` decks from `count` cards, differing by at most one, larger on top. */
export function deckSizes(count: number, decks: number): number[] {
  return Array.from({ length: decks }, (_, i) => Math.floor(count / decks) + (i < count % decks ? 1 : 0));
}

/**
 * Stacks shuffled food cards into decks with the end-of-party card shuffled into deck `into`;
 * returns the pile top first and where the card may be, counted from the bottom.
 */
function stackDecks(s: LxState, food: number[], into: number): { order: number[]; lo: number; hi: number } {
  const sizes = deckSizes(food.length, s.t.decks);
  const order: number[] = [];
  let at = 0;
  let below = food.length;
  let lo = 0;
  let hi = 0;
  sizes.forEach((size, i) => {
    const part = food.slice(at, at + size);
    at += size;
    below -= size;
    if (i === into) {
      part.push(s.t.end);
      shuffleInPlace(s.rng, part);
      lo = below;
      hi = below + part.length;
    }
    order.push(...part);
  });
  return { order, lo, hi };
}

export function setup(ctx: SetupContext): LxState {
  const t = compile(ctx.data);
  const n = ctx.seats;
  const rng = seedRng(ctx.seed);
  const s: LxState = {
    rng,
    t,
    n,
    side: ctx.options.side === 'masked' ? 1 : 0,
    finishRound: ctx.options.finishRound === true,
    deck: [],
    endLo: 0,
    endHi: 0,
    tray: CELLS.map(() => -1),
    toPlace: [],
    nobles: Array.from({ length: n }, () => Array.from({ length: 6 }, () => [])),
    scored: Array.from({ length: n }, () => new Array(6).fill(0)),
    points: new Array(n).fill(0),
    imposterUsed: new Array(n).fill(0),
    discard: [],
    endOfParty: 0,
    aside: [],
    lastRound: false,
    seat: 0,
    turns: 0,
    phase: PH.TAKE,
    soloDeck: [],
    soloUsed: [],
    winners: [],
    stats: { forced: 0, voluntary: 0, imposter: 0, scoredRound: Array.from({ length: n }, () => new Array(6).fill(0)) },
  };
  const food = Array.from({ length: t.food }, (_, i) => i);
  const solo = n === 1 ? t.solo.map((_, i) => t.end + 1 + i) : [];
  let order: number[];
  if (ctx.deck) {
    order = ctx.deck.filter((c) => c <= t.end);
    s.soloDeck = ctx.deck.filter((c) => c > t.end).reverse();
    s.endLo = 0;
    s.endHi = order.length;
  } else if (n === 1) {
    order = shuffleInPlace(rng, food);
    s.soloDeck = shuffleInPlace(rng, solo);
  } else {
    const stacked = stackDecks(s, shuffleInPlace(rng, food), t.decks - 1);
    order = stacked.order;
    s.endLo = stacked.lo;
    s.endHi = stacked.hi;
  }
  s.deck = order.reverse();
  refill(s, ctx.events);
  if (n === 1) aiTurn(s, ctx.events);
  return s;
}

export function clone(s: LxState): LxState {
  return {
    ...s,
    rng: s.rng.slice(),
    deck: s.deck.slice(),
    tray: s.tray.slice(),
    toPlace: s.toPlace.slice(),
    nobles: s.nobles.map((seat) => seat.map((cs) => cs.slice())),
    scored: s.scored.map((x) => x.slice()),
    points: s.points.slice(),
    imposterUsed: s.imposterUsed.slice(),
    discard: s.discard.slice(),
    aside: s.aside.slice(),
    soloDeck: s.soloDeck.slice(),
    soloUsed: s.soloUsed.slice(),
    winners: s.winners.slice(),
    stats: { ...s.stats, scoredRound: s.stats.scoredRound.map((x) => x.slice()) },
  };
}

/** A fresh generator drawn from `rng` (for a resampled state). */
export const freshRng = (rng: RngState): RngState => seedRng(nextSeed(rng));

// ---- the tray ----

/** The first time: discards and pile shuffled into new decks, the card into the middle one. */
function reshuffle(s: LxState, events?: GameEvent[]): void {
  const food = [...s.deck, ...s.discard].sort((a, b) => a - b);
  s.discard = [];
  const stacked = stackDecks(s, shuffleInPlace(s.rng, food), Math.floor(s.t.decks / 2));
  s.deck = stacked.order.reverse();
  s.endLo = stacked.lo;
  s.endHi = stacked.hi;
  events?.push({ text: 'The end of the party is announced: the discards are shuffled back into the pile', kind: 'reshuffle' });
}

/** Fills the empty cells in reading order; the end-of-party card reshuffles or ends the game. */
export function refill(s: LxState, events?: GameEvent[]): void {
  for (let cell = 0; cell < 9 && s.phase !== PH.OVER; cell++) {
    while (s.tray[cell] < 0 && s.deck.length) {
      const c = s.deck.pop() as number;
      if (c !== s.t.end) {
        s.tray[cell] = c;
        continue;
      }
      s.endOfParty++;
      if (s.endOfParty === 1) {
        reshuffle(s, events);
        continue;
      }
      s.aside.push(c);
      if (s.finishRound && s.n > 1) {
        s.lastRound = true;
        events?.push({ text: 'The end-of-party card again: this round is the last', kind: 'end' });
      } else {
        events?.push({ text: 'The end-of-party card again: the party is over', kind: 'end' });
        finish(s);
      }
    }
  }
  if (s.phase !== PH.OVER && s.tray.every((c) => c < 0)) finish(s);
}

/** Solo: the A.I. draws a card and discards its cells, then the tray is refilled. */
function aiTurn(s: LxState, events?: GameEvent[]): void {
  const card = s.soloDeck.pop();
  if (card === undefined) return;
  s.soloUsed.push(card);
  const cells = s.t.solo[card - s.t.end - 1].cells;
  const gone: string[] = [];
  for (const cell of cells) {
    if (s.tray[cell] < 0) continue;
    gone.push(cardText(s.t, s.tray[cell]));
    s.discard.push(s.tray[cell]);
    s.tray[cell] = -1;
  }
  events?.push({ text: `The A.I. draws ${cardText(s.t, card)} and discards ${gone.join(' ') || 'nothing'}`, kind: 'ai' });
  refill(s, events);
}

// ---- the end ----

/** Food cards under a seat's unscored nobles (the tie-break). */
export function cardsUnder(s: LxState, seat: number): number {
  let k = 0;
  for (let i = 0; i < 6; i++) if (!s.scored[seat][i]) k += s.nobles[seat][i].length;
  return k;
}

function finish(s: LxState, sixBy = -1): void {
  s.phase = PH.OVER;
  s.toPlace.length = 0;
  if (sixBy >= 0) s.winners = [sixBy];
  else if (s.n === 1) s.winners = s.points[0] >= s.t.soloWin ? [0] : [];
  else {
    const best = Math.max(...s.points);
    let tied = s.points.map((p, i) => (p === best ? i : -1)).filter((i) => i >= 0);
    const most = Math.max(...tied.map((i) => cardsUnder(s, i)));
    tied = tied.filter((i) => cardsUnder(s, i) === most);
    s.winners = tied;
  }
}

// ---- moves ----

/** Cells a take move names. */
export function takeCells(s: LxState, seat: number, move: number): readonly number[] {
  if (move < M_IMP) return LINES[move];
  return s.t.imposters[seat].placements[move - M_IMP];
}

export function legal(s: LxState, seat: number, out: number[]): number {
  let k = 0;
  if (seat !== s.seat) return 0;
  const has = (cells: readonly number[]): boolean => cells.some((c) => s.tray[c] >= 0);
  switch (s.phase) {
    case PH.TAKE:
      for (let m = 0; m < 6; m++) if (has(LINES[m])) out[k++] = m;
      if (!s.imposterUsed[seat]) {
        const pl = s.t.imposters[seat].placements;
        for (let p = 0; p < pl.length; p++) if (has(pl[p])) out[k++] = M_IMP + p;
      }
      break;
    case PH.PLACE:
      for (const c of s.toPlace) for (let i = 0; i < 6; i++) if (!s.scored[seat][i]) out[k++] = M_PLACE + c * 8 + i;
      break;
    case PH.DISPOSE:
      for (let i = 0; i < 6; i++) if (!s.scored[seat][i] && s.nobles[seat][i].length) out[k++] = M_DISPOSE + i;
      out[k++] = M_DONE;
      break;
  }
  return k;
}

function disposeAll(s: LxState, seat: number, i: number): void {
  s.discard.push(...s.nobles[seat][i]);
  s.nobles[seat][i] = [];
}

/** Step 3: every noble met exactly is scored; six scored win at once. */
function scoreNobles(s: LxState, seat: number, events?: GameEvent[]): void {
  const specs = noblesOf(s, seat);
  for (let i = 0; i < 6; i++) {
    if (s.scored[seat][i] || !isComplete(s.t, specs[i], s.nobles[seat][i])) continue;
    s.scored[seat][i] = 1;
    s.points[seat] += specs[i].points;
    s.stats.scoredRound[seat][i] = Math.floor(s.turns / s.n) + 1;
    disposeAll(s, seat, i);
    events?.push({ text: `Seat ${seat + 1} scores noble n${i + 1} (${plural(specs[i].points, 'point')})`, kind: 'score' });
  }
  if (s.scored[seat].every((x) => x === 1)) {
    s.turns++;
    finish(s, seat);
  } else s.phase = PH.DISPOSE;
}

export function apply(s: LxState, seat: number, move: number, events?: GameEvent[]): void {
  if (move < M_PLACE) {
    const cells = takeCells(s, seat, move);
    if (move >= M_IMP) {
      s.imposterUsed[seat] = 1;
      s.stats.imposter++;
    }
    // cells are in reading order, so the cards to place are too
    for (const cell of cells) {
      if (s.tray[cell] >= 0) s.toPlace.push(s.tray[cell]);
      s.tray[cell] = -1;
    }
    s.phase = PH.PLACE;
    return;
  }
  if (move < M_DISPOSE) {
    const card = ((move - M_PLACE) / 8) | 0;
    const i = (move - M_PLACE) % 8;
    s.toPlace.splice(s.toPlace.indexOf(card), 1);
    const under = s.nobles[seat][i];
    under.push(card);
    if (!canComplete(s.t, noblesOf(s, seat)[i], under)) {
      // the placed card is among them: alone, it is the one discarded ("its 1 cards" read wrong)
      const what = under.length > 1 ? `: its ${under.length} cards are discarded` : ' and is discarded';
      events?.push({ text: `${cardText(s.t, card)} spoils noble n${i + 1}${what}`, kind: 'forced' });
      disposeAll(s, seat, i);
      s.stats.forced++;
    }
    if (!s.toPlace.length) scoreNobles(s, seat, events);
    return;
  }
  if (move < M_DONE) {
    disposeAll(s, seat, move - M_DISPOSE);
    s.stats.voluntary++;
    return;
  }
  s.turns++;
  // solo: the last round ends when its turn's step 3 is over, disposals and `done` included (no refill)
  if (s.n === 1 && s.soloDeck.length === 0) return finish(s);
  refill(s, events);
  if (s.phase === PH.OVER) return;
  if (s.n === 1) aiTurn(s, events);
  else if (s.lastRound && seat === s.n - 1) return finish(s);
  s.seat = (seat + 1) % s.n;
  s.phase = PH.TAKE;
}

export { cardText };
