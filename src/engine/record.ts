/**
 * Records: a game written down as JSON (game, seed, optional stacked deck, options, seats,
 * moves) that replays exactly. Saves are records too. The format is a promise to designers
 * (see docs/records.md); keep it exactly.
 */
import { z } from 'zod';
import { UsageError, clean, quote } from './errors.js';
import { playWritten, seatsToMove, legalWithText, settle, writeMove } from './moves.js';
import { resolveOptions } from './options.js';
import { getGame } from './registry.js';
import type { AnyGame, GameEvent, Options, Ruleset } from './types.js';

/** The seat kinds a record, `--seats` and the menu may name, in the rulings' spelling. */
export const SEAT_KINDS = ['human', 'random', 'greedy', 'easy', 'normal', 'hard'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];

export interface GameRecord {
  game: string;
  seed: number;
  deck?: string[];
  options: Options;
  seats: SeatKind[];
  moves: string[];
}

const recordSchema = z.object({
  game: z.string(),
  seed: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  deck: z.array(z.string()).optional(),
  options: z.record(z.string(), z.union([z.boolean(), z.number(), z.string()])).optional(),
  seats: z.array(z.enum(SEAT_KINDS)).min(1).optional(),
  moves: z.array(z.string()).optional(),
});

/** Checks a parsed JSON value as a record; `source` names it in errors. */
export function parseRecord(value: unknown, source: string): GameRecord {
  const result = recordSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue.path.length ? `field ${quote(issue.path.join('.'))}` : 'the record';
    throw new UsageError(`${clean(source, 200)}: ${where}: ${issue.message}`);
  }
  const r = result.data;
  const game = getGame(r.game);
  const seats = r.seats ?? ['human'];
  if (seats.length < game.players.min || seats.length > game.players.max) {
    throw new UsageError(
      `${clean(source, 200)}: ${game.id} takes ${game.players.min}-${game.players.max} seats, the record has ${seats.length}`,
    );
  }
  return { game: r.game, seed: r.seed, deck: r.deck, options: r.options ?? {}, seats, moves: r.moves ?? [] };
}

/** Turns a deck written as card names into cards, refusing anything but a permutation. */
export function deckFromNames(
  game: AnyGame,
  options: Options,
  seats: number,
  names: readonly string[],
  data: unknown,
): number[] {
  const all = game.deckFor(options, seats, data);
  const pool = new Map<string, number[]>();
  for (const card of all) {
    const name = game.cardName(card, data).toUpperCase();
    const list = pool.get(name);
    if (list) list.push(card);
    else pool.set(name, [card]);
  }
  const extra: string[] = [];
  const out: number[] = [];
  for (const name of names) {
    const list = pool.get(name.trim().toUpperCase());
    if (list && list.length) out.push(list.pop() as number);
    else extra.push(name);
  }
  const missing: string[] = [];
  for (const [name, list] of pool) for (let i = 0; i < list.length; i++) missing.push(name);
  if (missing.length || extra.length) {
    const parts: string[] = [];
    if (missing.length) parts.push(`missing ${missing.join(' ')}`);
    if (extra.length) parts.push(`extra or unknown ${extra.join(' ')}`);
    throw new UsageError(`the deck is not the ${all.length} cards of ${game.id}: ${parts.join('; ')}`);
  }
  return out;
}

/** A game replayed from a record: where it stands, and the events that led there. */
export interface Replayed {
  game: AnyGame;
  record: GameRecord;
  options: Options;
  data: unknown;
  state: unknown;
  events: GameEvent[];
}

/**
 * Starts the game a record describes, before any move. Options come from the ruleset (the
 * caller loads it: the game's built-in one unless a designer's is played) with the record's
 * own on top.
 */
export function startFromRecord(record: GameRecord, ruleset: Ruleset, events: GameEvent[] = []): Replayed {
  const game = getGame(record.game);
  const options = resolveOptions(game, { ...ruleset.options, ...record.options });
  const seats = record.seats.length;
  const data = ruleset.data;
  const deck = record.deck ? deckFromNames(game, options, seats, record.deck, data) : undefined;
  const state = game.setup({ seed: record.seed, seats, options, deck, data, events });
  return { game, record, options, data, state, events };
}

/** Replays a whole record; an illegal move throws IllegalMoveError (exit code 1). */
export function replay(record: GameRecord, ruleset: Ruleset): Replayed {
  const r = startFromRecord(record, ruleset);
  const seats = record.seats.length;
  record.moves.forEach((written, i) => {
    playWritten(r.game, r.state, seats, written, i, r.events);
  });
  settle(r.game, r.state, r.events);
  return r;
}

/** The shape `replay --json` prints, for every game (rulings.md "Common"). */
export interface ReplayJson {
  game: string;
  over: boolean;
  winners: number[];
  scores: number[];
  toMove: number[];
  legal: string[];
  state: Record<string, unknown>;
}

/** Where a replayed game stands, in the shape of `replay --json`. */
export function replayJson(r: Replayed): ReplayJson {
  const { game, state } = r;
  const outcome = game.outcome(state);
  const movers = outcome.over ? [] : seatsToMove(game, state);
  const seats = r.record.seats.length;
  const legal = movers.length
    ? legalWithText(game, state, movers[0]).map((m) => writeMove(seats, movers[0], m.text))
    : [];
  return {
    game: game.id,
    over: outcome.over,
    winners: outcome.winners.map((s) => s + 1),
    scores: outcome.scores,
    toMove: movers.map((s) => s + 1),
    legal,
    state: game.view(state, -1),
  };
}
