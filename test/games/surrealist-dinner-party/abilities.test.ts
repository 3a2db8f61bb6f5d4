// Surrealist Dinner Party, normal mode: each of the thirty guests' abilities played out from a
// stacked deal, through records and replay, doing what ../shared/facts/surrealist-guests.tsv
// says. The timing rules (optional, used in full, once a course, door after stashing, the end
// of the game) are in ability-timing.test.ts.
//
// Appetites (rulesets/surrealist-dinner-party.yaml):
//   bravo C R *   arp W D F *   maar D W F   klee D F W *   breton C R *   cahun C R F
//   dali F * R   magritte F W D C   joans W C *   mansour R D   toyen F W *   sunra W R D
//   carrington F R C   varo F W D   oppenheim D C   fini C R W F   tanning F R   sage W D C *
//   miller F C *   agar F C *   scesaire C W   acesaire F F *   lam F W R   manray W * C
//   ernst F W D   zurn F R *   lamba C W F   rahon W R *   horna R F *   colquhoun F W D *
import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../../../src/rulesets/index.js';
import { hands2, opening, run } from '../../helpers/surrealist-abilities.js';
import { builtin, sdp } from '../../helpers/surrealist.js';

describe('surrealist-dinner-party abilities: plate guests', () => {
  it('bravo: each of her seated guests, her included, gets a Compliment or a Drama, picked guest by guest', () => {
    const h = hands2(['bravo', 'klee'], ['mansour']);
    const moves = [...opening('bravo', 'mansour'), '1: seat klee 2', '1: end', '2: trash W', '1: plates', '1: use bravo'];
    const first = run(h, moves);
    expect(first.v.pending).toMatchObject({ seat: 1, choice: 'pick', guest: 'bravo', for: 'bravo', moves: ['pick C', 'pick R'] });
    const { row, json } = run(h, [...moves, '1: pick C', '1: place C', '1: pick R', '1: place *']);
    expect(row(1)).toEqual(['bravo C=C R=- *=-', 'klee D=- F=- W=- *=R']);
    expect(row(2)).toEqual(['mansour R=- D=-']);
    // each plate guest once: bravo is done, klee may still go
    expect(json.legal).toEqual(['1: use klee', '1: end']);
  });

  it('maar and klee: the rulebook\'s example, in the order the seat picks', () => {
    const h = hands2(['maar', 'klee'], ['mansour']);
    const moves = [...opening('maar', 'mansour'), '1: seat klee 2', '1: end', '2: trash W', '1: plates', '1: use maar'];
    // Maar gives one of the seat's guests a Dessert: the seat picks which
    expect(run(h, moves).json.legal).toEqual(['1: target maar', '1: target klee']);
    const after = run(h, [...moves, '1: target klee', '1: place D', '1: use klee', '1: pick W', '1: place W', '1: pick W', '1: place *']);
    expect(after.row(1)).toEqual(['maar D=- W=- F=-', 'klee D=D F=- W=W *=W']);
    // Klee's two tokens emptied the Platter; with both abilities used, \`end\` is the only move (the
    // engine makes it) and the course ends with the action
    expect(after.v.course).toBe("Hors d'Oeuvres");
    expect(after.json.toMove).toEqual([2]);
  });

  it('klee: takes fewer tokens only when the Platter holds fewer', () => {
    const h = hands2(['klee'], ['mansour']);
    const moves = [...opening('klee', 'mansour'), '1: trash W', '2: trash W', '1: plates', '1: use klee', '1: pick W', '1: place W'];
    const { json, v, row } = run(h, moves);
    expect(row(1)).toEqual(['klee D=- F=- W=W *=-']);
    expect(v.platter).toMatchObject({ W: 0, F: 4 });
    expect(json.toMove).toEqual([2]);
  });

  it('breton: he and each neighbour get the kind picked, himself first, then the neighbour before him', () => {
    // ring: breton dali (seat 1), mansour (seat 2): breton's neighbours are mansour (before) and dali
    const h = hands2(['breton', 'dali'], ['mansour']);
    const moves = [...opening('breton', 'mansour'), '1: seat dali 2', '1: end', '2: trash W', '1: plates', '1: use breton', '1: pick R', '1: place R'];
    const mid = run(h, moves);
    expect(mid.v.pending).toMatchObject({ seat: 2, choice: 'place', guest: 'mansour', token: 'R' });
    const { row } = run(h, [...moves, '2: place R', '1: place R']);
    expect(row(1)).toEqual(['breton C=- R=R *=-', 'dali F=- *=- R=R']);
    expect(row(2)).toEqual(['mansour R=R D=-']);
  });

  it('dali: swaps one of his tokens with a neighbour\'s; each owner places the newcomer, the freed appetite included', () => {
    const h = hands2(['dali'], ['mansour']);
    const moves = [...opening('dali', 'mansour'), '1: drama dali mansour', '1: place R', '2: place R', '2: compliment mansour dali', '1: place *'];
    expect(run(h, moves).row(1)).toEqual(['dali F=- *=C R=R']);
    expect(run(h, moves).row(2)).toEqual(['mansour R=R D=C!']);
    const use = [...moves, '1: plates', '1: use dali'];
    expect(run(h, use).json.legal).toEqual(['1: take dali C', '1: take dali R']);
    const { row } = run(h, [...use, '1: take dali C', '1: take mansour R', '1: place *']);
    // the Compliment went to mansour's freed Drama appetite, the only one empty
    expect(row(1)).toEqual(['dali F=- *=R R=R']);
    expect(row(2)).toEqual(['mansour R=C! D=C!']);
  });

  it('joans: moves a token from a neighbour onto Joans, then Joans gets a Compliment', () => {
    const h = hands2(['joans'], ['mansour']);
    const moves = [...opening('joans', 'mansour'), '1: drama joans mansour', '1: place *', '2: place R', '2: trash W', '1: plates', '1: use joans'];
    const { row } = run(h, [...moves, '1: take mansour R', '1: place W']);
    expect(row(1)).toEqual(['joans W=R! C=C *=R']);
    expect(row(2)).toEqual(['mansour R=- D=-']);
  });

  it('carrington: gets a token of a picked kind; when full, another of the seat\'s guests gets a Compliment or a Drama', () => {
    const h = hands2(['carrington', 'dali'], ['mansour']);
    const moves = [...opening('carrington', 'mansour'), '1: seat dali 2', '1: end', '2: trash W', '1: plates', '1: use carrington'];
    expect(run(h, moves).json.legal).toEqual(['1: pick F', '1: pick W', '1: pick D', '1: pick C', '1: pick R']);
    expect(run(h, [...moves, '1: pick F', '1: place F']).row(1)[0]).toBe('carrington F=F R=- C=-');
    // carrington filled by two compliments and a drama, then her ability goes to dali instead
    const full = [
      ...opening('carrington', 'mansour'), '1: seat dali 2', '1: end', '2: trash W',
      '1: compliment carrington mansour', '1: place C', '2: place R', '2: trash W',
      '1: drama carrington mansour', '1: place R', '2: trash W',
      '1: serve F carrington', '2: trash F', '1: plates', '1: use carrington',
    ];
    const r = run(h, full);
    // dali is the only other guest: the engine targets him, the seat picks the kind
    expect(r.v.pending).toMatchObject({ seat: 1, choice: 'pick', guest: 'carrington', for: 'dali', moves: ['pick C', 'pick R'] });
    const done = run(h, [...full, '1: target dali', '1: pick R', '1: place R']);
    expect(done.row(1)).toEqual(['carrington F=F R=R C=C', 'dali F=- *=- R=R']);
  });

  it('varo: sends a token on Varo back to the kitchen and gets one of a picked kind', () => {
    const h = hands2(['varo'], ['mansour']);
    const moves = [...opening('varo', 'mansour'), '1: drama varo mansour', '1: place F', '2: place R', '2: trash W', '1: plates', '1: use varo'];
    const { row } = run(h, [...moves, '1: pick D', '1: place D']);
    expect(row(1)).toEqual(['varo F=- W=- D=D']);
  });

  it('miller: a guest takes a token from the Platter, then another gets the same kind from the kitchen', () => {
    const h = hands2(['miller', 'klee'], ['mansour']);
    const moves = [...opening('miller', 'mansour'), '1: seat klee 2', '1: end', '2: trash W', '1: plates', '1: use miller', '1: target klee'];
    // only Wine is on the Platter: the engine picks it, and klee places it
    expect(run(h, moves).v.pending).toMatchObject({ seat: 1, choice: 'place', guest: 'klee', token: 'W' });
    const { row, v } = run(h, [...moves, '1: pick W', '1: place W', '1: place *']);
    expect(v.platter.W).toBe(1);
    expect(row(1)).toEqual(['miller F=- C=- *=W', 'klee D=- F=- W=W *=-']);
  });

  it('agar: swaps two tokens between the seat\'s guests, or (skip) one of them gets a Compliment', () => {
    const h = hands2(['agar', 'dali'], ['mansour']);
    const moves = [...opening('agar', 'mansour'), '1: seat dali 2', '1: end', '2: trash W', '1: drama dali agar', '1: place R', '1: place *', '2: trash W'];
    const use = [...moves, '1: plates', '1: use agar'];
    expect(run(h, use).json.legal).toEqual(['1: take agar R', '1: take dali R', '1: skip']);
    const skipped = run(h, [...use, '1: skip', '1: target dali', '1: place *']);
    expect(skipped.row(1)).toEqual(['agar F=- C=- *=R', 'dali F=- *=C R=R']);
  });

  it('lam: gets a Food and then a Wine, in the card\'s order', () => {
    const h = hands2(['lam'], ['mansour']);
    const moves = [...opening('lam', 'mansour'), '1: plates', '1: use lam'];
    expect(run(h, moves).v.pending).toMatchObject({ choice: 'place', guest: 'lam', token: 'F' });
    expect(run(h, [...moves, '1: place F', '1: place W']).row(1)).toEqual(['lam F=F W=W R=-']);
  });

  it('manray: points at a token on a neighbour and gets one of that kind', () => {
    const h = hands2(['manray'], ['mansour']);
    const moves = [...opening('manray', 'mansour'), '1: trash W', '2: drama mansour manray', '2: place D', '1: place *', '1: plates', '1: use manray'];
    // mansour shows a Drama on his Dessert appetite: the only kind to point at, picked by the engine
    expect(run(h, moves).v.pending).toMatchObject({ seat: 1, choice: 'place', guest: 'manray', token: 'R' });
    expect(run(h, [...moves, '1: pick R', '1: place W']).row(1)).toEqual(['manray W=R! *=R C=-']);
  });

  it('zurn: re-places the tokens of each of the seat\'s guests on their own appetites, then gets a Drama', () => {
    const h = hands2(['zurn'], ['mansour']);
    const moves = [...opening('zurn', 'mansour'), '1: compliment zurn mansour', '1: place F', '2: place D', '2: trash W', '1: plates', '1: use zurn'];
    const { row } = run(h, [...moves, '1: place *', '1: place R']);
    expect(row(1)).toEqual(['zurn F=- R=R *=C']);
  });

  it('horna: moves a Drama from a neighbour onto any other guest at the table', () => {
    const h = hands2(['horna', 'klee'], ['mansour']);
    const moves = [...opening('horna', 'mansour'), '1: seat klee 2', '1: end', '2: drama mansour horna', '2: place R', '1: place F', '1: plates', '1: use horna'];
    // mansour's Drama is the only one on her neighbours (the engine takes it); it may go to
    // any other guest with room
    expect(run(h, moves).json.legal).toEqual(['1: target horna', '1: target klee']);
    const { row } = run(h, [...moves, '1: take mansour R', '1: target klee', '1: place *']);
    expect(row(1)).toEqual(['horna R=- F=R! *=-', 'klee D=- F=- W=- *=R']);
    expect(row(2)).toEqual(['mansour R=- D=-']);
  });
});

