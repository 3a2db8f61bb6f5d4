/**
 * Just Desserts: the rules. Setup deals the starting hands; each turn draws a guest, which
 * is served or offered around, then the steal phase; closing time once the guest pile is
 * empty. `legal` lists what the phase allows and `apply` plays it. The rules in short and the
 * move vocabulary: index.ts; in words: text.ts; which desserts serve a guest: serving.ts.
 */
import { andList, plural } from '../../engine/words.js';
import { seedRng, shuffleInPlace } from '../../engine/rng.js';
import type { GameEvent, Outcome, SetupContext } from '../../engine/types.js';
import { compile, flavorList, type Tables } from './data.js';
import { Phase, Move, Stat, type JdState, encode, decode } from './state.js';
import { isFavorite, isBlocker, forServes, canServe, hasBlocker } from './serving.js';

// ---------------------------------------------------------------- setup

export function setup(ctx: SetupContext): JdState {
  const t = compile(ctx.data);
  const rng = seedRng(ctx.seed);
  let guests: number[];
  let desserts: number[];
  if (ctx.deck) {
    guests = ctx.deck.filter((c) => c < t.guests);
    desserts = ctx.deck.filter((c) => c >= t.guests);
  } else {
    guests = shuffleInPlace(rng, Array.from({ length: t.guests }, (_, i) => i));
    desserts = shuffleInPlace(rng, Array.from({ length: t.desserts }, (_, i) => t.guests + i));
  }
  const n = ctx.seats;
  const hands: number[][] = Array.from({ length: n }, () => []);
  const handSize = Number(ctx.options.startingHand ?? 5);
  let next = 0;
  for (let k = 0; k < handSize; k++) {
    for (let seat = 0; seat < n && next < desserts.length; seat++) hands[seat].push(desserts[next++]);
  }
  const s: JdState = {
    rng,
    tables: t,
    seats: n,
    closingRounds: Number(ctx.options.closingRounds ?? 3),
    idle: Boolean(ctx.options.idleDesserts ?? false),
    guestPile: guests.slice().reverse(),
    dessertPile: desserts.slice(next).reverse(),
    discards: [],
    waiting: [],
    hands,
    served: Array.from({ length: n }, () => []),
    turnSeat: 0,
    turns: 0,
    phase: Phase.Guest,
    guest: -1,
    offerSeat: -1,
    asked: 0,
    target: -1,
    victim: -1,
    stealCards: [],
    freshened: 0,
    closingLeft: -1,
    winners: [],
    endedBy: 0,
    stats: [0, 0, 0, 0, 0, 0, 0, 0],
    servedBy: new Array<number>(t.desserts).fill(0),
  };
  startTurn(s, 0, ctx.events);
  return s;
}

// ---------------------------------------------------------------- events

type Events = GameEvent[] | undefined;

function say(ev: Events, text: string, kind: string, reveals = false, to?: number[]): void {
  if (!ev) return;
  const e: GameEvent = { text, kind };
  if (reveals) e.reveals = true;
  if (to) e.to = to;
  ev.push(e);
}

const who = (seat: number): string => `Seat ${seat + 1}`;

