import { Lines } from '../../components/Lines.js';
import { layoutOf, type BoardProps } from '../types.js';
import { asFeast, boardLines } from './lines.js';
import { revealLines } from './reveal.js';

/**
 * The Feast's table: the topic, every seat and dummy with its ploy and points, the last round;
 * right after a reveal (until the viewer chooses again) the walkthrough of that reveal instead.
 */
export function FeastBoard(props: BoardProps) {
  const { view, glyphs, seat, names } = props;
  const v = asFeast(view);
  const { width, boardLines: most } = layoutOf(props);
  const lines = revealLines(v, seat, names, glyphs, width, most) ?? boardLines(v, seat, names, glyphs, width, most);
  return <Lines lines={lines} />;
}
