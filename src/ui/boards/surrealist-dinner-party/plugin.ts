/**
 * Surrealist Dinner Party's board plug-in: the ring of guests seat by seat, your hand, arrow
 * keys over guests, seat positions and platter tokens, a key for each action (c compliments
 * and r drama, as their tokens are lettered; none of F W D, so a platter token can be typed
 * while serving), and prompts in words. Moves are picked word by word from the legal ones.
 */
import type { Glyphs } from '../../glyphs.js';
import { plural } from '../segments.js';
import type { BoardPlugin, SelectionView } from '../types.js';
import { facesOf, fauxPasName, fullName, shortName, tinyName, type Faces } from './faces.js';
import { abilityCurtain, abilityPrompt } from './ability-prompts.js';
import { fauxPasFace } from './before.js';
import { boardLines, handLines, wordPlaces } from './lines.js';
import { kindName, pendingOf } from './view.js';
import type { SdpView } from '../../../games/surrealist-dinner-party/view.js';

const isKind = (w: string): boolean => /^[FWDCR*]$/.test(w);

/** What the step asks, in the first of its forms that fits `width` (the compact layout's 58 columns). */
function promptIn(v: SdpView, f: Faces, sel: SelectionView, g: Glyphs, width: number): string {
  const forms = promptForms(v, f, sel, g);
  return forms.find((t) => t.length <= width) ?? forms[forms.length - 1] ?? '';
}

function promptForms(v: SdpView, f: Faces, sel: SelectionView, g: Glyphs): string[] {
  const ability = abilityPrompt(v, f, sel);
  if (ability) return ability;
  const [a] = sel.args;
  switch (sel.verb) {
    case 'seat':
      return a === undefined
        ? ['Seat which guest from your hand? (then send one home, or end)', 'Seat which guest from your hand?']
        : [`Seat ${shortName(f, a)} where? Places in your row count from the left.`, `Seat ${tinyName(f, a)} where? Places count from the left.`];
    case 'home':
      return ['Send which guest home? Its matching tokens go to your Stash.', 'Send which guest home? Matching tokens are stashed.'];
    case 'end':
      return ['End your turn: Enter.'];
    case 'compliment':
    case 'drama': {
      const token = sel.verb === 'compliment' ? 'a Compliment' : 'a Drama';
      return a === undefined
        ? [`${token[0].toUpperCase()}${token.slice(1)} to which of your guests (one with an empty appetite)?`, `${token[0].toUpperCase()}${token.slice(1)} to which of your guests?`]
        : [`${shortName(f, a)} gets ${token}; which neighbour gets one too?`, `${tinyName(f, a)} gets ${token}; which neighbour too?`];
    }
    case 'serve':
      return [a === undefined ? 'Serve which token from the platter?' : `Serve the ${kindName(a)} to which of your guests?`];
    case 'trash':
      return ['Trash which token from the platter? (it leaves the game)'];
    case 'plates':
      return ['Use the plate abilities of your guests this course: Enter.', 'Use your plate abilities this course: Enter.'];
    case 'use':
      return ['Use which guest\'s ability?'];
    case 'skip':
      return ['Skip that ability: Enter.'];
    case 'place': {
      const p = pendingOf(v);
      const token = p?.token ? `the ${kindName(p.token)}` : 'the token';
      const mark = `(${g.ascii ? '+' : '✓'}: a match)`;
      return [
        `Place ${token} on which appetite of ${p?.guest ? shortName(f, p.guest) : 'the guest'}? ${mark}`,
        `Place ${token} on which appetite of ${p?.guest ? tinyName(f, p.guest) : 'the guest'}? ${mark}`,
      ];
    }
    case 'bonus':
      return [a === undefined ? 'Perfectly Content: stash which token first?' : `Perfectly Content: ${kindName(a)}, and which second token?`];
    case 'draft': {
      const left = sel.choices.length - 1;
      return [
        `Your pick: which guest do you keep? Enter keeps it; the other ${left} pass left.`,
        `Your pick: keep which guest? Enter keeps it.`,
      ];
    }
    case 'keep':
      return keepPrompt(f, sel);
    default:
      return [];
  }
}

