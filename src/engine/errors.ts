/**
 * Errors meant for the person at the keyboard: the CLI prints `message` as one line and
 * exits with `exitCode`, never a stack trace.
 */
export class UsageError extends Error {
  /** The process exit code the CLI should use. */
  readonly exitCode: number;
  constructor(message: string, exitCode = 2) {
    super(message);
    this.name = 'UsageError';
    this.exitCode = exitCode;
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
 * quotes, control characters written as escapes (so it can neither move the cursor, retitle the
 * terminal nor break the line), and cut after `max` characters.
 */
export function quote(text: string, max = QUOTE_MAX): string {
  const chars = [...text];
  return `"${clean(text, max, /[\u0000-\u001F\u007F-\u009F\u2028\u2029"\\]/g)}"${chars.length > max ? ` (${chars.length} characters)` : ''}`;
}

const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;

/**
 * `text` with control characters written as escapes (`\n`, `\u001b`) and cut after `max`
 * characters: safe to print inside a line of its own making. `which` picks the characters to
 * escape (quote also escapes its quotes and backslashes).
 */
export function clean(text: string, max = Infinity, which: RegExp = CONTROL): string {
  const chars = [...text];
  const cut = chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
  return cut.replace(which, (c) => {
    if (c === '"' || c === '\\') return `\\${c}`;
    const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    return named[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
