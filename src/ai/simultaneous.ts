/**
 * A mixed strategy for a simultaneous decision, found by regret matching (Hart and Mas-Colell,
 * 2000) over sampled determinizations, as at the simultaneous nodes of SM-MCTS (Lanctot et al.,
 * 2013). Used where a searching player must choose at the same time as seats it has no model
 * of (people, players of its own level or above): a best reply to a fixed guess of their moves
 * is what identical players all compute alike, and then they collide.
 *
 * The node holds K samples (determinizations) of what the searcher cannot see. The searcher and
 * each learning seat keep one regret per move, shared by all samples; in each sample a seat may
 * play only the moves it is dealt there (`available`), so a learning seat's strategy is over
 * moves, not over hands (as single-observer ISMCTS shares an opponent's node across
 * determinizations). Each iteration takes the next sample, draws every learning seat's move
 * from its current strategy (positive regrets, normalized; uniform when none is positive), then
 * for each seat weighs all its moves against the others' draws and adds each move's advantage
 * over the strategy's expected value to its regret (regret matching+: regrets floored at 0).
 * The searcher's strategies are averaged with linear weights (later iterations count more),
 * which converges faster than a plain average.
 *
 * Moves are small codes (below 31) held as bit masks. Every draw comes from the caller's
 * generator, so the same node and generator give the same strategy on any machine.
 */
import { nextU32, type RngState } from '../engine/rng.js';

export interface SimultaneousNode {
  /** Samples (determinizations), iterated in turn. */
  readonly samples: number;
  /** Seats that learn, the searcher first. */
  readonly seats: readonly number[];
  /** The moves (bits) seat `seats[i]` may play in sample k. */
  available(k: number, i: number): number;
  /**
   * The worth to seat `seats[i]` of each of `moves` (bits) in sample k, the learning seats playing
   * `joint` (by index into `seats`; the searcher's own entry is to be replaced), into out[move].
   */
  values(k: number, i: number, joint: Int32Array, moves: number, out: Float64Array): void;
}

/** Most moves a node may have (codes 0..30). */
const CODES = 31;

const lowest = (bits: number): number => 31 - Math.clz32(bits & -bits);

/**
 * The searcher's average strategy over its moves (index = move code; zero elsewhere), after
 * `passes` passes over the node's samples.
 */
export function regretMatch(node: SimultaneousNode, passes: number, rng: RngState): Float64Array {
  const n = node.seats.length;
  const regret = new Float64Array(n * CODES);
  const sigma = new Float64Array(n * CODES);
  const average = new Float64Array(CODES);
  const value = new Float64Array(CODES);
  const joint = new Int32Array(n);
  const masks = new Int32Array(n);
  let t = 0;
  for (let pass = 0; pass < passes; pass++) {
    for (let k = 0; k < node.samples; k++) {
      t++;
      for (let i = 0; i < n; i++) {
        masks[i] = node.available(k, i);
        joint[i] = strategy(regret, sigma, i, masks[i], rng);
      }
      for (let m = masks[0]; m; m &= m - 1) average[lowest(m)] += t * sigma[lowest(m)];
      for (let i = 0; i < n; i++) {
        const mask = masks[i];
        node.values(k, i, joint, mask, value);
        let expected = 0;
        for (let m = mask; m; m &= m - 1) expected += sigma[i * CODES + lowest(m)] * value[lowest(m)];
        for (let m = mask; m; m &= m - 1) {
          const r = i * CODES + lowest(m);
          regret[r] = Math.max(0, regret[r] + value[lowest(m)] - expected);
        }
      }
    }
  }
  let sum = 0;
  for (let c = 0; c < CODES; c++) sum += average[c];
  if (sum > 0) for (let c = 0; c < CODES; c++) average[c] /= sum;
  return average;
}

/** Seat i's current strategy over `mask` into sigma (its row), and a move drawn from it. */
function strategy(regret: Float64Array, sigma: Float64Array, i: number, mask: number, rng: RngState): number {
  const row = i * CODES;
  let sum = 0;
  let count = 0;
  for (let m = mask; m; m &= m - 1) {
    sum += regret[row + lowest(m)];
    count++;
  }
  for (let m = mask; m; m &= m - 1) sigma[row + lowest(m)] = sum > 0 ? regret[row + lowest(m)] / sum : 1 / count;
  let x = nextU32(rng) / 4294967296;
  let last = -1;
  for (let m = mask; m; m &= m - 1) {
    last = lowest(m);
    if ((x -= sigma[row + last]) < 0) return last;
  }
  return last;
}
