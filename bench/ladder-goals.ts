/**
 * The ladder's goals and the rule that spaces them by the ceiling where a game leaves too
 * little room for skill (bench/README.md states it for readers).
 *
 * Each goal names a level, the kind in every other seat, and the least share of games the level
 * wins there. The ceiling at that table is what the bench's clairvoyant player (every hidden
 * card read; never a seat a person can pick) wins against the same kinds at the same seat count.
 * When even the ceiling wins less than a goal asks, no honest player can meet it: the goal is
 * ceiling-bound and becomes a fixed fraction of the ceiling's edge over the fair share,
 *
 *   fair + fraction x (ceiling - fair),
 *
 * with fraction 1/2 against the level below (a level takes at least half of what reading every
 * card takes from that table), and against greedy 1/3 for normal and 2/3 for hard (the levels
 * evenly spaced between greedy, at 0, and perfect information, at 1). A ceiling at or under the
 * fair share (no room at all) asks the level not to fall more than that fraction of the gap
 * below it.
 */

export interface LadderGoal {
  /** The studied level. */
  level: string;
  /** The kind in every other seat. */
  table: string;
  /** The least share of games won, in percent. */
  least: number;
  /** The share of the ceiling's edge over the fair share asked when the goal is ceiling-bound. */
  fraction: number;
}

/** Each seat's share when every seat plays alike, in percent. */
export const fairShare = (seats: number): number => 100 / seats;

/**
 * The goals at a table of `seats`: normal against easy and hard against normal at least the
 * fair share + 8 points at four seats (33%), 58% at two; against greedy, normal at least the
 * fair share and hard the fair share + 15 points (40% at four seats, 65% at two).
 */
export function ladderGoals(seats: number): LadderGoal[] {
  const fair = fairShare(seats);
  const two = seats === 2;
  return [
    { level: 'normal', table: 'easy', least: two ? 58 : fair + 8, fraction: 1 / 2 },
    { level: 'hard', table: 'normal', least: two ? 58 : fair + 8, fraction: 1 / 2 },
    { level: 'normal', table: 'greedy', least: fair, fraction: 1 / 3 },
    { level: 'hard', table: 'greedy', least: two ? 65 : fair + 15, fraction: 2 / 3 },
  ];
}

/** A goal's verdict on a measured rate, with the ceiling at its table when it was measured. */
export interface Judged {
  /** The share the rate is judged against: the goal's own, or its spaced share when ceiling-bound. */
  target: number;
  ceilingBound: boolean;
  met: boolean;
  /** "met", "NOT MET", "ceiling-bound: met", "ceiling-bound: NOT MET". */
  words: string;
}

/** Judges `rate` (percent) on `goal` at `seats`; `ceiling` is the clairvoyant's rate at the goal's table, if measured. */
export function judge(goal: LadderGoal, seats: number, rate: number, ceiling?: number): Judged {
  const fair = fairShare(seats);
  const ceilingBound = ceiling !== undefined && ceiling < goal.least;
  const target = ceilingBound ? fair + goal.fraction * (ceiling - fair) : goal.least;
  const met = rate >= target;
  const words = `${ceilingBound ? 'ceiling-bound: ' : ''}${met ? 'met' : 'NOT MET'}`;
  return { target, ceilingBound, met, words };
}

/**
 * The mean of a's share minus b's, game by game on the seeds both played, in points, with a
 * normal 95% interval: the deals' own luck, shared by both, cancels (NaN under two games).
 */
export function pairedDifference(a: readonly { seed: number; win: number }[], b: readonly { seed: number; win: number }[]): { mean: number; lo: number; hi: number; n: number } {
  const other = new Map(b.map((x) => [x.seed, x.win]));
  const d: number[] = [];
  for (const x of a) {
    const y = other.get(x.seed);
    if (y !== undefined) d.push(x.win - y);
  }
  const n = d.length;
  if (n < 2) return { mean: NaN, lo: NaN, hi: NaN, n };
  const mean = d.reduce((s, x) => s + x, 0) / n;
  const sd = Math.sqrt(d.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1));
  const half = (1.96 * sd) / Math.sqrt(n);
  return { mean: 100 * mean, lo: 100 * (mean - half), hi: 100 * (mean + half), n };
}
