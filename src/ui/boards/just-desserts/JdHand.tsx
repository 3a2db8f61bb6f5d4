import { Lines } from '../../components/Lines.js';
import type { BoardProps } from '../types.js';
import { asJd, withFaces } from './cards.js';
import { handLines } from './lines.js';

/** How the seat can serve what is before it: the sets of its desserts that satisfy, favorites first. */
export function JdHand({ view, selection, glyphs, seat, names, data, layout }: BoardProps) {
  const lines = withFaces(data, () => handLines(asJd(view), selection, glyphs, seat, names, layout));
  return <Lines lines={lines} />;
}
