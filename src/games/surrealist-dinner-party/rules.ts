/**
 * Surrealist Dinner Party: the rules of a turn, a course and the end (abilities: runner.ts
 * decides when they happen, effects.ts what they do; here the standing rules and the hooks).
 *
 * A turn is one action: play a guest (seat one and/or send one home, then `end`),
 * compliments or drama with a neighbour, serve a Platter token to one of your guests, or
 * trash one. A token a guest receives is placed at once by the guest's owner (a `receive`
 * task in the queue, which may ask a seat whose turn it is not). A course ends when the
 * Platter is empty: the action finishes, then the Platter gets the next course. After the
 * Dessert course every seat, from the one that emptied the Platter, sends its guests home.
 * Before play, the draft and the faux pas keep (draft.ts, faux-pas.ts) have their own steps;
 * every token entering a Stash may claim a faux pas race card (stashToken).
 */
import type { GameEvent, Outcome } from '../../engine/types.js';
import { ANY, kindName } from './data.js';
import { KINDS } from './abilities.js';
import { applyDraft, draftMoves, drafter } from './draft.js';
import { applyKeep, claimMajorities, claimRaces, fauxPasPoints, keepMoves, keeper } from './faux-pas.js';
import { STANDING, type Standing } from './effects.js';
import {
  abilityChoices, answer, courseEndOffers, doorOffer, homeOffer, inFront, platesOpen, receiveOffers, settleHead, usablePlates, usePlate,
} from './runner.js';
import { K, ST, STEP, courseTokens, decode, encode, ownerOf, type SdpState } from './state.js';
import type { Tables } from './data.js';

export type Events = GameEvent[] | undefined;

const TOKEN_NAMES = ['Food', 'Wine', 'Dessert', 'Compliment', 'Drama'];

function say(ev: Events, text: string, kind: string): void {
  ev?.push({ text, kind });
}

const who = (seat: number): string => `Seat ${seat + 1}`;

// ---------------------------------------------------------------- the table

/**
 * The neighbours of `guest` on the ring (every row in seat order), the one before it first:
 * none for a lone guest, one when two guests sit at the whole table.
 */
export function neighbours(s: SdpState, guest: number): number[] {
  // counted on the rows as they stand, without building the ring (this runs in every rollout)
  let L = 0;
  let i = -1;
  for (const row of s.rows) {
    const at = row.indexOf(guest);
    if (at >= 0) i = L + at;
    L += row.length;
  }
  if (i < 0 || L < 2) return [];
  if (L === 2) return [ringAt(s, 1 - i)];
  return [ringAt(s, (i + L - 1) % L), ringAt(s, (i + 1) % L)];
}

/** The guest at place `k` of the ring. */
function ringAt(s: SdpState, k: number): number {
  for (const row of s.rows) {
    if (k < row.length) return row[k];
    k -= row.length;
  }
  return -1;
}

let standingFor: Tables | undefined;
let standingList: Standing[] = [];

/** `guest`'s standing rules (compiled once per ruleset from its ability's standing effects). */
export function standingOf(t: Tables, guest: number): Standing {
  if (standingFor !== t) {
    standingList = t.abilities.map((ab) => {
      const st: Standing = { match: [0, 0, 0, 0, 0], immune: false, bonus: 2 };
      if (ab.timing === 'standing') for (const e of ab.effects) STANDING[e.effect]?.(e, st);
      return st;
    });
    standingFor = t;
  }
  return standingList[guest];
}

/** Whether a token of kind `token` on an appetite of kind `appetite` matches by the plain rule: same kind, or wild. */
const plainMatch = (appetite: number, token: number): boolean => appetite === ANY || appetite === token;

/**
 * Whether a token of kind `token` on an appetite of kind `appetite` of `guest` matches: the
 * same kind, a wild appetite, or the guest's own matching rule (Cahun, Ernst) when abilities
 * are in play.
 */
export function matches(s: SdpState, guest: number, appetite: number, token: number): boolean {
  if (plainMatch(appetite, token)) return true;
  if (!s.abilities || token < 0) return false;
  const extra = standingOf(s.t, guest).match[token];
  return (extra & ((1 << appetite) | (1 << ANY))) !== 0;
}

