// The Feast: the rulebook's worked examples as stacked-deck records, and each ruling.
import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../../src/engine/errors.js';
import { legalMoves, seatsToMove } from '../../../src/engine/moves.js';
import { playout } from '../../../src/engine/playout.js';
import { randomPlayer } from '../../../src/engine/players.js';
import { deckFromNames, replayJson, type GameRecord } from '../../../src/engine/record.js';
import { getGame } from '../../../src/engine/registry.js';
import { nextInt, seedRng } from '../../../src/engine/rng.js';
import type { GameEvent, Options } from '../../../src/engine/types.js';
import { SIMULTANEOUS_PLOYS } from '../../../src/games/the-feast/rules.js';
import { Phase, type FeastState } from '../../../src/games/the-feast/state.js';
import { loadRuleset } from '../../../src/rulesets/index.js';
import { tableRecord } from '../../helpers/records.js';
import { stack } from '../../helpers/the-feast.js';
import { replay } from '../../helpers/rules.js';

const game = getGame('the-feast');
const OPTIONS: Options = { dummies: 0, hands: 4, beatDummies: false };


const record = (seats: number, deck: string[], moves: string[], options: Options = {}): GameRecord =>
  tableRecord('the-feast', seats, deck, moves, options);

const stateOf = (r: ReturnType<typeof replay>): FeastState => r.state as FeastState;

/** Who is asked for a ploy when none of `seats` players has chosen yet. */
const firstAsked = (seats: number): number[] =>
  SIMULTANEOUS_PLOYS ? Array.from({ length: seats }, (_, i) => i) : [0];

