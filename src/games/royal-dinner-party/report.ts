/**
 * Royal Dinner Party: the designers' per-card table (the simulator's `cards`), over the twelve
 * guests (jacks, queens and kings by suit) and the six favors (aces and jokers).
 */
import type { CardTableHooks } from '../../engine/types.js';
import { BLACK_JOKER, JACK, KING, RED_JOKER, SUITS, SUIT_NAMES, card, cardName, rankOf, suitOf } from './cards.js';
import { Result, type RdpState } from './state.js';

/** The table's cards: the twelve guests, then the four aces and the two jokers. */
export const CARDS: readonly number[] = [
  ...SUITS.flatMap((_, suit) => [JACK, 12, KING].map((rank) => card(suit, rank))),
  ...SUITS.map((_, suit) => card(suit, 1)),
  RED_JOKER,
  BLACK_JOKER,
];
/** Each card's figures, told in this order. */
export const CARD_FIGURES = ['held', 'won', 'used', 'points'] as const;

/** A card's place in CARDS, or -1 (number cards). */
const INDEX = new Int8Array(54).fill(-1);
CARDS.forEach((c, i) => (INDEX[c] = i));

/**
 * Tells each card's figures by its index among CARDS' counters (4 per card, in CARD_FIGURES'
 * order), in CARDS' order, only for the cards that appeared: a guest once seated, a favor once
 * drawn. `used` is 1 for a satisfied guest or a favor used; `points` 1 for a satisfied guest
 * (of the twelve a win needs) or a favor still kept when the game was won (it scores).
 */
export function countCards(s: RdpState, count: (counter: number, value: number) => void): void {
  const won = s.result === Result.Won ? 1 : 0;
  const tell = (c: number, used: number, points: number): void => {
    const at = INDEX[c] * 4;
    count(at, 1);
    count(at + 1, won);
    count(at + 2, used);
    count(at + 3, points);
  };
  // guests in CARDS' order: the seats hold at most twelve, looked up per card
  for (let i = 0; i < 12; i++) {
    const g = CARDS[i];
    const seat = s.guest.indexOf(g);
    if (seat >= 0) tell(g, s.satisfied[seat] ? 1 : 0, s.satisfied[seat] ? 1 : 0);
  }
  for (let i = 12; i < CARDS.length; i++) {
    const f = CARDS[i];
    if (s.used.includes(f)) tell(f, 1, 0);
    else if (s.favors.includes(f)) tell(f, 0, won);
  }
}

const RANKS: Record<number, string> = { 1: 'Ace', 11: 'Jack', 12: 'Queen', 13: 'King' };

export const CARD_TABLE: CardTableHooks = {
  noun: 'card',
  name(code) {
    const c = CARDS.find((x) => cardName(x) === code);
    if (c === undefined) return code;
    if (c === RED_JOKER) return 'Red Joker';
    if (c === BLACK_JOKER) return 'Black Joker';
    return `${RANKS[rankOf(c)]} of ${SUIT_NAMES[suitOf(c)]}`;
  },
  note: [
    'Here a guest (J, Q, K) appears once seated and a favor (A, RJ, BJ) once',
    'drawn; used: a guest satisfied, a favor used; points: a guest satisfied',
    '(of the twelve a win needs), a favor kept in a won game (it scores). The',
    'one player holds every card: win/fair compares its wins with the card',
    'with its wins overall.',
  ],
};

