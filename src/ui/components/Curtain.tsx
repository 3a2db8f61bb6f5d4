import { Box, Text } from 'ink';

/** Hides the table while play passes between two people: the next one presses a key. */
export function Curtain({ name, lines }: {
  /** Who sits down next ("Seat 2"). */
  name: string;
  /** The height to fill, so the table underneath is fully covered. */
  lines: number;
}) {
  return (
    <Box flexDirection="column" height={lines} justifyContent="center" alignItems="center" width={78}>
      <Text bold>{`Pass the keyboard to ${name}.`}</Text>
      <Text> </Text>
      <Text>{`${name}: when the others look away, press any key to see your cards.`}</Text>
    </Box>
  );
}
