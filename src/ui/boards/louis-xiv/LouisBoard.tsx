import { Lines } from '../../components/Lines.js';
import { layoutOf, type BoardProps } from '../types.js';
import { nobleCheck } from './check.js';
import { compactBoardLines } from './compact.js';
import { boardLines } from './lines.js';
import { asLouis } from './view.js';

/** Louis XIV's table: the tray and its takes, the piles, the other seats at a glance, the seat's six nobles. */
export function LouisBoard(props: BoardProps) {
  const { view, selection, glyphs, seat, names, data } = props;
  const draw = layoutOf(props).name === 'full' ? boardLines : compactBoardLines;
  return <Lines lines={draw(asLouis(view), selection, glyphs, seat, names, data, nobleCheck)} />;
}
