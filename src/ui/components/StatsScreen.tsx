import { Box, Text } from 'ink';
import type { Glyphs } from '../glyphs.js';
import { useKeys } from '../hooks/use-keys.js';
import { useScreen } from '../hooks/use-screen.js';
import { wrapText } from '../layout.js';
import { NO_STATS, type GameStats } from '../stats.js';
import { KeyLegend } from './KeyLegend.js';

/** Every game's statistics: played, won, best score, current and best streak. */
export function StatsScreen({ games, stats, glyphs, onClose }: {
  /** The games, in menu order. */
  games: readonly { id: string; name: string }[];
  /** Statistics by game id. */
  stats: Readonly<Record<string, GameStats>>;
  /** Symbols for this terminal. */
  glyphs: Glyphs;
  /** Back to the menu. */
  onClose(): void;
}) {
  const screen = useScreen();
  // narrower terminals get shorter columns
  const [name, col, last] = screen.columns < 78 ? [Math.max(10, screen.columns - 36), 7, 8] : [26, 8, 10];
  useKeys((_input, key) => {
    if (key.escape || key.return) onClose();
  });
  const head = `${'Game'.padEnd(name)}${'played'.padStart(col)}${'won'.padStart(col)}${'best'.padStart(col)}${'streak'.padStart(col)}${'best run'.padStart(last)}`;
  const rows = games.map((g) => {
    const s = stats[g.id] ?? NO_STATS;
    const best = s.best === null ? glyphs.empty : String(s.best);
    const title = g.name.length > name - 1 ? `${g.name.slice(0, name - 2)}${glyphs.ellipsis}` : g.name;
    return `${title.padEnd(name)}${String(s.played).padStart(col)}${String(s.won).padStart(col)}${best.padStart(col)}${String(s.streak).padStart(col)}${String(s.bestStreak).padStart(last)}`;
  });
  return (
    <Box flexDirection="column" height={screen.lines}>
      <Text bold>Statistics</Text>
      <Text> </Text>
      <Text underline>{head}</Text>
      {rows.map((r, i) => (
        <Text key={i}>{r}</Text>
      ))}
      <Text> </Text>
      {wrapText('A game counts when it ends with a person at the table; it is won when a person wins it.', screen.columns).map((l, i) => (
        <Text key={`n${i}`} dimColor>
          {l}
        </Text>
      ))}
      <Box flexGrow={1} />
      <KeyLegend keys={[['Esc', 'back'], ['q', 'quit']]} />
    </Box>
  );
}
