// Surrealist Dinner Party through the real program: a stacked record replays to the rulings'
// state, an unbuilt mode is refused in one line, and a study reports the game's counters.
import { describe, expect, it } from 'vitest';
import { cli, tempFile } from './helpers/cli.js';
import { TWO, deal } from './helpers/surrealist.js';

describe('surrealist-dinner-party on the command line', () => {
  it('replays a stacked record and prints the state as rulings.md lists it', () => {
    const record = {
      game: 'surrealist-dinner-party',
      seed: 1,
      deck: deal(TWO),
      options: { mode: 'casual' },
      seats: ['human', 'human'],
      moves: ['1: seat dali 1', '1: end', '2: seat mansour 1', '2: end', '1: compliment dali mansour', '1: place *'],
    };
    const r = cli(['replay', tempFile('sdp.json', record), '--json']);
    expect(r.stderr).toBe('');
    const json = JSON.parse(r.stdout) as { toMove: number[]; legal: string[]; state: Record<string, unknown> };
    expect(Object.keys(json.state)).toEqual(['mode', 'course', 'courseNumber', 'platter', 'table', 'stash', 'hands', 'plateUsed', 'fauxPas', 'phase', 'pending']);
    expect(json.toMove).toEqual([2]);
    expect(json.legal).toEqual(['2: place R', '2: place D']);
  });

  // merge of sdp-abilities and sdp-fauxpas: every mode is built, so advanced plays
  it('plays advanced mode (abilities, faux pas and the draft) through a study', () => {
    const r = cli(['simulate', 'surrealist-dinner-party', '-n', '1', '--seats', 'greedy,greedy', '--workers', '1', '--option', 'mode=advanced', '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { games: number }).games).toBe(1);
  });

  it('reports Perfectly Content guests and tokens per kind in a study', () => {
    const r = cli(['simulate', 'surrealist-dinner-party', '-n', '4', '--seats', 'greedy,greedy,greedy', '--workers', '1', '--json']);
    expect(r.code).toBe(0);
    const counters = (JSON.parse(r.stdout) as { counters: Record<string, { mean: number }> }).counters;
    for (const key of ['perfectlyContent', 'stashed.F', 'trashed.D', 'mismatched.C', 'guestsHome', 'used.klee', 'used.toyen']) expect(counters).toHaveProperty(key);
    // every guest seated goes home by the end: at most the 18 dealt and those drawn (Sun Ra), at least one per seat
    expect(counters.guestsHome.mean).toBeGreaterThanOrEqual(3);
    expect(counters.guestsHome.mean).toBeLessThanOrEqual(30);
  });
});
