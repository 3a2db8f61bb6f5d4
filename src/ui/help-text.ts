/** The help page: the keys (the shared ones, then the game's action keys), then the game's rules. */
import type { AnyGame } from '../engine/types.js';
import type { BoardPlugin } from './boards/types.js';
import type { Glyphs } from './glyphs.js';

export function helpLines(game: AnyGame, board: BoardPlugin, g: Glyphs): string[] {
  const arrows = g.ascii ? 'arrows' : g.arrows;
  const pairs = Object.entries(board.verbKeys ?? {}).map(([v, k]) => `${k} ${v}`);
  const half = Math.ceil(pairs.length / 2);
  const verbs = pairs.length
    ? [pairs.slice(0, half).join(', '), pairs.slice(half).join(', ')].filter(Boolean)
    : ['shown beside each action on the table'];
  const keys = [
    'KEYS',
    `  ${arrows.padEnd(10)} move between choices (on the board, or along the list)`,
    '  Enter      choose (Space too)',
    '  Esc        step back (Backspace too)',
    '  Tab        the next kind of move (Shift-Tab: the one before)',
    `  letters    actions: ${verbs[0]}`,
    ...verbs.slice(1).map((v) => `             ${v}`),
    '  typing     a choice by name chooses it at once: a position (b2),',
    '             a seat (Ta), a card or a number. An action\'s letter always',
    '             switches to that action; to type a name that starts with one',
    '             (or with u or h), press / first: /e for eclair while e is end',
    '  u          undo, back to the last time a card was drawn or revealed',
    '  h          hint: what the computer would do, and why (Enter plays it)',
    '  + -        the computer\'s pause before each move: longer, shorter',
    '  ?          this page; Esc or ? closes it',
    '  q          quit; the game is saved after every move (`dinner-games',
    '             resume` or the menu\'s Continue picks it up)',
    '',
  ];
  return [...keys, ...game.rules.split('\n')];
}
