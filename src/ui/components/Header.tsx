import { Box, Text } from 'ink';

/** The top line: the game and seed on the left, a short status on the right. */
export function Header({ title, short, status, width = 78 }: {
  /** The game, its seed and turn. */
  title: string;
  /** A shorter title for a narrow terminal (the seed and turn without the game's name). */
  short?: string;
  /** Whose turn it is, or what is happening. */
  status: string;
  /** Columns it spans (the layout's width). */
  width?: number;
}) {
  // the status stays whole, a space before it: a long title gives way
  const room = Math.max(1, width - status.length - 1);
  const shown = [title, short ?? title].find((t) => t.length <= room) ?? (short ?? title).slice(0, room);
  return (
    <Box width={width} justifyContent="space-between">
      <Text bold wrap="truncate">
        {shown}
      </Text>
      <Text wrap="truncate">{status}</Text>
    </Box>
  );
}
