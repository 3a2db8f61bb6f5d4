import { Box, Text } from 'ink';
import { wrapText } from '../layout.js';

/**
 * The last few things that happened, newest last, always `lines` tall. Notes meant for the
 * person to move alone (`pinned`) stay at the top, marked `*`, until that person acts.
 */
export function EventLog({ entries: given, lines, fresh, pinned = [], width, cut }: {
  /** What happened, oldest first, as a person would say it. */
  entries: readonly string[];
  /** How many lines the log takes. */
  lines: number;
  /** How many of the newest entries came from the last move (marked). */
  fresh: number;
  /** Private notes to keep in view at the top (oldest first); at most half the log. */
  pinned?: readonly string[];
  /** When given, long entries wrap to this width (their later lines indented) instead of being cut. */
  width?: number;
  /** Otherwise long entries are cut to this width at a word's end, the cut marked with `ellipsis`. */
  cut?: { width: number; ellipsis: string };
}) {
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
  return (
    <Box flexDirection="column">
      {top.map((e, i) => (
        <Text key={`pin${i}`} wrap="truncate" bold>
          {'* '}
          {e}
        </Text>
      ))}
      {shown.map((e, i) => (
        <Text key={i} wrap="truncate" dimColor={i < firstFresh}>
          {i >= firstFresh ? '> ' : '  '}
          {e}
        </Text>
      ))}
      {Array.from({ length: pad }, (_, i) => (
        <Text key={`pad${i}`}> </Text>
      ))}
    </Box>
  );
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
