/**
 * A cheaper way for Ink 6.8 to turn its render operations into a frame's text, giving the same
 * bytes as its own (`Output.get`, ink/build/output.js).
 *
 * Ink builds every frame as a grid of cells, an object per cell (a 80x24 screen: 1,920 of
 * them), puts each written line's styled characters into it, then turns each row back into
 * text, its escape codes worked out character by character: every line of every frame, even
 * the ones that did not change. On a server drawing for hundreds of connections that was the
 * largest part of a key's cost. Here each written line is turned into its text once (kept by
 * the line, shared by every frame and screen of the process), and a row is its lines' texts
 * with plain spaces between them.
 *
 * That gives Ink's bytes when the lines of a row neither touch nor overlap and each lies
 * wholly inside its clip region (a row of one line, or of a title and a status apart, as all
 * this program's screens draw); any other frame is left to Ink's own code, whole.
 */
import Output from '../../node_modules/ink/build/output.js';
import { ansiCodesToString, diffAnsiCodes, reduceAnsiCodesIncremental, tokenize } from '../../node_modules/@alcalzone/ansi-tokenize/build/index.js';
import { BoundedMap } from './bounded-cache.js';
import { frameWays } from './frame-ways.js';

type AnsiCode = Parameters<typeof ansiCodesToString>[0][number];

interface Caches {
  getStringWidth(text: string): number;
  getWidestLine(text: string): number;
}

type Operation =
  | { type: 'write'; x: number; y: number; text: string; transformers: ((s: string, index: number) => string)[] }
  | { type: 'clip'; clip: { x1?: number; x2?: number; y1?: number; y2?: number } }
  | { type: 'unclip' };

interface OutputLike {
  width: number;
  height: number;
  operations: Operation[];
  caches: Caches;
  get(): { output: string; height: number };
}

/** A written line as a row shows it: its text with its escape codes, and the cells it takes. */
interface Piece {
  text: string;
  cells: number;
}

/** How many lines' texts are kept (a few hundred bytes each), the oldest going first. */
const KEEP = 20_000;
const pieces = new BoundedMap<string, Piece>(KEEP);

/** Printable ASCII only: one cell a character, and no escape code. */
const PLAIN = /^[\x20-\x7e]*$/;

/**
 * A written line's text and cells, as Ink's grid would hold and print them (wide characters
 * fill the cells after them, with nothing printed for those).
 *
 * Ink gives each character its own copy of the styles in force (`styledCharsFromTokens`) and
 * prints a row by asking, between every two characters, which codes turn the one's styles into
 * the other's (`styledCharsToString`). Between two characters with no escape code between
 * them the answer is none, so here the question is asked only where an escape code came: the
 * same text, without an object per character. A line of printable ASCII without escapes is its
 * own text.
 */
function piece(line: string, caches: Caches): Piece {
  let p = pieces.get(line);
  if (p) return p;
  p = plainPiece(line, caches) ?? styledPiece(line, caches);
  pieces.set(line, p);
  return p;
}

/** A line without escape codes (nearly every line of a first frame) or any of ESC's C1 forms. */
const NO_ESCAPES = /^[^\u001B\u009B]*$/;
let graphemes: Intl.Segmenter | undefined;

/**
 * A line without escape codes as Ink's grid prints it: its own text (no styles to open or
 * close), in as many cells as its characters (as Ink's tokenizer splits them, graphemes) take.
 */
function plainPiece(line: string, caches: Caches): Piece | undefined {
  if (PLAIN.test(line)) return { text: line, cells: line.length };
  if (!NO_ESCAPES.test(line)) return undefined;
  if (frameWays.sgrRuns && simpleRun(line, 0, line.length, caches)) return { text: line, cells: line.length };
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let cells = 0;
  for (const { segment } of graphemes.segment(line)) cells += Math.max(1, caches.getStringWidth(segment));
  return { text: line, cells };
}

/**
 * Characters below U+3000 that take one cell and never join a neighbour into one grapheme (a
 * letter on each side stays three graphemes), told once per character: 1 such, 2 not, 0 not
 * yet asked. A run of them is as many graphemes and cells as characters.
 */
const simple = new Uint8Array(0x3000);

/** Whether line[from, to) is all such characters. */
function simpleRun(line: string, from: number, to: number, caches: Caches): boolean {
  for (let i = from; i < to; i++) {
    const c = line.charCodeAt(i);
    if (c >= 0x20 && c < 0x7f) continue;
    if (c >= 0x3000) return false;
    if (simple[c] === 0) {
      const ch = line[i];
      graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
      simple[c] = c > 0x9f && caches.getStringWidth(ch) === 1 && [...graphemes.segment(`a${ch}a`)].length === 3 ? 1 : 2;
    }
    if (simple[c] !== 1) return false;
  }
  return true;
}

/** Each SGR sequence's tokens, as Ink's tokenizer makes them (a handful of sequences, kept). */
const sgrTokens = new BoundedMap<string, AnsiCode[]>(1000);

/** The end (exclusive) of the SGR sequence `ESC [ digits/semicolons m` at `at`, or -1. */
function sgrEnd(line: string, at: number): number {
  if (line.charCodeAt(at + 1) !== 0x5b) return -1;
  for (let i = at + 2; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 0x6d) return i + 1;
    if (c !== 0x3b && (c < 0x30 || c > 0x39)) return -1;
  }
  return -1;
}

/**
 * `styledPiece` without a token per character, for the lines this program draws: SGR
 * sequences between runs of characters that each take one cell alone (`simpleRun`). Each
 * sequence gives the tokens Ink's tokenizer gives it, reduced one by one as `styledPiece`
 * does, and a run is printed whole after the codes that change the style (within a run no
 * code comes, so there is nothing to print between its characters). Undefined for any other
 * line (another escape, a wide or joining character): `styledPiece` does those.
 */
