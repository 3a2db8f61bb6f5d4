/** What `list` shows of this game: loaded without its rules, so listing the games stays quick. */
import type { GameMeta } from '../../engine/types.js';

export const META = {
  id: 'the-feast',
  name: 'The Feast',
  summary: 'Secret ploys revealed together: capture the topic, but a matched rank is a gaffe',
  players: { min: 2, max: 8 },
} satisfies GameMeta;
