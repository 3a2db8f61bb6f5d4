/**
 * Hints: what the computer (the strongest level within a hint's budget, see src/ai/levels.ts;
 * greedy until the levels are installed) would play for
 * a seat, and why in a few words. The player is given the seat's Decision like any computer
 * seat, so a hint never peeks. The reason is the player's own explanation when it has one,
 * else what the move does (a serve, a capture) when that reveals nothing, else a plain line.
 */
import { Match } from '../engine/match.js';
import { seedRng } from '../engine/rng.js';
import { hintPlayer } from './seats.js';

export interface Hint {
  /** The move's code. */
  move: number;
  /** Its notation. */
  text: string;
  /** Why, in a few words. */
  why: string;
}

/**
 * Asks the hint player for `seat`'s move. `fallbackWhy` gives a reason from the move's words
 * (the board's own, for a game that has one) when neither the player nor the events tell.
 */
export async function hintFor(
  match: Match,
  seat: number,
  signal?: AbortSignal,
  fallbackWhy?: (text: string) => string | undefined,
): Promise<Hint> {
  return finishHint(await findHint(match, seat, signal), fallbackWhy);
}

/** A hint before the board's own words: the move, and why when the player or the events tell. */
export type FoundHint = Omit<Hint, 'why'> & { why?: string; player: string };

/**
 * The hint player's move for `seat` and its reason, from the player's own explanation or
 * from what the move does; what a thread without the screens (a server's worker) can work out.
 */
export async function findHint(match: Match, seat: number, signal?: AbortSignal): Promise<FoundHint> {
  const player = hintPlayer();
  const record = match.record();
  // a generator of its own, so asking for a hint never changes what the computer seats do
  const d = match.decision(seat, seedRng(record.seed * 7 + record.moves.length * 131 + seat + 1));
  const move = player.chooseAsync ? await player.chooseAsync(d, signal) : player.choose(d);
  const text = match.legal(seat).find((m) => m.move === move)?.text ?? String(move);
  const why = player.explain?.(d, move) ?? consequences(match, seat, move);
  return { move, text, why, player: player.kind };
}

/** The hint as shown: the reason found, else the board's words for the move, else a plain line. */
export function finishHint(found: FoundHint, fallbackWhy?: (text: string) => string | undefined): Hint {
  const { move, text } = found;
  return { move, text, why: found.why ?? fallbackWhy?.(text) ?? `the ${found.player} player's pick` };
}

/**
 * What a move would do, told from its events, when none of them uncovers anything hidden and
 * all are public: replayed on a copy of the game.
 */
function consequences(match: Match, seat: number, move: number): string | undefined {
  let events;
  try {
    const copy = match.copy();
    events = copy.play(seat, move);
  } catch {
    return undefined;
  }
  if (events.some((e) => e.reveals || e.to)) return undefined;
  // the first event restates the move itself; what follows is what it brings about
  const telling = events.slice(1);
  if (!telling.length) return undefined;
  const text = telling.map((e) => e.text.replace(/[.!]+$/, '')).join('; ');
  return `it leads to: ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}
