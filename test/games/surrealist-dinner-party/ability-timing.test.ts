// Surrealist Dinner Party, normal mode: when abilities happen (rulings.md and the rulebook):
// all optional, one used is used in full, plate abilities once a course in the seat's order,
// door abilities after stashing, nothing for a guest in a hand or gone home, the end of the
// game, Toyen against other players. Each from a stacked deal, replayed.
import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../../../src/rulesets/index.js';
import { hands, hands2, opening, run } from '../../helpers/surrealist-abilities.js';
import { builtin, sdp } from '../../helpers/surrealist.js';

/** The built-in data with another menu. */
function withMenu(menu: unknown[]): Ruleset {
  const data = { ...(builtin.data as object), menu };
  expect(sdp.checkData?.(data)).toEqual([]);
  return { source: 'test', game: sdp.id, options: { ...builtin.options }, data };
}

describe('surrealist-dinner-party abilities: all optional', () => {
  it('lets the owner skip a door ability, a trigger, or every plate ability of the action', () => {
    const h = hands2(['dali', 'klee'], ['mansour']);
    const door = [...opening('dali', 'mansour'), '1: seat klee 2', '1: end', '2: home mansour'];
    expect(run(h, door).json.legal).toEqual(['2: use mansour', '2: skip']);
    const skipped = run(h, [...door, '2: skip']);
    expect(skipped.row(1)).toEqual(['dali F=- *=- R=-', 'klee D=- F=- W=- *=-']);
    expect(skipped.state.uses[skipped.state.tables.codes.indexOf('mansour')]).toBe(0);

    const f = hands2(['fini'], ['mansour']);
    const trigger = run(f, [...opening('fini', 'mansour'), '1: compliment fini mansour', '1: place C', '2: place D', '1: skip']);
    expect(trigger.row(1)).toEqual(['fini C=C R=- W=- F=-']);
    expect(trigger.json.toMove).toEqual([2]);

    const plates = run(h, [...opening('dali', 'mansour'), '1: seat klee 2', '1: end', '2: trash W', '1: plates', '1: end']);
    expect(plates.v.plateUsed).toEqual([true, false]);
    expect(plates.json.toMove).toEqual([2]);
  });
});

describe('surrealist-dinner-party abilities: used in full', () => {
  it('takes both of Klee\'s tokens once begun: no end between them', () => {
    const h = hands2(['klee'], ['mansour']);
    const moves = [...opening('klee', 'mansour'), '1: plates', '1: use klee', '1: pick W', '1: place W'];
    // only Wine is left, so the engine picks it: the second token comes, with no \`end\` before it
    const { json, v } = run(h, moves);
    expect(v.pending).toMatchObject({ seat: 1, choice: 'place', guest: 'klee', token: 'W' });
    expect(v.platter.W).toBe(1);
    expect(json.legal).not.toContain('1: end');
  });

  it('gives every one of Lamba\'s other guests its Compliment, one after the other', () => {
    const h = hands2(['lamba', 'klee', 'dali'], ['mansour']);
    const moves = [...opening('lamba', 'mansour'), '1: seat klee 2', '1: end', '2: trash W', '1: seat dali 3', '1: end', '2: trash W', '1: home lamba', '1: use lamba'];
    expect(run(h, moves).v.pending).toMatchObject({ choice: 'place', guest: 'klee', token: 'C' });
    expect(run(h, [...moves, '1: place *']).v.pending).toMatchObject({ choice: 'place', guest: 'dali', token: 'C' });
  });
});

describe('surrealist-dinner-party abilities: plate abilities once a course', () => {
  const h = hands2(['maar', 'klee'], ['mansour']);
  const open = [...opening('maar', 'mansour'), '1: seat klee 2', '1: end', '2: trash W'];

  it('uses the plate guests in the order the seat picks, each at most once', () => {
    const moves = [...open, '1: plates', '1: use klee', '1: pick W', '1: place W'];
    // klee first this time: its second token comes, then maar is still to use
    const r = run(h, [...moves, '1: pick W', '1: place D']);
    expect(r.json.legal).toEqual(['1: use maar', '1: end']);
    expect(r.v.pending).toMatchObject({ choice: 'plates', used: ['klee'] });
  });

  it('refuses a second plate action in the same course and allows it in the next', () => {
    const used = [...open, '1: plates', '1: end', '2: trash W'];
    const r = run(h, used);
    expect(r.json.legal).not.toContain('1: plates');
    expect(() => run(h, [...used, '1: plates'])).toThrow(/plate abilities were used already this course/);
    // seat 1 takes the last Wine: the next course opens the plate action again
    const next = run(h, [...used, '1: trash W', '2: trash F']);
    expect(next.v.course).toBe("Hors d'Oeuvres");
    expect(next.v.plateUsed).toEqual([false, false]);
    expect(next.json.legal).toContain('1: plates');
  });

  it('needs a seated plate guest: none seated, no plate action', () => {
    const r = run(hands2(['mansour'], ['sunra']), opening('mansour', 'sunra'));
    expect(r.json.legal.some((m) => /plates/.test(m))).toBe(false);
  });
});