function sgrPiece(line: string, caches: Caches): Piece | undefined {
  if (line.includes('\u009B')) return undefined;
  let codes: AnsiCode[] = [];
  let printed: AnsiCode[] | undefined;
  let text = '';
  let cells = 0;
  let at = 0;
  while (at < line.length) {
    if (line.charCodeAt(at) === 0x1b) {
      const end = sgrEnd(line, at);
      if (end < 0) return undefined;
      const sequence = line.slice(at, end);
      let tokens = sgrTokens.get(sequence);
      if (!tokens) {
        const made = tokenize(sequence);
        if (made.some((t) => t.type !== 'ansi')) return undefined;
        tokens = made as AnsiCode[];
        sgrTokens.set(sequence, tokens);
      }
      codes = reduceAnsiCodesIncremental(codes, tokens);
      at = end;
      continue;
    }
    let to = line.indexOf('\u001B', at);
    if (to < 0) to = line.length;
    if (!simpleRun(line, at, to, caches)) return undefined;
    if (printed === undefined) text += ansiCodesToString(codes);
    else if (printed !== codes) text += ansiCodesToString(diffAnsiCodes(printed, codes));
    printed = codes;
    text += line.slice(at, to);
    cells += to - at;
    at = to;
  }
  if (printed !== undefined) text += ansiCodesToString(diffAnsiCodes(printed, []));
  return { text, cells };
}

/** A line with escape codes: its characters' text, an escape code written only where the styles change. */
function styledPiece(line: string, caches: Caches): Piece {
  const fast = frameWays.sgrRuns ? sgrPiece(line, caches) : undefined;
  if (fast) return fast;
  let codes: AnsiCode[] = [];
  /** The styles of the last character printed (undefined before the first). */
  let printed: AnsiCode[] | undefined;
  let text = '';
  let cells = 0;
  for (const token of tokenize(line)) {
    if (token.type === 'ansi') {
      codes = reduceAnsiCodesIncremental(codes, [token]);
      continue;
    }
    if (printed === undefined) text += ansiCodesToString(codes);
    else if (printed !== codes) text += ansiCodesToString(diffAnsiCodes(printed, codes));
    printed = codes;
    text += token.value;
    cells += Math.max(1, caches.getStringWidth(token.value));
  }
  if (printed !== undefined) text += ansiCodesToString(diffAnsiCodes(printed, []));
  return { text, cells };
}

/** A line placed on a row. */
interface Placed {
  x: number;
  piece: Piece;
}

/** The frame's text, or undefined when a row's lines touch, overlap, leave the grid or need cutting to a clip. */
function fastFrame(out: OutputLike): string | undefined {
  const rows: Placed[][] = Array.from({ length: out.height }, () => []);
  const clips: NonNullable<Extract<Operation, { type: 'clip' }>['clip']>[] = [];
  for (const op of out.operations) {
    if (op.type === 'clip') clips.push(op.clip);
    else if (op.type === 'unclip') clips.pop();
    else if (op.text) {
      const { x, y, text } = op;
      const lines = text.split('\n');
      const clip = clips.at(-1);
      if (clip) {
        const horizontal = typeof clip.x1 === 'number' && typeof clip.x2 === 'number';
        const vertical = typeof clip.y1 === 'number' && typeof clip.y2 === 'number';
        const widest = horizontal ? out.caches.getWidestLine(text) : 0;
        // wholly outside: Ink skips it
        if (horizontal && (x + widest < (clip.x1 as number) || x > (clip.x2 as number))) continue;
        if (vertical && (y + lines.length < (clip.y1 as number) || y > (clip.y2 as number))) continue;
        // partly outside: Ink cuts it
        if (horizontal && (x < (clip.x1 as number) || x + widest > (clip.x2 as number))) return undefined;
        if (vertical && (y < (clip.y1 as number) || y + lines.length > (clip.y2 as number))) return undefined;
      }
      for (let index = 0; index < lines.length; index++) {
        const row = rows[y + index];
        if (!row) continue;
        let line = lines[index];
        for (const t of op.transformers) line = t(line, index);
        row.push({ x, piece: piece(line, out.caches) });
      }
    }
  }
  const text: string[] = [];
  for (const row of rows) {
    if (row.length > 1) row.sort((a, b) => a.x - b.x);
    let s = '';
    let at = 0;
    for (const { x, piece: p } of row) {
      // touching lines would share their escape codes in Ink's row; a line past the grid moves
      if (x < at || (x === at && at > 0) || x + p.cells > out.width) return undefined;
      s += ' '.repeat(x - at) + p.text;
      at = x + p.cells;
    }
    text.push(s.trimEnd());
  }
  return text.join('\n');
}

/** Counts of frames drawn each way, and, while `compare` is on, every frame whose two texts differ (tests). */
export const frameChecks = { compare: false, cheaper: 0, ink: 0, differ: [] as { ink: string; cheaper: string }[] };

let installed = false;

/** Makes Ink's Output use the cheaper frame when it gives the same text (once per process). */
export function cheaperFrames(): void {
  if (installed) return;
  installed = true;
  const proto = Output.prototype as unknown as OutputLike;
  const own = proto.get;
  if (typeof own !== 'function') return;
  proto.get = function (this: OutputLike) {
    const fast = fastFrame(this);
    if (fast === undefined) {
      frameChecks.ink++;
      return own.call(this);
    }
    frameChecks.cheaper++;
    if (frameChecks.compare) {
      const ink = own.call(this).output;
      if (ink !== fast) frameChecks.differ.push({ ink, cheaper: fast });
    }
    return { output: fast, height: this.height };
  };
}