describe('surrealist-dinner-party abilities: door guests', () => {
  it('arp: leading in Wine, swaps up to 3 tokens on the seat\'s guests for picked kinds (here the one there is)', () => {
    const h = hands2(['arp', 'dali'], ['mansour']);
    const moves = [
      ...opening('arp', 'mansour'), '1: seat dali 2', '1: end', '2: trash W',
      '1: serve W arp', '1: place W', '2: trash W', '1: drama dali mansour', '1: place F', '2: place R', '2: trash F', '1: home arp',
    ];
    const r = run(h, moves);
    expect(r.v.stash[0].W).toBe(1);
    expect(r.v.pending).toMatchObject({ seat: 1, choice: 'use', guest: 'arp', timing: 'door' });
    const { row, json } = run(h, [...moves, '1: use arp', '1: take dali R', '1: pick F', '1: place F']);
    expect(row(1)).toEqual(['dali F=F *=- R=-']);
    expect(json.legal).toContain('1: end');
  });

  it('mansour: her neighbours when she leaves each get a Drama, the one before her first', () => {
    // ring: dali klee (seat 1), mansour (seat 2): before her klee, after her dali
    const h = hands2(['dali', 'klee'], ['mansour']);
    const moves = [...opening('dali', 'mansour'), '1: seat klee 2', '1: end', '2: home mansour', '2: use mansour'];
    expect(run(h, moves).v.pending).toMatchObject({ seat: 1, choice: 'place', guest: 'klee', token: 'R' });
    const { row } = run(h, [...moves, '1: place *', '1: place R']);
    expect(row(1)).toEqual(['dali F=- *=- R=R', 'klee D=- F=- W=- *=R']);
  });

  it('sunra: leading in Wine once his own are stashed, draws the top guest of the box into the hand', () => {
    const h = hands2(['sunra'], ['mansour']);
    const moves = [...opening('sunra', 'mansour'), '1: serve W sunra', '1: place W', '2: trash W', '1: home sunra'];
    const r = run(h, moves, {}, ['horna']);
    expect(r.v.stash[0].W).toBe(1);
    expect(r.v.pending).toMatchObject({ seat: 1, choice: 'use', guest: 'sunra', timing: 'door' });
    const after = run(h, [...moves, '1: use sunra'], {}, ['horna']);
    expect(after.hand(1)).toContain('horna');
    expect(after.v.hands).toEqual([6, 5]);
  });

  it('sunra: with no lead in Wine his door ability is not offered and nobody draws', () => {
    const h = hands2(['sunra'], ['mansour']);
    const r = run(h, [...opening('sunra', 'mansour'), '1: home sunra'], {}, ['horna']);
    expect(r.v.pending?.guest).not.toBe('sunra');
    expect(r.json.legal).not.toContain('1: use sunra');
    expect(r.hand(1)).not.toContain('horna');
    expect(r.v.hands).toEqual([5, 5]);
  });

  it('tanning: seats a guest from the hand at once', () => {
    const h = hands2(['tanning', 'klee'], ['mansour']);
    const moves = [...opening('tanning', 'mansour'), '1: home tanning', '1: use tanning'];
    expect(run(h, moves).json.legal).toContain('1: seat klee 1');
    const { v, json } = run(h, [...moves, '1: seat klee 1']);
    expect(v.table[0].map((g) => g.guest)).toEqual(['klee']);
    // the action's own seating is still open
    expect(json.legal).toContain('1: end');
    expect(json.legal.some((m) => m.startsWith('1: seat'))).toBe(true);
  });

  it('scesaire: leading in Compliments once her own are stashed, stashes a token of a picked kind', () => {
    const h = hands2(['scesaire'], ['mansour']);
    const moves = [...opening('scesaire', 'mansour'), '1: compliment scesaire mansour', '1: place C', '2: place R', '2: trash W', '1: home scesaire', '1: use scesaire'];
    const { v } = run(h, [...moves, '1: pick D']);
    expect(v.stash[0]).toEqual({ F: 0, W: 0, D: 1, C: 1, R: 0 });
  });

  it('acesaire: leading in Food, stashes a token of a picked kind', () => {
    const h = hands2(['acesaire'], ['mansour']);
    const moves = [...opening('acesaire', 'mansour'), '1: trash W', '2: trash W', '1: trash W', '2: trash F', '1: serve F acesaire', '1: place F', '2: trash F', '1: home acesaire', '1: use acesaire', '1: pick W'];
    expect(run(h, moves).v.stash[0]).toEqual({ F: 1, W: 1, D: 0, C: 0, R: 0 });
  });

  it('lamba: each of the seat\'s other guests gets a Compliment', () => {
    const h = hands2(['lamba', 'klee', 'dali'], ['mansour']);
    const moves = [...opening('lamba', 'mansour'), '1: seat klee 2', '1: end', '2: trash W', '1: seat dali 3', '1: end', '2: trash W', '1: home lamba', '1: use lamba', '1: place *', '1: place *'];
    expect(run(h, moves).row(1)).toEqual(['klee D=- F=- W=- *=C', 'dali F=- *=C R=-']);
  });

  it('rahon: sends a neighbour home; its owner stashes it and its door ability happens', () => {
    const h = hands2(['rahon'], ['mansour', 'dali']);
    const moves = [...opening('rahon', 'mansour'), '1: drama rahon mansour', '1: place R', '2: place R', '2: seat dali 2', '2: end', '1: home rahon', '1: use rahon'];
    // ring: rahon (seat 1), mansour dali (seat 2): her neighbours are dali (before) and mansour
    expect(run(h, moves).json.legal).toEqual(['1: target dali', '1: target mansour']);
    const r = run(h, [...moves, '1: target mansour']);
    expect(r.v.stash).toEqual([{ F: 0, W: 0, D: 0, C: 0, R: 1 }, { F: 0, W: 0, D: 0, C: 0, R: 1 }]);
    // mansour's own door ability is offered to seat 2
    expect(r.v.pending).toMatchObject({ seat: 2, choice: 'use', guest: 'mansour' });
  });
});

