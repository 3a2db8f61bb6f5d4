// The searching player never peeks: it sees a seat's view and samples the rest. Two true
// states that differ only in what the seat cannot see must give the same search, move for
// move; and the player must reach nothing but the Decision it is given.
import { describe, expect, it } from 'vitest';
import '../../src/ai/index.js';
import { HintPlayer } from '../../src/ai/hint.js';
import { Search } from '../../src/ai/search.js';
import { SearchPlayer } from '../../src/ai/player.js';
import { levelFor } from '../../src/ai/levels.js';
import { sameJson } from '../../src/engine/conformance.js';
import { createPlayer, type Decision, type Player } from '../../src/engine/players.js';
import { getGame } from '../../src/engine/registry.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';
import type { AnyGame } from '../../src/engine/types.js';
import type { RdpState } from '../../src/games/royal-dinner-party/state.js';
import type { JdState } from '../../src/games/just-desserts/state.js';
import type { FeastState } from '../../src/games/the-feast/index.js';
import type { SdpState } from '../../src/games/surrealist-dinner-party/index.js';
import { Phase } from '../../src/games/surrealist-dinner-party/state.js';
import { eachGreedyPosition } from '../helpers/positions.js';

/** What a computer seat is given, as the engine builds it: the state stays in the closures. */
function decisionFor(game: AnyGame, state: unknown, seat: number, rng: RngState): Decision {
  const legal: number[] = [];
  legal.length = game.legal(state, seat, legal);
  return {
    game,
    seat,
    legal,
    sample: (r) => game.resample(state, seat, r),
    view: () => game.view(state, seat),
    rng,
  };
}

/** States met in greedy games (up to `perSeed` a game) that `pick` chooses, the game not over. */
function positions(game: AnyGame, seats: number, seeds: number[], pick: (s: unknown) => boolean, perSeed = 2, extra = {}): unknown[] {
  const out: unknown[] = [];
  for (const seed of seeds) {
    let taken = 0;
    eachGreedyPosition(
      game,
      seats,
      [seed],
      (state) => {
        if (taken < perSeed && !game.outcome(state).over && pick(state)) {
          out.push(game.clone(state));
          taken++;
        }
      },
      extra,
    );
  }
  return out;
}

/** The first seat to act in a state. */
function mover(game: AnyGame, state: unknown): number {
  const out: number[] = [];
  return game.toMove(state, out) ? out[0] : -1;
}

const rdp = getGame('royal-dinner-party');
const feast = getGame('the-feast');
const hardButQuick = new SearchPlayer('hard', { ...(levelFor('hard') as NonNullable<ReturnType<typeof levelFor>>), iterations: 40 });

function legalCount(game: AnyGame, state: unknown, seat: number): number {
  return game.legal(state, seat, []);
}

describe('royal-dinner-party: the search depends only on the view', () => {
  // mid-game, a drawn card waits with several places open and cards still unseen
  const states = positions(rdp, 1, [3, 11, 17, 23], (s) => {
    const st = s as RdpState;
    return st.phase === 3 && st.deck.length - st.known > 10 && legalCount(rdp, s, 0) >= 3;
  });

  it('finds positions to test', () => expect(states.length).toBeGreaterThanOrEqual(6));

  it.each(states.map((s, i) => [i, s] as const))('position %i: a reshuffled deck gives the same search', (_i, a) => {
    const b = rdp.resample(a, 0, seedRng(99));
    expect(sameJson(rdp.view(a, 0), rdp.view(b, 0))).toBe(true);
    expect((a as RdpState).deck.join()).not.toBe((b as RdpState).deck.join());
    // the game's resampler is canonical: both truths give the player the same deal
    const raw = (st: unknown): string => (decisionFor(rdp, st, 0, []).sample(seedRng(1)) as RdpState).deck.join();
    expect(raw(a)).toBe(raw(b));
    for (const seed of [1, 2]) {
      const sa = new Search(decisionFor(rdp, a, 0, seedRng(seed)), { iterations: 40, candidates: 4, margin: 1, epsilon: 0 });
      const sb = new Search(decisionFor(rdp, b, 0, seedRng(seed)), { iterations: 40, candidates: 4, margin: 1, epsilon: 0 });
      sa.run();
      sb.run();
      expect(sb.stats()).toEqual(sa.stats());
      expect(sb.best()).toBe(sa.best());
    }
    for (const player of [createPlayer('easy') as Player, createPlayer('normal') as Player, hardButQuick]) {
      const ma = player.choose(decisionFor(rdp, a, 0, seedRng(7)));
      const mb = player.choose(decisionFor(rdp, b, 0, seedRng(7)));
      expect(mb).toBe(ma);
    }
  });
});

