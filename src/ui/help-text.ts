/** The help page: the keys (the shared ones, then the game's action keys), then the game's rules. */
import type { AnyGame } from '../engine/types.js';
import type { BoardPlugin } from './boards/types.js';
import type { Glyphs } from './glyphs.js';
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
  const arrows = g.ascii ? 'arrows' : g.arrows;
  const pairs = Object.entries(board.verbKeys ?? {}).map(([v, k]) => `${k} ${v}`);
  const verbs = pairs.length ? pairs.join(', ') : 'shown beside each action on the table';
  // the game's own examples of names to type: never another game's
  const names = board.typing?.names ?? 'as the choices line shows it';
  const slash = board.typing?.slash ?? 'the name after it';
  const keys = [
    'KEYS',
    ...entry(arrows, 'move between choices (on the board, or along the list)', width),
    ...entry('Enter', 'choose (Space too)', width),
    ...entry('Esc', 'step back (Backspace too)', width),
    ...entry('Tab', 'the next kind of move (Shift-Tab: the one before)', width),
    ...entry('letters', `actions: ${verbs}. An action that needs nothing more acts at once.`, width),
    ...entry(
      'typing',
      `a choice by name chooses it at once: ${names}. A letter that is another action's key switches to it; an action that gives something away has a capital key (Shift), so typing never lands on it. To type a name that starts with an action's key (or with u or h), press / first: ${slash}`,
      width,
    ),
    ...entry('u', 'undo, back to the last time a card was drawn or revealed', width),
    ...entry('h', 'hint: what the computer would do, and why (Enter plays it while the choice is still that move)', width),
    ...entry('+ -', "the computer's pause before each move: longer, shorter", width),
    ...entry('?', 'this page; Esc or ? closes it', width),
    ...entry('q', "quit; the game is saved after every move (`dinner-games resume` or the menu's Continue picks it up)", width),
    '',
  ];
  const rules = game.rules.split('\n').flatMap((l) => (l.length > width ? wrapText(l, width, true) : [l]));
  return [...keys, ...rules];
}
