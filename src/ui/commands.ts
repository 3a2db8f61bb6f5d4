/**
 * The commands that open the screens: `play <game>`, `resume`, and no command at all (the
 * menu). Arguments are checked before anything is drawn; every problem is one line. The
 * screens themselves load only when a terminal is there to show them.
 */
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { UsageError, quote } from '../engine/errors.js';
import type { Match } from '../engine/match.js';
import { collect, parseOptionPairs, parseWholeNumber, resolveOptions } from '../engine/options.js';
import { SEAT_KINDS, type SeatKind } from '../engine/record.js';
import { getGame } from '../engine/registry.js';
import type { AnyGame, Options } from '../engine/types.js';
import { busyText, lockStateDir } from './lock.js';
import { loadTable, table } from './load-table.js';
import { takeOver } from './take-over.js';
import { DEFAULT_COMPUTER } from './seats.js';
import { newSeed } from './seed.js';
import { MAX_DELAY, readSettings } from './settings.js';
import { hasSaveFile, stateDir } from './storage.js';
import type { StartRequest } from './components/App.js';

/** The computer's pause when `--delay` is not given, in milliseconds. */
export const DEFAULT_DELAY = 400;

interface PlayFlags {
  seed?: string;
  seats?: string;
  option?: string[];
  delay?: string;
  ruleset?: string;
  replace?: boolean;
}

/** `--seats human,normal`: checked against the seat kinds and the game's player counts. */
export function parseSeats(game: AnyGame, text: string | undefined): SeatKind[] {
  if (text === undefined) {
    const n = Math.max(game.players.min, Math.min(game.players.max, 4));
    return Array.from({ length: n }, (_, i) => (i === 0 ? 'human' : DEFAULT_COMPUTER));
  }
  if (text.trim() === '') {
    throw new UsageError(`--seats is empty; name who plays each seat (${SEAT_KINDS.join(', ')}), or leave --seats out for you against the computer`);
  }
  const kinds = text.split(',').map((k) => k.trim().toLowerCase());
  for (const k of kinds) {
    if (!(SEAT_KINDS as readonly string[]).includes(k)) {
      throw new UsageError(`--seats: ${quote(k)} is not a seat kind; use ${SEAT_KINDS.join(', ')}`);
    }
  }
  const { min, max } = game.players;
  if (kinds.length < min || kinds.length > max) {
    const takes = min === max ? `${min} seat${min === 1 ? '' : 's'}` : `${min} to ${max} seats`;
    throw new UsageError(`--seats: ${game.id} takes ${takes}, not ${kinds.length}`);
  }
  return kinds as SeatKind[];
}

/**
 * The game `play` asks for, as a match ready to start; every mistake in the flags is a
 * UsageError. The table must be loaded (`loadTable`).
 */
export function matchFromFlags(id: string, flags: PlayFlags, seed: number): Match {
  const { Match, loadRuleset } = table();
  const game = getGame(id);
  const seats = parseSeats(game, flags.seats);
  const given = parseOptionPairs(flags.option ?? []);
  const resolved = resolveOptions(game, given);
  const options: Options = {};
  for (const key of Object.keys(given)) options[key] = resolved[key];
  // the file's absolute path, so the save finds it again from any folder
  const ruleset = loadRuleset(game, flags.ruleset === undefined ? undefined : resolve(flags.ruleset));
  return Match.fromRecord({ game: game.id, seed, options, seats, moves: [] }, ruleset);
}

/**
 * Refuses to open the screens without a terminal, or on one that says it cannot move the
 * cursor (TERM=dumb: an editor's shell, a serial console), pointing to the commands that need none.
 */
function requireTerminal(): void {
  // the program loads only the play commands here (src/cli/main.ts), but these always exist
  const others = '`dinner-games replay <record.json>` or `dinner-games simulate <game>`';
  if (!(process.stdin.isTTY && process.stdout.isTTY)) {
    const which = process.stdin.isTTY ? 'stdout' : 'stdin';
    throw new UsageError(`playing needs a terminal (${which} is not a TTY); without one, use ${others}`, 2);
  }
  if (process.env.TERM === 'dumb') {
    throw new UsageError(
      `playing needs a terminal that can move the cursor, and TERM=dumb says this one cannot; if it can, set TERM (for example TERM=xterm), else use \`dinner-games list\`, \`dinner-games rules <game>\`, ${others}`,
      2,
    );
  }
}

/**
 * Loads the screens. Yoga, Ink's layout engine, fetches its WebAssembly from a data URL with
 * `fetch` when there is one, which first loads Node's whole HTTP client; without `fetch` it
 * decodes the same bytes directly, tens of milliseconds sooner to the first frame.
 */
async function loadScreens(): Promise<typeof import('./launch.js')> {
  const fetch = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
  if (fetch?.configurable) Object.defineProperty(globalThis, 'fetch', { value: undefined, configurable: true, writable: true });
  try {
    return await import('./launch.js');
  } finally {
    if (fetch?.configurable) Object.defineProperty(globalThis, 'fetch', fetch);
  }
}

/** The program's own flags the screens read: `--ascii`, `--take-over`. */
export interface ScreenFlags {
  ascii?: boolean;
  takeOver?: boolean;
}

/**
 * Opens the screens on the state folder, holding its lock: another instance playing from the
 * same folder is an error, told before anything is drawn (unless `--take-over` takes the folder from it). `first` picks the first screen once
 * the folder is ours. Quitting with a game that could not be saved (or a result that could not
 * be counted) is an error too, after the screens close: never "saved" and exit 0.
 */
