/**
 * A greedy player for Royal Dinner Party, and the one-ply evaluation the searching player
 * (src/ai) uses to order moves and to roll games out.
 *
 * Every legal move is scored by what the table looks like right after it: guests it serves
 * now, and for each hungry guest how close its meal is (cards that fit a Queen's colour or a
 * King's suit, the appetite still missing, a wrong card that must be covered) and how easy it
 * is for a card to land on the spot that serves it. Low top cards keep room to place, so the
 * table is marked down by the share of the unseen cards that would find no place at all.
 * A favor spent costs about one guest's worth (favors left are the score): a joker is spent
 * when it serves someone, an ace when a card has no place and the extra helping would hurt,
 * or when the deck is empty. The weights were tuned on thousands of deals (wins first, favors
 * left second); the player wins about two deals in three.
 *
 * It reads only what the player sees: the table, the guests, the favors and which cards are
 * still in the deck (their multiset, never their order), so it plays the same on any sample.
 */
import { isNumber, rankOf, suitOf, colourOfSuit, JACK, QUEEN, SEAT_LINE, SERVED_FROM } from './cards.js';
import { mealSatisfies } from './rules.js';
import { Move, Phase, top, type RdpState } from './state.js';

/** Tunable weights, in units of "one guest served". */
export const WEIGHTS = {
  /** A hungry guest whose meal is ready, before the chance that a card lands to serve it. */
  ready: 0.55,
  /** Added to a ready guest by the share of unseen cards that could land on its spot. */
  land: 0.39,
  /** A guest whose meal is not ready: this times the share of its appetite already met. */
  progress: 0.27,
  /** A not-ready guest's landing spot still matters (it must take a card one day). */
  landLater: 0.1,
  /** A wrong card on a Queen's or King's meal, by the share of cards that cannot cover it. */
  blocked: 0.115,
  /** The share of unseen number cards that would have no place anywhere. */
  risk: 1.56,
  /** Spending a favor (each one left is a point of score). */
  favor: 1.0,
  /** Appetite raised by an extra helping, per point, on top of what the evaluation sees. */
  helping: 0.026,
};

// ---- what the player knows about the deck: how many number cards of each rank are left ----

/** Unseen number cards by rank (index 2-10). */
const count = new Int32Array(11);
/** Unseen number cards of rank at least r (index 0-11). */
const atLeast = new Int32Array(12);
/** Unseen number cards by suit and rank (suit * 11 + rank). */
const suitCount = new Int32Array(44);
/** Of suit s, cards of rank at least r: suit * 12 + r. */
const suitAtLeast = new Int32Array(48);
let numbers = 0;

/** The deck last counted: the same array, length, known bottom and turn hold the same cards. */
let countedDeck: number[] | null = null;
let countedKey = -1;

function countDeck(s: RdpState): void {
  const key = s.deck.length + 64 * s.known + 4096 * s.turns;
  if (s.deck === countedDeck && key === countedKey) return;
  countedDeck = s.deck;
  countedKey = key;
  count.fill(0);
  suitCount.fill(0);
  numbers = 0;
  const deck = s.deck;
  for (let i = 0; i < deck.length; i++) addCard(deck[i], 1);
  suffixes();
}

function addCard(c: number, k: number): void {
  if (!isNumber(c)) return;
  const r = rankOf(c);
  count[r] += k;
  suitCount[suitOf(c) * 11 + r] += k;
  numbers += k;
}

function suffixes(): void {
  atLeast[11] = 0;
  for (let r = 10; r >= 0; r--) atLeast[r] = atLeast[r + 1] + (r >= 2 ? count[r] : 0);
  suitsStale = true;
}

/** Whether `suitAtLeast` needs recounting (it is only needed for a wrong card on a royal meal). */
let suitsStale = true;

function suitSuffixes(): void {
  suitsStale = false;
  for (let su = 0; su < 4; su++) {
    let acc = 0;
    suitAtLeast[su * 12 + 11] = 0;
    for (let r = 10; r >= 0; r--) {
      if (r >= 2) acc += suitCount[su * 11 + r];
      suitAtLeast[su * 12 + r] = acc;
    }
  }
}

