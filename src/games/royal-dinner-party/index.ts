/**
 * Royal Dinner Party (solo): the Game object over rules.ts and view.ts, registered at the
 * bottom. Rules in words: text.ts; move vocabulary: rules.ts's header.
 */
import { META } from './meta.js';
import { countersRecord } from '../../engine/counters.js';
import { registerGame } from '../../engine/registry.js';
import type { Game } from '../../engine/types.js';
import { cardName } from './cards.js';
import { greedy } from './greedy.js';
import { OPTION_SPECS, Result, apply, clone, deckFor, legal, score, setup, type RdpState } from './rules.js';
import { RULES } from './text.js';
import { moveText, resample, view, whyIllegal, zones } from './view.js';

/** The counters: four for every game, then one per guest card left hungry (told only when some is). */
const COUNTER_NAMES: readonly string[] = [
  'extraHelpings',
  'favorsLeft',
  'favorsUsed',
  'finalTouchSwaps',
  ...Array.from({ length: 54 }, (_, c) => `hungry${cardName(c)}`),
];
const HUNGRY = 4;
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
  if (!any) return;
  for (let card = 0; card < hungryCount.length; card++) {
    if (hungryCount[card]) {
      const n = hungryCount[card];
      hungryCount[card] = 0;
      count(HUNGRY + card, n);
    }
  }
}

export const royalDinnerParty: Game<RdpState> = {
  ...META,
  options: OPTION_SPECS,
  rules: RULES,
  deckFor: (options) => deckFor(options),
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
  lossReason: (s) =>
    s.result !== Result.Lost ? undefined : s.lostBy === 'appetite' ? 'an appetite reached the limit' : 'the deck ran out',
  greedy: (sample, _seat, legalMoves) => greedy(sample, legalMoves),
};

registerGame(royalDinnerParty);
