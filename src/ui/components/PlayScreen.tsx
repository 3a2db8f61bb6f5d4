import { Box, Text, type Key } from 'ink';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { BoardPart } from '../boards/BoardPart.js';
import { boardFor } from '../boards/registry.js';
import type { Glyphs } from '../glyphs.js';
import { helpLines } from '../help-text.js';
import { useComputerTurn } from '../hooks/use-computer-turn.js';
import { useHint } from '../hooks/use-hint.js';
import { useKeys } from '../hooks/use-keys.js';
import { usePlayController } from '../hooks/use-play-controller.js';
import { useSpinner } from '../hooks/use-spinner.js';
import { useScreen } from '../hooks/use-screen.js';
import type { Waiting } from '../thinker.js';
import { inYourWords } from '../your-words.js';
import { PROMPT_LINES, clipLines, playLayout, smallestFor, wrapText } from '../layout.js';
import { seedShown, type Session } from '../session.js';
import { stepDelay } from '../state/menu-reducer.js';
import { DONE, choices, type PlayState } from '../state/play-reducer.js';
import { Curtain, liftKey } from './Curtain.js';
import { EventLog } from './EventLog.js';
import { Header } from './Header.js';
import { HelpScreen } from './HelpScreen.js';
import { KeyLegend } from './KeyLegend.js';
import { MovePrompt } from './MovePrompt.js';
import { TooSmall } from './TooSmall.js';

/** A request for thought that waits on a busy server (one thinking for many tables), in words. */
function busyWords(w: Waiting): string {
  return 'full' in w ? 'waits: the server is busy, and its queue full' : `waits for the server (busy: ${w.queued} ahead)`;
}

/**
 * The table: the board from the acting person's view, their hand, what they must decide, and
 * the last things that happened. Computer seats move by themselves after a short pause (keys
 * are muted meanwhile, except help and quit); the curtain falls between two people.
 */
