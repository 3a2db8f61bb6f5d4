/**
 * Computer players. A player never receives the true state: it gets its seat's legal moves,
 * its view, and `sample()`, which draws a state consistent with that view from the game's
 * resampler. The seat kinds are named as in the rulings: random, greedy, easy, normal, hard.
 */
import { nextInt, seedRng, type RngState } from './rng.js';
import type { AnyGame } from './types.js';

/** What a computer seat is given when it must choose. */
export interface Decision {
  /** The game being played. */
  game: AnyGame;
  /** The seat choosing (from 0). */
  seat: number;
  /** Its legal moves (codes); the choice must be one of them. */
  legal: readonly number[];
  /** A state drawn among those the seat cannot tell from the truth. */
  sample(rng: RngState): unknown;
  /**
   * What the game's `greedy` plans on, where the game says a sample would change nothing for
   * it (`Game.skipResample`): the state itself, with `rng` drawn from as by `sample`; or the
   * same sample built sharing the state's arrays (`Game.sharedResample`), for greedy to read
   * only. Absent: the greedy player takes a sample.
   */
  greedySample?(rng: RngState): unknown;
  /** What the seat sees, as plain JSON. */
  view(): Record<string, unknown>;
  /** The player's own generator (not the game's). */
  rng: RngState;
  /**
   * Every seat's kind ("human", "random", "greedy", "hard"...), as the table shows them: public,
   * so a player may model its opponents by what they are. Absent when unknown.
   */
  kinds?: readonly string[];
}

/** A computer player. */
export interface Player {
  /** The seat kind it plays as ("random", "greedy", "hard"...). */
  kind: string;
  /** Chooses a move at once (simulation, tests). */
  choose(d: Decision): number;
  /**
   * Chooses without blocking the screen; searching players think in chunks and stop early
   * when `signal` aborts. Players without it are called through `choose`.
   */
  chooseAsync?(d: Decision, signal?: AbortSignal): Promise<number>;
  /** Why the last choice was made, in a few words, for hints (undefined: it cannot say). */
  explain?(d: Decision, move: number): string | undefined;
}

/** Every legal move equally likely, favors included. */
export const randomPlayer: Player = {
  kind: 'random',
  choose: (d) => d.legal[nextInt(d.rng, d.legal.length)],
  explain: () => 'picked at random',
};

/** The game's own greedy heuristic, planned on a sample; random where the game has none. */
export const greedyPlayer: Player = {
  kind: 'greedy',
  choose(d) {
    if (!d.game.greedy) return randomPlayer.choose(d);
    const planOn = d.greedySample ? d.greedySample(d.rng) : d.sample(d.rng);
    return d.game.greedy(planOn, d.seat, d.legal, d.rng);
  },
};

type PlayerFactory = () => Player;
const factories = new Map<string, PlayerFactory>([
  ['random', () => randomPlayer],
  ['greedy', () => greedyPlayer],
]);

/** Lets the searching player (src/ai) register its levels. */
export function registerPlayerKind(kind: string, factory: PlayerFactory): void {
  factories.set(kind, factory);
}

/** The kind that gives hints: src/ai names its strongest level that fits a hint's budget. */
let hintPlayerKind = 'normal';
/** The player that gives hints, when src/ai chooses the kind game by game. */
let hintFactory: PlayerFactory | undefined;

/**
 * Names the kind hints come from where a game says nothing (src/ai, when it registers its
 * levels), and the player that chooses it for each game and table, when there is one.
 */
export function registerHintKind(kind: string, factory?: PlayerFactory): void {
  hintPlayerKind = kind;
  hintFactory = factory;
}

/** The kind hints come from where a game says nothing, when it is installed. */
export function hintKind(): string {
  return hintPlayerKind;
}

/** The player that gives hints; undefined when no kind for them is installed. */
export function createHintPlayer(): Player | undefined {
  return hintFactory ? hintFactory() : createPlayer(hintPlayerKind);
}

/** The computer player for a seat kind; undefined for "human" or an unknown kind. */
export function createPlayer(kind: string): Player | undefined {
  return factories.get(kind)?.();
}

/** Kinds that have a computer player. */
export function computerKinds(): string[] {
  return [...factories.keys()];
}

/** Each computer seat's own generator, derived from the game's seed and the seat. */
export function playerRng(seed: number, seat: number): RngState {
  return seedRng(seed * 31 + 7919 * (seat + 1));
}
