// `check` warns of what cannot happen in play (a guest never satisfied, a noble never completed)
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
});
