/** The Feast's board plug-in: the table of seats and dummies, prompts for ploys and captures. */
import type { Glyphs } from '../../glyphs.js';
import type { BoardPlugin, SelectionView } from '../types.js';
import { FeastBoard } from './FeastBoard.js';
import { FeastHand } from './FeastHand.js';
import { asFeast } from './lines.js';

function prompt(view: Record<string, unknown>, sel: SelectionView, _g: Glyphs, _data?: unknown, width = 78): string {
  const v = asFeast(view);
  if (sel.verb === 'ploy') {
    return `Topic ${v.topic ?? '?'}: your ploy, face down. A matched rank is a gaffe.`;
  }
  if (sel.verb === 'take') {
    const mine = v.seat ? v.ploys[v.seat - 1] : null;
    if (sel.args[0] === 'gaffe') return `Which gaffe does your ${mine ?? 'ploy'} take?`;
    if (v.topic !== null && width < 78) return `Your ${mine ?? 'ploy'}, the only unmatched ploy: the topic ${v.topic} or a gaffe?`;
    return v.topic !== null
      ? `Your ${mine ?? 'ploy'} is the only unmatched ploy: take the topic ${v.topic} or one gaffe.`
      : `Your ${mine ?? 'ploy'} is the lowest unmatched ploy: take one gaffe.`;
  }
  return '';
}

function why(_view: Record<string, unknown>, move: string): string | undefined {
  if (move.startsWith('ploy')) return 'a rank the others are least likely to match';
  if (move === 'take topic') return 'the topic is worth the most';
  if (move.startsWith('take gaffe')) return 'the best gaffe on the table';
  return undefined;
}

export const theFeastBoard: BoardPlugin = {
  gameId: 'the-feast',
  Board: FeastBoard,
  Hand: FeastHand,
  layouts: { compact: { board: 10, hand: 2 } },
  typing: { names: 'a rank (9), topic or gaffe' },
  verbKeys: { ploy: 'p', take: 't' },
  prompt,
  why,
};