describe('surrealist-dinner-party abilities: standing rules and triggers', () => {
  it('cahun: a Compliment matches her Drama appetite and a Drama her Compliment appetite', () => {
    const h = hands2(['cahun'], ['mansour']);
    const moves = [...opening('cahun', 'mansour'), '1: compliment cahun mansour', '1: place R', '2: place D'];
    expect(run(h, moves).row(1)).toEqual(['cahun C=- R=C F=-']);
    expect(run(h, moves, { mode: 'casual' }).row(1)).toEqual(['cahun C=- R=C! F=-']);
  });

  it('magritte: going home, one token that does not match counts as matching', () => {
    const h = hands2(['magritte'], ['mansour']);
    const moves = [...opening('magritte', 'mansour'), '1: drama magritte mansour', '1: place F', '2: place R', '2: trash W', '1: home magritte'];
    expect(run(h, moves).v.pending).toMatchObject({ seat: 1, choice: 'use', guest: 'magritte' });
    expect(run(h, [...moves, '1: use magritte']).v.stash[0].R).toBe(1);
    expect(run(h, [...moves, '1: skip']).v.stash[0].R).toBe(0);
  });

  it('toyen: other players\' actions and abilities cannot give her tokens or take hers', () => {
    const h = hands2(['dali'], ['toyen']);
    const moves = [...opening('dali', 'toyen'), '1: compliment dali toyen', '1: place *'];
    const r = run(h, moves);
    expect(r.row(2)).toEqual(['toyen F=- W=- *=-']);
    expect(r.state.uses[r.state.tables.codes.indexOf('toyen')]).toBe(1);
    // her own seat may: she takes the Compliment; then dali cannot swap with her, so his
    // plate action has nothing to use and ends at once
    const own = [...moves, '2: compliment toyen dali', '2: place *', '1: place F'];
    expect(run(h, own).row(2)).toEqual(['toyen F=- W=- *=C']);
    const r2 = run(h, [...own, '1: plates']);
    expect(r2.v.plateUsed).toEqual([true, false]);
    expect(r2.json.toMove).toEqual([2]);
    expect(r2.row(1)).toEqual(['dali F=C! *=C R=-']);
  });

  it('oppenheim: Perfectly Content, she stashes 3 tokens of the seat\'s choice', () => {
    const h = hands2(['oppenheim', 'maar'], ['mansour']);
    const moves = [
      ...opening('oppenheim', 'mansour'), '1: seat maar 2', '1: end', '2: trash W',
      '1: compliment oppenheim mansour', '1: place C', '2: place R', '2: trash W',
      '1: plates', '1: use maar', '1: target oppenheim', '1: end', '2: trash W', '1: home oppenheim',
    ];
    expect(run(h, moves).v.pending).toEqual({ seat: 1, choice: 'bonus', guest: 'oppenheim', count: 3 });
    const { v } = run(h, [...moves, '1: bonus F W', '1: bonus R']);
    expect(v.stash[0]).toEqual({ F: 1, W: 1, D: 1, C: 1, R: 1 });
  });

  it('fini: when a neighbour gets a Compliment, Fini may get one too', () => {
    const h = hands2(['fini'], ['mansour']);
    const moves = [...opening('fini', 'mansour'), '1: compliment fini mansour', '1: place C', '2: place D'];
    const r = run(h, moves);
    expect(r.v.pending).toMatchObject({ seat: 1, choice: 'use', guest: 'fini', timing: 'trigger' });
    expect(run(h, [...moves, '1: use fini', '1: place W']).row(1)).toEqual(['fini C=C R=- W=C! F=-']);
  });

  it('sage: a Drama she receives may be trashed instead of placed', () => {
    const h = hands2(['sage'], ['mansour']);
    const moves = [...opening('sage', 'mansour'), '1: trash W', '2: drama mansour sage', '2: place R'];
    expect(run(h, moves).v.pending).toMatchObject({ seat: 1, choice: 'use', guest: 'sage' });
    const r = run(h, [...moves, '1: use sage']);
    expect(r.row(1)).toEqual(['sage W=- D=- C=- *=-']);
    expect(r.state.stats[5 + 4]).toBe(1); // one Drama trashed
  });

  it('ernst: a Drama matches any of his appetites', () => {
    const h = hands2(['ernst'], ['mansour']);
    const { row } = run(h, [...opening('ernst', 'mansour'), '1: drama ernst mansour', '1: place W', '2: place R']);
    expect(row(1)).toEqual(['ernst F=- W=R D=-']);
  });

  it('colquhoun: at the end of each course she gets a Compliment or a Drama', () => {
    const h = hands2(['colquhoun'], ['mansour']);
    const moves = [...opening('colquhoun', 'mansour'), '1: trash W', '2: trash W', '1: trash W'];
    const r = run(h, moves);
    expect(r.v.course).toBe('Cocktails');
    expect(r.v.pending).toMatchObject({ seat: 1, choice: 'use', guest: 'colquhoun' });
    const done = run(h, [...moves, '1: use colquhoun', '1: pick C', '1: place *']);
    expect(done.row(1)).toEqual(['colquhoun F=- W=- D=- *=C']);
    expect(done.v.course).toBe("Hors d'Oeuvres");
    expect(done.json.toMove).toEqual([2]);
  });
});