/** Whether `guest` refuses tokens given or taken by seat `by` (Toyen, against other players). */
export function immune(s: SdpState, guest: number, by: number): boolean {
  return s.abilities && standingOf(s.t, guest).immune && ownerOf(s, guest) !== by;
}

/** How many tokens on `guest` match their appetites. */
export function matchingTokens(s: SdpState, guest: number): number {
  const app = s.t.appetites[guest];
  return s.tokens[guest].filter((tok, i) => tok >= 0 && matches(s, guest, app[i], tok)).length;
}

/** Whether `guest` has an empty appetite. */
export const hasRoom = (s: SdpState, guest: number): boolean => s.tokens[guest].includes(-1);

/** The distinct kinds of `guest`'s empty appetites, in appetite order. */
export function emptyKinds(s: SdpState, guest: number): number[] {
  const out: number[] = [];
  const app = s.t.appetites[guest];
  s.tokens[guest].forEach((tok, i) => {
    if (tok < 0 && !out.includes(app[i])) out.push(app[i]);
  });
  return out;
}

/**
 * Every token that enters a Stash comes through here (going home, the Perfectly Content
 * bonus, a `stash` effect), so rules that watch the Stash (faux pas race cards) hook one place.
 */
export function stashToken(s: SdpState, seat: number, kind: number, ev: Events): void {
  s.stash[seat][kind]++;
  claimRaces(s, seat, ev);
}

/** Tokens a Perfectly Content guest earns (Oppenheim: more). */
function bonusCount(s: SdpState, guest: number): number {
  const n = s.abilities ? standingOf(s.t, guest).bonus : 2;
  if (n !== 2) s.uses[guest]++;
  return n;
}

// ---------------------------------------------------------------- mechanics

/**
 * `guest` receives a token given by seat `by`: its owner will place it (a task), or it is
 * trashed; Toyen refuses it from another player. `quiet`: put back on the same guest.
 */
export function receive(s: SdpState, guest: number, token: number, by: number, ev?: Events, quiet = false): void {
  if (immune(s, guest, by)) {
    s.uses[guest]++;
    say(ev, `${s.t.names[guest]} takes nothing from another player: the ${TOKEN_NAMES[token]} stays in the kitchen`, 'immune');
    return;
  }
  s.queue.push({ k: 'receive', seat: ownerOf(s, guest), guest, token, by, quiet });
}

/** Sends `guest` home, or first offers its going-home trigger (Magritte), which sends it after. */
export function sendHomeOrAsk(s: SdpState, seat: number, guest: number, ev: Events): void {
  if (!homeOffer(s, seat, guest)) sendHome(s, seat, guest, ev);
}

/**
 * Sends `guest` home: matching tokens (and those on the `forgiven` appetites) to the Stash,
 * the rest to the kitchen; then the Perfectly Content bonus and the door ability, in order.
 */
export function sendHome(s: SdpState, seat: number, guest: number, ev: Events, forgiven: readonly number[] = []): void {
  const app = s.t.appetites[guest];
  const toks = s.tokens[guest];
  const near = neighbours(s, guest);
  let stashed = 0;
  let perfect = true;
  let helped = false;
  toks.forEach((tok, i) => {
    if (tok >= 0 && (matches(s, guest, app[i], tok) || forgiven.includes(i))) {
      if (!plainMatch(app[i], tok) && !forgiven.includes(i)) helped = true;
      stashToken(s, seat, tok, ev);
      s.stats[ST.STASHED + tok]++;
      stashed++;
    } else {
      perfect = false;
      if (tok >= 0) s.stats[ST.MISMATCHED + tok]++;
    }
    toks[i] = -1;
  });
  s.brought[guest] += stashed;
  if (helped) s.uses[guest]++;
  const row = s.rows[seat];
  row.splice(row.indexOf(guest), 1);
  s.gone.push(guest);
  s.stats[ST.HOME]++;
  say(ev, `${who(seat)} sends ${s.t.names[guest]} home and stashes ${stashed} token${stashed === 1 ? '' : 's'}`, 'home');
  if (perfect) {
    s.content[seat]++;
    s.stats[ST.CONTENT]++;
    say(ev, `${s.t.names[guest]} was Perfectly Content`, 'content');
    s.queue.push({ k: 'bonus', seat, guest, count: bonusCount(s, guest) });
  }
  doorOffer(s, seat, guest, near);
}

