/**
 * Royal Dinner Party (solo): the Game object over rules.ts and view.ts, registered at the
 * bottom. Rules in words: text.ts; move vocabulary: rules.ts's header.
 */
import { META } from './meta.js';
import { registerGame } from '../../engine/registry.js';
import type { Game } from '../../engine/types.js';
import { cardName, SEAT_NAMES } from './cards.js';
import { greedy } from './greedy.js';
import { OPTION_SPECS, Result, apply, clone, deckFor, legal, score, setup, type RdpState } from './rules.js';
import { RULES } from './text.js';
import { moveText, resample, view, whyIllegal, zones } from './view.js';

/** The counter of each guest card left hungry, named once rather than per game. */
const HUNGRY: readonly string[] = Array.from({ length: 54 }, (_, c) => `hungry${cardName(c)}`);
/** Scratch: hungry guests per card while `counters` counts them (all zero between calls). */
const hungryCount = new Uint8Array(54);

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
  counters(s) {
    const c: Record<string, number> = {
      extraHelpings: s.helpingCount,
      favorsLeft: score(s),
      favorsUsed: s.used.length,
      finalTouchSwaps: s.swapped,
    };
    // hungry guests counted by card, then named in card order: games then share a few object
    // shapes instead of one per order of seating (the counters' order never shows in a report)
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
          c[HUNGRY[card]] = hungryCount[card];
          hungryCount[card] = 0;
        }
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
