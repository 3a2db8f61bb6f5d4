/**
 * Just Desserts (Looney Labs, rules v4.2; published cards): the rules.
 *
 * Each turn the player draws a dessert and a guest. They serve the guest (one to three
 * desserts covering every craving, none disliked) or offer it around: from their left, the
 * first other player who can and will serve it takes it; if nobody does, it goes on top of
 * the Waiting Room and everyone draws a dessert. Then the steal phase: steal a guest from
 * another player by serving it again and paying them a one-dessert bribe (they may block
 * with a single-flavor dessert the guest craves), or serve the Waiting Room's top guest, or
 * freshen (discard desserts, then draw as many), or do nothing. Serving a favorite draws an
 * extra dessert. Three guests of one trio icon win at once. When the guest pile is empty,
 * closing time: N full rounds of a dessert draw and a steal phase, then most points win
 * (then most guests; else a shared win).
 *
 * Moves (cards by their codes, desserts of a serve in alphabetical order):
 *   serve <d> [<d> [<d>]]     serve the guest at hand (the drawer, or a player offered it)
 *   pass                      do not serve the guest at hand (offer it on)
 *   steal <guest> <d>...      steal phase: steal that guest, serving it with these desserts
 *   waiting <d>...            steal phase: serve the Waiting Room's top guest
 *   discard <d>               steal phase or freshening: discard a dessert to redraw later
 *   done                      freshening: draw as many desserts as were discarded
 *   end                       steal phase: do nothing more this turn
 *   block <d> / allow         the victim of a steal: block it with a single-flavor dessert
 *   bribe <d>                 the stealer: the dessert paid to the victim
 *
 * The state is plain arrays of card numbers (see data.ts for the numbering); piles keep
 * their top card last.
 */
import { plural } from '../../engine/words.js';
import { seedRng, shuffleInPlace } from '../../engine/rng.js';
import type { BaseState, GameEvent, Outcome, SetupContext } from '../../engine/types.js';
import { bits, compile, flavorList, type Tables } from './data.js';

/** Phases of a turn. */
export const PH = { GUEST: 0, OFFER: 1, STEAL: 2, FRESHEN: 3, BLOCK: 4, BRIBE: 5, OVER: 6 } as const;
export const PHASE_NAMES = ['guest', 'offer', 'steal', 'freshen', 'block', 'bribe', 'over'] as const;

/** Move kinds (the low 4 bits of a move code). */
export const K = {
  PASS: 0,
  SERVE: 1,
  STEAL: 2,
  WAITING: 3,
  DISCARD: 4,
  DONE: 5,
  END: 6,
  BRIBE: 7,
  BLOCK: 8,
  ALLOW: 9,
} as const;

/** Indices into `stats`. */
export const ST = { STEALS: 0, BLOCKS: 1, WAITING: 2, FRESHENS: 3, RESHUFFLES: 4, FAVORITES: 5, CLAIMS: 6, SERVES: 7 } as const;

export interface JdState extends BaseState {
  /** The compiled ruleset tables (shared by reference, never mutated). */
  t: Tables;
  /** Seats. */
  n: number;
  /** Options. */
  closingRounds: number;
  idle: boolean;
  /** Face-down guest pile, top last. */
  guestPile: number[];
  /** Face-down dessert pile, top last. */
  dessertPile: number[];
  /** Dirty dishes (face up), latest last. */
  discards: number[];
  /** The Waiting Room (face up), top last. */
  waiting: number[];
  /** Each seat's desserts, in the order received. */
  hands: number[][];
  /** Guests each seat has satisfied, in the order taken. */
  tables: number[][];
  /** Whose turn it is. */
  turnSeat: number;
  /** Turns begun. */
  turns: number;
  phase: number;
  /** The guest drawn this turn while it waits for a server; -1 otherwise. */
  guest: number;
  /** The seat the guest at hand is offered to (phase OFFER); -1 otherwise. */
  offerSeat: number;
  /** Seats asked during this offer (bit mask); the others in between had nothing that fits. */
  asked: number;
  /** A steal under way (phases BLOCK, BRIBE): the guest, its owner, the announced desserts. */
  target: number;
  victim: number;
  stealCards: number[];
  /** Desserts discarded so far while freshening. */
  freshened: number;
  /** Closing-time turns still to play after the current one; -1 before closing time. */
  closingLeft: number;
  winners: number[];
  /** 0 playing, 1 a trio, 2 closing time. */
  endedBy: number;
  /** Counters, indexed by ST. */
  stats: number[];
}

