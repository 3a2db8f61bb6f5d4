/**
 * Surrealist Dinner Party (id `surrealist-dinner-party`), 2-4 players: seat up to three
 * guests in your row of one ring around the table; each turn seat and/or send home a guest,
 * give a guest and a neighbour a Compliment or a Drama each, serve a token from the Platter
 * (or trash one), or use your plate abilities (once a course). A token is placed by the
 * receiving guest's owner at once; going home stashes the matching tokens (+2 of your choice
 * when Perfectly Content), then the door ability. Six courses; after the Dessert everyone
 * sends their guests home; the biggest Stash wins. Mode `normal` (the default) plays every
 * guest's ability, `casual` none; faux pas and the draft (`advanced`) are not built yet.
 *
 * Moves: seat G N, home G, end, compliment G H, drama G H, serve T G, trash T, place A,
 * bonus T T, plates, use G, skip, pick T, target G, take G T [A] (guests by code, tokens
 * F W D C R, appetites by kind or *).
 *
 * Files: data.ts (ruleset tables), abilities.ts (the abilities' vocabulary), effects.ts (what
 * each effect does), runner.ts (when abilities happen, one step at a time), state.ts (state,
 * setup, zones), rules.ts (the rules), notation.ts, view.ts (views, resampling), greedy.ts,
 * text.ts (the rules page).
 */
import { META } from './meta.js';
import { registerGame } from '../../engine/registry.js';
import type { Game, Options } from '../../engine/types.js';
import { KINDS } from './abilities.js';
import { cardCode, checkData, compile, dataSchema } from './data.js';
import { greedy } from './greedy.js';
import { moveText, parseMove, whyIllegal } from './notation.js';
import { apply, legal, outcome, toMove } from './rules.js';
import { NOT_BUILT, ST, clone, setup, unbuiltOptions, zones, type SdpState } from './state.js';
import { RULES } from './text.js';
import { resample, view } from './view.js';

export type { SdpState };

export const surrealistDinnerParty: Game<SdpState> = {
  ...META,
  options: [
    {
      key: 'mode',
      description: 'casual: no abilities; normal: abilities; advanced: also faux pas and the draft (not built yet)',
      default: 'normal',
      choices: ['casual', 'normal', 'advanced'],
    },
    { key: 'fauxPas', description: 'Deal faux pas cards (not built yet)', default: false },
    { key: 'draft', description: 'Draft the guests before play (not built yet)', default: false },
    {
      key: 'tieBreak',
      description: 'shared: equal scores share the win; content: most Perfectly Content guests first',
      default: 'shared',
      choices: ['shared', 'content'],
    },
  ],
  rules: RULES,
  checkData,
  checkRuleset: (options: Options): string[] =>
    unbuiltOptions(options).map((kv) => `options.${kv.split('=')[0]}: ${NOT_BUILT}; use mode: normal`),
  dataSchema,
  deckFor(_options: Options, _seats: number, data?: unknown): number[] {
    return Array.from({ length: compile(data).g }, (_, i) => i);
  },
  cardName: (card, data) => (data === undefined ? cardCode(card) : compile(data).codes[card] ?? `card${card}`),
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
    // per kind as `stashed.F` (not `stashedF`), so the report shows means rather than shares of games
    const c: Record<string, number> = {
      turns: s.turns,
      perfectlyContent: s.stats[ST.CONTENT],
      guestsHome: s.stats[ST.HOME],
    };
    KINDS.forEach((k, i) => {
      c[`stashed.${k}`] = s.stats[ST.STASHED + i];
      c[`trashed.${k}`] = s.stats[ST.TRASHED + i];
      c[`mismatched.${k}`] = s.stats[ST.MISMATCHED + i];
    });
    // how often each guest's ability was used (standing rules: how often they made a difference)
    s.uses.forEach((u, g) => {
      c[`used.${s.t.codes[g]}`] = u;
    });
    return c;
  },
  greedy,
};

registerGame(surrealistDinnerParty);
