/**
 * Play metrics, as Ludii's designers use them, measured on the scores as the game goes: who is
 * ahead after each turn, and how that relates to who wins in the end. Recorded per game while
 * it is played (a look at the scores each time the game's turn count moves on), summed exactly
 * in the tally, reported as means with 95% intervals.
 *
 * A game's *turn ends* are the moments its turn count (`Game.turn`) moves on, and its end: the
 * scores are read at each, T of them in a game. A seat *leads* alone when its score is above
 * every other seat's. The *eventual winner* is the game's only winner (games with a shared
 * win or none have no eventual winner, and count only towards lead changes and branching).
 *
 * - leadChanges: per game, how many times the lead passed from one seat to another: a turn
 *   end at which a seat leads alone, when the last seat to lead alone was another one (turn
 *   ends with a tie at the top change nothing).
 * - drama: the share of turn ends at which the eventual winner was behind (some seat had more
 *   points), over every turn end of the games that have one.
 * - uncertainty: the share of turn ends at which the eventual winner was not leading alone
 *   (behind, or tied for the lead): how long the scores left the outcome open.
 * - decisiveness: the share of the game played before it was decided: per game, the last
 *   turn end at which the eventual winner was not leading alone (0 when it led alone
 *   throughout), over T; summed over the games as turn ends, like drama. 0 means the first
 *   turn decided it; 1 that the winner was not alone ahead even at the end (a game won by
 *   something other than points, say).
 * - branching: legal moves per decision (a choice among more than one move; forced moves are
 *   not decisions), over every decision of the study.
 *
 * The last four are ratios of sums (turn ends of one kind over all turn ends, legal moves over
 * decisions): each game weighs by its length. Their intervals treat each game as one unit
 * (the delta method for a ratio), as the means' intervals do. Solo games have no opponent to
 * lead: only branching.
 */
import type { Outcome } from '../engine/types.js';
import { ratioSide } from './paired.js';

/** The metrics' keys, in the order reports list them. */
export const METRICS = ['leadChanges', 'drama', 'decisiveness', 'uncertainty', 'branching'] as const;
export type MetricKey = (typeof METRICS)[number];

/** What one game gives each metric: a count `y` over `x` (x = 1 for a per-game mean). */
export interface GameMetrics {
  leadChanges?: number;
  /** Turn ends read. */
  turnEnds?: number;
  /** Turn ends at which the eventual winner was behind, and not leading alone. */
  behind?: number;
  open?: number;
  /** The last turn end at which the eventual winner was not leading alone (0 if none). */
  decided?: number;
  /** Legal moves summed over the game's decisions, and its decisions. */
  choices: number;
  decisions: number;
}

/** Each metric of one game as y over x. */
export function metricParts(m: GameMetrics, key: MetricKey): [number, number] | undefined {
  switch (key) {
    case 'leadChanges':
      return m.leadChanges === undefined ? undefined : [m.leadChanges, 1];
    case 'drama':
      return m.turnEnds === undefined ? undefined : [m.behind ?? 0, m.behind === undefined ? 0 : m.turnEnds];
    case 'uncertainty':
      return m.turnEnds === undefined ? undefined : [m.open ?? 0, m.open === undefined ? 0 : m.turnEnds];
    case 'decisiveness':
      return m.turnEnds === undefined ? undefined : [m.decided ?? 0, m.decided === undefined ? 0 : m.turnEnds];
    case 'branching':
      return [m.choices, m.decisions];
  }
}

/**
 * Reads the scores at each turn end of one game (the playout's `onTurnEnd`), and tells the
 * lead's story when the game is over. One per thread, reused from game to game.
 */
export class LeadWatch {
  private scoresOf: (state: unknown) => readonly number[] = () => [];
  /** The seat leading alone at each turn end, -1 for a tie at the top. */
  private readonly leaders: number[] = [];
  /** Each turn end's scores, flattened (seats per turn end). */
  private readonly scores: number[] = [];
  private seats = 0;

  /** The function to give the playout as its `onTurnEnd`. */
  readonly onTurnEnd = (state: unknown): void => {
    const scores = this.scoresOf(state);
    let best = -Infinity;
    let leader = -1;
    for (let s = 0; s < this.seats; s++) {
      const x = scores[s] ?? 0;
      this.scores.push(x);
      if (x > best) {
        best = x;
        leader = s;
      } else if (x === best) leader = -1;
    }
    this.leaders.push(leader);
  };

  /** Starts a game of `seats` seats. */
  start(game: { outcome(state: unknown): Outcome }, seats: number): void {
    this.scoresOf = (s) => game.outcome(s).scores;
    this.leaders.length = 0;
    this.scores.length = 0;
    this.seats = seats;
  }

  /** The game's metrics, once it is over. */
  finish(outcome: Outcome, choices: number, decisions: number): GameMetrics {
    if (this.seats < 2) return { choices, decisions };
    const T = this.leaders.length;
    let changes = 0;
    let last = -1;
    for (const l of this.leaders) {
      if (l < 0) continue;
      if (last >= 0 && l !== last) changes++;
      last = l;
    }
    const m: GameMetrics = { leadChanges: changes, turnEnds: T, choices, decisions };
    if (outcome.winners.length !== 1) return m;
    const w = outcome.winners[0];
    let behind = 0;
    let open = 0;
    let decided = 0;
    for (let t = 0; t < T; t++) {
      const mine = this.scores[t * this.seats + w];
      let above = false;
      for (let s = 0; s < this.seats; s++) if (s !== w && this.scores[t * this.seats + s] > mine) above = true;
      if (above) behind++;
      if (this.leaders[t] !== w) {
        open++;
        decided = t + 1;
      }
    }
    m.behind = behind;
    m.open = open;
    m.decided = decided;
    return m;
  }
}

/**
 * Sums of one metric over games: y, x, y^2, xy, x^2, and the games with x > 0. Whole numbers,
 * exact while below 2^53 (a study of ten million games of a hundred decisions among a hundred
 * moves each stays a hundred times below).
 */
export type MetricSums = [number, number, number, number, number, number];

export const noMetricSums = (): MetricSums => [0, 0, 0, 0, 0, 0];

export function addMetricSums(into: MetricSums, y: number, x: number): void {
  into[0] += y;
  into[1] += x;
  into[2] += y * y;
  into[3] += x * y;
  into[4] += x * x;
  if (x > 0) into[5]++;
}

export function mergeMetricSums(into: MetricSums, other: readonly number[]): void {
  for (let i = 0; i < 6; i++) into[i] += other[i] ?? 0;
}

/** A metric's mean and 95% interval from its sums, each game one unit (ratioSide in paired.ts). */
export function metricFigure(sums: readonly number[], games: number): MetricFigure | null {
  if (!sums[1]) return null;
  const [y, x, yy, xy, xx] = sums.map((v) => BigInt(v));
  const m = {
    units: BigInt(games),
    scale: 1,
    s: (i: number) => (i === 0 ? y : x),
    p: (i: number, j: number) => (i + j === 0 ? yy : i + j === 1 ? xy : xx),
  };
  const side = ratioSide(m, 0, 1);
  return { mean: side.value, interval: side.interval, games: sums[5], over: sums[1] };
}

/** A metric over a study: its mean (sum y / sum x), the 95% interval, and the games and units it counts. */
export interface MetricFigure {
  mean: number;
  interval: [number, number];
  /** Games that count towards it (with a sole winner, for drama, uncertainty and decisiveness). */
  games: number;
  /** What x counts: games, turn ends or decisions, summed. */
  over: number;
}
