// Surrealist Dinner Party's computer players: greedy beats random, the searching levels play
// whole games choosing only legal moves, their search depends only on the seat's view, and
// hints say what a move does.
import { describe, expect, it } from 'vitest';
import '../../src/ai/index.js';
import { Search } from '../../src/ai/search.js';
import { SearchPlayer } from '../../src/ai/player.js';
import { levelFor } from '../../src/ai/levels.js';
import { createPlayer, greedyPlayer, type Decision, type Player } from '../../src/engine/players.js';
import { playout } from '../../src/engine/playout.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';
import { Phase } from '../../src/games/surrealist-dinner-party/state.js';
import type { SdpState } from '../../src/games/surrealist-dinner-party/index.js';
import { builtin, sdp } from '../helpers/surrealist.js';

function decisionFor(state: unknown, seat: number, rng: RngState): Decision {
  const legal: number[] = [];
  legal.length = sdp.legal(state, seat, legal);
  return { game: sdp, seat, legal, sample: (r) => sdp.resample(state, seat, r), view: () => sdp.view(state, seat), rng };
}

const play = (seed: number, players: Player[], each?: (state: unknown) => void): ReturnType<typeof playout> =>
  playout(sdp, seed, builtin.options, players, each, builtin.data);

describe('surrealist-dinner-party: greedy', () => {
  it('beats random players clearly at two seats', () => {
    const random = createPlayer('random') as Player;
    let won = 0;
    for (let seed = 0; seed < 20; seed++) {
      const seat = seed % 2;
      const players = seat === 0 ? [greedyPlayer, random] : [random, greedyPlayer];
      const o = play(seed, players).outcome;
      if (o.winners.includes(seat)) won += 1 / o.winners.length;
    }
    expect(won).toBeGreaterThanOrEqual(16);
  });
});

describe('surrealist-dinner-party: the searching players', () => {
  it.each(['easy', 'normal'])('%s plays a whole 3-seat game against greedy, legal move by legal move', (level) => {
    const o = play(4, [createPlayer(level) as Player, greedyPlayer, greedyPlayer]).outcome;
    expect(o.over).toBe(true);
    expect(o.scores.every((x) => x > 0)).toBe(true);
  });

  // seat 2 to choose its action mid-game, other hands and the box still unseen
  const states: SdpState[] = [];
  play(13, [greedyPlayer, greedyPlayer, greedyPlayer], (state) => {
    const s = state as SdpState;
    if (states.length < 3 && s.phase === Phase.Action && !s.queue.length && s.turnSeat === 1 && s.course >= 1 && s.box.length > 0) {
      if (sdp.legal(s, 1, []) >= 4 && Math.floor(s.turns / 3) % 4 === 0) states.push(sdp.clone(s));
    }
  });

  it('finds positions to test', () => expect(states.length).toBe(3));

  it.each(states.map((s, i) => [i, s] as const))('position %i: other hands and the box redealt give the same search', (_i, a) => {
    const b = sdp.resample(a, 1, seedRng(99)) as SdpState;
    expect(sdp.view(b, 1)).toEqual(sdp.view(a, 1));
    expect(JSON.stringify([b.hands[0], b.hands[2], b.box])).not.toBe(JSON.stringify([a.hands[0], a.hands[2], a.box]));
    const settings = { iterations: 30, candidates: 4, margin: 1, epsilon: 0 };
    const sa = new Search(decisionFor(a, 1, seedRng(3)), settings);
    const sb = new Search(decisionFor(b, 1, seedRng(3)), settings);
    sa.run();
    sb.run();
    expect(sb.stats()).toEqual(sa.stats());
    const hardButQuick = new SearchPlayer('hard', { ...(levelFor('hard') as NonNullable<ReturnType<typeof levelFor>>), iterations: 30 });
    for (const player of [createPlayer('easy') as Player, createPlayer('normal') as Player, hardButQuick]) {
      expect(player.choose(decisionFor(b, 1, seedRng(8)))).toBe(player.choose(decisionFor(a, 1, seedRng(8))));
    }
  });

  it('explains its move in the table\'s words, with what the search found', () => {
    const a = states[0];
    const player = createPlayer('normal') as Player;
    const d = decisionFor(a, 1, seedRng(5));
    const move = player.choose(d);
    const words = player.explain?.(d, move) ?? '';
    expect(words).toMatch(/^(seats|sends|gives|serves|trashes|ends) .+ \((won|scored) /);
    expect(words.length).toBeLessThan(160);
  });
});
