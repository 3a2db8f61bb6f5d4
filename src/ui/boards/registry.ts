/** The board plug-ins by game id; games without one get the generic board. */
import { genericBoard } from './generic/plugin.js';
import type { BoardPlugin } from './types.js';

const boards = new Map<string, BoardPlugin>();

export function registerBoard(b: BoardPlugin): void {
  boards.set(b.gameId, b);
}

export function boardFor(gameId: string): BoardPlugin {
  return boards.get(gameId) ?? { ...genericBoard, gameId };
}