async function open(flags: ScreenFlags, first: (dir: string) => { start: StartRequest; delay: number }, screens = loadScreens): Promise<void> {
  const dir = stateDir();
  let lock = lockStateDir(dir);
  if (lock.kind === 'busy' && flags.takeOver === true) lock = takeOver(dir, lock.holder);
  if (lock.kind === 'busy') throw new UsageError(busyText(lock.holder, dir));
  if (lock.kind === 'blocked') throw new UsageError(lock.problem);
  try {
    const { start, delay } = first(dir);
    // the menu's first frame needs no rules, unless it offers the saved game
    if (start.kind === 'menu' && hasSaveFile(dir)) await loadTable();
    const { launch } = await screens();
    // the first frame is drawn before launch first waits; the computer players load after it
    const exiting = launch({ start, ascii: flags.ascii === true, delay, dir });
    await import('../ai/index.js');
    const exit = await exiting;
    // Ctrl-C is an interrupt, as in any program (128 + SIGINT), whatever else is said
    const code = exit.interrupted ? 130 : 1;
    if (exit.problem) throw new UsageError(exit.problem, code);
    if (exit.interrupted) process.exitCode = code;
  } finally {
    if (lock.kind === 'held') lock.release();
  }
}

/**
 * `play` never replaces a saved game unasked: it points to `resume` (`resume` names how to run
 * it), or to --replace. Returns a notice about a damaged save it will replace.
 */
export function refuseToReplace(dir: string, resume = '`dinner-games resume`'): string | undefined {
  if (!hasSaveFile(dir)) return undefined;
  const { describeSave, loadSave } = table();
  const loaded = loadSave(dir);
  const how = 'to start this one instead, add --replace (the saved game is then lost)';
  if (loaded.kind === 'ok') {
    throw new UsageError(`there is a saved game (${describeSave(loaded.match)}): ${resume} continues it; ${how}`);
  }
  if (loaded.kind === 'kept') throw new UsageError(`${loaded.problem} ${how[0].toUpperCase()}${how.slice(1)}.`);
  return loaded.kind === 'bad' ? loaded.problem : undefined;
}

/** `resume`'s first screen: the saved game, or the menu saying why it cannot be read; `start` names how to start a game. */
export function resumeStart(dir: string, start = '`dinner-games` or `dinner-games play <game>`'): { start: StartRequest; delay: number } {
  const loaded = table().loadSave(dir);
  if (loaded.kind === 'none') throw new UsageError(`there is no saved game to resume; start one with ${start}`);
  if (loaded.kind === 'kept') throw new UsageError(loaded.problem);
  const first: StartRequest = loaded.kind === 'ok' ? { kind: 'game', match: loaded.match, resumed: true } : { kind: 'menu', notice: loaded.problem };
  return { start: first, delay: readSettings(dir).delay ?? DEFAULT_DELAY };
}

/** `play`'s arguments and flags (`--ruleset` only where the player may name a file: not over SSH). */
export function playCommand(program: Command, opts: { ruleset: boolean }): Command {
  const play = program
    .command('play')
    .description('play a game in the terminal')
    .argument('<game>', 'the game, as `list` names it')
    .option('--seed <n>', 'the deal: the same seed deals the same cards (default: a new one)')
    .option('--seats <list>', `who plays each seat, comma-separated: ${SEAT_KINDS.join(', ')}`)
    .option('--option <key=value>', 'set a game option (repeatable)', collect);
  if (opts.ruleset) play.option('--ruleset <file>', 'play by a designer ruleset file instead of the built-in one (resume remembers it)');
  return play
    .option('--delay <ms>', `the computer's pause before each move, in milliseconds (0: none; default ${DEFAULT_DELAY})`)
    .option('--replace', 'start even when a game is saved, replacing it (without this, play refuses and points to resume)');
}

export function registerPlayCommands(program: Command): void {
  playCommand(program, { ruleset: true })
    .addHelpText('after', '\nAlso: --ascii shows suits as letters (S H D C).\nExample: dinner-games play royal-dinner-party --seed 42')
    .action(async (id: string, flags: PlayFlags) => {
      await loadTable();
      const seed = flags.seed === undefined ? newSeed() : parseWholeNumber('--seed', flags.seed);
      const delay = flags.delay === undefined ? DEFAULT_DELAY : parseWholeNumber('--delay', flags.delay, 0, MAX_DELAY);
      const match = matchFromFlags(id, flags, seed);
      requireTerminal();
      await open(program.opts(), (dir) => {
        const notice = flags.replace ? undefined : refuseToReplace(dir);
        if (notice) process.stderr.write(`dinner-games: ${notice}\n`);
        return { start: { kind: 'game', match }, delay };
      });
    });

  program
    .command('resume')
    .description('continue the saved game')
    .action(async () => {
      requireTerminal();
      await loadTable();
      await open(program.opts(), (dir) => resumeStart(dir));
    });

  // no command: the menu (a word that is no command is an error, not the menu)
  program.allowExcessArguments(true);
  program.action(async () => {
    const [word] = program.args;
    if (word !== undefined) {
      const near = program.commands.map((c) => c.name()).find((n) => n.startsWith(word.slice(0, 2)));
      throw new UsageError(`unknown command ${quote(word)}${near ? ` (did you mean ${near}?)` : ''}; see dinner-games --help`);
    }
    await openMenu(program.opts());
  });
}

/**
 * No command: the menu. The bundled program comes here without the router (src/cli/menu.ts),
 * with the screens it loaded itself (`screens`).
 */
export async function openMenu(flags: ScreenFlags, screens = loadScreens): Promise<void> {
  requireTerminal();
  await open(flags, () => ({ start: { kind: 'menu' }, delay: DEFAULT_DELAY }), screens);
}
