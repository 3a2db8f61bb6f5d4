import { Box } from 'ink';
import { Line } from '../../components/Line.js';
import type { BoardProps } from '../types.js';
import { asFeast, boardLines } from './lines.js';

/** The Feast's table: the topic, every seat and dummy with its ploy and points, the last round. */
export function FeastBoard({ view, glyphs, seat, names }: BoardProps) {
  const lines = boardLines(asFeast(view), seat, names, glyphs);
  return (
    <Box flexDirection="column">
      {lines.map((segs, i) => (
        <Line key={i} segments={segs} />
      ))}
    </Box>
  );
}
