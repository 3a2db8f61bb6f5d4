import { Box } from 'ink';
import type { BoardPlugin, BoardProps } from '../boards/types.js';
import { boardContext } from '../boards/types.js';
import { Line, type Segment } from './Line.js';

/**
 * The table's screen as one column of lines, top to bottom: header, board, hand, prompt, notes
 * and log, legend. Every region is worked out as lines (each a list of styled runs) and the
 * screen draws them in one flat column, one Text per line, each drawn again only when its runs
 * changed: a key at a shared table changes a few lines of each seat's screen (the prompt, the
 * log), and Ink then lays out and writes those alone. Going from a tree of region boxes to this
 * column (with a line of one style styled on its own Text, `LineOf`) cut a shared table's key by
 * about a fifth of the drawing thread's CPU (`BENCH_ONLY=screens`, bench/README.md).
 */
export function TableRows({ rows, hidden }: {
  /** The screen's lines, top to bottom. */
  rows: readonly (readonly Segment[])[];
  /** Kept but not shown (under the help page). */
  hidden?: boolean;
}) {
  return (
    <Box flexDirection="column" display={hidden ? 'none' : 'flex'}>
      {rows.map((segs, i) => (
        <Line key={i} segments={segs} />
      ))}
    </Box>
  );
}

/** Exactly `n` lines: the first `n` of `lines`, blank ones below when there are fewer. */
export function regionLines(lines: readonly (readonly Segment[])[], n: number): (readonly Segment[])[] {
  const out = lines.slice(0, Math.max(0, n));
  while (out.length < n) out.push([]);
  return out;
}

/** The board's or the hand's region, `n` lines: the plug-in's lines, or `hiddenText` (dim) where no hand may be shown. */
export function boardRegion(plugin: BoardPlugin, part: 'board' | 'hand', n: number, props: BoardProps, hiddenText?: string): (readonly Segment[])[] {
  const lines = hiddenText !== undefined ? [[{ text: hiddenText, dim: true }]] : plugin[part](boardContext(plugin, props));
  return regionLines(lines, n);
}
