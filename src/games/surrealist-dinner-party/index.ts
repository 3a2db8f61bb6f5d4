/**
 * Surrealist Dinner Party (id `surrealist-dinner-party`), 2-4 players: seat up to three
 * guests in your row of one ring around the table; each turn seat and/or send home a guest,
 * give a guest and a neighbour a Compliment or a Drama each, serve a token from the Platter
 * (or trash one), or use your plate abilities (once a course). A token is placed by the
 * receiving guest's owner at once; going home stashes the matching tokens (+2 of your choice
 * when Perfectly Content), then the door ability. Six courses; after the Dessert everyone
 * sends their guests home; the biggest Stash wins. Mode `normal` (the default) plays every
 * guest's ability, `casual` none, `advanced` adds faux pas and the draft.
 *
 * Moves: seat G N, home G, end, compliment G H, drama G H, serve T G, trash T, place A,
 * bonus T T, plates, use G, skip, pick T, target G, take G T [A] (guests by code, tokens
 * F W D C R, appetites by kind or *). Options fauxPas and draft (both on in mode advanced)
 * add, before play, `draft G` (a guest kept from the hand passed round: draft.ts) and
 * `keep C [C]` (faux pas cards kept face up: faux-pas.ts).
 *
 * Files: data.ts (ruleset tables), abilities.ts (the abilities' vocabulary), state.ts (state,
 * phases, move codes, clone, zones), rules.ts (setup, toMove, legal, apply, outcome), table.ts
 * (neighbours, matching, tokens received and stashed: what rules, effects and runner share),
 * effects.ts (what each effect does), runner.ts (when abilities happen, one step at a time,
 * and going home), notation.ts (moveText, parseMove, whyIllegal), view.ts (views, resampling),
 * faux-pas.ts, draft.ts, greedy.ts (with greedy-abilities.ts), report.ts (the designers'
 * tables), text.ts (the rules page).
 */
import { META } from './meta.js';
import type { Game, Options } from '../../engine/types.js';
import { countersRecordOf } from '../../engine/counters.js';
import { checkData, compile, dataSchema, seatProblems, warnRuleset, type SdpData } from './data.js';
import { greedy } from './greedy.js';
import { moveText, parseMove, whyIllegal } from './notation.js';
import { apply, legal, outcome, toMove, setup } from './rules.js';
import { clone, zones, type SdpState } from './state.js';
import { fauxPasOn, fauxPasProblems } from './faux-pas.js';
import { CARD_TABLE, TABLE_COUNTERS, cardTable, counterNamesOf, countInto } from './report.js';
import { RULES } from './text.js';
import { resample, sharedResample, view, type SdpView } from './view.js';

export type { SdpState };

export const surrealistDinnerParty: Game<SdpState, SdpView> = {
  ...META,
  rules: RULES,
  checkData,
  checkRuleset: (options: Options, seats: number, data?: unknown): string[] =>
    data === undefined ? [] : [...seatProblems(data as SdpData, seats), ...fauxPasProblems(options, seats, compile(data).fauxPas)],
  warnRuleset,
  dataSchema,
  deckFor(options: Options, _seats: number, data: unknown): number[] {
    // the faux pas cards are part of the deck only when they are dealt
    const t = compile(data);
    return Array.from({ length: fauxPasOn(options) ? t.guests + t.fauxPas : t.guests }, (_, i) => i);
  },
  cardName: (card, data) => compile(data).codes[card] ?? `card${card}`,
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
  greedy,
  sharedResample,
  report: { table: cardTable, tableCounters: TABLE_COUNTERS, cards: CARD_TABLE },
};

