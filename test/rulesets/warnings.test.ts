// `check` warns of what cannot happen in play (a guest never satisfied, a noble never completed,
// an appetite no token matches)
// with the file's line; the built-in rulesets have no warnings.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkRulesetText } from '../../src/rulesets/index.js';

const builtin = (id: string): string => readFileSync(`rulesets/${id}.yaml`, 'utf8');
const lineOf = (text: string, needle: string): number => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('ruleset warnings', () => {
  it('the built-in rulesets warn of nothing', () => {
    for (const id of ['royal-dinner-party', 'just-desserts', 'louis-xiv', 'surrealist-dinner-party', 'the-feast']) {
      const r = checkRulesetText(builtin(id), `${id}.yaml`);
      expect(r.problems).toEqual([]);
      expect(r.warnings ?? []).toEqual([]);
    }
  });

  it("Royal Dinner Party: a King's appetite above the largest meal of its suit (10 + 9)", () => {
    const text = builtin('royal-dinner-party').replace(/^ {2}kingAppetite: 13$/m, '  kingAppetite: 20');
    const r = checkRulesetText(text, 'rdp.yaml');
    expect(r.problems).toEqual([]);
    expect(r.ruleset).toBeDefined(); // a warning does not stop the file loading
    expect(r.warnings).toEqual([
      `rdp.yaml:${lineOf(text, 'kingAppetite: 20')}:3: options.kingAppetite: warning: 20 is above the largest meal a King can be served (19, the two highest number cards of its suit): such a guest is never satisfied, so no game can be won`,
    ]);
    // 19 can be served: no warning
    expect(checkRulesetText(text.replace('kingAppetite: 20', 'kingAppetite: 19'), 'rdp.yaml').warnings).toEqual([]);
  });

  it('Just Desserts: a guest no three desserts can serve', () => {
    const text = builtin('just-desserts').replace('craves: [pastry, fruit], dislikes: [nuts]', 'craves: [chocolate, fruit, cake, pudding, pie, spices, nuts, ice cream, pastry, marshmallow, veggies, cookie], dislikes: []');
    const r = checkRulesetText(text, 'jd.yaml');
    expect(r.problems).toEqual([]);
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings![0]).toMatch(new RegExp(`^jd\\.yaml:${lineOf(text, 'Agent 17')}:\\d+: data\\.guests\\.0: warning: Agent 17 can never be served`));
  });

  it('Louis XIV: a noble no cards of the deck complete', () => {
    const text = builtin('louis-xiv').replace('{ need: exactTotal, total: 25, points: 1 }', '{ need: exactTotal, total: 200, maxCards: 2, points: 1 }');
    const r = checkRulesetText(text, 'louis.yaml');
    expect(r.problems).toEqual([]);
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings![0]).toMatch(
      new RegExp(`^louis\\.yaml:${lineOf(text, 'total: 200')}:\\d+: data\\.nobles\\.unmasked\\.5: warning: noble 6 \\(exactTotal\\) cannot be completed for any seat`),
    );
  });

  describe('Surrealist Dinner Party: an appetite no token that reaches its guest can match', () => {
    const sdp = builtin('surrealist-dinner-party');
    /** The guests (name, index) with a Dessert appetite, from the file itself. */
    const dessertEaters = (text: string): string[] => {
      const names: string[] = [];
      let name = '';
      for (const line of text.split('\n')) {
        const n = /^ {6}name: (.*)$/.exec(line);
        if (n) name = n[1];
        if (/^ {6}appetites: \[.*\bD\b/.test(line)) names.push(name);
      }
      return names;
    };

    it('normal mode: no Dessert on the menu and none from an ability but a guest\'s own (Varo)', () => {
      const text = sdp
        .replace('tokens: { W: [2, 3, 4], D: [2, 3, 4] }', 'tokens: { W: [2, 3, 4] }')
        .replace('{ course: Dessert, tokens: { D: [3, 4, 6] } }', '{ course: Dessert, tokens: { F: [3, 4, 6] } }')
        .replace('{ effect: gain, to: ownGuest, tokens: [D] }', '{ effect: gain, to: ownGuest, tokens: [W] }') // Maar
        .replace('{ effect: exchange, to: ownGuest, count: 3, choose: any }', '{ effect: exchange, to: ownGuest, count: 3, choose: [W, F] }'); // Arp
      const r = checkRulesetText(text, 'sdp.yaml');
      expect(r.problems).toEqual([]);
      expect(r.ruleset).toBeDefined();
      const warned = (r.warnings ?? []).map((w) => /warning: (.*)'s D appetite/.exec(w)?.[1]);
      // every guest with a Dessert appetite but Varo, whose own ability gives her any kind from
      // the kitchen, and Ernst, on whom a Drama matches any appetite
      const eaters = dessertEaters(text);
      expect(eaters).toEqual(expect.arrayContaining(['Remedios Varo', 'Max Ernst']));
      expect(warned).toEqual(eaters.filter((n) => n !== 'Remedios Varo' && n !== 'Max Ernst'));
      expect(r.warnings).toContain(
        `sdp.yaml:${lineOf(text, 'appetites: [D, W, F]')}:19: data.guests.2.appetites.0: warning: Dora Maar's D appetite can never be matched at any player count: no token that matches it reaches the guest (none on the Platter, none from an ability), so Dora Maar is never Perfectly Content`,
      );
    });

    it('casual mode: Dessert on the Platter at four players only', () => {
      const text = sdp
        .replace('mode: normal', 'mode: casual')
        .replace('tokens: { W: [2, 3, 4], D: [2, 3, 4] }', 'tokens: { W: [2, 3, 4], D: [0, 0, 4] }')
        .replace('{ course: Dessert, tokens: { D: [3, 4, 6] } }', '{ course: Dessert, tokens: { F: [3, 4, 0], D: [0, 0, 6] } }');
      const r = checkRulesetText(text, 'sdp.yaml');
      expect(r.problems).toEqual([]);
      const eaters = dessertEaters(text);
      expect(r.warnings).toHaveLength(eaters.length); // Varo too: casual mode plays no ability
      expect(r.warnings![0]).toMatch(/data\.guests\.1\.appetites\.1: warning: Jean Arp's D appetite can never be matched for 2 and 3 players: .*\(none on the Platter, no ability in casual mode\)/);
      // the same file in normal mode: abilities give Dessert from the kitchen (Maar, Arp)
      expect(checkRulesetText(text.replace('mode: casual', 'mode: normal'), 'sdp.yaml').warnings).toEqual([]);
    });

    it("a standing rule's token counts in normal mode only (Ernst: a Drama matches any appetite on him)", () => {
      const noDessert = sdp
        .replace('tokens: { W: [2, 3, 4], D: [2, 3, 4] }', 'tokens: { W: [2, 3, 4] }')
        .replace('{ course: Dessert, tokens: { D: [3, 4, 6] } }', '{ course: Dessert, tokens: { F: [3, 4, 6] } }');
      const ernst = (text: string): string[] => (checkRulesetText(text, 'sdp.yaml').warnings ?? []).filter((w) => w.includes('Max Ernst'));
      expect(ernst(noDessert.replace('{ effect: exchange, to: ownGuest, count: 3, choose: any }', '{ effect: exchange, to: ownGuest, count: 3, choose: [W] }').replace('tokens: [D] }', 'tokens: [W] }'))).toEqual([]);
      // casual mode plays no standing rule: his Dessert appetite is then never matched
      expect(ernst(noDessert.replace('mode: normal', 'mode: casual'))).toEqual([
        expect.stringContaining(`sdp.yaml:${lineOf(noDessert, 'name: Max Ernst') + 1}:25: data.guests.24.appetites.2: warning: Max Ernst's D appetite`),
      ]);
    });
  });
});