function names(t: Tables, cards: readonly number[]): string {
  const list = cards.map((c) => t.names[c]);
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

export function describeGuest(t: Tables, g: number): string {
  const likes = flavorList(t, t.mask[g]).join(', ');
  const bad = t.dislike[g] ? `; dislikes ${flavorList(t, t.dislike[g]).join(', ')}` : '';
  return `${t.names[g]} (${plural(t.points[g], 'pt')}, ${t.trios[t.trio[g]]}; craves ${likes}${bad})`;
}

// ---------------------------------------------------------------- mechanics

function reshuffle(s: JdState, ev: Events): void {
  s.dessertPile = s.discards;
  s.discards = [];
  shuffleInPlace(s.rng, s.dessertPile);
  s.stats[Stat.Reshuffles]++;
  say(ev, 'The dessert pile ran out: the dirty dishes are shuffled into a new pile', 'shuffle');
}

function drawDessert(s: JdState, seat: number, ev: Events, why = ''): void {
  if (s.dessertPile.length === 0 && s.discards.length > 0) reshuffle(s, ev);
  const c = s.dessertPile.pop();
  if (c === undefined) {
    say(ev, `${who(seat)} finds the kitchen empty: no dessert to draw`, 'draw');
    return;
  }
  s.hands[seat].push(c);
  if (ev) {
    say(ev, `${who(seat)} draws a dessert${why}`, 'draw', true);
    say(ev, `${who(seat)} draws ${s.tables.names[c]}`, 'draw', true, [seat]);
  }
}

function removeFromHand(s: JdState, seat: number, card: number): void {
  const hand = s.hands[seat];
  const i = hand.indexOf(card);
  if (i < 0) throw new Error(`just-desserts: ${s.tables.codes[card]} is not in seat ${seat + 1}'s hand`);
  hand.splice(i, 1);
}

/** Discards the desserts of a serve, seats the guest, draws the favorite's extra dessert. */
function serve(s: JdState, seat: number, guest: number, cards: readonly number[], ev: Events, how: string): void {
  // `how` says what the seat does with the guest ("serves Agent 17"); the desserts follow
  const t = s.tables;
  for (const c of cards) {
    removeFromHand(s, seat, c);
    s.discards.push(c);
    s.servedBy[c - t.guests] |= 1 << seat;
  }
  s.served[seat].push(guest);
  s.stats[Stat.Serves]++;
  if (ev) say(ev, `${who(seat)} ${how} with ${names(t, cards)}`, 'serve');
  if (cards.some((c) => isFavorite(t, guest, c))) {
    s.stats[Stat.Favorites]++;
    drawDessert(s, seat, ev, ` (a favorite was served)`);
  }
}

/** The trio icon `seat` holds three guests of, or -1. */
export function trioOf(s: JdState, seat: number): number {
  const counts = new Array<number>(s.tables.trios.length).fill(0);
  for (const g of s.served[seat]) if (++counts[s.tables.trio[g]] >= 3) return s.tables.trio[g];
  return -1;
}

/** Ends the game when `seat` holds a trio; returns whether it did. */
function checkTrio(s: JdState, seat: number, ev: Events): boolean {
  const icon = trioOf(s, seat);
  if (icon < 0) return false;
  s.phase = Phase.Over;
  s.winners = [seat];
  s.endedBy = 1;
  // one verb after the seat, so that the line reads right in your words too ("You win at once...")
  say(ev, `${who(seat)} wins at once with a trio of ${s.tables.trios[icon]} guests`, 'win');
  return true;
}

export function points(s: JdState, seat: number): number {
  let p = 0;
  for (const g of s.served[seat]) p += s.tables.points[g];
  return p;
}

function finishAtClosing(s: JdState, ev: Events): void {
  const score = s.served.map((_, seat) => points(s, seat));
  const best = Math.max(...score);
  let tied = score.map((p, seat) => (p === best ? seat : -1)).filter((x) => x >= 0);
  if (tied.length > 1) {
    const most = Math.max(...tied.map((seat) => s.served[seat].length));
    tied = tied.filter((seat) => s.served[seat].length === most);
  }
  s.phase = Phase.Over;
  s.winners = tied;
  s.endedBy = 2;
  say(ev, `The party is over: ${tied.length > 1 ? `${andList(tied.map(who))} share the win` : `${who(tied[0])} wins`} with ${plural(best, 'point')}`, 'win');
}

function startTurn(s: JdState, seat: number, ev?: Events): void {
  s.turnSeat = seat;
  s.guest = -1;
  s.offerSeat = -1;
  s.asked = 0;
  s.target = -1;
  s.victim = -1;
  s.stealCards = [];
  s.freshened = 0;
  if (s.guestPile.length === 0) {
    if (s.closingLeft < 0) {
      s.closingLeft = s.closingRounds * s.seats;
      say(ev, `Closing time: the guest pile is empty; ${plural(s.closingRounds, 'more round', 'more rounds')}`, 'closing');
    }
    if (s.closingLeft === 0) {
      finishAtClosing(s, ev);
      return;
    }
    s.closingLeft--;
    s.turns++;
    say(ev, `${who(seat)}'s turn (closing time)`, 'turn');
    drawDessert(s, seat, ev);
    s.phase = Phase.Steal;
    return;
  }
  s.turns++;
  say(ev, `${who(seat)}'s turn`, 'turn');
  drawDessert(s, seat, ev);
  const g = s.guestPile.pop() as number;
  s.guest = g;
  s.phase = Phase.Guest;
  if (ev) say(ev, `${who(seat)} draws the guest ${describeGuest(s.tables, g)}`, 'reveal', true);
}

function endTurn(s: JdState, ev: Events): void {
  startTurn(s, (s.turnSeat + 1) % s.seats, ev);
}

function toWaitingRoom(s: JdState, ev: Events): void {
  const g = s.guest;
  s.waiting.push(g);
  s.guest = -1;
  s.offerSeat = -1;
  s.asked = 0;
  s.stats[Stat.Waiting]++;
  say(ev, `Nobody serves ${s.tables.names[g]}: to the Waiting Room; everyone draws a dessert`, 'waiting');
  for (let k = 0; k < s.seats; k++) drawDessert(s, (s.turnSeat + k) % s.seats, ev);
  s.phase = Phase.Steal;
}

/** Offers the guest at hand to the next seat after `from` that can serve it. */
function offerOn(s: JdState, from: number, ev: Events): void {
  for (let k = 1; k < s.seats; k++) {
    const seat = (from + k) % s.seats;
    if (seat === s.turnSeat) break;
    if (canServe(s, s.hands[seat], s.guest)) {
      s.phase = Phase.Offer;
      s.offerSeat = seat;
      s.asked |= 1 << seat;
      say(ev, `${who(seat)} may serve ${s.tables.names[s.guest]}`, 'offer');
      return;
    }
    if (ev) say(ev, `${who(seat)} holds nothing that serves ${s.tables.names[s.guest]}: not asked`, 'offer', false, [seat]);
  }
  toWaitingRoom(s, ev);
}

function completeSteal(s: JdState, ev: Events): void {
  const g = s.target;
  const victim = s.victim;
  const thief = s.turnSeat;
  const row = s.served[victim];
  row.splice(row.indexOf(g), 1);
  s.stats[Stat.Steals]++;
  serve(s, thief, g, s.stealCards, ev, `steals ${s.tables.names[g]} from ${who(victim)}, serving`);
  s.stealCards = [];
  s.phase = Phase.Bribe;
}

// ---------------------------------------------------------------- the contract

export function toMove(s: JdState, out: number[]): number {
  if (s.phase === Phase.Over) return 0;
  out[0] = s.phase === Phase.Offer ? s.offerSeat : s.phase === Phase.Block ? s.victim : s.turnSeat;
  return 1;
}

/** The seat that acts now (the game is not over). */
export function mover(s: JdState): number {
  return s.phase === Phase.Offer ? s.offerSeat : s.phase === Phase.Block ? s.victim : s.turnSeat;
}

export function legal(s: JdState, seat: number, out: number[]): number {
  if (s.phase === Phase.Over || seat !== mover(s)) return 0;
  let n = 0;
  const hand = s.hands[seat];
  const push = (kind: number, target: number) => (a: number, b: number, c: number): void => {
    out[n++] = encode(kind, c >= 0 ? [a, b, c] : b >= 0 ? [a, b] : [a], target);
  };
  switch (s.phase) {
    case Phase.Guest:
    case Phase.Offer:
      forServes(s, hand, s.guest, 3, push(Move.Serve, 0));
      out[n++] = encode(Move.Pass);
      break;
    case Phase.Steal: {
      const most = Math.min(3, hand.length - 1);
      for (let k = 1; k < s.seats; k++) {
        const v = (seat + k) % s.seats;
        for (const g of s.served[v]) forServes(s, hand, g, most, push(Move.Steal, g));
      }
      if (s.waiting.length) forServes(s, hand, s.waiting[s.waiting.length - 1], 3, push(Move.Waiting, 0));
      for (const c of hand) out[n++] = encode(Move.Discard, [c]);
      out[n++] = encode(Move.End);
      break;
    }
    case Phase.Freshen:
      for (const c of hand) out[n++] = encode(Move.Discard, [c]);
      out[n++] = encode(Move.Done);
      break;
    case Phase.Block:
      for (const c of hand) if (isBlocker(s.tables, c, s.target)) out[n++] = encode(Move.Block, [c]);
      out[n++] = encode(Move.Allow);
      break;
    case Phase.Bribe:
      for (const c of hand) out[n++] = encode(Move.Bribe, [c]);
      break;
  }
  return n;
}

export function apply(s: JdState, seat: number, move: number, ev?: GameEvent[]): void {
  if (s.phase === Phase.Over) throw new Error('just-desserts: the game is over');
  if (seat !== mover(s)) throw new Error(`just-desserts: seat ${seat + 1} is not to move`);
  const t = s.tables;
  const { kind, cards, target } = decode(move);
  switch (kind) {
    case Move.Serve: {
      const g = s.guest;
      const claimer = s.phase === Phase.Offer;
      serve(s, seat, g, cards, ev, `${claimer ? 'claims' : 'serves'} ${t.names[g]}`);
      if (claimer) s.stats[Stat.Claims]++;
      s.guest = -1;
      s.offerSeat = -1;
      s.asked = 0;
      if (!checkTrio(s, seat, ev)) s.phase = Phase.Steal;
      return;
    }
    case Move.Pass:
      if (s.phase === Phase.Guest) say(ev, `${who(seat)} offers ${t.names[s.guest]} around`, 'offer');
      else say(ev, `${who(seat)} passes`, 'offer');
      if (ev && s.phase === Phase.Guest && !canServe(s, s.hands[seat], s.guest)) {
        say(ev, `${who(seat)} holds nothing that serves ${t.names[s.guest]}: offered around`, 'offer', false, [seat]);
      }
      offerOn(s, seat, ev);
      return;
    case Move.Steal: {
      let victim = -1;
      for (let v = 0; v < s.seats; v++) if (v !== seat && s.served[v].includes(target)) victim = v;
      if (victim < 0) throw new Error(`just-desserts: ${t.codes[target]} is at no other table`);
      s.target = target;
      s.victim = victim;
      s.stealCards = cards.slice();
      say(ev, `${who(seat)} tries to steal ${t.names[target]} from ${who(victim)} with ${names(t, cards)}`, 'steal');
      if (hasBlocker(s, victim, target)) s.phase = Phase.Block;
      else {
        if (ev) say(ev, `${who(victim)} holds no ace that blocks the steal of ${t.names[target]}: not asked`, 'steal', false, [victim]);
        completeSteal(s, ev);
      }
      return;
    }
    case Move.Allow:
      say(ev, `${who(seat)} lets ${t.names[s.target]} go`, 'steal');
      completeSteal(s, ev);
      return;
    case Move.Block: {
      const c = cards[0];
      removeFromHand(s, seat, c);
      s.discards.push(c);
      s.stats[Stat.Blocks]++;
      say(ev, `${who(seat)} blocks the steal of ${t.names[s.target]} with ${t.names[c]}`, 'block');
      endTurn(s, ev);
      return;
    }
    case Move.Bribe: {
      const c = cards[0];
      removeFromHand(s, seat, c);
      s.hands[s.victim].push(c);
      say(ev, `${who(seat)} pays ${who(s.victim)} a bribe`, 'bribe');
      say(ev, `The bribe is ${t.names[c]}`, 'bribe', true, [seat, s.victim]);
      if (!checkTrio(s, seat, ev)) endTurn(s, ev);
      return;
    }
    case Move.Waiting: {
      const g = s.waiting.pop() as number;
      serve(s, seat, g, cards, ev, `takes ${t.names[g]} from the Waiting Room, serving`);
      if (!checkTrio(s, seat, ev)) endTurn(s, ev);
      return;
    }
    case Move.Discard: {
      const c = cards[0];
      removeFromHand(s, seat, c);
      s.discards.push(c);
      s.freshened++;
      s.phase = Phase.Freshen;
      say(ev, `${who(seat)} discards ${t.names[c]} to freshen up`, 'freshen');
      return;
    }
    case Move.Done: {
      s.stats[Stat.Freshens]++;
      const k = s.freshened;
      for (let i = 0; i < k; i++) drawDessert(s, seat, ev, ' (freshening)');
      endTurn(s, ev);
      return;
    }
    case Move.End:
      endTurn(s, ev);
      return;
  }
  throw new Error(`just-desserts: unknown move ${move}`);
}

export function outcome(s: JdState): Outcome {
  return {
    over: s.phase === Phase.Over,
    winners: s.winners.slice(),
    scores: s.served.map((_, seat) => points(s, seat)),
  };
}

