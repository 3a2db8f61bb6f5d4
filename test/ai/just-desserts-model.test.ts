// Hard's rollouts at Just Desserts tables with searching seats: each other seat is modelled as
// its kind plays (greedy exactly, a searcher greedy or a near move, random at random), and
// every other table keeps the tuning it had; a hint at a person's seat plays as hard in that seat.
import { describe, expect, it } from 'vitest';
import '../../src/ai/index.js';
import { JD_HARD_AMONG_SEARCHERS, JD_LEVELS, JD_PRIOR_SCALE, JD_STRAY, jdSeatModel } from '../../src/ai/games/just-desserts.js';
import { asKind } from '../../src/ai/hint.js';
import { levelFor } from '../../src/ai/levels.js';
import { SearchPlayer } from '../../src/ai/player.js';
import { Search } from '../../src/ai/search.js';
import { tuningFor } from '../../src/ai/tuning.js';
import { createPlayer, type Decision, type Player } from '../../src/engine/players.js';
import { getGame } from '../../src/engine/registry.js';
import { seedRng } from '../../src/engine/rng.js';
import { greedy, scoreMoves } from '../../src/games/just-desserts/greedy.js';
import type { JdState } from '../../src/games/just-desserts/state.js';
import { hintPlayer } from '../../src/ui/seats.js';
import { choicePositions, expectStraying, type ModelMove } from '../helpers/positions.js';

const jd = getGame('just-desserts');

/** Positions of four-seat greedy games where the seat to move has at least three moves. */
const positions = () => choicePositions<JdState>(jd, [1, 2, 3, 4, 5]);

describe("just-desserts: hard's model of the table", () => {
  it('is chosen for hard among searching seats only, at three seats or more', () => {
    expect(tuningFor(jd.id, ['hard', 'normal', 'normal', 'normal'], 0).policy).toBeDefined();
    expect(tuningFor(jd.id, ['normal', 'normal', 'hard'], 2).policy).toBeDefined();
    // at two seats hard keeps greedy's model (the seat model measured no better there)
    expect(tuningFor(jd.id, ['normal', 'hard'], 1).policy).toBeUndefined();
    // greedy seats are modelled exactly by greedy already; normal and easy keep their tuning
    expect(tuningFor(jd.id, ['hard', 'greedy', 'greedy', 'greedy'], 0).policy).toBeUndefined();
    expect(tuningFor(jd.id, ['normal', 'hard', 'hard', 'hard'], 0).policy).toBeUndefined();
    expect(tuningFor(jd.id, ['easy', 'normal', 'normal'], 0).policy).toBeUndefined();
    // the hard seat's own kind decides, not the first seat's
    expect(tuningFor(jd.id, ['normal', 'hard', 'normal', 'normal'], 0).policy).toBeUndefined();
  });

  const all = positions();

  it('finds positions to test', () => expect(all.length).toBeGreaterThan(50));

  it('plays greedy for the searcher, greedy and human seats, near moves for searching seats, any move for random ones', () => {
    const moves = (kind: string, searcherToo = false): ModelMove[] => {
      const out: ModelMove[] = [];
      for (const { state, seat, legal } of all) {
        // the seat to move is `kind`; the searcher sits next to it (or is it)
        const searcher = searcherToo ? seat : (seat + 1) % 4;
        const kinds = ['hard', 'hard', 'hard', 'hard'];
        if (!searcherToo) kinds[seat] = kind;
        const policy = jdSeatModel(kinds) as NonNullable<ReturnType<typeof jdSeatModel>>;
        const scores = scoreMoves(state, seat, legal, []);
        const ranked = legal.map((_, i) => i).sort((a, b) => scores[b] - scores[a] || a - b);
        const near = ranked.filter((i, r) => r < JD_STRAY.candidates && scores[i] >= scores[ranked[0]] - JD_STRAY.points).map((i) => legal[i]);
        const best = greedy(state, seat, legal, seedRng(0));
        for (let r = 0; r < 6; r++) {
          const move = policy(state, seat, legal, seedRng(r), searcher);
          // the same generator gives the same move
          expect(policy(state, seat, legal, seedRng(r), searcher)).toBe(move);
          out.push({ move, best, near, legal });
        }
      }
      return out;
    };
    expectStraying(moves, JD_STRAY.chance);
  });

  it('searches greedy\'s best 64 moves however low they score for hard among searching seats, its best 8 within 10 points elsewhere', () => {
    // hard's own candidates and margin (8 moves within 10 greedy points), which other tables keep
    const { candidates: most, margin } = JD_LEVELS.hard as { candidates: number; margin: number };
    const hard = new SearchPlayer('hard', levelFor('hard') as NonNullable<ReturnType<typeof levelFor>>, true);
    const candidates = (state: JdState, seat: number, legal: number[], other: string): number[] => {
      const kinds = ['normal', 'normal', 'normal', 'normal'].map((k, i) => (i === seat ? 'hard' : other));
      const d = { game: jd, seat, legal, kinds, rng: seedRng(7), sample: (rng: number[]) => jd.resample(state, seat, rng), view: () => jd.view(state, seat) };
      return new Search(d, hard.settingsFor(jd.id, kinds, seat)).candidates;
    };
    let below = 0;
    for (const { state, seat, legal } of all) {
      const wide = candidates(state, seat, legal, 'normal');
      expect(wide.length).toBe(Math.min(JD_HARD_AMONG_SEARCHERS.candidates as number, legal.length));
      const narrow = candidates(state, seat, legal, 'greedy');
      expect(narrow.length).toBeLessThanOrEqual(most);
      // the same moves first: greedy's order
      expect(wide.slice(0, narrow.length)).toEqual(narrow);
      const scores = scoreMoves(state, seat, legal, []);
      const top = Math.max(...scores);
      if (wide.some((m) => scores[legal.indexOf(m)] < top - margin * JD_PRIOR_SCALE)) below++;
    }
    // moves more than 10 greedy points below the best, which the old margin left out, are searched
    expect(below).toBeGreaterThan(all.length / 10);
  });
});

