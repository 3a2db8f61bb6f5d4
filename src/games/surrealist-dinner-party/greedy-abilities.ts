/**
 * Surrealist Dinner Party: how the greedy player weighs abilities, in the same points as the
 * rest of greedy.ts. Whether to use an ability (`plates`, `use`, `skip`) is judged by playing
 * it out on a copy with greedy's cheap choices and comparing the table before and after; the
 * choices inside an ability (`pick`, `target`, `take`) are scored at once from what they give
 * or take. Only the sample greedy is handed is looked at, so it stays fair.
 */
import { KINDS, type EffectData } from './abilities.js';
import { EACH, targets } from './effects.js';
import { apply, legal, mover } from './rules.js';
import { hasRoom, matches, standingOf } from './table.js';
import { newAbility } from './runner.js';
import { Move, Phase, clone, cloneInto, decode, ownerOf, type AbilityTask, type SdpState } from './state.js';

/** The points a seat's table and Stash are worth now (tokens still to place counted as given). */
function seatValue(s: SdpState, seat: number, gainOf: (s: SdpState, g: number, k: number) => number): number {
  const stash = s.stash[seat];
  let v = 0;
  for (let k = 0; k < stash.length; k++) v += stash[k];
  for (const g of s.rows[seat]) {
    const app = s.tables.appetites[g];
    let good = 0;
    let bad = 0;
    let empty = 0;
    const toks = s.tokens[g];
    for (let i = 0; i < toks.length; i++) {
      const tok = toks[i];
      if (tok < 0) empty++;
      else if (matches(s, g, app[i], tok)) good++;
      else bad++;
    }
    v += good - 0.5 * bad;
    if (bad === 0) v += empty === 0 ? (s.abilities ? standingOf(s.tables, g).bonus : 2) : 0.3 * good;
  }
  for (const task of s.queue) if (task.k === 'receive' && task.seat === seat) v += gainOf(s, task.guest, task.token);
  return v;
}

/** `seat`'s standing: its value less a share of the others' (hurting one of several rivals helps less). */
export function standing(s: SdpState, seat: number, gainOf: (s: SdpState, g: number, k: number) => number): number {
  const spite = s.seats === 2 ? 0.9 : 0.5;
  let v = 0;
  for (let x = 0; x < s.seats; x++) v += (x === seat ? 1 : -spite) * seatValue(s, x, gainOf);
  return v;
}

type Scorer = (s: SdpState, seat: number, legal: readonly number[], out: number[]) => void;

let depth = 0;
/** The copy the last lookahead played on (dropped once it returned). */
let copy: SdpState | undefined;
const buf: number[] = [];
const sc: number[] = [];

/**
 * What `move` is worth to `seat`: played on a copy, then every choice it sets off made by
 * `score` (greedy's one-step scores) until nothing waits; the change in `standing` from
 * `before` (`s`'s, the same for every move of a decision: its caller keeps it).
 */
export function lookahead(s: SdpState, seat: number, move: number, score: Scorer, gainOf: (s: SdpState, g: number, k: number) => number, before: number): number {
  // one copy at a time (a lookahead runs no other): the last one's arrays, reused; taken
  // away meanwhile, so that a lookahead that fails half way leaves none
  const last = depth === 0 ? copy : undefined;
  if (depth === 0) copy = undefined;
  const c = last ? cloneInto(last, s) : clone(s);
  depth++;
  try {
    apply(c, seat, move);
    for (let steps = 0; steps < 40 && c.phase !== Phase.Over && (c.queue.length || c.phase === Phase.Plates); steps++) {
      const who = mover(c);
      const n = legal(c, who, buf);
      // the same list each step, cut to this step's moves (nothing inside reaches a lookahead)
      buf.length = n;
      let best = 0;
      if (n > 1) {
        score(c, who, buf, sc);
        for (let i = 1; i < n; i++) if (sc[i] > sc[best]) best = i;
      }
      apply(c, who, buf[best]);
    }
  } finally {
    depth--;
  }
  const v = standing(c, seat, gainOf) - before;
  if (depth === 0) copy = c;
  return v;
}

let quick = false;

