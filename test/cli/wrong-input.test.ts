// Wrong input, tried as a user would on the built program: each is refused in one line that
// names it, with a non-zero exit code and nothing played, never taken for something else.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli, tempFile } from '../helpers/cli.js';

/** One line on stderr, naming the problem, with nothing a terminal would act on. */
function oneLine(text: string): string {
  const lines = text.replace(/\n$/, '').split('\n');
  expect(lines).toHaveLength(1);
  expect(text).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/u);
  expect(text).not.toContain('unexpected error');
  return lines[0];
}

const rdp = (extra: Record<string, unknown>) => ({ game: 'royal-dinner-party', seed: 42, moves: ['keep'], ...extra });

describe('seeds, seats and options on the command line', () => {
  it.each([
    [['simulate', 'the-feast', '-n', '2', '--seed', ''], /--seed is empty; give a whole number from 0/],
    [['simulate', 'the-feast', '-n', '2', '--seed', '0x4'], /--seed takes a whole number from 0, not "0x4"/],
    [['simulate', 'the-feast', '-n', '1e1'], /-n takes a whole number from 1, not "1e1"/],
    [['simulate', 'the-feast', '-n', '2', '--seats', ''], /--seats is empty; name a computer player for each seat/],
    [['simulate', 'the-feast', '-n', '2', '--seats', ' , '], /--seats: seat 1 is "", not a computer player/],
    [['play', 'the-feast', '--seats', ''], /--seats is empty; name who plays each seat/],
    [['play', 'the-feast', '--seed', ''], /--seed is empty/],
    [['play', 'royal-dinner-party', '--seed', '1.5'], /--seed takes a whole number from 0, not "1\.5"/],
    [['simulate', 'royal-dinner-party', '-n', '2', '--option', 'aces=0x4'], /option aces of royal-dinner-party takes a whole number from 0 to 4, not "0x4"/],
    [['simulate', 'royal-dinner-party', '-n', '2', '--option', 'finalTouch=1'], /option finalTouch of royal-dinner-party takes true or false, not "1"/],
    [['compare', 'royal-dinner-party', 'aces=2', 'aces=3', '-n', '2', '--seed', ''], /--seed is empty/],
  ])('%j is refused in one line, exit 2, nothing played', (args, message) => {
    const r = cli(args);
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toMatch(message);
    expect(r.stdout).toBe('');
  });
});

describe('compare', () => {
  it('a games file beside anything but another is refused in one line, not read as a ruleset', () => {
    const games = tempFile('a.jsonl', `${'{"game":"the-feast"}\n'.repeat(3000)}`);
    for (const other of ['/dev/zero', tempFile('b.yaml', 'game: the-feast\n')]) {
      const r = cli(['compare', games, other]);
      expect(r.code).toBe(2);
      expect(oneLine(r.stderr)).toMatch(/compare: ".*a\.jsonl" is a file of games \(simulate --games-out\); compare two such files/);
      expect(r.stdout).toBe('');
    }
  });
});

