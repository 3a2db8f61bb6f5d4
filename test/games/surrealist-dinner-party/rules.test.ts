// Surrealist Dinner Party, casual mode: each rule played out from a stacked deal, through
// records and replay, as the rulebook tells it.
//
// Appetites of the guests used below (rulesets/surrealist-dinner-party.yaml):
//   dali F * R   klee D F W *   maar D W F   lam F W R   sunra W R D   tanning F R
//   toyen F W *  mansour R D    oppenheim D C  scesaire C W  varo F W D  ernst F W D
import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../../src/engine/errors.js';
import { seedRng } from '../../../src/engine/rng.js';
import type { SdpState } from '../../../src/games/surrealist-dinner-party/index.js';
import { optionsOver, type Ruleset } from '../../../src/rulesets/index.js';
import { TWO, builtin, deal, run as replayed, sdp } from '../../helpers/surrealist.js';

/** These tests are casual mode's: every replay asks for it unless a test says otherwise. */
const run = (hands: string[][], moves: string[], options: Record<string, string | boolean> = {}, ruleset?: Ruleset) =>
  replayed(hands, moves, { mode: 'casual', ...options }, ruleset);

/** Both seats seat their first guest: dali for seat 1, mansour for seat 2. */
const OPEN = ['1: seat dali 1', '1: end', '2: seat mansour 1', '2: end'];

/** The built-in data with another menu. */
function withMenu(menu: unknown[], options = {}): Ruleset {
  const data = { ...(builtin.data as object), menu };
  expect(sdp.checkData?.(data)).toEqual([]);
  return { source: 'test', game: sdp.id, options: { ...builtin.options, ...options }, data };
}

describe('surrealist-dinner-party: setup', () => {
  it('puts the first course on the Platter and deals six guests each, one at a time, seat 1 first', () => {
    const { v, hand, json } = run(TWO, []);
    expect(v.mode).toBe('casual');
    expect([v.course, v.courseNumber]).toEqual(['Cocktails', 1]);
    expect(v.platter).toEqual({ F: 0, W: 3, D: 0, C: 0, R: 0 });
    expect(hand(1)).toEqual(TWO[0]);
    expect(hand(2)).toEqual(TWO[1]);
    expect(v.hands).toEqual([6, 6]);
    expect(v.table).toEqual([[], []]);
    expect(v.fauxPas).toEqual([]);
    expect(v.plateUsed).toEqual([false, false]);
    expect(json.toMove).toEqual([1]);
  });

  it('keeps the other 18 guests in the box, in the dealt order', () => {
    const { state } = run(TWO, []);
    const rest = deal(TWO).slice(12);
    expect(state.box.map((g) => state.tables.codes[g])).toEqual(rest);
  });

  it.each([
    [3, 4],
    [4, 6],
  ])('puts the Cocktails for %i players on the Platter: %i Wine', (seats, wine) => {
    const hands = [TWO[0], TWO[1], ['bravo', 'arp', 'breton', 'cahun', 'magritte', 'joans'], ['carrington', 'fini', 'sage', 'miller', 'agar', 'acesaire']];
    const { v } = run(hands.slice(0, seats), []);
    expect(v.platter.W).toBe(wine);
  });

  it('hides every hand but the seat\'s own, and the box', () => {
    const { state } = run(TWO, OPEN);
    expect(sdp.view(state, -1).hand).toBeUndefined();
    expect(sdp.view(state, 0).hand).toEqual(['klee', 'maar', 'lam', 'sunra', 'tanning']);
    const sample = sdp.resample(state, 0, seedRng(3)) as SdpState;
    expect(sdp.view(sample, 0)).toEqual(sdp.view(state, 0));
    // the other seat's five and the box's eighteen are dealt again from the same 23 guests
    const unseen = (x: SdpState): number[] => [...x.hands[1], ...x.box].sort((a, b) => a - b);
    expect(unseen(sample)).toEqual(unseen(state));
    expect(sample.hands[1].length).toBe(5);
  });
});

