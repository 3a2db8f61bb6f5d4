/**
 * What a connection asked to run: the words after the host (`ssh host play the-feast`), or none
 * (the menu). Only the player's commands exist here: `play`, `new` and `join` (a shared table),
 * `resume`, `rules`, `list` (and `--help`); anything else is refused in one line, and nothing
 * ever reaches a shell. `play` takes the local command's flags but `--ruleset` (a file of the
 * server's is no player's to name). The words are split at spaces; no quoting, no globbing, no
 * variables. With no command, a player who has a seat at a table still playing is back at it.
 */
import { Command, CommanderError } from 'commander';
import { listText } from '../cli/catalog.js';
import { safeLines } from '../cli/main.js';
import { UsageError, quote } from '../engine/errors.js';
import { getGame } from '../engine/registry.js';
import type { StartRequest } from '../ui/components/App.js';
import { collect, parseWholeNumber } from '../engine/options.js';
import { DEFAULT_DELAY, matchFromFlags, playCommand, refuseToReplace, resumeStart } from '../ui/commands.js';
import { newSeed } from '../ui/session.js';
import { MAX_DELAY } from '../ui/settings.js';
import { SEAT_KINDS, type SeatKind } from '../engine/record.js';
import type { Table } from './table.js';
import { TableSession } from './table-session.js';
import { WatchSession } from './table-watch.js';
import type { Tables } from './tables.js';

/** The longest command line read. */
export const MAX_COMMAND = 1000;

/** Who asks: their key (its folder's name) and display name, and the server's tables. */
export interface Asker {
  key: string;
  name: string;
  tables: Tables;
}

/** The screens' first screen, and for a seat at a table, the session to attach while they are open. */
export interface First {
  start: StartRequest;
  delay: number;
  /** A line to print (after `dinner-games: `) before the screens. */
  notice?: string;
  /** A line to print as it is, on its own line, before the screens (`table code: ACDE`). */
  banner?: string;
  seat?: TableSession;
  /** For a spectator, what stops it hearing the table (once the screens close). */
  leave?: () => void;
}

/** What the screens open on, worked out once the player's state folder is known (it may refuse, with a UsageError). */
export type FirstScreen = (dir: string, who: Asker) => First;

/** The commands, in the refusal of an unknown one. */
const COMMANDS = 'the commands are play, new, join, watch, resume, rules and list';

/** A seat at a table, on the screens. */
function seated(table: Table, seat: number, dir: string, who: Asker, banner?: string): First {
  const session = new TableSession(table, seat, who.key, dir);
  return { start: { kind: 'session', session }, delay: 0, banner, seat: session };
}

/** `join CODE`: the next free person's seat at the table, or back at one's own. */
function joinTable(code: string, dir: string, who: Asker): First {
  const table = who.tables.get(code);
  if (!table) throw new UsageError(noTable(code));
  const joined = table.join(who.key, who.name);
  if ('refused' in joined) throw new UsageError(joined.refused);
  return seated(table, joined.seat, dir, who);
}

/** `watch CODE`: the table from what every seat sees, read-only. */
function watchTable(code: string, dir: string, who: Asker): First {
  const table = who.tables.get(code);
  if (!table) throw new UsageError(noTable(code));
  const session = new WatchSession(table, dir);
  return { start: { kind: 'session', session, alone: true }, delay: 0, leave: session.leave };
}

function noTable(code: string): string {
  return `there is no table ${quote(code, 20)}: ask its host for the code (four letters)`;
}

/** What a connection runs: the screens, a text to print, or a refusal (its message and exit code). */
export type Action =
  /**
   * `check`, when there is one, refuses before anything else happens (before the connection
   * playing with the same key is closed for this one): what `first` would refuse on the folder
   * as it is, which `first` asks again once the folder is this connection's.
   */
  | {
      kind: 'screens';
      name: string;
      first: FirstScreen;
      check?: (dir: string, who: Asker) => void;
      /**
       * A spectator's screens (`watch CODE`): they keep nothing in the key's folder, so they do
       * not take it over (a screen of the same key playing elsewhere, at this table or another,
       * goes on), and they end where a seat's would go back to the menu.
       */
      spectator?: boolean;
    }
  | { kind: 'text'; name: string; text: string }
  | { kind: 'refused'; name: string; message: string; code: number };

/** The commands, as the player types them after the host. */
export function parseCommand(line: string | undefined): Action {
  if (line === undefined || line.trim() === '') {
    return {
      kind: 'screens',
      name: 'menu',
      first: (dir, who) => {
        // a player with a seat at a table still playing is back at it
        const table = who.tables.tableOf(who.key);
        return table ? joinTable(table.code, dir, who) : { start: { kind: 'menu' }, delay: DEFAULT_DELAY };
      },
    };
  }
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
    .command('new')
    .description('start a table that other players join from their own terminals (it prints the code to give them)')
    .argument('<game>', 'the game, as `list` names it')
    .option('--seats <list>', `who plays each seat, comma-separated (default human,human): ${SEAT_KINDS.join(', ')}`)
    .option('--seed <n>', 'the deal (default: a new one)')
    .option('--option <key=value>', 'set a game option (repeatable)', collect)
    .option('--fill <level>', "who plays a person's seat nobody plays (started early, or a player away): easy, normal, hard, greedy, random", 'normal')
    .action((id: string, flags: { seed?: string; seats?: string; option?: string[]; fill: string }) => {
      const seed = flags.seed === undefined ? newSeed() : parseWholeNumber('--seed', flags.seed);
      const fill = flags.fill.toLowerCase();
      if (fill === 'human' || !(SEAT_KINDS as readonly string[]).includes(fill)) {
        throw new UsageError(`--fill takes a computer level (easy, normal, hard, greedy, random), not ${quote(flags.fill, 20)}`);
      }
      const match = matchFromFlags(id, { seats: flags.seats ?? 'human,human', option: flags.option }, seed);
      if (!match.seats.includes('human')) throw new UsageError('--seats: a table needs at least one human seat');
      action = {
        kind: 'screens',
        name: `new ${match.game.id}`,
        first: (dir, who) => {
          const made = who.tables.create(match, who.key, who.name, fill as SeatKind);
          if ('refused' in made) throw new UsageError(made.refused);
          return seated(made.table, made.seat, dir, who, `table code: ${made.table.code}`);
        },
      };
    });
  // join and watch: a table named by its code, refused in one line before any screen opens when there is none
  const byCode = (name: string, description: string, open: (code: string, dir: string, who: Asker) => First, spectator = false) =>
    program
      .command(name)
      .description(description)
      .argument('<code>', 'the table code, four letters')
      .action((code: string) => {
        action = {
          kind: 'screens',
          name: `${name} ${quote(code, 20)}`,
          first: (dir, who) => open(code, dir, who),
          check: (_dir, who) => {
            if (!who.tables.get(code)) throw new UsageError(noTable(code));
          },
          spectator,
        };
      });
  byCode('join', 'sit at a table another player started (the code they give you)', joinTable);
  byCode('watch', 'watch a table from what every seat sees (no hand shown), without a seat', watchTable, true);
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
      return refused('command', unknown ? `unknown command ${quote(words[0], 40)}; ${COMMANDS}` : first);
    }
    if (e instanceof UsageError) return refused(words[0], e.lines, e.exitCode);
    throw e;
  }
  return action ?? refused('command', `unknown command ${quote(words[0], 40)}; ${COMMANDS}`);
}

function refused(name: string, message: string | readonly string[], code = 2): Action {
  return { kind: 'refused', name, message: safeLines(typeof message === 'string' ? [message] : message), code };
}
