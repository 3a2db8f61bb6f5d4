// Surrealist Dinner Party through the real program: a stacked record replays to the rulings'
// state, and a study reports the game's counters and its table per card.
import { describe, expect, it } from 'vitest';
import { cli, tempFile } from '../helpers/cli.js';
import { TWO, deal } from '../helpers/surrealist.js';

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

  it('plays a study in advanced mode and prints its table per guest and per faux pas card', () => {
    const r = cli(['simulate', 'surrealist-dinner-party', '-n', '3', '--option', 'mode=advanced', '--workers', '1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^ {2}guest +name +games +used +points +win\/fair +[\d.]+% interval$/m);
    expect(r.stdout).toMatch(/^ {2}faux pas +in play +claimed +by owner +95% interval +by other$/m);
    expect(r.stdout.split('\n').every((line) => line.length <= 80)).toBe(true);
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
