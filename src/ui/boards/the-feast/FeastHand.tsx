import { Box } from 'ink';
import { Line } from '../../components/Line.js';
import type { BoardProps } from '../types.js';
import { asFeast, handLines } from './lines.js';

/** The seat's cards, its face-down ploy and what it has captured. */
export function FeastHand({ view, glyphs, seat }: BoardProps) {
  const lines = handLines(asFeast(view), seat, glyphs);
  return (
    <Box flexDirection="column">
      {lines.map((segs, i) => (
        <Line key={i} segments={segs} />
      ))}
    </Box>
  );
}
