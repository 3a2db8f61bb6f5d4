/**
 * Surrealist Dinner Party: the move notation (rulings.md) and why a written move is not
 * legal. Guests by code (`dali`), tokens `F W D C R`, appetites by kind (`*` for wild):
 * `seat dali 2`, `home dali`, `end`, `compliment dali klee`, `drama dali klee`,
 * `serve W dali`, `trash W`, `place W`, `bonus F W`; abilities: `plates`, `use klee`, `skip`,
 * and an ability's own choices `pick C` (a kind), `target klee` (a guest), `take klee W` (a
 * token on a guest; `take klee W *` names the appetite too when the same kind sits on two);
 * before play `draft dali` and `keep glutton bottle` (or one card).
 */
import { normalizeMove } from '../../engine/moves.js';
import { KINDS } from './abilities.js';
import { kindFrom, kindName } from './data.js';
import { legal, mover } from './rules.js';
import { emptyKinds, hasRoom, neighbours } from './table.js';
import { Move, Phase, decode, encode, ownerOf, type SdpState } from './state.js';

export function moveText(s: SdpState, _seat: number, move: number): string {
  const c = s.tables.codes;
  const { kind, a, b } = decode(move);
  switch (kind) {
    case Move.Seat:
      return `seat ${c[a]} ${b}`;
    case Move.Home:
      return `home ${c[a]}`;
    case Move.End:
      return 'end';
    case Move.Compliment:
      return `compliment ${c[a]} ${c[b]}`;
    case Move.Drama:
      return `drama ${c[a]} ${c[b]}`;
    case Move.Serve:
      return `serve ${KINDS[a]} ${c[b]}`;
    case Move.Trash:
      return `trash ${KINDS[a]}`;
    case Move.Place:
      return `place ${kindName(a)}`;
    case Move.Bonus:
      return b === 5 ? `bonus ${KINDS[a]}` : `bonus ${KINDS[a]} ${KINDS[b]}`;
    case Move.Keep:
      return b ? `keep ${c[a]} ${c[b]}` : `keep ${c[a]}`;
    case Move.Draft:
      return `draft ${c[a]}`;
    case Move.Plates:
      return 'plates';
    case Move.Use:
      return `use ${c[a]}`;
    case Move.Skip:
      return 'skip';
    case Move.Pick:
      return `pick ${KINDS[a]}`;
    case Move.Target:
      return b === 0 ? `target ${c[a]}` : takeText(s, a, b);
  }
  return `move${move}`;
}

/**
 * `take dali W` (b = 1 + token + 5 * appetite): the appetite is written only when the same
 * kind of token sits on appetites of two kinds on that guest, so the short form is the usual one.
 */
function takeText(s: SdpState, g: number, b: number): string {
  const tok = (b - 1) % 5;
  const app = Math.floor((b - 1) / 5);
  const kinds = new Set(s.tokens[g].flatMap((x, i) => (x === tok ? [s.tables.appetites[g][i]] : [])));
  return `take ${s.tables.codes[g]} ${KINDS[tok]}${kinds.size > 1 ? ` ${kindName(app)}` : ''}`;
}

/**
 * Reads `bonus W F` as `bonus F W` (kinds in F W D C R order), `take dali W *` in its long
 * form, and `keep bottle glutton` as `keep glutton bottle` (the cards in the order dealt).
 */
export function parseMove(s: SdpState, seat: number, text: string): number | undefined {
  const words = normalizeMove(text).split(' ');
  const want: number[] = [];
  if (words[0] === 'bonus' && words.length === 3) {
    const [x, y] = [kindFrom(words[1]), kindFrom(words[2])].sort((p, q) => p - q);
    if (x >= 0 && y <= 4) want.push(encode(Move.Bonus, x, y));
  } else if (words[0] === 'take' && words.length === 4) {
    const [g, tok, app] = [s.tables.codes.indexOf(words[1]), kindFrom(words[2]), kindFrom(words[3])];
    if (g >= 0 && tok >= 0 && tok <= 4 && app >= 0) want.push(encode(Move.Target, g, 1 + tok + 5 * app));
  } else if (words[0] === 'keep' && words.length === 3) {
    const [x, y] = [s.tables.codes.indexOf(words[1]), s.tables.codes.indexOf(words[2])];
    if (x >= 0 && y >= 0) want.push(encode(Move.Keep, x, y), encode(Move.Keep, y, x));
  }
  if (!want.length) return undefined;
  const out: number[] = [];
  const open = out.slice(0, legal(s, seat, out));
  return want.find((m) => open.includes(m));
}

const VERBS = ['seat', 'home', 'end', 'compliment', 'drama', 'serve', 'trash', 'place', 'bonus', 'plates', 'use', 'skip', 'pick', 'target', 'take', 'keep', 'draft'];

