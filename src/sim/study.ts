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
import { figureValues, type FigureSet } from './figures.js';
import { LeadWatch, type GameMetrics } from './metrics.js';
import { PairedChunk, type PairedChunkJson } from './paired-tally.js';
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
  /** Leave the play metrics out (the benchmark measures what they cost). */
  noMetrics?: boolean;
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
  /** The play metrics' counts (metrics.ts): turn ends, lead changes, legal moves at decisions. */
  metrics?: GameMetrics;
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
  const play = gamePlayer(spec, game, tally, onGame);
  for (let i = from; i < to; i++) {
    const row = play(i);
    if (row) tally.rows.push(row);
  }
  return tally;
}

/**
 * Plays game `index` of a study into `tally`: returns its row when the spec keeps games
 * (`keepGames`), else undefined. Plays any index, in any order (a paired study plays a deal's
 * games on one variant, then on the next).
 */
export function gamePlayer(spec: StudySpec, game: AnyGame, tally: Tally, onGame?: () => void): (index: number) => GameRow | undefined {
  // a game that tells its counters by index counts them straight into the tally, unless each
  // game's row needs them as a record
  const countInto = spec.keepGames ? undefined : game.countInto;
  const fixed = countInto && game.counterNames ? tally.counterSink(game.counterNames) : undefined;
  // names from the ruleset's data: the same array for every game of the study (sinks cached by it)
  const namesOf = countInto ? game.counterNamesOf : undefined;
  const seats = spec.seats.length;
  const watch = new LeadWatch();
  const onTurnEnd = seats > 1 && !spec.noMetrics ? watch.onTurnEnd : undefined;
  return (i) => {
    const { deal, rotation, players, kinds } = seatingOf(spec, i);
    const seed = spec.gameSeed ?? dealSeed(spec.seed, deal);
    watch.start(game, seats);
    const r = playout(game, seed, spec.options, playersFor(kinds), undefined, spec.data, onTurnEnd);
    let counters: Record<string, number> | undefined;
    const sink = namesOf ? tally.counterSink(namesOf(r.state)) : fixed;
    if (sink) countInto?.(r.state, sink);
    else counters = game.counters?.(r.state);
    const lossReason = game.lossReason?.(r.state);
    const metrics = spec.noMetrics ? undefined : watch.finish(r.outcome, r.choices, r.decisions);
    tally.add({ seed, rotation, players, outcome: r.outcome, turns: r.turns, decisions: r.decisions, counters, lossReason, metrics });
    onGame?.();
    if (!spec.keepGames) return undefined;
    return {
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
      metrics,
    };
  };
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

/**
 * A paired study: every variant (same game, seats, seed and seating; other rules) plays the
 * same deals, and `compare` or `sweep` keeps only each variant's tally and the paired sums
 * (paired-tally.ts). Its units are deals when `byDeal` (the games of one deal, one per
 * seating under `rotate`, count as one unit in the tests), else single games.
 */
export interface PairedSpec {
  variants: StudySpec[];
  /** The figures to pair (figures.ts). */
  figures: FigureSet;
  /** Units are deals (all of a deal's seatings together), not games. */
  byDeal: boolean;
}

/** Games in one unit of a paired study. */
export function gamesPerUnit(spec: PairedSpec): number {
  const v = spec.variants[0];
  return spec.byDeal && v.rotate ? v.seats.length : 1;
}

/** A chunk of a paired study: each variant's tally, and the paired sums. */
export interface PairedChunkResult {
  tallies: Tally[];
  paired: PairedChunkJson;
}

/** Plays units `from` to `to` (exclusive) of a paired study on every variant, and pairs them. */
export function playPaired(
  spec: PairedSpec,
  from: number,
  to: number,
  games: readonly AnyGame[] = spec.variants.map((v) => getGame(v.game)),
  onGame?: () => void,
): PairedChunkResult {
  const per = gamesPerUnit(spec);
  const seats = spec.variants[0].seats.length;
  const tallies = spec.variants.map(() => new Tally(seats));
  const players = spec.variants.map((v, i) => gamePlayer({ ...v, keepGames: true }, games[i], tallies[i], onGame));
  const chunk = new PairedChunk(spec.variants.length, seats, figureValues(spec.figures, seats));
  // unit by unit: only one deal's games are held at a time
  for (let u = from; u < to; u++) {
    chunk.add(players.map((play) => Array.from({ length: per }, (_, g) => play(u * per + g) as GameRow)));
  }
  return { tallies, paired: chunk.toJSON() };
}