describe('the-feast: the search depends only on the view', () => {
  // a round where seats 1 and 2 have chosen face down and seat 3 is to choose
  const states = positions(feast, 4, [5, 6, 7, 8, 9, 10], (s) => {
    const st = s as FeastState;
    return st.phase === 0 && st.ploys[0] >= 0 && st.ploys[1] >= 0 && st.ploys[2] < 0 && legalCount(feast, s, 2) >= 3;
  });

  it('finds positions to test', () => expect(states.length).toBeGreaterThanOrEqual(8));

  it.each(states.map((s, i) => [i, s] as const))('position %i: other hands redealt give the same search', (_i, a) => {
    const b = feast.resample(a, 2, seedRng(99));
    expect(sameJson(feast.view(a, 2), feast.view(b, 2))).toBe(true);
    expect(JSON.stringify((a as FeastState).held)).not.toBe(JSON.stringify((b as FeastState).held));
    const settings = { iterations: 60, candidates: 10, margin: 1, epsilon: 0 };
    const sa = new Search(decisionFor(feast, a, 2, seedRng(3)), settings);
    const sb = new Search(decisionFor(feast, b, 2, seedRng(3)), settings);
    sa.run();
    sb.run();
    expect(sb.stats()).toEqual(sa.stats());
    for (const player of [createPlayer('easy') as Player, createPlayer('normal') as Player, hardButQuick]) {
      expect(player.choose(decisionFor(feast, b, 2, seedRng(8)))).toBe(player.choose(decisionFor(feast, a, 2, seedRng(8))));
    }
    // with the table's kinds the other seats are played by models (greedy, easy, normal) on
    // samples of the view, or learned; none of them reads a hidden card either
    for (const kinds of [['greedy', 'easy', 'normal', 'random'], ['normal', 'hard', 'hard', 'greedy']]) {
      const player = createPlayer(kinds[2]) as Player;
      const with_ = (st: unknown): Decision => ({ ...decisionFor(feast, st, 2, seedRng(8)), kinds });
      expect(player.choose(with_(b))).toBe(player.choose(with_(a)));
    }
  });
});

describe('the-feast at two seats: hard against a normal seat depends only on its view', () => {
  // the normal seat has chosen face down and hard is to choose: what hard weighs (its samples,
  // the strategy it learns for the normal seat) comes from its view, never from the truth
  const states = positions(feast, 2, [5, 6, 7, 8, 9, 10], (s) => {
    const st = s as FeastState;
    return st.phase === 0 && st.ploys[0] >= 0 && st.ploys[1] < 0 && legalCount(feast, s, 1) >= 3;
  });

  it('finds positions to test', () => expect(states.length).toBeGreaterThanOrEqual(8));

  it.each(states.map((s, i) => [i, s] as const))('position %i: the other hand and ploy redealt give the same move', (_i, a) => {
    const b = feast.resample(a, 1, seedRng(99));
    expect(sameJson(feast.view(a, 1), feast.view(b, 1))).toBe(true);
    expect(JSON.stringify((a as FeastState).held[0])).not.toBe(JSON.stringify((b as FeastState).held[0]));
    const hard = createPlayer('hard') as Player;
    const with_ = (st: unknown): Decision => ({ ...decisionFor(feast, st, 1, seedRng(8)), kinds: ['normal', 'hard'] });
    expect(hard.choose(with_(b))).toBe(hard.choose(with_(a)));
  });
});

