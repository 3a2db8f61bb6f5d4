/**
 * Errors meant for a person, as one line on stderr and an exit code: the router's (main.ts) and
 * the menu's (menu.ts), which starts without the router and its command-line parser.
 */
import { UsageError, clean } from '../engine/errors.js';

/**
 * Lines made safe for the terminal, whatever went into them: control and format characters
 * escaped (no escape sequence can retitle or clear the terminal, no bidirectional control can
 * reorder what follows, and a line break inside a line is written `\n`), each line cut to a
 * length one can read. Messages name input with `quote`; this is the net under them.
 */
export function safeLines(lines: readonly string[]): string {
  return lines.map((line) => clean(line, 1000)).join('\n');
}

/** Prints an error that is not the command-line parser's as one line and returns its exit code. */
export function reportProblem(e: unknown): number {
  if (e instanceof UsageError) {
    process.stderr.write(`dinner-games: ${safeLines(e.lines)}\n`);
    return e.exitCode;
  }
  const message = e instanceof Error ? e.message : String(e);
  process.stderr.write(`dinner-games: unexpected error: ${safeLines([message])} (please report it, with the command you ran)\n`);
  if (process.env.DINNER_GAMES_DEBUG && e instanceof Error) process.stderr.write(`${e.stack}\n`);
  return 70;
}
