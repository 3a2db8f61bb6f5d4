/**
 * The board every game gets until it has its own: the view's fields packed into lines, and
 * the seat's own cards (its fields named like "hand" that hold a list) in the hand region.
 */
import { BOARD_LINES, type BoardPlugin } from '../types.js';
import { fieldLines, handLines } from './fields.js';

export const genericBoard: BoardPlugin<Record<string, unknown>, undefined> = {
  gameId: '*',
  board: ({ view }) => fieldLines(view, 78, BOARD_LINES).map((text) => [{ text }]),
  hand: ({ view, seat }) => (seat < 0 ? [] : handLines(view).slice(0, 2).map((text) => [{ text, bold: true }])),
};
