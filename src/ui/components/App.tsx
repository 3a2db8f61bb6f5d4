import { Box, useApp } from 'ink';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Match } from '../../engine/match.js';
import { getGame } from '../../engine/registry.js';
import { CATALOG } from '../../games/index.js';
import type { Glyphs } from '../glyphs.js';
import { useKeys } from '../hooks/use-keys.js';
import { useTerminalSize, type TerminalSize } from '../hooks/use-terminal-size.js';
import { MIN_COLUMNS, MIN_ROWS, playLayout, screenFor, smallestFor } from '../layout.js';
import { boardFor } from '../boards/registry.js';
import { ScreenContext } from '../hooks/use-screen.js';
import { useHost } from '../hooks/use-host.js';
import type { Ruleset } from '../../rulesets/index.js';
import { loadTable, loadedTable, table } from '../load-table.js';
import type { SaveFiles, Session } from '../session.js';
import { readSettings, writeSettings } from '../settings.js';
import { initialMenu } from '../state/menu-reducer.js';
import { readStats } from '../stats.js';
import { hasSaveFile } from '../storage.js';
import type { MenuGame } from '../state/menu-reducer.js';
import type { TableSeat } from '../table-services.js';
import { MenuScreen, newSeed, type GameSetup } from './MenuScreen.js';
import { KeyRouter } from './KeyRouter.js';
import { TooSmall } from './TooSmall.js';

/**
 * How the program was asked to start: the menu, a new game (`play`), the saved one (`resume`),
 * or a seat at a game held elsewhere (a shared table's session, made by its host).
 */
export type StartRequest =
  | { kind: 'menu'; notice?: string }
  | { kind: 'game'; match: Match; resumed?: boolean }
  /** `alone`: this terminal has no menu to go back to (a spectator holding nothing of its player's): leaving ends it. */
  | { kind: 'session'; session: Session; alone?: boolean };

/** What the program leaves behind, for the line printed after the screen closes. */
export interface ExitInfo {
  /** True when a game in progress is saved and can be resumed. */
  saved: boolean;
  /** What was not kept (the game in progress, or the result of the one that ended), and why. */
  problem?: string;
  /** True when the person left with Ctrl-C (the program then exits with code 130). */
  interrupted?: boolean;
  /**
   * Whether the screen may show a hand that is not everyone's to see (a game of several seats
   * under way): then the last frame is cleared on the way out, here or by a signal.
   */
  private?: boolean;
}

type Route =
  | { name: 'menu'; notice?: string }
  | { name: 'play'; session: Session }
  | { name: 'over'; session: Session }
  /** A server's shared tables: hosting one, joining one, a table's waiting room. */
  | { name: 'host' }
  | { name: 'join'; notice?: string }
  | { name: 'room'; seat: TableSeat };

/** The games as the menus list them (from their meta.ts: nothing of the table is loaded for it). */
function menuGames(): MenuGame[] {
  return CATALOG.map((g) => ({ id: g.id, name: g.name, summary: g.summary, players: g.players, options: g.options }));
}


type AppProps = {
  /** The first screen: the menu, or a game (from `play` or `resume`). */
  start: StartRequest;
  /** Symbols for this terminal. */
  glyphs: Glyphs;
  /** The state folder (saves, statistics, settings). */
  dir: string;
  /** The computer's pause for a game started from the command line, in milliseconds. */
  delay: number;
  /** A fixed terminal size (tests); otherwise the terminal's own. */
  size?: TerminalSize;
  /** Filled in when the program ends. */
  exitInfo?: ExitInfo;
  /** Filled in by the app: `quit` leaves as the person's quit key does (a host closing the screens from outside). */
  control?: { quit?: () => void };
};

/**
 * The program's screens, routed: the menu, the table, the scoreboard. Too small a terminal
 * shows what size is needed instead (q still quits); Ctrl-C quits anywhere, the game being
 * saved after every move.
 */
export function App(props: AppProps) {
  return (
    <KeyRouter>
      <Screens {...props} />
    </KeyRouter>
  );
}