/** The share of unseen number cards that could go on a top card `c` (-1: empty). */
function landShare(c: number): number {
  if (c < 0 || numbers === 0) return c < 0 ? 1 : 0;
  return atLeast[rankOf(c)] / numbers;
}

/** The share of unseen number cards that may cover `c` and fit guest `g`'s suit or colour. */
function coverShare(g: number, c: number): number {
  if (numbers === 0) return 0;
  if (suitsStale) suitSuffixes();
  const r = rankOf(c);
  const gs = suitOf(g);
  if (rankOf(g) === QUEEN) {
    const other = gs === 1 ? 2 : gs === 2 ? 1 : gs === 0 ? 3 : 0;
    return (suitAtLeast[gs * 12 + r] + suitAtLeast[other * 12 + r]) / numbers;
  }
  return suitAtLeast[gs * 12 + r] / numbers;
}

/** Whether card `c` (a top card, -1 when empty) fits guest `g`'s meal rule. */
function fits(g: number, c: number): boolean {
  if (c < 0) return false;
  const r = rankOf(g);
  if (r === JACK) return true;
  if (r === QUEEN) return colourOfSuit(suitOf(c)) === colourOfSuit(suitOf(g));
  return suitOf(c) === suitOf(g);
}

// ---- the evaluation ----

/** For each position, the seats whose line (meal or landing spot) goes through it, as a mask. */
const TOUCHES: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((p) =>
  SEAT_LINE.reduce((mask, line, seat) => (line.includes(p) ? mask | (1 << seat) : mask), 0),
);

/** How promising one hungry guest's seat is (0 to about 0.85; a served guest counts 1). */
function seatValue(s: RdpState, seat: number): number {
  const g = s.guest[seat];
  const need = s.appetite[seat];
  const line = SEAT_LINE[seat];
  const a = top(s.grid[line[0]]);
  const b = top(s.grid[line[1]]);
  const far = top(s.grid[line[2]]);
  const w = WEIGHTS;
  const jack = rankOf(g) === JACK;
  const fa = a >= 0 && (jack || fits(g, a));
  const fb = b >= 0 && (jack || fits(g, b));
  const sum = (fa ? rankOf(a) : 0) + (fb ? rankOf(b) : 0);
  if (sum >= need && (jack || (fa && fb))) return w.ready + w.land * landShare(far);
  let v = w.progress * (sum < need ? sum / need : 1) + w.landLater * landShare(far);
  if (!jack) {
    if (a >= 0 && !fa) v -= w.blocked * (1 - coverShare(g, a));
    if (b >= 0 && !fb) v -= w.blocked * (1 - coverShare(g, b));
  }
  return v;
}

/** A seat's worth: nothing while empty, 1 once served (or in `served`), else its seat value. */
function seatWorth(s: RdpState, seat: number, served: number): number {
  if (s.guest[seat] < 0) return 0;
  if (s.satisfied[seat] || served & (1 << seat)) return 1;
  return seatValue(s, seat);
}

/** The share of unseen number cards with no place at all, weighted. */
function riskTerm(s: RdpState): number {
  let low = 11;
  for (let p = 0; p < 9; p++) {
    const st = s.grid[p];
    const r = st.length ? rankOf(st[st.length - 1]) : 0;
    if (r < low) low = r;
  }
  return low > 2 && numbers > 0 ? WEIGHTS.risk * (1 - atLeast[low] / numbers) : 0;
}

/**
 * The table's worth after a move: guests served (1 each, `served` marks seats a move would
 * serve), each hungry guest's seat value, less the share of unseen cards with no place.
 */
export function evaluate(s: RdpState, served = 0): number {
  let e = 0;
  for (let seat = 0; seat < 12; seat++) e += seatWorth(s, seat, served);
  return e - riskTerm(s);
}

/** Each seat's worth before the move being scored, and their sum (see `prepare`). */
const baseWorth = new Float64Array(12);
let baseSum = 0;

