/**
 * The Feast (id `the-feast`), for a Pairs deck of 55 cards (one 1, two 2s ... ten 10s).
 *
 * Rules in short: 4-8 players; with 2-3, dummy hands fill the table to 4 seats (option
 * `dummies` adds more, 8 seats at most). Four hands (option `hands`); each deals the whole
 * shuffled deck round-robin, 8/7/6 cards each for 4-5/6/7-8 seats at the table, and has one
 * round per card. A round turns up a topic from the pile; the dummies play a random card
 * face up; every player commits a ploy face down, all revealed at once. Matching ranks are
 * gaffes; of the unmatched ploys the highest captures the topic and the lowest picks one
 * gaffe; a lone unmatched ploy takes the topic or a gaffe. Captured cards score their rank;
 * the highest total after the last hand wins (ties share; dummies never win).
 *
 * Moves: `ploy 9` (commit a 9 face down), `take topic`, `take gaffe 8`. In records each is
 * prefixed with its seat: `3: ploy 9`.
 *
 * Files: cards.ts (cards, table sizes), state.ts (state, phases, move codes, clone, zones),
 * rules.ts (setup, toMove, legal, apply, outcome), round.ts (dealing, rounds, reveal and
 * captures), notation.ts (moveText, whyIllegal), view.ts (views, resample), report.ts (the
 * counters and the per-rank table), greedy.ts (the greedy player, with ploy-odds.ts and
 * ploy-draws.ts for its model of the others' ploys), text.ts (the rules page).
 */
import { CARD_TABLE, COUNTER_NAMES, countInto } from './report.js';
import { countersRecord } from '../../engine/counters.js';
import { META } from './meta.js';
import type { Game, Options } from '../../engine/types.js';
import { freshDeck, RANK } from './cards.js';
import { greedy } from './greedy.js';
import { setup, apply, legal, outcome, toMove, turn } from './rules.js';
import { moveText, whyIllegal } from './notation.js';
import { RULES } from './text.js';
import { Phase, clone, type FeastState, zones } from './state.js';
import { resample, skipResample, view, type FeastView } from './view.js';

export type { FeastState } from './state.js';

export const theFeast: Game<FeastState, FeastView> = {
  ...META,
  rules: RULES,
  deckFor: (_options: Options, _seats: number) => freshDeck(),
  cardName: (card) => String(RANK[card]),
  setup: setup,
  toMove,
  legal,
  apply,
  clone: clone,
  outcome,
  turn,
  moveText,
  whyIllegal,
  view,
  resample,
  zones,
  counterNames: COUNTER_NAMES,
  countInto,
  counters: countersRecord(COUNTER_NAMES, countInto),
  lossReason(s) {
    if (s.phase !== Phase.Over) return undefined;
    return outcome(s).winners.length ? undefined : 'a dummy outscored every player';
  },
  greedy,
  skipResample,
  report: {
    // every game plays 32 rounds; how many choices they take varies (gaffe picks)
    length: 'decisions',
    line: (c) =>
      `${c.mean('gaffes').toFixed(1)} gaffes a game; ${c.mean('emptyRounds').toFixed(2)} rounds capture nothing; ` +
      `a lone ploy in ${(100 * c.share('singleUnmatchedRounds')).toFixed(1)}% of games`,
    cards: CARD_TABLE,
  },
};

