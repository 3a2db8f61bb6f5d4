import { Lines } from '../../components/Lines.js';
import type { BoardProps } from '../types.js';
import { handLines } from './lines.js';
import { asRdp } from './view.js';

/** What the player holds: the drawn card, guests waiting for a seat, favors. */
export function RdpHand({ view, glyphs }: BoardProps) {
  const lines = handLines(asRdp(view), glyphs);
  return <Lines lines={lines} />;
}
