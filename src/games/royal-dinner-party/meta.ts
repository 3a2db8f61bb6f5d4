/** What `list` shows of this game: loaded without its rules, so listing the games stays quick. */
import type { GameMeta } from '../../engine/types.js';

export const META = {
  id: 'royal-dinner-party',
  name: 'Royal Dinner Party',
  summary: 'Seat and feed twelve royal guests around a 3x3 table of cards',
  players: { min: 1, max: 1 },
  options: [
    { key: 'finalTouch', description: 'Allow the Final Touch (one swap after setting the table)', default: true },
    {
      key: 'seating',
      description: 'Order guests met during setup take their seats: as drawn, Jacks first, or Kings first',
      default: 'drawn',
      choices: ['drawn', 'jqk', 'kqj'],
    },
    { key: 'leastInterested', description: 'Guests sit by the card they are least interested in', default: false },
    { key: 'aces', description: 'Aces in the deck (favors that send a stack back)', default: 4, min: 0, max: 4 },
    { key: 'jokers', description: 'Jokers in the deck (favors that move a card)', default: 2, min: 0, max: 2 },
    { key: 'appetiteLimit', description: 'An appetite reaching this loses the game', default: 20, min: 12, max: 60 },
    { key: 'jackAppetite', description: "A Jack's appetite", default: 11, min: 2, max: 20 },
    { key: 'queenAppetite', description: "A Queen's appetite", default: 12, min: 2, max: 20 },
    { key: 'kingAppetite', description: "A King's appetite", default: 13, min: 2, max: 20 },
  ],
} satisfies GameMeta;
