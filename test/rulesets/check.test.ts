// Rulesets: a broken file gets one line per problem naming the file, the line, the field and
// what is wrong; `dinner-games check` exits 0 (fine), 1 (problems) or 2 (no such file).
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addCommands } from '../../src/cli/main.js';
import { inProcessCli } from '../helpers/cli.js';
import { getGame } from '../../src/engine/registry.js';
import type { AnyGame } from '../../src/engine/types.js';
import { checkRulesetText, checkSeats, loadRuleset, packageRoot } from '../../src/rulesets/index.js';
import { registerSimCommands } from '../../src/sim/commands.js';

const check = (text: string): string[] => checkRulesetText(text, 'my.yaml').problems;

describe('the built-in rulesets', () => {
  const dir = join(packageRoot(), 'rulesets');
  it.each(readdirSync(dir).filter((f) => f.endsWith('.yaml')))('%s is valid', (file) => {
    const r = checkRulesetText(readFileSync(join(dir, file), 'utf8'), file);
    expect(r.problems).toEqual([]);
    expect(r.game?.id).toBe(file.replace(/\.yaml$/, ''));
  });

  it('royal-dinner-party.yaml sets every option to the game default', () => {
    const game = getGame('royal-dinner-party');
    const r = loadRuleset(game);
    for (const spec of game.options) expect(r.options[spec.key]).toBe(spec.default);
  });
});

describe('a broken ruleset', () => {
  it('bad YAML syntax: the line and column', () => {
    expect(check('game: royal-dinner-party\noptions:\n  aces: [1, 2\njokers: 1\n')).toEqual([
      expect.stringMatching(/^my\.yaml:4:1: YAML syntax: .+/),
    ]);
  });

  it('a missing game field', () => {
    expect(check('options:\n  aces: 4\n')).toEqual([expect.stringMatching(/^my\.yaml:1: game: missing; .*royal-dinner-party/)]);
  });

  it('an unknown game', () => {
    expect(check('# a comment\ngame: royal-dinner\n')).toEqual([
      expect.stringMatching(/^my\.yaml:2:1: game: unknown game "royal-dinner"; games: .*royal-dinner-party/),
    ]);
  });

  it('unknown fields and options, wrong types, values out of range: one line each, in file order', () => {
    const text = [
      'game: royal-dinner-party',
      'options:',
      '  aces: four',
      '  appetiteLimit: 99',
      '  finalTouch: yes',
      '  seating: random',
      '  jokerz: 1',
      'colour: red',
    ].join('\n');
    expect(check(text)).toEqual([
      'my.yaml:3:3: options.aces: expected a whole number, not "four"',
      'my.yaml:4:3: options.appetiteLimit: must be from 12 to 60, not 99',
      'my.yaml:5:3: options.finalTouch: expected true or false, not "yes"',
      'my.yaml:6:3: options.seating: must be one of drawn, jqk, kqj, not "random"',
      expect.stringMatching(/^my\.yaml:7:3: options\.jokerz: unknown option of royal-dinner-party \(did you mean jokers\?\); its options: finalTouch, /),
      'my.yaml:8:1: colour: unknown field; a ruleset has game, name, options',
    ]);
  });

  it('a game without tables has no data section', () => {
    expect(check('game: royal-dinner-party\ndata:\n  cards: []\n')).toEqual([
      'my.yaml:2:1: data: unknown field; a ruleset has game, name, options',
    ]);
  });

  it('a file for another game', () => {
    const r = checkRulesetText('game: the-feast\n', 'my.yaml', { expect: getGame('royal-dinner-party') });
    expect(r.problems).toEqual(['my.yaml:1:1: game: is "the-feast", but this file is read as a royal-dinner-party ruleset']);
  });

  it("problems in a game's data tables, at their line", () => {
    const text = [
      'game: just-desserts',
      'data:',
      '  flavors: [fruit]',
      '  trios: [star]',
      '  guests:',
      '    - { name: Bob, craves: [fruit], points: 3, trio: star }',
      '    - name: Ann',
      '      craves: [fruit]',
      '      points: many',
      '      trio: star',
      '  desserts:',
      '    - { name: Pie, flavors: [fruit] }',
    ].join('\n');
    expect(check(text)).toEqual([expect.stringMatching(/^my\.yaml:9:7: data\.guests\.1\.points: .+/)]);
  });

  it('a deck too small for the player count', () => {
    const text = [
      'game: just-desserts',
      'options:',
      '  startingHand: 5',
      'data:',
      '  flavors: [fruit]',
      '  trios: [star]',
      '  guests:',
      '    - { name: Bob, craves: [fruit], points: 3, trio: star }',
      '  desserts:',
      ...Array.from({ length: 12 }, (_, i) => `    - { name: Pie ${i}, flavors: [fruit] }`),
    ].join('\n');
    const problems = check(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^my\.yaml:3:3: options\.startingHand: .*3 players/);
    // for two players the 12 desserts are enough
    expect(checkRulesetText(text, 'my.yaml', { seats: 2 }).problems).toEqual([]);
  });

  it('loading a broken file is one error, one line per problem', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ruleset-'));
    const file = join(dir, 'bad.yaml');
    writeFileSync(file, 'game: royal-dinner-party\noptions:\n  aces: 9\n  jokers: -1\n');
    expect(() => loadRuleset(getGame('royal-dinner-party'), file)).toThrow(
      `${file}:3:3: options.aces: must be from 0 to 4, not 9\n${file}:4:3: options.jokers: must be from 0 to 2, not -1`,
    );
  });
});

