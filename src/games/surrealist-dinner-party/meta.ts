/** What `list` shows of this game: loaded without its rules, so listing the games stays quick. */
import type { GameMeta } from '../../engine/types.js';

export const META = {
  id: 'surrealist-dinner-party',
  name: 'Surrealist Dinner Party',
  summary: 'Feed six Surrealists what they crave; your neighbours feed them what they do not',
  players: { min: 2, max: 4 },
} satisfies GameMeta;
