// Just Desserts: the ruleset file and its checks.
import { describe, expect, it } from 'vitest';
import '../../../src/games/just-desserts/index.js';
import { getGame } from '../../../src/engine/registry.js';
import { loadRuleset } from '../../../src/rulesets/index.js';
import { compile, type JdData } from '../../../src/games/just-desserts/data.js';

const game = getGame('just-desserts');
const ruleset = loadRuleset(game);
const data = ruleset.data as JdData;

describe('just-desserts: rulesets/just-desserts.yaml', () => {
  it('loads with its option defaults and no problems', () => {
    expect(ruleset.options).toEqual({ closingRounds: 3, startingHand: 5, idleDesserts: false });
    expect(game.checkData?.(data)).toEqual([]);
  });

  it('holds the 24 guests and 76 desserts with unique codes', () => {
    const t = compile(data);
    expect(t.guests).toBe(24);
    expect(t.desserts).toBe(76);
    expect(new Set(t.codes).size).toBe(100);
    expect(game.deckFor(ruleset.options, 2, data).map((c) => game.cardName(c, data))).toEqual(t.codes);
  });

  it('gives three guests to each trio icon and the points of the rulings', () => {
    const byIcon = new Map<string, string[]>();
    for (const g of data.guests) byIcon.set(g.trio, [...(byIcon.get(g.trio) ?? []), g.name]);
    expect([...byIcon.values()].every((list) => list.length === 3)).toBe(true);
    expect(byIcon.get('crescent')).toEqual(['Agent 17', 'Candice', 'the Astronaut']);
    expect(byIcon.get('spade')).toEqual(['Bob Fruitcake', 'Inga', 'Granny']);
    const points = Object.fromEntries(data.guests.map((g) => [g.code, g.points]));
    expect(points).toMatchObject({ nature: 5, healthy: 4, emperor: 1, astronaut: 3, candice: 3, fuzzy: 2 });
    expect(data.guests.reduce((sum, g) => sum + g.points, 0)).toBe(5 + 5 * 4 + 12 * 3 + 5 * 2 + 1);
  });

  it('names every favorite after a real dessert', () => {
    const t = compile(data);
    const agent = t.codes.indexOf('agent17');
    expect(t.fav[agent].map((c) => t.codes[c])).toEqual(['turnover', 'waffles']);
    expect(t.fav[t.codes.indexOf('nature')]).toEqual([]);
  });

  it('reports each problem by its field path', () => {
    const bad = structuredClone(data) as unknown as Record<string, unknown[]>;
    (bad.guests[3] as Record<string, unknown>).points = 'three';
    expect(game.checkData?.(bad)).toEqual(['guests.3.points: expected a number']);
    const worse = structuredClone(data);
    worse.guests[0].craves = ['pastry', 'fruit', 'bacon'];
    worse.guests[1].favorites = ['Fruit loaf'];
    worse.guests[2].trio = 'moon';
    worse.desserts[5].code = 'fudge';
    delete (worse.desserts[6] as Partial<JdData['desserts'][number]>).name;
    expect(game.checkData?.(worse)).toEqual(['desserts.6.name: missing (expected a string)']);
    delete (worse.desserts[6] as Partial<JdData['desserts'][number]>).code;
    worse.desserts[6].name = 'Candied yams';
    expect(game.checkData?.(worse)).toEqual([
      'guests.0.craves.2: "bacon" is not one of the flavors',
      'guests.1.favorites.0: no dessert is called "Fruit loaf"',
      'guests.2.trio: "moon" is not one of the trios',
      'desserts.36.code: "fudge" is already the code of desserts.5',
    ]);
  });

  it('has a rules page of at most 72 columns with a notation section', () => {
    for (const line of game.rules.split('\n')) expect(line.length).toBeLessThanOrEqual(72);
    expect(game.rules).toMatch(/^NOTATION$/m);
    for (const verb of ['serve', 'pass', 'steal', 'waiting', 'discard', 'done', 'end', 'block', 'allow', 'bribe']) {
      expect(game.rules).toMatch(new RegExp(`^  ${verb}\\b`, 'm'));
    }
  });

  it('refuses to start from broken data', () => {
    expect(() => game.setup({ seed: 1, seats: 2, options: ruleset.options, data: { guests: [] } })).toThrow(/flavors/);
  });
});

describe('just-desserts: data against the player count', () => {
  it('needs enough desserts to deal every starting hand', () => {
    const few = structuredClone(data);
    few.desserts = few.desserts.slice(0, 12);
    for (const g of few.guests) g.favorites = [];
    const check = (game as unknown as { checkRuleset(o: object, n: number, d: unknown): string[] }).checkRuleset;
    expect(check({ startingHand: 5 }, 2, few)).toEqual([]);
    expect(check({ startingHand: 5 }, 3, few)).toEqual([
      'options.startingHand: 3 players of 5 desserts need 15; the data has 12',
    ]);
  });
});
