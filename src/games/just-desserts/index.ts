/**
 * Just Desserts (id `just-desserts`), 2-5 players: draw a guest each turn, serve it with one
 * to three desserts (every craving, no dislike) or offer it around from your left; nobody
 * serves it: to the Waiting Room and everyone draws. Steal phase: steal a guest (serve it
 * again, pay a one-dessert bribe; the victim may block with a craved single-flavor
 * dessert), serve the Waiting Room's top guest, or freshen. A trio of one icon wins at
 * once; else after closing time (N rounds once the guest pile is empty) most points win.
 *
 * Moves: serve D.., pass, steal G D.., waiting D.., discard D, done, end, block D, allow,
 * bribe D (cards by their codes from rulesets/just-desserts.yaml). The rules live in
 * rules.ts, the views and resampling in view.ts, the heuristic in greedy.ts.
 */
import { META } from './meta.js';
import { registerGame } from '../../engine/registry.js';
import type { Game, Options } from '../../engine/types.js';
import { cardCode, checkData, checkRuleset, compile, dataSchema } from './data.js';
import { greedy } from './greedy.js';
import { whyIllegal } from './notation.js';
import {
  Phase,
  Stat,
  apply,
  clone,
  legal,
  moveText,
  parseMove,
  outcome,
  setup,
  toMove,
  zones,
  type JdState,
} from './rules.js';
import { RULES } from './text.js';
import { resample, view } from './view.js';

export const justDesserts: Game<JdState> = {
  ...META,
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
  rules: RULES,
  checkData,
  deckFor(_options: Options, _seats: number, data?: unknown): number[] {
    const t = compile(data);
    return Array.from({ length: t.guests + t.desserts }, (_, i) => i);
  },
  cardName: (card, data) => (data === undefined ? cardCode(card) : compile(data).codes[card] ?? `card${card}`),
  checkRuleset,
  dataSchema,
  setup,
  toMove,
  legal,
  apply,
  clone,
  outcome,
  turn: (s) => s.turns,
  moveText,
  parseMove,
  whyIllegal,
  view,
  resample,
  zones,
  counters(s) {
    return {
      endedByTrio: s.endedBy === 1 ? 1 : 0,
      endedAtClosing: s.endedBy === 2 ? 1 : 0,
      sharedWin: s.endedBy === 2 && s.winners.length > 1 ? 1 : 0,
      turns: s.turns,
      steals: s.stats[Stat.Steals],
      blocks: s.stats[Stat.Blocks],
      claims: s.stats[Stat.Claims],
      waitingRoom: s.stats[Stat.Waiting],
      favorites: s.stats[Stat.Favorites],
      freshens: s.stats[Stat.Freshens],
      reshuffles: s.stats[Stat.Reshuffles],
    };
  },
  lossReason(s) {
    if (s.phase !== Phase.Over) return undefined;
    if (s.endedBy === 1) return 'another player united a trio';
    return s.winners.length > 1 ? 'a shared win at closing time' : 'fewer points at closing time';
  },
  greedy,
};

registerGame(justDesserts);
