/**
 * Surrealist Dinner Party: setup, and the rules of a turn, a course and the end (abilities:
 * runner.ts decides when they happen, effects.ts what they do; table.ts the standing rules).
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
import type { GameEvent, Outcome, SetupContext } from '../../engine/types.js';
import { kindName, compile } from './data.js';
import { KINDS } from './abilities.js';
import { applyDraft, draftMoves, drafter, dealDraft, draftOn } from './draft.js';
import {
  applyKeep,
  claimMajorities,
  fauxPasPoints,
  keepMoves,
  keeper,
  dealFauxPas,
  fauxPasOn,
  fauxPasProblems,
} from './faux-pas.js';
import {
  abilityChoices,
  answer,
  courseEndOffers,
  platesOpen,
  receiveOffers,
  settleHead,
  usablePlates,
  usePlate,
  sendHomeOrAsk,
} from './runner.js';
import { Move, Stat, Phase, courseTokens, decode, encode, ownerOf, type SdpState, heldBy } from './state.js';
import type { Tables } from './data.js';
import {
  type Events,
  neighbours,
  matches,
  hasRoom,
  emptyKinds,
  stashToken,
  receive,
  takeFromPlatter,
  trashToken,
  TOKEN_NAMES,
  say,
  who,
} from './table.js';
import { UsageError } from '../../engine/errors.js';
import { andList } from '../../engine/words.js';
import { seedRng, shuffleInPlace, type RngState } from '../../engine/rng.js';


// ---------------------------------------------------------------- the table


// ---------------------------------------------------------------- mechanics



function finish(s: SdpState, ev: Events): void {
  claimMajorities(s, ev);
  const scores = outcomeScores(s);
  const best = Math.max(...scores);
  let tied = scores.flatMap((p, seat) => (p === best ? [seat] : []));
  if (tied.length > 1 && s.tieBreak === 'content') {
    const most = Math.max(...tied.map((x) => s.content[x]));
    tied = tied.filter((x) => s.content[x] === most);
  }
  s.phase = Phase.Over;
  s.winners = tied;
  if (ev) {
    // "Seat 2 wins", as every other line names a seat (the table then says "You win")
    say(ev, `The party is over: ${tied.length > 1 ? `${andList(tied.map(who))} share the win` : `${who(tied[0])} wins`} with ${best}`, 'win');
  }
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
    if (s.course === s.tables.courses.length - 1) {
      s.phase = Phase.Final;
      s.finalSeat = s.emptiedBy;
      s.finalLeft = s.seats - 1;
      if (ev) say(ev, `Dinner is over: everyone sends their guests home, ${who(s.emptiedBy)} first`, 'course');
      return;
    }
    s.course++;
    s.platter = courseTokens(s.tables, s.course, s.seats);
    s.plateUsed.fill(false);
    if (ev) {
      const on = s.platter.flatMap((x, k) => (x ? [`${x} ${TOKEN_NAMES[k]}`] : [])).join(' and ');
      say(ev, `Next course: ${s.tables.courses[s.course]} (${on} on the Platter)`, 'course');
    }
  }
  s.turnSeat = (s.turnSeat + 1) % s.seats;
  s.phase = Phase.Action;
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
        if (ev) say(ev, `${s.tables.names[head.guest]} has no empty appetite: the ${TOKEN_NAMES[head.token]} is trashed`, 'trash');
        s.queue.shift();
        continue;
      }
      if (head.k === 'receive' && s.abilities && !head.quiet && !head.asked) {
        // a trigger that may turn the token down (Sage) is offered before it is placed
        head.asked = true;
        const offers = receiveOffers(s, head.guest, head.token, true);
        if (offers.length) s.queue.unshift(...offers);
        continue;
      }
      if (settleHead(s, ev)) continue;
      return;
    }
    if (s.phase === Phase.Ending) {
      finishAction(s, ev);
      continue;
    }
    if (s.phase === Phase.Final && s.rows[s.finalSeat].length === 0) {
      if (s.finalLeft === 0) finish(s, ev);
      else {
        s.finalSeat = (s.finalSeat + 1) % s.seats;
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
  if (s.phase === Phase.Over) return -1;
  if (s.queue.length) return s.queue[0].seat;
  if (s.phase === Phase.Draft) return drafter(s);
  if (s.phase === Phase.Keep) return keeper(s);
  return s.phase === Phase.Final ? s.finalSeat : s.turnSeat;
}

export function toMove(s: SdpState, out: number[]): number {
  const seat = mover(s);
  if (seat < 0) return 0;
  out[0] = seat;
  return 1;
}

/** `seat G N` for each guest in the hand and place in the row, while the row has room, from `out[n]`; the new count. */
function seatMoves(s: SdpState, seat: number, out: number[], n: number): number {
  const row = s.rows[seat];
  if (row.length >= 3) return n;
  for (const g of s.hands[seat]) for (let p = 1; p <= row.length + 1; p++) out[n++] = encode(Move.Seat, g, p);
  return n;
}

