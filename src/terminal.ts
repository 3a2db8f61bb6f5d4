/**
 * What this terminal can show, decided in one place for every command (the screens, the
 * simulator's reports and progress bars): colour and Unicode. Reads only the stream and the
 * environment it is given, so each rule is testable.
 *
 * Colour, in order: FORCE_COLOR set to anything but "" / "0" / "false" turns it on (even when
 * piped: a designer who pipes `simulate` into `less -R` asks for it); FORCE_COLOR=0 or false
 * turns it off; NO_COLOR (non-empty, https://no-color.org) and TERM=dumb turn it off;
 * otherwise it is on for a terminal and off for a pipe or a file.
 *
 * Unicode: off under `--ascii`; else the locale decides (LC_ALL, then LC_CTYPE, then LANG,
 * as C programs read them): UTF-8 or not; with no locale at all, Windows (whose terminals
 * show Unicode) yes and others no.
 */

/** The environment variables read here. */
type Env = Readonly<Record<string, string | undefined>>;

/** Whether to colour what is written to `stream`. */
export function colorFor(stream: { isTTY?: boolean }, env: Env = process.env): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '') return force !== '0' && force !== 'false';
  if ((env.NO_COLOR !== undefined && env.NO_COLOR !== '') || env.TERM === 'dumb') return false;
  return Boolean(stream.isTTY);
}

/**
 * Whether a terminal known only by its type (TERM: a connection to the server, whose streams
 * are not this process's) shows colour, by the names chalk's own detection trusts: on for
 * xterm, screen, tmux, linux, rxvt, vt100/vt220 and anything with "color", "ansi" or "-256" in
 * it (and wezterm), off for others (vt52, an unknown name) and, as colorFor says, for dumb.
 */
export function termShowsColor(term: string | undefined): boolean {
  if (!term || term === 'dumb') return false;
  return /-256(color)?$|^screen|^tmux|^xterm|^vt100|^vt220|^rxvt|color|ansi|cygwin|linux|^wezterm$/i.test(term);
}

/** Whether the locale asks for UTF-8 (LC_ALL, then LC_CTYPE, then LANG). */
function localeIsUtf8(env: Env): boolean {
  const locale = env.LC_ALL || env.LC_CTYPE || env.LANG || '';
  return /utf-?8/i.test(locale);
}

/** Whether to draw Unicode symbols (suits, boxes, blocks) rather than ASCII. */
export function unicodeFor(ascii: boolean | undefined, env: Env = process.env, platform: string = process.platform): boolean {
  if (ascii) return false;
  if (env.LC_ALL || env.LC_CTYPE || env.LANG) return localeIsUtf8(env);
  return platform === 'win32';
}
