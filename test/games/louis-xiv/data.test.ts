// rulesets/louis-xiv.yaml: the shipped file loads, and a designer's slip is named by field and line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../../src/engine/registry.js';
import { checkRulesetText, packageRoot } from '../../../src/rulesets/index.js';
import { compile } from '../../../src/games/louis-xiv/data.js';

const game = getGame('louis-xiv');
const text = readFileSync(join(packageRoot(), 'rulesets', 'louis-xiv.yaml'), 'utf8');
const check = (t: string): string[] => checkRulesetText(t, 'lx.yaml', { expect: game }).problems;
const lineOf = (needle: string): number => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('louis-xiv ruleset', () => {
  it('the shipped file has the facts: 72 food cards, 6 nobles a side, 4 seats, 9 solo cards', () => {
    const r = checkRulesetText(text, 'lx.yaml', { expect: game });
    expect(r.problems).toEqual([]);
    const t = compile(r.ruleset?.data);
    expect(t.food).toBe(72);
    expect(t.nobles[0][0].map((n) => n.points)).toEqual([3, 2, 2, 1, 3, 1]);
    expect(t.nobles[1][0].map((n) => n.points)).toEqual([3, 1, 2, 2, 2, 2]);
    expect(t.nobles[0].map((seat) => seat.slice(0, 5).map((n) => t.codes[n.colour]).join(''))).toEqual(['YBPGK', 'YPBKG', 'YGKBP', 'YKGPB']);
    expect(t.imposters.map((i) => i.placements.length)).toEqual([4, 4, 4, 4]);
    expect(t.solo).toHaveLength(9);
    // every cell is on exactly three solo cards
    const onCards = new Array(9).fill(0);
    for (const c of t.solo) for (const cell of c.cells) onCards[cell]++;
    expect(onCards).toEqual(new Array(9).fill(3));
  });

  it('names an unknown colour with its field and line', () => {
    const bad = text.replace('unmasked: { n1: Y, n2: P, n3: B, n4: K, n5: G }', 'unmasked: { n1: Y, n2: X, n3: B, n4: K, n5: G }');
    expect(check(bad)).toEqual([`lx.yaml:${lineOf('n1: Y, n2: P, n3: B')}:26: data.seats.1.unmasked.n2: "X" is not a colour (colours: B G P K Y W)`]);
  });

  it('names a need missing its parameter and a noble without a colour', () => {
    const bad = text.replace('{ need: colourTotal, cards: 4, below: 15, points: 2 }', '{ need: colourTotal, cards: 4, points: 2 }').replace('{ n1: Y, n2: B, n3: P, n4: G, n5: K }', '{ n1: Y, n2: B, n3: P, n4: G }');
    const problems = check(bad);
    expect(problems.some((p) => /data\.nobles\.unmasked\.2\.below: give below, above or both/.test(p))).toBe(true);
    expect(problems.some((p) => /data\.seats\.0\.unmasked\.n5: missing \(the colourTotal need of n5 asks for a colour\)/.test(p))).toBe(true);
  });

  it('refuses a need it does not know, listing those it does', () => {
    const problems = check(text.replace('{ need: sumOfTwo, points: 1 }', '{ need: sumOfThree, points: 1 }'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/data\.nobles\.unmasked\.3\.need: .*sets.*runs/);
  });
});