/** Caches the seats' worth on the table as it is, so a move rescores only the seats it touches. */
function prepare(s: RdpState): void {
  baseSum = 0;
  for (let seat = 0; seat < 12; seat++) {
    baseWorth[seat] = seatWorth(s, seat, 0);
    baseSum += baseWorth[seat];
  }
}

/** `evaluate` after a change that touches only the seats in `seats` (a mask). */
function evaluateChange(s: RdpState, seats: number, served: number): number {
  let e = baseSum;
  for (let m = seats; m; m &= m - 1) {
    const seat = 31 - Math.clz32(m & -m);
    e += seatWorth(s, seat, served) - baseWorth[seat];
  }
  return e - riskTerm(s);
}

/** Seats a card landing on `p` would satisfy now, as a bit mask. */
export function servedMask(s: RdpState, p: number): number {
  let mask = 0;
  const seats = SERVED_FROM[p];
  for (let i = 0; i < seats.length; i++) {
    const seat = seats[i];
    if (s.guest[seat] >= 0 && !s.satisfied[seat] && mealSatisfies(s, seat)) mask |= 1 << seat;
  }
  return mask;
}

/** Positions that are the landing spot of a hungry seated guest, as a mask. */
function hungrySpots(s: RdpState): number {
  let mask = 0;
  for (let seat = 0; seat < 12; seat++) {
    if (s.guest[seat] >= 0 && !s.satisfied[seat]) mask |= 1 << SEAT_LINE[seat][2];
  }
  return mask;
}

/** Score of placing the held card on `p`. */
function placeScore(s: RdpState, p: number): number {
  s.grid[p].push(s.held);
  const e = evaluateChange(s, TOUCHES[p], servedMask(s, p));
  s.grid[p].pop();
  return e;
}

/** The best placement score of the held card, or -Infinity when it has no place. */
function bestPlaceScore(s: RdpState): number {
  let best = -Infinity;
  const held = rankOf(s.held);
  for (let p = 0; p < 9; p++) {
    const t = top(s.grid[p]);
    if (t >= 0 && rankOf(t) > held) continue;
    const v = placeScore(s, p);
    if (v > best) best = v;
  }
  return best;
}

/** Whether `scoreMoves` scores every move, even those the greedy player never makes. */
let everything = false;
/** Landing spots of hungry guests (see `hungrySpots`), for the move being scored. */
let spots = 0;

/** Score of a joker moving the top card from `a` to `b` (favor cost included). */
function jokerScore(s: RdpState, a: number, b: number, placing: boolean): number {
  // with cards left to draw, a joker is only worth it when it serves
  const cheap = !everything && (placing || s.deck.length > 0);
  if (cheap && !(spots & (1 << b))) return -Infinity;
  const c = s.grid[a].pop() as number;
  s.grid[b].push(c);
  const served = servedMask(s, b);
  let e: number;
  if (served === 0 && cheap) e = -Infinity;
  else if (placing) {
    // the drawn card still has to go somewhere afterwards: rescore from the new table
    const saved = s.satisfied.slice();
    for (let seat = 0; seat < 12; seat++) if (served & (1 << seat)) s.satisfied[seat] = 1;
    prepare(s);
    e = bestPlaceScore(s);
    if (e === -Infinity) e = baseSum - riskTerm(s) - 1;
    for (let seat = 0; seat < 12; seat++) s.satisfied[seat] = saved[seat];
  } else e = evaluateChange(s, TOUCHES[a] | TOUCHES[b], served);
  s.grid[b].pop();
  s.grid[a].push(c);
  if (placing && e > -Infinity) prepare(s);
  return e - WEIGHTS.favor;
}

/** Score of an ace sending the stack at `p` under the deck (favor cost included). */
function aceScore(s: RdpState, p: number, placing: boolean, stuck: boolean): number {
  // with cards left to draw, an ace is for a card that has no place
  if (!stuck && s.deck.length > 0 && !everything) return -Infinity;
  const stack = s.grid[p];
  for (let i = 0; i < stack.length; i++) addCard(stack[i], 1);
  suffixes();
  s.grid[p] = [];
  let e: number;
  if (placing) {
    prepare(s);
    e = bestPlaceScore(s);
    if (e === -Infinity) e = evaluate(s) - 1;
  } else e = evaluate(s);
  s.grid[p] = stack;
  for (let i = 0; i < stack.length; i++) addCard(stack[i], -1);
  suffixes();
  if (placing) prepare(s);
  return e - WEIGHTS.favor;
}