describe('surrealist-dinner-party: playing a guest', () => {
  it('makes a seat\'s first turn seat a guest', () => {
    const { json } = run(TWO, []);
    expect(json.legal).toEqual(TWO[0].map((g) => `1: seat ${g} 1`));
    expect(() => run(TWO, ['1: trash W'])).toThrow(/move 1 "1: trash W" is illegal: your first turn must seat a guest/);
  });

  it('seats a guest anywhere in the row: left, right or between', () => {
    const { row, json } = run(TWO, [...OPEN, '1: seat klee 1', '1: end', '2: trash W', '1: seat maar 2']);
    expect(row(1).map((g) => g.split(' ')[0])).toEqual(['klee', 'maar', 'dali']);
    // seated and not yet sent home: the just-seated guest may not go home
    expect(json.legal).toEqual(['1: home klee', '1: home dali', '1: end']);
  });

  it('never seats a fourth guest, but sends one home and then seats in the same action', () => {
    const three = [...OPEN, '1: seat klee 2', '1: end', '2: trash W', '1: seat maar 3', '1: end', '2: trash W'];
    const { json } = run(TWO, three);
    expect(json.legal.some((m) => m.startsWith('1: seat'))).toBe(false);
    const after = run(TWO, [...three, '1: home dali']);
    expect(after.json.legal).toContain('1: seat lam 1');
    expect(after.json.legal).toContain('1: seat lam 3');
    expect(after.json.legal).not.toContain('1: seat lam 4');
    const done = run(TWO, [...three, '1: home dali', '1: seat lam 1']);
    expect(done.row(1).map((g) => g.split(' ')[0])).toEqual(['lam', 'klee', 'maar']);
    // both parts done: the action ends by itself and the other seat plays
    expect(done.json.toMove).toEqual([2]);
  });
});

describe('surrealist-dinner-party: the ring of neighbours', () => {
  it('makes two guests at the whole table each other\'s only neighbour', () => {
    const { json } = run(TWO, OPEN);
    expect(json.legal.filter((m) => /compliment|drama/.test(m))).toEqual(['1: compliment dali mansour', '1: drama dali mansour']);
  });

  it('gives a lone guest no neighbour', () => {
    const { json } = run(TWO, ['1: seat dali 1', '1: end']);
    expect(json.legal.filter((m) => /compliment|drama/.test(m))).toEqual([]);
  });

  it('runs through every row in seat order and back to seat 1', () => {
    // ring: klee dali (seat 1), mansour toyen (seat 2), back to klee
    const { json } = run(TWO, [...OPEN, '1: seat klee 1', '1: end', '2: seat toyen 2', '2: end']);
    const pairs = json.legal.filter((m) => m.startsWith('1: compliment'));
    expect(pairs).toEqual(['1: compliment klee toyen', '1: compliment klee dali', '1: compliment dali klee', '1: compliment dali mansour']);
  });

  it('skips a seat with no guests: its neighbours meet across the gap', () => {
    const three = [...TWO, ['bravo', 'arp', 'breton', 'cahun', 'magritte', 'joans']];
    const moves = [...OPEN, '3: seat bravo 1', '3: end', '1: seat klee 1', '1: end', '2: home mansour', '2: end'];
    const { json, v } = run(three, moves);
    expect(v.table[1]).toEqual([]);
    // ring: klee dali (seat 1), nobody (seat 2), bravo (seat 3), back to klee
    expect(json.legal.filter((m) => m.startsWith('3: compliment'))).toEqual(['3: compliment bravo dali', '3: compliment bravo klee']);
  });
});

describe('surrealist-dinner-party: receiving tokens', () => {
  it('lets the receiving guest\'s owner place it, even when it is not that seat\'s turn', () => {
    const { json, v } = run(TWO, [...OPEN, '1: compliment dali mansour', '1: place *']);
    expect(json.toMove).toEqual([2]);
    expect(v.phase).toBe('place');
    expect(v.pending).toEqual({ seat: 2, choice: 'place', guest: 'mansour', token: 'C', appetites: ['R', 'D'] });
    expect(json.legal).toEqual(['2: place R', '2: place D']);
  });

  it('places a token on any empty appetite, matching or not; wild matches anything', () => {
    const { row, json } = run(TWO, [...OPEN, '1: compliment dali mansour', '1: place *', '2: place D']);
    expect(row(1)).toEqual(['dali F=- *=C R=-']);
    expect(row(2)).toEqual(['mansour R=- D=C!']);
    // the action is over: seat 2's turn
    expect(json.toMove).toEqual([2]);
  });

  it('places the token itself when every empty appetite is of one kind (a record may leave it out)', () => {
    // mansour R D takes a Drama on R, then only D is empty: the next token goes there by itself
    const moves = [...OPEN, '1: drama dali mansour', '1: place R', '2: place R', '2: drama mansour dali', '1: place F'];
    const { row, json } = run(TWO, moves);
    expect(row(2)).toEqual(['mansour R=R D=R!']);
    expect(row(1)).toEqual(['dali F=R! *=- R=R']);
    expect(json.toMove).toEqual([1]);
    // writing the forced move is accepted too
    expect(run(TWO, [...moves.slice(0, 8), '2: place D', '1: place F']).row(2)).toEqual(row(2));
  });

  it('trashes a token given to a guest with no empty appetite', () => {
    // mansour fills up (R, D), then a Compliment to him is trashed; dali still takes hers
    const full = [...OPEN, '1: drama dali mansour', '1: place R', '2: place R', '2: drama mansour dali', '1: place F'];
    const { row, state } = run(TWO, [...full, '1: compliment dali mansour']);
    expect(row(1)).toEqual(['dali F=R! *=C R=R']);
    expect(row(2)).toEqual(['mansour R=R D=R!']);
    expect(state.stats[5 + 3]).toBe(1); // one Compliment trashed
  });

  it('refuses compliments from a guest with no empty appetite', () => {
    const full = [...OPEN, '1: drama dali mansour', '1: place R', '2: place R', '2: drama mansour dali', '1: place F'];
    expect(() => run(TWO, [...full, '1: compliment dali mansour', '2: compliment mansour dali'])).toThrow(
      /"2: compliment mansour dali" is illegal: Joyce Mansour has no empty appetite/,
    );
  });
});

