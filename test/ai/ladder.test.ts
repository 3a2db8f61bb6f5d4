// The ladder of levels: Just Desserts' prior is the greedy player's scores, a game's
// own settings for a level apply only where the game asks, and hints come from the strongest
// kind within a hint's budget at the table (the game names it by the bench's measures).
import { describe, expect, it } from 'vitest';
import '../../src/ai/index.js';
import { HintPlayer, fitsHint, hintKindFor } from '../../src/ai/hint.js';
import { HINT_BUDGET, LEVELS, hintLevel, levelFor } from '../../src/ai/levels.js';
import { SearchPlayer } from '../../src/ai/player.js';
import { Search } from '../../src/ai/search.js';
import { registerTuning, tuningFor } from '../../src/ai/tuning.js';
import { resolveOptions } from '../../src/engine/options.js';
import { createPlayer, greedyPlayer, hintKind, type Decision, type Player } from '../../src/engine/players.js';
import { playout } from '../../src/engine/playout.js';
import { allGames, getGame } from '../../src/engine/registry.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';
import type { AnyGame } from '../../src/engine/types.js';
import { greedy, scoreMoves } from '../../src/games/just-desserts/greedy.js';
import type { JdState } from '../../src/games/just-desserts/state.js';
import { loadRuleset } from '../../src/rulesets/index.js';
import { hintPlayer } from '../../src/ui/seats.js';

function decisionFor(game: AnyGame, state: unknown, seat: number, rng: RngState): Decision {
  const legal: number[] = [];
  legal.length = game.legal(state, seat, legal);
  return { game, seat, legal, sample: (r) => game.resample(state, seat, r), view: () => game.view(state, seat), rng };
}

const jd = getGame('just-desserts');

/** Just Desserts positions (from greedy games) where the seat to move has many moves. */
function wideChoices(seeds: number[], least: number): { state: unknown; seat: number }[] {
  const rules = loadRuleset(jd);
  const out: { state: unknown; seat: number }[] = [];
  for (const seed of seeds) {
    playout(
      jd,
      seed,
      resolveOptions(jd, rules.options),
      [greedyPlayer, greedyPlayer, greedyPlayer, greedyPlayer],
      (state) => {
        const seats: number[] = [];
        if (!jd.toMove(state, seats) || jd.outcome(state).over) return;
        if (jd.legal(state, seats[0], []) >= least && out.length < seeds.length * 3) out.push({ state: jd.clone(state), seat: seats[0] });
      },
      rules.data,
    );
  }
  return out;
}

describe('just-desserts: the greedy scores as the prior', () => {
  const wide = wideChoices([1, 2, 3, 4], 6);

  it('finds wide choices', () => expect(wide.length).toBeGreaterThanOrEqual(6));

  it('greedy plays the best of its own scores, the first of equal ones', () => {
    for (const { state, seat } of wide) {
      const d = decisionFor(jd, state, seat, seedRng(1));
      const scores = scoreMoves(state as JdState, seat, d.legal, []);
      const top = Math.max(...scores);
      expect(greedy(state as JdState, seat, d.legal, seedRng(1))).toBe(d.legal[scores.indexOf(top)]);
    }
  });

  it('normal searches a few moves, greedy first, instead of every legal one', () => {
    const normal = levelFor('normal');
    if (!normal) throw new Error('no normal level');
    for (const { state, seat } of wide) {
      const d = decisionFor(jd, state, seat, seedRng(2));
      const search = new Search(d, normal);
      expect(search.candidates.length).toBeLessThanOrEqual(normal.candidates);
      expect(search.candidates.length).toBeLessThan(d.legal.length);
      // the prior's sample is the player's own: greedy on a sample of the same view
      const sample = d.sample(seedRng(2)) as JdState;
      expect(search.candidates[0]).toBe(greedy(sample, seat, d.legal, seedRng(0)));
    }
  });

  it("hard searches more of the greedy's moves than the plain level, and normal's among them", () => {
    const hard = levelFor('hard');
    const normal = levelFor('normal');
    if (!hard || !normal) throw new Error('no hard or normal level');
    const own = new SearchPlayer('hard', hard, true).settingsFor(jd.id);
    expect(own.iterations).toBeGreaterThan(hard.iterations);
    let wider = 0;
    for (const { state, seat } of wide) {
      const d = decisionFor(jd, state, seat, seedRng(6));
      const searched = new Search(d, own).candidates;
      const plain = new Search(decisionFor(jd, state, seat, seedRng(6)), hard).candidates;
      const few = new Search(decisionFor(jd, state, seat, seedRng(6)), normal).candidates;
      for (const m of few) expect(searched).toContain(m);
      for (const m of plain) expect(searched).toContain(m);
      if (searched.length > plain.length) wider++;
    }
    // the wide choices show somewhere a move the plain level would not have looked at
    expect(wider).toBeGreaterThan(0);
  });

  it('the same position, seed and level give the same move', () => {
    const player = createPlayer('normal') as Player;
    for (const { state, seat } of wide.slice(0, 4)) {
      const a = player.choose(decisionFor(jd, state, seat, seedRng(5)));
      const b = (createPlayer('normal') as Player).choose(decisionFor(jd, state, seat, seedRng(5)));
      expect(b).toBe(a);
    }
  });
});

