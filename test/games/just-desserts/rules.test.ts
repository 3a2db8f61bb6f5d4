// Just Desserts: each rule played out from a stacked deck, through records and replay.
import { describe, expect, it } from 'vitest';
import '../../../src/games/just-desserts/index.js';
import { IllegalMoveError } from '../../../src/engine/errors.js';
import { legalWithText } from '../../../src/engine/moves.js';
import { replayJson, type GameRecord } from '../../../src/engine/record.js';
import { getGame } from '../../../src/engine/registry.js';
import { seedRng } from '../../../src/engine/rng.js';
import { loadRuleset, type Ruleset } from '../../../src/rulesets/index.js';
import { compile, type JdData } from '../../../src/games/just-desserts/data.js';
import { canServe } from '../../../src/games/just-desserts/serving.js';
import { type JdState } from '../../../src/games/just-desserts/state.js';
import { candiceDeck, stack } from '../../helpers/just-desserts.js';
import { tableRecord } from '../../helpers/records.js';
import { replay } from '../../helpers/rules.js';

const game = getGame('just-desserts');
const builtin = loadRuleset(game);

/** A stacked deck from a given ruleset's data (see helpers/just-desserts.ts). */
const stackWith = (data: unknown, guests: string[], hands: string[][], pile: string[] = []): string[] =>
  stack(guests, hands, pile, data);

const record = (seats: number, deck: string[], moves: string[], options: GameRecord['options'] = {}): GameRecord =>
  tableRecord('just-desserts', seats, deck, moves, options);

function run(seats: number, deck: string[], moves: string[], options: GameRecord['options'] = {}, ruleset?: Ruleset) {
  const r = replay(record(seats, deck, moves, options), ruleset);
  const json = replayJson(r);
  const state = r.state as JdState;
  const hand = (seat: number): string[] => game.view(state, seat - 1).hand as string[];
  return { r, json, state, v: json.state as Record<string, unknown>, hand };
}

const sorted = (list: readonly string[]): string[] => [...list].sort();

/** The built-in data with some guests and desserts only (favorites kept where they exist). */
function smallRuleset(guests: string[] | undefined, desserts: string[] | undefined, options = {}): Ruleset {
  const data = structuredClone(builtin.data) as JdData;
  if (guests) data.guests = data.guests.filter((g) => guests.includes(g.code as string));
  if (desserts) data.desserts = data.desserts.filter((d) => desserts.includes(d.code as string));
  const kept = new Set(data.desserts.map((d) => d.name));
  for (const g of data.guests) g.favorites = (g.favorites ?? []).filter((f) => kept.has(f));
  expect(game.checkData?.(data)).toEqual([]);
  const ruleset = { source: 'test', game: game.id, options: { ...builtin.options, ...options }, data };
  return ruleset;
}