/** The faux pas keep: the first card, then the second or Enter for the first alone. */
function keepPrompt(f: Faces, sel: SelectionView): string[] {
  const [a] = sel.args;
  if (a === undefined) {
    // the short form names the face of the card under the cursor (a narrow table lists them by name)
    const face = sel.cursor ? `${fauxPasFace(f, sel.cursor, true)}: Enter takes it.` : '';
    return ['Your faux pas: keep which? Enter takes it, then alone or with the other.', ...(face ? [face] : []), 'Your faux pas: keep which? Enter takes it.'];
  }
  const name = fauxPasName(f, a);
  const other = sel.choices.find((c) => c !== '');
  if (!other) return [`Keep ${name} alone: Enter. (For both, Esc and take the other first.)`, `Keep ${name} alone: Enter (Esc: back).`];
  return [`Keep ${name} alone (Enter on it), or with ${fauxPasName(f, other)} too (arrow, Enter)?`, `${name} alone, or with ${fauxPasName(f, other)}?`];
}

/** How many matching tokens a seated guest holds, and whether every appetite does. */
function matching(v: SdpView, guest: string): { n: number; all: boolean } {
  const g = v.table.flat().find((x) => x.guest === guest);
  const n = g?.appetites.filter((s) => s.token && s.matches).length ?? 0;
  return { n, all: !!g && n === g.appetites.length };
}

/** Whether a guest has an empty appetite a token of `kind` would match. */
function wants(v: SdpView, guest: string, kind: string): boolean {
  const g = v.table.flat().find((x) => x.guest === guest);
  return !!g?.appetites.some((s) => !s.token && (s.kind === kind || s.kind === '*'));
}

function whyIn(v: SdpView, f: Faces, move: string): string | undefined {
  const w = move.split(' ');
  switch (w[0]) {
    case 'seat':
      return `${shortName(f, w[1])} has appetites the table can feed`;
    case 'home': {
      const { n, all } = matching(v, w[1]);
      return all ? `${shortName(f, w[1])} goes home Perfectly Content: two more tokens` : `${n} matching token${n === 1 ? '' : 's'} go to your Stash`;
    }
    case 'compliment':
    case 'drama': {
      const kind = w[0] === 'compliment' ? 'C' : 'R';
      const mine = wants(v, w[1], kind) ? `it matches an appetite of ${shortName(f, w[1])}` : `it fills an appetite of ${shortName(f, w[1])}`;
      return wants(v, w[2] ?? '', kind) ? `${mine}, though ${shortName(f, w[2])} likes it too` : `${mine}, and ${shortName(f, w[2] ?? '')} cannot use it`;
    }
    case 'serve':
      return wants(v, w[2] ?? '', w[1]) ? `the ${kindName(w[1])} matches ${shortName(f, w[2])}` : `the platter empties sooner`;
    case 'trash':
      return `the ${kindName(w[1])} would help another seat more than you`;
    case 'place':
      return isKind(w[1]) ? 'it keeps the appetites that can still match open' : undefined;
    case 'bonus':
      return 'the kinds that count most for you';
    case 'end':
      return 'nothing more is worth doing this turn';
    default:
      return undefined;
  }
}

/** A move word as lists show it: a guest by its table name (with its code when unlike it), a kind with its name. */
export function wordOf(word: string, f: Faces): string {
  if (isKind(word)) return `${word} ${kindName(word)}`;
  const card = f.fauxPas.get(word);
  if (card) return card.name;
  const face = f.guests.get(word);
  if (!face) return word;
  const fold = (t: string): string => t.normalize('NFD').replace(/[^a-zA-Z0-9]/g, '').toLowerCase();
  const typed = [face.short, ...face.short.split(' ')].some((w) => fold(w).startsWith(word));
  return typed ? face.short : `${face.short} (${word})`;
}

