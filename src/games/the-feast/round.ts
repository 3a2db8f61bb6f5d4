/**
 * The Feast: how a game flows. A hand deals the whole shuffled deck round-robin (seat 1
 * first, the dummies after the real seats); each round turns up a topic, the dummies play
 * a random card face up, the players commit face-down ploys, and when the last one is in
 * they are revealed together and the captures follow. Everything automatic (dealing, the
 * topic, the dummies' plays and choices) happens here, driven by `state.rng`.
 */
import { nextInt, shuffleInPlace } from '../../engine/rng.js';
import type { GameEvent } from '../../engine/types.js';
import { freshDeck, MAX_RANK, RANK } from './cards.js';
import {
  Phase,
  countPloys,
  findRank,
  isDummy,
  label,
  maskRanks,
  nthRank,
  rankCount,
  sum,
  takeAt,
  total,
  type FeastState,
} from './state.js';

const counts: number[] = new Array(MAX_RANK + 1).fill(0);


/** Deals `deck` (top card first) for the hand `s.hand` and starts its first round. */
export function startHand(s: FeastState, deck: number[], events?: GameEvent[]): void {
  for (let p = 0; p < s.table; p++) {
    s.held[p].length = 0;
    s.won[p].length = 0;
  }
  s.discard.length = 0;
  const dealt = s.table * s.handSize;
  for (let k = 0; k < dealt; k++) s.held[k % s.table].push(deck[k]);
  s.pile.length = 0;
  for (let k = deck.length - 1; k >= dealt; k--) s.pile.push(deck[k]);
  s.round = 0;
  if (events) {
    const dummies = s.table - s.seats;
    const who = dummies ? ` (${s.seats} players and ${dummies} ${dummies === 1 ? 'dummy' : 'dummies'})` : '';
    events.push({
      text: `Hand ${s.hand} of ${s.hands}: the deck is shuffled and ${s.handSize} cards are dealt to each of ${s.table} seats${who}.`,
      kind: 'deal',
    });
  }
  startRound(s, events);
}

/** Turns up the topic and lets the dummies play their random cards face up. */
function startRound(s: FeastState, events?: GameEvent[]): void {
  s.round++;
  s.phase = Phase.Ploys;
  s.chooser = -1;
  s.taken.length = 0;
  s.shown.fill(0);
  s.topic = s.pile.pop() as number;
  s.topicRank = RANK[s.topic];
  events?.push({
    text: `Hand ${s.hand}, round ${s.round} of ${s.handSize}: the topic is ${s.topicRank}.`,
    kind: 'topic',
    reveals: true,
  });
  for (let d = s.seats; d < s.table; d++) {
    const hand = s.held[d];
    s.ploys[d] = takeAt(hand, nextInt(s.rng, hand.length));
    events?.push({ text: `${label(s, d)} plays ${RANK[s.ploys[d]]} face up.`, kind: 'dummy', reveals: true });
  }
}

/** A real seat commits its ploy (a card of `rank`, which it holds) face down. */
export function commitPloy(s: FeastState, seat: number, rank: number, events?: GameEvent[]): void {
  const hand = s.held[seat];
  s.ploys[seat] = takeAt(hand, findRank(hand, rank));
  if (events) {
    events.push({ text: `${label(s, seat)} has chosen a ploy.`, kind: 'choose' });
    events.push({ text: `Seat ${seat + 1} plays ${rank} face down.`, kind: 'choose', to: [seat] });
  }
  for (let p = 0; p < s.seats; p++) if (s.ploys[p] < 0) return;
  reveal(s, events);
}

