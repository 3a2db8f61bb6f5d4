/** Stacked decks for The Feast's tests. */

/**
 * A 55-card deck, top first, that deals `hands[p]` (ranks, first cards of position p: the
 * real seats, then the dummies) and then turns up `topics` in order. The other places are
 * filled by cycling through the ranks left, so no hand is all one rank by accident.
 */
export function stack(table: number, handSize: number, hands: Record<number, number[]>, topics: number[]): string[] {
  const left = Array.from({ length: 11 }, (_, r) => r);
  const deck: (number | undefined)[] = new Array(55).fill(undefined);
  const put = (k: number, r: number): void => {
    if (deck[k] !== undefined) throw new Error(`place ${k} stacked twice`);
    deck[k] = r;
    left[r]--;
  };
  for (const [p, ranks] of Object.entries(hands)) ranks.forEach((r, i) => put(i * table + Number(p), r));
  topics.forEach((r, j) => put(table * handSize + j, r));
  if (left.some((n) => n < 0)) throw new Error('more cards of a rank than the deck holds');
  let r = 1;
  for (let k = 0; k < 55; k++) {
    if (deck[k] !== undefined) continue;
    while (left[r] === 0) r = (r % 10) + 1;
    deck[k] = r;
    left[r]--;
    r = (r % 10) + 1;
  }
  return deck.map(String);
}
