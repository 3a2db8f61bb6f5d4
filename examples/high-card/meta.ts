/** What `list` would show of the example game (it is kept out of the shipped list). */
import type { GameMeta } from '../../src/engine/types.js';

export const META = {
  id: 'high-card',
  name: 'High Card',
  summary: 'Play one card a trick; the highest card takes it',
  players: { min: 2, max: 4 },
} satisfies GameMeta;