/** Placing a token: on an appetite of its own kind, else a wild one, when the guest has one free. */
export function startMove(v: SdpView, legal: readonly string[]): string | undefined {
  const p = pendingOf(v);
  if (p?.what !== 'place' || !p.token) return undefined;
  return [`place ${p.token}`, 'place *'].find((m) => legal.includes(m));
}

/** Why a person is called out of turn: a token given to one of its guests, or a bonus to choose. */
export function curtainNote(v: SdpView, f: Faces, seat: number, names: readonly string[]): string | undefined {
  const p = pendingOf(v);
  const name = names[seat] ?? `Seat ${seat + 1}`;
  // before play each person in turn makes a choice the others must not see
  if (p?.seat === seat + 1 && p.what === 'draft') return `The draft: ${name} keeps one guest of those passed on.`;
  if (p?.seat === seat + 1 && p.what === 'keep') return `Faux pas: ${name} keeps one or both of the two dealt.`;
  if (!p?.guest || p.seat !== seat + 1) return undefined;
  const ability = abilityCurtain(v, f, name);
  if (ability) return ability;
  if (p.what === 'place') return `${fullName(f, p.guest)} has received ${p.token ? `a ${kindName(p.token)}` : 'a token'}: ${name} places it.`;
  if (p.what === 'bonus') return `${fullName(f, p.guest)} went home Perfectly Content: ${name} chooses ${plural(p.count ?? 2, 'token')}.`;
  return undefined;
}

/**
 * A log line in words where the rules write token letters ("stashes F and W", "its * appetite");
 * "sends X home and stashes 2 tokens" said so that the seat's second verb needs no agreeing
 * when the line is put in your words ("You send X home: 2 tokens stashed").
 */
export function prettify(text: string): string {
  return text
    .replace(/ home and stashes (\d+) tokens?\b/g, (_, n: string) => ` home: ${n} token${n === '1' ? '' : 's'} stashed`)
    .replace(/\bstashes ([FWDCR]) and ([FWDCR])\b/g, (_, a: string, b: string) => `stashes a ${kindName(a)} and a ${kindName(b)}`)
    .replace(/\bits \* appetite\b/g, 'its wild appetite');
}

/**
 * Verbs a bare Enter may start with, harmless first: using an ability offered (in the plate
 * action, before ending it: Enter never throws a plate ability away), ending a turn, then
 * moves that still ask for a word; an ability's own choices before skipping part of it.
 */
const HARMLESS = ['use', 'end', 'place', 'seat', 'serve', 'compliment', 'drama', 'home', 'bonus', 'pick', 'target', 'take', 'plates', 'skip', 'draft', 'keep'];

export const surrealistDinnerPartyBoard: BoardPlugin<SdpView, Faces> = {
  gameId: 'surrealist-dinner-party',
  faces: facesOf,
  /** The course and platter, the ring of guests seat by seat, what happens now. */
  board: boardLines,
  /** The seat's hand of guests, each with its appetites, marked while one is being seated. */
  hand: handLines,
  // compact: the header, four seats' two lines, and one line for what matters most now
  layouts: { compact: { board: 10, hand: 2 } },
  targets: (view, seat) => wordPlaces(view, seat),
  typing: { names: 'a guest by its code (dali, klee), a token (W)', slash: '/e for ernst while e is end' },
  verbKeys: {
    seat: 's',
    home: 'g',
    end: 'e',
    compliment: 'c',
    drama: 'r',
    serve: 'v',
    trash: 't',
    plates: 'p',
    use: 'a',
    skip: 'k',
    keep: 'k',
    draft: 'k',
    place: 'l',
    bonus: 'b',
  },
  // never trash a platter token on a bare Enter
  defaultVerb: (verbs) => HARMLESS.find((v) => verbs.includes(v)),
  startMove: (view, legal) => startMove(view, legal),
  curtain: (view, seat, names, data) => curtainNote(view, facesOf(data), seat, names),
  prompt: (view, sel, g, data, width = 78) => promptIn(view, facesOf(data), sel, g, width),
  word: (w, _g, data) => wordOf(w, facesOf(data)),
  prettify,
  why: (view, move, data) => whyIn(view, facesOf(data), move),
};