/** Why `text` is not legal for `seat` now, in a few words (called after it matched no legal move). */
export function whyIllegal(s: SdpState, seat: number, text: string): string {
  const t = s.tables;
  if (s.phase === Phase.Over) return 'the game is over';
  if (seat !== mover(s)) return `seat ${mover(s) + 1} is to move`;
  const words = normalizeMove(text).split(' ');
  const verb = words[0];
  if (!VERBS.includes(verb)) return `"${verb}" is not a move of Surrealist Dinner Party`;
  if (s.phase === Phase.Draft) return whyNotDraft(s, seat, words);
  if (s.phase === Phase.Keep) return whyNotKeep(s, seat, words);
  if (verb === 'draft' || verb === 'keep') return `the ${verb === 'draft' ? 'draft' : 'faux pas keep'} is over (or not in this game)`;
  const ability = ['plates', 'use', 'skip', 'pick', 'target', 'take'];
  if (!s.abilities && ability.includes(verb)) return 'casual mode has no abilities';
  const head = s.queue[0];
  if (head?.k === 'receive') {
    const kinds = emptyKinds(s, head.guest).map(kindName).join(', ');
    return `${t.names[head.guest]} just received a ${KINDS[head.token]}: place it on an empty appetite (${kinds})`;
  }
  if (head?.k === 'bonus') return head.count >= 2 ? 'pick the two Perfectly Content tokens first: bonus F W' : 'pick the last Perfectly Content token first: bonus F';
  if (head?.k === 'offer') return `${t.names[head.guest]}'s ability may happen: use ${t.codes[head.guest]} or skip`;
  if (head?.k === 'ability') {
    const out: number[] = [];
    const open = out.slice(0, legal(s, seat, out)).map((m) => moveText(s, seat, m));
    return `${t.names[head.guest]}'s ability needs a choice first: ${open.join(', ')}`;
  }
  if (s.phase === Phase.Plates) return verb === 'use' ? 'that guest has no plate ability left to use now' : 'in the plate action: use a plate guest, or end';
  if (['skip', 'pick', 'target', 'take'].includes(verb)) return 'no ability is waiting for a choice';
  if (verb === 'place' || verb === 'bonus') return 'no token is waiting to be placed';
  const guest = (code: string | undefined): number => (code === undefined ? -1 : t.codes.indexOf(code));
  const own = (g: number): boolean => ownerOf(s, g) === seat;
  if (s.phase === Phase.Final) return verb === 'home' ? 'send one of your own seated guests home' : 'the dinner is over: send your guests home one by one';
  if (s.phase === Phase.Play && !['seat', 'home', 'end'].includes(verb)) return 'you are playing a guest: seat one, send one home, or end';
  if (!s.played[seat] && verb !== 'seat') return 'your first turn must seat a guest';
  switch (verb) {
    case 'seat': {
      const g = guest(words[1]);
      if (g < 0) return `no guest is called "${words[1] ?? ''}"`;
      if (!s.hands[seat].includes(g)) return `${t.names[g]} is not in your hand`;
      if (s.seated >= 0) return 'you already seated a guest this turn';
      if (s.rows[seat].length >= 3) return 'three guests are seated already: send one home first';
      return `the place is from 1 to ${s.rows[seat].length + 1}, as in "seat ${words[1]} 1"`;
    }
    case 'home': {
      const g = guest(words[1]);
      if (g < 0 || !own(g)) return `${words[1] ?? 'that'} is not one of your seated guests`;
      if (g === s.seated) return 'the guest just seated cannot go home in the same turn';
      return 'you already sent a guest home this turn';
    }
    case 'compliment':
    case 'drama': {
      const a = guest(words[1]);
      const b = guest(words[2]);
      if (a < 0 || !own(a)) return `${words[1] ?? 'the first guest'} is not one of your seated guests`;
      if (!hasRoom(s, a)) return `${t.names[a]} has no empty appetite`;
      if (b < 0 || !neighbours(s, a).includes(b)) return `${words[2] ?? 'the second guest'} is not a neighbour of ${t.names[a]}`;
      return 'it is not one of the moves open now';
    }
    case 'serve':
    case 'trash': {
      const k = kindFrom(words[1] ?? '');
      if (k < 0 || k > 4) return `a token is one of ${KINDS.join(' ')}`;
      if (!s.platter[k]) return `the Platter holds no ${KINDS[k]}`;
      if (verb === 'trash') return 'it is not one of the moves open now';
      const g = guest(words[2]);
      if (g < 0 || !own(g)) return `${words[2] ?? 'that'} is not one of your seated guests`;
      return `${t.names[g]} has no empty appetite`;
    }
    case 'plates':
      if (s.plateUsed[seat]) return 'plate abilities were used already this course';
      return 'none of your seated guests has a plate ability';
    case 'use':
      return 'plate abilities come with the action "plates"';
    default:
      return `write just "${verb}"`;
  }
}

/** Why a move is not a legal pick in the draft. */
function whyNotDraft(s: SdpState, seat: number, words: string[]): string {
  const list = s.drafting[seat].map((g) => s.tables.codes[g]).join(', ');
  if (words[0] !== 'draft') return `the guests are being drafted: keep one with "draft <guest>" (${list})`;
  return `${words[1] ?? 'that'} is not among the guests you draft from (${list})`;
}

/** Why a move is not a legal faux pas keep. */
function whyNotKeep(s: SdpState, seat: number, words: string[]): string {
  const list = s.fpHands[seat].map((c) => s.tables.codes[c]).join(', ');
  if (words[0] !== 'keep') return `choose your faux pas first: "keep <card>" or "keep <card> <card>" (${list})`;
  const bad = words.slice(1).find((w) => !s.fpHands[seat].includes(s.tables.codes.indexOf(w)));
  if (bad !== undefined) return `${bad} is not one of your faux pas cards (${list})`;
  return `keep one or both of your two different faux pas cards (${list})`;
}
