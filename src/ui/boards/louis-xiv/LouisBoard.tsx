import { Box } from 'ink';
import { Line } from '../../components/Line.js';
import type { BoardProps } from '../types.js';
import { nobleCheck } from './check.js';
import { boardLines } from './lines.js';
import { asLouis } from './view.js';

/** Louis XIV's table: the tray and its takes, the piles, the other seats at a glance, the seat's six nobles. */
export function LouisBoard({ view, selection, glyphs, seat, names, data }: BoardProps) {
  const lines = boardLines(asLouis(view), selection, glyphs, seat, names, data, nobleCheck);
  return (
    <Box flexDirection="column">
      {lines.map((segs, i) => (
        <Line key={i} segments={segs} />
      ))}
    </Box>
  );
}
