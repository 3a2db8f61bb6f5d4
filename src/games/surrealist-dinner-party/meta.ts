/** What `list` shows of this game: loaded without its rules, so listing the games stays quick. */
import type { GameMeta } from '../../engine/types.js';

export const META = {
  id: 'surrealist-dinner-party',
  name: 'Surrealist Dinner Party',
  summary: 'Feed six Surrealists what they crave; your neighbours feed them what they do not',
  players: { min: 2, max: 4 },
  options: [
    {
      key: 'mode',
      description: 'casual: no abilities; normal: abilities; advanced: also faux pas and the draft',
      default: 'normal',
      choices: ['casual', 'normal', 'advanced'],
    },
    // left unset, these two follow the mode; set, they win over it (the rules page says so)
    {
      key: 'fauxPas',
      description: 'Deal two faux pas cards to each seat; each keeps one or two in play (unset: on in advanced mode)',
      default: false,
      derive: (o) => o.mode === 'advanced',
    },
    {
      key: 'draft',
      description: 'Draft the guests before play: keep one, pass the rest left, until six (unset: on in advanced mode)',
      default: false,
      derive: (o) => o.mode === 'advanced',
    },
    {
      key: 'tieBreak',
      description: 'shared: equal scores share the win; content: most Perfectly Content guests first',
      default: 'shared',
      choices: ['shared', 'content'],
    },
  ],
} satisfies GameMeta;
