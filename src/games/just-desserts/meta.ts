/** What `list` shows of this game: loaded without its rules, so listing the games stays quick. */
import type { GameMeta } from '../../engine/types.js';

export const META = {
  id: 'just-desserts',
  name: 'Just Desserts',
  summary: 'Serve guests their cravings; claim, steal and block to unite a trio',
  players: { min: 2, max: 5 },
} satisfies GameMeta;
