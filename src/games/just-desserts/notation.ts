/**
 * Just Desserts' move notation: a move's text, reading a move written freely, and why a
 * written move is not legal, in a few words (the vocabulary: index.ts).
 */
import { normalizeMove } from '../../engine/moves.js';
import { mover, legal } from './rules.js';
import { isBlocker, serveProblem } from './serving.js';
import { Phase, type JdState, Move, decode } from './state.js';
import { type Tables } from './data.js';

const VERBS: Record<number, string[]> = {
  [Phase.Guest]: ['serve', 'pass'],
  [Phase.Offer]: ['serve', 'pass'],
  [Phase.Steal]: ['steal', 'waiting', 'discard', 'end'],
  [Phase.Freshen]: ['discard', 'done'],
  [Phase.Block]: ['block', 'allow'],
  [Phase.Bribe]: ['bribe'],
};

const ALL = ['serve', 'pass', 'steal', 'waiting', 'discard', 'done', 'end', 'block', 'allow', 'bribe'];

const PHASE_SAYS: Record<number, string> = {
  [Phase.Guest]: 'the guest at hand waits: serve it or pass',
  [Phase.Offer]: 'the guest at hand is offered to you: serve it or pass',
  [Phase.Steal]: 'it is the steal phase: steal, waiting, discard or end',
  [Phase.Freshen]: 'you are freshening: discard more or done',
  [Phase.Block]: 'a steal of your guest is under way: block or allow',
  [Phase.Bribe]: 'you owe a bribe: bribe one dessert',
};

export function whyIllegal(s: JdState, seat: number, text: string): string {
  const t = s.tables;
  if (s.phase === Phase.Over) return 'the game is over';
  if (seat !== mover(s)) return `seat ${mover(s) + 1} is to move`;
  const words = normalizeMove(text).split(' ');
  const verb = words[0];
  if (!ALL.includes(verb)) return `"${verb}" is not a move of Just Desserts`;
  if (!VERBS[s.phase].includes(verb)) return PHASE_SAYS[s.phase];
  const hand = s.hands[seat];
  const byCode = (code: string, from: number): number => {
    const i = t.codes.indexOf(code);
    return i >= from && (from > 0 || i < t.guests) ? i : -1;
  };
  const desserts = (list: string[]): number[] | string => {
    const out: number[] = [];
    for (const code of list) {
      const c = byCode(code, t.guests);
      if (c < 0) return `no dessert is called "${code}"`;
      if (!hand.includes(c)) return `${code} is not in your hand`;
      if (out.includes(c)) return `${code} is named twice`;
      out.push(c);
    }
    return out;
  };
  const order = `write the desserts in alphabetical order: ${verb}`;
  switch (verb) {
    case 'serve':
    case 'waiting': {
      const guest = verb === 'serve' ? s.guest : s.waiting[s.waiting.length - 1];
      if (guest === undefined) return 'the Waiting Room is empty';
      const cards = desserts(words.slice(1));
      if (typeof cards === 'string') return cards;
      const why = serveProblem(s, guest, cards);
      if (why) return why;
      return `${order} ${cards.map((c) => t.codes[c]).sort().join(' ')}`;
    }
    case 'steal': {
      if (words.length < 2) return 'name a guest and the desserts, as in "steal agent17 turnover"';
      const g = byCode(words[1], 0);
      if (g < 0) return `no guest is called "${words[1]}"`;
      if (!s.served.some((row, x) => x !== seat && row.includes(g))) return `${t.names[g]} is at no other player's table`;
      const cards = desserts(words.slice(2));
      if (typeof cards === 'string') return cards;
      if (cards.length >= hand.length) return 'keep a dessert for the bribe, or you cannot steal';
      const why = serveProblem(s, g, cards);
      if (why) return why;
      return `write the desserts in alphabetical order: steal ${words[1]} ${cards.map((c) => t.codes[c]).sort().join(' ')}`;
    }
    case 'discard':
    case 'bribe':
    case 'block': {
      if (words.length !== 2) return `name one dessert, as in "${verb} ${t.codes[hand[0] ?? t.guests]}"`;
      const cards = desserts(words.slice(1));
      if (typeof cards === 'string') return cards;
      if (verb === 'block' && !isBlocker(t, cards[0], s.target)) {
        return `a block takes a single-flavor dessert that ${t.names[s.target]} craves`;
      }
      return 'it is not one of the moves open now';
    }
    default:
      return `write just "${verb}"`;
  }
}

function codesSorted(t: Tables, cards: readonly number[]): string {
  return cards
    .map((c) => t.codes[c])
    .sort()
    .join(' ');
}

export function moveText(s: JdState, _seat: number, move: number): string {
  const t = s.tables;
  const { kind, cards, target } = decode(move);
  switch (kind) {
    case Move.Pass:
      return 'pass';
    case Move.Serve:
      return `serve ${codesSorted(t, cards)}`;
    case Move.Steal:
      return `steal ${t.codes[target]} ${codesSorted(t, cards)}`;
    case Move.Waiting:
      return `waiting ${codesSorted(t, cards)}`;
    case Move.Discard:
      return `discard ${t.codes[cards[0]]}`;
    case Move.Done:
      return 'done';
    case Move.End:
      return 'end';
    case Move.Bribe:
      return `bribe ${t.codes[cards[0]]}`;
    case Move.Block:
      return `block ${t.codes[cards[0]]}`;
    case Move.Allow:
      return 'allow';
  }
  return `move${move}`;
}

/**
 * Reads a serve, steal or Waiting Room move whose desserts are written in any order (the
 * notation sorts them); undefined when no legal move has the same words.
 */
export function parseMove(s: JdState, seat: number, text: string): number | undefined {
  const words = text.trim().toLowerCase().split(/\s+/);
  const head = words[0] === 'steal' ? 2 : 1;
  const key = [...words.slice(0, head), ...words.slice(head).sort()].join(' ');
  const out: number[] = [];
  const n = legal(s, seat, out);
  for (let i = 0; i < n; i++) if (moveText(s, seat, out[i]) === key) return out[i];
  return undefined;
}
