/**
 * What the searching player may know about a particular game, beyond the engine contract:
 * each hook is optional, and a game without any is searched with random rollouts and a
 * win/score reward. Every hook receives a state the player sampled itself (a determinization),
 * never the true state.
 */
import { nextInt, nextU32, type RngState } from '../engine/rng.js';
import type { AnyGame, Outcome } from '../engine/types.js';
import type { SearchSettings } from './search.js';

export interface GameTuning {
  /**
   * Scores every legal move (higher is better) on a sample, to decide which moves are worth
   * searching; `-Infinity` leaves a move out. Without it every legal move is searched.
   */
  prior?(sample: unknown, seat: number, legal: readonly number[], out: number[]): void;
  /**
   * The rollout policy's move for `seat` (the game's greedy by default, random without one);
   * `searcher` is the seat the search plays for, so opponents may be modelled differently.
   */
  policy?(state: unknown, seat: number, legal: readonly number[], rng: RngState, searcher: number): number;
  /**
   * Where a rollout may stop early and be scored (the end of a hand, say); called before each
   * rollout move with the determinization the rollout started from (before the searched move)
   * and the level's `depth` when it sets one.
   */
  horizon?(start: unknown, now: unknown, depth?: number): boolean;
  /** The rollout's worth to `seat`, 0 to 1, from a finished (or stopped) state. */
  reward?(state: unknown, seat: number): number;
  /**
   * The game's own settings for a level, over the level's (by kind): a game whose rollouts are
   * cheap may search more, one whose moves are many may search fewer of them. Levels stay
   * within their CPU budget in every game (bench/ai.ts checks).
   */
  levels?: Readonly<Record<string, Partial<SearchSettings>>>;
  /**
   * The tuning to play with against these seat kinds (the Decision's `kinds`, public), when
   * the game plays some tables differently: a model of the opponents that matches what they
   * are. Undefined (or no hook): this tuning.
   */
  against?(kinds: readonly string[], seat: number): GameTuning | undefined;
  /**
   * The kind whose move a hint gives at a table of `seats`: the strongest that
   * bench/ai-ladder.ts measured there (each kind against greedy players) among the kinds within
   * a hint's budget. Undefined (or no hook): the strongest level within the budget by rank.
   */
  hint?(seats: number): string | undefined;
  /** A few words on what a move does ("serves the King of Spades at Ta"), from a sample. */
  describe?(sample: unknown, seat: number, move: number): string | undefined;
}

const tunings = new Map<string, GameTuning>();

/** Registers a game's tuning (src/ai/games). */
export function registerTuning(gameId: string, tuning: GameTuning): void {
  tunings.set(gameId, tuning);
}

/** A game's tuning; an empty one for games that have none. With `kinds`, the one for that table. */
export function tuningFor(gameId: string, kinds?: readonly string[], seat = 0): GameTuning {
  const tuning = tunings.get(gameId) ?? {};
  return (kinds && tuning.against?.(kinds, seat)) || tuning;
}

/**
 * The default reward: a solo game scores 1 for a win (a little more with a higher score is
 * left to per-game rewards); with several seats, a win (shared wins split) counts 0.7 and the
 * seat's score against the best other score counts 0.3.
 */
export function defaultReward(outcome: Outcome, seat: number): number {
  const won = outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0;
  const scores = outcome.scores;
  if (scores.length <= 1) return won;
  let best = -Infinity;
  let worst = Infinity;
  for (let i = 0; i < scores.length; i++) {
    if (i !== seat && scores[i] > best) best = scores[i];
    if (scores[i] < worst) worst = scores[i];
  }
  let top = scores[seat] > best ? scores[seat] : best;
  if (top === worst) top = worst + 1;
  // 0.5 when level with the best other seat, towards 1 when far ahead, 0 when far behind
  const margin = 0.5 + (0.5 * (scores[seat] - best)) / (top - worst);
  return 0.7 * won + 0.3 * margin;
}

/** A rollout policy: the move of `seat`, for a search playing for `searcher`. */
export type Policy = (state: unknown, seat: number, legal: readonly number[], rng: RngState, searcher: number) => number;

/** The rollout policy: the tuning's, else the game's greedy, else random; `epsilon` random. */
export function rolloutPolicy(
  game: AnyGame,
  tuning: GameTuning,
  epsilon: number,
): Policy {
  const base: Policy | null =
    tuning.policy ??
    (game.greedy
      ? (state: unknown, seat: number, legal: readonly number[], rng: RngState) =>
          (game.greedy as NonNullable<AnyGame['greedy']>)(state, seat, legal, rng)
      : null);
  if (!base) return (_s, _seat, legal, rng) => legal[nextInt(rng, legal.length)];
  if (epsilon <= 0) return base;
  const threshold = Math.floor(epsilon * 4294967296);
  return (state, seat, legal, rng, searcher) => {
    // one draw decides exploration, so a greedy rollout stays cheap
    if (nextU32(rng) < threshold) return legal[nextInt(rng, legal.length)];
    return base(state, seat, legal, rng, searcher);
  };
}
