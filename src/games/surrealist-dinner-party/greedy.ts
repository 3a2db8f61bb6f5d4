/**
 * Surrealist Dinner Party: a cheap heuristic player. It counts what a move does to the
 * points on the table at once: a token that will match is worth a point (three when it
 * completes a Perfectly Content guest), a token that cannot match costs a slot, and tokens
 * given to an opponent's guest count against it by the same measure. It seats guests while
 * its row has room, sends home guests with no empty appetite, places a token on an exact
 * appetite before a wild one and spoils a wild appetite last. It looks only at what its seat
 * sees and at the sample it is given (the hidden part drawn), so it is fair; where it would
 * read nothing of the hidden part, it is handed the state itself (planReadsHidden). Abilities
 * are weighed in greedy-abilities.ts: used when playing them out on a copy gains points.
 *
 * Before play it drafts the guest whose appetites the menu feeds best (draftValue) and keeps
 * the faux pas cards whose token its guests want more than a hand of six usually does
 * (keepValue), or the least bad one when none is.
 */
import type { RngState } from '../../engine/rng.js';
import { ANY, type Tables } from './data.js';
import type { EffectData } from './abilities.js';
import { atAGlance, choiceScore, glance, lookahead, standing } from './greedy-abilities.js';
import { matches } from './table.js';
import { platesOpen, usablePlates } from './runner.js';
import { Move, Phase, encode, ownerOf, share, type SdpState } from './state.js';

/**
 * What `guest` gains (in points, roughly) from receiving a token of `kind`, placed by its owner
 * at best: 1 when it fits an empty appetite (3 when that completes a clean guest, 1.3 on a
 * clean one), else -0.5 (-1.3 on a clean guest). One pass over the guest's appetites.
 */
export function gainOf(s: SdpState, guest: number, kind: number): number {
  const toks = s.tokens[guest];
  const app = s.tables.appetites[guest];
  let empty = 0;
  let fits = false;
  let clean = true;
  for (let i = 0; i < toks.length; i++) {
    const tok = toks[i];
    if (tok < 0) {
      empty++;
      if (!fits && matches(s, guest, app[i], kind)) fits = true;
    } else if (clean && !matches(s, guest, app[i], tok)) clean = false;
  }
  if (!empty) return 0;
  if (fits) return 1 + (clean && empty === 1 ? 2 : clean ? 0.3 : 0);
  return -0.5 - (clean ? 0.8 : 0);
}

/** What sending `guest` home now is worth: its matching tokens, the bonus, less the empty appetites given up. */
function homeValue(s: SdpState, guest: number): number {
  const app = s.tables.appetites[guest];
  let v = 0;
  let perfect = true;
  const toks = s.tokens[guest];
  for (let i = 0; i < toks.length; i++) {
    const tok = toks[i];
    if (tok >= 0 && matches(s, guest, app[i], tok)) v += 1;
    else perfect = false;
    if (tok < 0) v -= 1.2;
  }
  return perfect ? v + 2 : v;
}

/** How good placing a token of `token` on an empty appetite of `appetite` is. */
function placeValue(appetite: number, token: number): number {
  if (appetite === token) return 2;
  if (appetite === ANY) return 1.5;
  return -1;
}

// the decision `moveScores` is scoring (a lookahead inside it scores others: it saves and restores these)
let cs = undefined as unknown as SdpState;
let cseat = 0;
/** Hurting one opponent helps less when two or three others are racing too. */
let cspite = 0;

/**
 * `give`'s answers in the scoring under way, by guest and kind: a scoring asks the same ones
 * again and again (every compliment, drama and serve for a guest). An answer is kept with the
 * scoring's stamp, so a scoring inside a lookahead, which has its own, never reads another's.
 */
let stamps = 0;
let cstamp = 0;
const giveStamp = new Uint32Array(64 * 5);
const giveMemo = new Float64Array(64 * 5);

