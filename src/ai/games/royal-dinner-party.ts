/**
 * Royal Dinner Party for the searching player: the greedy player's one-ply scores to choose the moves worth searching
 * and as the rollout policy, and a reward that counts favors kept on a win.
 */
import { royalDinnerParty } from '../../games/royal-dinner-party/index.js';
import { CENTRE, SEAT_LINE, SEAT_NAMES, POSITIONS, cardName, longName, rankOf } from '../../games/royal-dinner-party/cards.js';
import { greedy, scoreMoves, servedMask } from '../../games/royal-dinner-party/greedy.js';
import { score } from '../../games/royal-dinner-party/rules.js';
import { Move, Result, top, type RdpState } from '../../games/royal-dinner-party/state.js';
import { registerTuning } from '../tuning.js';

/** Reward weights: a win is worth 1 with every favor kept, less `favor` per favor spent. */
export const RDP_REWARD = {
  /** What each favor not left at the end costs a win. */
  favor: 0.12,
  /** A lost game still counts this times the share of guests satisfied. */
  partial: 0.2,
};

/** The search's own view of moves (on top of the greedy player's scores). */
export const RDP_SEARCH = {
  /** Subtracted from a favor move's score when choosing the moves worth searching. */
  priorFavor: 0.4,
};

/** Scores moves for the search: the greedy scores, with favors made a little dearer. */
function prior(s: RdpState, legal: readonly number[], out: number[]): void {
  scoreMoves(s, legal, out, true);
  for (let i = 0; i < legal.length; i++) {
    const m = legal[i];
    if (m >= Move.Ace && m < Move.Helping) out[i] -= RDP_SEARCH.priorFavor;
  }
}

/** Favors in a full deck (4 aces, 2 jokers): a win keeping all of them scores 1. */
const ALL_FAVORS = 6;

export function rdpReward(s: RdpState): number {
  if (s.result === Result.Won) return 1 - RDP_REWARD.favor * Math.max(0, ALL_FAVORS - score(s));
  let satisfied = 0;
  for (let i = 0; i < 12; i++) satisfied += s.satisfied[i];
  return (RDP_REWARD.partial * satisfied) / 12;
}

/** The guests a card landing on `p` would serve, in words. */
function servedWords(s: RdpState, p: number): string {
  const mask = servedMask(s, p);
  const names: string[] = [];
  for (let seat = 0; seat < 12; seat++) if (mask & (1 << seat)) names.push(`${longName(s.guest[seat])} at ${SEAT_NAMES[seat]}`);
  return names.join(' and ');
}

/** A hungry guest whose meal a card placed on `p` adds to. */
function mealWords(s: RdpState, p: number): string {
  for (let seat = 0; seat < 12; seat++) {
    if (s.guest[seat] < 0 || s.satisfied[seat]) continue;
    const line = SEAT_LINE[seat];
    if (line[0] === p || line[1] === p) return `builds the meal of ${longName(s.guest[seat])} at ${SEAT_NAMES[seat]}`;
  }
  return '';
}

export function describeRdp(s: RdpState, move: number): string {
  if (move < Move.Keep) return `seats ${longName(s.waiting[0])} at ${SEAT_NAMES[move - Move.Seat]}`;
  if (move === Move.Keep) return 'keeps the table as it is';
  if (move < Move.Draw) return `swaps the card at ${POSITIONS[move - Move.Swap]} for the next number card`;
  if (move === Move.Draw) return s.favors.length ? 'keeps the favors for later and draws' : 'draws';
  if (move < Move.Ace) {
    const p = move - Move.Place;
    s.grid[p].push(s.held);
    const served = servedWords(s, p);
    s.grid[p].pop();
    if (served) return `serves ${served}`;
    if (p === CENTRE) return `puts ${cardName(s.held)} in the centre, keeping the landing spots low`;
    const meal = mealWords(s, p);
    return meal || `places ${cardName(s.held)} on ${POSITIONS[p]}`;
  }
  if (move < Move.Joker) {
    const p = move - Move.Ace;
    const why = s.held >= 0 ? ` to make room for ${cardName(s.held)}` : ', to draw its cards again later';
    return `spends an ace to clear ${POSITIONS[p]}${why}`;
  }
  if (move < Move.Helping) {
    const a = ((move - Move.Joker) / 9) | 0;
    const b = (move - Move.Joker) % 9;
    const c = top(s.grid[a]);
    s.grid[a].pop();
    s.grid[b].push(c);
    const served = servedWords(s, b);
    s.grid[b].pop();
    s.grid[a].push(c);
    return `spends a joker to move ${cardName(c)} from ${POSITIONS[a]} to ${POSITIONS[b]}${served ? `, serving ${served}` : ''}`;
  }
  const seat = move - Move.Helping;
  return `gives ${cardName(s.held)} to ${longName(s.guest[seat])} at ${SEAT_NAMES[seat]} (appetite ${s.appetite[seat] + rankOf(s.held)})`;
}

registerTuning(royalDinnerParty.id, {
  prior: (sample, _seat, legal, out) => prior(sample as RdpState, legal, out),
  policy: (state, _seat, legal) => greedy(state as RdpState, legal),
  reward: (state) => rdpReward(state as RdpState),
  describe: (sample, _seat, move) => describeRdp(sample as RdpState, move),
});
