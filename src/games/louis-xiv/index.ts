/**
 * Louis XIV's royal dinner (id `louis-xiv`), 1-4 players: take a row, a column or (once) the
 * imposter's cells from the 3x3 tray, place the three cards under your six nobles (a noble
 * that can no longer be met loses its cards), score the nobles met exactly, dispose at will,
 * refill. The end-of-party card reshuffles the first time and ends the game the second;
 * six nobles win at once. Solo: nine turns against the A.I. deck, rated on points.
 *
 * Moves: `row 2`, `col b`, `imposter a1 b1 a2`, `place 7B n3`, `dispose n2`, `done`.
 * Files: data.ts (the ruleset's tables), needs.ts (each noble's "complete" and "can still be
 * completed"), rules.ts (state, setup, legal, apply), view.ts (view, resample, notation,
 * counters), greedy.ts (the heuristic player), text.ts (the rules page).
 */
import { META } from './meta.js';
import { plural } from '../../engine/words.js';
import { registerGame } from '../../engine/registry.js';
import type { Game, Options } from '../../engine/types.js';
import { cardText, checkData, checkRuleset, compile, currentTables, dataSchema } from './data.js';
import { greedy } from './greedy.js';
import { PH, apply, clone, legal, setup, type LxState } from './rules.js';
import { RULES } from './text.js';
import { counters, moveText, parseMove, resample, view, whyIllegal, zones } from './view.js';

export type { LxState } from './rules.js';

export const louisXiv: Game<LxState> = {
  ...META,
  options: [
    { key: 'side', description: 'Which side of the nobles every seat plays', default: 'unmasked', choices: ['unmasked', 'masked'] },
    {
      key: 'finishRound',
      description: 'The second end-of-party card finishes the round instead of ending the game at once',
      default: false,
    },
  ],
  rules: RULES,
  checkData,
  checkRuleset,
  dataSchema,
  deckFor(_options: Options, seats: number, data?: unknown): number[] {
    const t = compile(data);
    const solo = seats === 1 ? t.solo.map((_, i) => t.end + 1 + i) : [t.end];
    return [...Array.from({ length: t.food }, (_, i) => i), ...solo];
  },
  cardName(card, data) {
    const t = data === undefined ? currentTables() : compile(data);
    return t ? cardText(t, card) : `card${card}`;
  },
  setup,
  toMove(s, out) {
    if (s.phase === PH.OVER) return 0;
    out[0] = s.seat;
    return 1;
  },
  legal,
  apply,
  clone,
  outcome: (s) => ({ over: s.phase === PH.OVER, winners: s.winners.slice(), scores: s.points.slice() }),
  turn: (s) => s.turns,
  moveText,
  parseMove,
  whyIllegal,
  view: (s) => view(s),
  resample: (s, _seat, rng) => resample(s, rng),
  zones,
  counters,
  lossReason(s) {
    if (s.phase !== PH.OVER) return undefined;
    if (s.n === 1) return s.winners.length ? undefined : `fewer than ${plural(s.t.soloWin, 'point')}`;
    if (s.scored.some((x) => x.every((y) => y === 1))) return 'a seat scored all six nobles';
    return s.winners.length > 1 ? 'a shared win' : undefined;
  },
  greedy,
};

registerGame(louisXiv);
