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
