import { Box, Text } from 'ink';

/** Hides the table while play passes between two people: the next one presses a key. */
export function Curtain({ name, lines, note, width = 78 }: {
  /** Who sits down next ("Seat 2"). */
  name: string;
  /** Why they are called, when the game says (a token to place out of turn). */
  note?: string;
  /** The height to fill, so the table underneath is fully covered. */
  lines: number;
  /** Columns it spans (the layout's width). */
  width?: number;
}) {
  return (
    <Box flexDirection="column" height={lines} justifyContent="center" alignItems="center" width={width}>
      <Text bold>{`Pass the keyboard to ${name}.`}</Text>
      <Text> </Text>
      <Text wrap="wrap">{`${name}: when the others look away, press any key to see your cards.`}</Text>
      {note ? <Text> </Text> : null}
      {note ? <Text wrap="truncate">{note}</Text> : null}
    </Box>
  );
}
