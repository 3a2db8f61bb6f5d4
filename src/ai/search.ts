/**
 * The searching player's engine: determinized Monte Carlo search over the game contract.
 *
 * It never reads the true state. Each round it draws a determinization, a full state
 * consistent with the seat's view, from the Decision's `sample` (the game's resampler), with
 * the hidden part first put in a fixed order by the game's tuning so that the draw depends only
 * on the view and the player's own generator. Every candidate move still in the running is
 * played on that same determinization and rolled out to the end (or to the tuning's horizon)
 * with the rollout policy; comparing candidates on the same deals (common random numbers)
 * removes most of the luck from the comparison. Candidates are dropped by sequential halving:
 * the budget is split into phases, and after each phase the worse half goes.
 *
 * The budget is a number of rollouts, so that a seed gives the same choice on any machine; a
 * caller may also stop the search between rollouts (a clock, an abort), and `best()` is then
 * the best move so far.
 */
import type { Decision } from '../engine/players.js';
import { nextInt, nextU32, seedRng, type RngState } from '../engine/rng.js';
import type { AnyGame } from '../engine/types.js';
import { defaultReward, rolloutPolicy, tuningFor, type GameTuning, type Policy } from './tuning.js';

/**
 * Sorts `order` (indices into `scores`, not empty) best first, equal scores keeping their
 * order, and returns how many lead it: at most `most`, none more than `margin` below the best.
 */
export function leaders(order: number[], scores: readonly number[], most: number, margin: number): number {
  order.sort((a, b) => scores[b] - scores[a] || a - b);
  const top = scores[order[0]];
  let n = 0;
  while (n < order.length && n < most && scores[order[n]] >= top - margin) n++;
  return n;
}

/** The kinds that choose by searching (a level), whose moves greedy's alone do not foresee. */
export const SEARCHING = new Set(['easy', 'normal', 'hard']);

/** How a searching seat strays from greedy's move in a straying model (`strayingModel`). */
export interface Stray {
  /** The chance that it plays one of the near moves instead of greedy's. */
  chance: number;
  /** The near moves: greedy's best `candidates` (greedy's own among them), none more than `points` below the best. */
  candidates: number;
  points: number;
}

/**
 * A straying model of a table for rollouts: the searching seat itself, a greedy seat and a
 * person play `plain`'s move (greedy's model of the table), a random seat a random move, a
 * searching seat (`SEARCHING`) `plain`'s move or, with `stray.chance`, one of the near moves by
 * greedy's `scores`, drawn evenly from the rollout's generator. Public information only: the
 * kinds and the sampled state.
 */
export function strayingModel(
  kinds: readonly string[],
  stray: Stray,
  plain: Policy,
  scores: (state: unknown, seat: number, legal: readonly number[], out: number[]) => void,
): Policy {
  const scored: number[] = [];
  const order: number[] = [];
  const threshold = Math.floor(stray.chance * 4294967296);
  return (state, seat, legal, rng, searcher) => {
    if (seat === searcher) return plain(state, seat, legal, rng, searcher);
    const kind = kinds[seat];
    if (kind === 'random') return legal[nextInt(rng, legal.length)];
    if (!SEARCHING.has(kind) || nextU32(rng) >= threshold) return plain(state, seat, legal, rng, searcher);
    scores(state, seat, legal, scored);
    // greedy's best few within the points, the first of equal scores first (greedy's own order)
    order.length = 0;
    for (let i = 0; i < legal.length; i++) order.push(i);
    return legal[order[nextInt(rng, leaders(order, scored, stray.candidates, stray.points))]];
  };
}

/** How hard the search works (see levels.ts for the levels' values). */
export interface SearchSettings {
  /** Rollouts per decision at most. */
  iterations: number;
  /** Most candidate moves searched: the best by the game's prior (all of them without one). */
  candidates: number;
  /** Candidates whose prior is more than this below the best prior are not searched. */
  margin: number;
  /** Share of random moves in rollouts. */
  epsilon: number;
  /**
   * Racing: after this many rounds (0: never), a candidate that is worse than the leader with
   * confidence `z` (paired over the same deals) is dropped, and the search stops once no
   * candidate can be better than the leader by more than `indifference`.
   */
  minRounds?: number;
  z?: number;
  indifference?: number;
  /**
   * How far a rollout looks, in the game's own unit (Louis XIV: turns), for a tuning whose
   * horizon reads it; absent: the tuning's own default.
   */
  depth?: number;
}

