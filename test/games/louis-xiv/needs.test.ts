// Every noble of both sides, for every seat's colours: the fast "can it still be completed"
// agrees with an exhaustive search for cards to add, and "complete" says yes exactly to the
// plates the rulebook describes.
import { describe, expect, it } from 'vitest';
import { getGame } from '../../../src/engine/registry.js';
import { nextInt, seedRng, type RngState } from '../../../src/engine/rng.js';
import { loadRuleset } from '../../../src/rulesets/index.js';
import { cardColour, cardValue, compile, type NobleSpec, type Tables } from '../../../src/games/louis-xiv/data.js';
import { NEED_CHECKS, canComplete, isComplete } from '../../../src/games/louis-xiv/needs.js';

const t: Tables = compile(loadRuleset(getGame('louis-xiv')).data);
const card = (name: string): number => {
  const m = /^(\d+)([A-Z])$/.exec(name);
  if (!m) throw new Error(name);
  return t.codes.indexOf(m[2]) * t.values + Number(m[1]) - 1;
};
const cards = (names: string): number[] => names.split(/\s+/).filter(Boolean).map(card);
const noble = (side: number, seat: number, i: number): NobleSpec => t.nobles[side][seat][i];

/**
 * Exhaustive: is there a sequence of distinct pool cards that, added after `cs` in that order,
 * completes the noble? Order matters only for runs; other needs try sets in pool order.
 */
function brute(n: NobleSpec, cs: number[], pool: number[]): boolean {
  const ordered = n.need === 'runs';
  const most = n.cards ? n.cards - cs.length : pool.length;
  const used = new Array<boolean>(pool.length).fill(false);
  const sum = (): number => cs.reduce((s, c) => s + cardValue(t, c), 0);
  const go = (from: number, left: number): boolean => {
    if (isComplete(t, n, cs)) return true;
    if (left === 0) return false;
    if (!n.cards && sum() >= n.total) return false; // values are positive: a bigger total never comes back
    for (let k = ordered ? 0 : from; k < pool.length; k++) {
      if (used[k]) continue;
      used[k] = true;
      cs.push(pool[k]);
      const ok = go(k + 1, left - 1);
      cs.pop();
      used[k] = false;
      if (ok) return true;
    }
    return false;
  };
  return go(0, most);
}

/** A random card, mostly of the noble's colour (or white) so that plates come close. */
function randomCard(rng: RngState, n: NobleSpec, values = t.values, low = 0): number {
  const r = nextInt(rng, 10);
  const colour = n.colour >= 0 && r < 5 ? n.colour : r < 6 ? t.wild : nextInt(rng, t.codes.length);
  return colour * t.values + low + nextInt(rng, values);
}

function randomCase(rng: RngState, n: NobleSpec): { cs: number[]; pool: number[] } {
  const taken = new Set<number>();
  const cs: number[] = [];
  // half the cases draw from a few neighbouring values, so that sets and runs come close
  const width = nextInt(rng, 2) ? t.values : 2 + nextInt(rng, 3);
  const low = nextInt(rng, t.values - width + 1);
  const len = n.cards ? nextInt(rng, n.cards) : nextInt(rng, 4);
  while (cs.length < len) {
    const c = randomCard(rng, n, width, low);
    if (taken.has(c)) continue;
    cs.push(c);
    taken.add(c);
  }
  const pool: number[] = [];
  const size = n.need === 'runs' ? 4 + nextInt(rng, 5) : 5 + nextInt(rng, 8);
  for (let tries = 0; pool.length < size && tries < 400; tries++) {
    const c = randomCard(rng, n, width, low);
    if (taken.has(c)) continue;
    pool.push(c);
    taken.add(c);
  }
  return { cs, pool };
}

const templates: [string, number, number, number][] = [];
for (const side of [0, 1]) for (let seat = 0; seat < 4; seat++) for (let i = 0; i < 6; i++) templates.push([`${side ? 'masked' : 'unmasked'} seat ${seat + 1} n${i + 1}`, side, seat, i]);