// ---------------------------------------------------------------- move codes

const KINDS = 16;
const B = 256;

/** A move code: kind, up to three cards (sorted by number), and a target guest. */
export function encode(kind: number, cards: readonly number[] = [], target = 0): number {
  let x = target;
  for (let i = 2; i >= 0; i--) x = x * B + (i < cards.length ? cards[i] + 1 : 0);
  return kind + KINDS * x;
}

export interface Decoded {
  kind: number;
  cards: number[];
  target: number;
}

export function decode(move: number): Decoded {
  const kind = move % KINDS;
  let x = Math.floor(move / KINDS);
  const cards: number[] = [];
  for (let i = 0; i < 3; i++) {
    const c = x % B;
    if (c) cards.push(c - 1);
    x = Math.floor(x / B);
  }
  return { kind, cards, target: x };
}

// ---------------------------------------------------------------- serving

export function isFavorite(t: Tables, guest: number, card: number): boolean {
  return t.fav[guest].includes(card);
}

/** True when `card` can block a steal of `guest`: a single-flavor dessert it craves. */
export function isBlocker(t: Tables, card: number, guest: number): boolean {
  const m = t.mask[card];
  return card >= t.g && bits(m) === 1 && (m & t.mask[guest]) !== 0;
}

/**
 * Calls `fn` with every legal serve of `guest` from `hand` (one to `maxCards` desserts,
 * sorted by card number) until it returns true. Returns true when stopped early.
 */
export function forServes(
  s: JdState,
  hand: readonly number[],
  guest: number,
  maxCards: number,
  fn: (a: number, b: number, c: number) => boolean | void,
): boolean {
  const t = s.t;
  const crave = t.mask[guest];
  const bad = t.dislike[guest];
  const cand: number[] = [];
  for (const c of hand) {
    const m = t.mask[c];
    if (m & bad) continue;
    if (s.idle || m & crave || isFavorite(t, guest, c)) cand.push(c);
  }
  cand.sort((a, b) => a - b);
  const idle = s.idle;
  const need = (c: number, others: number): boolean => idle || (others & crave) !== crave || isFavorite(t, guest, c);
  const n = cand.length;
  for (let i = 0; i < n; i++) {
    const a = cand[i];
    const ma = t.mask[a] & crave;
    if (maxCards >= 1 && ma === crave && fn(a, -1, -1)) return true;
    if (maxCards < 2) continue;
    for (let j = i + 1; j < n; j++) {
      const b = cand[j];
      const mb = t.mask[b] & crave;
      if ((ma | mb) === crave && need(a, mb) && need(b, ma) && fn(a, b, -1)) return true;
      if (maxCards < 3) continue;
      for (let k = j + 1; k < n; k++) {
        const c = cand[k];
        const mc = t.mask[c] & crave;
        if ((ma | mb | mc) !== crave) continue;
        if (need(a, mb | mc) && need(b, ma | mc) && need(c, ma | mb) && fn(a, b, c)) return true;
      }
    }
  }
  return false;
}

/** Whether `hand` holds any legal serve of `guest`. */
export function canServe(s: JdState, hand: readonly number[], guest: number, maxCards = 3): boolean {
  return forServes(s, hand, guest, maxCards, () => true);
}

/** Whether `seat` holds a dessert that blocks a steal of `guest`. */
export function hasBlocker(s: JdState, seat: number, guest: number): boolean {
  for (const c of s.hands[seat]) if (isBlocker(s.t, c, guest)) return true;
  return false;
}

