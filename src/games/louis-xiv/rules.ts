/**
 * Louis XIV's royal dinner: the rules (setup, legal moves, their effects). The rules in short
 * and the move vocabulary: index.ts; in words: text.ts.
 */
import { plural } from '../../engine/words.js';
import { seedRng, shuffleInPlace } from '../../engine/rng.js';
import type { GameEvent, SetupContext } from '../../engine/types.js';
import { CELLS, cardText, compile } from './data.js';
import { canComplete, isComplete } from './needs.js';
import { Phase, Move, LINES, type LouisState, noblesOf } from './state.js';


/** Sizes of `decks` decks from `count` cards, differing by at most one, larger on top. */
export function deckSizes(count: number, decks: number): number[] {
  return Array.from({ length: decks }, (_, i) => Math.floor(count / decks) + (i < count % decks ? 1 : 0));
}

/**
 * Stacks shuffled food cards into decks with the end-of-party card shuffled into deck `into`;
 * returns the pile top first and where the card may be, counted from the bottom.
 */
function stackDecks(s: LouisState, food: number[], into: number): { order: number[]; lo: number; hi: number } {
  const sizes = deckSizes(food.length, s.tables.decks);
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
      part.push(s.tables.end);
      shuffleInPlace(s.rng, part);
      lo = below;
      hi = below + part.length;
    }
    order.push(...part);
  });
  return { order, lo, hi };
}

