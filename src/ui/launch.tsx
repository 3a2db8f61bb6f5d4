/**
 * Opens the screens: renders the app with Ink (incremental rendering, Ctrl-C handled by the
 * app so it can leave cleanly), and makes sure the terminal is given back as it was (cursor
 * shown, raw mode off) however the program ends: quit, error, or a signal such as a dropped
 * SSH connection (SIGHUP). Saves are written after every move, so a signal loses at most the
 * move being made. Suspending (Ctrl-Z, SIGTSTP) gives the terminal back too, and continuing
 * (SIGCONT) takes it again and draws the whole screen anew. This is the local terminal's host
 * for the screens (screens.tsx): the one place that touches the process's signals and stdio.
 */
import { constants } from 'node:os';
import chalk from 'chalk';
import type { ExitInfo, StartRequest } from './components/App.js';
import { colorFor } from '../terminal.js';
import { chooseGlyphs } from './glyphs.js';
import { wrapText } from './layout.js';
import { LOCAL_SERVICES } from './hooks/use-host.js';
import { openScreens, type ScreenHost } from './screens.js';

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

/** The local terminal as a host for the screens: the process's own streams, environment and Ctrl-Z. */
function localHost(ascii: boolean | undefined, dir: string): ScreenHost {
  return {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    color: chalk.level > 0,
    glyphs: chooseGlyphs(ascii, process.env),
    dir,
    services: LOCAL_SERVICES,
  };
}

/** Runs the screens until the person quits; resolves with the exit information. */
export async function launch(opts: LaunchOptions): Promise<ExitInfo> {
  // Ink colours through chalk's shared instance: the one rule for every command decides
  if (!colorFor(process.stdout)) chalk.level = 0;
  else if (chalk.level === 0) chalk.level = 1;
  // a terminal that vanished must not turn into a crash report
  const ignore = () => {};
  process.stdout.on('error', ignore);
  process.stdin.on('error', ignore);

  const screens = openScreens(localHost(opts.ascii, opts.dir), opts.start, opts.delay);
  const onSignal = (signal: (typeof SIGNALS)[number]) => {
    screens.unmount();
    restoreTerminal();
    process.exit(128 + (constants.signals[signal] ?? 1));
  };
  const onCrash = (e: unknown) => {
    screens.unmount();
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
    screens.redraw();
  };
  for (const s of SIGNALS) process.on(s, onSignal);
  process.on('SIGTSTP', onSuspend);
  process.on('SIGCONT', onContinue);
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  try {
    await screens.done;
  } finally {
    for (const s of SIGNALS) process.off(s, onSignal);
    process.off('SIGTSTP', onSuspend);
    process.off('SIGCONT', onContinue);
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
    restoreTerminal();
  }
  const exitInfo = screens.exitInfo;
  if (exitInfo.saved) {
    // wrapped at words to the terminal's width, which would otherwise cut a word in two
    const said = 'Your game is saved: `dinner-games resume` (or the menu) continues it.';
    const width = process.stdout.isTTY ? process.stdout.columns : 0;
    process.stdout.write(`${width > 0 ? wrapText(said, width).join('\n') : said}\n`);
  }
  return exitInfo;
}
