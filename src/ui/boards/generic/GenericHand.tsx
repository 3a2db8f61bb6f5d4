import { Box, Text } from 'ink';
import type { BoardProps } from '../types.js';
import { handLines } from './fields.js';

/** The seat's own cards from any view: its fields named like "hand" that hold a list. */
export function GenericHand({ view, seat }: BoardProps) {
  const lines = seat < 0 ? [] : handLines(view);
  return (
    <Box flexDirection="column">
      {lines.slice(0, 2).map((line, i) => (
        <Text key={i} wrap="truncate" bold>
          {line}
        </Text>
      ))}
    </Box>
  );
}
