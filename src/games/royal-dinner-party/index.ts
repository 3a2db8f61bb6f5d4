/**
 * Royal Dinner Party (solo): the Game object over rules.ts and view.ts, registered at the
 * bottom. Rules in words: text.ts; move vocabulary: rules.ts's header.
 */
import { registerGame } from '../../engine/registry.js';
import type { Game } from '../../engine/types.js';
import { cardName, SEAT_NAMES } from './cards.js';
import { greedy } from './greedy.js';
import { OPTION_SPECS, Result, apply, clone, deckFor, legal, score, setup, type RdpState } from './rules.js';
import { RULES } from './text.js';
import { moveText, resample, view, whyIllegal, zones } from './view.js';

/** The counter of each guest card left hungry, named once rather than per game. */
const HUNGRY: readonly string[] = Array.from({ length: 54 }, (_, c) => `hungry${cardName(c)}`);

export const royalDinnerParty: Game<RdpState> = {
  id: 'royal-dinner-party',
  name: 'Royal Dinner Party',
  summary: 'Seat and feed twelve royal guests around a 3x3 table of cards',
  players: { min: 1, max: 1 },
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
  counters(s) {
    const c: Record<string, number> = {
      extraHelpings: s.helpingCount,
      favorsLeft: score(s),
      favorsUsed: s.used.length,
      finalTouchSwaps: s.swapped,
    };
    for (let i = 0; i < 12; i++) {
      if (s.guest[i] >= 0 && !s.satisfied[i]) {
        const key = HUNGRY[s.guest[i]];
        c[key] = (c[key] ?? 0) + 1;
      }
    }
    void SEAT_NAMES;
    return c;
  },
  lossReason: (s) =>
    s.result !== Result.Lost ? undefined : s.lostBy === 'appetite' ? 'an appetite reached the limit' : 'the deck ran out',
  greedy: (sample, _seat, legalMoves) => greedy(sample, legalMoves),
};

registerGame(royalDinnerParty);