describe('the trial deal finds a deck too small for a game that declares no check', () => {
  // a made-up game that deals five cards a seat, one at a time, from a ten-card deck
  const tiny = {
    ...getGame('royal-dinner-party'),
    id: 'tiny',
    players: { min: 1, max: 3 },
    deckFor: () => Array.from({ length: 10 }, (_, i) => i),
    cardName: (c: number) => `c${c}`,
    setup: ({ seats }: { seats: number }) => {
      const deck = Array.from({ length: 10 }, (_, i) => i);
      const hands = Array.from({ length: seats }, () => Array.from({ length: 5 }, () => deck.pop() as number));
      return { hands, deck };
    },
    zones: (s: { hands: number[][]; deck: number[] }) => ({ deck: s.deck, ...Object.fromEntries(s.hands.map((h, i) => [`hand${i}`, h])) }),
  } as unknown as AnyGame;
  it('reports the smallest player count that fails, once', () => {
    expect(checkSeats(tiny, {}, undefined)).toEqual([
      'the deck is too small for 3 players: dealing ran out of cards (5 dealt from an empty deck)',
    ]);
    expect(checkSeats(tiny, {}, undefined, 2)).toEqual([]);
  });
});

describe('dinner-games check', () => {
  let out = '';
  let err = '';
  beforeAll(() => addCommands(registerSimCommands));
  afterEach(() => vi.restoreAllMocks());
  const cli = inProcessCli((o, e) => {
    out = o;
    err = e;
  });
  const dir = mkdtempSync(join(tmpdir(), 'check-'));
  const good = join(dir, 'good.yaml');
  const bad = join(dir, 'bad.yaml');
  writeFileSync(good, 'game: royal-dinner-party\nname: hard\noptions:\n  appetiteLimit: 16\n');
  writeFileSync(bad, 'game: royal-dinner-party\noptions:\n  appetiteLimit: lots\n');

  it('exits 0 for a good file', async () => {
    expect(await cli('check', good)).toBe(0);
    expect(out).toBe(`${good}: ok (royal-dinner-party ruleset "hard"; deck checked for 1 player)\n`);
  });
  it('exits 1 with one line per problem', async () => {
    expect(await cli('check', good, bad)).toBe(1);
    expect(out.trim().split('\n')).toEqual([
      expect.stringContaining(': ok'),
      `${bad}:3:3: options.appetiteLimit: expected a whole number, not "lots"`,
    ]);
    expect(err).toBe('dinner-games: 1 of 2 ruleset files have problems\n');
  });
  it('prints warnings with their lines and exits 0, or 1 under --strict', async () => {
    const odd = join(dir, 'odd.yaml');
    writeFileSync(odd, 'game: royal-dinner-party\noptions:\n  kingAppetite: 20\n');
    expect(await cli('check', odd)).toBe(0);
    expect(out.trim().split('\n')).toEqual([
      `${odd}: ok (royal-dinner-party ruleset; deck checked for 1 player, 1 warning)`,
      expect.stringMatching(new RegExp(`^${odd.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3:3: options\\.kingAppetite: warning: 20 is above the largest meal a King`)),
    ]);
    expect(await cli('check', '--strict', odd)).toBe(1);
    expect(err).toBe('dinner-games: 1 of 1 ruleset file has warnings (--strict)\n');
    expect(await cli('check', '--strict', good)).toBe(0);
  });
  it('--strict refuses a Surrealist Dinner Party file whose guest no token can satisfy', async () => {
    const odd = join(dir, 'surreal.yaml');
    const text = readFileSync('rulesets/surrealist-dinner-party.yaml', 'utf8').replace('mode: normal', 'mode: casual');
    writeFileSync(odd, text.replace('appetites: [C, R, F]', 'appetites: [C, R, F, F, F, F]').replace(/F: \[\d+, \d+, \d+\]/g, 'D: [1, 1, 1]'));
    expect(await cli('check', odd)).toBe(0);
    expect(out).toContain("warning: Claude Cahun's F appetite can never be matched at any player count");
    expect(await cli('check', '--strict', odd)).toBe(1);
    expect(err).toBe('dinner-games: 1 of 1 ruleset file has warnings (--strict)\n');
    writeFileSync(odd, text);
    expect(await cli('check', '--strict', odd)).toBe(0);
  });
  it('exits 2 for a file that is not there', async () => {
    expect(await cli('check', join(dir, 'nope.yaml'))).toBe(2);
    expect(err).toMatch(/^dinner-games: no such ruleset file: ".*nope\.yaml"\n$/);
  });
  it('simulate refuses a broken ruleset with the same lines', async () => {
    expect(await cli('simulate', bad, '-n', '1')).toBe(2);
    expect(err).toContain(`${bad}:3:3: options.appetiteLimit: expected a whole number`);
  });
});
