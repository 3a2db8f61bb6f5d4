import { Box } from 'ink';
import { Line } from '../../components/Line.js';
import type { BoardProps } from '../types.js';
import { boardLines } from './lines.js';
import { asRdp } from './view.js';

/** The Royal Dinner Party table: the grid, the twelve seats around it, the deck. */
export function RdpBoard({ view, selection, glyphs }: BoardProps) {
  const lines = boardLines(asRdp(view), selection, glyphs);
  return (
    <Box flexDirection="column">
      {lines.map((segs, i) => (
        <Line key={i} segments={segs} />
      ))}
    </Box>
  );
}