describe('surrealist-dinner-party: serving and the courses', () => {
  it('serves a Platter token to one of your guests, or trashes it', () => {
    const { json, v } = run(TWO, [...OPEN, '1: serve W dali']);
    expect(v.platter.W).toBe(2);
    // dali F * R: the Wine may go on any empty appetite; only the wild one matches
    expect(json.legal).toEqual(['1: place F', '1: place *', '1: place R']);
    expect(run(TWO, [...OPEN, '1: serve W dali', '1: place R']).row(1)).toEqual(['dali F=- *=- R=W!']);
    expect(run(TWO, [...OPEN, '1: trash W']).v.platter.W).toBe(2);
  });

  it('ends the course on its last token, finishes the action, then brings the next course', () => {
    const moves = [...OPEN, '1: trash W', '2: trash W', '1: serve W dali'];
    const mid = run(TWO, moves);
    // the Platter is empty, the Wine still waits to be placed by seat 1
    expect(mid.v.pending).toMatchObject({ seat: 1, choice: 'place', token: 'W' });
    expect(mid.v.platter.W).toBe(0);
    const { v, json } = run(TWO, [...moves, '1: place *']);
    expect([v.course, v.courseNumber]).toEqual(["Hors d'Oeuvres", 2]);
    expect(v.platter).toEqual({ F: 4, W: 0, D: 0, C: 0, R: 0 });
    expect(json.toMove).toEqual([2]);
  });

  it('fills the Digestifs with Wine and Dessert by the seat count', () => {
    const ruleset = withMenu([
      { course: 'Cocktails', tokens: { W: [1, 1, 1] } },
      { course: 'Digestifs', tokens: { W: [2, 3, 4], D: [2, 3, 4] } },
    ]);
    const { v } = run(TWO, [...OPEN, '1: trash W'], {}, ruleset);
    expect([v.course, v.platter]).toEqual(['Digestifs', { F: 0, W: 2, D: 2, C: 0, R: 0 }]);
  });
});

describe('surrealist-dinner-party: going home', () => {
  // dali F * R gets F, W (wild), R: every appetite matched
  const content = [...OPEN, '1: serve W dali', '1: place *', '2: trash W', '1: drama dali mansour', '1: place R', '2: place R', '2: trash W'];

  it('stashes the matching tokens and asks for the two Perfectly Content tokens', () => {
    const moves = [...content, '1: seat klee 1', '1: end', '2: trash F', '1: serve F dali', '2: trash F', '1: home dali'];
    const { v, json } = run(TWO, moves);
    expect(v.pending).toEqual({ seat: 1, choice: 'bonus', guest: 'dali', count: 2 });
    expect(json.legal).toHaveLength(15);
    const after = run(TWO, [...moves, '1: bonus D F']);
    expect(after.v.stash[0]).toEqual({ F: 2, W: 1, D: 1, C: 0, R: 1 });
    expect(after.json.scores).toEqual([5, 0]);
    expect(after.state.content).toEqual([1, 0]);
    // the action goes on: seat a guest, or end
    expect(after.json.legal).toContain('1: end');
  });

  it('sends non-matching tokens back to the kitchen, with no bonus', () => {
    const { v, json } = run(TWO, [...OPEN, '1: drama dali mansour', '1: place F', '2: place R', '2: trash W', '1: home dali']);
    // dali had a Drama on his Food appetite: nothing stashed, not Perfectly Content
    expect(v.stash[0]).toEqual({ F: 0, W: 0, D: 0, C: 0, R: 0 });
    expect(v.table[0]).toEqual([]);
    expect(v.pending).toEqual({ seat: 1, choice: 'play', seated: null, sentHome: 'dali' });
    expect(json.legal).toContain('1: seat klee 1');
  });
});

