/**
 * Royal Dinner Party: the rules. Setup turns up the opening table; `legal` lists what the
 * phase allows (seat a guest, the Final Touch, draw or a favor, place the drawn card or give
 * it as an extra helping) and `apply` plays it, serving every seat a placed card completes.
 * The rules in short and the move vocabulary: index.ts; in words, with the rulings this
 * module implements: text.ts.
 */
import { seedRng, shuffleInPlace } from '../../engine/rng.js';
import type { GameEvent, Options, SetupContext } from '../../engine/types.js';
import {
  JACK,
  OUTER,
  POSITIONS,
  QUEEN,
  SEAT_LINE,
  SEAT_NAMES,
  SERVED_FROM,
  colourOfSuit,
  isAce,
  isFavor,
  isGuest,
  isJoker,
  isNumber,
  longName,
  cardName,
  rankOf,
  suitOf,
} from './cards.js';
import { Phase, Result, type RdpState, Move, deckFor, top, value, smallInts, stacks } from './state.js';
import { seatChoices, helpingChoices } from './seating.js';

export function setup(ctx: SetupContext): RdpState {
  const o = ctx.options;
  const rng = seedRng(ctx.seed);
  const deck = ctx.deck ? ctx.deck.slice() : shuffleInPlace(rng, deckFor(o));
  deck.reverse(); // records give the top card first; the state keeps it last
  const s: RdpState = {
    rng,
    rules: {
      appetite: [Number(o.jackAppetite ?? 11), Number(o.queenAppetite ?? 12), Number(o.kingAppetite ?? 13)],
      limit: Number(o.appetiteLimit ?? 20),
      finalTouch: o.finalTouch !== false,
      seating: String(o.seating ?? 'drawn'),
      leastInterested: o.leastInterested === true,
    },
    grid: stacks(POSITIONS.length),
    deck,
    known: 0,
    guest: smallInts(SEAT_NAMES.length, -1),
    appetite: smallInts(SEAT_NAMES.length, 0),
    satisfied: smallInts(SEAT_NAMES.length, 0),
    served: 0,
    helpings: stacks(SEAT_NAMES.length),
    favors: [],
    used: [],
    waiting: [],
    held: -1,
    phase: Phase.Seat,
    after: Phase.Final,
    result: Result.Playing,
    lostBy: '',
    turns: 0,
    helpingCount: 0,
    swapped: 0,
  };
  dealOpening(s);
  return s;
}

/**
 * Turns up the opening table from the top of `s.deck`: number cards fill the outer positions,
 * guests met on the way wait for seats, favors are kept; then play begins. (`setup`; the
 * benchmark's hand-tuned loop deals each game into one state with it.)
 */
export function dealOpening(s: RdpState): void {
  let filled = 0;
  while (filled < OUTER.length && s.deck.length) {
    const c = s.deck.pop() as number;
    if (isNumber(c)) s.grid[OUTER[filled++]].push(c);
    else if (isGuest(c)) s.waiting.push(c);
    else s.favors.push(c);
  }
  if (s.rules.seating !== 'drawn') {
    const dir = s.rules.seating === 'jqk' ? 1 : -1;
    // a stable sort keeps draw order among guests of one rank
    s.waiting = s.waiting
      .map((c, i) => [c, i])
      .sort((a, b) => dir * (rankOf(a[0]) - rankOf(b[0])) || a[1] - b[1])
      .map((p) => p[0]);
  }
  s.after = s.rules.finalTouch ? Phase.Final : Phase.Play;
  s.phase = s.waiting.length ? Phase.Seat : s.after;
  enterPhase(s);
}



// ---- placing and serving ----

/** Whether card `c` may go on position `p` (empty, or its top card is equal or lower). */
export function canPlace(s: RdpState, c: number, p: number): boolean {
  const t = top(s.grid[p]);
  return t < 0 || rankOf(t) <= rankOf(c);
}

function hasPlace(s: RdpState, c: number): boolean {
  for (let p = 0; p < 9; p++) if (canPlace(s, c, p)) return true;
  return false;
}

