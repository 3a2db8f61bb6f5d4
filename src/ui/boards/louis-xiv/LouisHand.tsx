import { Lines } from '../../components/Lines.js';
import { layoutOf, type BoardProps } from '../types.js';
import { nobleCheck } from './check.js';
import { handLines } from './lines.js';
import { asLouis } from './view.js';

/** The seat's score, the cards it took and what the selected one would do, its imposter. */
export function LouisHand(props: BoardProps) {
  const { view, selection, glyphs, seat, names, data } = props;
  return <Lines lines={handLines(asLouis(view), selection, glyphs, seat, names, data, nobleCheck, layoutOf(props).width)} />;
}
