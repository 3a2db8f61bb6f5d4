/**
 * Errors meant for the person at the keyboard: the CLI prints each of `lines` as one line and
 * exits with `exitCode`, never a stack trace.
 */
export class UsageError extends Error {
  /** The process exit code the CLI should use. */
  readonly exitCode: number;
  /**
   * The lines the CLI prints: one, or one per problem when several are given as a list. A line
   * break inside a line (in a quoted value, a path, a parser's message) is printed as `\n`, so
   * nothing but this list decides how many lines an error takes.
   */
  readonly lines: readonly string[];
  constructor(message: string | readonly string[], exitCode = 2) {
    const lines = typeof message === 'string' ? [message] : message.length ? [...message] : ['(no message)'];
    super(lines.join('\n'));
    this.name = 'UsageError';
    this.exitCode = exitCode;
    this.lines = lines;
  }
}

/** A record whose move is not legal where it stands (exit code 1, as the rulings ask). */
export class IllegalMoveError extends UsageError {
  constructor(message: string) {
    super(message, 1);
    this.name = 'IllegalMoveError';
  }
}

/** The longest piece of someone's input an error line repeats. */
export const QUOTE_MAX = 60;

/**
 * Someone's text (a move, a path, a value) made safe to repeat in a one-line message: in double
 * quotes, control and format characters written as escapes (so it can neither move the cursor,
 * retitle the terminal, break the line nor turn the rest of the line right to left), and cut
 * after `max` characters.
 */
export function quote(text: string, max = QUOTE_MAX): string {
  const chars = [...text];
  return `"${clean(text, max, QUOTED)}"${chars.length > max ? ` (${chars.length} characters)` : ''}`;
}

/**
 * What is never printed as it is: control characters (C0, DEL, C1), format characters (the
 * bidirectional controls U+202A-U+202E and U+2066-U+2069, the marks U+200E, U+200F and U+061C,
 * zero-width and invisible ones), the line and paragraph separators, and halves of surrogate
 * pairs standing alone.
 */
const CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;
const QUOTED = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}"\\]/gu;

/** `\u202e`, or for a character beyond the first 65,536 its two halves (`\udb40\udc01`), as JSON writes them. */
function escapeChar(c: string): string {
  let out = '';
  for (let i = 0; i < c.length; i++) out += `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
}

/**
 * `text` with control and format characters written as escapes (`\n`, `\u001b`, `\u202e`)
 * and cut after `max` characters: safe to print inside a line of its own making. `which` picks
 * the characters to escape (quote also escapes its quotes and backslashes).
 */
export function clean(text: string, max = Infinity, which: RegExp = CONTROL): string {
  const chars = [...text];
  const cut = chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
  return cut.replace(which, (c) => {
    if (c === '"' || c === '\\') return `\\${c}`;
    const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    return named[c] ?? escapeChar(c);
  });
}
