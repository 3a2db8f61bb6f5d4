/**
 * The checks every registered game passes, over many seeds and every seat count (as
 * OpenSpiel's basic tests do). A new game gets all of them by registering. They live in the
 * source tree, not only in tests, so `dinner-games check` and the benchmarks may reuse them.
 *
 * Each check throws an Error saying what broke, on which seed and move.
 */
import { legalWithText, seatsToMove } from './moves.js';
import { playerRng } from './players.js';
import { replay, type GameRecord, type SeatKind } from './record.js';
import { optionsOver } from './options.js';
import { nextInt, nextSeed, seedRng } from './rng.js';
import { writeMove } from './moves.js';
import type { AnyGame, Options, Ruleset } from './types.js';

function fail(game: AnyGame, seed: number, step: number, what: string): never {
  throw new Error(`${game.id} seed ${seed} move ${step}: ${what}`);
}

/** Sorted card names of every zone together. */
function cardsEverywhere(game: AnyGame, state: unknown, data: unknown): string[] {
  const out: string[] = [];
  for (const cards of Object.values(game.zones(state))) for (const c of cards) out.push(game.cardName(c, data));
  return out.sort();
}

function sortedDeck(game: AnyGame, options: Options, seats: number, data: unknown): string[] {
  return game.deckFor(options, seats, data).map((c) => game.cardName(c, data)).sort();
}

/** Deep equality for plain JSON values. */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface ConformanceReport {
  games: number;
  moves: number;
  /** Resamples that differed from the truth somewhere hidden (proves resampling does something). */
  resamplesThatDiffered: number;
  resamples: number;
}

/**
 * Plays `count` random games of `game` by `ruleset` (its options under `given`) with `seats`
 * seats from `firstSeed` and checks, after
 * every move: every card in exactly one place; the state survives JSON; each seat's view is
 * the same in a resampled state (so it holds nothing the seat cannot see) and so are its
 * legal moves; the resample holds the same cards. After each game: the same seed and moves
 * replay to the same state.
 */
export function checkGame(
  game: AnyGame,
  ruleset: Ruleset,
  seats: number,
  firstSeed: number,
  count: number,
  given: Record<string, unknown> = {},
  maxMoves = 100_000,
): ConformanceReport {
  const options = optionsOver(game, ruleset, given);
  const data = ruleset.data;
  const expected = sortedDeck(game, options, seats, data);
  const rng = seedRng(firstSeed ^ 0x5eed);
  const report: ConformanceReport = { games: 0, moves: 0, resamplesThatDiffered: 0, resamples: 0 };
  for (let g = 0; g < count; g++) {
    const seed = firstSeed + g;
    const written: string[] = [];
    let step = 0;
    const check = (state: unknown): void => {
      if (!sameJson(cardsEverywhere(game, state, data), expected)) fail(game, seed, step, 'a card is missing or doubled');
      const copy = JSON.parse(JSON.stringify(state));
      if (!sameJson(copy, state)) fail(game, seed, step, 'the state does not survive a JSON round trip');
      if (!sameJson(game.clone(state), state)) fail(game, seed, step, 'clone differs from the state');
      const outcome = game.outcome(state);
      if (outcome.over) return;
      for (let seat = 0; seat < seats; seat++) {
        const sample = game.resample(state, seat, rng);
        report.resamples++;
        if (!sameJson(cardsEverywhere(game, sample, data), expected)) fail(game, seed, step, `seat ${seat + 1}'s resample lost a card`);
        if (!sameJson(game.view(sample, seat), game.view(state, seat))) {
          fail(game, seed, step, `seat ${seat + 1}'s view changes when its hidden part is resampled`);
        }
        if (!sameJson(game.view(sample, -1), game.view(state, -1))) fail(game, seed, step, 'the public view changes in a resample');
        if (!sameJson(seatsToMove(game, sample), seatsToMove(game, state))) fail(game, seed, step, 'a resample changes who moves');
        if (seatsToMove(game, state).includes(seat)) {
          const a = legalWithText(game, state, seat).map((m) => m.text);
          const b = legalWithText(game, sample, seat).map((m) => m.text);
          if (!sameJson(a, b)) fail(game, seed, step, `seat ${seat + 1}'s legal moves change in a resample`);
        }
        if (!sameJson(game.zones(sample), game.zones(state))) report.resamplesThatDiffered++;
        // resampling is canonical: a state the seat cannot tell from this one, resampled from
        // the same generator, gives the same sample (so a searching player's choice cannot
        // depend on the truth it was not shown)
        const fixed = nextSeed(rng);
        const direct = game.resample(state, seat, seedRng(fixed));
        const viaOther = game.resample(sample, seat, seedRng(fixed));
        if (!sameJson(direct, viaOther)) fail(game, seed, step, `seat ${seat + 1}'s resample depends on what it cannot see`);
      }
    };
    const state = game.setup({ seed, seats, options, data });
    check(state);
    const moveBuf: number[] = [];
    const seatBuf: number[] = [];
    const codes: [number, number][] = [];
    const forced: boolean[] = [];
    const rngs = Array.from({ length: seats }, (_, i) => playerRng(seed, i));
    for (;;) {
      if (game.toMove(state, seatBuf) === 0) break;
      const seat = seatBuf[0];
      const n = game.legal(state, seat, moveBuf);
      if (n === 0) fail(game, seed, step, `seat ${seat + 1} must move but has no legal move`);
      const legal = moveBuf.slice(0, n);
      const move = n === 1 ? legal[0] : legal[nextInt(rngs[seat], n)];
      written.push(writeMove(seats, seat, game.moveText(state, seat, move)));
      forced.push(n === 1);
      codes.push([seat, move]);
      game.apply(state, seat, move);
      step++;
      check(state);
      if (step > maxMoves) fail(game, seed, step, `the game did not end within ${maxMoves} moves`);
    }
    const again = game.setup({ seed, seats, options, data });
    for (const [seat, move] of codes) game.apply(again, seat, move);
    if (!sameJson(again, state)) fail(game, seed, step, 'the same seed and moves gave a different game');
    const record: GameRecord = {
      game: game.id,
      seed,
      options: given as Options,
      seats: Array.from({ length: seats }, () => 'random' as SeatKind),
      moves: written,
    };
    const replayed = replay(JSON.parse(JSON.stringify(record)), ruleset);
    if (!sameJson(replayed.state, state)) fail(game, seed, step, 'replaying the record gave a different game');
    // A forced move may be left out where the same seat's next written move differs from it
    // (where they read the same, the reader takes the written move as the forced one).
    const shorter: string[] = [];
    const nextOfSeat = new Map<number, string>();
    for (let i = written.length - 1; i >= 0; i--) {
      const seat = codes[i][0];
      const next = nextOfSeat.get(seat);
      if (forced[i] && next !== undefined && next !== written[i]) continue;
      shorter.unshift(written[i]);
      nextOfSeat.set(seat, written[i]);
    }
    const decisionsOnly = replay({ ...record, moves: shorter }, ruleset);
    if (!sameJson(decisionsOnly.state, state)) fail(game, seed, step, 'a record without its forced moves replays differently');
    report.games++;
    report.moves += step;
  }
  return report;
}

