/**
 * A study: many games of one game under one ruleset with the same computer players, game i
 * dealt from `dealSeed(seed, i)`. Everything here is synchronous and pure of the clock, so the
 * same code runs in the CLI's process, in worker threads and in tests.
 */
import { UsageError, quote } from '../engine/errors.js';
import { writeMove } from '../engine/moves.js';
import { computerKinds, createPlayer, type Player } from '../engine/players.js';
import { playout } from '../engine/playout.js';
import type { GameRecord, SeatKind } from '../engine/record.js';
import { getGame } from '../engine/registry.js';
import type { AnyGame, Options } from '../engine/types.js';
import { dealSeed } from './seeds.js';
import { resultOf, Tally } from './tally.js';

/** What a worker needs to play a study's games (plain, structured-clonable data). */
export interface StudySpec {
  /** The game's id. */
  game: string;
  /** Every option, resolved. */
  options: Options;
  /** The ruleset's data tables. */
  data: unknown;
  /** The seat kinds, in seat order ("greedy", "random", ...). */
  seats: string[];
  /** The study's base seed: game i is dealt from `dealSeed(seed, i)` (seeds.ts). */
  seed: number;
  /** Deal every game from this one seed instead (`--game-seed`: one game of a report again). */
  gameSeed?: number;
  /** Keep one row per game (for `compare` and `--games-out`). */
  keepGames?: boolean;
  /**
   * Play each deal once with every rotation of the seats: game i is deal floor(i / seats) in
   * rotation i mod seats, where player p (its place in `seats`) sits in seat p + rotation.
   */
  rotate?: boolean;
}

const identities: number[][] = [];
/** [0, 1, ..., n-1], shared (never changed by its readers). */
function identity(n: number): number[] {
  return (identities[n] ??= Array.from({ length: n }, (_, i) => i));
}

/** Where game `index` of a study is dealt from, and who sits where. */
export interface Seating {
  deal: number;
  rotation: number;
  /** The player (index into the study's seats) in each seat. */
  players: number[];
  /** The player kinds in seat order. */
  kinds: string[];
}

/** The seating of game `index`: without `--rotate`, deal i with everyone in their own seat. */
export function seatingOf(spec: Pick<StudySpec, 'seats' | 'rotate'>, index: number): Seating {
  const n = spec.seats.length;
  if (!spec.rotate) return { deal: index, rotation: 0, players: identity(n), kinds: spec.seats };
  const rotation = spec.rotate ? index % n : 0;
  const players = Array.from({ length: n }, (_, s) => (s - rotation + n) % n);
  return { deal: spec.rotate ? Math.floor(index / n) : index, rotation, players, kinds: players.map((p) => spec.seats[p]) };
}

/** One game of a study, as `--games-out` writes it (one JSON line) and `compare` pairs it. */
export interface GameRow {
  /** The game's id. */
  game: string;
  /** The game's index in the study, from 0. */
  index: number;
  /** The deal it was played on (the index, unless `--rotate` plays each deal once per seating). */
  deal: number;
  /** With `--rotate`: player p (by its place in `--seats`) sat in seat p + rotation; else 0. */
  rotation: number;
  /** The seed the game was dealt from. */
  seed: number;
  /** The computer player in each seat, in seat order. */
  seats: string[];
  /** The seats that won, from 1. */
  winners: number[];
  scores: number[];
  turns: number;
  /** Choices players made (forced moves excluded). */
  decisions: number;
  /** How the game ended, as the report groups games ("won", or why it was lost). */
  result: string;
  /** The game's own counters. */
  counters: Record<string, number>;
}

/** Fresh players for one game (a player that keeps state between games would make results depend on the split). */
function playersFor(kinds: readonly string[]): Player[] {
  // a loop, not `map` (see playout.ts): one hidden class for the array in every tier
  const players: Player[] = [];
  for (let i = 0; i < kinds.length; i++) {
    const p = createPlayer(kinds[i]);
    if (!p) throw new UsageError(`seat ${i + 1}: no computer player "${kinds[i]}" here`);
    players.push(p);
  }
  return players;
}

/**
 * Plays the study's games with indices `from` (inclusive) to `to` (exclusive) and tallies them.
 * `onGame` hears each game as it ends (a worker counts them, so a stuck one is noticed).
 */
