/**
 * `-n auto --precision P`: play until every rate the report leads with (each seat's win rate,
 * and each player's under --rotate; in `sweep`, every variant's) has a 95% interval no wider
 * than +-P, or the cap is reached. The games are played in batches, each a continuation of the
 * study (game i is always dealt from the seed and i), and the size of the next batch follows
 * from the figures so far alone: so the result depends only on the seed and the flags, never
 * on the worker count, and equals a study of the same seed with `-n` the games it took.
 *
 * The first batch is a quarter of what a rate of 50% would need, (1.96 / 2P)^2 / 4 deals; each
 * next one aims at the size the widest interval so far projects (its half-width shrinks as
 * 1 / sqrt(n)), plus 10%, at least 1.25 and at most 4 times what was played, in whole hundreds.
 * Deciding when to stop from the widths (not from the rates themselves) leaves the rates' own
 * intervals as they are, to within the small effect of the width's dependence on the rate.
 */
import { UsageError, quote } from '../engine/errors.js';

/** What `-n auto` asked for. */
export interface AutoPlan {
  /** The half-width to reach, as a share (0.01 is +-1 point). */
  precision: number;
  /** At most this many deals. */
  cap: number;
}

/** How it ended: the target, whether every interval reached it, the games it took, the cap. */
export interface PrecisionReached {
  target: number;
  reached: boolean;
  /** The widest half-width at the end. */
  widest: number;
  games: number;
  cap: number;
}

/** The default cap on deals under -n auto. */
export const AUTO_CAP = 1_000_000;

/** Reads `--precision`: a share (0.01) or points (1%), above 0 and below 1. */
export function parsePrecision(text: string | undefined): number {
  if (text === undefined) throw new UsageError('-n auto needs --precision P: the half-width every leading rate must reach, e.g. 0.01 or 1%');
  const t = text.trim();
  const value = t.endsWith('%') ? Number(t.slice(0, -1)) / 100 : Number(t);
  if (!Number.isFinite(value) || value <= 0 || value >= 0.5) {
    throw new UsageError(`--precision takes a half-width above 0 and below 0.5, as a share (0.01) or in points (1%), not ${quote(text)}`);
  }
  return value;
}

const hundreds = (n: number): number => Math.ceil(n / 100) * 100;

/** The deals of the first batch: a quarter of what a 50% rate needs, within the cap. */
export function firstBatch(plan: AutoPlan): number {
  const worst = (1.959963984540054 / (2 * plan.precision)) ** 2;
  return Math.min(plan.cap, Math.max(100, hundreds(worst / 4)));
}

/** The deals to have played after the next batch, or `done` when the study is over. */
export function nextTotal(done: number, widest: number, plan: AutoPlan): number {
  if (widest <= plan.precision || done >= plan.cap) return done;
  const projected = done * (widest / plan.precision) ** 2 * 1.1;
  return Math.min(plan.cap, hundreds(Math.min(4 * done, Math.max(1.25 * done, projected))));
}