/** Whether abilities are judged at a glance: inside a lookahead, or in a search's rollouts. */
export const atAGlance = (): boolean => quick || depth > 0;

/** Runs `fn` judging abilities at a glance (the rollouts' cheaper greedy). */
export function glancing<T>(fn: () => T): T {
  quick = true;
  try {
    return fn();
  } finally {
    quick = false;
  }
}

const kindOf = (k: string): number => KINDS.indexOf(k as (typeof KINDS)[number]);

/**
 * A glance at what using `guest`'s ability is worth to `seat`: the best tokens its gains could
 * give (each target of an "each" effect, the best one of the others), a point a token stashed
 * or forgiven, a little for the rest.
 */
export function glance(s: SdpState, seat: number, guest: number, give: (g: number, k: number) => number): number {
  const t = newAbility(seat, guest);
  let v = 0;
  for (const e of s.tables.abilities[guest].effects) {
    if (e.effect === 'gain') {
      const ts = targets(s, t, e.to).filter((g) => hasRoom(s, g));
      if (!ts.length) continue;
      const kinds = Array.isArray(e.choose) ? e.choose.map(kindOf) : e.source === 'platter' ? [0, 1, 2, 3, 4].filter((k) => s.platter[k]) : [0, 1, 2, 3, 4];
      const per = (g: number): number =>
        e.tokens ? e.tokens.reduce((p, k) => p + give(g, kindOf(k)), 0) : (e.count ?? 1) * Math.max(-1, ...kinds.map((k) => give(g, k)));
      v += EACH.includes(e.to ?? '') ? ts.reduce((p, g) => p + per(g), 0) : Math.max(...ts.map(per));
    } else if (e.effect === 'stash') v += e.count ?? 1;
    else if (e.effect === 'forgive' || e.effect === 'seat') v += 1;
    else if (e.effect === 'decline') v += give(guest, 4) < 0 ? 0.8 : -0.8;
    else v += 0.4;
  }
  return v;
}

/** The effect the ability at the head of the queue is on. */
function headEffect(s: SdpState): EffectData | undefined {
  const head = s.queue[0];
  if (head?.k !== 'ability') return undefined;
  const main = s.tables.abilities[head.guest].effects[head.i];
  return head.j >= 0 ? main?.otherwise?.[head.j] : main;
}

/**
 * The one-step score of an ability's own choice (`pick`, `target`, `take`), from what it gives
 * (`give`: the points a token brings a guest, against the seat when the guest is a rival's).
 */
export function choiceScore(s: SdpState, seat: number, move: number, give: (g: number, k: number) => number): number {
  // decode(move), without an object per move
  const kind = move % 16;
  const a = Math.floor(move / 16) % 64;
  const b = Math.floor(move / 1024);
  const e = headEffect(s);
  if (!e) return 0;
  if (kind === Move.Pick) {
    if (e.effect === 'stash') return 0;
    const head = s.queue[0] as AbilityTask;
    const guest = head.list[0] ?? head.hit;
    return guest >= 0 ? give(guest, a) : 0;
  }
  if (kind === Move.Target && b === 0) {
    if (e.effect === 'sendHome') return ownerOf(s, a) === seat ? -1 : 1;
    const head = s.queue[0];
    if (e.effect === 'move' && head?.k === 'ability') return give(a, (decode(head.list[0]).b - 1) % 5);
    // the best token it could get: the card's kind, else any
    if (e.tokens) return give(a, 'FWDCR'.indexOf(e.tokens[0]));
    let best = -Infinity;
    for (let k = 0; k < 5; k++) best = Math.max(best, give(a, k));
    return best;
  }
  if (kind === Move.Target) {
    // a token taken off a guest: what that guest loses (a matching one is a point)
    const tok = (b - 1) % 5;
    const app = Math.floor((b - 1) / 5);
    const own = ownerOf(s, a) === seat ? 1 : -(s.seats === 2 ? 0.9 : 0.5);
    const lost = matches(s, a, app, tok) ? 1 : -0.6;
    return e.effect === 'forgive' ? 0 : -own * lost;
  }
  return 0;
}
