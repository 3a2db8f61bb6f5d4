import { Lines } from '../../components/Lines.js';
import type { BoardProps } from '../types.js';
import { asFeast, handLines } from './lines.js';

/** The seat's cards, its face-down ploy and what it has captured. */
export function FeastHand({ view, glyphs, seat }: BoardProps) {
  const lines = handLines(asFeast(view), seat, glyphs);
  return <Lines lines={lines} />;
}
