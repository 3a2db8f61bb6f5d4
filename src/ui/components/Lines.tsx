import { Box } from 'ink';
import { memo } from 'react';
import { Line, sameRuns, type Segment } from './Line.js';

type ScreenLines = readonly (readonly Segment[])[];

/** Whether two regions have the same lines, each with the same runs. */
const sameLines = (a: ScreenLines, b: ScreenLines): boolean => a === b || (a.length === b.length && a.every((l, i) => sameRuns(l, b[i])));

/**
 * Screen lines of styled runs, one under another: a board's or a hand's region. A plug-in draws
 * its lines anew for every new view (at a shared table, every move anywhere), so the region is
 * drawn again only when a line changed (another seat's move seldom changes a hand).
 */
export const Lines = memo(
  function Lines({ lines }: {
    /** The lines, top to bottom, each a list of runs. */
    lines: ScreenLines;
  }) {
    return (
      <Box flexDirection="column">
        {lines.map((segs, i) => (
          <Line key={i} segments={segs} />
        ))}
      </Box>
    );
  },
  (a, b) => sameLines(a.lines, b.lines),
);
