// The ladder's goals and the rule that spaces them by the clairvoyant ceiling where a game
// leaves too little room for skill.
import { describe, expect, it } from 'vitest';
import { fairShare, judge, ladderGoals, pairedDifference } from '../../bench/ladder-goals.js';
import { ladderGoalsToRun, ladderSize } from '../../bench/ai-ladder.js';

const goal = (seats: number, level: string, table: string) => {
  const g = ladderGoals(seats).find((x) => x.level === level && x.table === table);
  if (!g) throw new Error(`no goal ${level} vs ${table}`);
  return g;
};

describe('the ladder goals', () => {
  it('asks what the issue asks at two and four seats', () => {
    expect(goal(4, 'normal', 'easy').least).toBeCloseTo(33);
    expect(goal(4, 'hard', 'normal').least).toBeCloseTo(33);
    expect(goal(4, 'normal', 'greedy').least).toBeCloseTo(25);
    expect(goal(4, 'hard', 'greedy').least).toBeCloseTo(40);
    expect(goal(2, 'hard', 'normal').least).toBe(58);
    expect(goal(2, 'normal', 'greedy').least).toBe(50);
    expect(goal(2, 'hard', 'greedy').least).toBe(65);
    expect(fairShare(3)).toBeCloseTo(33.33, 2);
  });

  it('judges on the goal itself while the ceiling is above it, or unmeasured', () => {
    const g = goal(2, 'hard', 'normal');
    expect(judge(g, 2, 57.9)).toMatchObject({ target: 58, met: false, ceilingBound: false, words: 'NOT MET' });
    expect(judge(g, 2, 58)).toMatchObject({ met: true, words: 'met' });
    expect(judge(g, 2, 57.9, 70)).toMatchObject({ target: 58, ceilingBound: false, met: false });
  });

  it('spaces a ceiling-bound goal at its fraction of the ceiling edge over the fair share', () => {
    // two-seat Feast: the clairvoyant wins 54% against normal, hard is asked half its edge
    const h = judge(goal(2, 'hard', 'normal'), 2, 51.5, 54);
    expect(h.ceilingBound).toBe(true);
    expect(h.target).toBeCloseTo(52);
    expect(h).toMatchObject({ met: false, words: 'ceiling-bound: NOT MET' });
    expect(judge(goal(2, 'hard', 'normal'), 2, 52, 54).words).toBe('ceiling-bound: met');
    // against greedy: hard two thirds of the edge, normal a third
    expect(judge(goal(4, 'hard', 'greedy'), 4, 0, 34).target).toBeCloseTo(31);
    expect(judge(goal(4, 'normal', 'greedy'), 4, 0, 22).target).toBeCloseTo(24);
    // a ceiling under the fair share: the level may fall that fraction of the gap below it
    expect(judge(goal(4, 'hard', 'normal'), 4, 24, 23).target).toBeCloseTo(24);
  });

  it('runs quick by default and full on asking', () => {
    expect(ladderSize(2, {})).toBe(20);
    expect(ladderSize(2, { BENCH_LADDER: 'full' })).toBe(300);
    expect(ladderSize(4, { BENCH_LADDER: 'full' })).toBe(200);
    expect(ladderSize(4, { BENCH_LADDER: 'full', BENCH_AI_LADDER: '50' })).toBe(50);
  });

  it('studies every goal by default, or only the level:table pairs asked for', () => {
    expect(ladderGoalsToRun(4, {})).toEqual(ladderGoals(4));
    const one = ladderGoalsToRun(4, { BENCH_AI_LADDER_GOALS: 'hard:normal' });
    expect(one.map((g) => `${g.level}:${g.table}`)).toEqual(['hard:normal']);
    expect(one[0].least).toBeCloseTo(33);
    const two = ladderGoalsToRun(2, { BENCH_AI_LADDER_GOALS: 'normal:easy, hard:greedy' });
    expect(two.map((g) => `${g.level}:${g.table}`)).toEqual(['normal:easy', 'hard:greedy']);
    expect(ladderGoalsToRun(2, { BENCH_AI_LADDER_GOALS: 'hard:hard' })).toEqual([]);
  });
});

describe('the paired difference on the same deals', () => {
  const games = (wins: number[], first = 0) => wins.map((win, i) => ({ seed: first + i, win }));

  it('cancels what both won alike and counts only the games that differ', () => {
    // the same four wins in both, and b wins two more games that a loses
    const a = games([1, 1, 1, 1, 0, 0, 0, 0, 0, 0]);
    const b = games([1, 1, 1, 1, 1, 1, 0, 0, 0, 0]);
    const d = pairedDifference(a, b);
    expect(d.n).toBe(10);
    expect(d.mean).toBeCloseTo(-20);
    // sd of [0 x 8, -1, -1] is sqrt(1.6 / 9)
    const half = (100 * 1.96 * Math.sqrt(1.6 / 9)) / Math.sqrt(10);
    expect(d.lo).toBeCloseTo(-20 - half);
    expect(d.hi).toBeCloseTo(-20 + half);
  });

  it('pairs by seed, ignoring seeds only one side played, and splits shared wins as given', () => {
    const a = [{ seed: 7, win: 0.5 }, { seed: 5, win: 1 }, { seed: 9, win: 1 }];
    const b = [{ seed: 5, win: 0 }, { seed: 7, win: 0.5 }, { seed: 8, win: 1 }];
    const d = pairedDifference(a, b);
    expect(d.n).toBe(2);
    expect(d.mean).toBeCloseTo(50);
    expect(Number.isNaN(pairedDifference(games([1]), games([0])).mean)).toBe(true);
  });
});