describe('records', () => {
  it.each([
    [{ options: { aces: true } }, /field "options": option aces of royal-dinner-party takes a whole number from 0 to 4, not true/],
    [{ options: { aces: '0x4' } }, /not "0x4"/],
    [{ opitons: { aces: 2 } }, /field "opitons": not a field of a record \(did you mean options\?\)/],
    [{ seed: '' }, /field "seed": takes a whole number from 0 to 9007199254740991 \(2\^53-1\), not "" \(text\)/],
  ])('%j is refused in one line naming the file', (extra, message) => {
    const file = tempFile('game.json', rdp(extra));
    const r = cli(['replay', file, '--json']);
    expect(r.code).toBe(2);
    const line = oneLine(r.stderr);
    expect(line).toContain('game.json: ');
    expect(line).toMatch(message);
    expect(r.stdout).toBe('');
  });

  it('a record that is not JSON is one line, however many lines the parser quotes', () => {
    // the parser's message quotes the text around the mistake, line breaks and all
    const r = cli(['replay', tempFile('bad.json', '{\n  "game": x\n}\n')]);
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toMatch(/bad\.json" is not valid JSON: Unexpected token 'x', "\{\\n {2}"game": x\\n\}\\n" is not valid JSON$/);
  });

  it('a path or move with right-to-left and invisible controls comes back escaped', () => {
    const file = tempFile('rlo\u202Egnp.json', rdp({ moves: ['keep', 'dr\u2066aw\u200F'] }));
    const r = cli(['replay', file]);
    expect(r.code).toBe(1);
    const line = oneLine(r.stderr);
    expect(line).toContain('move 2 "dr\\u2066aw\\u200f" is illegal');
    const missing = cli(['replay', '/no/such/\u202Efile.json']);
    expect(oneLine(missing.stderr)).toContain('no such record file: "/no/such/\\u202efile.json"');
    const ruleset = cli(['check', '/no/such/\u2067x.yaml']);
    expect(oneLine(ruleset.stderr)).toContain('"/no/such/\\u2067x.yaml"');
  });
});

describe('rulesets', () => {
  const builtin = (id: string) => readFileSync(`rulesets/${id}.yaml`, 'utf8');

  it('a misspelt field of the data is refused with its line and field, and the field meant', () => {
    const text = builtin('just-desserts').replace('favorites:', 'favourites:');
    const r = cli(['check', tempFile('fav.yaml', text)]);
    expect(r.code).toBe(1);
    const line = text.split('\n').findIndex((l) => l.includes('favourites:')) + 1;
    expect(r.stdout).toMatch(new RegExp(`^.*fav\\.yaml:${line}:\\d+: data\\.guests\\.\\d+\\.favourites: unknown field \\(did you mean favorites\\?\\); it takes name, code, craves, dislikes, favorites, points, trio$`, 'm'));
  });

  it('a number far beyond the game, a list beyond its bound, are refused by check', () => {
    const points = builtin('just-desserts').replace(/points: 5\b/, 'points: 9007199254740990');
    const r = cli(['check', tempFile('points.yaml', points)]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/points\.yaml:\d+:\d+: data\.guests\.\d+\.points: must be at most 99, not 9007199254740990/);
    const sdp = builtin('surrealist-dinner-party');
    const course = '    - { course: Dessert, tokens: { D: [3, 4, 6] } }\n';
    const long = sdp.replace(course, course.repeat(20));
    const m = cli(['check', tempFile('menu.yaml', long)]);
    expect(m.code).toBe(1);
    expect(m.stdout).toMatch(/menu\.yaml:\d+:\d+: data\.menu: at most 12 items \(this list has 25\)/);
  });

  it('a ruleset file of several MB (a 150,000-course menu) is refused before it is parsed', () => {
    const sdp = builtin('surrealist-dinner-party');
    const course = '    - { course: Dessert, tokens: { D: [3, 4, 6] } }\n';
    const huge = sdp.replace(course, course.repeat(150_000));
    const r = cli(['check', tempFile('huge.yaml', huge)]);
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toMatch(/ruleset file ".*huge\.yaml" is larger than 1 MB: is it the right file\?/);
  });

  it('an ability that could set itself off without end is refused: the game could never end', () => {
    const sdp = builtin('surrealist-dinner-party');
    // Fini: each time a neighbour gets a Compliment, Fini gets one; with `move`, she would take it
    const fini = "on: { event: receive, who: neighbour, token: C }\n        effects:\n          - { effect: gain, to: self, tokens: [C] }";
    expect(sdp).toContain(fini);
    const text = sdp.replace(fini, fini.replace('{ effect: gain, to: self, tokens: [C] }', '{ effect: move, from: neighbour, to: self }'));
    const r = cli(['check', tempFile('loop.yaml', text)]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/loop\.yaml:\d+:\d+: data\.guests\.\d+\.ability\.effects\.0\.effect: "move" in an ability set off by receiving a token could set itself off again without end/);
  });

  it('check --players 2 reports only what the two-player table meets', () => {
    // 14 guests: enough for two players (12), not for three or four
    const sdp = builtin('surrealist-dinner-party');
    const start = sdp.indexOf('    - code: ', sdp.indexOf('  guests:'));
    const guests = sdp.slice(start, sdp.indexOf('\n  # ---', start)).split(/(?=^    - code: )/m);
    expect(guests.length).toBeGreaterThanOrEqual(30);
    const few = sdp.replace(guests.join(''), guests.slice(0, 14).join(''));
    const two = cli(['check', tempFile('few.yaml', few), '--players', '2']);
    expect(two.stdout).toMatch(/few\.yaml: ok \(surrealist-dinner-party ruleset; deck checked for 2 players\)/);
    expect(two.code).toBe(0);
    const all = cli(['check', tempFile('few.yaml', few)]);
    expect(all.code).toBe(1);
    expect(all.stdout).toMatch(/data\.guests: 3 players need at least 18 guests, the file has 14/);
    expect(all.stdout).not.toMatch(/2 players/);
  });
});
