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

/** Characters that have an ASCII stand-in of the same width (quotes, dashes, the cut mark Ink adds). */
const STAND_INS: Readonly<Record<string, string>> = {
  '…': '~', '—': '-', '–': '-', '‘': "'", '’': "'", '“': '"', '”': '"', '·': '.', '×': 'x', '«': '<', '»': '>', ß: 's', æ: 'e', Æ: 'E', ø: 'o', Ø: 'O', œ: 'e', Œ: 'E', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D',
};

/** Characters a terminal draws two columns wide (East Asian wide and full-width forms, emoji). */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1faff}\u{20000}-\u{3fffd}]/u;

/**
 * `text` in ASCII for a terminal that has no Unicode, each character keeping its width, so a
 * frame laid out for the original lines up the same: accents dropped (`Dalí` → `Dali`), a few
 * stand-ins (`…` → `~`), `?` for anything else (`??` for a wide one). Escape sequences are
 * ASCII already and pass unchanged.
 */
export function asciiOnly(text: string): string {
  if (!/[^\u0000-\u007f]/.test(text)) return text;
  let out = '';
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80) out += ch;
    else if (STAND_INS[ch]) out += STAND_INS[ch];
    else if (/\p{M}/u.test(ch)) continue;
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += /^[\u0020-\u007e]$/.test(base) ? base : WIDE.test(ch) ? '??' : '?';
    }
  }
  return out;
}
