/** The Feast's move notation: a move's text, and why a written move is not legal now. */
import { Move, isPloy, isGaffe, Phase, label, type FeastState } from './state.js';
import { MAX_RANK } from './cards.js';

/** The notation of a move. */
export function moveName(move: number): string {
  if (move === Move.TakeTopic) return 'take topic';
  if (isPloy(move)) return `ploy ${move}`;
  if (isGaffe(move)) return `take gaffe ${move - MAX_RANK}`;
  return `move ${move}`;
}

export function moveText(_s: FeastState, _seat: number, move: number): string {
  return moveName(move);
}

/** Why a move's text is not legal for `seat` (called after it matched no legal move). */
export function whyIllegal(s: FeastState, seat: number, text: string): string {
  const t = text.trim().replace(/\s+/g, ' ').toLowerCase();
  const ploy = /^ploy (\S+)$/.exec(t);
  const gaffe = /^take gaffe (\S+)$/.exec(t);
  if (s.phase === Phase.Over) return 'the game is over';
  if (ploy) {
    if (s.phase === Phase.Take) return `the ploys are revealed: wait for ${label(s, s.chooser)} to take a capture`;
    if (s.ploys[seat] >= 0) return 'you have already chosen your ploy this round: wait for the reveal';
    const r = Number(ploy[1]);
    if (!Number.isInteger(r) || r < 1 || r > MAX_RANK) return `there is no rank "${ploy[1]}": ranks go from 1 to 10`;
    return `you hold no ${r}`;
  }
  if (t === 'take topic' || gaffe) {
    if (s.phase === Phase.Ploys) return 'nothing can be taken yet: wait for the reveal';
    if (seat !== s.chooser) return `${label(s, s.chooser)} takes the capture this round, not you`;
    if (t === 'take topic') {
      const by = s.taken.length ? label(s, s.taken[0]) : 'someone';
      return `the topic was already captured by ${by}: take one gaffe`;
    }
    const r = Number(gaffe?.[1]);
    if (!Number.isInteger(r) || r < 1 || r > MAX_RANK) return `there is no rank "${gaffe?.[1]}": ranks go from 1 to 10`;
    return `there is no gaffe of rank ${r} on the table`;
  }
  return 'the moves are "ploy 9", "take topic" and "take gaffe 8"';
}