describe('just-desserts: the search depends only on the view', () => {
  const jd = getGame('just-desserts');
  // any seat with a real choice while other hands and the piles are hidden from it
  const states = positions(
    jd,
    3,
    [2, 3, 4, 5, 6, 7],
    (s) => {
      const st = s as JdState;
      const seat = mover(jd, s);
      return seat >= 0 && legalCount(jd, s, seat) >= 3 && st.dessertPile.length > 5 && st.hands.some((h, i) => i !== seat && h.length >= 2);
    },
    2,
  );

  it('finds positions to test', () => expect(states.length).toBeGreaterThanOrEqual(8));

  it.each(states.map((s, i) => [i, s] as const))('position %i: other hands and the piles redealt give the same search', (_i, a) => {
    const seat = mover(jd, a);
    const b = jd.resample(a, seat, seedRng(99));
    expect(sameJson(jd.view(a, seat), jd.view(b, seat))).toBe(true);
    const hidden = (st: unknown) => JSON.stringify([(st as JdState).hands.filter((_, i) => i !== seat), (st as JdState).dessertPile]);
    expect(hidden(b)).not.toBe(hidden(a));
    const settings = { iterations: 40, candidates: 6, margin: 1, epsilon: 0 };
    const sa = new Search(decisionFor(jd, a, seat, seedRng(4)), settings);
    const sb = new Search(decisionFor(jd, b, seat, seedRng(4)), settings);
    sa.run();
    sb.run();
    expect(sb.stats()).toEqual(sa.stats());
    expect(sb.best()).toBe(sa.best());
    for (const player of [createPlayer('easy') as Player, createPlayer('normal') as Player, hardButQuick]) {
      expect(player.choose(decisionFor(jd, b, seat, seedRng(9)))).toBe(player.choose(decisionFor(jd, a, seat, seedRng(9))));
    }
  });

  // a hint at a person's seat among normal players plays hard's settings there (its rollouts
  // model the normal seats): from the view alone too. The first few positions (a full hard search each).
  it.each(states.slice(0, 4).map((s, i) => [i, s] as const))("position %i: a person's hint among normal players is the same on both truths", (_i, a) => {
    const seat = mover(jd, a);
    const b = jd.resample(a, seat, seedRng(99));
    const kinds = ['normal', 'normal', 'normal'].map((k, i) => (i === seat ? 'human' : k));
    const hint = new HintPlayer();
    const with_ = (st: unknown): Decision => ({ ...decisionFor(jd, st, seat, seedRng(9)), kinds });
    expect(hint.choose(with_(b))).toBe(hint.choose(with_(a)));
    expect(hint.kind).toBe('hard');
  });
});

/**
 * The new games, by one generic check: in positions where the seat to move has a real choice,
 * the true state redealt (what the seat cannot see) gives the same view, different cards in
 * the zones, and the same search and moves at every level.
 */
function searchIgnoresTheTruth(
  id: string,
  seats: number,
  seeds: number[],
  enough: number,
  options = {},
  where = (_s: unknown) => true,
  kinds?: readonly string[],
): void {
  const game = getGame(id);
  const states = positions(
    game,
    seats,
    seeds,
    (s) => {
      const seat = mover(game, s);
      return seat >= 0 && legalCount(game, s, seat) >= 3 && where(s);
    },
    2,
    options,
  );

  it('finds positions to test', () => expect(states.length).toBeGreaterThanOrEqual(enough));

  it.each(states.map((s, i) => [i, s] as const))('position %i: the hidden part redealt gives the same search', (_i, a) => {
    const seat = mover(game, a);
    // a redeal that really moves hidden cards (a few tries: a short deck may come back alike)
    let b = game.resample(a, seat, seedRng(99));
    for (let r = 100; r < 110 && JSON.stringify(game.zones(b)) === JSON.stringify(game.zones(a)); r++) b = game.resample(a, seat, seedRng(r));
    expect(sameJson(game.view(a, seat), game.view(b, seat))).toBe(true);
    expect(JSON.stringify(game.zones(b))).not.toBe(JSON.stringify(game.zones(a)));
    const settings = { iterations: 30, candidates: 6, margin: 1, epsilon: 0 };
    // the table's seat kinds, when given, choose the game's tuning for that table
    const at = (state: unknown, rng: RngState): Decision => ({ ...decisionFor(game, state, seat, rng), ...(kinds ? { kinds } : {}) });
    const sa = new Search(at(a, seedRng(4)), settings);
    const sb = new Search(at(b, seedRng(4)), settings);
    sa.run();
    sb.run();
    expect(sb.stats()).toEqual(sa.stats());
    const levels = kinds ? ['easy', 'normal', 'hard'] : ['easy', 'normal'];
    for (const player of levels.map((k) => createPlayer(k) as Player)) {
      expect(player.choose(at(b, seedRng(9)))).toBe(player.choose(at(a, seedRng(9))));
    }
  });
}

describe('louis-xiv solo: the search depends only on the view (the deck order is hidden)', () => {
  searchIgnoresTheTruth('louis-xiv', 1, [1, 2, 3], 6);
});

