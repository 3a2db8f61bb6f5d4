import { wrapText } from '../layout.js';
import type { Segment } from './Line.js';
import { Lines } from './Lines.js';

/** How the log's lines are cut: wrapped to `width` (later lines indented), or cut to `cut.width` at a word's end. */
export interface LogFit {
  /** When given, long entries wrap to this width (their later lines indented) instead of being cut. */
  width?: number;
  /** Otherwise long entries are cut to this width at a word's end, the cut marked with `ellipsis`. */
  cut?: { width: number; ellipsis: string };
}

/**
 * The log's screen lines, exactly `lines` of them: the last few things that happened, newest
 * last, those of the last move marked `>` and the older ones dim. Notes meant for the person to
 * move alone (`pinned`) stay at the top, bold and marked `*`, until that person acts.
 */
export function logLines(given: readonly string[], lines: number, fresh: number, pinned: readonly string[] = [], { width, cut }: LogFit = {}): Segment[][] {
  // the mark before each entry ('> ', '* ') takes two columns
  const fit = (e: string) => (cut ? cutWords(e, cut.width - 2, cut.ellipsis) : e);
  const entries = width ? wrapped(given, width, lines) : given.map(fit);
  // a pinned note already among the newest lines is not shown twice
  const keep = pinned.map(fit).slice(-Math.max(1, Math.floor(lines / 2)));
  const rest = lines - keep.length;
  const tail = entries.slice(-rest);
  const top = keep.filter((p) => !tail.includes(p));
  const shown = entries.slice(-(lines - top.length));
  const pad = lines - top.length - shown.length;
  const firstFresh = shown.length - Math.min(fresh, shown.length);
  return [
    ...top.map((e) => [{ text: `* ${e}`, bold: true }]),
    ...shown.map((e, i) => [i < firstFresh ? { text: `  ${e}`, dim: true } : { text: `> ${e}` }]),
    ...Array.from({ length: Math.max(0, pad) }, () => []),
  ];
}

/** The last few things that happened, always `lines` tall (see `logLines`). */
export function EventLog({ entries, lines, fresh, pinned = [], width, cut }: {
  /** What happened, oldest first, as a person would say it. */
  entries: readonly string[];
  /** How many lines the log takes. */
  lines: number;
  /** How many of the newest entries came from the last move (marked). */
  fresh: number;
  /** Private notes to keep in view at the top (oldest first); at most half the log. */
  pinned?: readonly string[];
} & LogFit) {
  return <Lines lines={logLines(entries, lines, fresh, pinned, { width, cut })} />;
}

/** The newest entries that fit in `lines` lines, each wrapped whole (later lines indented). */
function wrapped(entries: readonly string[], width: number, lines: number): string[] {
  const out: string[][] = [];
  let used = 0;
  for (let i = entries.length - 1; i >= 0; i--) {
    const w = wrapText(entries[i], width - 2).map((l, k) => (k ? `  ${l}` : l));
    if (used + w.length > lines && out.length) break;
    out.unshift(w.slice(0, lines));
    used += w.length;
  }
  return out.flat();
}

/**
 * `text` within `width` columns: whole when it fits, else cut after the last word that fits
 * (with the punctuation before the cut dropped) and marked with `ellipsis`; a single word
 * longer than half the line is cut where it must be.
 */
export function cutWords(text: string, width: number, ellipsis: string): string {
  if (text.length <= width) return text;
  const room = width - ellipsis.length;
  if (room <= 0) return text.slice(0, Math.max(0, width));
  // where the last word that fits ends: before a space or a punctuation mark
  let end = -1;
  for (let i = room; i > 0 && end < 0; i--) if (/[\s,;:.!?]/.test(text[i]) && !/[\s(]/.test(text[i - 1])) end = i;
  const kept = end >= room / 2 ? text.slice(0, end) : text.slice(0, room);
  return `${kept.replace(/[\s,;:.!?(]+$/, '')}${ellipsis}`;
}