describe('just-desserts: serving', () => {
  // Agent 17 craves pastry and fruit and dislikes nuts.
  const deck = stackWith(builtin.data, ['agent17'],
    [
      ['turnover', 'baklava', 'fruitsalad', 'glazed', 'brittle'],
      ['fudge', 'candybar', 'vanilla', 'poundcake', 'yellowcake'],
    ],
    ['sugarcookies', 'tapioca', 'brulee'],
  );

  it('offers exactly the serves that cover every craving without a dislike or an idle dessert', () => {
    const { json, v, hand } = run(2, deck, []);
    expect(json.toMove).toEqual([1]);
    expect(v.guestAtHand).toBe('agent17');
    expect(hand(1)).toEqual(['turnover', 'baklava', 'fruitsalad', 'glazed', 'brittle', 'sugarcookies']);
    expect(sorted(json.legal)).toEqual(['1: pass', '1: serve fruitsalad glazed', '1: serve turnover']);
  });

  it('lets idle desserts come along when the idleDesserts option says so', () => {
    const { json } = run(2, deck, [], { idleDesserts: true });
    expect(json.legal).toContain('1: serve fruitsalad glazed turnover');
    expect(json.legal).toContain('1: serve glazed sugarcookies turnover');
    expect(json.legal.some((m) => m.includes('baklava') || m.includes('brittle'))).toBe(false);
  });

  it('seats the guest and sends the desserts to the dirty dishes', () => {
    const { v, hand, json } = run(2, deck, ['1: serve fruitsalad glazed']);
    expect(v.guests).toEqual([['agent17'], []]);
    expect(v.points).toEqual([3, 0]);
    expect(v.dirtyDishes).toEqual(['fruitsalad', 'glazed']);
    expect(hand(1)).toEqual(['turnover', 'baklava', 'brittle', 'sugarcookies']);
    expect(v.phase).toBe('steal');
    expect(json.toMove).toEqual([1]);
  });

  it('draws one extra dessert for a favorite', () => {
    const { hand, r } = run(2, deck, ['1: serve turnover']);
    expect(hand(1)).toEqual(['baklava', 'fruitsalad', 'glazed', 'brittle', 'sugarcookies', 'tapioca']);
    expect(r.events.some((e) => /favorite/.test(e.text))).toBe(true);
  });

  it('refuses a dish with a disliked flavor or a missing craving', () => {
    expect(() => run(2, deck, ['1: serve baklava fruitsalad'])).toThrow(IllegalMoveError);
    expect(() => run(2, deck, ['1: serve baklava fruitsalad'])).toThrow(/dislikes nuts/);
    expect(() => run(2, deck, ['1: serve fruitsalad'])).toThrow(/still craves pastry/);
    expect(() => run(2, deck, ['1: serve fudge'])).toThrow(/fudge is not in your hand/);
    expect(() => run(2, deck, ['1: steal agent17 turnover'])).toThrow(/serve it or pass/);
    expect(() => run(2, deck, ['2: pass'])).toThrow(/seat 2 has nothing to do/);
  });

  it('reads the desserts of a serve in any order', () => {
    const sorted = run(2, deck, ['1: serve fruitsalad glazed']);
    const shuffled = run(2, deck, ['1: serve glazed fruitsalad']);
    expect(shuffled.json).toEqual(sorted.json);
    expect(sorted.v.guests).not.toEqual(run(2, deck, []).v.guests); // the serve happened
  });

  it('keeps private draws private and shows the guest to all', () => {
    const { r } = run(2, deck, ['1: serve turnover', '1: end']);
    const mine = r.events.filter((e) => e.to && / draws /.test(e.text));
    expect(mine.map((e) => [e.text, e.to])).toEqual([
      // seat 1's first turn starts in setup with its dessert draw
      ['Seat 1 draws Sugar cookies', [0]],
      ['Seat 1 draws Tapioca pudding', [0]],
      ['Seat 2 draws Crème brulée', [1]],
      // nobody serves Bob Fruitcake: everyone draws, seat 2 (the drawer) first
      ['Seat 2 draws Black forest cake', [1]],
      ['Seat 1 draws Boston cream pie', [0]],
    ]);
    expect(r.events.some((e) => e.text === 'Seat 2 draws a dessert' && !e.to)).toBe(true);
    const guest = r.events.find((e) => /draws the guest Bob Fruitcake/.test(e.text));
    expect(guest?.reveals).toBe(true);
    expect(guest?.to).toBeUndefined();
  });
});