describe('louis-xiv at three seats: the search depends only on the view', () => {
  searchIgnoresTheTruth('louis-xiv', 3, [4, 5, 6], 6);
});

describe("louis-xiv at four seats among greedy players (the table's own settings): the search depends only on the view", () => {
  searchIgnoresTheTruth('louis-xiv', 4, [7], 2, {}, undefined, ['hard', 'greedy', 'greedy', 'greedy']);
});

describe('louis-xiv at four seats among searching players: the search depends only on the view', () => {
  // every seat hard, so whichever seat moves searches with the table's own settings
  searchIgnoresTheTruth('louis-xiv', 4, [7, 8], 3, {}, undefined, ['hard', 'hard', 'hard', 'hard']);
});

describe("just-desserts at four seats among searching players (hard's model of them): the search depends only on the view", () => {
  // every seat hard, so whichever seat moves searches with searching opponents in its rollouts
  searchIgnoresTheTruth('just-desserts', 4, [2, 3, 4], 6, {}, undefined, ['hard', 'hard', 'hard', 'hard']);
});

describe('surrealist-dinner-party: the search depends only on the view (hands and the box are hidden)', () => {
  searchIgnoresTheTruth('surrealist-dinner-party', 3, [2, 3, 4, 5], 8);
});

describe('the player reaches nothing but its Decision', () => {
  const [state] = positions(rdp, 1, [4], (s) => (s as RdpState).phase === 3 && legalCount(rdp, s, 0) >= 3);

  it('uses only the Decision fields, gets fresh samples, and leaves the true state alone', async () => {
    const before = JSON.stringify(state);
    const touched = new Set<string>();
    let samples = 0;
    const d = decisionFor(rdp, state, 0, seedRng(5));
    const watched: Decision = new Proxy(
      {
        ...d,
        sample: (r: RngState) => {
          const s = d.sample(r);
          expect(s).not.toBe(state);
          samples++;
          return s;
        },
      },
      {
        get(target, key, receiver) {
          touched.add(String(key));
          return Reflect.get(target, key, receiver) as unknown;
        },
      },
    );
    const player = createPlayer('normal') as Player;
    const move = player.choose(watched);
    expect(d.legal).toContain(move);
    await (player.chooseAsync as NonNullable<Player['chooseAsync']>).call(player, watched);
    player.explain?.(watched, move);
    expect(samples).toBeGreaterThan(1);
    // `kinds` (the seat kinds, public at the table) lets a player model its opponents
    for (const key of touched) expect(['game', 'seat', 'legal', 'sample', 'view', 'rng', 'kinds']).toContain(key);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('cannot reach the true state through the Decision object', () => {
    const d = decisionFor(rdp, state, 0, seedRng(5));
    const st = state as RdpState;
    const forbidden = new Set<unknown>([state, st.deck, st.grid, ...st.grid, st.rng]);
    const seen = new Set<unknown>();
    const walk = (x: unknown, path: string): void => {
      if (x === null || (typeof x !== 'object' && typeof x !== 'function') || seen.has(x)) return;
      expect(forbidden.has(x), `reachable at ${path}`).toBe(false);
      seen.add(x);
      for (const key of Reflect.ownKeys(x as object)) {
        const desc = Reflect.getOwnPropertyDescriptor(x as object, key);
        if (desc && 'value' in desc) walk(desc.value, `${path}.${String(key)}`);
      }
    };
    walk(d, 'decision');
    expect(seen.size).toBeGreaterThan(5);
  });
});

describe('surrealist-dinner-party in the draft: the search depends only on the view (other draft hands and picks are hidden)', () => {
  // some seats have picked this round, the others not yet
  searchIgnoresTheTruth('surrealist-dinner-party', 3, [2, 3, 4, 5], 6, { draft: true, fauxPas: true }, (s) => {
    const st = s as SdpState;
    return st.phase === Phase.Draft && st.picks[0] >= 0;
  });
});

describe('surrealist-dinner-party in the faux pas keep: the search depends only on the view (choices made are hidden)', () => {
  searchIgnoresTheTruth('surrealist-dinner-party', 4, [2, 3, 4, 5, 6, 7], 6, { fauxPas: true }, (s) => {
    const st = s as SdpState;
    return st.phase === Phase.Keep && st.fpKeep[0] > 0;
  });
});