/** Whether the meal on a seat's line (near and middle top cards) satisfies its guest. */
export function mealSatisfies(s: RdpState, seat: number): boolean {
  const g = s.guest[seat];
  const line = SEAT_LINE[seat];
  const a = top(s.grid[line[0]]);
  const b = top(s.grid[line[1]]);
  if (value(a) + value(b) < s.appetite[seat]) return false;
  const r = rankOf(g);
  if (r === JACK) return true;
  if (a < 0 || b < 0) return false;
  if (r === QUEEN) {
    const colour = colourOfSuit(suitOf(g));
    return colourOfSuit(suitOf(a)) === colour && colourOfSuit(suitOf(b)) === colour;
  }
  return suitOf(a) === suitOf(g) && suitOf(b) === suitOf(g);
}

/** Checks every seat a card landing on `p` may serve. */
function serveAt(s: RdpState, p: number, events?: GameEvent[]): void {
  const seats = SERVED_FROM[p];
  for (let i = 0; i < seats.length; i++) {
    const seat = seats[i];
    if (s.guest[seat] < 0 || s.satisfied[seat]) continue;
    if (!mealSatisfies(s, seat)) continue;
    s.satisfied[seat] = 1;
    s.served++;
    if (events) {
      const line = SEAT_LINE[seat];
      const meal = `${cardName(top(s.grid[line[0]]))} and ${cardName(top(s.grid[line[1]]))}`;
      events.push({ kind: 'serve', text: `Served ${longName(s.guest[seat])} at ${SEAT_NAMES[seat]}: ${meal}. Satisfied!` });
    }
  }
  if (s.served === 12) {
    s.result = Result.Won;
    s.phase = Phase.Over;
    events?.push({ kind: 'won', text: `All twelve guests are satisfied. You win with ${score(s)} ${score(s) === 1 ? 'favor' : 'favors'} left!` });
  }
}

/** Favors not used, counting any still in the deck. */
export function score(s: RdpState): number {
  let n = s.favors.length;
  for (let i = 0; i < s.deck.length; i++) if (isFavor(s.deck[i])) n++;
  return n;
}

function lose(s: RdpState, by: string, events: GameEvent[] | undefined, text: string): void {
  s.result = Result.Lost;
  s.lostBy = by;
  s.phase = Phase.Over;
  events?.push({ kind: 'lost', text });
}

/** Settles what a phase needs on entry: a game with nothing left to try is lost. */
function enterPhase(s: RdpState, events?: GameEvent[]): void {
  if (s.phase === Phase.Seat && s.waiting.length === 0) s.phase = s.after;
  if (s.phase === Phase.Play && s.deck.length === 0 && !anyFavorMove(s)) {
    lose(s, 'deck', events, 'The deck is empty and no favor can help: some guests go home hungry. You lose.');
  }
}

function anyFavorMove(s: RdpState): boolean {
  const buf: number[] = [];
  return favorMoves(s, buf, 0) > 0;
}

function firstFavor(s: RdpState, joker: boolean): number {
  let best = -1;
  for (let i = 0; i < s.favors.length; i++) {
    const c = s.favors[i];
    if (isJoker(c) === joker && (best < 0 || c < s.favors[best])) best = i;
  }
  return best;
}

/** Favor moves open now, written into out from index n. */
function favorMoves(s: RdpState, out: number[], n: number): number {
  let hasAce = false;
  let hasJoker = false;
  for (let i = 0; i < s.favors.length; i++) {
    if (isAce(s.favors[i])) hasAce = true;
    else hasJoker = true;
  }
  if (hasAce) for (let p = 0; p < 9; p++) if (s.grid[p].length) out[n++] = Move.Ace + p;
  if (hasJoker) {
    for (let a = 0; a < 9; a++) {
      const c = top(s.grid[a]);
      if (c < 0) continue;
      for (let b = 0; b < 9; b++) if (b !== a && canPlace(s, c, b)) out[n++] = Move.Joker + a * 9 + b;
    }
  }
  return n;
}

