/**
 * Just Desserts' board plug-in: the table grouped by trio icon, the serving help in the hand
 * region, a key for each kind of move, and prompts in words. The moves are picked word by
 * word from the legal ones (a verb, then a guest or desserts by their codes), with the arrows
 * and Enter or by typing the first letters of a code.
 */
import type { JdView } from '../../../games/just-desserts/view.js';
import type { Glyphs } from '../../glyphs.js';
import type { BoardPlugin, SelectionView } from '../types.js';
import { cardFaces, guestName as nameIn, type Faces } from './cards.js';
import { boardLines, handLines } from './lines.js';

const joined = (list: readonly string[]): string => list.join(' + ');

/** The steps of a serve: the first dessert, then more until Enter serves (narrow: the choices line shows the desserts so far). */
function serving(what: string, args: readonly string[], sel: SelectionView, g: Glyphs, narrow = false): string {
  if (!args.length) return narrow ? `${what}: which dessert?` : `${what}: which dessert? (the sets that fit are above)`;
  const done = sel.choices.includes('');
  if (narrow) return done && sel.choices.length === 1 ? `${what}: Enter.` : done ? `${what}: Enter, or add a dessert.` : `${what}: which other dessert?`;
  if (done && sel.choices.length === 1) return `${what} with ${joined(args)}: Enter.`;
  if (done) return `${what} with ${joined(args)}: Enter, or add a dessert (${g.ascii ? 'arrows' : g.arrows}).`;
  return `${what} with ${joined(args)} and which other dessert?`;
}

function seatWord(v: JdView, s: number | undefined): string {
  return s === undefined ? 'the other player' : `seat ${s}`;
}

function promptIn(v: JdView, f: Faces, sel: SelectionView, g: Glyphs, width = 78): string {
  const guestName = (code: string): string => nameIn(f, code);
  const atHand = v.guestAtHand ? guestName(v.guestAtHand) : 'the guest';
  const narrow = width < 78;
  if (narrow) {
    const short = narrowPrompt(v, f, sel, atHand);
    if (short !== undefined) return short;
  }
  switch (sel.verb) {
    case 'serve':
      return serving(`Serve ${atHand}`, sel.args, sel, g, narrow);
    case 'pass':
      return v.phase === 'guest'
        ? `Offer ${atHand} around: Enter. The others are asked in turn from your left.`
        : `Pass ${atHand} on: Enter.`;
    case 'steal':
      if (!sel.args.length) return 'Steal which guest? You serve it again and bribe its owner one dessert.';
      return serving(`Steal ${guestName(sel.args[0])}`, sel.args.slice(1), sel, g, narrow);
    case 'waiting':
      return serving(`Serve ${guestName(v.waitingRoom[0] ?? '')} from the Waiting Room`, sel.args, sel, g, narrow);
    case 'discard':
      return v.phase === 'freshen'
        ? `Freshening: discard another dessert, or done draws ${v.freshened}.`
        : 'Freshen: discard which dessert? Then more, or done to draw as many.';
    case 'done':
      return `Done freshening: Enter draws ${v.freshened} dessert${v.freshened === 1 ? '' : 's'}.`;
    case 'end':
      return 'End your turn: Enter.';
    case 'block':
      return `Block the steal of ${guestName(v.steal?.guest ?? '')} with which ace? (Tab: allow)`;
    case 'allow':
      return `Let ${seatWord(v, v.steal?.by)} take ${guestName(v.steal?.guest ?? '')}: Enter. You get a one-dessert bribe.`;
    case 'bribe':
      return `Bribe ${seatWord(v, v.steal?.from)}: which dessert do you give? Only the two of you see it.`;
    default:
      return '';
  }
}

/** The prompts that need fewer words in a compact layout (58 columns); the others fit as they are. */
function narrowPrompt(v: JdView, f: Faces, sel: SelectionView, atHand: string): string | undefined {
  const guestName = (code: string): string => nameIn(f, code);
  switch (sel.verb) {
    case 'pass':
      return v.phase === 'guest' ? `Offer ${atHand} around (from your left): Enter.` : undefined;
    case 'steal':
      return sel.args.length ? undefined : 'Steal which guest? (serve it again, bribe its owner)';
    case 'waiting':
      return sel.args.length ? undefined : `Serve ${guestName(v.waitingRoom[0] ?? '')} (Waiting Room): which dessert?`;
    case 'discard':
      return v.phase === 'freshen' ? `Discard another, or done draws ${v.freshened}.` : 'Freshen: discard which dessert? (then done draws)';
    case 'block':
      return `Block the steal of ${guestName(v.steal?.guest ?? '')} with which ace?`;
    case 'allow':
      return `Let ${seatWord(v, v.steal?.by)} take ${guestName(v.steal?.guest ?? '')}: Enter (you get a bribe).`;
    case 'bribe':
      return `Bribe ${seatWord(v, v.steal?.from)}: which dessert? (face down)`;
    default:
      return undefined;
  }
}

function whyIn(v: JdView, f: Faces, move: string): string | undefined {
  const w = move.split(' ');
  const favorite = (guest: string | undefined, desserts: readonly string[]): boolean =>
    !!guest && desserts.some((d) => f.guests.get(guest)?.favorites.includes(d));
  switch (w[0]) {
    case 'serve':
      return favorite(v.guestAtHand ?? undefined, w.slice(1))
        ? 'it seats the guest, and its favorite draws you a dessert'
        : 'it seats the guest and its points';
    case 'pass':
      return 'that guest is not worth those desserts';
    case 'steal':
      return favorite(w[1], w.slice(2)) ? 'the guest changes tables, and its favorite draws you a dessert' : 'taking that guest costs its owner as much as it gains you';
    case 'waiting':
      return 'the Waiting Room guest costs no bribe';
    case 'discard':
    case 'done':
      return 'fresh desserts serve more guests';
    case 'end':
      return 'nothing is worth doing this turn';
    case 'block':
      return 'it keeps your guest';
    case 'allow':
      return 'the bribe is worth more than the ace';
    case 'bribe':
      return 'that dessert helps you least';
    default:
      return undefined;
  }
}

export const justDessertsBoard: BoardPlugin<JdView, Faces> = {
  gameId: 'just-desserts',
  faces: cardFaces,
  /** The turn and the card that matters, every seat's guests, the piles, your desserts. */
  board: boardLines,
  /** How the seat can serve what is before it: the sets of its desserts that satisfy, favorites first. */
  hand: handLines,
  // compact: a line more for the table (the desserts in hand), the serving sets in one
  layouts: { compact: { board: 11, hand: 1 } },
  typing: { names: 'a guest (bob), a dessert (fudge)', slash: '/e for eclair while e is end' },
  // passing gives the guest away; discarding and allowing a steal lose a card
  costly: ['pass', 'discard', 'allow'],
  verbKeys: {
    serve: 's',
    pass: 'p',
    steal: 't',
    waiting: 'w',
    discard: 'd',
    done: 'o',
    end: 'e',
    block: 'b',
    allow: 'a',
    bribe: 'r',
  },
  // with nothing to steal, Enter ends the turn (or finishes freshening) rather than discarding a dessert
  defaultVerb: (verbs) => (verbs[0] === 'discard' ? verbs.find((v) => v === 'end') ?? verbs.find((v) => v === 'done') : undefined),
  prompt: (view, sel, g, data, width) => promptIn(view, cardFaces(data), sel, g, width),
  why: (view, move, data) => whyIn(view, cardFaces(data), move),
};