export function PlayScreen({ session, glyphs, onQuit, onOver }: {
  /** The game being played. */
  session: Session;
  /** Symbols for this terminal. */
  glyphs: Glyphs;
  /** Leaves the program (the game is already saved). */
  onQuit(): void;
  /** Called once the game has ended. */
  onOver(): void;
}) {
  const match = session.match;
  const board = boardFor(match.game.id);
  const ctl = usePlayController(session, board);
  const [help, setHelp] = useState(false);
  const [note, setNote] = useState('');
  const g = glyphs;
  const screen = useScreen();
  const lay = playLayout(board, screen.size.columns, screen.size.rows);

  const active = session.active();
  const curtain = session.curtain();
  const computer = active !== undefined && !session.isHuman(active) ? active : undefined;
  const deciding = active !== undefined && computer === undefined && curtain === undefined;
  const viewer = session.viewer();
  const names = session.names();

  const why = useCallback((text: string) => board.why?.(match.view(viewer), text, match.data, viewer), [board, match, viewer]);
  // a hint that arrives selects its move, unless the person has moved on meanwhile (keys work while it is worked out)
  const askedAt = useRef<PlayState | undefined>(undefined);
  const hints = useHint(session, why, (h) => {
    if (ctl.peek() === askedAt.current) ctl.dispatch({ type: 'select', text: h.text });
  });

  const afterChange = useCallback(
    (message?: string) => {
      if (session.saveProblem) setNote(session.saveProblem);
      if (session.over()) onOver();
      else ctl.refresh(message);
    },
    [session, ctl, onOver],
  );

  const turnWaits = useComputerTurn(
    session,
    help ? undefined : computer,
    (seat, move, failure) => {
      session.play(seat, move);
      if (failure) setNote(`${names[seat]} failed (${(failure as Error).message}); greedy moved for it.`);
      afterChange();
    },
    (e) => setNote(`${names[computer ?? 0]} could not move: ${(e as Error).message}`),
  );
  const spin = useSpinner(computer !== undefined || hints.busy);

  // a game shared with other connections changes without a key here: a redraw, and the position
  // read again when this seat's moves changed (a move being put together stays otherwise)
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const elsewhere = useRef((_change: 'position' | 'table' | 'tick') => {});
  elsewhere.current = (change) => {
    if (change === 'position') {
      const seat = session.active();
      const now = seat === undefined ? '' : session.match.legal(seat).map((l) => l.text).join('\n');
      if (session.over() || now !== ctl.peek().legal.map((l) => l.text).join('\n')) return afterChange();
    }
    redraw();
  };
  useEffect(() => session.subscribe((change) => elsewhere.current(change)), [session]);
  const tableLine = session.tableLine();

  // keys that work whatever happens: help, quit, the computer's pause
  useKeys((input) => {
    if (input === 'q') onQuit();
    else if (input === '?' && !help) setHelp(true);
    else if (input === '+' || input === '-') {
      const next = stepDelay(session.delay, input === '+' ? 1 : -1);
      session.delay = next;
      setNote(`The computer now pauses ${next ? `${next} ms` : 'not at all'} before each move.`);
    } else session.key(input);
  });

  /** One key of the person deciding. */
  function decide(input: string, key: Key): void {
    const st = ctl.peek();
    if (key.upArrow) ctl.dispatch({ type: 'arrow', dir: 'up' });
    else if (key.downArrow) ctl.dispatch({ type: 'arrow', dir: 'down' });
    else if (key.leftArrow) ctl.dispatch({ type: 'arrow', dir: 'left' });
    else if (key.rightArrow) ctl.dispatch({ type: 'arrow', dir: 'right' });
    else if (key.return || input === ' ' || input === '\r' || input === '\n') {
      ctl.dispatch({ type: 'enter' });
      afterMove();
    } else if (key.escape) ctl.dispatch({ type: 'escape' });
    else if (key.backspace || key.delete) ctl.dispatch({ type: 'backspace' });
    else if (key.tab) ctl.dispatch({ type: 'tab', back: key.shift });
    else if (input === 'u' && !st.typed && !st.wordMode) {
      const undone = session.undo();
      afterChange(
        undone.moves.length
          ? `Took back: ${undone.moves.join(', ')}.`
          : undone.refused === 'shared'
            ? 'Moves are not taken back at a shared table.'
            : undone.refused === 'other'
            ? "Undo takes back your own moves, not another person's."
            : 'Nothing to take back: undo stops where a card was drawn or revealed.',
      );
    } else if (input === 'h' && !st.typed && !st.wordMode) {
      if (active !== undefined) {
        askedAt.current = st;
        hints.ask(active);
      }
    } else if (input.length === 1 && input >= ' ') {
      ctl.dispatch({ type: 'char', ch: input });
      afterMove();
    }
  }

  // the person deciding: muted while a computer thinks (never while a hint is worked out: play does not wait for one)
  useKeys(
    (input, key) => {
      if (input === 'q' || input === '?' || input === '+' || input === '-' || (key.ctrl && input === 'c')) return;
      // a note stays until the person acts
      if (note && !session.saveProblem) setNote('');
      // keys read together come one at a time (KeyRouter), each to the screen the last one left
      decide(input, key);
    },
    { isActive: deciding && !help },
  );

  /** After a key that may have played a move: the end of the game, or a save problem. */
  function afterMove(): void {
    if (session.over()) onOver();
    else if (session.saveProblem) setNote(session.saveProblem);
  }

  const view = match.view(viewer);
  // a table of several people with nobody's view on screen: a game with private hands says so
  // instead of drawing a spectator's hand (Louis XIV, all of it public, draws its own)
  const hidden = useMemo(
    () => viewer < 0 && session.humans().length > 1 && JSON.stringify(match.view(-1)) !== JSON.stringify(match.view(session.humans()[0])),
    [viewer, session, match, session.version],
  );
  const seed = useMemo(() => match.record().seed, [match]);
  const seedText = seedShown(match) ? `seed ${seed}${g.sep}` : '';
  const title = `${match.game.name}${g.sep}${seedText}turn ${match.turn()}`;
  const short = `${seedText}turn ${match.turn()}`;

  if (!lay) {
    return <TooSmall columns={screen.size.columns} rows={screen.size.rows} need={smallestFor(board)} what={match.game.name} />;
  }
  const layout = { name: lay.name, width: lay.width, boardLines: lay.boardLines, handLines: lay.handLines };
  const wide = lay.name === 'full';

  if (help) {
    return (
      <HelpScreen
        title={`${match.game.name}: keys and rules`}
        lines={helpLines(match.game, board, g, screen.columns)}
        onClose={() => setHelp(false)}
      />
    );
  }

  const multi = session.humans().length > 1;
  const status =
    curtain !== undefined
      ? `${names[curtain]} is next`
      : computer !== undefined
        ? `${names[computer]} to move`
        : active !== undefined
          ? multi
            ? `${names[active]} to move`
            : 'your move'
          : '';
  const legend: [string, string][] = wide
    ? [
        [g.ascii ? 'arrows' : g.arrows, 'move'],
        ['Enter', 'choose'],
        ['Esc', 'back'],
        ['Tab', 'action'],
        ['u', 'undo'],
        ['h', 'hint'],
        ['?', 'help'],
        ['q', 'quit'],
      ]
    : [
        ['Enter', 'choose'],
        ['Esc', 'back'],
        ['h', 'hint'],
        ['?', 'help'],
        ['q', 'quit'],
      ];

  if (curtain !== undefined) {
    return (
      <Box flexDirection="column">
        <Header title={title} short={short} status={status} width={lay.width} />
        <Curtain
          seat={curtain}
          name={names[curtain]}
          note={board.curtain?.(match.view(-1), curtain, names, match.data)}
          lines={lay.boardLines + lay.handLines + PROMPT_LINES + lay.lower}
          width={lay.width}
          onLift={() => {
            session.lift(curtain);
            ctl.refresh();
          }}
        />
        <KeyLegend keys={[[liftKey(curtain), `${names[curtain]} looks`], ['?', 'help'], ['q', 'quit']]} />
      </Box>
    );
  }

  const s = ctl.state;
  const selection = {
    verb: s.verb,
    args: s.args,
    cursor: s.cursor === DONE ? '' : s.cursor,
    choices: deciding ? choices(s) : [],
    active: deciding,
    legal: deciding ? s.legal.map((l) => l.text) : [],
    seat: active,
  };
  const { events, fresh, pinned } = session.eventsFor(viewer);
  const pretty = (t: string) => inYourWords(board.prettify?.(t, g) ?? t, names);
  const hint = hints.hint;
  // the hint says Enter plays it only while the selection still leads there (an arrow may have moved away)
  const pending = [s.verb, ...s.args, s.cursor === DONE ? '' : s.cursor].filter(Boolean).join(' ');
  const leads = hint !== undefined && (hint.text === pending || hint.text.startsWith(`${pending} `));
  const hintNote = hint ? `Hint${leads ? ' (Enter plays it)' : ''}: ${pretty(hint.text)}: ${pretty(hint.why)}.` : '';
  // the note (a message, a hint) comes whole, above the log, which keeps the lines left
  const spinner = g.spinner[spin % g.spinner.length];
  const thinking = hints.busy ? `${hints.waiting ? `A hint ${busyWords(hints.waiting)}` : 'Thinking about a hint'} ${spinner} (keys still work)` : '';
  const noteText = s.message || hintNote || thinking || note || (deciding ? (tableLine ?? '') : '');
  const noteLines = noteText ? clipLines(wrapText(noteText, screen.columns), lay.lower, screen.columns, g) : [];
  const logLines = lay.lower - noteLines.length;
  const waiting = computer !== undefined ? `${names[computer]} ${turnWaits ? busyWords(turnWaits) : 'is thinking'} ${spinner}` : deciding ? undefined : tableLine;

  return (
    <Box flexDirection="column">
      <Header title={title} short={short} status={status} width={lay.width} />
      <Box flexDirection="column" height={lay.boardLines} overflow="hidden">
        <BoardPart plugin={board} part="board" view={view} selection={selection} glyphs={g} seat={viewer} names={names} data={match.data} layout={layout} toMove={match.toMove()} />
      </Box>
      <Box flexDirection="column" height={lay.handLines} overflow="hidden">
        {hidden ? (
          // at a table of several people, no hand while nobody has lifted the curtain for it
          <Text dimColor wrap="truncate">
            {computer !== undefined ? `Every hand is hidden while ${names[computer]} moves.` : 'Every hand is hidden.'}
          </Text>
        ) : (
          <BoardPart plugin={board} part="hand" view={view} selection={selection} glyphs={g} seat={viewer} names={names} data={match.data} layout={layout} toMove={match.toMove()} />
        )}
      </Box>
      <MovePrompt
        state={s}
        board={board}
        view={view}
        data={match.data}
        glyphs={g}
        seat={deciding ? active : undefined}
        who={multi && active !== undefined ? names[active] : ''}
        waiting={waiting}
        width={screen.columns}
        short={!wide}
      />
      <Box flexDirection="column" height={lay.lower}>
        {noteLines.map((l, i) => (
          <Text key={i} wrap="truncate" color={s.message ? 'yellow' : undefined}>
            {l}
          </Text>
        ))}
        {logLines > 0 && (
          <EventLog
            entries={events.slice(-logLines).map((e) => pretty(e.text))}
            lines={logLines}
            fresh={fresh}
            pinned={pinned.map((e) => pretty(e.text))}
            cut={{ width: screen.columns, ellipsis: g.ellipsis }}
          />
        )}
      </Box>
      <KeyLegend keys={legend} />
    </Box>
  );
}