export function legal(s: RdpState, out: number[]): number {
  let n = 0;
  switch (s.phase) {
    case Phase.Seat:
      n = seatChoices(s, s.waiting[0], out);
      for (let i = 0; i < n; i++) out[i] += Move.Seat;
      return n;
    case Phase.Final:
      out[n++] = Move.Keep;
      for (let p = 0; p < 9; p++) if (s.grid[p].length) out[n++] = Move.Swap + p;
      return n;
    case Phase.Play:
      if (s.deck.length) out[n++] = Move.Draw;
      return favorMoves(s, out, n);
    case Phase.Place: {
      for (let p = 0; p < 9; p++) if (canPlace(s, s.held, p)) out[n++] = Move.Place + p;
      if (n === 0) {
        n = helpingChoices(s, s.held, out);
        for (let i = 0; i < n; i++) out[i] += Move.Helping;
      }
      return favorMoves(s, out, n);
    }
    default:
      return 0;
  }
}

export function apply(s: RdpState, move: number, events?: GameEvent[]): void {
  if (move < Move.Keep) seat(s, move - Move.Seat, events);
  else if (move === Move.Keep) {
    events?.push({ kind: 'final', text: 'Kept the table as it is.' });
    s.phase = Phase.Play;
  } else if (move < Move.Draw) finalTouch(s, move - Move.Swap, events);
  else if (move === Move.Draw) draw(s, events);
  else if (move < Move.Ace) place(s, move - Move.Place, events);
  else if (move < Move.Joker) ace(s, move - Move.Ace, events);
  else if (move < Move.Helping) joker(s, ((move - Move.Joker) / 9) | 0, (move - Move.Joker) % 9, events);
  else helping(s, move - Move.Helping, events);
  enterPhase(s, events);
}

function seat(s: RdpState, seatIndex: number, events?: GameEvent[]): void {
  const g = s.waiting.shift() as number;
  s.guest[seatIndex] = g;
  s.appetite[seatIndex] = s.rules.appetite[rankOf(g) - JACK];
  events?.push({ kind: 'seat', text: `${capital(longName(g))} sits at ${SEAT_NAMES[seatIndex]} (appetite ${s.appetite[seatIndex]}).` });
}

function finalTouch(s: RdpState, p: number, events?: GameEvent[]): void {
  let c = -1;
  while (s.deck.length) {
    c = s.deck.pop() as number;
    if (isNumber(c)) break;
    if (isGuest(c)) s.waiting.push(c);
    else s.favors.push(c);
    events?.push({ kind: 'draw', reveals: true, text: `Turned up ${longName(c)} on the way.` });
    c = -1;
  }
  if (s.known > s.deck.length) s.known = s.deck.length;
  if (c >= 0) {
    const old = s.grid[p].pop() as number;
    s.grid[p].push(c);
    s.deck.unshift(old);
    s.known++;
    s.swapped = 1;
    events?.push({ kind: 'final', reveals: true, text: `Final Touch: ${cardName(c)} replaces ${cardName(old)} at ${POSITIONS[p]}; ${cardName(old)} goes under the deck.` });
  }
  s.after = Phase.Play;
  s.phase = Phase.Seat;
}

function draw(s: RdpState, events?: GameEvent[]): void {
  const c = s.deck.pop() as number;
  if (s.known > s.deck.length) s.known = s.deck.length;
  s.turns++;
  events?.push({ kind: 'draw', reveals: true, text: `Drew ${longName(c)}.` });
  if (isGuest(c)) {
    s.waiting.push(c);
    s.after = Phase.Play;
    s.phase = Phase.Seat;
  } else if (isFavor(c)) {
    s.favors.push(c);
  } else {
    s.held = c;
    s.phase = Phase.Place;
    sendBackUnwanted(s, events);
  }
}

/** A card with no place and no unsatisfied guest to eat it goes under the deck. */
function sendBackUnwanted(s: RdpState, events?: GameEvent[]): void {
  if (s.phase !== Phase.Place || hasPlace(s, s.held)) return;
  for (let seat = 0; seat < 12; seat++) if (s.guest[seat] >= 0 && !s.satisfied[seat]) return;
  s.deck.unshift(s.held);
  s.known++;
  events?.push({ kind: 'helping', text: `${cardName(s.held)} has no place and nobody is hungry: it goes under the deck.` });
  s.held = -1;
  s.phase = Phase.Play;
}