/** Why `cards` is not a legal serve of `guest` (undefined when it is). */
export function serveProblem(s: JdState, guest: number, cards: readonly number[]): string | undefined {
  const t = s.t;
  const gname = t.names[guest];
  if (cards.length === 0) return 'name one to three desserts';
  if (cards.length > 3) return 'a guest is served at most three desserts';
  let all = 0;
  for (const c of cards) {
    const bad = t.mask[c] & t.dislike[guest];
    if (bad) return `${gname} dislikes ${flavorList(t, bad).join(' and ')} (${t.codes[c]})`;
    all |= t.mask[c];
  }
  const missing = t.mask[guest] & ~all;
  if (missing) return `${gname} still craves ${flavorList(t, missing).join(' and ')}`;
  if (!s.idle) {
    for (const c of cards) {
      let others = 0;
      for (const o of cards) if (o !== c) others |= t.mask[o];
      if ((others & t.mask[guest]) === t.mask[guest] && !isFavorite(t, guest, c)) {
        return `${t.codes[c]} adds nothing ${gname} craves that the others lack`;
      }
    }
  }
  return undefined;
}

// ---------------------------------------------------------------- setup

export function setup(ctx: SetupContext): JdState {
  const t = compile(ctx.data);
  const rng = seedRng(ctx.seed);
  let guests: number[];
  let desserts: number[];
  if (ctx.deck) {
    guests = ctx.deck.filter((c) => c < t.g);
    desserts = ctx.deck.filter((c) => c >= t.g);
  } else {
    guests = shuffleInPlace(rng, Array.from({ length: t.g }, (_, i) => i));
    desserts = shuffleInPlace(rng, Array.from({ length: t.d }, (_, i) => t.g + i));
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
    t,
    n,
    closingRounds: Number(ctx.options.closingRounds ?? 3),
    idle: Boolean(ctx.options.idleDesserts ?? false),
    guestPile: guests.slice().reverse(),
    dessertPile: desserts.slice(next).reverse(),
    discards: [],
    waiting: [],
    hands,
    tables: Array.from({ length: n }, () => []),
    turnSeat: 0,
    turns: 0,
    phase: PH.GUEST,
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
  };
  startTurn(s, 0, ctx.events);
  return s;
}

export function clone(s: JdState): JdState {
  return {
    ...s,
    rng: s.rng.slice(),
    guestPile: s.guestPile.slice(),
    dessertPile: s.dessertPile.slice(),
    discards: s.discards.slice(),
    waiting: s.waiting.slice(),
    hands: s.hands.map((h) => h.slice()),
    tables: s.tables.map((h) => h.slice()),
    stealCards: s.stealCards.slice(),
    winners: s.winners.slice(),
    stats: s.stats.slice(),
  };
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
  s.stats[ST.RESHUFFLES]++;
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
    say(ev, `${who(seat)} draws ${s.t.names[c]}`, 'draw', true, [seat]);
  }
}

function removeFromHand(s: JdState, seat: number, card: number): void {
  const hand = s.hands[seat];
  const i = hand.indexOf(card);
  if (i < 0) throw new Error(`just-desserts: ${s.t.codes[card]} is not in seat ${seat + 1}'s hand`);
  hand.splice(i, 1);
}

/** Discards the desserts of a serve, seats the guest, draws the favorite's extra dessert. */
function serve(s: JdState, seat: number, guest: number, cards: readonly number[], ev: Events, how: string): void {
  // `how` says what the seat does with the guest ("serves Agent 17"); the desserts follow
  const t = s.t;
  for (const c of cards) {
    removeFromHand(s, seat, c);
    s.discards.push(c);
  }
  s.tables[seat].push(guest);
  s.stats[ST.SERVES]++;
  if (ev) say(ev, `${who(seat)} ${how} with ${names(t, cards)}`, 'serve');
  if (cards.some((c) => isFavorite(t, guest, c))) {
    s.stats[ST.FAVORITES]++;
    drawDessert(s, seat, ev, ` (a favorite was served)`);
  }
}

/** The trio icon `seat` holds three guests of, or -1. */
export function trioOf(s: JdState, seat: number): number {
  const counts = new Array<number>(s.t.trios.length).fill(0);
  for (const g of s.tables[seat]) if (++counts[s.t.trio[g]] >= 3) return s.t.trio[g];
  return -1;
}

