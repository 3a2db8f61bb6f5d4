import { Lines } from '../../components/Lines.js';
import type { BoardProps } from '../types.js';
import { asJd, withFaces } from './cards.js';
import { boardLines } from './lines.js';

/** The Just Desserts table: the turn and the card that matters, every seat's guests, the piles, your desserts. */
export function JdBoard({ view, selection, glyphs, seat, names, data, layout }: BoardProps) {
  const lines = withFaces(data, () => boardLines(asJd(view), selection, glyphs, seat, names, layout));
  return <Lines lines={lines} />;
}
