import { Box, Text } from 'ink';

/** The last few things that happened, newest last, always `lines` tall. */
export function EventLog({ entries, lines, fresh }: {
  /** What happened, oldest first, as a person would say it. */
  entries: readonly string[];
  /** How many lines the log takes. */
  lines: number;
  /** How many of the newest entries came from the last move (marked). */
  fresh: number;
}) {
  const shown = entries.slice(-lines);
  const pad = lines - shown.length;
  const firstFresh = shown.length - Math.min(fresh, shown.length);
  return (
    <Box flexDirection="column">
      {shown.map((e, i) => (
        <Text key={i} wrap="truncate" dimColor={i < firstFresh}>
          {i >= firstFresh ? '> ' : '  '}
          {e}
        </Text>
      ))}
      {Array.from({ length: pad }, (_, i) => (
        <Text key={`pad${i}`}> </Text>
      ))}
    </Box>
  );
}
