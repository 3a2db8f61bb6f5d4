import { Lines } from '../../components/Lines.js';
import type { BoardProps } from '../types.js';
import { asFeast, boardLines } from './lines.js';
import { revealLines } from './reveal.js';

/**
 * The Feast's table: the topic, every seat and dummy with its ploy and points, the last round;
 * right after a reveal (until the viewer chooses again) the walkthrough of that reveal instead.
 */
export function FeastBoard({ view, glyphs, seat, names }: BoardProps) {
  const v = asFeast(view);
  const lines = revealLines(v, seat, names, glyphs) ?? boardLines(v, seat, names, glyphs);
  return <Lines lines={lines} />;
}
