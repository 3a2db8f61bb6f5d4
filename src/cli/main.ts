/**
 * The command line: a router over the commands. Every error meant for a person becomes one
 * line on stderr and a non-zero exit code, never a stack trace.
 */
import { Command, CommanderError, Option } from 'commander';
import { UsageError, clean } from '../engine/errors.js';
import { registerCommonCommands } from './commands.js';
import { VERSION } from './version.js';

/** Adds the screens' and the simulator's commands; each lives with the code it drives. */
type Registrar = (program: Command) => void;
const registrars: Registrar[] = [registerCommonCommands];

/** Lets other parts (the screens, the simulator) add their commands before `run`. */
export function addCommands(r: Registrar): void {
  registrars.push(r);
}

export function buildProgram(): Command {
  const program = new Command('dinner-games')
    .description('Five dinner-party card games in the terminal, and a rules simulator for designers.')
    .version(VERSION, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .addOption(new Option('--ascii', 'suits as letters instead of symbols'))
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      // commander's own errors ("unknown option") reach stderr as one line
      outputError: (text, write) => write(`${text.trim().replace(/^error: /, 'dinner-games: ')}\n`),
    });
  for (const r of registrars) r(program);
  return program;
}

/** Runs the CLI; resolves to the exit code. */
export async function run(argv: string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv);
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (e) {
    return reportError(e);
  }
}

/**
 * A message made safe for the terminal, whatever went into it: control characters escaped
 * (no escape sequence can retitle or clear the terminal) and each line cut to a length one
 * can read. Messages name input with `quote`; this is the net under them.
 */
export function safeMessage(text: string): string {
  return text
    .split('\n')
    .map((line) => clean(line, 1000))
    .join('\n');
}

/** Prints an error as one line and returns its exit code. */
export function reportError(e: unknown): number {
  if (e instanceof CommanderError) {
    // help and version exit with 0; commander already printed usage errors
    return e.exitCode === 0 || e.code === 'commander.helpDisplayed' || e.code === 'commander.version' ? 0 : 2;
  }
  if (e instanceof UsageError) {
    process.stderr.write(`dinner-games: ${safeMessage(e.message)}\n`);
    return e.exitCode;
  }
  const message = e instanceof Error ? e.message : String(e);
  process.stderr.write(`dinner-games: unexpected error: ${safeMessage(message)} (please report it, with the command you ran)\n`);
  if (process.env.DINNER_GAMES_DEBUG && e instanceof Error) process.stderr.write(`${e.stack}\n`);
  return 70;
}
