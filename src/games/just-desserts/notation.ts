/**
 * Just Desserts: why a written move is not legal, in a few words. Called by the engine only
 * after the text matched none of the legal moves (see rules.ts for the notation).
 */
import { normalizeMove } from '../../engine/moves.js';
import { Phase, isBlocker, mover, serveProblem, type JdState } from './rules.js';

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
