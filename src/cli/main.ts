/**
 * The command line: a router over the commands. Every error meant for a person becomes one
 * line on stderr and a non-zero exit code, never a stack trace.
 *
 * Start-up loads only what the command needs: `--version` no game, `list` only the games'
 * meta.ts, `rules` the games but no YAML, simulator or screens, `play` the screens but not the
 * simulator, `serve` the SSH server only once it runs, and the menu (no command) only the
 * games' meta.ts and the screens before its first frame, the rules and the computer players
 * after it (src/ui/load-table.ts). Each
 * command belongs to a group (COMMAND_GROUPS) whose module registers it; help, and a word that
 * is no command, load every group so that all commands are listed or suggested.
 */
import { Command, CommanderError, Option } from 'commander';
import { CATALOG } from '../games/index.js';
import { VERSION } from '../engine/version.js';
import { UsageError, quote } from '../engine/errors.js';
import { reportProblem, safeLines } from './report.js';

export { safeLines };

/** Adds commands to the program; each group's lives with the code it drives. */
type Registrar = (program: Command) => void;
const registrars = new Set<Registrar>();

/** Lets other parts (tests, the groups below) add their commands before `run`; adding one twice is harmless. */
export function addCommands(r: Registrar): void {
  registrars.add(r);
}

/** Which module registers each command. A test checks that every command is listed here. */
export const COMMAND_GROUPS = {
  catalog: ['list', 'rules'],
  records: ['replay', 'ruleset'],
  sim: ['simulate', 'compare', 'sweep', 'merge', 'check', 'schema'],
  play: ['play', 'resume'],
  serve: ['serve'],
} as const;
export type CommandGroup = keyof typeof COMMAND_GROUPS;

/** The games and command groups that the arguments (after `node bin`) need loaded. */
export function needsOf(args: readonly string[]): { games: boolean; groups: CommandGroup[] } {
  const all = Object.keys(COMMAND_GROUPS) as CommandGroup[];
  if (args.some((a) => a === '-h' || a === '--help')) return { games: true, groups: all };
  const word = args.find((a) => !a.startsWith('-'));
  if (word === undefined) {
    // the version is printed before any command runs; otherwise no word opens the menu, whose
    // first frame is drawn before the games load
    const version = args.some((a) => a === '-V' || a === '--version');
    return version ? { games: false, groups: [] } : { games: false, groups: ['play'] };
  }
  const group = all.find((g) => (COMMAND_GROUPS[g] as readonly string[]).includes(word));
  return { games: word !== 'list', groups: group ? [group] : all };
}

/** Imports the games and the modules of the groups `args` need, and adds their commands. */
async function load(args: readonly string[]): Promise<void> {
  const needs = needsOf(args);
  if (needs.games) await (await import('../games/index.js')).loadGames();
  for (const group of needs.groups) {
    if (group === 'catalog') addCommands((await import('./catalog.js')).registerCatalogCommands);
    if (group === 'records') addCommands((await import('./commands.js')).registerCommonCommands);
    if (group === 'sim') addCommands((await import('../sim/commands.js')).registerSimCommands);
    if (group === 'play') {
      // the menu loads the computer players after its first frame
      if (needs.games) await import('../ai/index.js');
      addCommands((await import('../ui/commands.js')).registerPlayCommands);
    }
    if (group === 'serve') {
      await import('../ai/index.js');
      // every connection's first screen may be a game: the server has the table from the start
      await (await import('../ui/load-table.js')).loadTable();
      addCommands((await import('../serve/commands.js')).registerServeCommands);
    }
  }
}

export function buildProgram(): Command {
  const program = new Command('dinner-games')
    .description(`${countText(CATALOG.length)} dinner-party card games in the terminal, and a rules simulator for designers.`)
    .version(VERSION, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    // `dinner-games help play` as well as `play --help` (the menu's action would hide it)
    .helpCommand('help [command]', 'show help for a command')
    .addOption(new Option('--ascii', 'suits as letters instead of symbols'))
    .addOption(new Option('--take-over', 'take the state folder from the dinner-games playing from it (a hung session), and play on here (for a ForceCommand behind OpenSSH)'))
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      // commander's own errors ("unknown option") reach stderr as one line, what was typed escaped
      outputError: (text, write) => write(`${safeLines(text.trim().replace(/^error: /, 'dinner-games: ').split('\n'))}\n`),
    });
  for (const r of registrars) r(program);
  return program;
}

/** "Three", "Five": how many games this build has, in words (the registry decides, never the text). */
export function countText(n: number): string {
  const words = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];
  return words[n] ?? String(n);
}

/** Runs the CLI (`argv` as process.argv: node, script, arguments); resolves to the exit code. */
export async function run(argv: string[]): Promise<number> {
  try {
    await load(argv.slice(2));
    const program = buildProgram();
    // `help <word>` for a word that is no command: one line, as any unknown command gets
    const [first, second] = argv.slice(2).filter((a) => !a.startsWith('-'));
    if (first === 'help' && second !== undefined && !program.commands.some((c) => c.name() === second)) {
      throw new UsageError(`unknown command ${quote(second)}; see dinner-games --help`);
    }
    await program.parseAsync(argv);
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (e) {
    return reportError(e);
  }
}

/** Prints an error as one line and returns its exit code. */
export function reportError(e: unknown): number {
  if (e instanceof CommanderError) {
    // help and version exit with 0; commander already printed usage errors
    return e.exitCode === 0 || e.code === 'commander.helpDisplayed' || e.code === 'commander.version' ? 0 : 2;
  }
  return reportProblem(e);
}
