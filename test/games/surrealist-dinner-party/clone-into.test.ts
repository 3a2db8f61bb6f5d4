// greedy's lookahead copies the state into the arrays of its last copy (cloneInto) instead of
// allocating a new one (clone): the result must be what clone gives, from any earlier state of
// any game (other seat counts, other phases), sharing no array with the state copied.
import { describe, expect, it } from 'vitest';
import { playout } from '../../../src/engine/playout.js';
import { randomPlayer } from '../../../src/engine/players.js';
import { clone, cloneInto, type SdpState } from '../../../src/games/surrealist-dinner-party/state.js';
import { prepareVariant } from '../../../src/sim/simulate.js';
import { sdp } from '../../helpers/surrealist.js';

/** Copies of every state a random game of `seats` seats went through (advanced: draft and faux pas too). */
function statesOf(seats: number, mode: string, seed: number): SdpState[] {
  const variant = prepareVariant(sdp, { seats: Array(seats).fill('random').join(','), options: { mode } });
  const out: SdpState[] = [];
  const setup = sdp.setup;
  sdp.setup = (ctx) => {
    const s = setup(ctx) as SdpState;
    out.push(clone(s));
    return s;
  };
  try {
    playout(sdp, seed, variant.options, Array(seats).fill(randomPlayer), (s) => out.push(clone(s as SdpState)), variant.ruleset.data);
  } finally {
    sdp.setup = setup;
  }
  return out;
}

/**
 * Every array reachable from `x`, but those shared by reference on purpose and never changed:
 * `tables`, `heldBy`, and the `list` of a task that is not an ability (one empty list for all).
 */
function arraysOf(x: unknown, out = new Set<unknown>()): Set<unknown> {
  if (Array.isArray(x)) out.add(x);
  if (x && typeof x === 'object') {
    const task = (x as { k?: unknown }).k;
    for (const [k, v] of Object.entries(x)) {
      if (k === 'tables' || k === 'heldBy' || (k === 'list' && typeof task === 'string' && task !== 'ability')) continue;
      arraysOf(v, out);
    }
  }
  return out;
}

describe('surrealist-dinner-party: cloneInto', () => {
  it('makes any earlier copy what clone makes, sharing no array with the state', () => {
    const states = [...statesOf(4, 'advanced', 3), ...statesOf(2, 'normal', 5), ...statesOf(3, 'advanced', 8)];
    expect(states.length).toBeGreaterThan(300);
    let copy = clone(states[states.length - 1]);
    let checked = 0;
    // each state copied into the copy of another, in an order that mixes seat counts and phases
    for (let i = 0; i < states.length; i += 3) {
      const src = states[(i * 7919) % states.length];
      const before = JSON.stringify(src);
      copy = cloneInto(copy, src);
      expect(JSON.stringify(copy)).toBe(JSON.stringify(clone(src)));
      expect(JSON.stringify(src)).toBe(before);
      const theirs = arraysOf(src);
      const shared = [...arraysOf(copy)].filter((a) => theirs.has(a));
      expect(shared.map((a) => JSON.stringify(a))).toEqual([]);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });
});
