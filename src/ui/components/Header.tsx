import type { Segment } from './Line.js';
import { Line } from './Line.js';

/**
 * The top line, `width` columns: the game and seed on the left, bold; a short status at the
 * right edge. The status stays whole, a space before it: a long title gives way to `short`, then is cut.
 */
export function headerLine(title: string, short: string | undefined, status: string, width = 78): Segment[] {
  const room = Math.max(1, width - status.length - 1);
  const shown = [title, short ?? title].find((t) => t.length <= room) ?? (short ?? title).slice(0, room);
  const gap = Math.max(1, width - shown.length - status.length);
  return [{ text: shown, bold: true }, { text: ' '.repeat(gap) }, { text: status }];
}

/** The top line (see `headerLine`). */
export function Header({ title, short, status, width = 78 }: {
  /** The game, its seed and turn. */
  title: string;
  /** A shorter title for a narrow terminal (the seed and turn without the game's name). */
  short?: string;
  /** Whose turn it is, or what is happening. */
  status: string;
  /** Columns it spans (the layout's width). */
  width?: number;
}) {
  return <Line segments={headerLine(title, short, status, width)} />;
}