/** What the search found for one candidate. */
export interface CandidateStats {
  move: number;
  /** Rollouts played after it. */
  playouts: number;
  /** Mean reward (0 to 1). */
  mean: number;
  /** Of its rollouts, how many reached the end of the game, and how many of those it won. */
  finished: number;
  wins: number;
}

const MAX_ROLLOUT_MOVES = 100_000;

export class Search {
  readonly game: AnyGame;
  readonly seat: number;
  /** The moves searched, best prior first. */
  readonly candidates: number[];
  /** Rollouts played so far. */
  rollouts = 0;

  private readonly d: Decision;
  private readonly settings: SearchSettings;
  private readonly tuning: GameTuning;
  private readonly rng: RngState;
  private readonly policy: Policy;
  /** Each candidate's reward on every completed round (the same deals for all candidates). */
  private readonly history: number[][];
  private rounds = 0;
  private readonly sum: number[];
  private readonly count: number[];
  private readonly finished: number[];
  private readonly wins: number[];
  /** Indices (into candidates) still in the running. */
  private alive: number[];
  /** This round's determinization, its rollout seed, and the next alive index to play on it. */
  private det: unknown = null;
  private detSeed = 0;
  private next = 0;
  private readonly roundReward: number[];
  private readonly roundFinished: number[];
  private readonly roundWon: number[];
  /** Rounds left in the current phase of sequential halving. */
  private phaseRounds = 0;
  private phases = 1;
  private budgetLeft: number;

  private readonly seatBuf: number[] = [];
  private readonly legalBuf: number[] = [];

  constructor(d: Decision, settings: SearchSettings, tuning: GameTuning = tuningFor(d.game.id, d.kinds, d.seat)) {
    this.d = d;
    this.game = d.game;
    this.seat = d.seat;
    this.settings = settings;
    this.tuning = tuning;
    this.rng = d.rng;
    this.policy = rolloutPolicy(d.game, tuning, settings.epsilon);
    this.det = this.determinize();
    this.candidates = this.choose(this.det);
    const k = this.candidates.length;
    this.history = this.candidates.map(() => []);
    this.sum = new Array(k).fill(0);
    this.count = new Array(k).fill(0);
    this.finished = new Array(k).fill(0);
    this.wins = new Array(k).fill(0);
    this.roundReward = new Array(k).fill(0);
    this.roundFinished = new Array(k).fill(0);
    this.roundWon = new Array(k).fill(0);
    this.alive = k > 1 ? this.candidates.map((_, i) => i) : [];
    this.budgetLeft = settings.iterations;
    this.detSeed = nextU32(this.rng);
    if (k > 1) {
      this.phases = Math.ceil(Math.log2(k));
      this.startPhase();
    }
  }

  /** True when the search has nothing left to do (one candidate left, or the budget spent). */
  get done(): boolean {
    // a round in progress is finished even past the budget, so every candidate has played it
    return this.alive.length <= 1 || (this.budgetLeft <= 0 && this.next === 0);
  }

  /**
   * Plays rollouts until the search is done or `stop()` says so (checked after each rollout).
   * Returns whether it is done.
   */
  run(stop?: () => boolean): boolean {
    while (!this.done) {
      this.rollOne();
      if (stop?.()) break;
    }
    return this.done;
  }

  /** The best move so far: the best mean among candidates still in the running. */
  best(): number {
    if (this.candidates.length === 1 || this.rollouts === 0) return this.candidates[0];
    const pool = this.alive.length ? this.alive : this.candidates.map((_, i) => i);
    let best = pool[0];
    for (const i of pool) if (this.mean(i) > this.mean(best)) best = i;
    return this.candidates[best];
  }

  /** Statistics per candidate, searched moves first. */
  stats(): CandidateStats[] {
    return this.candidates.map((move, i) => ({
      move,
      playouts: this.count[i],
      mean: this.mean(i),
      finished: this.finished[i],
      wins: this.wins[i],
    }));
  }

  private mean(i: number): number {
    return this.count[i] ? this.sum[i] / this.count[i] : -1;
  }

  /**
   * A determinization: the game's resampler is canonical (it sorts the hidden cards before
   * shuffling them), so the sample depends only on the seat's view and the player's generator.
   */
  private determinize(): unknown {
    return this.d.sample(this.rng);
  }