describe('can a noble still be completed: the fast check against an exhaustive search', () => {
  it.each(templates)('%s', (_name, side, seat, i) => {
    const n = noble(side, seat, i);
    const rng = seedRng(1000 * side + 100 * seat + i);
    const seen = [0, 0];
    for (let k = 0; k < 150; k++) {
      const { cs, pool } = randomCase(rng, n);
      const fast = NEED_CHECKS[n.need].possible(t, n, cs, pool);
      const slow = brute(n, cs.slice(), pool);
      if (fast !== slow) throw new Error(`${cs.map((c) => c).join(',')} from pool ${pool.join(',')}: fast ${fast}, exhaustive ${slow}`);
      seen[fast ? 1 : 0]++;
    }
    // both answers come up, so the comparison tested something
    expect(seen[0]).toBeGreaterThan(5);
    expect(seen[1]).toBeGreaterThan(5);
  });

  it.each(templates.filter(([, , seat]) => seat === 0))('%s against all 72 cards, one or two cards short', (_n, side, seat, i) => {
    const n = noble(side, seat, i);
    const rng = seedRng(77 + 10 * side + i);
    const all = Array.from({ length: t.food }, (_, c) => c);
    for (let k = 0; k < 30; k++) {
      const want = n.cards ? Math.max(0, n.cards - 1 - nextInt(rng, 2)) : 1 + nextInt(rng, 3);
      const cs: number[] = [];
      while (cs.length < want) {
        const c = randomCard(rng, n);
        if (!cs.includes(c)) cs.push(c);
      }
      // for any-number totals, start close to the total so the search stays small
      if (!n.cards && cs.reduce((s, c) => s + cardValue(t, c), 0) < n.total - 14) continue;
      const pool = all.filter((c) => !cs.includes(c));
      expect(canComplete(t, n, cs), cs.join(',')).toBe(brute(n, cs.slice(), pool));
    }
  });
});

describe('complete: the rulebook plates (seat 1, rulebook colours)', () => {
  const u = (i: number): NobleSpec => noble(0, 0, i);
  const m = (i: number): NobleSpec => noble(1, 0, i);
  it.each([
    ['unmasked n1: four 7s, one yellow', u(0), '7B 7Y 7G 7P', true],
    ['unmasked n1: four 7s, white stands in for yellow', u(0), '7B 7W 7G 7P', true],
    ['unmasked n1: four 7s, none yellow', u(0), '7B 7K 7G 7P', false],
    ['unmasked n1: five 7s is too many', u(0), '7B 7Y 7G 7P 7K', false],
    ['unmasked n2: two pairs, each with blue', u(1), '3B 3G 9W 9Y', true],
    ['unmasked n2: second pair without blue', u(1), '3B 3G 9K 9Y', false],
    ['unmasked n2: a four of a kind is not two pairs', u(1), '3B 3G 3W 3Y', false],
    ['unmasked n3: purple 1+2+3+8 = 14 < 15', u(2), '1P 2P 3P 8W', true],
    ['unmasked n3: 15 is not below 15', u(2), '1P 2P 3P 9P', false],
    ['unmasked n4: green 3 + 5 = 8', u(3), '3G 5G 8G', true],
    ['unmasked n4: one card not green', u(3), '3G 5B 8G', false],
    ['unmasked n5: pink 12+11+10+6 = 39 > 38', u(4), '12K 11K 10W 6K', true],
    ['unmasked n5: 38 is not above 38', u(4), '12K 11K 10W 5K', false],
    ['unmasked n6: 12 + 13 no, 12 + 8 + 5 = 25', u(5), '12B 8G 5W', true],
    ['unmasked n6: 24', u(5), '12B 8G 4W', false],
    ['masked n1: pair and three, each with blue', m(0), '4B 4G 9B 9K 9Y', true],
    ['masked n1: the three without blue', m(0), '4B 4G 9P 9K 9Y', false],
    ['masked n2: four green evens', m(1), '2G 4G 8W 12G', true],
    ['masked n2: an odd among evens', m(1), '2G 4G 8W 11G', false],
    ['masked n3: falling, first and last pink', m(2), '11K 7B 5G 2W', true],
    ['masked n3: not strictly falling', m(2), '11K 7B 7G 2K', false],
    ['masked n4: 9P 5B 2G then 3P 6Y 10K', m(3), '9P 5B 2G 3P 6Y 10K', true],
    ['masked n4: fourth card not purple', m(3), '9P 5B 2G 3Y 6Y 10K', false],
    ['masked n5: rising, first and last yellow', m(4), '2Y 5B 6G 12Y', true],
    ['masked n5: placed in falling order', m(4), '12Y 6G 5B 2Y', false],
    ['masked n6: 12B 8G 5Y, colours differ', m(5), '12B 8G 5Y', true],
    ['masked n6: white is not allowed', m(5), '12B 8G 5W', false],
    ['masked n6: two blues', m(5), '12B 8B 5Y', false],
  ] as const)('%s', (_name, n, plate, want) => {
    expect(isComplete(t, n, cards(plate))).toBe(want);
  });

  it('colours come from the seat: seat 2 wants purple pairs on unmasked n2', () => {
    expect(cardColour(t, card('3P'))).toBe(t.codes.indexOf('P'));
    expect(isComplete(t, noble(0, 1, 1), cards('3P 3G 9P 9Y'))).toBe(true);
    expect(isComplete(t, noble(0, 0, 1), cards('3P 3G 9P 9Y'))).toBe(false);
  });
});
