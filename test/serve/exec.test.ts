// What a connection may run: the player's commands and nothing else, in one line each.
import '../../src/games/index.js';
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/serve/exec.js';

describe('the commands after the host', () => {
  it('opens the menu with no command, and the screens for play and resume', () => {
    expect(parseCommand(undefined)).toMatchObject({ kind: 'screens', name: 'menu' });
    expect(parseCommand('  ')).toMatchObject({ kind: 'screens', name: 'menu' });
    expect(parseCommand('play royal-dinner-party --seed 4')).toMatchObject({ kind: 'screens', name: 'play royal-dinner-party' });
    expect(parseCommand('play the-feast --seats human,hard,hard,hard --option hands=2')).toMatchObject({ kind: 'screens' });
    expect(parseCommand('resume')).toMatchObject({ kind: 'screens', name: 'resume' });
    expect(parseCommand('new the-feast --seats human,human,greedy --seed 3 --option hands=2')).toMatchObject({ kind: 'screens', name: 'new the-feast' });
    expect(parseCommand('join acde')).toMatchObject({ kind: 'screens', name: 'join "acde"' });
  });

  it('prints list, rules and help', () => {
    const list = parseCommand('list');
    expect(list.kind === 'text' && list.text).toContain('royal-dinner-party');
    const rules = parseCommand('rules the-feast');
    expect(rules.kind === 'text' && rules.text).toContain('THE FEAST');
    const help = parseCommand('--help');
    expect(help.kind === 'text' && help.text).toMatch(/play.*resume.*rules.*list/s);
  });

  it('refuses anything else in one line, exit code 2', () => {
    const cases: [string, RegExp][] = [
      ['cat /etc/passwd', /^unknown command "cat"; the commands are play, new, join, watch, resume, rules and list$/],
      ['sh -c id', /^unknown command "sh"/],
      ['play royal-dinner-party --ruleset /etc/passwd', /^unknown option '--ruleset'$/],
      ['play nope', /^unknown game "nope"/],
      ['play royal-dinner-party --seed x', /^--seed takes a whole number/],
      ['resume now', /^too many arguments for 'resume'/],
      ['rules', /^missing required argument 'game'$/],
      ['list\u001b[2J', /control characters/],
      [`play ${'x'.repeat(2000)}`, /longer than 1000 characters/],
      ['new the-feast --seats greedy,greedy', /^--seats: a table needs at least one human seat$/],
      ['new the-feast --fill human', /^--fill takes a computer level/],
      ['new royal-dinner-party --seats human,human', /^--seats: royal-dinner-party takes 1 seat, not 2$/],
      ['join', /^missing required argument 'code'$/],
    ];
    for (const [line, message] of cases) {
      const a = parseCommand(line);
      expect(a.kind, line).toBe('refused');
      if (a.kind === 'refused') {
        expect(a.message, line).toMatch(message);
        expect(a.message).not.toContain('\n');
        expect(a.code).toBe(2);
      }
    }
  });
});
