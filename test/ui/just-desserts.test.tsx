// Just Desserts on screen: the board and hand drawn from real views (ink-testing-library),
// within 80 columns and their regions for 2-5 players, in Unicode and ASCII; no seat sees
// another seat's desserts; the serving help matches the legal moves; hot-seat offers and
// steals played by keys behind the curtain.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Match } from '../../src/engine/match.js';
import { greedyPlayer } from '../../src/engine/players.js';
import { seedRng } from '../../src/engine/rng.js';
import type { SeatKind } from '../../src/engine/record.js';
import { compile } from '../../src/games/just-desserts/data.js';
import { loadRuleset } from '../../src/rulesets/index.js';
import { getGame } from '../../src/engine/registry.js';
import { boardFor } from '../../src/ui/boards/index.js';
import { BOARD_LINES, HAND_LINES, type SelectionView } from '../../src/ui/boards/types.js';
import type { JdView } from '../../src/games/just-desserts/view.js';
import { cardFaces } from '../../src/ui/boards/just-desserts/cards.js';
import { boardLines, handLines } from '../../src/ui/boards/just-desserts/lines.js';
import { justDessertsBoard } from '../../src/ui/boards/just-desserts/plugin.js';
import { legalTexts, serveHelp } from '../../src/ui/boards/just-desserts/serves.js';
import { ASCII, UNICODE, type Glyphs } from '../../src/ui/glyphs.js';
import { INITIAL_PLAY, choices, playReducer } from '../../src/ui/state/play-reducer.js';
import { seatNames } from '../../src/ui/seats.js';
import { playApp } from '../helpers/app.js';
import { playThrough as playGame } from '../helpers/playthrough.js';
import { candiceDeck, stack } from '../helpers/just-desserts.js';
import { contextOf, drawn, viewOf } from '../helpers/boards.js';
import { matchFromRecord } from '../helpers/rules.js';

const game = getGame('just-desserts');
const builtin = loadRuleset(game);
const tables = compile(builtin.data);
const faces = cardFaces(builtin.data);
const guestFace = (code: string) => faces.guests.get(code);


function match(seats: number | SeatKind[], opts: { seed?: number; deck?: string[]; moves?: string[] } = {}): Match {
  const kinds = typeof seats === 'number' ? Array.from({ length: seats }, () => 'human' as SeatKind) : seats;
  return matchFromRecord({ game: 'just-desserts', seed: opts.seed ?? 1, deck: opts.deck, options: {}, seats: kinds, moves: opts.moves ?? [] });
}

/**
 * The selection the play screen would give `seat`, as the play reducer starts it (the first
 * verb, the cursor on its first choice), with its legal moves while it is to move.
 */
function selection(m: Match, seat: number, extra: Partial<SelectionView> = {}): SelectionView & { legal: readonly string[] } {
  const active = m.toMove().includes(seat);
  const legal = active ? m.legal(seat) : [];
  const st = playReducer(INITIAL_PLAY, { type: 'reset', legal, preferredKeys: justDessertsBoard.verbKeys });
  const base = { verb: st.verb, args: st.args, cursor: st.cursor, choices: active ? choices(st) : [] };
  return { ...base, active, legal: legal.map((l) => l.text), ...extra };
}

/** The board and the hand as ink draws them for `seat`. */
function draw(m: Match, seat: number, opts: { glyphs?: Glyphs; sel?: SelectionView } = {}) {
  const props = {
    view: viewOf<JdView>(m, seat),
    selection: opts.sel ?? selection(m, seat),
    glyphs: opts.glyphs ?? UNICODE,
    seat,
    names: seatNames(m.seats),
    data: m.data,
  };
  return { board: drawn(justDessertsBoard, 'board', props), hand: drawn(justDessertsBoard, 'hand', props) };
}

