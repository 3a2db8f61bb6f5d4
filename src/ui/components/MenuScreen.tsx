import { Box, Text } from 'ink';
import { useRef, useState } from 'react';
import { getGame } from '../../engine/registry.js';
import type { Options } from '../../engine/types.js';
import { boardFor } from '../boards/registry.js';
import { label } from '../boards/generic/fields.js';
import { ASCII, type Glyphs } from '../glyphs.js';
import { helpLines } from '../help-text.js';
import { useKeys } from '../hooks/use-keys.js';
import { useScreen } from '../hooks/use-screen.js';
import { installed } from '../seats.js';
import type { SeatKind } from '../../engine/record.js';
import {
  currentGame,
  menuReducer,
  menuRows,
  optionValue,
  seatsOf,
  seedHidden,
  seedOf,
  type MenuAction,
  type MenuRow,
  type MenuState,
} from '../state/menu-reducer.js';
import type { GameStats } from '../stats.js';
import { HelpScreen } from './HelpScreen.js';
import { KeyLegend } from './KeyLegend.js';
import { RowNotes } from './RowNotes.js';
import { StatsScreen } from './StatsScreen.js';

/** What the menu starts a game with. */
export interface GameSetup {
  game: string;
  seats: SeatKind[];
  options: Options;
  seed: number;
  delay: number;
}

import { newSeed } from '../seed.js';

export { newSeed };

const TOP = 2;
const BOTTOM = 5;

/**
 * The menu: continue the saved game, or choose a game, who sits at each seat (a person or a
 * computer level), the game's options, the seed and the computer's pause, then start;
 * statistics and the rules (?) from here too.
 */
export function MenuScreen({ initial, glyphs, notice, ready = true, stats, onStart, onContinue, onQuit, onTables }: {
  /** The menu's first state (from the remembered settings). */
  initial: MenuState;
  /** Symbols for this terminal. */
  glyphs: Glyphs;
  /** A line to show once (a save that could not be read, a game that could not start). */
  notice?: string;
  /** Whether the games' rules and boards are loaded: the rules page (?) waits for them. */
  ready?: boolean;
  /** Every game's statistics. */
  stats(): Readonly<Record<string, GameStats>>;
  /** Starts a new game. */
  onStart(setup: GameSetup): void;
  /** Continues the saved game. */
  onContinue(): void;
  /** Leaves the program. */
  onQuit(): void;
  /** Opens the host or join screen of a server's shared tables (given with `initial.tables`). */
  onTables?(which: 'host' | 'join'): void;
}) {
  const screen = useScreen();
  const ROWS = screen.lines - TOP - BOTTOM;
  const narrow = screen.columns < 78;
  const ref = useRef(initial);
  const [, setTick] = useState(0);
  const [overlay, setOverlay] = useState<'none' | 'help' | 'stats'>('none');
  const s = ref.current;
  // the menu draws in plain ASCII: its first frame is the program's first, and text outside
  // ASCII costs Ink a slow first measurement (grapheme segmenter, emoji tables)
  const g = ASCII;

  const dispatch = (a: MenuAction) => {
    let next = menuReducer(ref.current, a);
    const result = next.result;
    if (result) next = menuReducer(next, { type: 'handled' });
    ref.current = next;
    setTick((t) => t + 1);
    if (result === 'quit') onQuit();
    else if (result === 'continue') onContinue();
    else if (result === 'help' || result === 'stats') setOverlay(result);
    else if (result === 'host' || result === 'join') onTables?.(result);
    else if (result === 'start') {
      const game = currentGame(next);
      onStart({
        game: game.id,
        seats: [...seatsOf(next)],
        options: { ...next.options[game.id] },
        // a hidden seed is drawn now: the one in the menu may have been on screen
        // so is one erased to nothing: an empty row is no seed, not seed 0
        seed: seedHidden(next) ? newSeed() : (seedOf(next) ?? newSeed()),
        delay: next.delay,
      });
    }
  };

  useKeys(
    (input, key) => {
      if (key.upArrow) dispatch({ type: 'up' });
      else if (key.downArrow) dispatch({ type: 'down' });
      else if (key.leftArrow) dispatch({ type: 'left' });
      else if (key.rightArrow) dispatch({ type: 'right' });
      else if (key.return || input === ' ') dispatch({ type: 'enter' });
      else if (key.backspace || key.delete) dispatch({ type: 'backspace' });
      else if (input === 'r' && menuRows(ref.current)[ref.current.cursor]?.kind === 'seed') dispatch({ type: 'seed', seed: newSeed() });
      else if (input.length === 1) dispatch({ type: 'char', ch: input });
    },
    { isActive: overlay === 'none' },
  );
  useKeys(
    (input) => {
      if (input === 'q') onQuit();
    },
    { isActive: overlay !== 'none' },
  );

  const game = currentGame(s);
  if (overlay === 'help' && ready) {
    const full = getGame(game.id);
    return <HelpScreen title={`${game.name}: keys and rules`} lines={helpLines(full, boardFor(game.id), glyphs, screen.columns)} onClose={() => setOverlay('none')} />;
  }
  if (overlay === 'stats') return <StatsScreen games={s.games} stats={stats()} glyphs={glyphs} onClose={() => setOverlay('none')} />;

  const rows = menuRows(s);
  const from = Math.max(0, Math.min(s.cursor - Math.floor(ROWS / 2), rows.length - ROWS));
  const shown = rows.slice(from, from + ROWS);
  const focused = rows[s.cursor];

  return (
    <Box flexDirection="column">
      <Box width={screen.width} justifyContent="space-between">
        <Text bold>DINNER GAMES</Text>
        <Text dimColor>{narrow ? 'dinner-party card games' : 'card games for a dinner party'}</Text>
      </Box>
      <Text dimColor>{from > 0 ? `  ${g.ellipsis} ${from} more above` : ' '}</Text>
      <Box flexDirection="column" height={ROWS}>
        {shown.map((row, i) => {
          const at = from + i === s.cursor;
          const [name, value] = rowText(s, row, g);
          return (
            <Text key={from + i} wrap="truncate" inverse={at} bold={row.kind === 'start' || row.kind === 'continue' || row.kind === 'host' || row.kind === 'join'}>
              {`${at ? g.cursor : ' '} ${name.padEnd(narrow ? 18 : 22)}${value}`}
            </Text>
          );
        })}
      </Box>
      <Text dimColor>{from + ROWS < rows.length ? `  ${g.ellipsis} ${rows.length - from - ROWS} more below` : ' '}</Text>
      {/* what the row does and a notice (first, it is said once): three lines between them, wrapped to the terminal */}
      <RowNotes notice={notice} description={describe(s, focused)} columns={screen.columns} />
      <KeyLegend
        keys={
          narrow
            ? [['Up/Dn', 'move'], ['L/R', 'change'], ['Enter', 'ok'], ['?', 'rules'], ['q', 'quit']]
            : [['Up/Down', 'choose'], ['Left/Right', 'change'], ['Enter', 'select'], ['?', 'rules'], ['q', 'quit']]
        }
      />
    </Box>
  );
}