export function legal(s: SdpState, seat: number, out: number[]): number {
  if (seat !== mover(s)) return 0;
  let n = 0;
  const head = s.queue[0];
  if (head?.k === 'receive') {
    for (const k of emptyKinds(s, head.guest)) out[n++] = encode(Move.Place, k);
    return n;
  }
  if (head?.k === 'bonus') {
    // two kinds a move (`bonus F W`); an odd last one alone (`bonus F`, b = 5), for a bigger bonus
    if (head.count >= 2) for (let a = 0; a < 5; a++) for (let b = a; b < 5; b++) out[n++] = encode(Move.Bonus, a, b);
    else for (let a = 0; a < 5; a++) out[n++] = encode(Move.Bonus, a, 5);
    return n;
  }
  if (head?.k === 'offer') {
    out[0] = encode(Move.Use, head.guest);
    out[1] = encode(Move.Skip);
    return 2;
  }
  if (head?.k === 'ability') {
    for (const m of abilityChoices(s, head)) out[n++] = m;
    return n;
  }
  if (s.phase === Phase.Draft) return draftMoves(s, seat, out, n);
  if (s.phase === Phase.Keep) return keepMoves(s, seat, out, n);
  const row = s.rows[seat];
  if (s.phase === Phase.Final) {
    for (const g of row) out[n++] = encode(Move.Home, g);
    return n;
  }
  if (s.phase === Phase.Plates) {
    for (const g of usablePlates(s, seat)) out[n++] = encode(Move.Use, g);
    out[n++] = encode(Move.End);
    return n;
  }
  if (s.phase === Phase.Play) {
    if (s.seated < 0) n = seatMoves(s, seat, out, n);
    if (s.sentHome < 0) for (const g of row) if (g !== s.seated) out[n++] = encode(Move.Home, g);
    out[n++] = encode(Move.End);
    return n;
  }
  n = seatMoves(s, seat, out, n);
  if (!s.played[seat]) return n; // a seat's first turn must seat a guest
  for (const g of row) out[n++] = encode(Move.Home, g);
  if (platesOpen(s, seat)) out[n++] = encode(Move.Plates);
  for (const g of row) {
    if (!hasRoom(s, g)) continue;
    for (const b of neighbours(s, g)) {
      out[n++] = encode(Move.Compliment, g, b);
      out[n++] = encode(Move.Drama, g, b);
    }
  }
  for (let k = 0; k < 5; k++) {
    if (!s.platter[k]) continue;
    for (const g of row) if (hasRoom(s, g)) out[n++] = encode(Move.Serve, k, g);
    out[n++] = encode(Move.Trash, k);
  }
  return n;
}

