/**
 * The screen's budget. Every frame stays shorter than the terminal (Ink clears the whole
 * screen when a frame is as tall as the terminal), so at 80x24 a frame has 23 lines.
 */
export const MIN_COLUMNS = 80;
export const MIN_ROWS = 24;
/** Lines a frame may use at the smallest size. */
export const FRAME_LINES = MIN_ROWS - 1;
/** The width screens draw to. */
export const WIDTH = MIN_COLUMNS - 2;
/** The prompt region: what to decide, the actions, the choices, a message or hint. */
export const PROMPT_LINES = 4;
/** The log region. */
export const LOG_LINES = 4;

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