function Screens({ start, glyphs, dir, delay, size, exitInfo, control }: AppProps) {
  const { exit } = useApp();
  const { files, tables } = useHost();
  // this terminal's seat at a table it sat down at from the menu (left when it goes back to the menu)
  const seatAt = useRef<{ leave(): void; session: Session }>(undefined);
  const term = useTerminalSize(size);
  // the table (rules, boards, rulesets, play screens) loads after the menu's first frame
  const [ready, setReady] = useState(() => loadedTable() !== undefined);
  useEffect(() => {
    if (!ready) void loadTable().then(() => setReady(true));
  }, [ready]);
  const [route, setRoute] = useState<Route>(() =>
    start.kind === 'game'
      ? begin(start.match, dir, delay, { resumed: start.resumed, replaces: true, files })
      : start.kind === 'session'
        ? { name: start.session.over() ? 'over' : 'play', session: start.session }
        : { name: 'menu', notice: start.notice },
  );

  // a game of several seats under way: its hands are not for whoever looks at the terminal next
  const secret = route.name === 'play' && route.session.match.seats.length > 1 && !route.session.over();
  if (exitInfo) exitInfo.private = secret;
  const [closing, setClosing] = useState(false);
  const quit = useCallback(
    (how: { interrupted?: boolean } = {}) => {
      if (closing) return;
      const session = route.name === 'play' || route.name === 'over' ? route.session : route.name === 'room' ? route.seat.session : undefined;
      if (exitInfo && session) {
        const playing = !session.over();
        exitInfo.saved = playing && session.saveProblem === undefined;
        exitInfo.problem = playing ? session.saveProblem && `the game is NOT saved: ${session.saveProblem}` : session.statsProblem;
      }
      if (exitInfo && how.interrupted) exitInfo.interrupted = true;
      // the last frame stays on the terminal: a solo table is no secret, a hand at a table of several is
      if (secret) setClosing(true);
      else exit();
    },
    [closing, exit, exitInfo, route, secret],
  );
  // leaving a table of several seats: an empty frame first, then the end
  useEffect(() => {
    if (closing) exit();
  }, [closing, exit]);
  useLayoutEffect(() => {
    if (control) control.quit = () => quit();
  }, [control, quit]);

  const screen = useMemo(() => screenFor(term.columns, term.rows), [term.columns, term.rows]);
  const tooSmall = screen.name === undefined;
  // a new game is saved once its board is on screen, not before: a game never seen must not
  // replace a save (a board without a layout for this size is not on screen either)
  const boardShown = route.name === 'play' && !tooSmall && playLayout(boardFor(route.session.match.game.id), term.columns, term.rows) !== undefined;
  useEffect(() => {
    if (boardShown && route.name === 'play') route.session.save();
  }, [route, boardShown]);
  useKeys((input, key) => {
    if (key.ctrl && input === 'c') quit({ interrupted: true });
    else if (tooSmall && input === 'q') quit();
  });

  if (closing) return null;

  if (tooSmall) {
    // during a game, the game's own smallest size (a board without a compact layout needs 80x23)
    const game = route.name === 'play' || route.name === 'over' ? route.session.match.game : undefined;
    const need = game ? smallestFor(boardFor(game.id)) : { columns: MIN_COLUMNS, rows: MIN_ROWS };
    return <TooSmall columns={term.columns} rows={term.rows} need={need} what={game?.name} />;
  }

  const startGame = (setup: GameSetup, ruleset?: Ruleset, replaces = true) => {
    const settings = readSettings(dir);
    writeSettings(dir, {
      game: setup.game,
      seats: { ...settings.seats, [setup.game]: setup.seats },
      options: { ...settings.options, [setup.game]: setup.options },
      delay: setup.delay,
    });
    // the menu may be asked for a game before the table has loaded (its first frame does not wait)
    void loadTable().then(({ Match, loadRuleset }) => {
      try {
        const rules = ruleset ?? loadRuleset(getGame(setup.game));
        const match = Match.fromRecord({ game: setup.game, seed: setup.seed, options: setup.options, seats: setup.seats, moves: [] }, rules);
        setRoute(begin(match, dir, setup.delay, { replaces, files }));
      } catch (e) {
        setRoute({ name: 'menu', notice: `That game could not start: ${(e as Error).message.split('\n')[0]}` });
      }
    });
  };

  /** A shared table's game on screen (once the table is loaded). */
  const playAt = (session: Session) => void loadTable().then(() => setRoute({ name: 'play', session }));
  /** Sits at a table's seat: its waiting room, or its game when it has begun. */
  const sitAt = (seat: TableSeat) => {
    seatAt.current = seat;
    if (!seat.room().started) return setRoute({ name: 'room', seat });
    playAt(seat.session);
  };
  /** A seat hosted or joined, taken; or the line saying why not (for the screen to show). */
  const sitOrRefused = (seat: TableSeat | { refused: string } = { refused: 'This program hosts no tables.' }): string | undefined => {
    if ('refused' in seat) return seat.refused;
    sitAt(seat);
    return undefined;
  };
  const alone = start.kind === 'session' && start.alone === true;
  const toMenu = (notice?: string) => {
    if (alone) return quit();
    seatAt.current?.leave();
    seatAt.current = undefined;
    setRoute({ name: 'menu', notice });
  };

  let content: ReactNode;
  switch (route.name) {
    case 'menu':
      content = (
        <Menu
          key={route.notice ?? ''}
          dir={dir}
          glyphs={glyphs}
          notice={route.notice}
          ready={ready}
          tables={tables !== undefined}
          onTables={(which) => setRoute(which === 'host' ? { name: 'host' } : { name: 'join' })}
          onStart={startGame}
          onQuit={quit}
          onContinue={(m) => setRoute(begin(m, dir, readSettings(dir).delay ?? delay, { resumed: true, files }))}
        />
      );
      break;
    case 'play': {
      const { PlayScreen } = table();
      content = (
        <PlayScreen
          key={route.session.id}
          session={route.session}
          glyphs={glyphs}
          onQuit={quit}
          onOver={() => setRoute({ name: 'over', session: route.session })}
        />
      );
      break;
    }
    case 'over': {
      const { session } = route;
      const { Scoreboard } = table();
      const r = session.match.record();
      content = (
        <Scoreboard
          session={session}
          glyphs={glyphs}
          onQuit={quit}
          onMenu={() => toMenu()}
          leaves={alone}
          onAgain={
            // a shared table's game is over for everyone at it: another one is made from the menu
            session.shared
              ? undefined
              : (same) =>
                  startGame(
                    { game: r.game, seats: [...r.seats], options: r.options, seed: same ? r.seed : newSeed(), delay: session.delay },
                    session.match.ruleset,
                  )
          }
        />
      );
      break;
    }
    case 'host': {
      // a server's table screens come with the table's modules (loaded after the menu's first frame)
      if (!ready) break;
      const { TableHost, initialHost } = table();
      content = (
        <TableHost
          initial={initialHost(menuGames())}
          onBack={() => setRoute({ name: 'menu' })}
          onOpen={(setup) => sitOrRefused(tables?.host(setup))}
        />
      );
      break;
    }
    case 'join': {
      if (!ready) break;
      const { TableJoin } = table();
      content = (
        <TableJoin
          key={route.notice ?? ''}
          mine={tables?.mine() ?? []}
          notice={route.notice}
          watch={tables?.watch !== undefined}
          onBack={() => setRoute({ name: 'menu' })}
          onJoin={(code) => sitOrRefused(tables?.join(code))}
          onWatch={(code) => {
            const watching = tables?.watch?.(code) ?? { refused: 'This server shows no tables to watch.' };
            if ('refused' in watching) return watching.refused;
            seatAt.current = watching;
            playAt(watching.session);
            return undefined;
          }}
        />
      );
      break;
    }
    case 'room': {
      if (!ready) break;
      const { TableRoom } = table();
      content = (
        <TableRoom
          key={route.seat.code}
          seat={route.seat}
          onStarted={() => playAt(route.seat.session)}
          onLeft={(why) => {
            // the seat is left already (by the room's Esc), or the table is gone
            seatAt.current = undefined;
            setRoute({ name: 'menu', notice: why });
          }}
        />
      );
      break;
    }
  }
  // boards draw to their layout's width; notes and the log may use a wider terminal's width
  return (
    <ScreenContext.Provider value={screen}>
      <Box flexDirection="column" width={screen.columns}>
        {content}
      </Box>
    </ScreenContext.Provider>
  );
}