/** Takes a token from the Platter; the last one ends the course once this action is over. */
export function takeFromPlatter(s: SdpState, seat: number, kind: number, ev: Events): void {
  s.platter[kind]--;
  if (s.platter.every((x) => x === 0)) {
    s.courseOver = true;
    s.emptiedBy = seat;
    say(ev, `${who(seat)} takes the last token: the ${s.t.courses[s.course]} course is over`, 'course');
  }
}

export function trashToken(s: SdpState, kind: number): void {
  s.stats[ST.TRASHED + kind]++;
}

function finish(s: SdpState, ev: Events): void {
  claimMajorities(s, ev);
  const scores = outcomeScores(s);
  const best = Math.max(...scores);
  let tied = scores.flatMap((p, seat) => (p === best ? [seat] : []));
  if (tied.length > 1 && s.tieBreak === 'content') {
    const most = Math.max(...tied.map((x) => s.content[x]));
    tied = tied.filter((x) => s.content[x] === most);
  }
  s.step = STEP.OVER;
  s.winners = tied;
  const list = tied.map((x) => x + 1).join(', ');
  say(ev, `The party is over: ${tied.length > 1 ? `seats ${list} share the win` : `seat ${list} wins`} with ${best}`, 'win');
}

/** The action is over: the course may change, then the next seat's turn (or the end). */
function finishAction(s: SdpState, ev: Events): void {
  if (s.courseOver && s.abilities && !s.courseEnding) {
    // the course's end wakes its triggers (Colquhoun) before the next course comes
    s.courseEnding = true;
    s.queue.push(...courseEndOffers(s));
    if (s.queue.length) return;
  }
  s.courseEnding = false;
  s.turns++;
  s.seated = -1;
  s.sentHome = -1;
  s.platesDone = [];
  if (s.courseOver) {
    s.courseOver = false;
    if (s.course === s.t.courses.length - 1) {
      s.step = STEP.FINAL;
      s.finalSeat = s.emptiedBy;
      s.finalLeft = s.n - 1;
      say(ev, `Dinner is over: everyone sends their guests home, ${who(s.emptiedBy)} first`, 'course');
      return;
    }
    s.course++;
    s.platter = courseTokens(s.t, s.course, s.n);
    s.plateUsed.fill(false);
    const on = s.platter.flatMap((x, k) => (x ? [`${x} ${TOKEN_NAMES[k]}`] : [])).join(' and ');
    say(ev, `Next course: ${s.t.courses[s.course]} (${on} on the Platter)`, 'course');
  }
  s.turnSeat = (s.turnSeat + 1) % s.n;
  s.step = STEP.ACTION;
}

/**
 * Settles what needs no decision: tokens for guests with no empty appetite are trashed, an
 * action with nothing left ends, the end of the game moves on to the next seat with guests.
 * Stops at the first decision.
 */
export function resolve(s: SdpState, ev: Events): void {
  for (;;) {
    const head = s.queue[0];
    if (head) {
      if (head.k === 'receive' && (ownerOf(s, head.guest) < 0 || !hasRoom(s, head.guest))) {
        trashToken(s, head.token);
        say(ev, `${s.t.names[head.guest]} has no empty appetite: the ${TOKEN_NAMES[head.token]} is trashed`, 'trash');
        s.queue.shift();
        continue;
      }
      if (head.k === 'receive' && s.abilities && !head.quiet && !head.asked) {
        // a trigger that may turn the token down (Sage) is offered before it is placed
        head.asked = true;
        s.queue.unshift(...receiveOffers(s, head.guest, head.token, true));
        continue;
      }
      if (settleHead(s, ev)) continue;
      return;
    }
    if (s.step === STEP.ENDING) {
      finishAction(s, ev);
      continue;
    }
    if (s.step === STEP.FINAL && s.rows[s.finalSeat].length === 0) {
      if (s.finalLeft === 0) finish(s, ev);
      else {
        s.finalSeat = (s.finalSeat + 1) % s.n;
        s.finalLeft--;
        continue;
      }
    }
    return;
  }
}

