/** The commands that only read the games' own descriptions: list (from their meta.ts alone) and rules. */
import type { Command } from 'commander';
import { getGame } from '../engine/registry.js';
import { CATALOG } from '../games/index.js';
import { unicodeFor } from '../terminal.js';
import { asciiOnly } from '../ui/glyphs.js';

/** What `list` prints: one line a game, its id, player count and summary. */
export function listText(): string {
  const games = CATALOG;
  const width = Math.max(...games.map((g) => g.id.length));
  return games
    .map((g) => {
      const seats = g.players.min === g.players.max ? `${g.players.min}` : `${g.players.min}-${g.players.max}`;
      const who = g.players.max === 1 ? 'solo' : `${seats} players`;
      return `${g.id.padEnd(width)}  ${who.padEnd(11)}  ${g.summary}\n`;
    })
    .join('');
}

export function registerCatalogCommands(program: Command): void {
  program
    .command('list')
    .description('list the games, their player counts and what they are about')
    .action(() => {
      process.stdout.write(listText());
    });

  program
    .command('rules')
    .description("print a game's rules page")
    .argument('<game>', 'the game, as `list` names it')
    .action((id: string, _opts: unknown, cmd: Command) => {
      // a locale that is not UTF-8 (or --ascii) gets the page in ASCII, as the screens do
      const page = getGame(id).rules;
      process.stdout.write(unicodeFor(cmd.optsWithGlobals<{ ascii?: boolean }>().ascii) ? page : asciiOnly(page));
    });
}
