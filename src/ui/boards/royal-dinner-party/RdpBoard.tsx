import { Lines } from '../../components/Lines.js';
import { layoutOf, type BoardProps } from '../types.js';
import { compactBoardLines } from './compact.js';
import { boardLines } from './lines.js';
import { asRdp } from './view.js';

/** The Royal Dinner Party table: the grid, the twelve seats around it, the deck. */
export function RdpBoard(props: BoardProps) {
  const { view, selection, glyphs } = props;
  const lines = layoutOf(props).name === 'full' ? boardLines(asRdp(view), selection, glyphs) : compactBoardLines(asRdp(view), selection, glyphs);
  return <Lines lines={lines} />;
}
