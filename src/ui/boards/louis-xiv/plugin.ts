/**
 * Louis XIV's board plug-in: the tray and the nobles, arrow keys over rows, columns, cells and
 * nobles, a key for each kind of move, and prompts that say what the selected card will do
 * under the selected noble. A placement that forces a noble's cards into the discard pile
 * asks for a second press (`confirm`); it stays one of the game's legal moves.
 */
import type { LouisView } from '../../../games/louis-xiv/view.js';
import type { Glyphs } from '../../glyphs.js';
import type { BoardPlugin, SelectionView } from '../types.js';
import { nobleCheck } from './check.js';
import { imposterFace, nobleFaces } from './faces.js';
import { COMPACT, compactBoardLines } from './compact.js';
import { boardLines, handLines, plural } from './lines.js';
import { outcomeOf, type NobleCheck, type Outcome } from './predict.js';
import { TARGETS, cellsOf, ownSeat } from './view.js';

/** What placing `card` under `noble` will do for `seat`, by the game's checks. */
function outcome(v: LouisView, seat: number, card: string, noble: string, data: unknown, check: NobleCheck | undefined): Outcome | undefined {
  const n = v.nobles[ownSeat(seat)]?.find((x) => x.noble === noble);
  return n ? outcomeOf(check, v.side, n, ownSeat(seat), card, data) : undefined;
}

/** The cards of a take ("7B 12W 3G"), a dash for an empty cell. */
function takeWords(v: LouisView, verb: string, args: readonly string[]): string {
  return cellsOf(verb, args)
    .map((c) => v.tray[c] ?? '—')
    .join(' ');
}

/**
 * The sentence for a card under a noble: what will happen, then the noble's need. `short`
 * (the compact layout) leaves the need out: the noble's row shows it beside the cursor.
 */
function placeSentence(v: LouisView, seat: number, card: string, noble: string, data: unknown, check: NobleCheck | undefined, short: boolean, width: number): string {
  const n = v.nobles[ownSeat(seat)]?.find((x) => x.noble === noble);
  const face = nobleFaces(data, v.side, ownSeat(seat)).find((f) => f.noble === noble);
  const o = outcome(v, seat, card, noble, data, check);
  if (short) {
    if (o === 'completes') return `${card} under ${noble}: completes it (${plural(n?.points ?? 0, 'point')}).`;
    if (o === 'forced') return `${card} under ${noble} spoils it: ${plural((n?.cards.length ?? 0) + 1, 'card')} discarded.`;
  }
  let what: string;
  switch (o) {
    case 'fits':
      what = 'fits, and it can still be completed.';
      break;
    case 'completes':
      what = `completes it: ${plural(n?.points ?? 0, 'point')} after your placements.`;
      break;
    case 'forced':
      what = `spoils it, ${forcedWords(n?.cards.length ?? 0, card)} to the discard pile.`;
      break;
    default:
      what = 'Enter places it.';
  }
  // the outcome first, then the need's reminder when it fits whole (the noble's column shows it too)
  const sentence = `${card} under ${noble}: ${what}`;
  const need = face && !short ? ` It needs ${face.need}.` : '';
  return sentence.length + need.length <= width ? sentence + need : sentence;
}

/** What a forced disposal sends to the discard pile, with its verb. */
const forcedWords = (under: number, card: string): string =>
  under > 1 ? `its ${under} cards and ${card} go` : under ? `its card and ${card} go` : `${card} goes`;

/** The prompt, in 78 columns or (`width` below it, the compact layout) in about 50. */
function promptIn(v: LouisView, sel: SelectionView, g: Glyphs, data: unknown, check: NobleCheck | undefined, width = 78): string {
  const seat = sel.seat ?? 0;
  const short = width < 78;
  switch (sel.verb) {
    case 'row':
    case 'col': {
      const which = sel.args[0] ?? sel.cursor;
      const name = sel.verb === 'row' ? 'a whole row' : 'a whole column';
      if (!which) return `Take ${name}.`;
      // the nobles' last line (compact: their right end) says which of these cards each would take in
      const cards = takeWords(v, sel.verb, [which]);
      return short ? `Take ${sel.verb} ${which}: ${cards}; each noble says what fits.` : `Take ${name}: ${sel.verb} ${which} holds ${cards}; under each noble, what fits.`;
    }
    case 'imposter': {
      const imp = imposterFace(data, ownSeat(seat));
      const name = short ? 'Imposter, once' : `Imposter${imp ? ` (${imp.name})` : ''}, once per game`;
      if (!sel.args.length) return short ? `${name}: its first cell? (marked ${g.candidate})` : `${name}: its first cell? The cells marked ${g.candidate} start a placement.`;
      return `${name}: ${sel.args.join(' ')} and which other cell?`;
    }
    case 'place': {
      const card = sel.args[0] ?? sel.cursor;
      if (!sel.args.length && v.toPlace.length === 1) return `Place ${card}, the last card: Enter, then its noble.`;
      if (!sel.args.length) return `Place which card first? ${v.toPlace.length} to place${short ? '.' : ', each under an unscored noble.'}`;
      return sel.cursor ? placeSentence(v, seat, card, sel.cursor, data, check, short, width) : `${card} under which noble?`;
    }
    case 'dispose': {
      const n = v.nobles[ownSeat(seat)]?.find((x) => x.noble === sel.cursor);
      if (!n) return 'Dispose of which noble\'s cards?';
      return `Dispose of ${n.noble}'s ${plural(n.cards.length, 'card')}${short ? '' : ' (to the discard pile)'}, or e: done.`;
    }
    case 'done':
      return short ? 'End your turn: Enter (d: dispose of cards first).' : 'End your turn: Enter (d first disposes of a noble\'s cards).';
    default:
      return '';
  }
}

