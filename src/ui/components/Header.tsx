import { Box, Text } from 'ink';

/** The top line: the game and seed on the left, a short status on the right. */
export function Header({ title, status }: {
  /** The game, its seed and turn. */
  title: string;
  /** Whose turn it is, or what is happening. */
  status: string;
}) {
  return (
    <Box width={78} justifyContent="space-between">
      <Text bold wrap="truncate">
        {title}
      </Text>
      <Text wrap="truncate">{status}</Text>
    </Box>
  );
}