/** Ends the game when `seat` holds a trio; returns whether it did. */
function checkTrio(s: JdState, seat: number, ev: Events): boolean {
  const icon = trioOf(s, seat);
  if (icon < 0) return false;
  s.phase = PH.OVER;
  s.winners = [seat];
  s.endedBy = 1;
  // one verb after the seat, so that the line reads right in your words too ("You win at once...")
  say(ev, `${who(seat)} wins at once with a trio of ${s.t.trios[icon]} guests`, 'win');
  return true;
}

export function points(s: JdState, seat: number): number {
  let p = 0;
  for (const g of s.tables[seat]) p += s.t.points[g];
  return p;
}

function finishAtClosing(s: JdState, ev: Events): void {
  const score = s.tables.map((_, seat) => points(s, seat));
  const best = Math.max(...score);
  let tied = score.map((p, seat) => (p === best ? seat : -1)).filter((x) => x >= 0);
  if (tied.length > 1) {
    const most = Math.max(...tied.map((seat) => s.tables[seat].length));
    tied = tied.filter((seat) => s.tables[seat].length === most);
  }
  s.phase = PH.OVER;
  s.winners = tied;
  s.endedBy = 2;
  const list = tied.map((x) => x + 1).join(', ');
  say(ev, `The party is over: ${tied.length > 1 ? `seats ${list} share the win` : `${who(tied[0])} wins`} with ${plural(best, 'point')}`, 'win');
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
      s.closingLeft = s.closingRounds * s.n;
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
    s.phase = PH.STEAL;
    return;
  }
  s.turns++;
  say(ev, `${who(seat)}'s turn`, 'turn');
  drawDessert(s, seat, ev);
  const g = s.guestPile.pop() as number;
  s.guest = g;
  s.phase = PH.GUEST;
  if (ev) say(ev, `${who(seat)} draws the guest ${describeGuest(s.t, g)}`, 'reveal', true);
}

function endTurn(s: JdState, ev: Events): void {
  startTurn(s, (s.turnSeat + 1) % s.n, ev);
}

function toWaitingRoom(s: JdState, ev: Events): void {
  const g = s.guest;
  s.waiting.push(g);
  s.guest = -1;
  s.offerSeat = -1;
  s.asked = 0;
  s.stats[ST.WAITING]++;
  say(ev, `Nobody serves ${s.t.names[g]}: to the Waiting Room; everyone draws a dessert`, 'waiting');
  for (let k = 0; k < s.n; k++) drawDessert(s, (s.turnSeat + k) % s.n, ev);
  s.phase = PH.STEAL;
}

/** Offers the guest at hand to the next seat after `from` that can serve it. */
function offerOn(s: JdState, from: number, ev: Events): void {
  for (let k = 1; k < s.n; k++) {
    const seat = (from + k) % s.n;
    if (seat === s.turnSeat) break;
    if (canServe(s, s.hands[seat], s.guest)) {
      s.phase = PH.OFFER;
      s.offerSeat = seat;
      s.asked |= 1 << seat;
      say(ev, `${who(seat)} may serve ${s.t.names[s.guest]}`, 'offer');
      return;
    }
    if (ev) say(ev, `${who(seat)} holds nothing that serves ${s.t.names[s.guest]}: not asked`, 'offer', false, [seat]);
  }
  toWaitingRoom(s, ev);
}

function completeSteal(s: JdState, ev: Events): void {
  const g = s.target;
  const victim = s.victim;
  const thief = s.turnSeat;
  const row = s.tables[victim];
  row.splice(row.indexOf(g), 1);
  s.stats[ST.STEALS]++;
  serve(s, thief, g, s.stealCards, ev, `steals ${s.t.names[g]} from ${who(victim)}, serving`);
  s.stealCards = [];
  s.phase = PH.BRIBE;
}

// ---------------------------------------------------------------- the contract

export function toMove(s: JdState, out: number[]): number {
  if (s.phase === PH.OVER) return 0;
  out[0] = s.phase === PH.OFFER ? s.offerSeat : s.phase === PH.BLOCK ? s.victim : s.turnSeat;
  return 1;
}

/** The seat that acts now (the game is not over). */
export function mover(s: JdState): number {
  return s.phase === PH.OFFER ? s.offerSeat : s.phase === PH.BLOCK ? s.victim : s.turnSeat;
}