describe('the-feast: the rulebook examples', () => {
  it('topic 5, ploys 9-9-6-5-4: the 6 takes the 5 and the 4 takes a gaffe 9', () => {
    const deck = stack(5, 8, { 0: [9], 1: [9], 2: [6], 3: [5], 4: [4] }, [5]);
    const r = replay(record(5, deck, ['1: ploy 9', '2: ploy 9', '3: ploy 6', '4: ploy 5', '5: ploy 4']));
    const json = replayJson(r);
    // the 4's only gaffe rank is 9: the take is forced and made by the engine
    expect(json.state.captured).toEqual({ '1': [], '2': [], '3': [5], '4': [], '5': [9] });
    expect(json.scores).toEqual([0, 0, 5, 0, 9]);
    expect(json.state.round).toBe(2);
    expect(json.state.lastRound).toEqual({
      topic: 5,
      ploys: [9, 9, 6, 5, 4],
      captures: [
        { who: '3', rank: 5, what: 'topic' },
        { who: '5', rank: 9, what: 'gaffe' },
      ],
    });
    // the rest of the table (the other 9, and the 6, 5 and 4 played) is discarded
    expect(json.state.discard).toBe(4);
    const texts = r.events.map((e) => e.text);
    expect(texts).toContain('Seat 1 and Seat 2 both played 9: those 9s are gaffes.');
    expect(texts.some((t) => /Seat 3 captures the topic 5 with the highest unmatched ploy, 6/.test(t))).toBe(true);
    expect(texts.some((t) => /Seat 5 captures Seat 1's gaffe 9 with the lowest unmatched ploy, 4/.test(t))).toBe(true);
    // a record may still write the forced take
    const written = replayJson(
      replay(record(5, deck, ['1: ploy 9', '2: ploy 9', '3: ploy 6', '4: ploy 5', '5: ploy 4', '5: take gaffe 9'])),
    );
    expect(written.state).toEqual(json.state);
  });

  it('topic 10, ploys 8-8-6-6-4: the lone unmatched 4 may take the topic', () => {
    const deck = stack(5, 8, { 0: [8], 1: [8], 2: [6], 3: [6], 4: [4] }, [10]);
    const before = replayJson(replay(record(5, deck, ['1: ploy 8', '2: ploy 8', '3: ploy 6', '4: ploy 6', '5: ploy 4'])));
    expect(before.toMove).toEqual([5]);
    expect(before.legal).toEqual(['5: take topic', '5: take gaffe 6', '5: take gaffe 8']);
    expect(before.state.phase).toBe('take');
    expect(before.state.ploys).toEqual([8, 8, 6, 6, 4]);
    const after = replayJson(
      replay(record(5, deck, ['1: ploy 8', '2: ploy 8', '3: ploy 6', '4: ploy 6', '5: ploy 4', '5: take topic'])),
    );
    expect(after.state.captured).toEqual({ '1': [], '2': [], '3': [], '4': [], '5': [10] });
    expect(after.scores).toEqual([0, 0, 0, 0, 10]);
    // or a gaffe instead, never both
    const gaffe = replayJson(
      replay(record(5, deck, ['1: ploy 8', '2: ploy 8', '3: ploy 6', '4: ploy 6', '5: ploy 4', '5: take gaffe 8'])),
    );
    expect(gaffe.state.captured).toEqual({ '1': [], '2': [], '3': [], '4': [], '5': [8] });
    expect(gaffe.state.discard).toBe(5);
  });

  it('topic 6, ploys 7-7-7-4-4: every ploy is matched and nothing is scored', () => {
    const deck = stack(5, 8, { 0: [7], 1: [7], 2: [7], 3: [4], 4: [4] }, [6]);
    const r = replay(record(5, deck, ['1: ploy 7', '2: ploy 7', '3: ploy 7', '4: ploy 4', '5: ploy 4']));
    const json = replayJson(r);
    expect(json.state.captured).toEqual({ '1': [], '2': [], '3': [], '4': [], '5': [] });
    expect(json.scores).toEqual([0, 0, 0, 0, 0]);
    expect(json.state.discard).toBe(6);
    expect(json.state.round).toBe(2);
    expect(game.counters?.(r.state)).toMatchObject({ gaffes: 5, emptyRounds: 1 });
    const texts = r.events.map((e) => e.text);
    expect(texts).toContain('Every ploy is matched, so nothing is captured.');
    expect(texts).toContain('Seat 1, Seat 2 and Seat 3 all played 7: those 7s are gaffes.');
    expect(texts).toContain('Seat 4 and Seat 5 both played 4: those 4s are gaffes.');
  });
});

describe('the-feast: table and dealing', () => {
  it('deals 8, 7 or 6 cards by seats at the table, dummies included', () => {
    const cases: [number, number, number, number][] = [
      // seats, extra dummies, seats at the table, cards each
      [2, 0, 4, 8],
      [3, 0, 4, 8],
      [4, 0, 4, 8],
      [5, 0, 5, 8],
      [6, 0, 6, 7],
      [7, 0, 7, 6],
      [8, 0, 8, 6],
      [2, 2, 6, 7],
      [3, 1, 5, 8],
      [5, 3, 8, 6],
      [2, 6, 8, 6],
      [8, 2, 8, 6],
    ];
    for (const [seats, dummies, table, size] of cases) {
      const s = game.setup({ seed: 3, seats, options: { ...OPTIONS, dummies } }) as FeastState;
      const v = game.view(s, -1);
      expect(s.table, `${seats}+${dummies}`).toBe(table);
      expect(v.hands).toEqual(new Array(seats).fill(size));
      // each dummy has already laid its first card face up
      expect((v.dummies as { cards: number; ploy: number | null }[]).map((d) => d.cards)).toEqual(
        new Array(table - seats).fill(size - 1),
      );
      expect(v.rounds).toBe(size);
      expect(v.pile).toBe(55 - table * size - 1);
    }
  });

  it('deals one card at a time, seat 1 first, then the dummies; the next card is the topic', () => {
    // 2 players and 2 dummies: deck 1 2 3 4 5 6 ... goes to seat 1, seat 2, dummy 1, dummy 2
    const deck = stack(4, 8, { 0: [10, 9], 1: [2, 2], 2: [8, 8, 8, 8, 8, 8, 8, 8], 3: [3, 3, 3] }, [7]);
    const r = replay(record(2, deck, []));
    const s = stateOf(r);
    expect(game.view(s, 0).yourHand).toEqual(expect.arrayContaining([9, 10]));
    expect(game.view(s, 1).yourHand).toEqual(expect.arrayContaining([2, 2]));
    expect(game.view(s, -1).topic).toBe(7);
    // dummy 1 holds nothing but 8s, so its random card is an 8
    expect((game.view(s, -1).dummies as { ploy: number }[])[0].ploy).toBe(8);
  });

  it('plays the given number of hands, each from the whole deck freshly shuffled', () => {
    for (const hands of [4, 1, 2]) {
      const s = game.setup({ seed: 11, seats: 4, options: { ...OPTIONS, hands } }) as FeastState;
      const deals: number[][] = [];
      const rng = seedRng(11);
      const look = (): void => {
        if (s.phase === Phase.Over || s.hand <= deals.length) return;
        // a new hand: every card is back, in the hands, the pile and the topic
        expect(s.round).toBe(1);
        expect(s.held.map((h) => h.length)).toEqual([8, 8, 8, 8]);
        expect(s.held.flat().length + s.pile.length + 1).toBe(55);
        expect(s.discard).toEqual([]);
        expect(s.won).toEqual([[], [], [], []]);
        deals.push(s.held.flat());
      };
      look();
      const buf: number[] = [];
      const seats: number[] = [];
      while (game.toMove(s, seats)) {
        const n = game.legal(s, seats[0], buf);
        game.apply(s, seats[0], buf[nextInt(rng, n)]);
        look();
      }
      expect(deals.length).toBe(hands);
      expect(s.handScores.length).toBe(hands);
      expect(game.turn(s)).toBe(hands * 8);
      const out = game.outcome(s);
      expect(out.over).toBe(true);
      // each hand's deal differs from the one before
      for (let h = 1; h < deals.length; h++) expect(deals[h]).not.toEqual(deals[h - 1]);
      // the score sheet adds up to the totals
      const sheet = s.handScores.reduce((a, h) => a.map((x, i) => x + h[i]));
      expect(sheet).toEqual(out.scores);
    }
  });

  it('stacks only the first hand: later hands shuffle from the seed', () => {
    const a = stack(4, 8, { 0: [1, 2, 3, 4, 5, 6, 7, 8] }, [10]);
    const b = stack(4, 8, { 0: [10, 10, 10, 10, 9, 9, 9, 9] }, [2]);
    const secondDeal = (deck: string[]): number[][] => {
      const s = game.setup({
        seed: 99,
        seats: 4,
        options: OPTIONS,
        deck: deckFromNames(game, OPTIONS, 4, deck, undefined),
      }) as FeastState;
      const buf: number[] = [];
      const seats: number[] = [];
      while (s.hand === 1) {
        game.toMove(s, seats);
        game.legal(s, seats[0], buf);
        game.apply(s, seats[0], buf[0]);
      }
      return s.held.map((h) => h.slice());
    };
    const first = secondDeal(a);
    expect(secondDeal(b)).toEqual(first);
    // and the unstacked deal is the seed's own shuffle, the same every time
    const x = game.setup({ seed: 5, seats: 4, options: OPTIONS });
    const y = game.setup({ seed: 5, seats: 4, options: OPTIONS });
    expect(x).toEqual(y);
    expect(game.setup({ seed: 6, seats: 4, options: OPTIONS })).not.toEqual(x);
  });
});

describe('the-feast: dummies', () => {
  // 2 players: dummy 1 holds only 10s and dummy 2 only 9s, so their random cards are known
  const deck = stack(
    4,
    8,
    { 0: [10, 5], 1: [2, 6], 2: [10, 10, 10, 10, 10, 10, 10, 10], 3: [9, 9, 9, 9, 9, 9, 9, 9] },
    [7, 4],
  );

  it('fill a 2- or 3-player table up to 4 seats, and are not seats', () => {
    for (const seats of [2, 3]) {
      const s = game.setup({ seed: 1, seats, options: OPTIONS }) as FeastState;
      expect(s.table).toBe(4);
      const v = game.view(s, -1);
      expect((v.dummies as unknown[]).length).toBe(4 - seats);
      expect(Object.keys(v.captured as object)).toEqual(Array.from({ length: seats }, (_, i) => String(i + 1)));
      expect(seatsToMove(game, s)).toEqual(firstAsked(seats));
      expect(game.outcome(s).scores.length).toBe(seats);
    }
  });

  it('play first, face up, where the players see them before choosing', () => {
    const r = replay(record(2, deck, []));
    const s = stateOf(r);
    for (const seat of [-1, 0, 1]) {
      const v = game.view(s, seat);
      expect((v.dummies as { ploy: number }[]).map((d) => d.ploy)).toEqual([10, 9]);
      expect(v.chosen).toEqual([false, false]);
    }
    expect(seatsToMove(game, s)).toEqual(firstAsked(2));
  });

  it('capture like anyone else; their automatic plays are logged, never written', () => {
    // round 1, topic 7: dummies 10 and 9; seat 1 plays 10 (a gaffe with dummy 1), seat 2 plays 2.
    // The unmatched 9 (dummy 2) takes the topic; seat 2's 2, the lowest, takes the forced gaffe 10.
    const r = replay(record(2, deck, ['1: ploy 10', '2: ploy 2']));
    const v = replayJson(r).state;
    expect(v.captured).toEqual({ '1': [], '2': [10] });
    expect((v.dummies as { captured: number[] }[]).map((d) => d.captured)).toEqual([[], [7]]);
    expect(v.round).toBe(2);
    expect(v.topic).toBe(4);
    const texts = r.events.map((e) => e.text);
    const reveal = texts.indexOf('The ploys are revealed: Seat 1 10, Seat 2 2, Dummy 1 10, Dummy 2 9.');
    expect(reveal).toBeGreaterThan(-1);
    expect(texts.indexOf('Dummy 2 captures the topic 7 with the highest unmatched ploy, 9.')).toBeGreaterThan(reveal);
    // round 2's topic and the dummies' cards come before anyone chooses again
    const topic2 = texts.indexOf('Hand 1, round 2 of 8: the topic is 4.');
    expect(texts.slice(topic2 + 1, topic2 + 3)).toEqual(['Dummy 1 plays 10 face up.', 'Dummy 2 plays 9 face up.']);
  });

  it('choose at random when a dummy holds the only unmatched ploy', () => {
    // dummy 1 holds only 8s, dummy 2 only 10s; both players play their 10: three 10s are
    // gaffes and dummy 1's 8 stands alone, to take the topic 3 or a gaffe 10
    const picks = new Set<string>();
    const single = stack(
      4,
      8,
      { 0: [10, 1], 1: [10, 2], 2: [8, 8, 8, 8, 8, 8, 8, 8], 3: [10, 10, 10, 10, 10, 10, 10, 10] },
      [3],
    );
    for (let seed = 1; seed <= 40; seed++) {
      const r = replay({ ...record(2, single, ['1: ploy 10', '2: ploy 10']), seed });
      const v = replayJson(r).state;
      expect(v.captured).toEqual({ '1': [], '2': [] });
      const got = (v.dummies as { captured: number[] }[])[0].captured;
      expect(got.length).toBe(1);
      expect([3, 10]).toContain(got[0]);
      picks.add(String(got[0]));
      expect(seatsToMove(game, r.state)).toEqual(firstAsked(2)); // nobody was asked to take
    }
    expect(picks).toEqual(new Set(['3', '10']));
  });

  it('never win: by default the best player wins; with beatDummies a dummy on top blocks the win', () => {
    const s = game.setup({ seed: 2, seats: 2, options: OPTIONS }) as FeastState;
    s.phase = Phase.Over;
    s.captured = [[10, 9], [5], [10, 10, 10], [1]];
    expect(game.outcome(s)).toEqual({ over: true, winners: [0], scores: [19, 5] });
    s.beatDummies = true;
    expect(game.outcome(s).winners).toEqual([]);
    expect(game.lossReason?.(s)).toBe('a dummy outscored every player');
    s.captured = [[10, 9], [5], [10, 8], [1]];
    expect(game.outcome(s).winners).toEqual([0]);
    s.captured = [[10, 9], [5], [10, 9], [1]]; // level with the best player: no win either
    expect(game.outcome(s).winners).toEqual([]);
  });
});

describe('the-feast: captures and scores', () => {
  it('the lowest unmatched ploy takes one gaffe of its choice', () => {
    // 6 players, 7 cards each: 9 9 7 7 5 2 on topic 8
    const deck = stack(6, 7, { 0: [9], 1: [9], 2: [7], 3: [7], 4: [5], 5: [2] }, [8]);
    const moves = ['1: ploy 9', '2: ploy 9', '3: ploy 7', '4: ploy 7', '5: ploy 5', '6: ploy 2'];
    const before = replayJson(replay(record(6, deck, moves)));
    expect(before.toMove).toEqual([6]);
    expect(before.legal).toEqual(['6: take gaffe 7', '6: take gaffe 9']);
    expect(before.state.captured).toMatchObject({ '5': [8] });
    expect(before.state.topic).toBe(null);
    expect(before.state.taken).toEqual([{ who: '5', rank: 8, what: 'topic' }]);
    const after = replayJson(replay(record(6, deck, [...moves, '6: take gaffe 7'])));
    expect(after.state.captured).toEqual({ '1': [], '2': [], '3': [], '4': [], '5': [8], '6': [7] });
    expect(() => replay(record(6, deck, [...moves, '6: take topic']))).toThrow(
      /the topic was already captured by Seat 5/,
    );
  });

  it('with no gaffes the lowest takes nothing', () => {
    const deck = stack(4, 8, { 0: [9], 1: [7], 2: [5], 3: [2] }, [6]);
    const v = replayJson(replay(record(4, deck, ['1: ploy 9', '2: ploy 7', '3: ploy 5', '4: ploy 2']))).state;
    expect(v.captured).toEqual({ '1': [6], '2': [], '3': [], '4': [] });
    expect(v.round).toBe(2);
  });

  it('equal top totals share the win', () => {
    const s = game.setup({ seed: 2, seats: 4, options: OPTIONS }) as FeastState;
    s.captured = [[10, 2], [6, 6], [9, 3], [4]];
    expect(game.outcome(s)).toEqual({ over: false, winners: [], scores: [12, 12, 12, 4] });
    s.phase = Phase.Over;
    expect(game.outcome(s)).toEqual({ over: true, winners: [0, 1, 2], scores: [12, 12, 12, 4] });
  });

  it('adds up every hand on the score sheet and logs each hand', () => {
    const r = replay({
      game: 'the-feast',
      seed: 4,
      options: { hands: 2 },
      seats: ['random', 'random', 'random', 'random'],
      moves: [],
    });
    const s = stateOf(r);
    const events: GameEvent[] = [];
    const buf: number[] = [];
    const seats: number[] = [];
    while (game.toMove(s, seats)) {
      const n = game.legal(s, seats[0], buf);
      game.apply(s, seats[0], buf[n - 1], events);
    }
    const out = game.outcome(s);
    expect(out.over).toBe(true);
    expect(s.handScores.length).toBe(2);
    expect(events.filter((e) => e.kind === 'score').map((e) => e.text.slice(0, 16))).toEqual([
      'Hand 1 is over. ',
      'Hand 2 is over. ',
      'The game is over',
    ]);
    const best = Math.max(...out.scores);
    expect(out.winners).toEqual(out.scores.flatMap((x, i) => (x === best ? [i] : [])));
  });
});

describe('the-feast: hidden ploys', () => {
  it('asks each player that has not chosen, and nobody else', () => {
    const deck = stack(4, 8, { 0: [9, 3], 1: [4], 2: [6], 3: [8] }, [5]);
    const s = stateOf(replay(record(4, deck, ['1: ploy 9', '2: ploy 4'])));
    expect(seatsToMove(game, s)).toEqual(SIMULTANEOUS_PLOYS ? [2, 3] : [2]);
    expect(legalMoves(game, s, 0)).toEqual([]);
    expect(legalMoves(game, s, 1)).toEqual([]);
    expect(legalMoves(game, s, 2).length).toBeGreaterThan(0);
  });

  const deck = stack(4, 8, { 0: [9, 3], 1: [4], 2: [6], 3: [8] }, [5]);

  it('keeps a committed ploy out of every other view until the reveal', () => {
    const a = stateOf(replay(record(4, deck, ['1: ploy 9'])));
    const b = stateOf(replay(record(4, deck, ['1: ploy 3'])));
    for (const seat of [-1, 1, 2, 3]) expect(game.view(a, seat)).toEqual(game.view(b, seat));
    expect(game.view(a, 0).yourPloy).toBe(9);
    expect(game.view(b, 0).yourPloy).toBe(3);
    expect(game.view(a, 1).chosen).toEqual([true, false, false, false]);
    expect(game.view(a, -1).ploys).toEqual([null, null, null, null]);
    // everyone's view says seat 1 has chosen, and its hand is one card shorter
    expect(game.view(a, 2).hands).toEqual([7, 8, 8, 8]);
  });

  it('says who has chosen, and only to the chooser what', () => {
    const r = replay(record(4, deck, ['1: ploy 9']));
    const chosen = r.events.filter((e) => e.kind === 'choose');
    expect(chosen).toEqual([
      { text: 'Seat 1 has chosen a ploy.', kind: 'choose' },
      { text: 'Seat 1 plays 9 face down.', kind: 'choose', to: [0] },
    ]);
    const publicText = r.events.filter((e) => !e.to).map((e) => e.text).join(' ');
    expect(publicText).not.toMatch(/9/);
  });

  it('reveals all ploys at once when the last is in', () => {
    const r = replay(record(4, deck, ['1: ploy 9', '2: ploy 4', '3: ploy 6', '4: ploy 8']));
    const reveal = r.events.find((e) => e.kind === 'reveal') as GameEvent;
    expect(reveal).toEqual({ text: 'The ploys are revealed: Seat 1 9, Seat 2 4, Seat 3 6, Seat 4 8.', kind: 'reveal', reveals: true });
    const v = replayJson(r).state;
    expect(v.lastRound).toMatchObject({ topic: 5, ploys: [9, 4, 6, 8] });
    expect(v.captured).toEqual({ '1': [5], '2': [], '3': [], '4': [] });
  });

  it('resamples only what the seat cannot see', () => {
    const s = stateOf(replay(record(4, deck, ['1: ploy 9', '2: ploy 4'])));
    const rng = seedRng(1);
    let changed = 0;
    for (let i = 0; i < 20; i++) {
      const t = game.resample(s, 2, rng) as FeastState;
      expect(game.view(t, 2)).toEqual(game.view(s, 2));
      expect(t.held[2]).toEqual(s.held[2]);
      expect(t.pile.length).toBe(s.pile.length);
      if (t.ploys[0] !== s.ploys[0] || t.held[0].join() !== s.held[0].join()) changed++;
      // the seat's own ploy is not hidden from itself
      const own = game.resample(s, 0, rng) as FeastState;
      expect(own.ploys[0]).toBe(s.ploys[0]);
    }
    expect(changed).toBeGreaterThan(10);
  });
});

describe('the-feast: moves and notation', () => {
  const deck = stack(4, 8, { 0: [9, 3], 1: [4], 2: [6], 3: [8] }, [5]);

  it('lists each rank held once, lowest first', () => {
    const s = stateOf(replay(record(4, deck, [])));
    const ranks = [...new Set(game.view(s, 0).yourHand as number[])];
    expect(legalMoves(game, s, 0).map((m) => game.moveText(s, 0, m))).toEqual(ranks.map((r) => `ploy ${r}`));
  });

  it('refuses a rank not in hand, and says why', () => {
    const s = stateOf(replay(record(4, deck, [])));
    const hand = game.view(s, 0).yourHand as number[];
    const missing = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((r) => !hand.includes(r)) as number;
    const bad = record(4, deck, [`1: ploy ${missing}`]);
    expect(() => replay(bad)).toThrow(IllegalMoveError);
    expect(() => replay(bad)).toThrow(new RegExp(`move 1 "1: ploy ${missing}" is illegal: you hold no ${missing}; legal moves: 1: ploy`));
  });

  it('explains other illegal moves', () => {
    const s = stateOf(replay(record(4, deck, [])));
    expect(game.whyIllegal?.(s, 0, 'take topic')).toBe('nothing can be taken yet: wait for the reveal');
    expect(game.whyIllegal?.(s, 0, 'take gaffe 8')).toBe('nothing can be taken yet: wait for the reveal');
    expect(game.whyIllegal?.(s, 0, 'ploy 11')).toBe('there is no rank "11": ranks go from 1 to 10');
    expect(game.whyIllegal?.(s, 0, 'dance')).toMatch(/the moves are/);
    const t = stateOf(replay(record(4, deck, ['1: ploy 9'])));
    expect(game.whyIllegal?.(t, 0, 'ploy 3')).toBe('you have already chosen your ploy this round: wait for the reveal');
    expect(() => replay(record(4, deck, ['1: ploy 9', '1: ploy 3']))).toThrow(/seat 1 has nothing to do now/);
  });

  it('names cards by rank and builds the 55-card Pairs deck', () => {
    const names = game.deckFor(OPTIONS, 4, undefined).map((c) => game.cardName(c, undefined));
    expect(names.length).toBe(55);
    for (let r = 1; r <= 10; r++) expect(names.filter((n) => n === String(r)).length).toBe(r);
    expect(() => replay(record(4, deck.slice(1), []))).toThrow(/missing 9/);
  });

  it('keeps the state as plain JSON and clones it deeply', () => {
    const s = stateOf(replay(record(4, deck, ['1: ploy 9'])));
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    const c = game.clone(s) as FeastState;
    expect(c).toEqual(s);
    c.held[1].pop();
    c.rng[0]++;
    expect(c.held[1].length).not.toBe(s.held[1].length);
    expect(c.rng[0]).not.toBe(s.rng[0]);
  });
});

describe('the-feast: rules page and ruleset', () => {
  it('has a rules page of 72 columns ending with the notation', () => {
    for (const line of game.rules.split('\n')) expect(line.length, line).toBeLessThanOrEqual(72);
    const notation = game.rules.lastIndexOf('\nNotation\n');
    expect(notation).toBeGreaterThan(0);
    const tail = game.rules.slice(notation);
    for (const move of ['ploy 9', 'take topic', 'take gaffe 8']) expect(tail).toContain(move);
    expect(game.rules).toMatch(/Rulings of this project/);
  });

  it('loads its built-in ruleset with the defaults', () => {
    const rs = loadRuleset(game);
    expect(rs.options).toEqual({ dummies: 0, hands: 4, beatDummies: false });
  });

  it('counts what a designer asked for', () => {
    const r = playout(game, 3, OPTIONS, [randomPlayer, randomPlayer, randomPlayer, randomPlayer]);
    const c = game.counters?.(r.state) as Record<string, number>;
    expect(c.rounds).toBe(32);
    expect(game.turn(r.state)).toBe(32);
    expect(c.gaffes).toBeGreaterThan(0);
    expect(c.playerPoints).toBe(r.outcome.scores.reduce((a, b) => a + b, 0));
    expect(c.singleTookTopic).toBeLessThanOrEqual(c.singleUnmatchedRounds);
  });
});
