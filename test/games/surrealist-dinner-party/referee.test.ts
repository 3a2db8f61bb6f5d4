// Surrealist Dinner Party: four departures from the rules that an independent referee found,
// each played out from a stacked deal through a record, as the rules page and
// docs/records.md say it goes.
import { describe, expect, it } from 'vitest';
import { hands2, opening, run } from '../../helpers/surrealist-abilities.js';
import { TWO, run as table } from '../../helpers/surrealist.js';
import { replayJson } from '../../../src/engine/record.js';
import { replay } from '../../helpers/rules.js';

describe("Rahon's door ability may send home any neighbour, another seat's Toyen included", () => {
  // Toyen refuses tokens given to her or taken from her; going home gives hers to her own player
  it('Toyen, her only neighbour, is sent home: her seat stashes her tokens', () => {
    const h = hands2(['rahon'], ['toyen']);
    const moves = [...opening('rahon', 'toyen'), '1: drama rahon toyen', '1: place R', '2: compliment toyen rahon', '2: place *', '1: place *', '1: home rahon'];
    const offered = run(h, moves);
    expect(offered.v.pending).toMatchObject({ seat: 1, choice: 'use', guest: 'rahon', timing: 'door', moves: ['use rahon', 'skip'] });
    // the only target is made by the engine: Toyen goes home, her Compliment to seat 2's Stash
    const r = run(h, [...moves, '1: use rahon']);
    expect(r.v.table[1]).toEqual([]);
    expect(r.v.stash[1].C).toBe(1);
  });

  it('with two neighbours, Toyen is among the targets', () => {
    const h = hands2(['rahon'], ['toyen', 'mansour']);
    const moves = [...opening('rahon', 'toyen'), '1: drama rahon toyen', '1: place R', '2: seat mansour 2', '2: end', '1: home rahon', '1: use rahon'];
    // ring: rahon (seat 1), toyen mansour (seat 2): before her mansour, after her toyen
    expect(run(h, moves).json.legal).toEqual(['1: target mansour', '1: target toyen']);
    expect(run(h, [...moves, '1: target toyen']).v.table[1].map((g) => g.guest)).toEqual(['mansour']);
  });
});

describe('pending.for names the guest a kind is picked for, when Arp or Varo asks', () => {
  it('Varo: the kind Varo gets in place of its token', () => {
    const h = hands2(['varo'], ['mansour']);
    const moves = [...opening('varo', 'mansour'), '1: drama varo mansour', '1: place F', '2: place R', '2: trash W', '1: plates', '1: use varo'];
    expect(run(h, moves).v.pending).toEqual({
      seat: 1, choice: 'pick', guest: 'varo', effect: 'exchange', for: 'varo', moves: ['pick F', 'pick W', 'pick D', 'pick C', 'pick R'],
    });
  });

  it('Arp: the kind for the guest whose token went back', () => {
    const h = hands2(['arp', 'dali'], ['mansour']);
    const moves = [
      ...opening('arp', 'mansour'), '1: seat dali 2', '1: end', '2: trash W',
      '1: serve W arp', '1: place W', '2: trash W', '1: drama dali mansour', '1: place F', '2: place R', '2: trash F', '1: home arp',
      '1: use arp', '1: take dali R',
    ];
    expect(run(h, moves).v.pending).toMatchObject({ seat: 1, choice: 'pick', guest: 'arp', effect: 'exchange', for: 'dali' });
  });
});

describe('an option set explicitly wins over the mode', () => {
  /** Where a record of two people with these options starts (dealt from its seed, faux pas cards and all). */
  const start = (options: Record<string, string | boolean>) => {
    const json = replayJson(replay({ game: 'surrealist-dinner-party', seed: 5, options, seats: ['human', 'human'], moves: [] }));
    return { json, v: json.state as { phase: string } };
  };

  it('mode=advanced with fauxPas=false drafts but deals no faux pas', () => {
    const { v, json } = start({ mode: 'advanced', fauxPas: false });
    expect(v.phase).toBe('draft');
    expect(json.state.fauxPasChosen).toBeUndefined();
    // a stacked deck of the 30 guests alone is the whole deck: no faux pas card is in play
    expect(table(TWO, [], { mode: 'advanced', fauxPas: false }).v.phase).toBe('draft');
  });

  it('mode=advanced with draft=false deals faux pas and skips the draft', () => {
    const { v } = start({ mode: 'advanced', draft: false });
    expect(v.phase).toBe('keep');
  });

  it('and left out, they follow the mode', () => {
    expect(start({ mode: 'advanced' }).v.phase).toBe('draft');
    expect(start({ mode: 'advanced' }).json.state.fauxPasChosen).toEqual([false, false]);
    expect(start({}).v.phase).toBe('action');
    expect(start({ fauxPas: true }).v.phase).toBe('keep');
  });
});