describe('just-desserts: a guest offered around', () => {
  const deck = candiceDeck();

  it('skips a seat with nothing that fits and asks the next from the drawer\'s left', () => {
    const { json, v } = run(4, deck, []);
    expect(json.toMove).toEqual([3]);
    expect(v.offeredTo).toBe(3);
    expect(v.asked).toEqual([3]);
    expect(sorted(json.legal)).toEqual(['3: pass', '3: serve yams']);
    expect(() => run(4, deck, ['2: pass'])).toThrow(/seat 2 has nothing to do/);
  });

  it('goes on to the next seat when one passes; the first who serves takes the guest', () => {
    const passed = run(4, deck, ['3: pass']);
    expect(passed.json.toMove).toEqual([4]);
    expect(passed.v.asked).toEqual([3, 4]);
    expect(passed.json.legal).toEqual(['4: serve carrot toasted', '4: pass']);
    const { v, json } = run(4, deck, ['3: pass', '4: serve carrot toasted']);
    expect(v.guests).toEqual([[], [], [], ['candice']]);
    expect(v.phase).toBe('steal');
    expect(json.toMove).toEqual([1]);
  });

  it('gives the claimer the favorite draw too', () => {
    const { v, hand } = run(4, deck, ['3: serve yams']);
    expect(v.guests).toEqual([[], [], ['candice'], []]);
    expect(hand(3)).toEqual(['glazed', 'napoleon', 'fruitsalad', 'ginger', 'pecanice']);
  });

  it('sends an unserved guest to the Waiting Room and everyone draws', () => {
    const { v, hand } = run(4, deck, ['3: pass', '4: pass']);
    expect(v.waitingRoom).toEqual(['candice']);
    expect(v.handSizes).toEqual([7, 6, 6, 6]);
    expect(hand(1).slice(-2)).toEqual(['sugarcookies', 'pecanice']);
    expect(hand(2).slice(-1)).toEqual(['cakedonut']);
    expect(v.phase).toBe('steal');
  });

  it('resamples hands that agree with who was asked and who was skipped', () => {
    const { state } = run(4, deck, []);
    const rng = seedRng(3);
    for (let i = 0; i < 30; i++) {
      for (const seat of [0, -1]) {
        const sample = game.resample(state, seat, rng) as JdState;
        expect(game.view(sample, seat)).toEqual(game.view(state, seat));
        expect(canServe(sample, sample.hands[1], sample.guest)).toBe(false);
        expect(canServe(sample, sample.hands[2], sample.guest)).toBe(true);
      }
    }
  });
});

describe('just-desserts: the Waiting Room and freshening', () => {
  // Nobody can serve Candice; Fuzzy (chocolate, nuts) comes next.
  const deck = stackWith(builtin.data, ['candice', 'fuzzy'],
    [
      ['vanilla', 'poundcake', 'yellowcake', 'brulee', 'tapioca'],
      ['cheesecake', 'shoofly', 'fortune', 'glazed', 'napoleon'],
    ],
    ['sugarcookies', 'icecake', 'yams', 'pbcups', 'brittle', 'ginger', 'cherrypie'],
  );

  it('puts a guest nobody can serve on top of the Waiting Room; all draw', () => {
    const { v, json, hand } = run(2, deck, []);
    expect(v.waitingRoom).toEqual(['candice']);
    expect(v.handSizes).toEqual([7, 6]);
    expect(hand(2)).toContain('yams');
    expect(v.dessertPile).toBe(76 - 10 - 3);
    expect(json.legal).not.toContain('1: waiting yams');
  });

  it('lets a player serve the top Waiting Room guest in the steal phase, with no bribe', () => {
    const { v, json } = run(2, deck, ['1: end', '2: serve pbcups']);
    expect(json.legal).toContain('2: waiting yams');
    const after = run(2, deck, ['1: end', '2: serve pbcups', '2: waiting yams']);
    expect(after.v.guests).toEqual([[], ['fuzzy', 'candice']]);
    expect(after.v.waitingRoom).not.toContain('candice');
    expect(after.v.turnSeat).toBe(1);
    expect(v.handSizes).toEqual([7, 7]);
  });

  it('freshens: discard any number, then draw as many', () => {
    const mid = run(2, deck, ['1: discard vanilla', '1: discard brulee']);
    expect(mid.v.phase).toBe('freshen');
    expect(mid.json.legal).toContain('1: done');
    expect(mid.json.legal).not.toContain('1: end');
    const { v, hand } = run(2, deck, ['1: discard vanilla', '1: discard brulee', '1: done']);
    expect(v.dirtyDishes).toEqual(['vanilla', 'brulee']);
    expect(hand(1)).toEqual(['poundcake', 'yellowcake', 'tapioca', 'sugarcookies', 'icecake', 'pbcups', 'brittle']);
    expect(v.turnSeat).toBe(2);
  });
});

