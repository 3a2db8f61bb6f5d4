// The searching player never peeks: it sees a seat's view and samples the rest. Two true
// states that differ only in what the seat cannot see must give the same search, move for
// move; and the player must reach nothing but the Decision it is given.
import { describe, expect, it } from 'vitest';
import '../src/games/index.js';
import '../src/ai/index.js';
import { Search } from '../src/ai/search.js';
import { SearchPlayer } from '../src/ai/player.js';
import { levelFor } from '../src/ai/levels.js';
import { sameJson } from '../src/engine/conformance.js';
import { resolveOptions } from '../src/engine/options.js';
import { createPlayer, greedyPlayer, type Decision, type Player } from '../src/engine/players.js';
import { playout } from '../src/engine/playout.js';
import { getGame } from '../src/engine/registry.js';
import { seedRng, type RngState } from '../src/engine/rng.js';
import type { AnyGame } from '../src/engine/types.js';
import type { RdpState } from '../src/games/royal-dinner-party/rules.js';
import type { FeastState } from '../src/games/the-feast/index.js';

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

/** States met in greedy games where `seat` has at least `choices` legal moves. */
function positions(game: AnyGame, seats: number, seeds: number[], pick: (s: unknown) => boolean): unknown[] {
  const out: unknown[] = [];
  const options = resolveOptions(game, {});
  for (const seed of seeds) {
    let taken = 0;
    playout(game, seed, options, new Array<Player>(seats).fill(greedyPlayer), (state) => {
      if (taken < 2 && !game.outcome(state).over && pick(state)) {
        out.push(game.clone(state));
        taken++;
      }
    });
  }
  return out;
}

const rdp = getGame('royal-dinner-party');
const feast = getGame('the-feast');
const hardButQuick = new SearchPlayer('hard', { ...(levelFor('hard') as NonNullable<ReturnType<typeof levelFor>>), iterations: 40 });

function legalCount(game: AnyGame, state: unknown, seat: number): number {
  return game.legal(state, seat, []);
}

describe('royal-dinner-party: the search depends only on the view', () => {
  // mid-game, a drawn card waits with several places open and cards still unseen
  const states = positions(rdp, 1, [3, 11], (s) => {
    const st = s as RdpState;
    return st.phase === 3 && st.deck.length - st.known > 10 && legalCount(rdp, s, 0) >= 3;
  });

  it('finds positions to test', () => expect(states.length).toBeGreaterThanOrEqual(3));

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
  const states = positions(feast, 4, [5, 6, 7], (s) => {
    const st = s as FeastState;
    return st.phase === 0 && st.ploys[0] >= 0 && st.ploys[1] >= 0 && st.ploys[2] < 0 && legalCount(feast, s, 2) >= 3;
  });

  it('finds positions to test', () => expect(states.length).toBeGreaterThanOrEqual(3));

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
  });
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
    for (const key of touched) expect(['game', 'seat', 'legal', 'sample', 'view', 'rng']).toContain(key);
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
