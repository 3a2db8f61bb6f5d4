import { Box, Text } from 'ink';
import type { BoardProps } from '../types.js';
import { BOARD_LINES } from '../types.js';
import { fieldLines } from './fields.js';

/** Any game's table without a board of its own: the view's fields, packed into lines. */
export function GenericBoard({ view }: BoardProps) {
  const lines = fieldLines(view, 78, BOARD_LINES);
  return (
    <Box flexDirection="column">
      {lines.map((line, i) => (
        <Text key={i} wrap="truncate">
          {line}
        </Text>
      ))}
    </Box>
  );
}
