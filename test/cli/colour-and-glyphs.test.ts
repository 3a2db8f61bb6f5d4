// One rule for colour and Unicode, for every command: the rule itself, and the commands that
// print (simulate, compare, play) following it through FORCE_COLOR and NO_COLOR.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colorFor, unicodeFor } from '../../src/terminal.js';
import { chooseGlyphs, UNICODE } from '../../src/ui/glyphs.js';

const tty = { isTTY: true };
const pipe = { isTTY: false };

describe('colour', () => {
  it('is on for a terminal and off for a pipe, unless told', () => {
    expect(colorFor(tty, {})).toBe(true);
    expect(colorFor(pipe, {})).toBe(false);
  });
  it('FORCE_COLOR turns it on even in a pipe, and over NO_COLOR; FORCE_COLOR=0 turns it off', () => {
    expect(colorFor(pipe, { FORCE_COLOR: '1' })).toBe(true);
    expect(colorFor(pipe, { FORCE_COLOR: '3', NO_COLOR: '1' })).toBe(true);
    expect(colorFor(tty, { FORCE_COLOR: '0' })).toBe(false);
    expect(colorFor(tty, { FORCE_COLOR: 'false' })).toBe(false);
    expect(colorFor(pipe, { FORCE_COLOR: '' })).toBe(false);
  });
  it('NO_COLOR (non-empty) and TERM=dumb turn it off in a terminal', () => {
    expect(colorFor(tty, { NO_COLOR: '1' })).toBe(false);
    expect(colorFor(tty, { NO_COLOR: '' })).toBe(true);
    expect(colorFor(tty, { TERM: 'dumb' })).toBe(false);
  });
});

describe('Unicode', () => {
  it('follows --ascii, then the locale (LC_ALL, LC_CTYPE, LANG); no locale: only Windows', () => {
    expect(unicodeFor(false, { LANG: 'C.UTF-8' }, 'linux')).toBe(true);
    expect(unicodeFor(true, { LANG: 'C.UTF-8' }, 'linux')).toBe(false);
    expect(unicodeFor(false, { LANG: 'en_US.ISO-8859-1' }, 'linux')).toBe(false);
    expect(unicodeFor(false, { LC_ALL: 'POSIX', LANG: 'en_US.UTF-8' }, 'linux')).toBe(false);
    expect(unicodeFor(false, { LC_CTYPE: 'en_GB.utf8' }, 'linux')).toBe(true);
    expect(unicodeFor(false, {}, 'linux')).toBe(false);
    expect(unicodeFor(false, {}, 'win32')).toBe(true);
  });
  it('the screens and the reports read the same rule', () => {
    expect(chooseGlyphs(false, { LANG: 'en_US.UTF-8' })).toBe(UNICODE);
    expect(chooseGlyphs(false, { LANG: 'C' }).ascii).toBe(true);
  });
});

describe('every printing command follows it', () => {
  const SGR = /\u001B\[\d+(;\d+)*m/;
  const run = (args: string[], env: Record<string, string>) => {
    const clean: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LANG: 'C.UTF-8', ...env };
    return spawnSync(process.execPath, ['bin/dinner-games.js', ...args], { env: clean, encoding: 'utf8' });
  };
  if (!existsSync('dist/dinner-games.mjs')) throw new Error('build first: npm run build');
  const commands = [
    ['simulate', 'royal-dinner-party', '-n', '20', '--workers', '1'],
    ['compare', 'royal-dinner-party', 'appetiteLimit=20', 'appetiteLimit=22', '-n', '20', '--workers', '1'],
  ];
  it.each(commands)('%s: colour under FORCE_COLOR in a pipe, none under NO_COLOR or by default', (...args) => {
    const forced = run(args, { FORCE_COLOR: '1' });
    expect(forced.status, forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(SGR);
    expect(run(args, { NO_COLOR: '1' }).stdout).not.toMatch(SGR);
    expect(run(args, {}).stdout).not.toMatch(SGR);
  });
});
