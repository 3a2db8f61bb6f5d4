import { Box, Text } from 'ink';
import { useRef, useState } from 'react';
import type { SeatKind } from '../../engine/record.js';
import type { OptionSpec } from '../../engine/types.js';
import { label } from '../boards/generic/fields.js';
import { ASCII } from '../glyphs.js';
import { useKeys } from '../hooks/use-keys.js';
import { useScreen } from '../hooks/use-screen.js';
import { DEFAULT_COMPUTER, MENU_KINDS } from '../seats.js';
import { changeOption, currentGame, optionValue, seatsOf, type MenuGame, type MenuState } from '../state/menu-reducer.js';
import type { TableSetup } from '../table-services.js';
import { KeyLegend } from './KeyLegend.js';
import { RowNotes } from './RowNotes.js';

/** The rows of the host screen. */
export type HostRow =
  | { kind: 'open' }
  | { kind: 'game' }
  | { kind: 'players' }
  | { kind: 'seat'; seat: number }
  | { kind: 'fill' }
  | { kind: 'option'; spec: OptionSpec }
  | { kind: 'seed' };

export interface HostState {
  /** The game, its seats and options, kept as the menu keeps them (only games of several seats). */
  menu: MenuState;
  fill: SeatKind;
  /** The seed as typed (digits); empty: drawn when the table opens. */
  seed: string;
  cursor: number;
  /** A line about the last Enter that could not open the table. */
  notice?: string;
}

/** Computer levels, for the seats a person does not play. */
const LEVELS = MENU_KINDS.filter((k) => k !== 'human');
/** The most digits a seed takes. */
const SEED_DIGITS = 15;

/** Two people's seats first, the others the default computer: a table is for several people. */
function tableSeats(g: MenuGame): SeatKind[] {
  const n = Math.max(g.players.min, Math.min(g.players.max, 4));
  return Array.from({ length: n }, (_, i) => (i < 2 ? 'human' : DEFAULT_COMPUTER));
}

/** The host screen's first state: the games a table can play (two seats or more). */
export function initialHost(games: readonly MenuGame[]): HostState {
  const many = games.filter((g) => g.players.max > 1);
  const seats = Object.fromEntries(many.map((g) => [g.id, tableSeats(g)]));
  return { menu: { games: many, game: 0, seats, options: {}, seed: '', delay: 0, cursor: 0 }, fill: DEFAULT_COMPUTER, seed: '', cursor: 0 };
}

export function hostRows(s: HostState): HostRow[] {
  const g = currentGame(s.menu);
  const rows: HostRow[] = [{ kind: 'open' }, { kind: 'game' }];
  if (g.players.min !== g.players.max) rows.push({ kind: 'players' });
  seatsOf(s.menu).forEach((_, seat) => rows.push({ kind: 'seat', seat }));
  rows.push({ kind: 'fill' });
  for (const spec of g.options) rows.push({ kind: 'option', spec });
  rows.push({ kind: 'seed' });
  return rows;
}

const cycle = <T,>(list: readonly T[], value: T, step: number): T => list[(Math.max(0, list.indexOf(value)) + step + list.length) % list.length];

function withSeats(s: HostState, seats: SeatKind[]): HostState {
  return { ...s, menu: { ...s.menu, seats: { ...s.menu.seats, [currentGame(s.menu).id]: seats } } };
}

/** Left (-1) or right (+1) on the highlighted row. */
function change(s: HostState, step: number): HostState {
  const row = hostRows(s)[s.cursor];
  const g = currentGame(s.menu);
  const seats = [...seatsOf(s.menu)];
  let next: HostState;
  switch (row?.kind) {
    case 'game':
      next = { ...s, menu: { ...s.menu, game: (s.menu.game + step + s.menu.games.length) % s.menu.games.length } };
      break;
    case 'players': {
      const n = Math.min(g.players.max, Math.max(g.players.min, seats.length + step));
      next = withSeats(s, n > seats.length ? [...seats, ...Array<SeatKind>(n - seats.length).fill(DEFAULT_COMPUTER)] : seats.slice(0, n));
      break;
    }
    case 'seat':
      seats[row.seat] = cycle(MENU_KINDS, seats[row.seat], step);
      next = withSeats(s, seats);
      break;
    case 'fill':
      next = { ...s, fill: cycle(LEVELS, s.fill, step) };
      break;
    case 'option':
      next = { ...s, menu: changeOption(s.menu, row.spec, step) };
      break;
    default:
      return s;
  }
  return { ...next, cursor: Math.min(next.cursor, hostRows(next).length - 1), notice: undefined };
}

/** What Enter on the open row asks for: the table, or why it cannot open. */
export function hostSetup(s: HostState): TableSetup | { refused: string } {
  const g = currentGame(s.menu);
  const seats = [...seatsOf(s.menu)];
  if (seats.filter((k) => k === 'human').length < 2) return { refused: 'A table needs two people or more: make another seat "person".' };
  return { game: g.id, seats, options: { ...s.menu.options[g.id] }, seed: s.seed === '' ? undefined : Number(s.seed), fill: s.fill };
}

export type HostKey = 'up' | 'down' | 'left' | 'right' | 'backspace' | { ch: string };

/** The host screen's state after a key (Enter and Esc are the screen's). */
export function hostReducer(s: HostState, k: HostKey): HostState {
  const n = hostRows(s).length;
  if (k === 'up') return { ...s, cursor: (s.cursor - 1 + n) % n };
  if (k === 'down') return { ...s, cursor: (s.cursor + 1) % n };
  if (k === 'left') return change(s, -1);
  if (k === 'right') return change(s, 1);
  const seedRow = hostRows(s)[s.cursor]?.kind === 'seed';
  if (k === 'backspace') return seedRow ? { ...s, seed: s.seed.slice(0, -1) } : s;
  if (seedRow && /^[0-9]$/.test(k.ch) && s.seed.length < SEED_DIGITS) return { ...s, seed: s.seed === '0' ? k.ch : s.seed + k.ch };
  return s;
}