describe('just-desserts: stealing', () => {
  // Seat 1 seats Agent 17; seat 2 steals it with Belgian waffles (a favorite).
  const hands = (blocker: string) => [
    ['turnover', 'fudge', blocker, 'poundcake', 'yellowcake'],
    ['waffles', 'brulee', 'tapioca', 'cheesecake', 'shoofly'],
  ];
  const pile = ['sugarcookies', 'fortune', 'glazed', 'napoleon', 'ginger', 'brittle', 'cherrypie'];
  const opening = ['1: serve turnover', '1: end'];

  it('steals by serving again and paying a bribe of the stealer\'s choice', () => {
    const deck = stackWith(builtin.data, ['agent17', 'candice'], hands('vanilla'), pile);
    const before = run(2, deck, opening);
    expect(before.v.waitingRoom).toEqual(['candice']);
    expect(before.json.legal).toContain('2: steal agent17 waffles');
    const mid = run(2, deck, [...opening, '2: steal agent17 waffles']);
    // no blocker in seat 1's hand: the steal happens at once; the favorite draws brittle
    expect(mid.v.guests).toEqual([[], ['agent17']]);
    expect(mid.json.toMove).toEqual([2]);
    expect(mid.hand(2)).toContain('brittle');
    expect(mid.json.legal).toContain('2: bribe brulee');
    const { v, hand, state } = run(2, deck, [...opening, '2: steal agent17 waffles', '2: bribe brulee']);
    expect(hand(1)).toContain('brulee');
    expect(hand(2)).not.toContain('brulee');
    expect(v.points).toEqual([0, 3]);
    expect(game.counters?.(state).steals).toBe(1);
    expect(v.turnSeat).toBe(1);
  });

  it('lets the victim block with a single-flavor dessert the guest craves', () => {
    const deck = stackWith(builtin.data, ['agent17', 'candice'], hands('fruitsalad'), pile);
    const mid = run(2, deck, [...opening, '2: steal agent17 waffles']);
    expect(mid.json.toMove).toEqual([1]);
    expect(sorted(mid.json.legal)).toEqual(['1: allow', '1: block fruitsalad']);
    expect(mid.v.steal).toEqual({ by: 2, from: 1, guest: 'agent17', desserts: ['waffles'] });
    const { v, hand, state } = run(2, deck, [...opening, '2: steal agent17 waffles', '1: block fruitsalad']);
    expect(v.guests).toEqual([['agent17'], []]);
    expect(hand(2).slice(0, 7)).toEqual(['waffles', 'brulee', 'tapioca', 'cheesecake', 'shoofly', 'glazed', 'napoleon']);
    expect(hand(1)).not.toContain('fruitsalad');
    expect(v.dirtyDishes).toContain('fruitsalad');
    expect(game.counters?.(state).blocks).toBe(1);
    // the stealer's turn is over: seat 1 plays on
    expect(v.turnSeat).toBe(1);
    expect(v.turn).toBe(3);
  });

  it('goes ahead when the victim allows it', () => {
    const deck = stackWith(builtin.data, ['agent17', 'candice'], hands('fruitsalad'), pile);
    const { v, hand } = run(2, deck, [...opening, '2: steal agent17 waffles', '1: allow', '2: bribe tapioca']);
    expect(v.guests).toEqual([[], ['agent17']]);
    expect(hand(1)).toContain('tapioca');
    expect(hand(1)).toContain('fruitsalad');
  });

  it('needs a dessert left over for the bribe', () => {
    const deck = stackWith(builtin.data, ['agent17', 'candice'], hands('vanilla'), pile);
    expect(() => run(2, deck, [...opening, '2: steal agent17 brulee'])).toThrow(/still craves fruit and pastry/);
    const { state } = run(2, deck, opening);
    const codes = compile(builtin.data).codes;
    const card = (c: string): number => codes.indexOf(c);
    const texts = (): string[] => legalWithText(game, state, 1).map((m) => m.text);
    state.hands[1] = [card('waffles')];
    expect(texts()).not.toContain('steal agent17 waffles');
    expect(game.whyIllegal?.(state, 1, 'steal agent17 waffles')).toMatch(/bribe/);
    state.hands[1] = [card('waffles'), card('brulee')];
    expect(texts()).toContain('steal agent17 waffles');
  });
});