describe("a game's own settings for a level", () => {
  it('apply over the level only in the game that registers them', () => {
    const hard = levelFor('hard');
    if (!hard) throw new Error('no hard level');
    const player = new SearchPlayer('hard', hard, true);
    registerTuning('test-ladder-game', { levels: { hard: { iterations: 7 } } });
    expect(player.settingsFor('test-ladder-game')).toEqual({ ...hard, iterations: 7 });
    // a player built with settings of its own (a test's quick one) keeps them
    expect(new SearchPlayer('hard', hard).settingsFor('test-ladder-game')).toBe(hard);
    // games that ask for nothing keep the level as it is (Royal Dinner Party; Louis XIV today)
    expect(tuningFor('royal-dinner-party').levels).toBeUndefined();
    for (const id of ['royal-dinner-party', 'louis-xiv']) expect(player.settingsFor(id)).toBe(hard);
  });
});

describe('hints', () => {
  it('come from the strongest level whose budget fits a hint', () => {
    const fits = LEVELS.filter((l) => l.budget <= HINT_BUDGET);
    expect(fits.length).toBeGreaterThan(0);
    const level = hintLevel();
    expect(level).toBe(fits[fits.length - 1]);
    // levels are listed weakest first, with budgets that grow
    const budgets = LEVELS.map((l) => l.budget);
    expect([...budgets].sort((a, b) => a - b)).toEqual(budgets);
    expect(hintKind()).toBe(level.kind);
    expect(hintPlayer().kind).toBe(level.kind);
  });

  it("come from the kind a game names for the table's size, when it fits a hint's budget", () => {
    registerTuning('test-hint-game', { hint: (seats) => (seats === 4 ? 'greedy' : seats === 3 ? 'wizard' : undefined) });
    expect(hintKindFor('test-hint-game', 4)).toBe('greedy');
    // a kind that is no player, a table that names none, a decision that does not say its table
    for (const seats of [3, 2, undefined]) expect(hintKindFor('test-hint-game', seats)).toBe(hintLevel().kind);
    expect(fitsHint('greedy')).toBe(true);
    expect(fitsHint('wizard')).toBe(false);
    for (const level of LEVELS) expect(fitsHint(level.kind)).toBe(level.budget <= HINT_BUDGET);
  });

  it("give greedy's move where the game names greedy, and search where it names a level", () => {
    registerTuning('test-hint-game', { hint: (seats) => (seats === 4 ? 'greedy' : 'hard') });
    const named = { ...jd, id: 'test-hint-game' } as AnyGame;
    const player = hintPlayer();
    // positions where greedy's move is not the first legal one, so a move cannot agree by chance
    const cases = wideChoices([7, 8, 9], 6).filter(({ state, seat }) => {
      const d = decisionFor(jd, state, seat, seedRng(2));
      return greedyPlayer.choose(d) !== d.legal[0];
    });
    expect(cases.length).toBeGreaterThan(2);
    for (const { state, seat } of cases) {
      const four = { ...decisionFor(named, state, seat, seedRng(2)), kinds: ['human', 'hard', 'hard', 'hard'] };
      expect(player.choose(four)).toBe(greedyPlayer.choose({ ...four, rng: seedRng(2) }));
      expect(player.kind).toBe('greedy');
    }
    const { state, seat } = cases[0];
    const two = { ...decisionFor(named, state, seat, seedRng(2)), kinds: ['human', 'hard'] };
    expect((player as HintPlayer).playerFor(two).kind).toBe('hard');
  });

  it("name only kinds within a hint's budget in every game and table size", () => {
    for (const game of allGames()) {
      for (let seats = game.players.min; seats <= game.players.max; seats++) expect(fitsHint(hintKindFor(game.id, seats))).toBe(true);
    }
  });

  it('say why in a few words in Just Desserts', () => {
    const { state, seat } = wideChoices([5], 6)[0];
    const player = hintPlayer();
    const d = decisionFor(jd, state, seat, seedRng(3));
    const move = player.choose(d);
    const words = player.explain?.(d, move) ?? '';
    expect(words).toMatch(/^(serves|steals|lets|discards|blocks|pays|ends)/);
    expect(words.length).toBeLessThan(160);
  });
});

describe('the-feast: the searching player names its ploy through the prior', () => {
  const feast = getGame('the-feast');
  const rules = loadRuleset(feast);
  /** Positions where seat 0 chooses a ploy among several ranks. */
  const states: unknown[] = [];
  playout(feast, 3, resolveOptions(feast, rules.options), [greedyPlayer, greedyPlayer, greedyPlayer, greedyPlayer], (s) => {
    const seats: number[] = [];
    if (states.length < 4 && feast.toMove(s, seats) && seats[0] === 0 && feast.legal(s, 0, []) >= 3) states.push(feast.clone(s));
  });

  it('plays no rollouts: the simultaneous choice is weighed by the game\'s own decision', () => {
    expect(states.length).toBe(4);
    for (const state of states) {
      for (const kind of ['easy', 'normal', 'hard']) {
        const d: Decision = { ...decisionFor(feast, state, 0, seedRng(4)), kinds: [kind, 'greedy', 'normal', 'random'] };
        const search = new Search(d, (createPlayer(kind) as SearchPlayer).settingsFor('the-feast'));
        expect(search.candidates).toHaveLength(1);
        expect(d.legal).toContain(search.best());
        search.run();
        expect(search.rollouts).toBe(0);
      }
    }
  });
});