export function apply(s: SdpState, seat: number, move: number, ev?: GameEvent[]): void {
  if (seat !== mover(s)) throw new Error(`surrealist-dinner-party: seat ${seat + 1} is not to move`);
  const t = s.tables;
  const { kind, a, b } = decode(move);
  const head = s.queue[0];
  if (head?.k === 'offer' || head?.k === 'ability') {
    answer(s, move, ev);
    resolve(s, ev);
    return;
  }
  switch (kind) {
    case Move.Seat: {
      const hand = s.hands[seat];
      hand.splice(hand.indexOf(a), 1);
      s.rows[seat].splice(b - 1, 0, a);
      s.seated = a;
      s.played[seat] = true;
      s.phase = Phase.Play;
      if (ev) say(ev, `${who(seat)} seats ${t.names[a]} (place ${b} of ${s.rows[seat].length})`, 'seat');
      break;
    }
    case Move.Home:
      if (s.phase !== Phase.Final) {
        s.sentHome = a;
        s.played[seat] = true;
        s.phase = Phase.Play;
      }
      sendHomeOrAsk(s, seat, a, ev);
      break;
    case Move.Plates:
      s.plateUsed[seat] = true;
      s.platesDone = [];
      s.phase = Phase.Plates;
      if (ev) say(ev, `${who(seat)} uses plate abilities`, 'ability');
      break;
    case Move.Use:
      usePlate(s, seat, a, ev);
      break;
    case Move.End:
      s.phase = Phase.Ending;
      break;
    case Move.Compliment:
    case Move.Drama: {
      const token = kind === Move.Compliment ? 3 : 4;
      if (ev) say(ev, `${who(seat)}: ${t.names[a]} and ${t.names[b]} each get a ${TOKEN_NAMES[token]}`, 'give');
      receive(s, a, token, seat);
      receive(s, b, token, seat);
      s.phase = Phase.Ending;
      break;
    }
    case Move.Serve:
      if (ev) say(ev, `${who(seat)} serves a ${TOKEN_NAMES[a]} from the Platter to ${t.names[b]}`, 'serve');
      takeFromPlatter(s, seat, a, ev);
      receive(s, b, a, seat);
      s.phase = Phase.Ending;
      break;
    case Move.Trash:
      if (ev) say(ev, `${who(seat)} trashes a ${TOKEN_NAMES[a]} from the Platter`, 'trash');
      trashToken(s, a);
      takeFromPlatter(s, seat, a, ev);
      s.phase = Phase.Ending;
      break;
    case Move.Place: {
      const task = s.queue.shift();
      if (task?.k !== 'receive') throw new Error('surrealist-dinner-party: no token to place');
      const slot = s.tokens[task.guest].findIndex((tok, i) => tok < 0 && t.appetites[task.guest][i] === a);
      s.tokens[task.guest][slot] = task.token;
      if (ev) {
        const fit = matches(s, task.guest, a, task.token) ? 'a match' : 'no match';
        say(ev, `${t.names[task.guest]} takes the ${TOKEN_NAMES[task.token]} on its ${kindName(a)} appetite (${fit})`, 'place');
      }
      // a neighbour's trigger (Fini) answers before anything else goes on
      if (s.abilities && !task.quiet) {
        // before the tasks waiting (what `inFront` does; the offers read nothing of the queue)
        const offers = receiveOffers(s, task.guest, task.token, false);
        if (offers.length) s.queue.unshift(...offers);
      }
      break;
    }
    case Move.Bonus: {
      const task = s.queue[0];
      if (task?.k !== 'bonus') throw new Error('surrealist-dinner-party: no bonus to take');
      const kinds = b === 5 ? [a] : [a, b];
      for (const k of kinds) stashToken(s, seat, k, ev);
      s.stats[Stat.Bonus] += kinds.length;
      s.brought[task.guest] += kinds.length;
      task.count -= kinds.length;
      if (task.count <= 0) s.queue.shift();
      if (ev) say(ev, `${who(seat)} stashes ${kinds.map((k) => KINDS[k]).join(' and ')} for a Perfectly Content guest`, 'content');
      break;
    }
    case Move.Keep:
      applyKeep(s, seat, a, b, ev);
      break;
    case Move.Draft:
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
  return { over: s.phase === Phase.Over, winners: s.winners.slice(), scores: outcomeScores(s) };
}

export function setup(ctx: SetupContext): SdpState {
  const t = compile(ctx.data);
  const short = fauxPasProblems(ctx.options, ctx.seats, t.fauxPas)[0];
  if (short) throw new UsageError(`surrealist-dinner-party: ${short}`);
  const rng = seedRng(ctx.seed);
  const n = ctx.seats;
  const guests = ctx.deck
    ? ctx.deck.filter((c) => c < t.guests)
    : shuffleInPlace(rng, Array.from({ length: t.guests }, (_, i) => i));
  const hands: number[][] = Array.from({ length: n }, () => []);
  let next = 0;
  for (let k = 0; k < 6; k++) for (let seat = 0; seat < n; seat++) hands[seat].push(guests[next++]);
  const s = casualState(ctx, t, rng, hands, guests.slice(next));
  // the faux pas are shuffled after the guests, so games without them keep their seeds' deals
  if (fauxPasOn(ctx.options)) dealFauxPas(s, ctx.deck ? ctx.deck.filter((c) => c >= t.guests) : undefined);
  if (draftOn(ctx.options)) dealDraft(s);
  return s;
}

function casualState(ctx: SetupContext, t: Tables, rng: RngState, hands: number[][], box: number[]): SdpState {
  const n = ctx.seats;
  return {
    rng,
    tables: t,
    seats: n,
    mode: String(ctx.options.mode ?? 'normal'),
    tieBreak: String(ctx.options.tieBreak ?? 'shared'),
    course: 0,
    platter: courseTokens(t, 0, n),
    courseOver: false,
    emptiedBy: -1,
    hands,
    box,
    gone: [],
    rows: Array.from({ length: n }, () => []),
    tokens: t.appetites.map((a) => a.map(() => -1)),
    stash: Array.from({ length: n }, () => [0, 0, 0, 0, 0]),
    content: new Array<number>(n).fill(0),
    played: new Array<boolean>(n).fill(false),
    plateUsed: new Array<boolean>(n).fill(false),
    abilities: (ctx.options.mode ?? 'normal') !== 'casual',
    platesDone: [],
    courseEnding: false,
    uses: new Array<number>(t.guests).fill(0),
    turnSeat: 0,
    turns: 0,
    phase: Phase.Action,
    seated: -1,
    sentHome: -1,
    finalSeat: -1,
    finalLeft: 0,
    queue: [],
    winners: [],
    stats: new Array<number>(Stat.Size).fill(0),
    drafting: Array.from({ length: n }, () => []),
    picks: new Array<number>(n).fill(-1),
    seen: Array.from({ length: n }, () => []),
    fpHands: Array.from({ length: n }, () => []),
    fpKeep: new Array<number>(n).fill(0),
    fpBox: [],
    fpPlay: [],
    heldBy: heldBy(t.guests, hands),
    brought: new Array<number>(t.guests).fill(0),
  };
}
