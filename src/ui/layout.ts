/**
 * The screen's budget. Every frame stays shorter than the terminal (Ink clears the whole
 * screen when a frame is as tall as the terminal), so a terminal of R rows gets frames of R-1
 * lines. Three layouts, chosen by the terminal's size (and again on resize):
 *
 *   full     from 80x23 (tmux's 80x23 inside an 80x24 window): boards of 11+2 lines, 78 columns
 *   compact  from 60x20: boards that say they fit, in 58 columns
 *   small    from 50x16 (a phone's SSH client in portrait): boards that say they fit, in 48 columns
 *
 * The play screen is: header (1), board, hand, prompt (3), the lower region (a note or hint,
 * then the log; it takes whatever lines are left, at least MIN_LOWER), the key legend (1).
 */
import type { BoardLayout, BoardPlugin, LayoutName } from './boards/types.js';

export type { LayoutName };

/** A layout's smallest terminal, and the width its boards draw to. */
export const LAYOUTS: Readonly<Record<LayoutName, { columns: number; rows: number; width: number }>> = {
  full: { columns: 80, rows: 23, width: 78 },
  compact: { columns: 60, rows: 20, width: 58 },
  small: { columns: 50, rows: 16, width: 48 },
};
/** Largest first: a screen takes the first that fits. */
/** Columns the full layout's board and hand draw in. */
export const WIDTH = LAYOUTS.full.width;

export const LAYOUT_ORDER: readonly LayoutName[] = ['full', 'compact', 'small'];

/** The full layout's board and hand heights (what a plug-in without `layouts` draws). */
export const FULL_REGIONS = { board: 11, hand: 2 } as const;
/** The prompt region: what to decide, the actions, the choices. */
export const PROMPT_LINES = 3;
/** The lower region's least height: a note (hint, message) and the log share it. */
export const MIN_LOWER = 2;

/** The smallest terminal any screen can use (the menu, help and the smallest boards). */
export const MIN_COLUMNS = LAYOUTS.small.columns;
export const MIN_ROWS = LAYOUTS.small.rows;

/** What the screens have to draw in: the terminal's size and the layout that fits it. */
export interface Screen {
  /** The largest layout the terminal fits, or undefined below the smallest. */
  name: LayoutName | undefined;
  /** Columns text may use (one less than the terminal, so a full line never wraps). */
  columns: number;
  /** Lines a frame may use. */
  lines: number;
  /** The width boards and headers draw to. */
  width: number;
  /** The terminal's own size. */
  size: { columns: number; rows: number };
}

const fits = (name: LayoutName, columns: number, rows: number): boolean =>
  columns >= LAYOUTS[name].columns && rows >= LAYOUTS[name].rows;

/** The screen for a terminal of `columns` x `rows`. */
export function screenFor(columns: number, rows: number): Screen {
  const name = LAYOUT_ORDER.find((n) => fits(n, columns, rows));
  return { name, columns: Math.max(1, columns - 1), lines: Math.max(1, rows - 1), width: LAYOUTS[name ?? 'small'].width, size: { columns, rows } };
}

/** The board's regions in a layout, or undefined when the plug-in does not draw that layout. */
export function boardRegions(plugin: Pick<BoardPlugin, 'layouts'>, name: LayoutName): { board: number; hand: number } | undefined {
  return name === 'full' ? FULL_REGIONS : plugin.layouts?.[name];
}

/** The play screen's layout for a plug-in on this terminal: the largest both fit, or undefined. */
export function playLayout(plugin: Pick<BoardPlugin, 'layouts'>, columns: number, rows: number): (BoardLayout & { lower: number }) | undefined {
  for (const name of LAYOUT_ORDER) {
    const r = boardRegions(plugin, name);
    if (!r || !fits(name, columns, rows)) continue;
    const lower = rows - 1 - (1 + r.board + r.hand + PROMPT_LINES + 1);
    if (lower < MIN_LOWER) continue;
    return { name, width: LAYOUTS[name].width, boardLines: r.board, handLines: r.hand, lower };
  }
  return undefined;
}

/** The smallest terminal a plug-in's game can be played on ("50x16"). */
export function smallestFor(plugin: Pick<BoardPlugin, 'layouts'>): { columns: number; rows: number } {
  let best = { columns: LAYOUTS.full.columns, rows: LAYOUTS.full.rows };
  for (const name of LAYOUT_ORDER) {
    const r = boardRegions(plugin, name);
    if (!r) continue;
    const rows = Math.max(LAYOUTS[name].rows, 1 + 1 + r.board + r.hand + PROMPT_LINES + MIN_LOWER + 1);
    best = { columns: LAYOUTS[name].columns, rows };
  }
  return best;
}

/**
 * Words wrapped to `width` columns (a word longer than a line is cut); leading spaces kept on
 * the first line, and on the others too with `hang` (a help page's indented entries).
 */
export function wrapText(text: string, width: number, hang = false): string[] {
  const indent = /^ */.exec(text)?.[0] ?? '';
  const rest = hang && indent.length < width / 2 ? indent : '';
  const out: string[] = [];
  let line = indent;
  for (const word of text.slice(indent.length).split(' ')) {
    if (line.trim() && line.length + 1 + word.length > width) {
      out.push(line);
      line = rest + word;
    } else line = line.trim() ? `${line} ${word}` : `${line}${word}`;
  }
  if (line.trim() || !out.length) out.push(line);
  return out.map((l) => (l.length > width ? l.slice(0, width) : l));
}

/** At most `most` lines; a cut is marked at the end of the last one shown. */
export function clipLines(lines: readonly string[], most: number, width: number, g: { ellipsis: string }): string[] {
  if (lines.length <= most) return [...lines];
  const kept = lines.slice(0, Math.max(0, most));
  if (kept.length) {
    const last = kept[kept.length - 1];
    kept[kept.length - 1] = `${last.length + g.ellipsis.length > width ? last.slice(0, width - g.ellipsis.length) : last}${g.ellipsis}`;
  }
  return kept;
}

/** Items of a one-line list, slid so the highlighted one shows within `width`. */
export function windowed(items: readonly string[], at: number, width: number, gap = 2): { text: string; from: number; to: number } {
  let from = 0;
  let to = items.length;
  const size = (a: number, b: number) => items.slice(a, b).reduce((n, s) => n + s.length + gap, 0);
  while (size(from, to) > width - 4 && to - from > 1) {
    if (at - from > to - 1 - at) from++;
    else to--;
  }
  return { text: items.slice(from, to).join(' '.repeat(gap)), from, to };
}
