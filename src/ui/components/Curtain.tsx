import { Box, Text } from 'ink';
import { useLayoutEffect, useRef, useState } from 'react';
import { useKeys } from '../hooks/use-keys.js';
import { alwaysKey } from '../keys.js';

/**
 * How long the curtain must have been on screen before its key lifts it, in milliseconds: long
 * enough to be read, so a key meant for the screen before (a double-tapped Enter, the last
 * letter of a move, keys read together) never shows the next person's cards.
 */
export const CURTAIN_READ_MS = 500;

/** The key that lifts the curtain for `seat` (from 0): its number, "I am Seat 3". */
export const liftKey = (seat: number): string => String(seat + 1);

/**
 * Hides the table while play passes between two people. Only the next person's own number
 * lifts it (`3` for Seat 3), pressed once the curtain has been shown for CURTAIN_READ_MS; any
 * other key (Enter, Esc, `+`, another number) is answered with what to press. Help and quit
 * keep working (the play screen's own keys).
 */
export function Curtain({ seat, name, lines, note, width = 78, onLift }: {
  /** Who sits down next (from 0). */
  seat: number;
  /** Their name on screen ("Seat 2"). */
  name: string;
  /** Why they are called, when the game says (a token to place out of turn). */
  note?: string;
  /** The height to fill, so the table underneath is fully covered. */
  lines: number;
  /** Columns it spans (the layout's width). */
  width?: number;
  /** The person pressed their key: show them the table. */
  onLift(): void;
}) {
  const shownAt = useRef(Number.POSITIVE_INFINITY);
  const [nudge, setNudge] = useState(false);
  // from when the curtain is on screen (again: after help, or a resize to too small and back)
  useLayoutEffect(() => {
    shownAt.current = performance.now();
  }, []);
  const key = liftKey(seat);
  useKeys((input, k) => {
    if (input === key && !k.meta && !k.ctrl) {
      if (performance.now() - shownAt.current >= CURTAIN_READ_MS) onLift();
    } else if (!alwaysKey(input, k)) setNudge(true);
  });
  return (
    <Box flexDirection="column" height={lines} justifyContent="center" alignItems="center" width={width}>
      <Text bold>{`Pass the keyboard to ${name}.`}</Text>
      <Text> </Text>
      <Text wrap="wrap">{`${name}: when the others look away, press ${key} to see your cards.`}</Text>
      {note ? <Text> </Text> : null}
      {note ? <Text wrap="truncate">{note}</Text> : null}
      {nudge ? <Text> </Text> : null}
      {nudge ? <Text wrap="truncate">{`Only ${key} shows the table (${name}'s number).`}</Text> : null}
    </Box>
  );
}