  /** The candidates: the legal moves, the best by the prior when the game has one. */
  private choose(sample: unknown): number[] {
    const legal = this.d.legal;
    // without a prior every legal move is searched: the halving sorts them out
    if (legal.length <= 1 || !this.tuning.prior) return legal.slice();
    const scores = new Array<number>(legal.length);
    this.tuning.prior(sample, this.seat, legal, scores);
    const order = legal.map((_, i) => i).filter((i) => scores[i] > -Infinity);
    if (order.length === 0) return [legal[0]];
    const n = leaders(order, scores, this.settings.candidates, this.settings.margin);
    return order.slice(0, n).map((i) => legal[i]);
  }

  private startPhase(): void {
    const perPhase = Math.floor(this.settings.iterations / this.phases);
    this.phaseRounds = Math.max(1, Math.floor(perPhase / this.alive.length));
  }

  /** One rollout of the next alive candidate on this round's determinization. */
  private rollOne(): void {
    const i = this.alive[this.next];
    const state = this.game.clone(this.det);
    const rng = seedRng(this.detSeed);
    this.game.apply(state, this.seat, this.candidates[i]);
    const reward = this.rollout(state, rng);
    this.roundReward[i] = reward;
    this.rollouts++;
    this.budgetLeft--;
    if (++this.next < this.alive.length) return;
    // the round is complete: every alive candidate has played this deal
    for (const j of this.alive) {
      this.sum[j] += this.roundReward[j];
      this.count[j]++;
      this.finished[j] += this.roundFinished[j];
      this.wins[j] += this.roundWon[j];
      this.history[j].push(this.roundReward[j]);
    }
    this.rounds++;
    this.next = 0;
    this.det = this.determinize();
    this.detSeed = nextU32(this.rng);
    if (this.race()) return;
    if (--this.phaseRounds > 0) return;
    // the phase is over: keep the better half
    const keep = Math.ceil(this.alive.length / 2);
    this.alive = this.alive
      .slice()
      .sort((a, b) => this.mean(b) - this.mean(a) || a - b)
      .slice(0, keep)
      .sort((a, b) => a - b);
    if (this.alive.length > 1) this.startPhase();
  }

  /**
   * Drops candidates the leader beats with confidence; returns true when the race is decided
   * (no candidate left that could beat the leader by more than the indifference).
   */
  private race(): boolean {
    const min = this.settings.minRounds ?? 0;
    if (min <= 0 || this.rounds < min || this.alive.length <= 1) return false;
    const z = this.settings.z ?? 2;
    const indifference = this.settings.indifference ?? 0;
    let lead = this.alive[0];
    for (const i of this.alive) if (this.mean(i) > this.mean(lead)) lead = i;
    const n = this.rounds;
    // only the rounds every alive candidate played: the last n of each history
    const h = this.history;
    const keep: number[] = [];
    let close = false;
    for (const i of this.alive) {
      if (i === lead) {
        keep.push(i);
        continue;
      }
      const a = h[lead];
      const b = h[i];
      const offA = a.length - n;
      const offB = b.length - n;
      let sum = 0;
      let sq = 0;
      for (let r = 0; r < n; r++) {
        const d = a[offA + r] - b[offB + r];
        sum += d;
        sq += d * d;
      }
      const mean = sum / n;
      const sd = Math.sqrt(Math.max(0, sq / n - mean * mean) * (n / (n - 1)));
      const bound = (z * sd) / Math.sqrt(n);
      if (mean - bound > 0) continue; // beaten with confidence
      keep.push(i);
      if (mean - bound < -indifference) close = true;
    }
    this.alive = keep;
    if (keep.length > 1 && close) return false;
    this.alive = [lead];
    return true;
  }

  /** Plays `state` on with the rollout policy; returns the reward for the searching seat. */
  private rollout(state: unknown, rng: RngState): number {
    const game = this.game;
    const seats = this.seatBuf;
    const legal = this.legalBuf;
    const horizon = this.tuning.horizon;
    const i = this.alive[this.next];
    for (let steps = 0; steps < MAX_ROLLOUT_MOVES; steps++) {
      if (game.toMove(state, seats) === 0) break;
      if (horizon && horizon(this.det, state, this.settings.depth)) break;
      const seat = seats[0];
      const n = game.legal(state, seat, legal);
      let move = legal[0];
      if (n > 1) {
        legal.length = n;
        move = this.policy(state, seat, legal, rng, this.seat);
      }
      game.apply(state, seat, move);
    }
    const outcome = game.outcome(state);
    this.roundFinished[i] = outcome.over ? 1 : 0;
    this.roundWon[i] = outcome.over && outcome.winners.includes(this.seat) ? 1 : 0;
    return this.tuning.reward ? this.tuning.reward(state, this.seat) : defaultReward(outcome, this.seat);
  }
}