export function legal(s: JdState, seat: number, out: number[]): number {
  if (s.phase === PH.OVER || seat !== mover(s)) return 0;
  let n = 0;
  const hand = s.hands[seat];
  const push = (kind: number, target: number) => (a: number, b: number, c: number): void => {
    out[n++] = encode(kind, c >= 0 ? [a, b, c] : b >= 0 ? [a, b] : [a], target);
  };
  switch (s.phase) {
    case PH.GUEST:
    case PH.OFFER:
      forServes(s, hand, s.guest, 3, push(K.SERVE, 0));
      out[n++] = encode(K.PASS);
      break;
    case PH.STEAL: {
      const most = Math.min(3, hand.length - 1);
      for (let k = 1; k < s.n; k++) {
        const v = (seat + k) % s.n;
        for (const g of s.tables[v]) forServes(s, hand, g, most, push(K.STEAL, g));
      }
      if (s.waiting.length) forServes(s, hand, s.waiting[s.waiting.length - 1], 3, push(K.WAITING, 0));
      for (const c of hand) out[n++] = encode(K.DISCARD, [c]);
      out[n++] = encode(K.END);
      break;
    }
    case PH.FRESHEN:
      for (const c of hand) out[n++] = encode(K.DISCARD, [c]);
      out[n++] = encode(K.DONE);
      break;
    case PH.BLOCK:
      for (const c of hand) if (isBlocker(s.t, c, s.target)) out[n++] = encode(K.BLOCK, [c]);
      out[n++] = encode(K.ALLOW);
      break;
    case PH.BRIBE:
      for (const c of hand) out[n++] = encode(K.BRIBE, [c]);
      break;
  }
  return n;
}

function codesSorted(t: Tables, cards: readonly number[]): string {
  return cards
    .map((c) => t.codes[c])
    .sort()
    .join(' ');
}

export function moveText(s: JdState, _seat: number, move: number): string {
  const t = s.t;
  const { kind, cards, target } = decode(move);
  switch (kind) {
    case K.PASS:
      return 'pass';
    case K.SERVE:
      return `serve ${codesSorted(t, cards)}`;
    case K.STEAL:
      return `steal ${t.codes[target]} ${codesSorted(t, cards)}`;
    case K.WAITING:
      return `waiting ${codesSorted(t, cards)}`;
    case K.DISCARD:
      return `discard ${t.codes[cards[0]]}`;
    case K.DONE:
      return 'done';
    case K.END:
      return 'end';
    case K.BRIBE:
      return `bribe ${t.codes[cards[0]]}`;
    case K.BLOCK:
      return `block ${t.codes[cards[0]]}`;
    case K.ALLOW:
      return 'allow';
  }
  return `move${move}`;
}

/**
 * Reads a serve, steal or Waiting Room move whose desserts are written in any order (the
 * notation sorts them); undefined when no legal move has the same words.
 */
export function parseMove(s: JdState, seat: number, text: string): number | undefined {
  const words = text.trim().toLowerCase().split(/\s+/);
  const head = words[0] === 'steal' ? 2 : 1;
  const key = [...words.slice(0, head), ...words.slice(head).sort()].join(' ');
  const out: number[] = [];
  const n = legal(s, seat, out);
  for (let i = 0; i < n; i++) if (moveText(s, seat, out[i]) === key) return out[i];
  return undefined;
}

