/**
 * Records: a game written down as JSON (game, seed, optional stacked deck, options, seats,
 * moves) that replays exactly. Saves are records too. The format is a promise to designers
 * (see docs/records.md); keep it exactly.
 */
import { UsageError, clean, quote } from './errors.js';
import { playWritten, seatsToMove, legalWithText, settle, writeMove } from './moves.js';
import { optionsOver, resolveOptions } from './options.js';
import { allGames, getGame } from './registry.js';
import { nearest, noun } from './words.js';
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

/** The fields of a record, in the order they are written. */
export const RECORD_FIELDS = ['game', 'seed', 'deck', 'options', 'seats', 'moves'] as const;
/** Fields a save adds to its record (the ruleset file and the rules' fingerprint): read past, not refused. */
const SAVE_FIELDS = ['ruleset', 'rules'];

/** A JSON value as an error line names it: text quoted, a number as it is, else its kind. */
function shown(v: unknown): string {
  if (typeof v === 'string') return `${quote(v)} (text)`;
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  return typeof v === 'object' ? 'an object' : String(v);
}

const isList = (v: unknown, item: (x: unknown) => boolean): boolean => Array.isArray(v) && v.every(item);
const isText = (x: unknown): boolean => typeof x === 'string';

/**
 * Checks a parsed JSON value as a record; `source` names it in errors. Every field is checked
 * for its type (a seed of `"42"` or `4.5`, options that are a list, a field the format does not
 * have), and the options against the game's (`"aces": true` is not a number of aces): one line
 * naming the file, the field and what it takes.
 */
export function parseRecord(value: unknown, source: string): GameRecord {
  const fail = (field: string, what: string): never => {
    throw new UsageError(`${clean(source, 200)}: ${field ? `field ${quote(field)}: ` : ''}${what}`);
  };
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    fail('', `a record is a JSON object with ${RECORD_FIELDS.join(', ')}, not ${shown(value)}`);
  }
  const v = value as Record<string, unknown>;
  for (const key of Object.keys(v)) {
    if ((RECORD_FIELDS as readonly string[]).includes(key) || SAVE_FIELDS.includes(key)) continue;
    const near = nearest(key, RECORD_FIELDS);
    fail(key, `not a field of a record${near ? ` (did you mean ${near}?)` : ''}; a record has ${RECORD_FIELDS.join(', ')}`);
  }
  if (v.game === undefined) fail('game', `missing; name the game (${allGames().map((g) => g.id).join(', ')})`);
  if (typeof v.game !== 'string') fail('game', `takes a game id (text), not ${shown(v.game)}`);
  const seed = v.seed;
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed) || seed < 0) {
    fail('seed', `${seed === undefined ? 'missing; it takes' : 'takes'} a whole number from 0 to 9007199254740991 (2^53-1)${seed === undefined ? '' : `, not ${shown(seed)}`}`);
  }
  if (v.deck !== undefined && !isList(v.deck, isText)) fail('deck', `takes a list of card names (text), not ${shown(v.deck)}`);
  const opts = v.options;
  if (opts !== undefined && (opts === null || typeof opts !== 'object' || Array.isArray(opts))) {
    fail('options', `takes an object of option names to values, not ${shown(opts)}`);
  }
  if (v.seats !== undefined && (!isList(v.seats, isText) || (v.seats as unknown[]).length === 0)) {
    fail('seats', `takes a list of one seat kind per seat (${SEAT_KINDS.join(', ')}), not ${Array.isArray(v.seats) ? 'an empty list' : shown(v.seats)}`);
  }
  for (const k of (v.seats as string[] | undefined) ?? []) {
    if (!(SEAT_KINDS as readonly string[]).includes(k)) fail('seats', `${quote(k)} is not a seat kind; use ${SEAT_KINDS.join(', ')}`);
  }
  if (v.moves !== undefined && !isList(v.moves, isText)) fail('moves', `takes a list of moves (text), not ${shown(v.moves)}`);
  const game = getGame(v.game as string);
  const seats = (v.seats as SeatKind[] | undefined) ?? ['human'];
  if (seats.length < game.players.min || seats.length > game.players.max) {
    const takes = game.players.min === game.players.max ? `${game.players.min}` : `${game.players.min}-${game.players.max}`;
    fail('seats', `${game.id} takes ${takes} ${noun(game.players.max, 'seat')}, the record has ${seats.length}`);
  }
  const options = { ...((opts as Options | undefined) ?? {}) };
  try {
    resolveOptions(game, options);
  } catch (e) {
    if (e instanceof UsageError) fail('options', e.message);
    throw e;
  }
  return { game: game.id, seed: seed as number, deck: v.deck as string[] | undefined, options, seats, moves: (v.moves as string[] | undefined) ?? [] };
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
  const options = optionsOver(game, ruleset, record.options);
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