describe('just-desserts: winning', () => {
  it('wins at once with three guests of one trio icon', () => {
    // the Tourist, Wally and Boston Guy share the square icon
    const deck = stackWith(builtin.data, ['tourist', 'wally', 'boston'],
      [
        ['blackforest', 'brownies', 'bostonpie', 'vanilla', 'poundcake'],
        ['brulee', 'tapioca', 'cheesecake', 'shoofly', 'fortune'],
      ],
      ['napoleon', 'glazed', 'ginger', 'sugarcookies', 'toasted'],
    );
    const moves = ['1: serve blackforest', '1: end', '1: serve brownies', '2: end'];
    const before = run(2, deck, moves);
    expect(before.json.over).toBe(false);
    expect(before.v.guests).toEqual([['tourist', 'wally'], []]);
    const { json, v, state } = run(2, deck, [...moves, '1: serve bostonpie']);
    expect(json.over).toBe(true);
    expect(json.winners).toEqual([1]);
    expect(v.result).toBe('trio');
    expect(game.counters?.(state)).toMatchObject({ endedByTrio: 1, endedAtClosing: 0 });
    expect(() => run(2, deck, [...moves, '1: serve bostonpie', '2: end'])).toThrow(/already over/);
  });

  // Three guests only, so the guest pile runs out on turn 4.
  const few = smallRuleset(['inga', 'professor', 'emperor'], undefined, { closingRounds: 1 });
  const pile = ['brittle', 'baklava', 'sugarcookies', 'toasted', 'pecanpie', 'ginger', 'fudge', 'glazed', 'cobbler'];

  it('plays closing time (draw and steal only), then most points win', () => {
    const deck = stackWith(few.data, ['inga', 'professor', 'emperor'],
      [
        ['icesandwich', 'brulee', 'tapioca', 'cheesecake', 'shoofly'],
        ['shortcake', 'vanilla', 'fortune', 'napoleon', 'cone'],
      ],
      pile,
    );
    const moves = ['1: serve icesandwich', '1: end', '2: serve shortcake', '2: end', '1: end'];
    const closing = run(2, deck, moves, {}, few);
    // nobody could serve the Emperor: Waiting Room; now closing time, seat 2's turn
    expect(closing.v.waitingRoom).toEqual(['emperor']);
    expect(closing.v.guestPile).toBe(0);
    expect(closing.v.guestAtHand).toBeNull();
    expect(closing.v.phase).toBe('steal');
    expect(closing.v.turnSeat).toBe(2);
    expect(closing.v.closingTime).toEqual({ roundsLeft: 1, turnsLeft: 2 });
    expect(closing.v.handSizes).toEqual([8, 8]);
    const last = run(2, deck, [...moves, '2: end'], {}, few);
    expect(last.v.closingTime).toEqual({ roundsLeft: 1, turnsLeft: 1 });
    expect(last.json.over).toBe(false);
    const { json, v, state } = run(2, deck, [...moves, '2: end', '1: end'], {}, few);
    expect(json.over).toBe(true);
    expect(json.scores).toEqual([3, 2]);
    expect(json.winners).toEqual([1]);
    expect(v.result).toBe('closing');
    expect(game.counters?.(state)).toMatchObject({ endedByTrio: 0, endedAtClosing: 1 });
  });

  it('breaks a tie in points by the number of guests', () => {
    const deck = stackWith(few.data, ['inga', 'professor', 'emperor'],
      [
        ['icesandwich', 'brulee', 'tapioca', 'cheesecake', 'shoofly'],
        ['shortcake', 'angelcake', 'fortune', 'napoleon', 'cone'],
      ],
      pile,
    );
    const moves = ['1: serve icesandwich', '1: end', '2: serve shortcake', '2: end', '2: serve angelcake', '1: end'];
    const { json } = run(2, deck, [...moves, '2: end', '1: end'], {}, few);
    expect(json.over).toBe(true);
    expect(json.scores).toEqual([3, 3]);
    expect(json.winners).toEqual([2]);
  });

  it('lasts three full rounds of closing time by default', () => {
    const three = smallRuleset(['inga', 'professor', 'emperor'], undefined);
    expect(three.options.closingRounds).toBe(3);
    const deck = stackWith(three.data, ['inga', 'professor', 'emperor'],
      [
        ['icesandwich', 'brulee', 'tapioca', 'cheesecake', 'shoofly'],
        ['shortcake', 'vanilla', 'fortune', 'napoleon', 'cone'],
      ],
      pile,
    );
    const moves = ['1: serve icesandwich', '1: end', '2: serve shortcake', '2: end', '1: end'];
    const ends = ['2: end', '1: end', '2: end', '1: end', '2: end'];
    const before = run(2, deck, [...moves, ...ends], {}, three);
    expect(before.json.over).toBe(false);
    expect(before.v.closingTime).toEqual({ roundsLeft: 1, turnsLeft: 1 });
    expect(run(2, deck, [...moves, ...ends, '1: end'], {}, three).json.over).toBe(true);
  });
});