/** The warning before a placement that sends the noble's cards to the discard pile. */
function confirmIn(v: LouisView, move: string, seat: number, data: unknown, check: NobleCheck | undefined): string | undefined {
  const [verb, card, noble] = move.split(' ');
  if (verb !== 'place' || !card || !noble) return undefined;
  if (outcome(v, seat, card, noble, data, check) !== 'forced') return undefined;
  const n = v.nobles[ownSeat(seat)]?.find((x) => x.noble === noble);
  return `${card} spoils ${noble} (${plural((n?.cards.length ?? 0) + 1, 'card')} discarded)`;
}

function whyIn(v: LouisView, move: string, data: unknown, seat: number, check: NobleCheck | undefined): string | undefined {
  const w = move.split(' ');
  switch (w[0]) {
    case 'row':
    case 'col':
    case 'imposter': {
      const cards = (w[0] === 'imposter' ? w.slice(1) : cellsOf(w[0], [w[1]])).map((c) => v.tray[c]).filter((c): c is string => !!c);
      const own = v.nobles[ownSeat(seat)] ?? [];
      const useful = cards.filter((c) => own.some((n) => ['fits', 'completes'].includes(outcomeOf(check, v.side, n, ownSeat(seat), c, data) ?? '')));
      const what = useful.length === cards.length ? 'each of its cards fits' : `${useful.length} of its ${plural(cards.length, 'card')} ${useful.length === 1 ? 'fits' : 'fit'}`;
      return w[0] === 'imposter' ? `the imposter's cells: ${what} a noble of yours` : `${what} a noble of yours`;
    }
    case 'place': {
      const n = v.nobles[ownSeat(seat)]?.find((x) => x.noble === w[2]);
      switch (outcome(v, seat, w[1], w[2], data, check)) {
        case 'completes':
          return `it completes ${w[2]}: ${plural(n?.points ?? 0, 'point')}`;
        case 'fits':
          return `${w[2]} can still be completed with it`;
        case 'forced':
          return 'it fits no noble worth keeping';
        default:
          return undefined;
      }
    }
    case 'dispose':
      return 'those cards block a noble that will not be finished soon';
    case 'done':
      return 'the cards under your nobles are worth keeping';
    default:
      return undefined;
  }
}

export const louisXivBoard: BoardPlugin<LouisView, undefined> = {
  gameId: 'louis-xiv',
  /** The tray and its takes, the piles, the other seats at a glance, the seat's six nobles. */
  board: ({ view, selection, glyphs, seat, names, data, layout }) =>
    (layout.name === 'full' ? boardLines : compactBoardLines)(view, selection, glyphs, seat, names, data, nobleCheck),
  /** The seat's score, the cards it took and what the selected one would do, its imposter. */
  hand: ({ view, selection, glyphs, seat, names, data, layout }) => handLines(view, selection, glyphs, seat, names, data, nobleCheck, layout.width),
  targets: TARGETS,
  verbKeys: { row: 'r', col: 'c', imposter: 'i', place: 'p', dispose: 'd', done: 'e' },
  // Enter ends the turn rather than disposing of a noble's cards
  defaultVerb: (verbs) => (verbs.includes('done') ? 'done' : undefined),
  layouts: { compact: COMPACT },
  prompt: (view, sel, g, data, width) => promptIn(view, sel, g, data, nobleCheck, width),
  confirm: (view, move, seat, data) => confirmIn(view, move, seat, data, nobleCheck),
  why: (view, move, data, seat) => whyIn(view, move, data, seat ?? 0, nobleCheck),
};