/** What `guest` receiving a token of `kind` is worth to the seat scoring (against it when a rival's guest). */
function give(guest: number, kind: number): number {
  const at = guest * 5 + kind;
  if (kind >= 0 && kind < 5 && giveStamp[at] === cstamp) return giveMemo[at];
  const g = gainOf(cs, guest, kind);
  const v = ownerOf(cs, guest) === cseat ? g : -cspite * g;
  if (kind >= 0 && kind < 5) {
    giveStamp[at] = cstamp;
    giveMemo[at] = v;
  }
  return v;
}

/** `standing` of the decision's state for its seat (NaN until a lookahead needs it: the same before every move). */
let standingNow = NaN;

/** What `move` is worth to `seat` played out on a copy of `s` (a state whose standing is the decision's). */
function look(s: SdpState, seat: number, move: number): number {
  if (Number.isNaN(standingNow)) standingNow = standing(s, seat, gainOf);
  return lookahead(s, seat, move, moveScores, gainOf, standingNow);
}

/** One legal move's heuristic score for the seat scoring. */
function score(move: number): number {
  const s = cs;
  const seat = cseat;
  // decode(move), without an object per move
  const kind = move % 16;
  const a = Math.floor(move / 16) % 64;
  const b = Math.floor(move / 1024);
  const head = s.queue[0];
  if (head?.k === 'ability') return kind === Move.Seat ? 1 : kind === Move.Skip ? 0.2 : choiceScore(s, seat, move, give);
  if (head?.k === 'offer') {
    if (!atAGlance()) return look(s, seat, move);
    return kind === Move.Use ? glance(s, seat, head.guest, give) : 0;
  }
  switch (kind) {
    case Move.Plates:
      return platesValue(s, seat, give);
    case Move.Use:
      return atAGlance() ? glance(s, seat, a, give) : look(s, seat, move);
    case Move.Place:
      return placeValue(a, head?.k === 'receive' ? head.token : -1);
    case Move.Serve:
      return give(b, a) + 0.05;
    case Move.Trash:
      return -0.3;
    case Move.Compliment:
      return give(a, 3) + give(b, 3);
    case Move.Drama:
      return give(a, 4) + give(b, 4);
    case Move.Seat: {
      // an empty row earns nothing; a guest with more appetites earns more; the row's right end is as good as any
      const row = s.rows[seat];
      return (row.length === 0 ? 4 : row.length === 1 ? 2.5 : 1.2) + 0.1 * s.tables.appetites[a].length + 0.01 * b;
    }
    case Move.Home:
      return s.phase === Phase.Final ? 0 : homeValue(s, a) - 0.5;
    case Move.End:
      return 0;
    case Move.Bonus:
      return -a - b;
    case Move.Draft:
      return draftValue(s, seat, a);
    case Move.Keep:
      return keepValue(s, seat, a) + (b ? keepValue(s, seat, b) : 0);
  }
  return -100;
}

/** Each legal move's heuristic score for `seat` (higher is better), written into `out`. */
export function moveScores(s: SdpState, seat: number, legal: readonly number[], out: number[]): void {
  const savedS = cs;
  const savedSeat = cseat;
  const savedSpite = cspite;
  const savedStamp = cstamp;
  const mine = ++stamps;
  cs = s;
  cseat = seat;
  cspite = s.seats === 2 ? 0.9 : 0.5;
  cstamp = mine;
  // a decision's own scoring (not one inside a lookahead): its standing is not known yet
  if (!atAGlance()) standingNow = NaN;
  try {
    for (let i = 0; i < legal.length; i++) {
      out[i] = score(legal[i]);
      // a lookahead scored moves of its own: this decision's again
      cs = s;
      cseat = seat;
      cspite = s.seats === 2 ? 0.9 : 0.5;
      cstamp = mine;
    }
  } finally {
    cs = savedS;
    cseat = savedSeat;
    cspite = savedSpite;
    cstamp = savedStamp;
  }
}

/**
 * What the plate action is worth: each usable ability played out on its own (the ones that
 * gain), less a little for spending the turn on it.
 */
