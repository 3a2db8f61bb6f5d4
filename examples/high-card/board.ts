/** The example game's board plug-in: the trick and the tricks taken on the board, the seat's cards in the hand. */
import type { BoardPlugin } from '../../src/ui/boards/types.js';
import type { HighCardView } from './index.js';

export const highCardBoard: BoardPlugin<HighCardView> = {
  gameId: 'high-card',
  board: ({ view, names }) => [
    [{ text: 'Trick: ', bold: true }, { text: view.trick.map((c, p) => `${names[p]} ${c ?? '-'}`).join('   ') }],
    [{ text: `Tricks taken: ${view.tricks.map((t, p) => `${names[p]} ${t}`).join(', ')}` }],
    [{ text: `Stock: ${view.stock} cards face down` }],
  ],
  hand: ({ view }) => (view.hand ? [[{ text: `Your cards: ${view.hand.join(' ')}`, bold: true }]] : []),
  typing: { names: 'a card by its rank (7)' },
};