describe('surrealist-dinner-party abilities: the ruleset\'s data drives them', () => {
  /** The built-in data with one guest's ability effects changed. */
  function edited(code: string, change: (effects: Record<string, unknown>[]) => void): Ruleset {
    const data = structuredClone(builtin.data) as { guests: { code: string; ability: { effects: Record<string, unknown>[] } }[] };
    change(data.guests.find((g) => g.code === code)!.ability.effects);
    return { source: 'test', game: sdp.id, options: { ...builtin.options }, data };
  }

  it('gives what the data says: Maar with tokens [C], Klee with count 1', () => {
    const h = hands2(['maar', 'klee'], ['mansour']);
    const moves = [...opening('maar', 'mansour'), '1: seat klee 2', '1: end', '2: trash W', '1: plates', '1: use maar', '1: target klee'];
    const maar = run(h, moves, {}, [], edited('maar', (e) => (e[0].tokens = ['C'])));
    expect(maar.v.pending).toMatchObject({ choice: 'place', guest: 'klee', token: 'C' });
    const klee = edited('klee', (e) => (e[0].count = 1));
    const one = run(h, [...moves, '1: place *', '1: use klee', '1: pick W', '1: place W'], {}, [], klee);
    // one Wine taken, one left on the Platter; the plate action then ends by itself
    expect(one.v.platter.W).toBe(1);
    expect(one.row(1)).toEqual(['maar D=- W=- F=-', 'klee D=- F=- W=W *=D']);
    expect(one.json.toMove).toEqual([2]);
  });

  it('refuses an otherwise inside an otherwise, naming where', () => {
    const data = edited('carrington', (e) => ((e[0].otherwise as Record<string, unknown>[])[0].otherwise = [{ effect: 'gain', to: 'self', tokens: ['C'] }])).data;
    expect(sdp.checkData?.(data)).toEqual(['guests.12.ability.effects.0.otherwise.0.otherwise: an otherwise inside an otherwise is not played; flatten it']);
  });
});
