/**
 * Helpers the boards share for lines of styled segments: widths, padding, cutting a line,
 * and how a move word is marked while a move is put together (marks, not colours).
 */
import type { Segment } from '../components/Line.js';
import type { Glyphs } from '../glyphs.js';
import type { SelectionView } from './types.js';

/** Total characters of a line's segments. */
export const len = (segs: readonly Segment[]): number => segs.reduce((n, s) => n + s.text.length, 0);

/** `n` spaces (none when n is not positive). */
export const pad = (n: number): Segment => ({ text: ' '.repeat(Math.max(0, n)) });

/** Cuts a line of segments to `width` characters, marking the cut. */
export function clipSegments(segs: readonly Segment[], width: number, g: Glyphs): Segment[] {
  if (len(segs) <= width) return segs.slice();
  const out: Segment[] = [];
  let room = width - g.ellipsis.length;
  for (const s of segs) {
    if (room <= 0) break;
    out.push({ ...s, text: s.text.slice(0, room) });
    room -= s.text.length;
  }
  out.push({ text: g.ellipsis });
  return out;
}

export type Mark = 'cursor' | 'chosen' | 'candidate' | 'none';

/** How a move word is marked: the cursor, a word already chosen, an open choice, or nothing. */
export function markOf(word: string, sel: SelectionView): Mark {
  if (!sel.active) return 'none';
  if (sel.args.includes(word)) return 'chosen';
  if (sel.cursor === word) return 'cursor';
  if (sel.choices.includes(word)) return 'candidate';
  return 'none';
}

/** The characters around a marked word; `fixed` keeps both one character wide (for columns). */
export function marks(m: Mark, g: Glyphs, fixed = true): [string, string] {
  if (m === 'cursor') return [g.cursor, g.cursorEnd];
  if (m === 'chosen') return ['[', ']'];
  const blank = fixed ? ' ' : '';
  if (m === 'candidate') return [g.candidate, blank];
  return [blank, blank];
}
