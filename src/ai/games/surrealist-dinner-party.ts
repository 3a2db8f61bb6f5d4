/**
 * Surrealist Dinner Party for the searching player.
 *
 * - The prior is the greedy player's score of each move (what it does to the points on the
 *   table at once), so the search spends its rollouts on the few moves worth comparing
 *   rather than on every seat-and-position or pair of neighbours.
 * - Rollouts play greedy to the end, judging abilities at a glance rather than playing each
 *   one out on a copy (that lookahead would cost most of the search's time), and are scored
 *   by the default reward (win, then margin over the best other Stash).
 * - Hints say what a move does in the table's words.
 */
import { KINDS } from '../../games/surrealist-dinner-party/abilities.js';
import { kindName } from '../../games/surrealist-dinner-party/data.js';
import { glancing } from '../../games/surrealist-dinner-party/greedy-abilities.js';
import { greedy, moveScores } from '../../games/surrealist-dinner-party/greedy.js';
import { surrealistDinnerParty, type SdpState } from '../../games/surrealist-dinner-party/index.js';
import { matches, matchingTokens } from '../../games/surrealist-dinner-party/table.js';
import { Move, decode, ownerOf } from '../../games/surrealist-dinner-party/state.js';
import { registerTuning } from '../tuning.js';

const TOKEN = ['Food', 'Wine', 'Dessert', 'Compliment', 'Drama'];

/** A few words on what `move` does, from a sample of the seat's view. */
export function describeSdp(s: SdpState, seat: number, move: number): string | undefined {
  const name = (g: number): string => s.tables.names[g];
  const whose = (g: number): string => (ownerOf(s, g) === seat ? name(g) : `${name(g)} (seat ${ownerOf(s, g) + 1})`);
  const { kind, a, b } = decode(move);
  switch (kind) {
    case Move.Seat:
      return `seats ${name(a)} (${s.tables.appetites[a].map(kindName).join(' ')}) at place ${b}`;
    case Move.Home: {
      const good = matchingTokens(s, a);
      return `sends ${name(a)} home with ${good} matching token${good === 1 ? '' : 's'}`;
    }
    case Move.End:
      return 'ends the turn';
    case Move.Compliment:
    case Move.Drama:
      return `gives ${name(a)} and ${whose(b)} a ${TOKEN[kind === Move.Compliment ? 3 : 4]} each`;
    case Move.Serve:
      return `serves a ${TOKEN[a]} from the Platter to ${name(b)}`;
    case Move.Trash:
      return `trashes a ${TOKEN[a]} from the Platter`;
    case Move.Place: {
      const head = s.queue[0];
      if (head?.k !== 'receive') return undefined;
      const fit = matches(s, head.guest, a, head.token) ? 'where it matches' : 'where it does not match';
      return `puts the ${TOKEN[head.token]} on ${name(head.guest)}'s ${kindName(a)} appetite, ${fit}`;
    }
    case Move.Bonus:
      return b === 5 ? `stashes a ${KINDS[a]}` : `stashes a ${KINDS[a]} and a ${KINDS[b]}`;
    case Move.Plates:
      return 'uses plate abilities';
    case Move.Use:
      return `uses ${name(a)}'s ability`;
    case Move.Skip:
      return 'lets the ability pass';
    case Move.Pick:
      return `picks ${TOKEN[a]}`;
    case Move.Target:
      return b === 0 ? `picks ${whose(a)}` : `takes the ${TOKEN[(b - 1) % 5]} on ${whose(a)}`;
  }
  return undefined;
}

registerTuning(surrealistDinnerParty.id, {
  prior: (sample, seat, legal, out) => moveScores(sample as SdpState, seat, legal, out),
  policy: (state, seat, legal, rng) => glancing(() => greedy(state as SdpState, seat, legal, rng)),
  describe: (sample, seat, move) => describeSdp(sample as SdpState, seat, move),
});
