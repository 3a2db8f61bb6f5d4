import { Box, Text } from 'ink';
import { wrapText } from '../layout.js';

/** Shown instead of a screen when the terminal is smaller than it needs; q still quits. */
export function TooSmall({ columns, rows, need, what = 'dinner-games' }: {
  /** The terminal's width now. */
  columns: number;
  /** Its height now. */
  rows: number;
  /** The smallest terminal the screen can use. */
  need: { columns: number; rows: number };
  /** Who needs it ("dinner-games", or a game's name). */
  what?: string;
}) {
  const size = `${need.columns}x${need.rows}`;
  const long = `The terminal is ${columns}x${rows}; ${what} needs ${size}. Make it bigger, or press q to quit.`;
  // the message itself must leave the last row free, and fit the width without wrapping
  const shorter = [`Need ${size} (now ${columns}x${rows}). q quits.`, `Need ${size}. q quits.`, `${size}, q`];
  const short = shorter.find((t) => t.length < columns) ?? shorter[shorter.length - 1].slice(0, Math.max(1, columns - 1));
  const lines = rows >= 3 && columns >= 40 ? wrapText(long, columns - 1) : [short];
  return (
    <Box flexDirection="column">
      {lines.slice(0, Math.max(1, rows - 1)).map((l, i) => (
        <Text key={i} wrap="truncate">
          {l}
        </Text>
      ))}
    </Box>
  );
}
