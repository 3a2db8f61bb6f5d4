/**
 * Royal Dinner Party (id `royal-dinner-party`), solo, a re-theme of Gridcannon: a 3x3 grid of
 * number-card stacks with twelve guests (J, Q, K) seated around it. Each turn the player may
 * use favors (aces send a stack under the deck, jokers move a top card), then draws: a number
 * card goes on a stack whose top is equal or lower (or an empty position); a card landing at
 * the far end of a seat's row or column serves that seat the two cards between. A card with no
 * place is an extra helping for the guest that wants it most. Won when all twelve guests are
 * satisfied; lost when an appetite reaches the limit or the deck and the favors run out.
 *
 * Moves: `draw`, `place b2`, `ace a1`, `joker a1 c3`, `seat Ta`, `helping L2`, `swap a1`, `keep`.
 *
 * Files: cards.ts (the cards, the grid and the seats), state.ts (state, phases, move codes,
 * options, deck, clone, zones), rules.ts (setup, legal, apply), seating.ts (who wants what
 * most), notation.ts (moveText, whyIllegal), view.ts (view, resample), greedy.ts (the
 * heuristic player), text.ts (the rules page); the Game object is below.
 */
import { META } from './meta.js';
import { countersRecord } from '../../engine/counters.js';
import type { Game } from '../../engine/types.js';
import { cardName } from './cards.js';
import { CARDS, CARD_FIGURES, CARD_TABLE, countCards } from './report.js';
import { greedy } from './greedy.js';
import { apply, legal, score, setup, warnRuleset } from './rules.js';
import { Result, clone, deckFor, type RdpState, zones } from './state.js';
import { RULES } from './text.js';
import { resample, view, type RdpView } from './view.js';
import { moveText, whyIllegal } from './notation.js';

/** The counters: four for every game, then one per guest card left hungry (told only when some is). */
const COUNTER_NAMES: readonly string[] = [
  'extraHelpings',
  'favorsLeft',
  'favorsUsed',
  'finalTouchSwaps',
  ...Array.from({ length: 54 }, (_, c) => `hungry${cardName(c)}`),
  ...CARDS.flatMap((c) => CARD_FIGURES.map((f) => `${f}.${cardName(c)}`)),
];
const HUNGRY = 4;
/** The per-card table's counters: `held.`, `won.`, `used.`, `points.` per card of CARDS. */
const CARD_COUNTERS = HUNGRY + 54;
/** Scratch: hungry guests per card while `countInto` counts them (all zero between calls). */
const hungryCount = new Uint8Array(54);

function countInto(s: RdpState, count: (counter: number, value: number) => void): void {
  count(0, s.helpingCount);
  count(1, score(s));
  count(2, s.used.length);
  count(3, s.swapped);
  // hungry guests counted by card, then told in card order (the order seating put them in
  // never shows)
  let any = false;
  for (let i = 0; i < 12; i++) {
    if (s.guest[i] >= 0 && !s.satisfied[i]) {
      hungryCount[s.guest[i]]++;
      any = true;
    }
  }
  if (any) {
    for (let card = 0; card < hungryCount.length; card++) {
      if (hungryCount[card]) {
        const n = hungryCount[card];
        hungryCount[card] = 0;
        count(HUNGRY + card, n);
      }
    }
  }
  countCards(s, (i, v) => count(CARD_COUNTERS + i, v));
}

export const royalDinnerParty: Game<RdpState, RdpView> = {
  ...META,
  rules: RULES,
  deckFor: (options) => deckFor(options),
  warnRuleset: (options) => warnRuleset(options),
  cardName,
  setup,
  toMove(s, out) {
    if (s.result !== Result.Playing) return 0;
    out[0] = 0;
    return 1;
  },
  legal: (s, _seat, out) => legal(s, out),
  apply: (s, _seat, move, events) => apply(s, move, events),
  clone,
  outcome: (s) => ({
    over: s.result !== Result.Playing,
    winners: s.result === Result.Won ? [0] : [],
    scores: [s.result === Result.Won ? score(s) : 0],
  }),
  turn: (s) => s.turns,
  moveText: (_s, _seat, move) => moveText(move),
  whyIllegal: (s, _seat, text) => whyIllegal(s, text),
  view: (s) => view(s),
  resample: (s, _seat, rng) => resample(s, rng),
  zones,
  counterNames: COUNTER_NAMES,
  countInto,
  counters: countersRecord(COUNTER_NAMES, countInto),
  report: {
    cards: CARD_TABLE,
    // greedy keeps its grid (0 of 10,000 games swap); random and the searching players swap
    rules: [{ rule: 'the Final Touch', counter: 'finalTouchSwaps', option: 'finalTouch', usedBy: 'random' }],
  },
  lossReason: (s) =>
    s.result !== Result.Lost ? undefined : s.lostBy === 'appetite' ? 'an appetite reached the limit' : 'the deck ran out',
  greedy: (sample, _seat, legalMoves) => greedy(sample, legalMoves),
};