/** Score of giving the held card to `seat` as an extra helping. */
function helpingScore(s: RdpState, seat: number): number {
  const v = rankOf(s.held);
  if (s.appetite[seat] + v >= s.rules.limit) return -100;
  s.appetite[seat] += v;
  const e = evaluateChange(s, 1 << seat, 0) - WEIGHTS.helping * v;
  s.appetite[seat] -= v;
  return e;
}

/** Score of seating the waiting guest at `seat`. */
function seatScore(s: RdpState, seat: number): number {
  const g = s.waiting[0];
  s.guest[seat] = g;
  s.appetite[seat] = s.rules.appetite[rankOf(g) - JACK];
  const e = evaluateChange(s, 1 << seat, 0);
  s.guest[seat] = -1;
  s.appetite[seat] = 0;
  return e;
}

/**
 * Scores every legal move into `out` (higher is better); the greedy move is the best. Moves the
 * greedy player never makes (a joker that serves no one, an ace while the drawn card has a
 * place) score `-Infinity` unless `all` is set: the searching player sets it to choose which
 * moves are worth searching.
 */
export function scoreMoves(s: RdpState, legal: readonly number[], out: number[], all = false): void {
  countDeck(s);
  prepare(s);
  everything = all;
  spots = hungrySpots(s);
  const placing = s.phase === Phase.Place;
  const base = s.phase === Phase.Play ? baseSum - riskTerm(s) : 0;
  // the held card has no place: the moves are extra helpings and favors
  const stuck = placing && legal[0] >= Move.Helping;
  for (let i = 0; i < legal.length; i++) {
    const m = legal[i];
    let v: number;
    if (m < Move.Keep) v = seatScore(s, m - Move.Seat);
    else if (m === Move.Keep) v = 0;
    else if (m < Move.Draw) v = -0.2 - 0.01 * (m - Move.Swap); // the Final Touch is left to the search
    else if (m === Move.Draw) v = base;
    else if (m < Move.Ace) v = placeScore(s, m - Move.Place);
    else if (m < Move.Joker) v = aceScore(s, m - Move.Ace, placing, stuck);
    else if (m < Move.Helping) {
      const from = ((m - Move.Joker) / 9) | 0;
      const to = (m - Move.Joker) % 9;
      v = jokerScore(s, from, to, placing);
    } else v = helpingScore(s, m - Move.Helping);
    out[i] = v;
  }
}

const scores: number[] = [];

/** Whether some legal joker move would serve a guest now. */
function servingJokerIn(s: RdpState, legal: readonly number[]): boolean {
  const hungry = hungrySpots(s);
  for (let i = 0; i < legal.length; i++) {
    const m = legal[i];
    if (m < Move.Joker || m >= Move.Helping) continue;
    const b = (m - Move.Joker) % 9;
    if (!(hungry & (1 << b))) continue;
    const a = ((m - Move.Joker) / 9) | 0;
    const c = s.grid[a].pop() as number;
    s.grid[b].push(c);
    const served = servedMask(s, b);
    s.grid[b].pop();
    s.grid[a].push(c);
    if (served) return true;
  }
  return false;
}

/** The greedy move: the best-scored legal move (the first of equals, so it is deterministic). */
export function greedy(s: RdpState, legal: readonly number[]): number {
  if (legal.length === 1) return legal[0];
  // before a draw, with cards left, only a joker that serves can beat drawing
  if (s.phase === Phase.Play && s.deck.length > 0 && !servingJokerIn(s, legal)) return Move.Draw;
  scoreMoves(s, legal, scores);
  let best = 0;
  for (let i = 1; i < legal.length; i++) if (scores[i] > scores[best]) best = i;
  return legal[best];
}
