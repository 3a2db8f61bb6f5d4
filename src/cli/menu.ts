/**
 * No command: the menu, started without the router (main.ts) and its command-line parser. The
 * bundled program builds this as an entry of its own (scripts/bundle.mjs), so that what the
 * menu's first frame parses is one piece, not the dozens of chunks the commands share. `menuFlags` decides which arguments come here: none, `--ascii`,
 * `--take-over`; everything else (help, a command, a mistake) goes through the router, which
 * opens the same menu when it should.
 */
import { openMenu, type ScreenFlags } from '../ui/commands.js';
// the screens are the menu: loaded with it, as one piece of the bundle (the bin hides `fetch`
// meanwhile, as the router's screens do: see loadScreens in src/ui/commands.ts)
import * as screens from '../ui/launch.js';
import { reportProblem } from './report.js';

/** Opens the menu; resolves to the exit code. */
export async function runMenu(flags: ScreenFlags): Promise<number> {
  try {
    await openMenu(flags, async () => screens);
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (e) {
    return reportProblem(e);
  }
}
