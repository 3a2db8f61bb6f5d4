/** What `list` shows of this game: loaded without its rules, so listing the games stays quick. */
import type { GameMeta } from '../../engine/types.js';

export const META = {
  id: 'just-desserts',
  name: 'Just Desserts',
  summary: 'Serve guests their cravings; claim, steal and block to unite a trio',
  players: { min: 2, max: 5 },
  options: [
    {
      key: 'closingRounds',
      description: 'Full rounds played once the guest pile is empty (draw and steal only)',
      default: 3,
      min: 0,
      max: 20,
    },
    { key: 'startingHand', description: 'Desserts dealt to each player at the start', default: 5, min: 1, max: 10 },
    {
      key: 'idleDesserts',
      description: 'Allow a serve to include desserts that add nothing the guest craves',
      default: false,
    },
  ],
} satisfies GameMeta;
