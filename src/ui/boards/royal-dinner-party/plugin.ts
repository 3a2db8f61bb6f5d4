/**
 * Royal Dinner Party's board plug-in: the grid and seats, arrow keys over positions and seats,
 * favors on their own keys (x: ace, j: joker), and prompts in words.
 */
import type { RdpView } from '../../../games/royal-dinner-party/view.js';
import type { Glyphs } from '../../glyphs.js';
import type { BoardPlugin, SelectionView } from '../types.js';
import { compactBoardLines } from './compact.js';
import { boardLines, handLines } from './lines.js';
import { TARGETS, pretty, prettySentence, rankOf, topOf } from './view.js';

function prompt(v: RdpView, sel: SelectionView, g: Glyphs, _data?: unknown, width = 78): string {
  const held = v.held ? pretty(v.held, g) : '';
  if (width < 78) return shortPrompt(v, sel, g, held);
  switch (sel.verb) {
    case 'seat':
      return `Where does ${pretty(v.waiting[0] ?? '', g)} sit? It likes the seats marked ${g.candidate}.`;
    case 'keep':
      return 'Final Touch: Enter keeps the table, or swap one card for the next number card.';
    case 'swap':
      return 'Final Touch: which card goes under the deck, for the next number card?';
    case 'draw':
      return v.favors.length ? 'Draw the next card (Enter), or spend a favor first.' : 'Draw the next card (Enter).';
    case 'place':
      return `Place ${held} on a top card of ${rankOf(v.held ?? '') || '?'} or lower, or on an empty place.`;
    case 'helping':
      return `${held} fits nowhere: an extra helping for which hungry guest?`;
    case 'ace':
      return 'Ace: which stack goes face down under the deck?';
    case 'joker': {
      if (!sel.args.length) return 'Joker: which top card moves?';
      const card = topOf(v, sel.args[0]);
      return `Joker: move ${card ? pretty(card, g) : 'the card'} from ${sel.args[0]} to where?`;
    }
    default:
      return '';
  }
}

/** The same questions in at most 47 columns, for the compact and small layouts. */
function shortPrompt(v: RdpView, sel: SelectionView, g: Glyphs, held: string): string {
  switch (sel.verb) {
    case 'seat':
      return `Seat ${pretty(v.waiting[0] ?? '', g)}: it likes the ${g.candidate} seats.`;
    case 'keep':
      return 'Final Touch: Enter keeps; or swap a card.';
    case 'swap':
      return 'Final Touch: which card goes under the deck?';
    case 'draw':
      return v.favors.length ? 'Enter draws; or spend a favor first.' : 'Enter draws the next card.';
    case 'place':
      return `Place ${held} on ${rankOf(v.held ?? '') || '?'} or lower, or an empty place.`;
    case 'helping':
      return `${held} fits nowhere: extra helping for whom?`;
    case 'ace':
      return 'Ace: which stack goes under the deck?';
    case 'joker': {
      if (!sel.args.length) return 'Joker: which top card moves?';
      const card = topOf(v, sel.args[0]);
      return `Joker: ${card ? pretty(card, g) : 'the card'} from ${sel.args[0]} to where?`;
    }
    default:
      return '';
  }
}

function why(_view: RdpView, move: string): string | undefined {
  switch (move.split(' ')[0]) {
    case 'place':
      return 'it keeps meals within reach and room for what comes';
    case 'draw':
      return 'no favor is worth spending yet';
    case 'seat':
      return 'that seat promises the best meal';
    case 'helping':
      return 'that guest can best afford a bigger appetite';
    case 'ace':
      return 'clearing that stack saves a hungry guest';
    case 'joker':
      return 'moving that card serves or sets up a meal';
    case 'keep':
      return 'the table is good as it is';
    case 'swap':
      return 'that card helps the fewest guests';
    default:
      return undefined;
  }
}

export const royalDinnerPartyBoard: BoardPlugin<RdpView, undefined> = {
  gameId: 'royal-dinner-party',
  /** The grid, the twelve seats around it, the deck. */
  board: ({ view, selection, glyphs, layout }) =>
    layout.name === 'full' ? boardLines(view, selection, glyphs) : compactBoardLines(view, selection, glyphs),
  /** What the player holds: the drawn card, guests waiting for a seat, favors. */
  hand: ({ view, glyphs }) => handLines(view, glyphs),
  layouts: { compact: { board: 6, hand: 2 }, small: { board: 6, hand: 2 } },
  targets: TARGETS,
  typing: { names: 'a position (b2), a seat (Ta)' },
  verbKeys: { draw: 'd', place: 'p', ace: 'x', joker: 'j', seat: 's', helping: 'g', swap: 's', keep: 'k' },
  prompt,
  word: (w, g) => pretty(w, g),
  prettify: prettySentence,
  why,
};