describe("just-desserts: a hint at a person's seat", () => {
  it('plays as a hard computer in that seat plays, among-searchers settings and all', () => {
    const hint = hintPlayer();
    const hard = createPlayer('hard') as Player;
    let differ = 0;
    let compared = 0;
    for (const { state, seat, legal } of positions()) {
      if (differ >= 3 || compared >= 40) break;
      // a person at a table of three normal players; the same seat as a hard computer
      const person = ['normal', 'normal', 'normal', 'normal'].map((k, i) => (i === seat ? 'human' : k));
      const computer = person.map((k, i) => (i === seat ? 'hard' : k));
      const d = (kinds: string[], r: number): Decision => ({ game: jd, seat, legal, kinds, rng: seedRng(r), sample: (rng) => jd.resample(state, seat, rng), view: () => jd.view(state, seat) });
      const r = 11 + compared++;
      const asked = d(person, r);
      const move = hint.choose(asked);
      expect(hint.kind).toBe('hard');
      // the hint's own Decision is left as the screen made it
      expect(asked.kinds).toEqual(person);
      expect(move).toBe(hard.choose(d(computer, r)));
      // hard with its plain settings (what a seat labelled `human` used to get)
      if (hard.choose(d(person, r)) !== move) differ++;
    }
    // positions where the among-searchers settings choose another move than hard's plain ones
    expect(differ).toBeGreaterThanOrEqual(3);
  });

  it("names the hint's kind in the seat's own entry only", () => {
    const d: Decision = { game: jd, seat: 2, legal: [1, 2], kinds: ['normal', 'human', 'human', 'greedy'], rng: seedRng(1), sample: () => null, view: () => ({}) };
    expect(asKind(d, 'hard').kinds).toEqual(['normal', 'human', 'hard', 'greedy']);
    expect(asKind(d, 'hard').rng).toBe(d.rng);
    expect(asKind({ ...d, kinds: undefined }, 'hard').kinds).toBeUndefined();
  });
});
