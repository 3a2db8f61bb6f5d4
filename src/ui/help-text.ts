/** The help page: the keys (from the table's key table, with the game's action keys), then the game's rules. */
import type { AnyGame } from '../engine/types.js';
import type { BoardPlugin } from './boards/types.js';
import type { Glyphs } from './glyphs.js';
import { playHelp } from './keys.js';
import { wrapText } from './layout.js';

/** The key column's width: an entry's text starts after it, and its later lines too. */
const KEY = 11;

/** One key's entry, its text wrapped to `width` under the text column. */
function entry(key: string, text: string, width: number): string[] {
  const room = Math.max(20, width - 2 - KEY);
  return wrapText(text, room).map((l, i) => `  ${(i ? '' : key).padEnd(KEY)}${l}`);
}

/** The page's lines for a screen `width` columns wide (the rules wrap too, keeping their indents). */
export function helpLines(game: AnyGame, board: BoardPlugin, g: Glyphs, width = 79): string[] {
  const pairs = Object.entries(board.verbKeys ?? {}).map(([v, k]) => `${k} ${v}`);
  const verbs = pairs.length ? pairs.join(', ') : 'shown beside each action on the table';
  // the game's own examples of names to type: never another game's
  const names = board.typing?.names ?? 'as the choices line shows it';
  const slash = board.typing?.slash ?? 'the name after it';
  const keys = ['KEYS', ...playHelp(g, { verbs, names, slash }).flatMap(([key, text]) => entry(key, text, width)), ''];
  const rules = game.rules.split('\n').flatMap((l) => (l.length > width ? wrapText(l, width, true) : [l]));
  return [...keys, ...rules];
}
