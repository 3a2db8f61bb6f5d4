import { Box, Text } from 'ink';

/** The top line: the game and seed on the left, a short status on the right. */
export function Header({ title, status, width = 78 }: {
  /** The game, its seed and turn. */
  title: string;
  /** Whose turn it is, or what is happening. */
  status: string;
  /** Columns it spans (the layout's width). */
  width?: number;
}) {
  return (
    <Box width={width} justifyContent="space-between">
      <Text bold wrap="truncate">
        {title}
      </Text>
      <Text wrap="truncate">{status}</Text>
    </Box>
  );
}