// ---------------------------------------------------------------- the contract

/** The seat that acts now, or -1 when the game is over. */
export function mover(s: SdpState): number {
  if (s.step === STEP.OVER) return -1;
  if (s.queue.length) return s.queue[0].seat;
  if (s.step === STEP.DRAFT) return drafter(s);
  if (s.step === STEP.KEEP) return keeper(s);
  return s.step === STEP.FINAL ? s.finalSeat : s.turnSeat;
}

export function toMove(s: SdpState, out: number[]): number {
  const seat = mover(s);
  if (seat < 0) return 0;
  out[0] = seat;
  return 1;
}

export function legal(s: SdpState, seat: number, out: number[]): number {
  if (seat !== mover(s)) return 0;
  let n = 0;
  const head = s.queue[0];
  if (head?.k === 'receive') {
    for (const k of emptyKinds(s, head.guest)) out[n++] = encode(K.PLACE, k);
    return n;
  }
  if (head?.k === 'bonus') {
    // two kinds a move (`bonus F W`); an odd last one alone (`bonus F`, b = 5), for a bigger bonus
    if (head.count >= 2) for (let a = 0; a < 5; a++) for (let b = a; b < 5; b++) out[n++] = encode(K.BONUS, a, b);
    else for (let a = 0; a < 5; a++) out[n++] = encode(K.BONUS, a, 5);
    return n;
  }
  if (head?.k === 'offer') {
    out[0] = encode(K.USE, head.guest);
    out[1] = encode(K.SKIP);
    return 2;
  }
  if (head?.k === 'ability') {
    for (const m of abilityChoices(s, head)) out[n++] = m;
    return n;
  }
  if (s.step === STEP.DRAFT) return draftMoves(s, seat, out, n);
  if (s.step === STEP.KEEP) return keepMoves(s, seat, out, n);
  const row = s.rows[seat];
  const hand = s.hands[seat];
  const seatMoves = (): void => {
    if (row.length >= 3) return;
    for (const g of hand) for (let p = 1; p <= row.length + 1; p++) out[n++] = encode(K.SEAT, g, p);
  };
  if (s.step === STEP.FINAL) {
    for (const g of row) out[n++] = encode(K.HOME, g);
    return n;
  }
  if (s.step === STEP.PLATES) {
    for (const g of usablePlates(s, seat)) out[n++] = encode(K.USE, g);
    out[n++] = encode(K.END);
    return n;
  }
  if (s.step === STEP.PLAY) {
    if (s.seated < 0) seatMoves();
    if (s.sentHome < 0) for (const g of row) if (g !== s.seated) out[n++] = encode(K.HOME, g);
    out[n++] = encode(K.END);
    return n;
  }
  seatMoves();
  if (!s.played[seat]) return n; // a seat's first turn must seat a guest
  for (const g of row) out[n++] = encode(K.HOME, g);
  if (platesOpen(s, seat)) out[n++] = encode(K.PLATES);
  for (const g of row) {
    if (!hasRoom(s, g)) continue;
    for (const b of neighbours(s, g)) {
      out[n++] = encode(K.COMPLIMENT, g, b);
      out[n++] = encode(K.DRAMA, g, b);
    }
  }
  for (let k = 0; k < 5; k++) {
    if (!s.platter[k]) continue;
    for (const g of row) if (hasRoom(s, g)) out[n++] = encode(K.SERVE, k, g);
    out[n++] = encode(K.TRASH, k);
  }
  return n;
}