export function setup(ctx: SetupContext): LouisState {
  const t = compile(ctx.data);
  const n = ctx.seats;
  const rng = seedRng(ctx.seed);
  const s: LouisState = {
    rng,
    tables: t,
    seats: n,
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
    phase: Phase.Take,
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


// ---- the tray ----

/** The first time: discards and pile shuffled into new decks, the card into the middle one. */
function reshuffle(s: LouisState, events?: GameEvent[]): void {
  const food = [...s.deck, ...s.discard].sort((a, b) => a - b);
  s.discard = [];
  const stacked = stackDecks(s, shuffleInPlace(s.rng, food), Math.floor(s.tables.decks / 2));
  s.deck = stacked.order.reverse();
  s.endLo = stacked.lo;
  s.endHi = stacked.hi;
  events?.push({ text: 'The end of the party is announced: the discards are shuffled back into the pile', kind: 'reshuffle' });
}

/** Fills the empty cells in reading order; the end-of-party card reshuffles or ends the game. */
export function refill(s: LouisState, events?: GameEvent[]): void {
  for (let cell = 0; cell < 9 && s.phase !== Phase.Over; cell++) {
    while (s.tray[cell] < 0 && s.deck.length) {
      const c = s.deck.pop() as number;
      if (c !== s.tables.end) {
        s.tray[cell] = c;
        continue;
      }
      s.endOfParty++;
      if (s.endOfParty === 1) {
        reshuffle(s, events);
        continue;
      }
      s.aside.push(c);
      if (s.finishRound && s.seats > 1) {
        s.lastRound = true;
        events?.push({ text: 'The end-of-party card again: this round is the last', kind: 'end' });
      } else {
        events?.push({ text: 'The end-of-party card again: the party is over', kind: 'end' });
        finish(s);
      }
    }
  }
  if (s.phase !== Phase.Over && s.tray.every((c) => c < 0)) finish(s);
}

/** Solo: the A.I. draws a card and discards its cells, then the tray is refilled. */
function aiTurn(s: LouisState, events?: GameEvent[]): void {
  const card = s.soloDeck.pop();
  if (card === undefined) return;
  s.soloUsed.push(card);
  const cells = s.tables.solo[card - s.tables.end - 1].cells;
  const gone: string[] = [];
  for (const cell of cells) {
    if (s.tray[cell] < 0) continue;
    gone.push(cardText(s.tables, s.tray[cell]));
    s.discard.push(s.tray[cell]);
    s.tray[cell] = -1;
  }
  events?.push({ text: `The A.I. draws ${cardText(s.tables, card)} and discards ${gone.join(' ') || 'nothing'}`, kind: 'ai' });
  refill(s, events);
}

// ---- the end ----

/** Food cards under a seat's unscored nobles (the tie-break). */
export function cardsUnder(s: LouisState, seat: number): number {
  let k = 0;
  for (let i = 0; i < 6; i++) if (!s.scored[seat][i]) k += s.nobles[seat][i].length;
  return k;
}

function finish(s: LouisState, sixBy = -1): void {
  s.phase = Phase.Over;
  s.toPlace.length = 0;
  if (sixBy >= 0) s.winners = [sixBy];
  else if (s.seats === 1) s.winners = s.points[0] >= s.tables.soloWin ? [0] : [];
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
export function takeCells(s: LouisState, seat: number, move: number): readonly number[] {
  if (move < Move.Imposter) return LINES[move];
  return s.tables.imposters[seat].placements[move - Move.Imposter];
}

export function legal(s: LouisState, seat: number, out: number[]): number {
  let k = 0;
  if (seat !== s.seat) return 0;
  const has = (cells: readonly number[]): boolean => cells.some((c) => s.tray[c] >= 0);
  switch (s.phase) {
    case Phase.Take:
      for (let m = 0; m < 6; m++) if (has(LINES[m])) out[k++] = m;
      if (!s.imposterUsed[seat]) {
        const pl = s.tables.imposters[seat].placements;
        for (let p = 0; p < pl.length; p++) if (has(pl[p])) out[k++] = Move.Imposter + p;
      }
      break;
    case Phase.Place:
      for (const c of s.toPlace) for (let i = 0; i < 6; i++) if (!s.scored[seat][i]) out[k++] = Move.Place + c * 8 + i;
      break;
    case Phase.Dispose:
      for (let i = 0; i < 6; i++) if (!s.scored[seat][i] && s.nobles[seat][i].length) out[k++] = Move.Dispose + i;
      out[k++] = Move.Done;
      break;
  }
  return k;
}

function disposeAll(s: LouisState, seat: number, i: number): void {
  s.discard.push(...s.nobles[seat][i]);
  s.nobles[seat][i] = [];
}

/** Step 3: every noble met exactly is scored; six scored win at once. */
function scoreNobles(s: LouisState, seat: number, events?: GameEvent[]): void {
  const specs = noblesOf(s, seat);
  for (let i = 0; i < 6; i++) {
    if (s.scored[seat][i] || !isComplete(s.tables, specs[i], s.nobles[seat][i])) continue;
    s.scored[seat][i] = 1;
    s.points[seat] += specs[i].points;
    s.stats.scoredRound[seat][i] = Math.floor(s.turns / s.seats) + 1;
    disposeAll(s, seat, i);
    events?.push({ text: `Seat ${seat + 1} scores noble n${i + 1} (${plural(specs[i].points, 'point')})`, kind: 'score' });
  }
  if (s.scored[seat].every((x) => x === 1)) {
    s.turns++;
    finish(s, seat);
  } else s.phase = Phase.Dispose;
}

export function apply(s: LouisState, seat: number, move: number, events?: GameEvent[]): void {
  if (move < Move.Place) {
    const cells = takeCells(s, seat, move);
    if (move >= Move.Imposter) {
      s.imposterUsed[seat] = 1;
      s.stats.imposter++;
    }
    // cells are in reading order, so the cards to place are too
    for (const cell of cells) {
      if (s.tray[cell] >= 0) s.toPlace.push(s.tray[cell]);
      s.tray[cell] = -1;
    }
    s.phase = Phase.Place;
    return;
  }
  if (move < Move.Dispose) {
    const card = ((move - Move.Place) / 8) | 0;
    const i = (move - Move.Place) % 8;
    s.toPlace.splice(s.toPlace.indexOf(card), 1);
    const under = s.nobles[seat][i];
    under.push(card);
    if (!canComplete(s.tables, noblesOf(s, seat)[i], under)) {
      // the placed card is among them: alone, it is the one discarded ("its 1 cards" read wrong)
      const what = under.length > 1 ? `: its ${under.length} cards are discarded` : ' and is discarded';
      events?.push({ text: `${cardText(s.tables, card)} spoils noble n${i + 1}${what}`, kind: 'forced' });
      disposeAll(s, seat, i);
      s.stats.forced++;
    }
    if (!s.toPlace.length) scoreNobles(s, seat, events);
    return;
  }
  if (move < Move.Done) {
    disposeAll(s, seat, move - Move.Dispose);
    s.stats.voluntary++;
    return;
  }
  s.turns++;
  // solo: the last round ends when its turn's step 3 is over, disposals and `done` included (no refill)
  if (s.seats === 1 && s.soloDeck.length === 0) return finish(s);
  refill(s, events);
  if (s.phase === Phase.Over) return;
  if (s.seats === 1) aiTurn(s, events);
  else if (s.lastRound && seat === s.seats - 1) return finish(s);
  s.seat = (seat + 1) % s.seats;
  s.phase = Phase.Take;
}