/** A game's first screen (its first save waits for the board to be shown). */
function begin(match: Match, dir: string, delay: number, how: { resumed?: boolean; replaces?: boolean; files?: SaveFiles }): Route {
  const session = new (table().Session)(match, { dir, delay, replaces: how.replaces, files: how.files });
  if (how.resumed) session.resumed();
  return session.over() ? { name: 'over', session } : { name: 'play', session };
}

/** The menu, with the saved game (if readable) offered first. */
function Menu({ dir, glyphs, notice, ready, tables, onTables, onStart, onQuit, onContinue }: {
  /** The state folder. */
  dir: string;
  /** Symbols for this terminal. */
  glyphs: Glyphs;
  /** A line to show once. */
  notice?: string;
  /** Whether the games' rules and boards are loaded (the rules page waits for them). */
  ready: boolean;
  /** Starts a new game; `replaces`: whether the person was offered the saved game and chose a new one. */
  onStart(setup: GameSetup, ruleset: undefined, replaces: boolean): void;
  /** Leaves the program. */
  onQuit(): void;
  /** Continues the saved game. */
  onContinue(match: Match): void;
  /** Whether the menu offers shared tables (a server's), and what opens their screens. */
  tables: boolean;
  onTables(which: 'host' | 'join'): void;
}) {
  // drawn from the games' meta.ts; a saved game needs the table (loaded before the first frame then)
  const [state] = useState(() => {
    const loaded = hasSaveFile(dir) ? table().loadSave(dir) : ({ kind: 'none' } as const);
    const menu = initialMenu(menuGames(), readSettings(dir), newSeed(), loaded.kind === 'ok' ? table().describeSave(loaded.match) : undefined);
    if (tables) menu.tables = true;
    return { loaded, menu };
  });
  const { loaded } = state;
  const shownNotice = notice ?? (loaded.kind === 'bad' || loaded.kind === 'kept' ? loaded.problem : undefined);
  return (
    <MenuScreen
      initial={state.menu}
      glyphs={glyphs}
      notice={shownNotice}
      ready={ready}
      stats={() => readStats(dir)}
      onStart={(setup) => onStart(setup, undefined, loaded.kind !== 'kept' && loaded.kind !== 'bad')}
      onQuit={onQuit}
      onTables={tables ? onTables : undefined}
      onContinue={() => {
        if (loaded.kind === 'ok') onContinue(loaded.match);
      }}
    />
  );
}