describe('just-desserts: the kitchen stays open', () => {
  it('reshuffles the dirty dishes into a new dessert pile when it runs out', () => {
    const desserts = ['turnover', 'fruitsalad', 'glazed', 'fudge', 'vanilla', 'brulee', 'tapioca', 'cheesecake'];
    const small = smallRuleset(undefined, [...desserts, 'shoofly', 'fortune', 'napoleon', 'poundcake']);
    const deck = stackWith(small.data, ['agent17', 'lumberjack'],
      [
        ['turnover', 'fruitsalad', 'glazed', 'fudge', 'vanilla'],
        ['brulee', 'tapioca', 'cheesecake', 'shoofly', 'fortune'],
      ],
      ['napoleon', 'poundcake'],
    );
    const moves = ['1: serve fruitsalad glazed', '1: discard fudge'];
    const before = run(2, deck, moves, {}, small);
    expect(before.v.dessertPile).toBe(1);
    expect(before.v.dirtyDishes).toEqual(['fruitsalad', 'glazed', 'fudge']);
    // seat 1 draws the last dessert; seat 2's turn finds the pile empty
    const { v, hand, state, r } = run(2, deck, [...moves, '1: done'], {}, small);
    expect(game.counters?.(state).reshuffles).toBe(1);
    expect(r.events.some((e) => /shuffled into a new pile/.test(e.text))).toBe(true);
    // nobody serves the Lumberjack (ice cream, cookie): all draw, emptying the new pile
    expect(v.waitingRoom).toEqual(['lumberjack']);
    expect(v.dirtyDishes).toEqual([]);
    expect(v.dessertPile).toBe(0);
    expect(hand(1)).toContain('poundcake');
    const back = [...hand(1), ...hand(2)].filter((c) => ['fruitsalad', 'glazed', 'fudge'].includes(c));
    expect(sorted(back)).toEqual(['fruitsalad', 'fudge', 'glazed']);
    expect(hand(2).slice(0, 5)).toEqual(['brulee', 'tapioca', 'cheesecake', 'shoofly', 'fortune']);
  });
});

describe('just-desserts: views and records', () => {
  it('shows each seat its own hand only, and the public state to all', () => {
    const deck = stackWith(builtin.data, ['agent17'], [
      ['turnover', 'baklava', 'fruitsalad', 'glazed', 'brittle'],
      ['fudge', 'candybar', 'vanilla', 'poundcake', 'yellowcake'],
    ]);
    const { state, v } = run(2, deck, []);
    expect(v.hand).toBeUndefined();
    expect(v).toMatchObject({ phase: 'guest', turnSeat: 1, guestAtHand: 'agent17', handSizes: [6, 5], guestPile: 23 });
    expect(game.view(state, 1).hand).toEqual(['fudge', 'candybar', 'vanilla', 'poundcake', 'yellowcake']);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('refuses a stacked deck that is not the 100 cards', () => {
    const deck = stackWith(builtin.data, [], [['fudge', 'candybar', 'vanilla', 'poundcake', 'yellowcake'], ['turnover', 'baklava', 'fruitsalad', 'glazed', 'brittle']]);
    expect(() => run(2, deck.slice(1), [])).toThrow(/missing agent17/i);
  });

  it('replays the same seed and moves to the same game', () => {
    const rec: GameRecord = { game: 'just-desserts', seed: 99, options: {}, seats: ['human', 'human', 'human'], moves: [] };
    const a = replay(rec);
    const b = replay(rec);
    expect(a.state).toEqual(b.state);
    expect(replayJson(a).toMove.length).toBe(1);
  });
});
