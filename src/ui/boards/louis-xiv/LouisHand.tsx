import { Box } from 'ink';
import { Line } from '../../components/Line.js';
import type { BoardProps } from '../types.js';
import { nobleCheck } from './check.js';
import { handLines } from './lines.js';
import { asLouis } from './view.js';

/** The seat's score, the cards it took and what the selected one would do, its imposter. */
export function LouisHand({ view, selection, glyphs, seat, names, data }: BoardProps) {
  const lines = handLines(asLouis(view), selection, glyphs, seat, names, data, nobleCheck);
  return (
    <Box flexDirection="column">
      {lines.map((segs, i) => (
        <Line key={i} segments={segs} />
      ))}
    </Box>
  );
}