/** The lines as text, without ink (for the many positions of a whole game). */
function text(m: Match, seat: number, g: Glyphs): { board: string[]; hand: string[] } {
  const c = contextOf(justDessertsBoard, { view: viewOf<JdView>(m, seat), selection: selection(m, seat), glyphs: g, seat, names: seatNames(m.seats), data: m.data });
  const flat = (lines: readonly (readonly { text: string }[])[]) => lines.map((l) => l.map((s) => s.text).join(''));
  return { board: flat(boardLines(c)), hand: flat(handLines(c)) };
}

/** A whole game, mostly serving, stealing and answering steals. */
const playThrough = (m: Match, seed: number, visit: (m: Match) => void, limit = 400): void =>
  playGame(m, seed, visit, /^(serve|steal|waiting|block|allow|bribe)/, 5, limit);

const names = (codes: readonly string[]) => codes.map((c) => tables.names[tables.codes.indexOf(c)]);
const words = (s: string): Set<string> => new Set(s.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean));

describe('the Just Desserts plug-in', () => {
  it('is registered for the game', () => {
    expect(boardFor('just-desserts')).toBe(justDessertsBoard);
    expect(Object.values(justDessertsBoard.verbKeys ?? {})).not.toContain('q');
  });
});

describe('the Just Desserts table', () => {
  // Candice craves marshmallow and veggies, dislikes chocolate. Seats 1 and 2 hold nothing
  // that fits; seat 3 holds Candied yams (her favorite); seat 4 Toasted marshmallows and Carrot cake.
  const candice = candiceDeck();

  it('shows the guest at hand, who is offered it and who was not asked, and every seat', () => {
    const m = match(4, { deck: candice });
    const { board, hand } = draw(m, 2);
    expect(board).toContain('Seat 1 drew ☾ Candice · offered to you · not asked: Seat 2');
    expect(board).toContain('☾ Candice 3 pts: craves marshmallow, veggies; dislikes chocolate; fav yams');
    expect(board).toMatch(/▶Seat 3 \(you\)\s+0 pts {2}hand 5/);
    expect(board).toMatch(/ Seat 1\s+0 pts {2}hand 6 +—/);
    expect(board).toContain('Waiting Room: empty');
    expect(board).toContain('Guest pile 23 · dessert pile 55 · dirty dishes 0 · closing time: not yet');
    expect(board).toContain('Yours (5): ▸yams*◂ mallow/veg  glazed pastry  napoleon pastry');
    expect(hand).toContain('Serves for Candice: yams*');
    expect(hand).toContain('* a favorite: serving it draws you a dessert');
  });

  it('tells a skipped seat it is not asked, without a word about its desserts', () => {
    const m = match(4, { deck: candice });
    const { board, hand } = draw(m, 1);
    expect(hand).toContain('You hold nothing that serves Candice: you are not asked.');
    expect(board).toContain('offered to Seat 3 · not asked: you');
    // the drawer sees the same, naming the seat
    expect(draw(m, 0).board).toContain('offered to Seat 3 · not asked: Seat 2');
    expect(draw(m, 0).hand).not.toMatch(/Serves for/);
  });

  it('offers the next seat its own serving sets once a seat passes', () => {
    const m = match(4, { deck: candice, moves: ['3: pass'] });
    const { board, hand } = draw(m, 3);
    expect(board).toContain('offered to you · passed: Seat 3 · not asked: Seat 2');
    expect(hand).toContain('Serves for Candice: carrot+toasted');
    expect(hand).not.toContain('* a favorite');
  });

  it('lists the sets with a favorite first', () => {
    // Agent 17 craves pastry and fruit, dislikes nuts; Apple turnover is a favorite
    const deck = stack(
      ['agent17'],
      [
        ['turnover', 'baklava', 'fruitsalad', 'glazed', 'brittle'],
        ['fudge', 'candybar', 'vanilla', 'poundcake', 'yellowcake'],
      ],
      ['sugarcookies', 'tapioca', 'brulee'],
    );
    const m = match(['human', 'greedy'], { deck });
    const { hand, board } = draw(m, 0);
    expect(hand).toContain('Serves for Agent 17: turnover*, fruitsalad+glazed');
    expect(board).toContain('You drew ☾ Agent 17 · serve it or offer it around');
    expect(board).toMatch(/▶You\s+0 pts/);
  });

  describe('a steal', () => {
    const hands = (blocker: string) => [
      ['turnover', 'fudge', blocker, 'poundcake', 'yellowcake'],
      ['waffles', 'brulee', 'tapioca', 'cheesecake', 'shoofly'],
    ];
    const pile = ['sugarcookies', 'fortune', 'glazed', 'napoleon', 'ginger', 'brittle', 'cherrypie'];
    const opening = ['1: serve turnover', '1: end'];

    it('shows the steals and the Waiting Room serves in the steal phase', () => {
      const m = match(2, { deck: stack(['agent17', 'candice'], hands('fruitsalad'), pile), moves: opening });
      const { board, hand } = draw(m, 1);
      expect(board).toMatch(/ Seat 1 {9}3 pts {2}hand 7 {2}☾ ▸agent17◂ 3/);
      expect(board).toContain('Waiting Room 1: ☾ Candice 3 pts');
      // the steal verb comes first, its cursor on the only guest that can be stolen
      expect(hand).toContain('Steal agent17 (seat 1) with: waffles*');
      // with the freshening verb chosen instead: every steal, and the Waiting Room
      const other = draw(m, 1, { sel: selection(m, 1, { verb: 'discard', cursor: 'waffles', choices: ['waffles'] }) });
      expect(other.hand).toContain('Steal agent17 (seat 1): waffles*');
      expect(other.hand).toMatch(/Waiting Room: nothing you hold serves Candice/);
    });

    it('asks the victim to block, naming its blocking aces', () => {
      const m = match(2, { deck: stack(['agent17', 'candice'], hands('fruitsalad'), [...pile]), moves: [...opening, '2: steal agent17 waffles'] });
      const victim = draw(m, 0);
      expect(victim.board).toContain('Seat 2 steals ☾ Agent 17 from you with waffles · block or allow?');
      expect(victim.hand).toContain('Block with an ace Agent 17 craves: fruitsalad');
      expect(victim.hand).toContain('or allow: Seat 2 takes Agent 17 and bribes you one dessert.');
      const thief = draw(m, 1);
      expect(thief.board).toContain('You steal ☾ Agent 17 from Seat 1 with waffles · Seat 1 may block');
      expect(thief.hand).not.toContain('fruitsalad');
    });

    it('has the thief choose a bribe', () => {
      const m = match(2, { deck: stack(['agent17', 'candice'], hands('vanilla'), pile), moves: [...opening, '2: steal agent17 waffles'] });
      const { board, hand } = draw(m, 1);
      expect(board).toContain('You took ☾ Agent 17 from Seat 1 · a bribe is due (face down)');
      expect(hand).toContain('Pay what helps you least: the bribe goes to Seat 1, face down.');
    });
  });

  it('marks the cursor, the open choices and the words chosen', () => {
    const m = match(2, { deck: stack(['agent17', 'candice'], [
      ['turnover', 'fudge', 'fruitsalad', 'poundcake', 'yellowcake'],
      ['waffles', 'brulee', 'tapioca', 'cheesecake', 'shoofly'],
    ], ['sugarcookies', 'fortune', 'glazed']), moves: ['1: serve turnover', '1: end'] });
    const steal = draw(m, 1, { sel: selection(m, 1, { verb: 'steal', cursor: 'agent17', choices: ['agent17'] }) });
    expect(steal.board).toContain('☾ ▸agent17◂ 3');
    const chosen = draw(m, 1, { sel: selection(m, 1, { verb: 'steal', args: ['agent17'], cursor: 'waffles', choices: ['waffles'] }) });
    expect(chosen.board).toContain('☾ [agent17] 3');
    expect(chosen.board).toContain('▸waffles◂ fruit/pastry');
    const ascii = draw(m, 1, { glyphs: ASCII, sel: selection(m, 1, { verb: 'discard', cursor: 'brulee', choices: ['waffles', 'brulee'] }) });
    expect(ascii.board).toContain('.waffles fruit/pastry  >brulee< pud');
    expect(ascii.board).toContain(')) agent17 3');
    // icons are marks, never letters a name could be read with ("St Mojo")
    expect(ascii.board).not.toMatch(/\b(He|Di|Cl|Sp|St|Ci|Sq|Cr) [a-z]/);
  });

  it('words the prompt for each step', () => {
    const m = match(4, { deck: candice });
    const v = viewOf<JdView>(m, 2);
    const p = (verb: string, args: string[] = [], choices: string[] = []) =>
      justDessertsBoard.prompt?.(v, { verb, args, cursor: '', choices, active: true }, UNICODE, m.data);
    expect(p('serve')).toBe('Serve Candice: which dessert? (the sets that fit are above)');
    expect(p('serve', ['yams'], [''])).toBe('Serve Candice with yams: Enter.');
    expect(p('pass')).toBe('Pass Candice on: Enter.');
    expect(justDessertsBoard.why?.(v, 'serve yams', m.data)).toMatch(/favorite/);
  });
});

