/**
 * High Card (id `high-card`), 2-4 players: the example game of docs/adding-a-game.md, small
 * enough to read at once. A real game splits this file by the roles that guide names
 * (state.ts, rules.ts, notation.ts, view.ts, text.ts, greedy.ts); here each is a section.
 *
 * Rules in short: a deck of twenty cards ranked 1 to 20 is shuffled and each seat is dealt
 * `hand` cards (option, 1-5); the rest stay face down in the stock. Each trick, from the
 * leader on, every seat plays one card face up; the highest takes the trick and leads the
 * next. When the hands are empty, most tricks win (ties share).
 *
 * Moves: `play 7` (play the card ranked 7). Cards are numbers 0-19 (rank - 1); a move is
 * the card it plays.
 */
import { nextSeed, seedRng, shuffleInPlace, type RngState } from '../../src/engine/rng.js';
import type { BaseState, Game, GameEvent, Outcome, SetupContext } from '../../src/engine/types.js';
import { META } from './meta.js';

const DECK = 20;

// ---------------------------------------------------------------- state
export interface HighCardState extends BaseState {
  seats: number;
  hands: number[][];
  stock: number[];
  /** The card each seat played to this trick, -1 before it plays. */
  trick: number[];
  /** Cards of the tricks each seat took. */
  won: number[][];
  leader: number;
  /** The seat to play; -1 once the game is over. */
  next: number;
  turns: number;
}

// ---------------------------------------------------------------- rules
function setup(ctx: SetupContext): HighCardState {
  const rng = seedRng(ctx.seed);
  const deck = ctx.deck ? ctx.deck.slice() : shuffleInPlace(rng, Array.from({ length: DECK }, (_, i) => i));
  const hand = ctx.options.hand as number;
  const hands = Array.from({ length: ctx.seats }, (_, p) => deck.slice(p * hand, (p + 1) * hand));
  const trick = new Array<number>(ctx.seats).fill(-1);
  const won = hands.map(() => []);
  return { rng, seats: ctx.seats, hands, stock: deck.slice(ctx.seats * hand), trick, won, leader: 0, next: 0, turns: 0 };
}

function legal(s: HighCardState, seat: number, out: number[]): number {
  if (seat !== s.next) return 0;
  const cards = s.hands[seat].slice().sort((a, b) => a - b);
  cards.forEach((c, i) => (out[i] = c));
  return cards.length;
}

function apply(s: HighCardState, seat: number, card: number, events?: GameEvent[]): void {
  const hand = s.hands[seat];
  hand.splice(hand.indexOf(card), 1);
  s.trick[seat] = card;
  s.turns++;
  events?.push({ text: `Seat ${seat + 1} plays ${card + 1}`, kind: 'play' });
  s.next = (seat + 1) % s.seats;
  if (s.next !== s.leader) return;
  const taker = s.trick.indexOf(Math.max(...s.trick));
  s.won[taker].push(...s.trick);
  s.trick.fill(-1);
  events?.push({ text: `Seat ${taker + 1} takes the trick`, kind: 'capture' });
  s.leader = s.next = s.hands[taker].length ? taker : -1;
}

function outcome(s: HighCardState): Outcome {
  const scores = s.won.map((w) => w.length / s.seats);
  const best = Math.max(...scores);
  const over = s.next < 0;
  return { over, scores, winners: over ? scores.flatMap((x, p) => (x === best ? [p] : [])) : [] };
}

// ---------------------------------------------------------------- view and resampling
/** What a seat sees: its own hand (none for a spectator), and everything played. */
export interface HighCardView {
  hand?: number[];
  handSizes: number[];
  stock: number;
  trick: (number | null)[];
  tricks: number[];
  toMove: number | null;
}

function view(s: HighCardState, seat: number): HighCardView {
  return {
    ...(seat >= 0 ? { hand: s.hands[seat].map((c) => c + 1).sort((a, b) => a - b) } : {}),
    handSizes: s.hands.map((h) => h.length),
    stock: s.stock.length,
    trick: s.trick.map((c) => (c < 0 ? null : c + 1)),
    tricks: s.won.map((w) => w.length / s.seats),
    toMove: s.next < 0 ? null : s.next + 1,
  };
}

/** The other hands and the stock dealt again from what `seat` has not seen (sorted first: canonical). */
function resample(state: HighCardState, seat: number, rng: RngState): HighCardState {
  const s = clone(state);
  const others = s.hands.filter((_, p) => p !== seat);
  const pool = shuffleInPlace(rng, [...others.flat(), ...s.stock].sort((a, b) => a - b));
  for (const h of others) for (let i = 0; i < h.length; i++) h[i] = pool.pop() as number;
  s.stock = pool;
  s.rng = seedRng(nextSeed(rng));
  return s;
}

const clone = (s: HighCardState): HighCardState => structuredClone(s);

// ---------------------------------------------------------------- the game
export const highCard: Game<HighCardState, HighCardView> = {
  ...META,
  options: [{ key: 'hand', description: 'Cards dealt to each seat (one trick each)', default: 5, min: 1, max: 5 }],
  rules: `High Card (2 to 4 players)\n\nTwenty cards ranked 1 to 20; each seat is dealt a hand.\nEach trick every seat plays a card; the highest takes it.\nMost tricks win.\n`,
  deckFor: () => Array.from({ length: DECK }, (_, i) => i),
  cardName: (card) => String(card + 1),
  setup,
  toMove: (s, out) => (s.next < 0 ? 0 : ((out[0] = s.next), 1)),
  legal,
  apply,
  clone,
  outcome,
  turn: (s) => s.turns,
  moveText: (_s, _seat, card) => `play ${card + 1}`,
  view,
  resample,
  zones: (s) => ({ stock: s.stock, trick: s.trick.filter((c) => c >= 0), ...Object.fromEntries(s.hands.flatMap((h, p) => [[`hand${p + 1}`, h], [`won${p + 1}`, s.won[p]]])) }),
  // the greedy player: the lowest card that beats the trick so far, else the lowest card
  greedy: (s, _seat, moves) => moves.find((c) => c > Math.max(...s.trick)) ?? moves[0],
};
