import { Lines } from '../../components/Lines.js';
import type { BoardProps } from '../types.js';
import { facesOf } from './faces.js';
import { boardLines } from './lines.js';
import { asSdp } from './view.js';

/** The Surrealist Dinner Party table: the course and platter, the ring of guests seat by seat, what happens now. */
export function SdpBoard({ view, selection, glyphs, seat, names, data, toMove, layout }: BoardProps) {
  const lines = boardLines(asSdp(view), facesOf(data), selection, glyphs, seat, names, toMove, layout);
  return <Lines lines={lines} />;
}
