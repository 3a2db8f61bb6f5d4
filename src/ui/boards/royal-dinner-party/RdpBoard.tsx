import { Lines } from '../../components/Lines.js';
import type { BoardProps } from '../types.js';
import { boardLines } from './lines.js';
import { asRdp } from './view.js';

/** The Royal Dinner Party table: the grid, the twelve seats around it, the deck. */
export function RdpBoard({ view, selection, glyphs }: BoardProps) {
  const lines = boardLines(asRdp(view), selection, glyphs);
  return <Lines lines={lines} />;
}
