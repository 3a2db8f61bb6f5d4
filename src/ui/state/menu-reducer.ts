/**
 * The menu: a list of rows (continue, start, game, players, each seat, each option, seed,
 * the computer's pause, statistics, quit). Up and down move between rows; left and right (or
 * Enter) change a row's value; digits edit the seed. Rows that act (start, continue, stats,
 * help, quit) set `result`, which the screen carries out.
 */
import type { OptionSpec, Options } from '../../engine/types.js';
import type { SeatKind } from '../../engine/record.js';
import { DEFAULT_COMPUTER, MENU_KINDS } from '../seats.js';

/** What the menu needs to know about a game. */
export interface MenuGame {
  id: string;
  name: string;
  summary: string;
  players: { min: number; max: number };
  options: readonly OptionSpec[];
}

export type MenuRow =
  | { kind: 'continue' }
  | { kind: 'start' }
  | { kind: 'host' }
  | { kind: 'join' }
  | { kind: 'game' }
  | { kind: 'players' }
  | { kind: 'seat'; seat: number }
  | { kind: 'option'; spec: OptionSpec }
  | { kind: 'seed' }
  | { kind: 'delay' }
  | { kind: 'stats' }
  | { kind: 'quit' };

export type MenuResult = 'start' | 'continue' | 'stats' | 'help' | 'quit' | 'host' | 'join';

export interface MenuState {
  /** Every registered game. */
  games: readonly MenuGame[];
  /** The chosen game's index. */
  game: number;
  /** Seat kinds chosen per game id (their number is the player count). */
  seats: Readonly<Record<string, readonly SeatKind[]>>;
  /** Option values a person changed, per game id. */
  options: Readonly<Record<string, Options>>;
  /** The seed, as typed (digits). */
  seed: string;
  /** The computer's pause before each move, in milliseconds. */
  delay: number;
  /** The highlighted row. */
  cursor: number;
  /** Whether digits typed now add to the seed (false: the next digit starts a new one). */
  editingSeed?: boolean;
  /** Whether the seed was typed; a drawn one is not shown in games of several seats (it deals every hand). */
  seedTyped?: boolean;
  /** A one-line description of the saved game, when there is one. */
  saved?: string;
  /** What the person asked for; the screen acts on it. */
  result?: MenuResult;
  /** Whether shared tables are offered (a server's menu): hosting one, joining one. */
  tables?: boolean;
}

export type MenuAction =
  | { type: 'up' }
  | { type: 'down' }
  | { type: 'left' }
  | { type: 'right' }
  | { type: 'enter' }
  | { type: 'char'; ch: string }
  | { type: 'backspace' }
  | { type: 'seed'; seed: number }
  | { type: 'saved'; saved: string | undefined }
  | { type: 'handled' };

/** The computer's pauses the menu offers, in milliseconds (0: off). */
export const DELAYS = [0, 150, 400, 800, 1500] as const;

/** The pause one step longer (+1) or shorter (-1) than `ms`, within the steps the menu offers. */
export function stepDelay(ms: number, step: number): number {
  const i = DELAYS.indexOf(ms as (typeof DELAYS)[number]);
  const at = i < 0 ? DELAYS.findIndex((d) => d >= ms) : i;
  return DELAYS[Math.min(DELAYS.length - 1, Math.max(0, (at < 0 ? DELAYS.length - 1 : at) + step))];
}

/** How many seats a new game of `g` gets: four when it can, else the nearest count it takes. */
export function defaultSeatCount(g: MenuGame): number {
  return Math.max(g.players.min, Math.min(g.players.max, 4));
}

/** Seat 1 a person, the others the default computer level. */
export function defaultSeats(g: MenuGame, n = defaultSeatCount(g)): SeatKind[] {
  return Array.from({ length: n }, (_, i) => (i === 0 ? 'human' : DEFAULT_COMPUTER));
}

export function currentGame(s: MenuState): MenuGame {
  return s.games[s.game];
}

export function seatsOf(s: MenuState): readonly SeatKind[] {
  const g = currentGame(s);
  return s.seats[g.id] ?? defaultSeats(g);
}

/** An option's value: changed, else what the others imply (`derive`), else its default. */
export function optionValue(s: MenuState, spec: OptionSpec): boolean | number | string {
  const set = s.options[currentGame(s).id] ?? {};
  return set[spec.key] ?? (spec.derive ? spec.derive(set) : spec.default);
}

export function menuRows(s: MenuState): MenuRow[] {
  const g = currentGame(s);
  const rows: MenuRow[] = [];
  if (s.saved) rows.push({ kind: 'continue' });
  rows.push({ kind: 'start' });
  if (s.tables) rows.push({ kind: 'host' }, { kind: 'join' });
  rows.push({ kind: 'game' });
  if (g.players.min !== g.players.max) rows.push({ kind: 'players' });
  seatsOf(s).forEach((_, seat) => rows.push({ kind: 'seat', seat }));
  for (const spec of g.options) rows.push({ kind: 'option', spec });
  rows.push({ kind: 'seed' }, { kind: 'delay' }, { kind: 'stats' }, { kind: 'quit' });
  return rows;
}

const cycle = <T,>(list: readonly T[], value: T, step: number): T => {
  const i = list.indexOf(value);
  return list[(Math.max(i, 0) + step + list.length) % list.length];
};

export function changeOption(s: MenuState, spec: OptionSpec, step: number): MenuState {
  const v = optionValue(s, spec);
  let next: boolean | number | string;
  if (typeof spec.default === 'boolean') next = !v;
  else if (typeof spec.default === 'number') {
    const lo = spec.min ?? 0;
    const hi = spec.max ?? Number(v) + 1;
    next = Math.min(hi, Math.max(lo, Number(v) + step));
  } else next = spec.choices?.length ? cycle(spec.choices, String(v), step) : v;
  const id = currentGame(s).id;
  return { ...s, options: { ...s.options, [id]: { ...s.options[id], [spec.key]: next } } };
}

