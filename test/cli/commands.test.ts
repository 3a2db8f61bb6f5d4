// The command line as a user meets it: help, version, list, rules, replay, and one clear
// line with a non-zero exit code for every kind of bad input.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli, tempFile } from '../helpers/cli.js';
import { stackedDeck } from '../helpers/records.js';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const oneLine = (text: string): void => {
  expect(text.trim().split('\n')).toHaveLength(1);
  expect(text).not.toMatch(/\n\s+at /); // no stack trace
};

describe('dinner-games', () => {
  it('prints its version and help', () => {
    expect(cli(['--version'])).toMatchObject({ code: 0, stdout: `${pkg.version}\n` });
    const help = cli(['--help']);
    expect(help.code).toBe(0);
    for (const command of ['list', 'rules', 'replay']) expect(help.stdout).toContain(command);
  });

  it('shows a command\'s help with `help <command>` too, and names a word that is no command in one line', () => {
    const help = cli(['help', 'replay']);
    expect(help.code).toBe(0);
    expect(help.stdout).toBe(cli(['replay', '--help']).stdout);
    expect(cli(['help'])).toMatchObject({ code: 0, stdout: cli(['--help']).stdout });
    const unknown = cli(['help', 'fly']);
    expect(unknown.code).toBe(2);
    oneLine(unknown.stderr);
    expect(unknown.stderr).toBe('dinner-games: unknown command "fly"; see dinner-games --help\n');
  });

  it('fits every command\'s help in 80 columns, its examples too', () => {
    const program = cli(['--help']).stdout;
    const commands = [...program.matchAll(/^ {2}([a-z]+) /gm)].map((m) => m[1]).filter((c) => c !== 'help');
    expect(commands).toContain('serve');
    for (const c of ['', ...commands]) {
      const help = c ? cli([c, '--help']).stdout : program;
      for (const line of help.split('\n')) expect(line.length, `${c} --help: ${line}`).toBeLessThanOrEqual(80);
    }
  });

  it('lists the games with their player counts, one line each', () => {
    const r = cli(['list']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^royal-dinner-party\s+solo\s+\S/m);
    for (const line of r.stdout.trim().split('\n')) expect(line).toMatch(/^[a-z-]+\s+(solo|\d+-\d+ players)\s+\S/);
  });

  it('prints a rules page', () => {
    const r = cli(['rules', 'royal-dinner-party']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('NOTATION');
    expect(r.stdout).toContain('joker a1 c3');
  });

  it('prints a rules page in ASCII where the locale is not UTF-8, or under --ascii', () => {
    const utf8 = cli(['rules', 'surrealist-dinner-party'], { LANG: 'en_US.UTF-8', LC_ALL: '', LC_CTYPE: '' });
    expect(utf8.stdout).toContain('Zürn puts back');
    for (const [args, env] of [
      [['rules', 'surrealist-dinner-party'], { LANG: 'C', LC_ALL: '', LC_CTYPE: '' }],
      [['--ascii', 'rules', 'surrealist-dinner-party'], { LANG: 'en_US.UTF-8', LC_ALL: '', LC_CTYPE: '' }],
    ] as const) {
      const r = cli([...args], env);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('Zurn puts back');
      expect(r.stdout).not.toMatch(/[^\u0000-\u007f]/);
    }
  });

  it('refuses an unknown game, option or command in one line', () => {
    for (const args of [['rules', 'chess'], ['--frobnicate'], ['replay'], ['fly']]) {
      const r = cli(args);
      expect(r.code, args.join(' ')).not.toBe(0);
      oneLine(r.stderr);
      expect(r.stderr).toMatch(/^dinner-games: /);
    }
    expect(cli(['rules', 'chess']).stderr).toContain('known games: royal-dinner-party');
  });
});

describe('replay', () => {
  const deck = stackedDeck('royal-dinner-party', ['2S', '3C', '9H', 'JH', '4D', '5S', '2D', '3D', '2C', '4C']);
  const record = { game: 'royal-dinner-party', seed: 42, deck, options: {}, seats: ['human'], moves: ['seat Tc', 'keep', 'draw', 'place c3'] };

  it('prints where a record leaves the game, in the promised JSON shape', () => {
    const r = cli(['replay', tempFile('game.json', record), '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(['game', 'over', 'winners', 'scores', 'toMove', 'legal', 'state']);
    expect(out).toMatchObject({ game: 'royal-dinner-party', over: false, winners: [], scores: [0], toMove: [1] });
    expect(out.state.seats.Tc).toEqual({ guest: 'JH', appetite: 11, satisfied: true, helpings: [] });
    expect(out.state.grid.c3).toEqual(['2C', '4C']);
    expect(out.state.result).toBe('playing');
    expect(typeof out.state.deck).toBe('number');
  });

  it('explains a replay in words without --json', () => {
    const r = cli(['replay', tempFile('game.json', record), '--log']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Served the Jack of Hearts at Tc');
  });

  it('reads the record from standard input when it is named -', () => {
    const r = spawnSync(process.execPath, ['bin/dinner-games.js', 'replay', '-', '--log'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, input: JSON.stringify(record) });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(cli(['replay', tempFile('game.json', record), '--log']).stdout);
  });

  it('stops at an illegal move with exit code 1 and one line', () => {
    const r = cli(['replay', tempFile('bad.json', { ...record, moves: ['seat Tc', 'keep', 'draw', 'place c1'] })]);
    expect(r.code).toBe(1);
    oneLine(r.stderr);
    expect(r.stderr).toContain('move 4 "place c1" is illegal: 4C cannot go on c1');
  });

  it('names a missing file, broken JSON, a bad field, an unknown option', () => {
    const cases: [string[], RegExp][] = [
      [['replay', '/nonexistent/x.json'], /no such record file/],
      [['replay', tempFile('x.json', '{"game": ')], /is not valid JSON/],
      [['replay', tempFile('x.json', { ...record, seed: 'abc' })], /field "seed"/],
      [['replay', tempFile('x.json', { ...record, game: 'chess' })], /unknown game "chess"/],
      [['replay', tempFile('x.json', record), '--option', 'finalTouch=maybe'], /finalTouch .* true or false/],
      [['replay', tempFile('x.json', record), '--option', 'colour=red'], /has no option "colour"/],
    ];
    for (const [args, message] of cases) {
      const r = cli(args);
      expect(r.code, args.join(' ')).toBe(2);
      oneLine(r.stderr);
      expect(r.stderr).toMatch(message);
    }
  });
});
