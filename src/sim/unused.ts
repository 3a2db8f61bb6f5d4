/**
 * Rules the players never used in a study (Game.report.rules): a study of a variant of such a
 * rule measures nothing, and the report and `compare` say so, naming a seat kind that uses it.
 */
import type { AnyGame, Options } from '../engine/types.js';

/** A rule no game of the study used. */
export interface UnusedRule {
  rule: string;
  /** The option that turns it on, or null. */
  option: string | null;
  /** The counter of its uses (0 in every game). */
  counter: string;
  /** The seat kinds of the study, none of which used it. */
  kinds: string[];
  /** A seat kind that does use it. */
  usedBy: string;
}

/** The rules in play (their option on, or none) that no game used: `uses(counter)` games with any. */
export function unusedRules(game: AnyGame, options: Options, kinds: readonly string[], games: number, uses: (counter: string) => number): UnusedRule[] {
  if (!games) return [];
  return (game.report?.rules ?? [])
    .filter((r) => (r.option === undefined || options[r.option] === true) && uses(r.counter) === 0)
    .map((r) => ({ rule: r.rule, option: r.option ?? null, counter: r.counter, kinds: [...new Set(kinds)], usedBy: r.usedBy }));
}

/** One line (within 80 columns when the names are short) per unused rule, `who` before each ("A: "). */
export function unusedLines(rules: readonly UnusedRule[], games: number, who = ''): string[] {
  return rules.map((r) => {
    const option = r.option ? ` (option ${r.option})` : '';
    const kinds = r.kinds.join(' or ');
    return `  ${who}${r.rule}${option} was never used (${r.counter}: 0 in ${games} games): ${kinds} never used it, so these games say nothing of it; ${r.usedBy} does use it`;
  });
}
