import { Box, Text } from 'ink';
import { useRef } from 'react';
import { BoardPart } from '../boards/BoardPart.js';
import { boardFor } from '../boards/registry.js';
import type { Glyphs } from '../glyphs.js';
import { useKeys } from '../hooks/use-keys.js';
import { useScreen } from '../hooks/use-screen.js';
import { plural } from '../../engine/words.js';
import { inYourWords } from '../your-words.js';
import { playLayout, smallestFor, wrapText } from '../layout.js';
import type { Session } from '../session.js';
import { NO_STATS } from '../stats.js';
import { CURTAIN_READ_MS } from './Curtain.js';
import { EventLog } from './EventLog.js';
import { Header } from './Header.js';
import { KeyLegend } from './KeyLegend.js';
import { TooSmall } from './TooSmall.js';

/** The end of a game: the final table, the result, each seat's score, and this game's statistics. */
export function Scoreboard({ session, glyphs, onMenu, onAgain, onQuit, leaves = false }: {
  /** The finished game. */
  session: Session;
  /** Symbols for this terminal. */
  glyphs: Glyphs;
  /** Back to the menu. */
  onMenu(): void;
  /** Another game with the same seats and options: the same deal (`sameSeed`) or a new one (none at a shared table). */
  onAgain?(sameSeed: boolean): void;
  /** Enter leaves the program rather than going to a menu (a spectator's terminal has none). */
  leaves?: boolean;
  /** Leaves the program. */
  onQuit(): void;
}) {
  const g = glyphs;
  const screen = useScreen();
  const match = session.match;
  const board = boardFor(match.game.id);
  // drawn from the session's snapshot of the final position, as the table is
  const pos = session.position();
  const { outcome: o, names, humans: people, viewer, view } = pos;
  // Enter or Esc meant for the last move (a double tap, or keys arriving together) must not skip
  // the result: they lead on only once the scoreboard has been on screen long enough to be read
  const shownAt = useRef(performance.now());
  useKeys((input, key) => {
    if (key.return || key.escape) {
      if (performance.now() - shownAt.current >= CURTAIN_READ_MS) onMenu();
    }
    else if (input === 'n') onAgain?.(false);
    else if (input === 'r') onAgain?.(true);
    else if (input === 'q') onQuit();
  });
  const wonBy = o.winners.map((w) => names[w]);
  // a solo game says why it was lost ("Lost: an appetite reached the limit.")
  const reason = names.length === 1 && o.winners.length === 0 ? pos.lossReason : undefined;
  const result =
    people.length === 1 && names[people[0]] === 'You'
      ? o.winners.includes(people[0])
        ? `You won! Score: ${o.scores[people[0]]}.`
        : wonBy.length
          ? `${wonBy.join(' and ')} won. You scored ${o.scores[people[0]]}.`
          : reason
            ? `Lost: ${reason}. You scored ${o.scores[people[0]] ?? 0}.`
            : 'You lost.'
      : wonBy.length
        ? `${wonBy.join(' and ')} won.`
        : reason
          ? `Lost: ${reason}.`
          : 'Nobody won.';
  const scores = names.map((n, i) => `${n} ${o.scores[i] ?? 0}${o.winners.includes(i) ? ` ${g.ok} won` : ''}`).join(g.sep);
  const st = session.stats ?? NO_STATS;
  const stats = session.stats
    ? `${match.game.name}: played ${st.played}${g.sep}won ${st.won}${g.sep}best score ${st.best ?? g.empty}${g.sep}streak ${st.streak} (best ${st.bestStreak})`
    : viewer < 0
      ? 'No statistics: you watched this game (a spectator plays no seat).'
      : 'No statistics: nobody played this game in person.';
  const { events } = pos.log;
  const pretty = (t: string) => inYourWords(board.prettify?.(t, g) ?? t, names);
  const lay = playLayout(board, screen.size.columns, screen.size.rows);
  if (!lay) return <TooSmall columns={screen.size.columns} rows={screen.size.rows} need={smallestFor(board)} what={match.game.name} />;
  const layout = { name: lay.name, width: lay.width, boardLines: lay.boardLines, handLines: lay.handLines };
  // the result, every score and the statistics whole (wrapped); the log takes the lines left
  const words = [
    ...wrapText(result, screen.columns).map((text) => ({ text, bold: true })),
    ...wrapText(`Scores: ${scores}`, screen.columns).map((text) => ({ text, bold: false })),
    ...wrapText(stats, screen.columns).map((text) => ({ text, bold: false })),
    // the statistics could not be kept (a damaged or unwritable file): said, never hidden
    ...(session.statsProblem ? wrapText(session.statsProblem, screen.columns).map((text) => ({ text, bold: false })) : []),
  ];
  const logLines = Math.max(0, screen.lines - 2 - lay.boardLines - words.length);
  return (
    <Box flexDirection="column">
      <Header
        title={`${match.game.name}${g.sep}seed ${match.record().seed}${g.sep}${plural(pos.turn, 'turn')}`}
        short={`seed ${match.record().seed}${g.sep}${plural(pos.turn, 'turn')}`}
        status="game over"
        width={lay.width}
      />
      <Box flexDirection="column" height={lay.boardLines} overflow="hidden">
        <BoardPart plugin={board} part="board" view={view} selection={{ verb: '', args: [], cursor: '', choices: [], active: false }} glyphs={g} seat={viewer} names={names} data={match.data} layout={layout} />
      </Box>
      {words.map((w, i) => (
        <Text key={i} bold={w.bold} wrap="truncate">
          {w.text}
        </Text>
      ))}
      {logLines > 0 && <EventLog entries={events.slice(-logLines).map((e) => pretty(e.text))} lines={logLines} fresh={0} width={screen.columns} />}
      <KeyLegend keys={legend(lay.name === 'full', onAgain !== undefined, leaves)} />
    </Box>
  );
}

/** The scoreboard's keys: another deal only where this terminal can deal one, Enter where it leads. */
function legend(full: boolean, again: boolean, leaves: boolean): [string, string][] {
  return [
    ['Enter', leaves ? 'leave' : 'menu'],
    ...(again ? (full ? [['n', 'new deal'], ['r', 'same deal again']] : [['n', 'new'], ['r', 'same deal']]) as [string, string][] : []),
    ['q', 'quit'],
  ];
}