export function playRange(spec: StudySpec, from: number, to: number, game: AnyGame = getGame(spec.game), onGame?: () => void): Tally {
  const tally = new Tally(spec.seats.length);
  // a game that tells its counters by index counts them straight into the tally, unless each
  // game's row needs them as a record
  const countInto = spec.keepGames ? undefined : game.countInto;
  const fixed = countInto && game.counterNames ? tally.counterSink(game.counterNames) : undefined;
  // names from the ruleset's data: the same array for every game of the study (sinks cached by it)
  const namesOf = countInto ? game.counterNamesOf : undefined;
  for (let i = from; i < to; i++) {
    const { deal, rotation, players, kinds } = seatingOf(spec, i);
    const seed = spec.gameSeed ?? dealSeed(spec.seed, deal);
    const r = playout(game, seed, spec.options, playersFor(kinds), undefined, spec.data);
    let counters: Record<string, number> | undefined;
    const sink = namesOf ? tally.counterSink(namesOf(r.state)) : fixed;
    if (sink) countInto?.(r.state, sink);
    else counters = game.counters?.(r.state);
    const lossReason = game.lossReason?.(r.state);
    tally.add({ seed, rotation, players, outcome: r.outcome, turns: r.turns, decisions: r.decisions, counters, lossReason });
    if (spec.keepGames) {
      tally.rows.push({
        game: spec.game,
        index: i,
        deal,
        rotation,
        seed,
        seats: kinds,
        winners: r.outcome.winners.map((w) => w + 1),
        scores: r.outcome.scores.slice(),
        turns: r.turns,
        decisions: r.decisions,
        result: resultOf(spec.seats.length, r.outcome, lossReason),
        counters: counters ?? {},
      });
    }
    onGame?.();
  }
  return tally;
}

/**
 * Plays one game of a study and writes it down as a record that `dinner-games replay` replays
 * exactly: every move the game made, forced ones included, in the game's notation.
 */
export function recordGame(spec: StudySpec, seed: number, game: AnyGame = getGame(spec.game)): GameRecord {
  const moves: string[] = [];
  const n = spec.seats.length;
  // the same game with `apply` writing down each move made on the game's own state (a
  // searching player applies moves to states of its own: those are not written)
  const writing = Object.create(game) as AnyGame;
  let real: unknown;
  writing.setup = (ctx) => (real = game.setup(ctx));
  writing.apply = (state: unknown, seat: number, move: number, events?: Parameters<AnyGame['apply']>[3]) => {
    if (state === real) moves.push(writeMove(n, seat, game.moveText(state, seat, move)));
    game.apply(state, seat, move, events);
  };
  playout(writing, seed, spec.options, playersFor(spec.seats), undefined, spec.data);
  return { game: game.id, seed, options: { ...spec.options }, seats: spec.seats as SeatKind[], moves };
}

/**
 * Reads `--seats`: seat kinds, comma-separated, one per seat ("greedy,random"); left out, a
 * greedy player in each of the game's fewest seats (given but empty, it is refused). Errors
 * name the seat and the kinds known.
 */
export function parseSeats(game: AnyGame, text: string | undefined): string[] {
  const known = computerKinds();
  if (text !== undefined && text.trim() === '') {
    throw new UsageError(`--seats is empty; name a computer player for each seat (${known.join(', ')}), or leave --seats out for greedy players`);
  }
  const seats = text === undefined ? new Array<string>(game.players.min).fill('greedy') : text.split(',').map((s) => s.trim().toLowerCase());
  seats.forEach((kind, i) => {
    if (kind === 'human') throw new UsageError(`--seats: seat ${i + 1} is human; simulate needs computer players (${known.join(', ')})`);
    if (!known.includes(kind)) {
      throw new UsageError(`--seats: seat ${i + 1} is ${quote(kind)}, not a computer player; known: ${known.join(', ')}`);
    }
  });
  const { min, max } = game.players;
  if (seats.length < min || seats.length > max) {
    const range = min === max ? `${min}` : `${min} to ${max}`;
    throw new UsageError(`--seats names ${seats.length} seat${seats.length === 1 ? '' : 's'}; ${game.id} takes ${range}`);
  }
  return seats;
}