/** Every ploy is turned face up; matched ranks are gaffes; the captures follow. */
function reveal(s: FeastState, events?: GameEvent[]): void {
  for (let p = 0; p < s.table; p++) s.shown[p] = RANK[s.ploys[p]];
  const gaffeMask = countPloys(s, counts);
  let hi = -1;
  let lo = -1;
  let unmatched = 0;
  for (let p = 0; p < s.table; p++) {
    const r = s.shown[p];
    if (counts[r] >= 2) {
      s.gaffes++;
      continue;
    }
    unmatched++;
    if (hi < 0 || r > s.shown[hi]) hi = p;
    if (lo < 0 || r < s.shown[lo]) lo = p;
  }
  if (events) {
    const list = s.shown.map((r, p) => `${label(s, p)} ${r}`).join(', ');
    events.push({ text: `The ploys are revealed: ${list}.`, kind: 'reveal', reveals: true });
    for (const r of maskRanks(gaffeMask)) {
      const owners = s.shown.flatMap((x, p) => (x === r ? [label(s, p)] : []));
      const who = owners.length === 2 ? `${owners[0]} and ${owners[1]} both` : `${owners.slice(0, -1).join(', ')} and ${owners[owners.length - 1]} all`;
      events.push({ text: `${who} played ${r}: those ${r}s are gaffes.`, kind: 'gaffe' });
    }
  }
  if (unmatched === 0) {
    s.emptyRounds++;
    events?.push({ text: 'Every ploy is matched, so nothing is captured.', kind: 'capture' });
    endRound(s, events);
    return;
  }
  if (unmatched === 1) {
    s.singleRounds++;
    events?.push({
      text: `${label(s, hi)}'s ${s.shown[hi]} is the only unmatched ploy: it takes the topic or one gaffe.`,
      kind: 'capture',
    });
    if (isDummy(s, hi)) {
      // a dummy chooses at random among the topic and each gaffe rank
      const pick = nextInt(s.rng, rankCount(gaffeMask) + 1);
      if (pick === 0) {
        s.singleTopic++;
        takeTopic(s, hi, events, 'by lot');
      } else takeGaffe(s, hi, nthRank(gaffeMask, pick - 1), events, 'by lot');
      endRound(s, events);
      return;
    }
    s.phase = Phase.Take;
    s.chooser = hi;
    return;
  }
  takeTopic(s, hi, events, `with the highest unmatched ploy, ${s.shown[hi]}`);
  if (gaffeMask === 0) {
    events?.push({ text: `There are no gaffes for ${label(s, lo)}'s ${s.shown[lo]}, the lowest ploy.`, kind: 'capture' });
    endRound(s, events);
    return;
  }
  if (isDummy(s, lo)) {
    const rank = nthRank(gaffeMask, nextInt(s.rng, rankCount(gaffeMask)));
    takeGaffe(s, lo, rank, events, `with the lowest unmatched ploy, ${s.shown[lo]}, by lot`);
    endRound(s, events);
    return;
  }
  events?.push({
    text: `${label(s, lo)}'s ${s.shown[lo]} is the lowest unmatched ploy: it takes one gaffe.`,
    kind: 'capture',
  });
  s.phase = Phase.Take;
  s.chooser = lo;
}

/** `pos` captures the topic. */
export function takeTopic(s: FeastState, pos: number, events?: GameEvent[], why?: string): void {
  const rank = RANK[s.topic];
  s.won[pos].push(s.topic);
  s.captured[pos].push(rank);
  s.taken.push(pos, rank, 1);
  s.topic = -1;
  events?.push({ text: `${label(s, pos)} captures the topic ${rank}${why ? ` ${why}` : ''}.`, kind: 'capture' });
}

/** `pos` captures one gaffe of `rank` from the table. */
export function takeGaffe(s: FeastState, pos: number, rank: number, events?: GameEvent[], why?: string): void {
  let from = -1;
  for (let p = 0; p < s.table; p++) {
    if (s.ploys[p] >= 0 && RANK[s.ploys[p]] === rank && p !== pos) {
      from = p;
      break;
    }
  }
  const card = s.ploys[from];
  s.ploys[from] = -1;
  s.won[pos].push(card);
  s.captured[pos].push(rank);
  s.taken.push(pos, rank, 0);
  events?.push({
    text: `${label(s, pos)} captures ${label(s, from)}'s gaffe ${rank}${why ? ` ${why}` : ''}.`,
    kind: 'capture',
  });
}

/** The chooser's capture is made: the round ends. */
export function finishTake(s: FeastState, events?: GameEvent[]): void {
  s.phase = Phase.Ploys;
  s.chooser = -1;
  endRound(s, events);
}

/** Clears the table into the discards; ends the hand or the game, or starts the next round. */
function endRound(s: FeastState, events?: GameEvent[]): void {
  if (s.topic >= 0) s.discard.push(s.topic);
  s.topic = -1;
  for (let p = 0; p < s.table; p++) {
    if (s.ploys[p] >= 0) s.discard.push(s.ploys[p]);
    s.ploys[p] = -1;
  }
  s.lastTopic = s.topicRank;
  for (let p = 0; p < s.table; p++) s.lastPloys[p] = s.shown[p];
  s.lastTaken.length = 0;
  for (const x of s.taken) s.lastTaken.push(x);
  s.rounds++;
  if (s.held[0].length > 0) {
    startRound(s, events);
    return;
  }
  s.handScores.push(s.won.map((w) => sum(w.map((c) => RANK[c]))));
  if (events) {
    const points = s.won.map((w, p) => `${label(s, p)} ${sum(w.map((c) => RANK[c]))}`).join(', ');
    events.push({ text: `Hand ${s.hand} is over. Points this hand: ${points}.`, kind: 'score' });
  }
  if (s.hand < s.hands) {
    s.hand++;
    startHand(s, shuffleInPlace(s.rng, freshDeck()), events);
    return;
  }
  s.phase = Phase.Over;
  s.chooser = -1;
  if (events) {
    const totals = Array.from({ length: s.table }, (_, p) => `${label(s, p)} ${total(s, p)}`).join(', ');
    events.push({ text: `The game is over. Totals: ${totals}.`, kind: 'score' });
  }
}