describe('every position of whole games', () => {
  for (const n of [2, 3, 4, 5]) {
    it(`fits the regions and 80 columns, and keeps other hands private, for ${n} players`, () => {
      let checked = 0;
      for (const seed of [1, 2, 3]) {
        const m = match(n, { seed });
        playThrough(m, seed, (mm) => {
          const hands = Array.from({ length: n }, (_, x) => (mm.view(x).hand as string[]) ?? []);
          for (let seat = -1; seat < n; seat++) {
            for (const g of [UNICODE, ASCII]) {
              const { board, hand } = text(mm, seat, g);
              expect(board.length).toBeLessThanOrEqual(BOARD_LINES);
              expect(hand.length).toBeLessThanOrEqual(HAND_LINES);
              for (const l of [...board, ...hand]) expect(l.length).toBeLessThanOrEqual(78);
              if (g.ascii) for (const l of [...board, ...hand]) expect(l).toMatch(/^[\x20-\x7e]*$/);
              if (seat < 0 || g.ascii) continue;
              // desserts held by others that this seat cannot know of
              const v = viewOf<JdView>(mm, seat);
              const known = new Set([...(v.hand ?? []), ...(v.steal?.desserts ?? [])]);
              for (const code of v.guests.flat().concat(v.waitingRoom, v.guestAtHand ?? [], v.steal?.guest ?? [])) {
                for (const f of guestFace(code)?.favorites ?? []) known.add(f);
              }
              const seen = words([...board, ...hand].join('\n'));
              const all = [...board, ...hand].join('\n');
              for (let x = 0; x < n; x++) {
                if (x === seat) continue;
                for (const code of hands[x]) {
                  if (known.has(code)) continue;
                  expect(seen.has(code), `seat ${seat + 1} sees ${code} of seat ${x + 1}`).toBe(false);
                }
                for (const name of names(hands[x])) expect(all).not.toContain(name);
              }
              checked++;
            }
          }
        });
      }
      expect(checked).toBeGreaterThan(50);
    });
  }

  it('draws at 80 columns through ink', () => {
    const m = match(5, { seed: 4 });
    let frames = 0;
    playThrough(m, 4, (mm) => {
      const seat = mm.toMove()[0] ?? 0;
      const { board, hand } = draw(mm, seat);
      for (const l of `${board}\n${hand}`.split('\n')) expect(l.length).toBeLessThanOrEqual(80);
      expect(board.split('\n').length).toBeLessThanOrEqual(BOARD_LINES);
      expect(hand.split('\n').length).toBeLessThanOrEqual(HAND_LINES);
      frames++;
    }, 120);
    expect(frames).toBeGreaterThan(20);
  });

  it('offers exactly the legal serves, steals and Waiting Room serves, from the selection\'s legal moves', () => {
    let compared = 0;
    for (const n of [2, 3, 5]) {
      const m = match(n, { seed: 10 + n });
      playThrough(m, n, (mm) => {
        const seat = mm.toMove()[0];
        if (seat === undefined) return;
        const v = viewOf<JdView>(mm, seat);
        const legal = mm.legal(seat).map((l) => l.text);
        const help = serveHelp(v, faces, legal);
        const shown = [
          ...(help.atHand?.serves.map((s) => `serve ${s.desserts.join(' ')}`) ?? []),
          ...(help.waiting?.serves.map((s) => `waiting ${s.desserts.join(' ')}`) ?? []),
          ...help.steals.flatMap((g) => g.serves.map((s) => `steal ${g.guest} ${s.desserts.join(' ')}`)),
        ].sort();
        const serving = legal.filter((t) => /^(serve|waiting|steal) /.test(t)).sort();
        expect(shown).toEqual(serving);
        for (const g of [help.atHand, help.waiting, ...help.steals]) {
          for (const s of g?.serves ?? []) {
            const fav = guestFace(g?.guest ?? '')?.favorites ?? [];
            expect(s.favorite).toBe(s.desserts.some((d) => fav.includes(d)));
          }
        }
        // the hand reads the legal moves the play screen hands it, only while the seat decides
        const sel = { verb: '', args: [], cursor: '', choices: [], active: true, legal };
        expect(legalTexts(sel)).toEqual(legal);
        expect(legalTexts({ ...sel, active: false })).toEqual([]);
        compared++;
      });
    }
    expect(compared).toBeGreaterThan(100);
  });
});