function setSeats(s: MenuState, seats: readonly SeatKind[]): MenuState {
  return { ...s, seats: { ...s.seats, [currentGame(s).id]: seats } };
}

/** Left (-1) or right (+1) on the highlighted row. */
function change(s: MenuState, step: number): MenuState {
  const row = menuRows(s)[s.cursor];
  const g = currentGame(s);
  switch (row?.kind) {
    case 'game': {
      const game = (s.game + step + s.games.length) % s.games.length;
      return clampCursor({ ...s, game });
    }
    case 'players': {
      const seats = seatsOf(s);
      const n = Math.min(g.players.max, Math.max(g.players.min, seats.length + step));
      const next = n > seats.length ? [...seats, ...defaultSeats(g, n).slice(seats.length)] : seats.slice(0, n);
      return clampCursor(setSeats(s, next));
    }
    case 'seat': {
      const seats = [...seatsOf(s)];
      seats[row.seat] = cycle(MENU_KINDS, seats[row.seat], step);
      return setSeats(s, seats);
    }
    case 'option':
      return changeOption(s, row.spec, step);
    case 'delay':
      return { ...s, delay: cycle(DELAYS, s.delay as (typeof DELAYS)[number], step) };
    default:
      return s;
  }
}

function clampCursor(s: MenuState): MenuState {
  const n = menuRows(s).length;
  return { ...s, cursor: Math.min(s.cursor, n - 1) };
}

export function menuReducer(s: MenuState, a: MenuAction): MenuState {
  const rows = menuRows(s);
  const row = rows[s.cursor];
  switch (a.type) {
    case 'up':
      return { ...s, cursor: (s.cursor - 1 + rows.length) % rows.length, editingSeed: false };
    case 'down':
      return { ...s, cursor: (s.cursor + 1) % rows.length, editingSeed: false };
    case 'left':
      return change(s, -1);
    case 'right':
      return change(s, 1);
    case 'enter':
      switch (row?.kind) {
        case 'continue':
          return { ...s, result: 'continue' };
        case 'start':
        case 'seed':
          return { ...s, result: 'start' };
        case 'stats':
          return { ...s, result: 'stats' };
        case 'host':
        case 'join':
          return { ...s, result: row.kind };
        case 'quit':
          return { ...s, result: 'quit' };
        default:
          return change(s, 1);
      }
    case 'char':
      if (a.ch === '?') return { ...s, result: 'help' };
      if (a.ch === 'q') return { ...s, result: 'quit' };
      if (row?.kind === 'seed' && /^[0-9]$/.test(a.ch)) {
        const kept = s.editingSeed && s.seed !== '0' ? s.seed : '';
        const seed = kept + a.ch;
        return seed.length > 15 ? s : { ...s, seed, editingSeed: true, seedTyped: true };
      }
      return s;
    case 'backspace':
      // a drawn seed that is not shown is not taken apart digit by digit either
      if (row?.kind !== 'seed' || seedHidden(s)) return s;
      return { ...s, seed: s.seed.slice(0, -1), editingSeed: true, seedTyped: true };
    case 'seed':
      return { ...s, seed: String(a.seed), seedTyped: false };
    case 'saved': {
      const next = { ...s, saved: a.saved };
      return { ...next, cursor: 0 };
    }
    case 'handled':
      return { ...s, result: undefined };
  }
}

/**
 * Whether the seed row hides the seed: one the menu drew, for a game of several seats (it deals
 * every hand). Such a game starts on a seed drawn when it starts, never one the menu showed
 * (while one seat was chosen, or a solo game), so no one at the table has seen it.
 */
export function seedHidden(s: MenuState): boolean {
  return seatsOf(s).length > 1 && !s.seedTyped;
}

/** The seed to start with: what is on the seed row, or none when it was erased (the game then draws one). */
export function seedOf(s: MenuState): number | undefined {
  return s.seed === '' ? undefined : Number(s.seed);
}

/** The menu's first state: the remembered choices, checked against the games as they are now. */
export function initialMenu(
  games: readonly MenuGame[],
  remembered: { game?: string; seats?: Record<string, string[]>; options?: Record<string, Options>; delay?: number },
  seed: number,
  saved?: string,
): MenuState {
  const index = Math.max(0, games.findIndex((g) => g.id === remembered.game));
  const seats: Record<string, SeatKind[]> = {};
  const options: Record<string, Options> = {};
  for (const g of games) {
    const kinds = remembered.seats?.[g.id];
    if (
      Array.isArray(kinds) &&
      kinds.length >= g.players.min &&
      kinds.length <= g.players.max &&
      kinds.every((k) => (MENU_KINDS as readonly string[]).includes(k))
    ) {
      seats[g.id] = kinds as SeatKind[];
    }
    const opts = remembered.options?.[g.id];
    if (opts && typeof opts === 'object') {
      const ok: Options = {};
      for (const spec of g.options) {
        const v = opts[spec.key];
        const inRange = typeof v !== 'number' || ((spec.min ?? -Infinity) <= v && v <= (spec.max ?? Infinity));
        if (typeof v === typeof spec.default && inRange && (!spec.choices || spec.choices.includes(String(v)))) ok[spec.key] = v;
      }
      options[g.id] = ok;
    }
  }
  const delay = (DELAYS as readonly number[]).includes(remembered.delay ?? -1) ? (remembered.delay as number) : 400;
  return { games, game: index, seats, options, seed: String(seed), delay, cursor: 0, saved };
}
