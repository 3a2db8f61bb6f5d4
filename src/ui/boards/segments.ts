/**
 * Pieces the boards build their lines from: styled segments cut to a width, a word marked as
 * the move being put together marks it (cursor, chosen, open choice), and packing items
 * into a few lines with what does not fit counted.
 */
import type { Segment } from '../components/Line.js';
import type { Glyphs } from '../glyphs.js';
import { WIDTH } from '../layout.js';
import type { SelectionView } from './types.js';

export const len = (segs: readonly Segment[]): number => segs.reduce((n, s) => n + s.text.length, 0);
export const pad = (n: number): Segment => ({ text: ' '.repeat(Math.max(0, n)) });
/** "1 dessert", "2 desserts" (one helper for every count the program writes). */
export { noun, plural } from '../../engine/words.js';

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

/** How a card code is marked while a move is put together. */
export function markOf(word: string, sel: SelectionView): Mark {
  if (!sel.active) return 'none';
  if (sel.args.includes(word)) return 'chosen';
  if (sel.cursor === word) return 'cursor';
  if (sel.choices.includes(word)) return 'candidate';
  return 'none';
}

/** The characters around a marked word; `fixed` keeps both one character wide (for columns). */
export function marks(m: Mark, g: Glyphs, fixed = false): [string, string] {
  if (m === 'cursor') return [g.cursor, g.cursorEnd];
  if (m === 'chosen') return ['[', ']'];
  const blank = fixed ? ' ' : '';
  if (m === 'candidate') return [g.candidate, blank];
  return [blank, blank];
}

/** A card code with its selection marks (the cursor in inverse as well). */
export function codeSegs(code: string, sel: SelectionView, g: Glyphs, suffix = ''): Segment[] {
  const m = markOf(code, sel);
  const [l, r] = marks(m, g);
  const text = `${l}${code}${suffix}${r}`;
  if (m === 'cursor') return [{ text, inverse: true }];
  return [{ text, bold: m !== 'none' }];
}

/** A piece of a packed line: printed after `sep` unless it starts a line. */
export interface Chunk {
  segs: Segment[];
  sep: string;
  /** Put before the chunk when it starts a continuation line (a guest group's icon, so the group is still named). */
  lead?: Segment[];
}

/**
 * Packs chunks after `head` into at most `maxLines` lines of `width`, continuation lines
 * indented; what does not fit is counted at the end ("… 3 more") and reported in `hidden`.
 */
export function pack(
  head: Segment[],
  chunks: readonly Chunk[],
  maxLines: number,
  indent: number,
  g: Glyphs,
  width = WIDTH,
): { lines: Segment[][]; hidden: number } {
  interface PackedLine {
    head: Segment[];
    items: Chunk[];
  }
  const lines: PackedLine[] = [{ head, items: [] }];
  const lineLen = (l: PackedLine): number =>
    len(l.head) + l.items.reduce((n, c, i) => n + (i ? c.sep.length : 0) + len(c.segs), 0);
  let i = 0;
  for (; i < chunks.length; i++) {
    const line = lines[lines.length - 1];
    const need = (line.items.length ? chunks[i].sep.length : 0) + len(chunks[i].segs);
    if (lineLen(line) + need <= width) line.items.push(chunks[i]);
    else if (lines.length < maxLines) {
      const c = chunks[i];
      lines.push({ head: [pad(indent)], items: [c.lead ? { ...c, segs: [...c.lead, ...c.segs] } : c] });
    }
    else if (!line.items.length) line.items.push(chunks[i]);
    else break;
  }
  const hidden = chunks.length - i;
  if (hidden) {
    const line = lines[lines.length - 1];
    let left = hidden;
    const more = (): string => ` ${g.ellipsis}${left} more`;
    while (line.items.length > 1 && lineLen(line) + more().length > width) {
      line.items.pop();
      left++;
    }
    line.items.push({ segs: [{ text: more(), dim: true }], sep: '' });
  }
  return {
    lines: lines.map((l) => [...l.head, ...l.items.flatMap((c, k) => (k && c.sep ? [{ text: c.sep }, ...c.segs] : c.segs))]),
    hidden,
  };
}
