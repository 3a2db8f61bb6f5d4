/** The board every game gets until it has its own. */
import type { BoardPlugin } from '../types.js';
import { GenericBoard } from './GenericBoard.js';
import { GenericHand } from './GenericHand.js';

export const genericBoard: BoardPlugin = {
  gameId: '*',
  Board: GenericBoard,
  Hand: GenericHand,
};
