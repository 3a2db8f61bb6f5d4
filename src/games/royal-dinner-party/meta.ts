/** What `list` shows of this game: loaded without its rules, so listing the games stays quick. */
import type { GameMeta } from '../../engine/types.js';

export const META = {
  id: 'royal-dinner-party',
  name: 'Royal Dinner Party',
  summary: 'Seat and feed twelve royal guests around a 3x3 table of cards',
  players: { min: 1, max: 1 },
} satisfies GameMeta;