export function apply(s: SdpState, seat: number, move: number, ev?: GameEvent[]): void {
  if (seat !== mover(s)) throw new Error(`surrealist-dinner-party: seat ${seat + 1} is not to move`);
  const t = s.t;
  const { kind, a, b } = decode(move);
  const head = s.queue[0];
  if (head?.k === 'offer' || head?.k === 'ability') {
    answer(s, move, ev);
    resolve(s, ev);
    return;
  }
  switch (kind) {
    case K.SEAT: {
      const hand = s.hands[seat];
      hand.splice(hand.indexOf(a), 1);
      s.rows[seat].splice(b - 1, 0, a);
      s.seated = a;
      s.played[seat] = true;
      s.step = STEP.PLAY;
      say(ev, `${who(seat)} seats ${t.names[a]} (place ${b} of ${s.rows[seat].length})`, 'seat');
      break;
    }
    case K.HOME:
      if (s.step !== STEP.FINAL) {
        s.sentHome = a;
        s.played[seat] = true;
        s.step = STEP.PLAY;
      }
      sendHomeOrAsk(s, seat, a, ev);
      break;
    case K.PLATES:
      s.plateUsed[seat] = true;
      s.platesDone = [];
      s.step = STEP.PLATES;
      say(ev, `${who(seat)} uses plate abilities`, 'ability');
      break;
    case K.USE:
      usePlate(s, seat, a, ev);
      break;
    case K.END:
      s.step = STEP.ENDING;
      break;
    case K.COMPLIMENT:
    case K.DRAMA: {
      const token = kind === K.COMPLIMENT ? 3 : 4;
      say(ev, `${who(seat)}: ${t.names[a]} and ${t.names[b]} each get a ${TOKEN_NAMES[token]}`, 'give');
      receive(s, a, token, seat);
      receive(s, b, token, seat);
      s.step = STEP.ENDING;
      break;
    }
    case K.SERVE:
      say(ev, `${who(seat)} serves a ${TOKEN_NAMES[a]} from the Platter to ${t.names[b]}`, 'serve');
      takeFromPlatter(s, seat, a, ev);
      receive(s, b, a, seat);
      s.step = STEP.ENDING;
      break;
    case K.TRASH:
      say(ev, `${who(seat)} trashes a ${TOKEN_NAMES[a]} from the Platter`, 'trash');
      trashToken(s, a);
      takeFromPlatter(s, seat, a, ev);
      s.step = STEP.ENDING;
      break;
    case K.PLACE: {
      const task = s.queue.shift();
      if (task?.k !== 'receive') throw new Error('surrealist-dinner-party: no token to place');
      const slot = s.tokens[task.guest].findIndex((tok, i) => tok < 0 && t.appetites[task.guest][i] === a);
      s.tokens[task.guest][slot] = task.token;
      const fit = matches(s, task.guest, a, task.token) ? 'a match' : 'no match';
      say(ev, `${t.names[task.guest]} takes the ${TOKEN_NAMES[task.token]} on its ${kindName(a)} appetite (${fit})`, 'place');
      // a neighbour's trigger (Fini) answers before anything else goes on
      if (s.abilities && !task.quiet) inFront(s, () => s.queue.push(...receiveOffers(s, task.guest, task.token, false)));
      break;
    }
    case K.BONUS: {
      const task = s.queue[0];
      if (task?.k !== 'bonus') throw new Error('surrealist-dinner-party: no bonus to take');
      const kinds = b === 5 ? [a] : [a, b];
      for (const k of kinds) stashToken(s, seat, k, ev);
      s.stats[ST.BONUS] += kinds.length;
      s.brought[task.guest] += kinds.length;
      task.count -= kinds.length;
      if (task.count <= 0) s.queue.shift();
      say(ev, `${who(seat)} stashes ${kinds.map((k) => KINDS[k]).join(' and ')} for a Perfectly Content guest`, 'content');
      break;
    }
    case K.KEEP:
      applyKeep(s, seat, a, b, ev);
      break;
    case K.DRAFT:
      applyDraft(s, seat, a, ev);
      break;
    default:
      throw new Error(`surrealist-dinner-party: move ${move} is not a move of this game`);
  }
  resolve(s, ev);
}

/** Each seat's points: its Stash and the faux pas it claimed. */
export function outcomeScores(s: SdpState): number[] {
  const fp = fauxPasPoints(s);
  return s.stash.map((x, seat) => x.reduce((p, q) => p + q, 0) + fp[seat]);
}

export function outcome(s: SdpState): Outcome {
  return { over: s.step === STEP.OVER, winners: s.winners.slice(), scores: outcomeScores(s) };
}