function kindText(kind: string): string {
  return kind === 'human' ? 'person' : `computer: ${kind}`;
}

/** A row's name and value. */
function rowText(s: MenuState, row: MenuRow, g: Glyphs): [string, string] {
  const game = currentGame(s);
  const choice = (v: string) => `${g.less} ${v} ${g.more}`;
  switch (row.kind) {
    case 'continue':
      return [`Continue`, s.saved ?? ''];
    case 'start':
      return ['Start a new game', ''];
    case 'host':
      return ['Host a table', ''];
    case 'join':
      return ['Join a table', ''];
    case 'game':
      return ['Game', choice(game.name)];
    case 'players':
      return ['Players', choice(String(seatsOf(s).length))];
    case 'seat':
      return [`Seat ${row.seat + 1}`, choice(kindText(seatsOf(s)[row.seat]))];
    case 'option': {
      const v = optionValue(s, row.spec);
      const name = label(row.spec.key);
      return [name.charAt(0).toUpperCase() + name.slice(1), choice(typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v))];
    }
    case 'seed':
      // a drawn seed would let anyone replay the deal and read every hand
      if (seedHidden(s)) return ['Seed', `drawn, shown at the end${s.editingSeed ? '_' : ''}`];
      if (s.seed === '') return ['Seed', s.editingSeed ? '_' : 'drawn when the game starts'];
      return ['Seed', `${s.seed}${s.editingSeed ? '_' : ''}`];
    case 'delay':
      return ['Computer pause', choice(s.delay ? `${s.delay} ms` : 'off')];
    case 'stats':
      return ['Statistics', ''];
    case 'quit':
      return ['Quit', ''];
  }
}

/** One line about the highlighted row. */
function describe(s: MenuState, row: MenuRow | undefined): string {
  const game = currentGame(s);
  switch (row?.kind) {
    case 'continue':
      return 'Carry on with the saved game where it stopped.';
    case 'start':
      return s.saved ? 'A new game with the choices below (it replaces the saved one).' : 'A new game with the choices below.';
    case 'host':
      return 'A game for friends at their own terminals: you get a code to give them.';
    case 'join':
      return "Sit at a friend's table with the code they give you, or go back to one of yours.";
    case 'game':
      return game.summary;
    case 'players':
      return `${game.name} takes ${game.players.min} to ${game.players.max} players.`;
    case 'seat': {
      const kind = seatsOf(s)[row.seat];
      if (kind === 'human') return 'A person plays this seat (people take turns at the keyboard).';
      return installed(kind) ? `The computer plays this seat at the ${kind} level.` : `The ${kind} level is not installed yet: it plays as greedy.`;
    }
    case 'option':
      return row.spec.description;
    case 'seed':
      return 'The same seed deals the same cards: type digits to choose one, r for a new one.';
    case 'delay':
      return 'How long a computer seat pauses before each move, so you can follow it.';
    case 'stats':
      return 'Games played, won, best score and streaks.';
    case 'quit':
      return 'Leave dinner-games.';
    default:
      return '';
  }
}