describe('surrealist-dinner-party abilities: door abilities after stashing', () => {
  it('stashes, then asks for the Perfectly Content bonus, then offers the door ability', () => {
    // mansour R D gets a Drama and a Dessert (from maar): Perfectly Content, then her door
    const h = hands2(['dali', 'klee'], ['mansour', 'maar']);
    const moves = [
      ...opening('dali', 'mansour'), '1: seat klee 2', '1: end', '2: seat maar 2', '2: end',
      '1: drama klee mansour', '1: place *', '2: place R', '2: plates', '2: use maar', '2: target mansour', '2: end', '1: trash W', '2: home mansour',
    ];
    const home = run(h, moves);
    expect(home.v.stash[1]).toEqual({ F: 0, W: 0, D: 1, C: 0, R: 1 });
    expect(home.v.pending).toMatchObject({ seat: 2, choice: 'bonus', guest: 'mansour' });
    const after = run(h, [...moves, '2: bonus F F']);
    expect(after.v.pending).toMatchObject({ seat: 2, choice: 'use', guest: 'mansour', timing: 'door' });
  });

  it('checks a door ability\'s condition with the tokens just stashed (Suzanne Césaire)', () => {
    const h = hands2(['scesaire'], ['mansour']);
    const moves = [...opening('scesaire', 'mansour'), '1: trash W', '2: trash W', '1: home scesaire'];
    // no Compliment stashed: no lead, nothing offered; the action goes on
    expect(run(h, moves).v.pending).toEqual({ seat: 1, choice: 'play', seated: null, sentHome: 'scesaire' });
  });
});

describe('surrealist-dinner-party abilities: nothing for a guest in a hand or gone home', () => {
  it('wakes no trigger of a guest in a hand (Fini) or gone home (Colquhoun)', () => {
    const h = hands2(['dali'], ['mansour', 'fini', 'colquhoun']);
    const moves = [...opening('dali', 'mansour'), '1: compliment dali mansour', '1: place *', '2: place R'];
    expect(run(h, moves).json.toMove).toEqual([2]);
    const c = hands2(['colquhoun', 'dali'], ['mansour']);
    const gone = [...opening('colquhoun', 'mansour'), '1: trash W', '2: trash W', '1: home colquhoun', '1: seat dali 1'];
    const r = run(c, gone);
    // seat 1 emptied nothing; seat 2 takes the last Wine: no Colquhoun at the table, no offer
    const end = run(c, [...gone, '2: trash W']);
    expect(r.v.course).toBe('Cocktails');
    expect(end.v.course).toBe("Hors d'Oeuvres");
    expect(end.json.toMove).toEqual([1]);
  });
});

describe('surrealist-dinner-party abilities: the end of the game', () => {
  const short = withMenu([{ course: 'Dessert', tokens: { D: [1, 1, 1] } }]);

  it('goes round from the seat that took the last token; seating, drawing and sending home do nothing then', () => {
    const h = hands2(['sunra', 'tanning', 'rahon'], ['mansour', 'dali']);
    const moves = [
      ...opening('sunra', 'mansour'), '1: seat tanning 2', '1: end', '2: seat dali 2', '2: end', '1: seat rahon 3', '1: end',
      '2: serve D mansour', '2: place D',
    ];
    const r = run(h, moves, {}, [], short);
    // seat 2 emptied the Platter: it goes first; mansour's door still happens at the end
    expect(r.v.phase).toBe('final');
    expect(r.v.pending).toEqual({ seat: 2, choice: 'home' });
    const m = run(h, [...moves, '2: home mansour'], {}, [], short);
    expect(m.json.legal).toEqual(['2: use mansour', '2: skip']);
    const seat1 = [...moves, '2: home mansour', '2: skip', '2: home dali'];
    expect(run(h, seat1, {}, [], short).v.pending).toEqual({ seat: 1, choice: 'home' });
    // Sun Ra, Tanning and Rahon go home with no offer
    const over = run(h, [...seat1, '1: home sunra', '1: home tanning', '1: home rahon'], {}, [], short);
    expect(over.json.over).toBe(true);
    expect(over.v.hands).toEqual([3, 4]);
    expect(over.state.uses.every((u) => u === 0)).toBe(true);
  });
});

describe('surrealist-dinner-party abilities: Toyen against other players', () => {
  it('keeps another player\'s Drama from reaching her, by an action or by Horna', () => {
    // ring: klee horna (seat 1), mansour toyen (seat 2)
    const h = hands(['horna', 'klee'], ['mansour', 'toyen']);
    const moves = [
      ...opening('horna', 'mansour'), '1: seat klee 1', '1: end', '2: seat toyen 2', '2: end',
      '1: drama klee toyen', '1: place *', '2: trash W', '1: plates', '1: use horna',
    ];
    // toyen took no Drama from seat 1's action; klee's may go to horna or mansour, not to toyen
    const r = run(h, moves);
    expect(r.row(2)).toEqual(['mansour R=- D=-', 'toyen F=- W=- *=-']);
    expect(r.json.legal).toEqual(['1: target horna', '1: target mansour']);
  });
});
