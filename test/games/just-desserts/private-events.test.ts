// Just Desserts: the private events that tell a seat it was passed over (the screens show them
// in that seat's log): nothing that serves the guest at hand, no ace to block a steal.
import { describe, expect, it } from 'vitest';
import '../../../src/games/just-desserts/index.js';
import { type GameRecord, type SeatKind } from '../../../src/engine/record.js';
import { candiceDeck, stack } from '../../helpers/just-desserts.js';
import { replay } from '../../helpers/rules.js';


function run(seats: number, deck: string[], moves: string[]) {
  const record: GameRecord = {
    game: 'just-desserts',
    seed: 7,
    deck,
    options: {},
    seats: Array.from({ length: seats }, () => 'human' as SeatKind),
    moves,
  };
  return replay(record).events;
}

describe('just-desserts: seats passed over hear it privately', () => {
  // Candice craves marshmallow and veggies, dislikes chocolate. Seats 1 and 2 hold nothing
  // that fits; seat 3 holds Candied yams; seat 4 Toasted marshmallows and Carrot cake.
  const deck = candiceDeck();

  it('tells the drawer and each skipped seat, in the offer\'s order, and nobody else', () => {
    const events = run(4, deck, []);
    const offer = events.filter((e) => e.kind === 'offer').map((e) => [e.text, e.to]);
    expect(offer).toEqual([
      ['Seat 1 offers Candice around', undefined],
      ['Seat 1 holds nothing that serves Candice: offered around', [0]],
      ['Seat 2 holds nothing that serves Candice: not asked', [1]],
      ['Seat 3 may serve Candice', undefined],
    ]);
    // they uncover nothing: undo is not stopped by them
    for (const e of events.filter((x) => x.to && x.kind === 'offer')) expect(e.reveals).toBeUndefined();
  });

  it('says nothing private when a seat that could serve is asked and passes', () => {
    const before = run(4, deck, []).length;
    const after = run(4, deck, ['3: pass']);
    const fresh = after.slice(before).filter((e) => e.kind === 'offer');
    expect(fresh.map((e) => [e.text, e.to])).toEqual([
      ['Seat 3 passes', undefined],
      ['Seat 4 may serve Candice', undefined],
    ]);
  });

  it('says nothing private to a drawer who could serve and chose to pass', () => {
    const d = stack(
      ['candice'],
      [
        ['yams', 'candybar', 'vanilla', 'poundcake', 'yellowcake'],
        ['brulee', 'tapioca', 'cheesecake', 'shoofly', 'fortune'],
      ],
    );
    const events = run(2, d, ['1: pass']);
    expect(events.filter((e) => e.to?.includes(0) && /serves Candice/.test(e.text))).toEqual([]);
    expect(events.filter((e) => e.to?.includes(1) && /serves Candice/.test(e.text)).map((e) => e.text)).toEqual([
      'Seat 2 holds nothing that serves Candice: not asked',
    ]);
  });
});

describe('just-desserts: a victim without a blocking ace hears it privately', () => {
  const hands = (blocker: string) => [
    ['turnover', 'fudge', blocker, 'poundcake', 'yellowcake'],
    ['waffles', 'brulee', 'tapioca', 'cheesecake', 'shoofly'],
  ];
  const pile = ['sugarcookies', 'fortune', 'glazed', 'napoleon', 'ginger', 'brittle', 'cherrypie'];
  const moves = ['1: serve turnover', '1: end', '2: steal agent17 waffles'];

  it('tells the victim it was not asked when it holds no ace the guest craves', () => {
    const events = run(2, stack(['agent17', 'candice'], hands('vanilla'), pile), moves);
    const note = events.filter((e) => /no ace that blocks/.test(e.text));
    expect(note.map((e) => [e.text, e.to])).toEqual([['Seat 1 holds no ace that blocks the steal of Agent 17: not asked', [0]]]);
    const i = events.indexOf(note[0]);
    expect(events[i - 1].text).toMatch(/^Seat 2 tries to steal Agent 17/);
    expect(events[i + 1].text).toMatch(/^Seat 2 steals Agent 17/);
  });

  it('says nothing of the kind when the victim is asked to block', () => {
    const events = run(2, stack(['agent17', 'candice'], hands('fruitsalad'), pile), moves);
    expect(events.some((e) => /no ace that blocks/.test(e.text))).toBe(false);
  });
});
