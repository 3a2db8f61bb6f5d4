/**
 * Louis XIV's royal dinner (id `louis-xiv`), 1-4 players. A turn: take three cards from the
 * 3x3 tray (a row, a column, or once per game the seat's imposter shape); place them one at a
 * time under unscored nobles (a noble that can no longer be completed loses its cards to the
 * discard pile at once); score every noble met exactly; dispose of any nobles' cards at will,
 * then `done`; the tray is refilled in reading order. The end-of-party card reshuffles the
 * first time and ends the game the second time; six nobles win at once. Solo: the A.I. deck
 * discards three cells before each of nine turns, and the score is rated.
 *
 * Moves: `row 2`, `col b`, `imposter a1 b1 a2`, `place 7B n3`, `dispose n2`, `done`.
 *
 * Files: data.ts (the ruleset's tables), state.ts (state, phases, move codes, clone, zones),
 * rules.ts (setup, legal, apply), needs.ts (each noble's "complete" and "can still be
 * completed"), notation.ts (moveText, parseMove, whyIllegal), view.ts (view, resample,
 * counters), describe.ts (needs and moves in words), greedy.ts (the heuristic player),
 * text.ts (the rules page).
 */
import { CARD_TABLE, cardCounters } from './report.js';
import { META } from './meta.js';
import { plural } from '../../engine/words.js';
import type { Game, Options } from '../../engine/types.js';
import { cardText, checkData, checkRuleset, compile, dataSchema, warnRuleset } from './data.js';
import { canComplete } from './needs.js';
import { greedy } from './greedy.js';
import { apply, legal, setup } from './rules.js';
import { Phase, clone, type LouisState, zones } from './state.js';
import { RULES } from './text.js';
import { counters, resample, skipResample, view, type LouisView } from './view.js';
import { moveText, parseMove, whyIllegal } from './notation.js';

export const louisXiv: Game<LouisState, LouisView> = {
  ...META,
  rules: RULES,
  checkData,
  checkRuleset,
  warnRuleset: (options, data) => warnRuleset(options, data, (t, n) => canComplete(t, n, [])),
  dataSchema,
  deckFor(_options: Options, seats: number, data: unknown): number[] {
    const t = compile(data);
    const solo = seats === 1 ? t.solo.map((_, i) => t.end + 1 + i) : [t.end];
    return [...Array.from({ length: t.food }, (_, i) => i), ...solo];
  },
  cardName: (card, data) => cardText(compile(data), card),
  setup,
  toMove(s, out) {
    if (s.phase === Phase.Over) return 0;
    out[0] = s.seat;
    return 1;
  },
  legal,
  apply,
  clone,
  outcome: (s) => ({ over: s.phase === Phase.Over, winners: s.winners.slice(), scores: s.points.slice() }),
  turn: (s) => s.turns,
  moveText,
  parseMove,
  whyIllegal,
  view: (s) => view(s),
  resample: (s, _seat, rng) => resample(s, rng),
  zones,
  counters: (s) => ({ ...counters(s), ...cardCounters(s) }),
  report: { cards: CARD_TABLE },
  lossReason(s) {
    if (s.phase !== Phase.Over) return undefined;
    if (s.seats === 1) return s.winners.length ? undefined : `fewer than ${plural(s.tables.soloWin, 'point')}`;
    if (s.scored.some((x) => x.every((y) => y === 1))) return 'a seat scored all six nobles';
    return s.winners.length > 1 ? 'a shared win' : undefined;
  },
  greedy,
  skipResample,
};

