/** What `list` shows of this game: loaded without its rules, so listing the games stays quick. */
import type { GameMeta } from '../../engine/types.js';

export const META = {
  id: 'the-feast',
  name: 'The Feast',
  summary: 'Secret ploys revealed together: capture the topic, but a matched rank is a gaffe',
  players: { min: 2, max: 8 },
  options: [
    {
      key: 'dummies',
      description: 'Dummy hands added beyond those that fill a game up to 4 seats (8 seats at most)',
      default: 0,
      min: 0,
      max: 6,
    },
    { key: 'hands', description: 'Hands in a game', default: 4, min: 1, max: 10 },
    {
      key: 'beatDummies',
      description: 'A player must also outscore every dummy to win',
      default: false,
    },
  ],
} satisfies GameMeta;
