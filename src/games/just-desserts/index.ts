/**
 * Just Desserts (id `just-desserts`, Looney Labs, rules v4.2; published cards), 2-5 players.
 *
 * Each turn the player draws a dessert and a guest. They serve the guest (one to three
 * desserts covering every craving, none disliked) or offer it around: from their left, the
 * first other player who can and will serve it takes it; if nobody does, it goes on top of
 * the Waiting Room and everyone draws a dessert. Then the steal phase: steal a guest from
 * another player by serving it again and paying them a one-dessert bribe (they may block
 * with a single-flavor dessert the guest craves), or serve the Waiting Room's top guest, or
 * freshen (discard desserts, then draw as many), or do nothing. Serving a favorite draws an
 * extra dessert. Three guests of one trio icon win at once. When the guest pile is empty,
 * closing time: N full rounds of a dessert draw and a steal phase, then most points win
 * (then most guests; else a shared win).
 *
 * Moves (cards by their codes from rulesets/just-desserts.yaml, desserts of a serve in
 * alphabetical order):
 *   serve <d> [<d> [<d>]]     serve the guest at hand (the drawer, or a player offered it)
 *   pass                      do not serve the guest at hand (offer it on)
 *   steal <guest> <d>...      steal phase: steal that guest, serving it with these desserts
 *   waiting <d>...            steal phase: serve the Waiting Room's top guest
 *   discard <d>               steal phase or freshening: discard a dessert to redraw later
 *   done                      freshening: draw as many desserts as were discarded
 *   end                       steal phase: do nothing more this turn
 *   block <d> / allow         the victim of a steal: block it with a single-flavor dessert
 *   bribe <d>                 the stealer: the dessert paid to the victim
 *
 * Files: data.ts (the ruleset's tables), state.ts (state, phases, move codes, clone, zones),
 * rules.ts (setup, toMove, legal, apply, outcome), serving.ts (which desserts serve a guest),
 * notation.ts (moveText, parseMove, whyIllegal), view.ts (view, resample), greedy.ts (the
 * heuristic player), text.ts (the rules page).
 */
import { warnRuleset } from './serving.js';
import { countersRecordOf } from '../../engine/counters.js';
import { CARD_TABLE, counterNamesOf, countInto } from './report.js';
import { META } from './meta.js';
import type { Game, Options } from '../../engine/types.js';
import { checkData, checkRuleset, compile, dataSchema } from './data.js';
import { greedy } from './greedy.js';
import { whyIllegal, moveText, parseMove } from './notation.js';
import { apply, legal, outcome, setup, toMove } from './rules.js';
import { Phase, clone, zones, type JdState } from './state.js';
import { RULES } from './text.js';
import { resample, view, type JdView } from './view.js';

export const justDesserts: Game<JdState, JdView> = {
  ...META,
  rules: RULES,
  checkData,
  deckFor(_options: Options, _seats: number, data: unknown): number[] {
    const t = compile(data);
    return Array.from({ length: t.guests + t.desserts }, (_, i) => i);
  },
  cardName: (card, data) => compile(data).codes[card] ?? `card${card}`,
  checkRuleset,
  warnRuleset: (options, data) => (checkData(data).length ? [] : warnRuleset(compile(data), options.idleDesserts === true)),
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
  counterNamesOf,
  countInto,
  counters: countersRecordOf(counterNamesOf, countInto),
  report: {
    cards: CARD_TABLE,
    // greedy never freshens its hand; random does
    rules: [{ rule: 'Freshening a hand', counter: 'freshens', usedBy: 'random' }],
  },
  lossReason(s) {
    if (s.phase !== Phase.Over) return undefined;
    if (s.endedBy === 1) return 'another player united a trio';
    return s.winners.length > 1 ? 'a shared win at closing time' : 'fewer points at closing time';
  },
  greedy,
};