describe('surrealist-dinner-party: the end of the game', () => {
  const short = withMenu([{ course: 'Dessert', tokens: { D: [1, 1, 1] } }]);

  it('ends after the Dessert course: each seat from the one that emptied the Platter sends its guests home', () => {
    const moves = [...OPEN, '1: seat klee 1', '1: end', '2: serve D mansour', '2: place D'];
    const { v, json } = run(TWO, moves, {}, short);
    // seat 2 took the last token: it sends mansour home first (forced), then seat 1 picks an order
    expect(v.phase).toBe('final');
    expect(v.pending).toEqual({ seat: 1, choice: 'home' });
    expect(v.table[1]).toEqual([]);
    expect(v.stash[1]).toEqual({ F: 0, W: 0, D: 1, C: 0, R: 0 });
    expect(json.legal).toEqual(['1: home klee', '1: home dali']);
    const end = run(TWO, [...moves, '1: home dali'], {}, short);
    expect(end.json.over).toBe(true);
    expect(end.json.scores).toEqual([0, 1]);
    expect(end.json.winners).toEqual([2]);
  });

  it('shares a tie, or breaks it by Perfectly Content guests with tieBreak=content', () => {
    const menu = withMenu([
      { course: 'Cocktails', tokens: { W: [3, 4, 6] } },
      { course: 'Dessert', tokens: { D: [2, 4, 6] } },
    ]);
    const moves = [
      '1: seat klee 1', '1: end', '2: seat mansour 1', '2: end',
      '1: serve W klee', '1: place W',
      '2: drama mansour klee', '2: place R', '1: place *',
      '1: seat dali 1', '1: end',
      '2: trash W',
      '1: drama dali klee', '1: place R', '1: place F',
      '2: trash W', // the last Wine: on to the Dessert course
      '1: serve D klee', // klee's only empty appetite is D: placed by itself
      '2: serve D mansour', // the last Dessert: seat 2 sends mansour home first, Perfectly Content
      '2: bonus F F',
      '1: home klee',
    ];
    // seat 1: klee W=W *=R F=R! D=D (3) and dali R=R (1); seat 2: mansour R D (2) + 2 for Perfectly Content
    const shared = run(TWO, moves, {}, menu);
    expect(shared.json.over).toBe(true);
    expect(shared.json.scores).toEqual([4, 4]);
    expect(shared.state.content).toEqual([0, 1]);
    expect(shared.json.winners).toEqual([1, 2]);
    expect(run(TWO, moves, { tieBreak: 'content' }, menu).json.winners).toEqual([2]);
  });
});

describe('surrealist-dinner-party: options', () => {
  // every mode plays now: advanced drafts first (test/games/surrealist-dinner-party/faux-pas.test.ts has the rest)
  // an option set explicitly wins over the mode: advanced with fauxPas=false drafts but deals no faux pas
  it.each<[Record<string, string | boolean>, string, number]>([
    [{ mode: 'casual' }, 'action', 0],
    [{ mode: 'normal' }, 'action', 0],
    [{ mode: 'advanced' }, 'draft', 4],
    [{ fauxPas: true }, 'keep', 4],
    [{ mode: 'advanced', fauxPas: false }, 'draft', 0],
    [{ mode: 'advanced', draft: false }, 'keep', 4],
    [{ mode: 'advanced', draft: 'off', fauxPas: 'no' }, 'action', 0],
  ])('starts %o in phase %s with %i faux pas cards dealt', (options, phase, dealt) => {
    const s = sdp.setup({ seed: 1, seats: 2, options: optionsOver(sdp, builtin, options), data: builtin.data });
    const view = sdp.view(s, 0) as { phase: string; fauxPasHand?: string[] };
    expect(view.phase).toBe(phase);
    expect((view.fauxPasHand ?? []).length * 2).toBe(dealt);
  });

  it('plays normal mode (abilities) by default, as the rulings say', () => {
    expect(sdp.options.find((o) => o.key === 'mode')?.default).toBe('normal');
    expect(builtin.options.mode).toBe('normal');
    expect(replayed(TWO, []).v.mode).toBe('normal');
    expect(sdp.checkRuleset?.({ mode: 'advanced', draft: true }, 4, builtin.data)).toEqual([]);
  });

  it('names the problem with a written move', () => {
    expect(() => run(TWO, [...OPEN, '1: serve F dali'])).toThrow(IllegalMoveError);
    expect(() => run(TWO, [...OPEN, '1: serve F dali'])).toThrow(/the Platter holds no F/);
    expect(() => run(TWO, [...OPEN, '1: plates'])).toThrow(/casual mode has no abilities/);
    expect(() => run(TWO, [...OPEN, '1: seat klee 7'])).toThrow(/the place is from 1 to 2/);
  });
});
