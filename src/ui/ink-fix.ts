/**
 * Three corrections of Ink 6.8 (and `redrawAll`, after a suspension): the frame written a row too
 * low (`fixFrame`), a frame on a cleared screen left without its newline (`endFullFrame`), and
 * the frames' text worked out anew for every line of every frame (below).
 *
 * A stdout for Ink that corrects one escape sequence of Ink 6.8.0's incremental renderer.
 *
 * When a frame ends with a newline (every frame shorter than the terminal, which is all this
 * program draws), the renderer parks the cursor on the row below the frame, but before the
 * next frame it moves up only `lines - 1` rows (`cursorUp(previousVisible - 1)` in
 * ink/build/log-update.js), so every rewritten line lands one row too low and the table
 * smears. Its frame write starts with that cursor-up followed by a cursor-next-line or a
 * column move; this wrapper adds the missing row there and passes everything else through.
 * Remove it once Ink moves up by the full frame.
 *
 * Ink turns every line of every frame into styled characters (tokenizing its escapes) and
 * measures its width, with caches that live for one frame only, so a frame that changes one
 * line redoes all of them: most of a key's cost (the server's profile: 45% of its CPU in the
 * frame's output). The caches are made to outlive the frame, shared by every screen of the
 * process (a line's characters and width depend on the line alone), and bounded; and a frame's
 * rows are put together from each line's text, kept, instead of cell by cell (ink-frames.ts).
 */
// Ink keeps its instances by stdout in this map; it is not exported, so it is imported by path
// (the bundle resolves it at build time, the tests from the sources).
import instances from '../../node_modules/ink/build/instances.js';
import Output from '../../node_modules/ink/build/output.js';
import { cheaperFrames } from './ink-frames.js';
import { BoundedMap } from './bounded-cache.js';

/**
 * How many lines the shared caches keep, the oldest going first: a line's styled characters
 * take about 25 KB (an object per character), so few of those; widths are numbers.
 */
const KEEP = { getStyledChars: 500, getStringWidth: 20_000 } as const;

/** A printable ASCII character: one column wide, without asking (Ink measures every character of every frame). */
const narrow = (text: string): boolean => {
  if (text.length !== 1) return false;
  const c = text.charCodeAt(0);
  return c >= 0x20 && c < 0x7f;
};

/**
 * Makes Ink's per-frame output caches (output.js, 6.8) consult caches shared by every frame.
 * A hit costs one look-up (Ink asks for the width of each character of each frame: thousands a
 * frame, so keeping the order of use cost more than it saved); when full, the oldest goes.
 */
function shareOutputCaches(): void {
  const output = new Output({ width: 0, height: 0 }) as unknown as { caches: object };
  const proto = Object.getPrototypeOf(output.caches) as Record<string, unknown>;
  for (const [name, keep] of Object.entries(KEEP)) {
    const own = proto[name];
    if (typeof own !== 'function') return;
    const shared = new BoundedMap<string, unknown>(keep);
    const widths = name === 'getStringWidth';
    proto[name] = function (this: unknown, line: string): unknown {
      if (widths && narrow(line)) return 1;
      let v = shared.get(line);
      if (v === undefined) {
        v = own.call(this, line);
        shared.set(line, v);
      }
      return v;
    };
  }
}
shareOutputCaches();
cheaperFrames();

const BUGGY_FRAME_START = /^\u001B\[(\d+)A(?=\u001B\[E|\u001B\[1G)/;

/** Corrects a frame write; anything else comes back unchanged. */
export function fixFrame(chunk: string): string {
  return chunk.replace(BUGGY_FRAME_START, (_, n: string) => `\u001B[${Number(n) + 1}A`);
}

/** What Ink 6.8 writes before a frame it draws from the top of a cleared screen. */
const CLEAR_TERMINAL = '\u001B[2J\u001B[3J\u001B[H';

/**
 * A frame drawn on a cleared screen, ended by a newline when it is shorter than the terminal's
 * `rows`. Ink clears the screen when the terminal shrinks below its last frame's height and
 * writes the new frame without its newline, though it goes on as if the cursor were on the row
 * below: the program's last words ("Your game is saved") then went on the key legend's line.
 * (Ink's later frames move up from the top row, so only the exit showed it.)
 */
export function endFullFrame(chunk: string, rows: number): string {
  if (!chunk.startsWith(CLEAR_TERMINAL) || chunk.endsWith('\n')) return chunk;
  return chunk.split('\n').length < rows ? `${chunk}\n` : chunk;
}

/**
 * `out`, with Ink's frame writes corrected (`fixFrame`, `endFullFrame`), then passed through the
 * screen's own `rewrites` in order, in one wrapper; everything else is the stream itself.
 */
export function inkCorrected(out: NodeJS.WriteStream, rewrites: readonly ((chunk: string) => string)[] = []): NodeJS.WriteStream {
  return rewriteWrites(out, (chunk) => {
    let s = fixFrame(endFullFrame(chunk, out.rows || 24));
    for (const rewrite of rewrites) s = rewrite(s);
    return s;
  });
}

/** `out`, with every string written passed through `rewrite` first; everything else is the stream itself. */
export function rewriteWrites(out: NodeJS.WriteStream, rewrite: (chunk: string) => string): NodeJS.WriteStream {
  const write = (chunk: unknown, ...rest: unknown[]): boolean =>
    (out.write as (...a: unknown[]) => boolean)(typeof chunk === 'string' ? rewrite(chunk) : chunk, ...rest);
  return new Proxy(out, {
    get(target, key) {
      if (key === 'write') return write;
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The parts of Ink's instance a full redraw needs (ink/build/ink.js, 6.8). */
interface InkInternals {
  log?: { done?: () => void };
  lastOutput?: string;
  onRender?: () => void;
}

/**
 * Draws the whole frame again from the top of a cleared screen, for a terminal whose contents
 * were changed behind Ink's back (the shell, while the program was suspended). Ink only
 * rewrites what changed since its last frame, and offers no way to forget that frame: this
 * resets its incremental writer and renders. Returns false when Ink's insides are not as
 * expected (another Ink version): the screen then catches up at the next change.
 */
export function redrawAll(stdout: NodeJS.WriteStream): boolean {
  const ink = (instances as unknown as WeakMap<object, InkInternals>).get(stdout);
  if (!ink || typeof ink.log?.done !== 'function' || typeof ink.onRender !== 'function') return false;
  stdout.write('\u001B[2J\u001B[H');
  ink.log.done();
  ink.lastOutput = '';
  ink.onRender();
  return true;
}
