import { Box } from 'ink';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { boardFor } from '../boards/registry.js';
import type { Glyphs } from '../glyphs.js';
import { helpLines } from '../help-text.js';
import { useComputerTurn } from '../hooks/use-computer-turn.js';
import { useHint } from '../hooks/use-hint.js';
import { usePlayController } from '../hooks/use-play-controller.js';
import { useSpinner } from '../hooks/use-spinner.js';
import { useScreen } from '../hooks/use-screen.js';
import { inYourWords } from '../your-words.js';
import { PROMPT_LINES, clipLines, playLayout, smallestFor, wrapText } from '../layout.js';
import type { Session } from '../session.js';
import { DONE, choices, type PlayState } from '../state/play-reducer.js';
import { Curtain } from './Curtain.js';
import { HelpScreen } from './HelpScreen.js';
import { usePlayKeys } from './PlayScreenKeys.js';
import { logLines } from './EventLog.js';
import { headerLine } from './Header.js';
import { legendLine } from './KeyLegend.js';
import { Line } from './Line.js';
import { TableRows, boardRegion } from './PlayScreenLayout.js';
import { promptLines } from './PlayScreenPrompt.js';
import { busyWords, legendFor, statusText, titles } from './PlayScreenStatus.js';
import { TooSmall } from './TooSmall.js';

