/** The Feast's board plug-in: the table of seats and dummies, prompts for ploys and captures. */
import type { FeastView } from '../../../games/the-feast/view.js';
import type { Glyphs } from '../../glyphs.js';
import type { BoardPlugin, SelectionView } from '../types.js';
import { boardLines, handLines } from './lines.js';
import { revealLines } from './reveal.js';

function prompt(v: FeastView, sel: SelectionView, _g: Glyphs, _data?: unknown, width = 78): string {
  if (sel.verb === 'ploy') {
    const long = `Topic ${v.topic ?? '?'}: your ploy, face down. A matched rank is a gaffe.`;
    return long.length <= width ? long : `Topic ${v.topic ?? '?'}: ploy face down; a matched rank is a gaffe.`;
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

function why(_view: FeastView, move: string): string | undefined {
  if (move.startsWith('ploy')) return 'a rank the others are least likely to match';
  if (move === 'take topic') return 'the topic is worth the most';
  if (move.startsWith('take gaffe')) return 'the best gaffe on the table';
  return undefined;
}

export const theFeastBoard: BoardPlugin<FeastView, undefined> = {
  gameId: 'the-feast',
  /**
   * The topic, every seat and dummy with its ploy and points, the last round; right after a
   * reveal (until the viewer chooses again) the walkthrough of that reveal instead.
   */
  board: ({ view, glyphs, seat, names, layout }) =>
    revealLines(view, seat, names, glyphs, layout.width, layout.boardLines) ??
    boardLines(view, seat, names, glyphs, layout.width, layout.boardLines),
  /** The seat's cards, its face-down ploy and what it has captured. */
  hand: ({ view, glyphs, seat }) => handLines(view, seat, glyphs),
  layouts: { compact: { board: 10, hand: 2 } },
  typing: { names: 'a rank (9), topic or gaffe' },
  verbKeys: { ploy: 'p', take: 't' },
  prompt,
  why,
};
