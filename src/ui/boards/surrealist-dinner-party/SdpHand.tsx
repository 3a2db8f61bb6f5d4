import { Lines } from '../../components/Lines.js';
import type { BoardProps } from '../types.js';
import { facesOf } from './faces.js';
import { handLines } from './lines.js';
import { asSdp } from './view.js';

/** The seat's hand of guests, each with its appetites, marked while one is being seated. */
export function SdpHand({ view, selection, glyphs, seat, data, layout }: BoardProps) {
  const lines = handLines(asSdp(view), facesOf(data), selection, glyphs, seat, layout);
  return <Lines lines={lines} />;
}