function kindText(kind: string): string {
  return kind === 'human' ? 'person' : `computer: ${kind}`;
}

function rowText(s: HostState, row: HostRow): [string, string] {
  const g = currentGame(s.menu);
  const choice = (v: string) => `${ASCII.less} ${v} ${ASCII.more}`;
  switch (row.kind) {
    case 'open':
      return ['Open the table', ''];
    case 'game':
      return ['Game', choice(g.name)];
    case 'players':
      return ['Players', choice(String(seatsOf(s.menu).length))];
    case 'seat':
      return [`Seat ${row.seat + 1}`, choice(kindText(seatsOf(s.menu)[row.seat]))];
    case 'fill':
      return ['Empty seats', choice(`computer: ${s.fill}`)];
    case 'option': {
      const v = optionValue(s.menu, row.spec);
      const name = label(row.spec.key);
      return [name.charAt(0).toUpperCase() + name.slice(1), choice(typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v))];
    }
    case 'seed':
      return ['Seed', s.seed === '' ? 'drawn, shown at the end' : s.seed];
  }
}

function describe(s: HostState, row: HostRow | undefined): string {
  const g = currentGame(s.menu);
  switch (row?.kind) {
    case 'open':
      return 'Opens the table and shows its code: your friends type it under Join a table (or `join CODE` after ssh).';
    case 'game':
      return g.summary;
    case 'players':
      return `${g.name} takes ${g.players.min} to ${g.players.max} players.`;
    case 'seat':
      return seatsOf(s.menu)[row.seat] === 'human'
        ? 'A person plays this seat from their own terminal (you take the first).'
        : `The computer plays this seat at the ${seatsOf(s.menu)[row.seat]} level.`;
    case 'fill':
      return "Who plays a person's seat nobody plays: when you start before everyone has joined, or while a player is away.";
    case 'option':
      return row.spec.description;
    case 'seed':
      return 'The same seed deals the same cards: type digits to choose one; none, and one is drawn.';
    default:
      return '';
  }
}

const TOP = 2;
const BOTTOM = 5;

/**
 * Hosting a table from a server's menu: the game (those for several seats), who plays each
 * seat (two people at least), who plays a person's seat nobody plays, the game's options and
 * the seed; Enter on "Open the table" opens it (the waiting room follows), Esc goes back.
 */
export function TableHost({ initial, onOpen, onBack }: {
  initial: HostState;
  /** Opens the table; returns why it could not (shown on this screen), or undefined. */
  onOpen(setup: TableSetup): string | undefined;
  onBack(): void;
}) {
  const screen = useScreen();
  const ref = useRef(initial);
  const [, setTick] = useState(0);
  const set = (s: HostState) => {
    ref.current = s;
    setTick((t) => t + 1);
  };
  useKeys((input, key) => {
    const s = ref.current;
    if (key.escape) return onBack();
    if (key.upArrow) set(hostReducer(s, 'up'));
    else if (key.downArrow) set(hostReducer(s, 'down'));
    else if (key.leftArrow) set(hostReducer(s, 'left'));
    else if (key.rightArrow) set(hostReducer(s, 'right'));
    else if (key.backspace || key.delete) set(hostReducer(s, 'backspace'));
    else if (key.return || input === ' ') {
      const row = hostRows(s)[s.cursor];
      if (row?.kind !== 'open' && row?.kind !== 'seed') return set(hostReducer(s, 'right'));
      const setup = hostSetup(s);
      const refused = 'refused' in setup ? setup.refused : onOpen(setup);
      if (refused) set({ ...s, notice: refused });
    } else if (input.length === 1) set(hostReducer(s, { ch: input }));
  });
  const s = ref.current;
  const rows = hostRows(s);
  const ROWS = Math.max(1, screen.lines - TOP - BOTTOM);
  const from = Math.max(0, Math.min(s.cursor - Math.floor(ROWS / 2), rows.length - ROWS));
  const narrow = screen.columns < 78;
  const g = ASCII;
  return (
    <Box flexDirection="column">
      <Text bold>HOST A TABLE</Text>
      <Text dimColor>{from > 0 ? `  ${g.ellipsis} ${from} more above` : ' '}</Text>
      <Box flexDirection="column" height={ROWS}>
        {rows.slice(from, from + ROWS).map((row, i) => {
          const at = from + i === s.cursor;
          const [name, value] = rowText(s, row);
          return (
            <Text key={from + i} wrap="truncate" inverse={at} bold={row.kind === 'open'}>
              {`${at ? g.cursor : ' '} ${name.padEnd(narrow ? 16 : 22)}${value}`}
            </Text>
          );
        })}
      </Box>
      <Text dimColor>{from + ROWS < rows.length ? `  ${g.ellipsis} ${rows.length - from - ROWS} more below` : ' '}</Text>
      <RowNotes notice={s.notice} description={describe(s, rows[s.cursor])} columns={screen.columns} />
      <KeyLegend keys={narrow ? [['Up/Dn', 'move'], ['L/R', 'change'], ['Enter', 'open'], ['Esc', 'back']] : [['Up/Down', 'choose'], ['Left/Right', 'change'], ['Enter', 'open the table'], ['Esc', 'back']]} />
    </Box>
  );
}
