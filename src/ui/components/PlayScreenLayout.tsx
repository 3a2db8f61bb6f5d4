import { Box, Text } from 'ink';
import { memo } from 'react';
import { boardContext, type BoardLayout, type BoardPlugin, type SelectionView } from '../boards/types.js';
import type { Glyphs } from '../glyphs.js';
import type { LegendEntry } from '../keys.js';
import { EventLog } from './EventLog.js';
import { Header } from './Header.js';
import { KeyLegend } from './KeyLegend.js';
import { sameRuns, type Segment } from './Line.js';
import { Lines } from './Lines.js';
import { MovePrompt } from './MovePrompt.js';

/**
 * The table's regions, top to bottom: header, board, hand, prompt, notes and log, legend. Each
 * is drawn again only when what it shows changed (an arrow redraws the board and the prompt,
 * not the log), so the parts take values the play screen keeps from one frame to the next.
 */

/**
 * The board's or the hand's region, `lines` tall; `hiddenText` stands for the hand when no hand may be shown.
 * The plug-in draws the lines anew for every new view (at a shared table, every move anywhere);
 * the region is drawn again only when a line changed (another seat's move seldom changes a hand).
 */
export const BoardRegion = memo(function BoardRegion({ lines, hiddenText, plugin, part, ...props }: {
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
  const drawn = hiddenText !== undefined ? undefined : plugin[part](boardContext(plugin, props));
  return <RegionLines height={lines} hiddenText={hiddenText} drawn={drawn} />;
});

const sameLines = (a: readonly (readonly Segment[])[] | undefined, b: readonly (readonly Segment[])[] | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((l, i) => sameRuns(l, b[i])));

/** A region's lines as `BoardPart` draws them, or `hiddenText` in their place. */
const RegionLines = memo(
  function RegionLines({ height, hiddenText, drawn }: { height: number; hiddenText?: string; drawn?: readonly (readonly Segment[])[] }) {
    return (
      <Box flexDirection="column" height={height} overflow="hidden">
        {hiddenText !== undefined || drawn === undefined ? (
          <Text dimColor wrap="truncate">
            {hiddenText}
          </Text>
        ) : (
          <Lines lines={drawn} />
        )}
      </Box>
    );
  },
  (a, b) => a.height === b.height && a.hiddenText === b.hiddenText && sameLines(a.drawn, b.drawn),
);

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
