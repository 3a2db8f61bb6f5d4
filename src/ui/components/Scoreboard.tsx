import { Box, Text } from 'ink';
import { boardFor } from '../boards/registry.js';
import { BOARD_LINES } from '../boards/types.js';
import type { Glyphs } from '../glyphs.js';
import { useKeys } from '../hooks/use-keys.js';
import type { Session } from '../session.js';
import { NO_STATS } from '../stats.js';
import { EventLog } from './EventLog.js';
import { Header } from './Header.js';
import { KeyLegend } from './KeyLegend.js';

/** The end of a game: the final table, the result, each seat's score, and this game's statistics. */
export function Scoreboard({ session, glyphs, onMenu, onAgain, onQuit }: {
  /** The finished game. */
  session: Session;
  /** Symbols for this terminal. */
  glyphs: Glyphs;
  /** Back to the menu. */
  onMenu(): void;
  /** Another game with the same seats and options: the same deal (`sameSeed`) or a new one. */
  onAgain(sameSeed: boolean): void;
  /** Leaves the program. */
  onQuit(): void;
}) {
  const g = glyphs;
  const match = session.match;
  const board = boardFor(match.game.id);
  const o = match.outcome();
  const names = session.names();
  const people = session.humans();
  const viewer = session.viewer();
  const view = match.view(viewer);
  useKeys((input, key) => {
    if (key.return || key.escape) onMenu();
    else if (input === 'n') onAgain(false);
    else if (input === 'r') onAgain(true);
    else if (input === 'q') onQuit();
  });
  const wonBy = o.winners.map((w) => names[w]);
  // a solo game says why it was lost ("Lost: an appetite reached the limit.")
  const reason = names.length === 1 && o.winners.length === 0 ? match.lossReason() : undefined;
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
    : 'No statistics: nobody played this game in person.';
  const { events } = session.eventsFor(viewer);
  const pretty = (t: string) => board.prettify?.(t, g) ?? t;
  const Board = board.Board;
  return (
    <Box flexDirection="column">
      <Header title={`${match.game.name}${g.sep}seed ${match.record().seed}${g.sep}${match.turn()} turns`} status="game over" />
      <Box flexDirection="column" height={BOARD_LINES}>
        <Board view={view} selection={{ verb: '', args: [], cursor: '', choices: [], active: false }} glyphs={g} seat={viewer} names={names} data={match.data} />
      </Box>
      <Text bold wrap="truncate">
        {result}
      </Text>
      <Text wrap="truncate">{`Scores: ${scores}`}</Text>
      <Text wrap="truncate">{stats}</Text>
      <Text wrap="truncate">{session.statsProblem ?? ' '}</Text>
      <EventLog entries={events.slice(-4).map((e) => pretty(e.text))} lines={4} fresh={0} />
      <KeyLegend keys={[['Enter', 'menu'], ['n', 'new deal'], ['r', 'same deal again'], ['q', 'quit']]} />
    </Box>
  );
}
