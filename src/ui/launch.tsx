/**
 * Opens the screens: renders the app with Ink (incremental rendering, Ctrl-C handled by the
 * app so it can leave cleanly), and makes sure the terminal is given back as it was (cursor
 * shown, raw mode off) however the program ends: quit, error, or a signal such as a dropped
 * SSH connection (SIGHUP). Saves are written after every move, so a signal loses at most the
 * move being made. Suspending (Ctrl-Z, SIGTSTP) gives the terminal back too, and continuing
 * (SIGCONT) takes it again and draws the whole screen anew.
 */
import { constants } from 'node:os';
import chalk from 'chalk';
import { render } from 'ink';
import { App, type ExitInfo, type StartRequest } from './components/App.js';
import { colorFor } from '../terminal.js';
import { chooseGlyphs } from './glyphs.js';
import { incrementalFixed, redrawAll } from './ink-fix.js';

export interface LaunchOptions {
  /** The first screen. */
  start: StartRequest;
  /** Letters instead of suit symbols. */
  ascii?: boolean;
  /** The computer's pause before each move, in milliseconds. */
  delay: number;
  /** The state folder. */
  dir: string;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Gives the terminal back: raw mode off, cursor shown. Safe to call twice, and on a dead terminal. */
function restoreTerminal(): void {
  try {
    if (process.stdin.isTTY) process.stdin.setRawMode(false);
  } catch {
    // the terminal may be gone (SIGHUP)
  }
  try {
    if (process.stdout.writable) process.stdout.write('\u001B[?25h');
  } catch {
    // same
  }
}

/** Runs the screens until the person quits; resolves with the exit information. */
export async function launch(opts: LaunchOptions): Promise<ExitInfo> {
  // Ink colours through chalk's shared instance: the one rule for every command decides
  if (!colorFor(process.stdout)) chalk.level = 0;
  else if (chalk.level === 0) chalk.level = 1;
  const glyphs = chooseGlyphs(opts.ascii, process.env);
  const exitInfo: ExitInfo = { saved: false };
  // a terminal that vanished must not turn into a crash report
  const ignore = () => {};
  process.stdout.on('error', ignore);
  process.stdin.on('error', ignore);

  // raw mode before the first frame: a key pressed as soon as the screen shows must not be
  // read as a line (Enter would arrive as a newline, and letters would echo)
  if (process.stdin.isTTY) process.stdin.setRawMode(true);
  const stdout = incrementalFixed(process.stdout);
  const instance = render(<App start={opts.start} glyphs={glyphs} dir={opts.dir} delay={opts.delay} exitInfo={exitInfo} />, {
    stdout,
    exitOnCtrlC: false,
    incrementalRendering: true,
    maxFps: 60,
    patchConsole: false,
  });

  const unmount = () => {
    try {
      // a hand at a table of several seats does not stay on the terminal (App clears it on quit)
      if (exitInfo.private) instance.clear();
      instance.unmount();
    } catch {
      // writing the last frame to a terminal that is gone may fail; the save is already written
    }
  };
  const onSignal = (signal: (typeof SIGNALS)[number]) => {
    unmount();
    restoreTerminal();
    process.exit(128 + (constants.signals[signal] ?? 1));
  };
  const onCrash = (e: unknown) => {
    unmount();
    restoreTerminal();
    const message = e instanceof Error ? e.message : String(e);
    process.stderr.write(`dinner-games: unexpected error: ${message} (please report it, with the command you ran)\n`);
    if (process.env.DINNER_GAMES_DEBUG && e instanceof Error) process.stderr.write(`${e.stack}\n`);
    process.exit(70);
  };
  // a handler for SIGTSTP replaces the default stop: give the terminal back, then stop for real
  const onSuspend = () => {
    restoreTerminal();
    process.kill(process.pid, 'SIGSTOP');
  };
  const onContinue = () => {
    try {
      if (process.stdin.isTTY) process.stdin.setRawMode(true);
    } catch {
      // continued without a terminal (it closed meanwhile): the next write ends the program
    }
    redrawAll(stdout);
  };
  for (const s of SIGNALS) process.on(s, onSignal);
  process.on('SIGTSTP', onSuspend);
  process.on('SIGCONT', onContinue);
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  try {
    await instance.waitUntilExit();
  } finally {
    for (const s of SIGNALS) process.off(s, onSignal);
    process.off('SIGTSTP', onSuspend);
    process.off('SIGCONT', onContinue);
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
    restoreTerminal();
  }
  if (exitInfo.saved) process.stdout.write('Your game is saved: `dinner-games resume` (or the menu) continues it.\n');
  return exitInfo;
}
