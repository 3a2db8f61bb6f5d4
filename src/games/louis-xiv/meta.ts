/** What `list` shows of this game: loaded without its rules, so listing the games stays quick. */
import type { GameMeta } from '../../engine/types.js';

export const META = {
  id: 'louis-xiv',
  name: "Louis XIV's royal dinner",
  summary: 'Feed six picky nobles exact plates from a 3x3 tray; solo against the A.I. deck',
  players: { min: 1, max: 4 },
  options: [
    { key: 'side', description: 'Which side of the nobles every seat plays', default: 'unmasked', choices: ['unmasked', 'masked'] },
    {
      key: 'finishRound',
      description: 'The second end-of-party card finishes the round instead of ending the game at once',
      default: false,
    },
  ],
} satisfies GameMeta;