describe('hot-seat play by keys', () => {
  const KEY = { enter: '\r' };
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dg-jd-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('asks each person behind the curtain in turn, skipping who holds nothing that fits', async () => {
    const m = match(4, { deck: candiceDeck() });
    const app = playApp(m, dir);
    const { frame, until, press, lift } = app;
    // seat 1 holds nothing for Candice (passed for it), seat 2 is skipped: seat 3 is first
    await until('Pass the keyboard to Seat 3.');
    expect(frame()).not.toMatch(/yams|fudge|brulee/);
    await lift(3);
    await until('Serves for Candice: yams*');
    expect(frame()).toContain('offered to you · not asked: Seat 2');
    for (const l of frame().split('\n')) expect(l.length).toBeLessThanOrEqual(80);
    // P (a capital: passing gives the guest away), Enter plays it; the curtain falls for seat 4
    await press('P', KEY.enter);
    await until('Pass the keyboard to Seat 4.');
    await lift(4);
    await until('Serves for Candice: carrot+toasted');
    expect(frame()).toMatch(/Yours \(5\): toasted mallow/);
    expect(frame()).not.toMatch(/yams\*|yams mallow/);
    // Enter twice: carrot, then toasted, and Candice is seated at seat 4
    await press(KEY.enter, KEY.enter);
    await until('Pass the keyboard to Seat 1.');
    expect(m.view(-1).guests).toEqual([[], [], [], ['candice']]);
    // seat 1 goes on with its steal phase and reads what happened
    await lift(1);
    await until('Seat 4 claims Candice with Carrot cake and Toasted marshmallows');
    expect(frame()).toMatch(/ Seat 4 +3 pts {2}hand \d+ +☾ candice 3/);
    app.unmount();
  });
});

