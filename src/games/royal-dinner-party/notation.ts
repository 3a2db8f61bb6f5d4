/** Royal Dinner Party's move notation: a move's text, and why a written move is not legal now. */
import { POSITIONS, SEAT_NAMES, cardName, isAce, isJoker } from './cards.js';
import { canPlace } from './rules.js';
import { Move, Phase, top, type RdpState } from './state.js';

export function moveText(move: number): string {
  if (move < Move.Keep) return `seat ${SEAT_NAMES[move - Move.Seat]}`;
  if (move === Move.Keep) return 'keep';
  if (move < Move.Draw) return `swap ${POSITIONS[move - Move.Swap]}`;
  if (move === Move.Draw) return 'draw';
  if (move < Move.Ace) return `place ${POSITIONS[move - Move.Place]}`;
  if (move < Move.Joker) return `ace ${POSITIONS[move - Move.Ace]}`;
  if (move < Move.Helping) {
    const m = move - Move.Joker;
    return `joker ${POSITIONS[(m / 9) | 0]} ${POSITIONS[m % 9]}`;
  }
  return `helping ${SEAT_NAMES[move - Move.Helping]}`;
}

const pos = (t: string | undefined): number => POSITIONS.indexOf((t ?? '').toLowerCase() as (typeof POSITIONS)[number]);

const seatIndex = (t: string | undefined): number =>
  SEAT_NAMES.findIndex((n) => n.toLowerCase() === (t ?? '').toLowerCase());

/** Why a move's text is not legal now, in a few words. */
export function whyIllegal(s: RdpState, text: string): string {
  const [verb, a, b] = text.trim().toLowerCase().split(/\s+/);
  const phase = s.phase;
  if (phase === Phase.Over) return 'the game is over';
  if (phase === Phase.Seat && verb !== 'seat') return `${cardName(s.waiting[0])} must be seated first`;
  if (phase === Phase.Final && verb !== 'keep' && verb !== 'swap') return 'the Final Touch comes first: swap a card or keep';
  switch (verb) {
    case 'seat': {
      if (phase !== Phase.Seat) return 'no guest is waiting for a seat';
      const i = seatIndex(a);
      if (i < 0) return `"${a ?? ''}" is not a seat (seats: ${SEAT_NAMES.join(' ')})`;
      if (s.guest[i] >= 0) return `${SEAT_NAMES[i]} is taken`;
      return `${cardName(s.waiting[0])} is more interested in another seat`;
    }
    case 'draw':
      if (phase === Phase.Place) return `${cardName(s.held)} must be placed first`;
      return 'the deck is empty';
    case 'keep':
    case 'swap':
      if (phase !== Phase.Final) return 'the Final Touch is only made when setting the table';
      return pos(a) < 0 ? `"${a ?? ''}" is not a position (a1 to c3)` : `${a} is empty`;
    case 'place': {
      if (phase !== Phase.Place) return 'there is no drawn card to place';
      const p = pos(a);
      if (p < 0) return `"${a ?? ''}" is not a position (a1 to c3)`;
      return `${cardName(s.held)} cannot go on ${POSITIONS[p]}: its top card ${cardName(top(s.grid[p]))} is higher`;
    }
    case 'ace':
      if (!s.favors.some(isAce)) return 'no ace is left';
      return pos(a) < 0 ? `"${a ?? ''}" is not a position (a1 to c3)` : `${a} is empty`;
    case 'joker': {
      if (!s.favors.some(isJoker)) return 'no joker is left';
      const from = pos(a);
      const to = pos(b);
      if (from < 0 || to < 0) return 'a joker move names two positions, as in "joker a1 c3"';
      const c = top(s.grid[from]);
      if (c < 0) return `${a} is empty`;
      if (from === to || !canPlace(s, c, to)) return `${cardName(c)} cannot go on ${b}`;
      return 'that joker move is not open now';
    }
    case 'helping': {
      if (phase !== Phase.Place) return 'there is no drawn card to give';
      for (let p = 0; p < 9; p++) if (canPlace(s, s.held, p)) return `${cardName(s.held)} has a place, so it must be placed`;
      const i = seatIndex(a);
      if (i < 0 || s.guest[i] < 0) return `no guest sits at "${a ?? ''}"`;
      if (s.satisfied[i]) return `the guest at ${SEAT_NAMES[i]} is already satisfied`;
      return `another guest wants ${cardName(s.held)} more`;
    }
    default:
      return `"${verb ?? ''}" is not a move (moves: draw, place, ace, joker, seat, helping, swap, keep)`;
  }
}
