import { Box, Text } from 'ink';
import { memo } from 'react';
import { BoardPart } from '../boards/BoardPart.js';
import type { BoardLayout, BoardPlugin, SelectionView } from '../boards/types.js';
import type { Glyphs } from '../glyphs.js';
import type { LegendEntry } from '../keys.js';
import { EventLog } from './EventLog.js';
import { Header } from './Header.js';
import { KeyLegend } from './KeyLegend.js';
import { MovePrompt } from './MovePrompt.js';

/**
 * The table's regions, top to bottom: header, board, hand, prompt, notes and log, legend. Each
 * is drawn again only when what it shows changed (an arrow redraws the board and the prompt,
 * not the log), so the parts take values the play screen keeps from one frame to the next.
 */

/** The board's or the hand's region, `lines` tall; `hiddenText` stands for the hand when no hand may be shown. */
export const BoardRegion = memo(function BoardRegion({ lines, hiddenText, ...props }: {
  plugin: BoardPlugin;
  part: 'board' | 'hand';
  lines: number;
  hiddenText?: string;
  view: Record<string, unknown>;
  selection: SelectionView;
  glyphs: Glyphs;
  seat: number;
  names: readonly string[];
  data: unknown;
  layout: BoardLayout;
  toMove: readonly number[];
}) {
  return (
    <Box flexDirection="column" height={lines} overflow="hidden">
      {hiddenText !== undefined ? (
        <Text dimColor wrap="truncate">
          {hiddenText}
        </Text>
      ) : (
        <BoardPart {...props} />
      )}
    </Box>
  );
});

export const TableHeader = memo(Header);
export const TablePrompt = memo(MovePrompt);
/** Same legend: the same entries in the same order (each screen works its legend out anew for every position). */
const sameLegend = (a: readonly LegendEntry[], b: readonly LegendEntry[]): boolean =>
  a === b || (a.length === b.length && a.every((e, i) => e[0] === b[i][0] && e[1] === b[i][1]));

/** The legend, drawn again only when its entries change (most keys leave it as it was). */
export const TableLegend = memo(
  function TableLegend({ keys }: { keys: readonly LegendEntry[] }) {
    return <KeyLegend keys={keys} />;
  },
  (a, b) => sameLegend(a.keys, b.keys),
);

/** Under the prompt: the note (a message, a hint) whole, then the log in the lines left. */
export const NotesAndLog = memo(function NotesAndLog({ lines, noteLines, message, entries, fresh, pinned, width, ellipsis }: {
  lines: number;
  noteLines: readonly string[];
  /** The note is the reducer's message (shown in yellow). */
  message: boolean;
  entries: readonly string[];
  fresh: number;
  pinned: readonly string[];
  width: number;
  ellipsis: string;
}) {
  const logLines = lines - noteLines.length;
  return (
    <Box flexDirection="column" height={lines}>
      {noteLines.map((l, i) => (
        <Text key={i} wrap="truncate" color={message ? 'yellow' : undefined}>
          {l}
        </Text>
      ))}
      {logLines > 0 && <EventLog entries={entries.slice(-logLines)} lines={logLines} fresh={fresh} pinned={pinned} cut={{ width, ellipsis }} />}
    </Box>
  );
});
