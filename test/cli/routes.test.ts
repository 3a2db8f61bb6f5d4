// Start-up loads only what a command needs: every command belongs to exactly one group, so a
// new command cannot be forgotten by the router (it would be missing from its own help).
import { describe, expect, it } from 'vitest';
import { buildProgram, COMMAND_GROUPS, needsOf } from '../../src/cli/main.js';
import { allGames } from '../../src/engine/registry.js';
import { CATALOG } from '../../src/games/index.js';
import { inProcessCli } from '../helpers/cli.js';

describe('the command router', () => {
  it('puts every registered command in exactly one group', async () => {
    // help loads every group: the program then holds every command there is
    let help = '';
    await inProcessCli((out) => (help = out))('--help');
    expect(help).toContain('Commands:');
    const names = buildProgram().commands.map((c) => c.name()).sort();
    const grouped = Object.values(COMMAND_GROUPS).flat().sort();
    expect(names).toEqual(grouped);
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('lists from the catalog exactly the games that are registered, with the same descriptions', () => {
    expect(CATALOG.map((m) => ({ ...m }))).toEqual(allGames().map((g) => ({ id: g.id, name: g.name, summary: g.summary, players: g.players })));
  });

  it.each([
    [['--version'], false, []],
    [['-V'], false, []],
    [['list'], false, ['catalog']],
    [['--ascii', 'rules', 'the-feast'], true, ['catalog']],
    [['replay', 'r.json', '--json'], true, ['records']],
    [['simulate', 'the-feast', '-n', '5'], true, ['sim']],
    [['play', 'the-feast'], true, ['play']],
    [[], true, ['play']],
    [['--ascii'], true, ['play']],
    [['serve', '--open'], true, ['serve']],
    [['list', '--help'], true, ['catalog', 'records', 'sim', 'play', 'serve']],
    [['nonsense'], true, ['catalog', 'records', 'sim', 'play', 'serve']],
  ])('%j loads games: %s, groups %j', (args, games, groups) => {
    expect(needsOf(args)).toEqual({ games, groups });
  });
});