export function apply(s: JdState, seat: number, move: number, ev?: GameEvent[]): void {
  if (s.phase === PH.OVER) throw new Error('just-desserts: the game is over');
  if (seat !== mover(s)) throw new Error(`just-desserts: seat ${seat + 1} is not to move`);
  const t = s.t;
  const { kind, cards, target } = decode(move);
  switch (kind) {
    case K.SERVE: {
      const g = s.guest;
      const claimer = s.phase === PH.OFFER;
      serve(s, seat, g, cards, ev, `${claimer ? 'claims' : 'serves'} ${t.names[g]}`);
      if (claimer) s.stats[ST.CLAIMS]++;
      s.guest = -1;
      s.offerSeat = -1;
      s.asked = 0;
      if (!checkTrio(s, seat, ev)) s.phase = PH.STEAL;
      return;
    }
    case K.PASS:
      if (s.phase === PH.GUEST) say(ev, `${who(seat)} offers ${t.names[s.guest]} around`, 'offer');
      else say(ev, `${who(seat)} passes`, 'offer');
      if (ev && s.phase === PH.GUEST && !canServe(s, s.hands[seat], s.guest)) {
        say(ev, `${who(seat)} holds nothing that serves ${t.names[s.guest]}: offered around`, 'offer', false, [seat]);
      }
      offerOn(s, seat, ev);
      return;
    case K.STEAL: {
      let victim = -1;
      for (let v = 0; v < s.n; v++) if (v !== seat && s.tables[v].includes(target)) victim = v;
      if (victim < 0) throw new Error(`just-desserts: ${t.codes[target]} is at no other table`);
      s.target = target;
      s.victim = victim;
      s.stealCards = cards.slice();
      say(ev, `${who(seat)} tries to steal ${t.names[target]} from ${who(victim)} with ${names(t, cards)}`, 'steal');
      if (hasBlocker(s, victim, target)) s.phase = PH.BLOCK;
      else {
        if (ev) say(ev, `${who(victim)} holds no ace that blocks the steal of ${t.names[target]}: not asked`, 'steal', false, [victim]);
        completeSteal(s, ev);
      }
      return;
    }
    case K.ALLOW:
      say(ev, `${who(seat)} lets ${t.names[s.target]} go`, 'steal');
      completeSteal(s, ev);
      return;
    case K.BLOCK: {
      const c = cards[0];
      removeFromHand(s, seat, c);
      s.discards.push(c);
      s.stats[ST.BLOCKS]++;
      say(ev, `${who(seat)} blocks the steal of ${t.names[s.target]} with ${t.names[c]}`, 'block');
      endTurn(s, ev);
      return;
    }
    case K.BRIBE: {
      const c = cards[0];
      removeFromHand(s, seat, c);
      s.hands[s.victim].push(c);
      say(ev, `${who(seat)} pays ${who(s.victim)} a bribe`, 'bribe');
      say(ev, `The bribe is ${t.names[c]}`, 'bribe', true, [seat, s.victim]);
      if (!checkTrio(s, seat, ev)) endTurn(s, ev);
      return;
    }
    case K.WAITING: {
      const g = s.waiting.pop() as number;
      serve(s, seat, g, cards, ev, `takes ${t.names[g]} from the Waiting Room, serving`);
      if (!checkTrio(s, seat, ev)) endTurn(s, ev);
      return;
    }
    case K.DISCARD: {
      const c = cards[0];
      removeFromHand(s, seat, c);
      s.discards.push(c);
      s.freshened++;
      s.phase = PH.FRESHEN;
      say(ev, `${who(seat)} discards ${t.names[c]} to freshen up`, 'freshen');
      return;
    }
    case K.DONE: {
      s.stats[ST.FRESHENS]++;
      const k = s.freshened;
      for (let i = 0; i < k; i++) drawDessert(s, seat, ev, ' (freshening)');
      endTurn(s, ev);
      return;
    }
    case K.END:
      endTurn(s, ev);
      return;
  }
  throw new Error(`just-desserts: unknown move ${move}`);
}

export function outcome(s: JdState): Outcome {
  return {
    over: s.phase === PH.OVER,
    winners: s.winners.slice(),
    scores: s.tables.map((_, seat) => points(s, seat)),
  };
}

/** Every card in exactly one place. */
export function zones(s: JdState): Record<string, readonly number[]> {
  const z: Record<string, readonly number[]> = {
    guestPile: s.guestPile,
    dessertPile: s.dessertPile,
    dirtyDishes: s.discards,
    waitingRoom: s.waiting,
    guestAtHand: s.guest >= 0 ? [s.guest] : [],
  };
  for (let seat = 0; seat < s.n; seat++) {
    z[`hand${seat + 1}`] = s.hands[seat];
    z[`guests${seat + 1}`] = s.tables[seat];
  }
  return z;
}
