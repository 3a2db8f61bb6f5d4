/**
 * The screens on one terminal: the app rendered with Ink on the streams a host gives (the
 * local terminal's, launch.tsx; or an SSH connection's, src/serve), with that terminal's own
 * colour, symbols, state folder, Ctrl-Z and thinker. Nothing here touches the process: no
 * signal, no exit, no process stdio, so one process can show many terminals at once.
 */
import chalk from 'chalk';
import { render } from 'ink';
import { App, type ExitInfo, type StartRequest } from './components/App.js';
import { asciiOnly, type Glyphs } from './glyphs.js';
import { HostContext, type HostServices } from './hooks/use-host.js';
import { inkCorrected, redrawAll } from './ink-fix.js';

/** A terminal to draw the screens on. */
export interface ScreenHost {
  /** Keys: a TTY stream in raw mode (Ink reads it). */
  stdin: NodeJS.ReadStream;
  /** Frames: a TTY stream with `columns`, `rows` and a `resize` event. */
  stdout: NodeJS.WriteStream;
  /** Where Ink writes what goes beside the frames. */
  stderr: NodeJS.WriteStream;
  /** Whether this terminal shows colour (src/terminal.ts's rule, on its own stream and environment). */
  color: boolean;
  /** The symbols this terminal shows. */
  glyphs: Glyphs;
  /** The state folder: saves, statistics, settings. */
  dir: string;
  /** Who thinks for the computer seats, and what Ctrl-Z does. */
  services: HostServices;
  /** Ink's screen-reader output instead of frames. */
  screenReader?: boolean;
}

/** The screens, open on a host. */
export interface OpenScreens {
  /** Settles when the screens have closed (the person quit, or `quit`/`unmount` was called); rejects on a fault. */
  done: Promise<void>;
  /** What the program leaves behind: filled in when the person quits, or `quit` is called. */
  exitInfo: ExitInfo;
  /** Leaves as the quit key does: the game (already saved after every move) is told as saved or not. */
  quit(): void;
  /** Takes the screens down at once, drawing the last frame if the terminal is still there. */
  unmount(): void;
  /** Draws the whole frame again, for a terminal whose contents changed behind Ink's back. */
  redraw(): void;
}

/** Select Graphic Rendition sequences: colour, bold, dim, inverse (everything chalk writes). */
const SGR = /\u001B\[[0-9;:]*m/g;

/**
 * Opens the screens on `host`, starting with `start`. Raw mode is set before the first frame:
 * a key pressed as soon as the screen shows must not be read as a line.
 */
export function openScreens(host: ScreenHost, start: StartRequest, delay: number): OpenScreens {
  const exitInfo: ExitInfo = { saved: false };
  const control: { quit?: () => void } = {};
  if (host.stdin.isTTY) host.stdin.setRawMode(true);
  // chalk's level is the process's; a terminal without colour among others with it (a server's
  // connections) gets its frames with the styles taken out, which is what level 0 writes
  const plain = !host.color && chalk.level > 0 ? [(s: string) => s.replace(SGR, '')] : [];
  // a terminal without Unicode gets ASCII only: the glyphs are letters already, and what they
  // do not cover (a guest's accented name, a rules page, the mark Ink puts on a cut line) is
  // folded character by character, each keeping its width
  const stdout = inkCorrected(host.stdout, [...(host.glyphs.ascii ? [asciiOnly] : []), ...plain]);
  const instance = render(
    <HostContext.Provider value={host.services}>
      <App start={start} glyphs={host.glyphs} dir={host.dir} delay={delay} exitInfo={exitInfo} control={control} />
    </HostContext.Provider>,
    {
      stdin: host.stdin,
      stdout,
      stderr: host.stderr,
      exitOnCtrlC: false,
      incrementalRendering: true,
      maxFps: 60,
      patchConsole: false,
      isScreenReaderEnabled: host.screenReader,
    },
  );
  const unmount = () => {
    try {
      // a hand at a table of several seats does not stay on the terminal (App clears it on quit)
      if (exitInfo.private) instance.clear();
      instance.unmount();
    } catch {
      // writing the last frame to a terminal that is gone may fail; the save is already written
    }
  };
  return {
    done: instance.waitUntilExit().then(() => undefined),
    exitInfo,
    quit: () => (control.quit ? control.quit() : unmount()),
    unmount,
    redraw: () => void redrawAll(stdout),
  };
}
