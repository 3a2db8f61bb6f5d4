/**
 * A stdout for Ink that corrects one escape sequence of Ink 6.8.0's incremental renderer.
 *
 * When a frame ends with a newline (every frame shorter than the terminal, which is all this
 * program draws), the renderer parks the cursor on the row below the frame, but before the
 * next frame it moves up only `lines - 1` rows (`cursorUp(previousVisible - 1)` in
 * ink/build/log-update.js), so every rewritten line lands one row too low and the table
 * smears. Its frame write starts with that cursor-up followed by a cursor-next-line or a
 * column move; this wrapper adds the missing row there and passes everything else through.
 * Remove it once Ink moves up by the full frame.
 */
const BUGGY_FRAME_START = /^\u001B\[(\d+)A(?=\u001B\[E|\u001B\[1G)/;

/** Corrects a frame write; anything else comes back unchanged. */
export function fixFrame(chunk: string): string {
  return chunk.replace(BUGGY_FRAME_START, (_, n: string) => `\u001B[${Number(n) + 1}A`);
}

/** `out`, with writes corrected by `fixFrame`; everything else is the stream itself. */
export function incrementalFixed(out: NodeJS.WriteStream): NodeJS.WriteStream {
  const write = (chunk: unknown, ...rest: unknown[]): boolean =>
    (out.write as (...a: unknown[]) => boolean)(typeof chunk === 'string' ? fixFrame(chunk) : chunk, ...rest);
  return new Proxy(out, {
    get(target, key) {
      if (key === 'write') return write;
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