describe('the end of the party', () => {
  /** A hot-seat game of `n` people played out by greedy. */
  function finished(n: number, seed: number): Match {
    const m = match(n, { seed });
    const rng = seedRng(seed);
    while (!m.outcome().over) {
      const s = m.toMove()[0];
      m.play(s, greedyPlayer.choose(m.decision(s, rng)));
    }
    return m;
  }
  const flat = (lines: readonly (readonly { text: string }[])[]) => lines.map((l) => l.map((s) => s.text).join(''));

  it('names the winner for everyone at the table, not "you" for whoever looked last', () => {
    const m = finished(4, 2);
    expect(m.outcome().winners).toEqual([1]);
    // seat 2 won and looked last: the screen is read by all four people
    const lines = flat(boardLines(contextOf(justDessertsBoard, { view: viewOf<JdView>(m, 1), seat: 1, names: seatNames(m.seats), data: m.data })));
    expect(lines[0]).toBe('Game over: Seat 2 wins · a trio of one icon');
    expect(lines.join('\n')).not.toContain('(you)');
    // with one person at the table, it is "you"
    const solo = matchFromRecord({ ...m.record(), seats: ['human', 'greedy', 'greedy', 'greedy'] });
    expect(flat(boardLines(contextOf(justDessertsBoard, { view: viewOf<JdView>(solo, 0), names: seatNames(solo.seats), data: solo.data })))[0]).toMatch(/^Game over: Seat 2 \(greedy\) wins/);
  });

  it.each([
    ['full', undefined],
    ['compact', { name: 'compact' as const, width: 58, boardLines: 10, handLines: 2 }],
  ])('keeps every guest group named and the winners\' points in the %s layout', (_name, layout) => {
    for (const [n, seed] of [[4, 1], [5, 1], [5, 3]]) {
      const m = finished(n, seed);
      const v = viewOf<JdView>(m, 0);
      const lines = flat(boardLines(contextOf(justDessertsBoard, { view: v, names: seatNames(m.seats), data: m.data, layout })));
      const icons = /^ +[♥♦♣♠★●■☾] /;
      const rows = lines.slice(1);
      for (const [i, l] of rows.entries()) {
        // a seat's continuation line starts with its group's icon
        if (/^ {10,}\S/.test(l) && /pts {2}hand/.test(rows[i - 1] ?? '')) expect(l).toMatch(icons);
      }
      for (const w of v.winners) {
        const at = rows.findIndex((l) => l.startsWith(`✓Seat ${w} `));
        let end = at + 1;
        while (end < rows.length && /^ {10,}/.test(rows[end])) end++;
        const row = rows.slice(at, end).join(' ');
        for (const code of v.guests[w - 1]) expect(row).toContain(`${code} ${guestFace(code)?.points}`);
      }
    }
  });
});