function platesValue(s: SdpState, seat: number, give: (g: number, k: number) => number): number {
  let v = -0.2;
  if (atAGlance()) {
    for (const g of usablePlates(s, seat)) v += Math.max(0, glance(s, seat, g, give));
    return v;
  }
  // the state once `plates` is played (all it changes), sharing the rest: lookahead copies it
  const plateUsed = s.plateUsed.slice();
  plateUsed[seat] = true;
  const c = share(s);
  c.plateUsed = plateUsed;
  c.platesDone = [];
  c.phase = Phase.Plates;
  for (const g of usablePlates(c, seat)) v += Math.max(0, look(c, seat, encode(Move.Use, g)));
  return v;
}

let hiddenFor: Tables | undefined;
let hiddenList: boolean[] = [];

/** Whether `guest`'s ability draws a guest from the box or seats one from a hand (an `otherwise` too). */
function touchesHidden(t: Tables, guest: number): boolean {
  if (hiddenFor !== t) {
    const touches = (e: EffectData): boolean => e.effect === 'draw' || e.effect === 'seat' || (e.otherwise ?? []).some(touches);
    hiddenList = t.abilities.map((ab) => ab.effects.some(touches));
    hiddenFor = t;
  }
  return hiddenList[guest];
}

/**
 * Whether greedy's choice for `seat` now may read what a sample deals again (the other seats'
 * hands, the box), so that it needs a sample; if not, it may plan on the state itself. Only a
 * lookahead can read them (the other scores read the table and the seat's own cards), and only
 * through an ability that draws a guest from the box or seats one from a hand. A lookahead
 * plays out the abilities of seated guests (plates, the door of a guest going home, triggers)
 * and of guests such an ability seats. So: a decision that may play an ability out (an offer
 * waits, or the plate action is open) while a guest whose ability draws or seats is seated.
 * It reads only what `seat` sees.
 */
export function planReadsHidden(s: SdpState, seat: number): boolean {
  if (!s.abilities) return false;
  const head = s.queue[0];
  const looks = head ? head.k === 'offer' : s.phase === Phase.Plates || (s.phase === Phase.Action && platesOpen(s, seat));
  if (!looks) return false;
  for (const row of s.rows) for (let i = 0; i < row.length; i++) if (touchesHidden(s.tables, row[i])) return true;
  return false;
}

const scores: number[] = [];

export function greedy(s: SdpState, seat: number, legal: readonly number[], _rng: RngState): number {
  if (legal.length === 1) return legal[0];
  moveScores(s, seat, legal, scores);
  let best = 0;
  for (let i = 1; i < legal.length; i++) if (scores[i] > scores[best]) best = i;
  return legal[best];
}

/** Tokens of each kind the menu puts out per seat over the game (Compliments and Drama: given freely, about 4). */
function supplyPerSeat(s: SdpState): number[] {
  const out = [0, 0, 0, 4, 4];
  for (const course of s.tables.menu) course[s.seats - 2].forEach((x, k) => (out[k] += x / s.seats));
  return out;
}

/**
 * A guest's worth to the drafting seat: each appetite counts more the more the menu feeds it
 * (a wild one fully), a short guest may well end Perfectly Content, and an appetite for a
 * faux pas token the seat was dealt helps a little.
 */
export function draftValue(s: SdpState, seat: number, guest: number): number {
  const supply = supplyPerSeat(s);
  const fpTokens = s.fpHands[seat].map((c) => s.tables.fpToken[c - s.tables.guests]);
  let v = 2 * 0.6 ** s.tables.appetites[guest].length;
  for (const a of s.tables.appetites[guest]) {
    v += a === ANY ? 1 : 0.5 + 0.5 * Math.min(1, supply[a] / 6);
    if (fpTokens.includes(a)) v += 0.3;
  }
  return v;
}

/**
 * A faux pas card's worth to the seat keeping it: how many appetites of its token the seat's
 * guests have, less what six guests have on average (a card helps whoever wants its token
 * most, and every seat may claim it).
 */
export function keepValue(s: SdpState, seat: number, card: number): number {
  const t = s.tables;
  const token = t.fpToken[card - t.guests];
  const count = (guests: readonly number[]): number => guests.reduce((sum, g) => sum + t.appetites[g].filter((a) => a === token).length, 0);
  const usual = (6 * count(Array.from({ length: t.guests }, (_, g) => g))) / t.guests;
  return (count(s.hands[seat]) - usual) * t.fpPoints[card - t.guests];
}