function place(s: RdpState, p: number, events?: GameEvent[]): void {
  const c = s.held;
  s.grid[p].push(c);
  s.held = -1;
  s.phase = Phase.Play;
  events?.push({ kind: 'place', text: `Placed ${cardName(c)} on ${POSITIONS[p]}.` });
  serveAt(s, p, events);
}

function ace(s: RdpState, p: number, events?: GameEvent[]): void {
  const i = firstFavor(s, false);
  s.used.push(s.favors[i]);
  s.favors.splice(i, 1);
  const stack = s.grid[p];
  // turned face down and put under the deck: its bottom card will be drawn first
  for (let k = 0; k < stack.length; k++) s.deck.unshift(stack[k]);
  s.known += stack.length;
  events?.push({ kind: 'ace', text: `Ace: sent the stack at ${POSITIONS[p]} (${stack.map(cardName).join(' ')}) back to the kitchen.` });
  s.grid[p] = [];
  sendBackUnwanted(s, events);
}

function joker(s: RdpState, a: number, b: number, events?: GameEvent[]): void {
  const i = firstFavor(s, true);
  s.used.push(s.favors[i]);
  s.favors.splice(i, 1);
  const c = s.grid[a].pop() as number;
  s.grid[b].push(c);
  events?.push({ kind: 'joker', text: `Joker: moved ${cardName(c)} from ${POSITIONS[a]} to ${POSITIONS[b]}.` });
  serveAt(s, b, events);
  if (s.phase === Phase.Place) sendBackUnwanted(s, events);
}

function helping(s: RdpState, seatIndex: number, events?: GameEvent[]): void {
  const c = s.held;
  s.helpings[seatIndex].push(c);
  s.appetite[seatIndex] += rankOf(c);
  s.held = -1;
  s.phase = Phase.Play;
  s.helpingCount++;
  const g = longName(s.guest[seatIndex]);
  events?.push({ kind: 'helping', text: `Extra helping: ${cardName(c)} goes to ${g} at ${SEAT_NAMES[seatIndex]} (appetite now ${s.appetite[seatIndex]}).` });
  if (s.appetite[seatIndex] >= s.rules.limit) {
    lose(s, 'appetite', events, `${capital(g)}'s appetite reached ${s.appetite[seatIndex]}: no meal can satisfy it. You lose.`);
  }
}

const capital = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);



/**
 * What cannot happen with these options: a guest whose appetite is above the largest meal it
 * can be served (the two highest number cards of the deck for a Jack, of its colour for a
 * Queen, of its suit for a King), so that no game can be won.
 */
export function warnRuleset(options: Options): string[] {
  const rules = setup({ seed: 0, seats: 1, options }).rules;
  const numbers = deckFor(options).filter(isNumber);
  const best = (keep: (c: number) => boolean): number => {
    const v = numbers.filter(keep).map(rankOf).sort((a, b) => b - a);
    return v.length < 2 ? 0 : v[0] + v[1];
  };
  const out: string[] = [];
  const ranks = [
    { key: 'jackAppetite', who: 'a Jack', what: 'of the deck', meal: () => best(() => true) },
    { key: 'queenAppetite', who: 'a Queen', what: 'of its colour', meal: () => Math.min(best((c) => colourOfSuit(suitOf(c)) === 0), best((c) => colourOfSuit(suitOf(c)) === 1)) },
    { key: 'kingAppetite', who: 'a King', what: 'of its suit', meal: () => Math.min(...[0, 1, 2, 3].map((suit) => best((c) => suitOf(c) === suit))) },
  ];
  ranks.forEach((r, i) => {
    const appetite = rules.appetite[i];
    const meal = r.meal();
    if (appetite > meal) {
      out.push(`options.${r.key}: ${appetite} is above the largest meal ${r.who} can be served (${meal}, the two highest number cards ${r.what}): such a guest is never satisfied, so no game can be won`);
    }
  });
  return out;
}
