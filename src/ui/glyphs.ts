/**
 * The symbols a screen draws with: Unicode suits, boxes and marks, or plain ASCII letters for
 * terminals whose locale is not UTF-8 (and under `--ascii`). Meaning never rests on colour: a
 * cursor, a candidate and a satisfied guest each have their own mark in both sets.
 */
import { unicodeFor } from '../terminal.js';
export interface Glyphs {
  /** True for the ASCII set. */
  ascii: boolean;
  /** Suit letter (S H D C) to what is drawn. */
  suits: Readonly<Record<string, string>>;
  /** Box drawing: horizontal, vertical, corners (top-left, top-right, bottom-left, bottom-right), tees and cross. */
  box: { h: string; v: string; tl: string; tr: string; bl: string; br: string; t: string; b: string; l: string; r: string; x: string };
  /** Marks the highlighted choice (before it). */
  cursor: string;
  /** Closes the highlighted choice (after it). */
  cursorEnd: string;
  /** Marks a possible choice. */
  candidate: string;
  /** Marks something done or satisfied. */
  ok: string;
  /** The "times" of a stack height ("x3"). */
  times: string;
  /** Separates items on a line. */
  sep: string;
  /** An empty place. */
  empty: string;
  /** The arrow keys, as the key legend names them. */
  arrows: string;
  /** Left and right marks around a value that arrows change. */
  less: string;
  more: string;
  /** The ellipsis of a cut line. */
  ellipsis: string;
  /** A spinner's frames while a computer thinks. */
  spinner: readonly string[];
}

export const UNICODE: Glyphs = {
  ascii: false,
  suits: { S: '♠', H: '♥', D: '♦', C: '♣' },
  box: { h: '─', v: '│', tl: '┌', tr: '┐', bl: '└', br: '┘', t: '┬', b: '┴', l: '├', r: '┤', x: '┼' },
  cursor: '▸',
  cursorEnd: '◂',
  candidate: '·',
  ok: '✓',
  times: '×',
  sep: ' · ',
  empty: '—',
  arrows: '←↑→↓',
  less: '◂',
  more: '▸',
  ellipsis: '…',
  spinner: ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'],
};

export const ASCII: Glyphs = {
  ascii: true,
  suits: { S: 'S', H: 'H', D: 'D', C: 'C' },
  box: { h: '-', v: '|', tl: '+', tr: '+', bl: '+', br: '+', t: '+', b: '+', l: '+', r: '+', x: '+' },
  cursor: '>',
  cursorEnd: '<',
  candidate: '.',
  ok: 'ok',
  times: 'x',
  sep: ' | ',
  empty: '--',
  arrows: 'arrows',
  less: '<',
  more: '>',
  ellipsis: '~',
  spinner: ['-', '\\', '|', '/'],
};

/** The glyph set for this terminal: ASCII under `--ascii` or without Unicode (src/terminal.ts decides). */
export function chooseGlyphs(ascii: boolean | undefined, env: NodeJS.ProcessEnv): Glyphs {
  return unicodeFor(ascii, env) ? UNICODE : ASCII;
}

/** Cuts a line to `width` characters, marking the cut. */
export function clip(text: string, width: number, g: Glyphs): string {
  if (text.length <= width) return text;
  return width <= 1 ? text.slice(0, width) : text.slice(0, width - 1) + g.ellipsis;
}
