/**
 * Just Desserts: serving. Which sets of desserts serve a guest (every craving, nothing
 * disliked, each dessert adding something unless it is a favorite), and which block a steal.
 */
import { bits, flavorList, type Tables } from './data.js';
import { type JdState } from './state.js';

export function isFavorite(t: Tables, guest: number, card: number): boolean {
  return t.fav[guest].includes(card);
}

/** True when `card` can block a steal of `guest`: a single-flavor dessert it craves. */
export function isBlocker(t: Tables, card: number, guest: number): boolean {
  const m = t.mask[card];
  return card >= t.guests && bits(m) === 1 && (m & t.mask[guest]) !== 0;
}

/**
 * Calls `fn` with every legal serve of `guest` from `hand` (one to `maxCards` desserts,
 * sorted by card number) until it returns true. Returns true when stopped early.
 */
export function forServes(
  s: JdState,
  hand: readonly number[],
  guest: number,
  maxCards: number,
  fn: (a: number, b: number, c: number) => boolean | void,
): boolean {
  const t = s.tables;
  const crave = t.mask[guest];
  const bad = t.dislike[guest];
  const cand: number[] = [];
  for (const c of hand) {
    const m = t.mask[c];
    if (m & bad) continue;
    if (s.idle || m & crave || isFavorite(t, guest, c)) cand.push(c);
  }
  cand.sort((a, b) => a - b);
  const idle = s.idle;
  const need = (c: number, others: number): boolean => idle || (others & crave) !== crave || isFavorite(t, guest, c);
  const n = cand.length;
  for (let i = 0; i < n; i++) {
    const a = cand[i];
    const ma = t.mask[a] & crave;
    if (maxCards >= 1 && ma === crave && fn(a, -1, -1)) return true;
    if (maxCards < 2) continue;
    for (let j = i + 1; j < n; j++) {
      const b = cand[j];
      const mb = t.mask[b] & crave;
      if ((ma | mb) === crave && need(a, mb) && need(b, ma) && fn(a, b, -1)) return true;
      if (maxCards < 3) continue;
      for (let k = j + 1; k < n; k++) {
        const c = cand[k];
        const mc = t.mask[c] & crave;
        if ((ma | mb | mc) !== crave) continue;
        if (need(a, mb | mc) && need(b, ma | mc) && need(c, ma | mb) && fn(a, b, c)) return true;
      }
    }
  }
  return false;
}

/** Whether `hand` holds any legal serve of `guest`. */
export function canServe(s: JdState, hand: readonly number[], guest: number, maxCards = 3): boolean {
  return forServes(s, hand, guest, maxCards, () => true);
}

/** Whether `seat` holds a dessert that blocks a steal of `guest`. */
export function hasBlocker(s: JdState, seat: number, guest: number): boolean {
  for (const c of s.hands[seat]) if (isBlocker(s.tables, c, guest)) return true;
  return false;
}

/** Why `cards` is not a legal serve of `guest` (undefined when it is). */
export function serveProblem(s: JdState, guest: number, cards: readonly number[]): string | undefined {
  const t = s.tables;
  const gname = t.names[guest];
  if (cards.length === 0) return 'name one to three desserts';
  if (cards.length > 3) return 'a guest is served at most three desserts';
  let all = 0;
  for (const c of cards) {
    const bad = t.mask[c] & t.dislike[guest];
    if (bad) return `${gname} dislikes ${flavorList(t, bad).join(' and ')} (${t.codes[c]})`;
    all |= t.mask[c];
  }
  const missing = t.mask[guest] & ~all;
  if (missing) return `${gname} still craves ${flavorList(t, missing).join(' and ')}`;
  if (!s.idle) {
    for (const c of cards) {
      let others = 0;
      for (const o of cards) if (o !== c) others |= t.mask[o];
      if ((others & t.mask[guest]) === t.mask[guest] && !isFavorite(t, guest, c)) {
        return `${t.codes[c]} adds nothing ${gname} craves that the others lack`;
      }
    }
  }
  return undefined;
}

/**
 * What cannot happen with this data: a guest that no three desserts of the deck serve (every
 * craving, nothing disliked), so that it can only wait, be discarded or block the pile.
 */
export function warnRuleset(t: Tables, idle: boolean): string[] {
  const desserts = Array.from({ length: t.desserts }, (_, i) => t.guests + i);
  const probe = { tables: t, idle } as JdState;
  const out: string[] = [];
  for (let g = 0; g < t.guests; g++) {
    if (!forServes(probe, desserts, g, 3, () => true)) {
      out.push(`data.guests.${g}: ${t.names[g]} can never be served: no three desserts of the deck give all it craves without one it dislikes`);
    }
  }
  return out;
}
