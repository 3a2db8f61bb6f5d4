import { Box, Text } from 'ink';
import type { Glyphs } from '../glyphs.js';
import { useKeys } from '../hooks/use-keys.js';
import { FRAME_LINES } from '../layout.js';
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
  useKeys((_input, key) => {
    if (key.escape || key.return) onClose();
  });
  const head = `${'Game'.padEnd(26)}${'played'.padStart(8)}${'won'.padStart(8)}${'best'.padStart(8)}${'streak'.padStart(8)}${'best run'.padStart(10)}`;
  const rows = games.map((g) => {
    const s = stats[g.id] ?? NO_STATS;
    const best = s.best === null ? glyphs.empty : String(s.best);
    return `${g.name.padEnd(26)}${String(s.played).padStart(8)}${String(s.won).padStart(8)}${best.padStart(8)}${String(s.streak).padStart(8)}${String(s.bestStreak).padStart(10)}`;
  });
  return (
    <Box flexDirection="column" height={FRAME_LINES}>
      <Text bold>Statistics</Text>
      <Text> </Text>
      <Text underline>{head}</Text>
      {rows.map((r, i) => (
        <Text key={i}>{r}</Text>
      ))}
      <Text> </Text>
      <Text dimColor>A game counts when it ends with a person at the table; it is won when a person wins it.</Text>
      <Box flexGrow={1} />
      <KeyLegend keys={[['Esc', 'back'], ['q', 'quit']]} />
    </Box>
  );
}
