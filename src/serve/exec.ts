/**
 * What a connection asked to run: the words after the host (`ssh host play the-feast`), or none
 * (the menu). Only the player's commands exist here: `play`, `resume`, `rules`, `list` (and
 * `--help`); anything else is refused in one line, and nothing ever reaches a shell. `play`
 * takes the local command's flags but `--ruleset` (a file of the server's is no player's to
 * name). The words are split at spaces; no quoting, no globbing, no variables.
 */
import { Command, CommanderError } from 'commander';
import { listText } from '../cli/catalog.js';
import { safeLines } from '../cli/main.js';
import { UsageError, quote } from '../engine/errors.js';
import { getGame } from '../engine/registry.js';
import type { StartRequest } from '../ui/components/App.js';
import { parseWholeNumber } from '../engine/options.js';
import { DEFAULT_DELAY, matchFromFlags, playCommand, refuseToReplace, resumeStart } from '../ui/commands.js';
import { newSeed } from '../ui/session.js';
import { MAX_DELAY } from '../ui/settings.js';

/** The longest command line read. */
export const MAX_COMMAND = 1000;

/** What the screens open on, worked out once the player's state folder is known (it may refuse, with a UsageError). */
export type FirstScreen = (dir: string) => { start: StartRequest; delay: number; notice?: string };

/** What a connection runs: the screens, a text to print, or a refusal (its message and exit code). */
export type Action =
  /**
   * `check`, when there is one, refuses before anything else happens (before the connection
   * playing with the same key is closed for this one): what `first` would refuse on the folder
   * as it is, which `first` asks again once the folder is this connection's.
   */
  | { kind: 'screens'; name: string; first: FirstScreen; check?: (dir: string) => void }
  | { kind: 'text'; name: string; text: string }
  | { kind: 'refused'; name: string; message: string; code: number };

/** The commands, as the player types them after the host. */
export function parseCommand(line: string | undefined): Action {
  if (line === undefined || line.trim() === '') return { kind: 'screens', name: 'menu', first: () => ({ start: { kind: 'menu' }, delay: DEFAULT_DELAY }) };
  if (line.length > MAX_COMMAND) return refused('command', `the command is longer than ${MAX_COMMAND} characters`);
  if (/[\u0000-\u001f\u007f]/.test(line)) return refused('command', 'the command holds control characters');
  const words = line.trim().split(/\s+/);
  let action: Action | undefined;
  let out = '';
  const program = new Command('dinner-games')
    .description('Dinner-party card games over SSH. With no command: the menu.')
    .helpOption('-h, --help', 'show help')
    .exitOverride()
    .configureOutput({ writeOut: (t) => void (out += t), writeErr: (t) => void (out += t), outputError: () => {} })
    .showSuggestionAfterError(false);
  playCommand(program, { ruleset: false }).action((id: string, flags: { seed?: string; seats?: string; option?: string[]; delay?: string; replace?: boolean }) => {
      const seed = flags.seed === undefined ? newSeed() : parseWholeNumber('--seed', flags.seed);
      const delay = flags.delay === undefined ? DEFAULT_DELAY : parseWholeNumber('--delay', flags.delay, 0, MAX_DELAY);
      const match = matchFromFlags(id, { seats: flags.seats, option: flags.option }, seed);
      action = {
        kind: 'screens',
        name: `play ${match.game.id}`,
        first: (dir) => {
          const notice = flags.replace ? undefined : refuseToReplace(dir, '`resume`');
          return { start: { kind: 'game', match }, delay, notice };
        },
        check: (dir) => void (flags.replace || refuseToReplace(dir, '`resume`')),
      };
    });
  program
    .command('resume')
    .description('continue the saved game')
    .action(() => {
      action = { kind: 'screens', name: 'resume', first: (dir) => resumeStart(dir, 'the menu (no command) or `play <game>`') };
    });
  program
    .command('rules')
    .description("print a game's rules page")
    .argument('<game>', 'the game, as `list` names it')
    .action((id: string) => {
      const game = getGame(id);
      action = { kind: 'text', name: `rules ${game.id}`, text: game.rules };
    });
  program
    .command('list')
    .description('list the games')
    .action(() => {
      action = { kind: 'text', name: 'list', text: listText() };
    });
  try {
    program.parse(words, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.exitCode === 0) return { kind: 'text', name: 'help', text: out };
      const first = e.message.replace(/^error: /, '');
      const unknown = e.code === 'commander.unknownCommand';
      return refused('command', unknown ? `unknown command ${quote(words[0], 40)}; the commands are play, resume, rules and list` : first);
    }
    if (e instanceof UsageError) return refused(words[0], e.lines, e.exitCode);
    throw e;
  }
  return action ?? refused('command', `unknown command ${quote(words[0], 40)}; the commands are play, resume, rules and list`);
}

function refused(name: string, message: string | readonly string[], code = 2): Action {
  return { kind: 'refused', name, message: safeLines(typeof message === 'string' ? [message] : message), code };
}
