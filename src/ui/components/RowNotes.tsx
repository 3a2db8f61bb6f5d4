import { Box, Text } from 'ink';
import { wrapText } from '../layout.js';

/**
 * The three lines under a list of settings: a notice first (said once, in yellow), then what
 * the row under the cursor does, wrapped to the terminal and cut to three lines.
 */
export function RowNotes({ notice, description, columns }: { notice?: string; description: string; columns: number }) {
  return (
    <Box flexDirection="column" height={3}>
      {[...(notice ? wrapText(notice, columns).map((text) => ({ text, notice: true })) : []), ...wrapText(description, columns).map((text) => ({ text, notice: false }))]
        .slice(0, 3)
        .map((l, i) => (
          <Text key={i} wrap="truncate" color={l.notice ? 'yellow' : undefined}>
            {l.text}
          </Text>
        ))}
    </Box>
  );
}
