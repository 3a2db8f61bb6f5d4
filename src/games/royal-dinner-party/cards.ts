/**
 * Royal Dinner Party's cards and table geometry.
 *
 * Cards are integers: suit * 13 + (rank - 1) for the 52 cards (suits S H D C, rank 1 = ace,
 * 11-13 = J Q K), 52 for the red joker RJ and 53 for the black joker BJ.
 *
 * The grid's positions are numbered in reading order: a1 b1 c1 = 0 1 2, a2 b2 c2 = 3 4 5,
 * a3 b3 c3 = 6 7 8. The twelve seats: Ta Tb Tc (0-2) above row 1, Ba Bb Bc (3-5) below row 3,
 * L1 L2 L3 (6-8) left of column a, R1 R2 R3 (9-11) right of column c.
 */

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export const SUIT_NAMES = ['Spades', 'Hearts', 'Diamonds', 'Clubs'] as const;
export const RED_JOKER = 52;
export const BLACK_JOKER = 53;
export const JACK = 11;
export const QUEEN = 12;
export const KING = 13;

export const suitOf = (card: number): number => (card / 13) | 0;
export const rankOf = (card: number): number => (card % 13) + 1;
/** 0 black (spades, clubs), 1 red (hearts, diamonds). */
export const colourOfSuit = (suit: number): number => (suit === 1 || suit === 2 ? 1 : 0);
export const isJoker = (card: number): boolean => card >= 52;
export const isAce = (card: number): boolean => card < 52 && rankOf(card) === 1;
export const isFavor = (card: number): boolean => isJoker(card) || isAce(card);
export const isGuest = (card: number): boolean => card < 52 && rankOf(card) >= JACK;
export const isNumber = (card: number): boolean => card < 52 && rankOf(card) >= 2 && rankOf(card) <= 10;
export const card = (suit: number, rank: number): number => suit * 13 + rank - 1;

const RANK_TEXT = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const RANK_NAMES = ['', 'Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'];

/** "10S", "QD", "RJ". */
export function cardName(c: number): string {
  if (c === RED_JOKER) return 'RJ';
  if (c === BLACK_JOKER) return 'BJ';
  return RANK_TEXT[rankOf(c)] + SUITS[suitOf(c)];
}

/** The card a name stands for, or -1. */
export function parseCard(text: string): number {
  const t = text.trim().toUpperCase();
  if (t === 'RJ') return RED_JOKER;
  if (t === 'BJ') return BLACK_JOKER;
  const suit = SUITS.indexOf(t.slice(-1) as (typeof SUITS)[number]);
  const rank = RANK_TEXT.indexOf(t.slice(0, -1));
  return suit < 0 || rank < 1 ? -1 : card(suit, rank);
}

/** "the Queen of Hearts", "the 7 of Spades", "the red joker". */
export function longName(c: number): string {
  if (c === RED_JOKER) return 'the red joker';
  if (c === BLACK_JOKER) return 'the black joker';
  return `the ${RANK_NAMES[rankOf(c)]} of ${SUIT_NAMES[suitOf(c)]}`;
}

export const POSITIONS = ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'] as const;
export const CENTRE = 4;
/** The eight outer positions in the order setup fills them. */
export const OUTER = [0, 1, 2, 3, 5, 6, 7, 8] as const;
export const SEAT_NAMES = ['Ta', 'Tb', 'Tc', 'Ba', 'Bb', 'Bc', 'L1', 'L2', 'L3', 'R1', 'R2', 'R3'] as const;

/** The one grid position each seat sits next to. */
export const SEAT_NEXT_TO: readonly number[] = [0, 1, 2, 6, 7, 8, 0, 3, 6, 2, 5, 8];

/** The seats next to each position (a corner has two, an edge middle one, the centre none). */
export const SEATS_AT: readonly (readonly number[])[] = POSITIONS.map((_, p) =>
  SEAT_NEXT_TO.flatMap((pos, s) => (pos === p ? [s] : [])),
);

/**
 * Each seat looks along its row or column: `line[s]` is [near, middle, far]. A card landing on
 * the far position serves the seat a meal of the near and middle positions' top cards.
 */
export const SEAT_LINE: readonly (readonly [number, number, number])[] = SEAT_NAMES.map((_, s) => {
  if (s < 3) return [s, 3 + s, 6 + s] as const; // top, looking down column
  if (s < 6) return [6 + (s - 3), 3 + (s - 3), s - 3] as const; // bottom, looking up
  if (s < 9) return [(s - 6) * 3, (s - 6) * 3 + 1, (s - 6) * 3 + 2] as const; // left, looking right
  return [(s - 9) * 3 + 2, (s - 9) * 3 + 1, (s - 9) * 3] as const; // right, looking left
});

/** For each position, the seats a card landing there may serve. */
export const SERVED_FROM: readonly (readonly number[])[] = POSITIONS.map((_, p) =>
  SEAT_LINE.flatMap((line, s) => (line[2] === p ? [s] : [])),
);
