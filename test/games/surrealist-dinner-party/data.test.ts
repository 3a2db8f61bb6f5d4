// Surrealist Dinner Party's ruleset: the shipped data matches the facts, and a broken ability,
// kind or menu is refused with its field path and line.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compile, type SdpData } from '../../../src/games/surrealist-dinner-party/data.js';
import { builtinRulesetPath, checkRulesetText, loadRuleset } from '../../../src/rulesets/index.js';
import { builtin, sdp } from '../../helpers/surrealist.js';

const text = readFileSync(builtinRulesetPath(sdp.id), 'utf8');
const data = builtin.data as SdpData;

/** The facts file the data was copied from, where this checkout has it beside it. */
const FACTS_FILE = '/work/shared/facts/surrealist-guests.tsv';
const FACTS = existsSync(FACTS_FILE) ? readFileSync(FACTS_FILE, 'utf8') : '';
/** Guests the balance study changed (docs/surrealist-balance.md); the variant file keeps them as the facts give them. */
const REBALANCED = ['sunra', 'cahun', 'miller', 'scesaire'];
const BEFORE = loadRuleset(sdp, 'rulesets/variants/surrealist-dinner-party-prototype.yaml').data as SdpData;

describe('surrealist-dinner-party ruleset data', () => {
  it('holds the 30 guests, 10 faux pas cards and 6 courses', () => {
    expect(data.guests).toHaveLength(30);
    expect(data.fauxPas).toHaveLength(10);
    expect(data.menu.map((c) => c.course)).toEqual(['Cocktails', "Hors d'Oeuvres", 'Aperitifs', 'Main Course', 'Digestifs', 'Dessert']);
  });

  it.runIf(FACTS.length > 0)('agrees with the facts file on every code, name, appetite and icon (the rebalanced guests: in the variant file)', () => {
    const rows = FACTS.trim().split('\n').slice(1).map((l) => l.split('\t'));
    const before = new Map(BEFORE.guests.map((g) => [g.code, g]));
    const row = (g: SdpData['guests'][number]) => [g.code, g.name, g.appetites.join(' '), g.icon];
    const shipped = data.guests.map((g) => row(REBALANCED.includes(g.code) ? before.get(g.code)! : g));
    expect(shipped).toEqual(rows.map((r) => [r[0], r[1], r[2], r[3]]));
    // the rebalanced guests really left the facts' appetites
    for (const code of REBALANCED) expect(data.guests.find((g) => g.code === code)!.appetites).not.toEqual(before.get(code)!.appetites);
  });

  it('keeps accents in names and plain codes', () => {
    const t = compile(data);
    expect(t.names[t.codes.indexOf('dali')]).toBe('Salvador Dalí');
    expect(t.names[t.codes.indexOf('zurn')]).toBe('Unica Zürn');
    expect(t.codes.every((c) => /^[a-z]+$/.test(c))).toBe(true);
  });

  it('gives every plate and door guest an ability of its icon, and the others a standing rule or a trigger', () => {
    for (const g of data.guests) {
      if (g.icon === 'none') expect(['standing', 'trigger']).toContain(g.ability.timing);
      else expect(g.ability.timing).toBe(g.icon);
    }
  });
});

describe('surrealist-dinner-party ruleset check', () => {
  const check = (from: string, to: string): string[] => {
    expect(text.includes(from)).toBe(true);
    return checkRulesetText(text.replace(from, to), 'my.yaml').problems;
  };
  const lineOf = (needle: string): number => text.slice(0, text.indexOf(needle)).split('\n').length;

  it('refuses an unknown effect with its line and the effects it knows', () => {
    const at = '{ effect: gain, to: ownGuest, tokens: [D] }';
    const problems = check(at, '{ effect: teleport, to: ownGuest, tokens: [D] }');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^my\\.yaml:${lineOf(at)}:\\d+: data\\.guests\\.2\\.ability\\.effects\\.0\\.effect: must be one of gain, move, swap`));
    expect(problems[0]).toMatch(/not "teleport"$/);
  });

  it('refuses an unknown target and an unknown kind', () => {
    const problems = check('{ effect: gain, to: self, tokens: [F, W] }', '{ effect: gain, to: everyone, tokens: [F, X] }');
    expect(problems.map((p) => p.replace(/^my\.yaml:\d+:\d+: /, ''))).toEqual([
      'data.guests.22.ability.effects.0.to: must be one of self, neighbour, neighbours, selfAndNeighbours, ownGuest, otherOwnGuest, anotherOwnGuest, eachOwn, eachOtherOwn, anotherGuest, not "everyone"',
      'data.guests.22.ability.effects.0.tokens.1: must be one of F, W, D, C, R, not "X"',
    ]);
  });

  it('refuses an effect missing a field it needs, or given one it does not take', () => {
    expect(check('{ effect: immune }', '{ effect: immune, count: 2 }')).toEqual([
      expect.stringMatching(/data\.guests\.10\.ability\.effects\.0\.count: "immune" takes no count$/),
    ]);
    expect(check('{ effect: bonus, count: 3 }', '{ effect: bonus }')).toEqual([
      expect.stringMatching(/data\.guests\.14\.ability\.effects\.0\.count: missing; "bonus" needs count$/),
    ]);
  });

  it('refuses an ability whose timing does not fit the icon', () => {
    const problems = check('name: Dora Maar\n      appetites: [D, W, F]\n      icon: plate', 'name: Dora Maar\n      appetites: [D, W, F]\n      icon: door');
    expect(problems).toEqual([expect.stringMatching(/data\.guests\.2\.ability\.timing: a guest with icon door cannot have a plate ability$/)]);
  });

  it('refuses a course that would never end at some player count', () => {
    const problems = check('{ course: Dessert, tokens: { D: [3, 4, 6] } }', '{ course: Dessert, tokens: { D: [3, 0, 6] } }');
    expect(problems).toEqual([expect.stringMatching(/data\.menu\.5\.tokens: no token for 3 players; the course would never end$/)]);
  });

  it('refuses advanced mode when the faux pas cards cannot go round, naming the line and field', () => {
    const cards = text.slice(text.indexOf('  fauxPas:\n    - '), text.indexOf('\n', text.indexOf('    - { code: troublemaker')));
    const few = cards.split('\n').slice(0, 6).join('\n');
    const problems = checkRulesetText(text.replace('  mode: normal', '  mode: advanced').replace(cards, few), 'my.yaml').problems;
    expect(problems).toEqual([expect.stringMatching(/^my\.yaml:\d+:\d+: data\.fauxPas: 3 players need 6 faux pas cards, the file has 5$/)]);
  });
});