describe('a guest card too long for its line', () => {
  // Just Desserts' compact layout: a line more for the table, the serving sets in one
  const COMPACT = { name: 'compact' as const, width: 58, boardLines: 11, handLines: 1 };
  const flat = (lines: readonly (readonly { text: string }[])[]) => lines.map((l) => l.map((s) => s.text).join(''));
  const board = (m: Match, seat: number, layout?: typeof COMPACT) =>
    flat(boardLines(contextOf(justDessertsBoard, { view: viewOf<JdView>(m, seat), selection: selection(m, seat), seat, names: seatNames(m.seats), data: m.data, layout })));

  it('takes a second line where lines are left, so the favorites show: the Waiting Room, then the card in view', () => {
    // three seats: the Professor waits; his card (fav shortcake, pineapple) is cut on one line
    const m = match(3, { seed: 11 });
    for (const layout of [undefined, COMPACT]) {
      const lines = board(m, 0, layout);
      const at = lines.findIndex((l) => l.startsWith('Waiting Room 1: '));
      expect(lines[at], lines.join('\n')).toMatch(/craves fruit, cake;$/);
      expect(lines[at + 1]).toBe('  dislikes chocolate; fav shortcake, pineapple');
      expect(lines.length).toBeLessThanOrEqual(11);
    }
    // the card of a guest drawn comes first: the Little Girl offered, at 58 columns
    let offered: Match | undefined;
    playThrough(match(3, { seed: 11 }), 11, (mm) => {
      if (!offered && viewOf<JdView>(mm, 0).phase === 'offer') offered = mm.copy();
    }, 60);
    expect(offered).toBeDefined();
    const v = viewOf<JdView>(offered as Match, 0);
    const lines = board(offered as Match, 0, COMPACT);
    const favs = guestFace(v.guestAtHand ?? '')?.favorites ?? [];
    expect(favs.length).toBeGreaterThan(0);
    expect(lines.slice(1, 3).join(' '), lines.join('\n')).toContain(`fav ${favs.join(', ')}`);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(58);
  });
});