/**
 * The table: the board from the acting person's view, their hand, what they must decide, and
 * the last things that happened, all drawn from the session's snapshot of the position
 * (`Session.position`). Computer seats move by themselves after a short pause (keys are muted
 * meanwhile, except help and quit); the curtain falls between two people. The keys are in
 * PlayScreenKeys.ts, the header's and legend's words in PlayScreenStatus.ts, the prompt's lines in
 * PlayScreenPrompt.ts, and the screen is one column of lines (PlayScreenLayout.tsx).
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
  const { game, data } = match;
  const board = boardFor(game.id);
  const ctl = usePlayController(session, board);
  const [help, setHelp] = useState(false);
  const [note, setNote] = useState('');
  const g = glyphs;
  const screen = useScreen();
  const lay = playLayout(board, screen.size.columns, screen.size.rows);

  const pos = session.position();
  const { names, curtain, computer, active, viewer } = pos;
  const deciding = active !== undefined && computer === undefined && curtain === undefined;

  const why = useCallback((text: string) => board.why?.(pos.view, text, data, viewer), [board, pos, data, viewer]);
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
      const now = session.position().legal.map((l) => l.text).join('\n');
      if (session.over() || now !== ctl.peek().legal.map((l) => l.text).join('\n')) return afterChange();
    }
    redraw();
  };
  useEffect(() => session.subscribe((change) => elsewhere.current(change)), [session]);
  const tableLine = session.tableLine();

  usePlayKeys({
    session,
    ctl,
    help,
    deciding,
    note,
    setNote,
    openHelp: () => setHelp(true),
    onQuit,
    afterChange,
    // after a key that may have played a move: the end of the game, or a save problem
    afterMove: () => {
      if (session.over()) onOver();
      else if (session.saveProblem) setNote(session.saveProblem);
    },
    askHint: () => {
      if (active === undefined) return;
      askedAt.current = ctl.peek();
      hints.ask(active);
    },
  });

  const wide = lay?.name === 'full';
  const s = ctl.state;
  // the layout the board and hand are drawn for, the same object while it does not change (their lines are kept with it)
  const layout = useMemo(() => lay && { name: lay.name, width: lay.width, boardLines: lay.boardLines, handLines: lay.handLines }, [lay?.name, lay?.width, lay?.boardLines, lay?.handLines]);
  const selection = useMemo(
    () => ({
      verb: s.verb,
      args: s.args,
      cursor: s.cursor === DONE ? '' : s.cursor,
      choices: deciding ? choices(s) : [],
      active: deciding,
      legal: deciding ? s.legal.map((l) => l.text) : [],
      seat: active,
    }),
    [s, deciding, active],
  );
  const legend = useMemo(() => legendFor(pos, g, wide, session.shared), [pos, g, wide, session]);
  const pretty = useCallback((t: string) => inYourWords(board.prettify?.(t, g) ?? t, names), [board, g, names]);
  const lower = lay?.lower ?? 0;
  const log = useMemo(
    () => ({ entries: pos.log.events.slice(-lower).map((e) => pretty(e.text)), pinned: pos.log.pinned.map((e) => pretty(e.text)) }),
    [pos.log, lower, pretty],
  );
  const hint = hints.hint;
  // the hint says Enter plays it only while the selection still leads there (an arrow may have moved away)
  const pending = [s.verb, ...s.args, s.cursor === DONE ? '' : s.cursor].filter(Boolean).join(' ');
  const leads = hint !== undefined && (hint.text === pending || hint.text.startsWith(`${pending} `));
  const hintNote = hint ? `Hint${leads ? ' (Enter plays it)' : ''}: ${pretty(hint.text)}: ${pretty(hint.why)}.` : '';
  // the note (a message, a hint) comes whole, above the log, which keeps the lines left
  const spinner = g.spinner[spin % g.spinner.length];
  const thinking = hints.busy ? `${hints.waiting ? `A hint ${busyWords(hints.waiting)}` : 'Thinking about a hint'} ${spinner} (keys still work)` : '';
  const noteText = s.message || hintNote || thinking || note || (deciding ? (tableLine ?? '') : '');
  const noteLines = useMemo(() => (noteText ? clipLines(wrapText(noteText, screen.columns), lower, screen.columns, g) : []), [noteText, lower, screen.columns, g]);
  const pages = useMemo(() => (help ? helpLines(game, board, g, screen.columns) : []), [help, game, board, g, screen.columns]);

  // the board and the hand, worked out again only when what they show changed (an arrow changes the
  // selection, another seat's move the view); at a table of several people, no hand while nobody
  // has lifted the curtain for it
  const hiddenText = pos.hidden ? (computer !== undefined ? `Every hand is hidden while ${names[computer]} moves.` : 'Every hand is hidden.') : undefined;
  const { view, toMove } = pos;
  const boardRows = useMemo(
    () => (layout ? boardRegion(board, 'board', layout.boardLines, { view, selection, glyphs: g, seat: viewer, names, data, layout, toMove }) : []),
    [board, view, selection, g, viewer, names, data, layout, toMove],
  );
  const handRows = useMemo(
    () => (layout ? boardRegion(board, 'hand', layout.handLines, { view, selection, glyphs: g, seat: viewer, names, data, layout, toMove }, hiddenText) : []),
    [board, view, selection, g, viewer, names, data, layout, toMove, hiddenText],
  );

  if (!lay || !layout) {
    return <TooSmall columns={screen.size.columns} rows={screen.size.rows} need={smallestFor(board)} what={game.name} />;
  }
  const { title, short } = titles(game.name, pos, g);
  const header = headerLine(title, short, statusText(pos), lay.width);
  const helpPage = help ? <HelpScreen title={`${game.name}: keys and rules`} lines={pages} onClose={() => setHelp(false)} /> : null;

  if (curtain !== undefined) {
    // the curtain is drawn anew after the help page: its key waits until it has been readable again
    if (help) return helpPage;
    return (
      <Box flexDirection="column">
        <Line segments={header} />
        <Curtain
          seat={curtain}
          name={names[curtain]}
          note={board.curtain?.(pos.publicView, curtain, names, data)}
          lines={lay.boardLines + lay.handLines + PROMPT_LINES + lay.lower}
          width={lay.width}
          onLift={() => {
            session.lift(curtain);
            ctl.refresh();
          }}
        />
        <Line segments={legendLine(legend)} />
      </Box>
    );
  }

  const waiting = computer !== undefined ? `${names[computer]} ${turnWaits ? busyWords(turnWaits) : 'is thinking'} ${spinner}` : deciding ? undefined : tableLine;
  const logRows = lower - noteLines.length;
  const rows = [
    header,
    ...boardRows,
    ...handRows,
    ...promptLines({ state: s, board, view: pos.view, data, glyphs: g, seat: deciding ? active : undefined, who: pos.humans.length > 1 && active !== undefined ? names[active] : '', waiting, width: screen.columns }),
    ...noteLines.map((l) => [{ text: l, color: s.message ? 'yellow' : undefined }]),
    ...(logRows > 0 ? logLines(log.entries.slice(-logRows), logRows, pos.log.fresh, log.pinned, { cut: { width: screen.columns, ellipsis: g.ellipsis } }) : []),
    legendLine(legend),
  ];

  // the table stays built under the help page (hidden), so closing the page draws it again without building it anew
  return (
    <Box flexDirection="column">
      <TableRows rows={rows} hidden={help} />
      {helpPage}
    </Box>
  );
}
