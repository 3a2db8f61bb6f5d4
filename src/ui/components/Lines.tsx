import { Box } from 'ink';
import { Line, type Segment } from './Line.js';

/** Screen lines of styled runs, one under another: a board's or a hand's region. */
export function Lines({ lines }: {
  /** The lines, top to bottom, each a list of runs. */
  lines: readonly (readonly Segment[])[];
}) {
  return (
    <Box flexDirection="column">
      {lines.map((segs, i) => (
        <Line key={i} segments={segs} />
      ))}
    </Box>
  );
}
