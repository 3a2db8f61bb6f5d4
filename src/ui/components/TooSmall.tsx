import { Box, Text } from 'ink';
import { MIN_COLUMNS, MIN_ROWS } from '../layout.js';

/** Shown instead of any screen when the terminal is smaller than the game needs; q still quits. */
export function TooSmall({ columns, rows }: {
  /** The terminal's width now. */
  columns: number;
  /** Its height now. */
  rows: number;
}) {
  const long = `The terminal is ${columns}x${rows}; dinner-games needs ${MIN_COLUMNS}x${MIN_ROWS}. Make it bigger, or press q to quit.`;
  // the message itself must leave the last row free, and fit the width without wrapping
  const shorter = [
    `Need ${MIN_COLUMNS}x${MIN_ROWS} (now ${columns}x${rows}). q quits.`,
    `Need ${MIN_COLUMNS}x${MIN_ROWS}. q quits.`,
    `${MIN_COLUMNS}x${MIN_ROWS}, q`,
  ];
  const short = shorter.find((t) => t.length < columns) ?? shorter[shorter.length - 1].slice(0, Math.max(1, columns - 1));
  const lines = rows >= 3 && columns >= 40 ? wrap(long, columns - 1) : [short];
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

function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}
