// Surrealist Dinner Party on screen: the ring of guests seat by seat with appetite slots read
// without colour, the platter and the next course, each Stash, the hand; within the full and
// compact layouts at 2-4 seats through whole games in each mode, Unicode and ASCII, every
// seat's plate said; no seat sees another's hand;
// the arrow keys' places; prompts, hints and the harmless Enter; and, at a shared keyboard, a
// token given out of turn asked behind the curtain.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Match } from '../../src/engine/match.js';
import type { SeatKind } from '../../src/engine/record.js';
import { boardFor } from '../../src/ui/boards/index.js';
import { facesFrom, shortNames } from '../../src/ui/boards/surrealist-dinner-party/faces.js';
import { wordPlaces } from '../../src/ui/boards/surrealist-dinner-party/lines.js';
import { curtainNote, prettify, startMove, surrealistDinnerPartyBoard as plugin, wordOf } from '../../src/ui/boards/surrealist-dinner-party/plugin.js';
import type { SdpView } from '../../src/games/surrealist-dinner-party/view.js';
import { neighbours, ring } from '../../src/ui/boards/surrealist-dinner-party/view.js';
import { BOARD_LINES, HAND_LINES, targetsFor, type BoardLayout, type SelectionView } from '../../src/ui/boards/types.js';
import { ASCII, UNICODE, type Glyphs } from '../../src/ui/glyphs.js';
import { INITIAL_PLAY, choices, playReducer, verbsOf } from '../../src/ui/state/play-reducer.js';
import { seatNames } from '../../src/ui/seats.js';
import { inYourWords } from '../../src/ui/your-words.js';
import { playApp } from '../helpers/app.js';
import { playThrough as playGame } from '../helpers/playthrough.js';
import { drawn, viewOf } from '../helpers/boards.js';
import { boardOf, data, faces, flat, fourSeats, handOf, idle, names4, seated } from '../helpers/surrealist-board.js';
import { matchFromRecord } from '../helpers/rules.js';

describe('the Surrealist Dinner Party plug-in', () => {
  it('is registered for the game', () => {
    expect(boardFor('surrealist-dinner-party')).toBe(plugin);
  });

  it('reads the shipped cards: names with accents, appetites, and the menu per seat count', () => {
    expect(faces.guests.size).toBe(30);
    expect(faces.guests.get('dali')).toMatchObject({ name: 'Salvador Dalí', short: 'Salvador Dalí', appetites: ['F', '*', 'R'], icon: 'plate' });
    expect(faces.guests.get('zurn')?.name).toBe('Unica Zürn');
    expect(faces.courses.map((c) => c.name)).toEqual(['Cocktails', "Hors d'Oeuvres", 'Aperitifs', 'Main Course', 'Digestifs', 'Dessert']);
    expect(faces.courses[4].platter.get(4)).toEqual({ W: 4, D: 4 });
    expect(faces.courses[3].platter.get(2)).toEqual({ F: 7 });
  });

  it('shortens long names for the table, keeping two guests of one surname apart', () => {
    expect(shortNames(['Leonora Carrington', 'Suzanne Césaire', 'Aimé Césaire', 'Lola Álvarez Bravo', 'Toyen'])).toEqual([
      'Carrington',
      'S. Césaire',
      'Aimé Césaire',
      'Álvarez Bravo',
      'Toyen',
    ]);
    for (const f of faces.guests.values()) expect(f.short.length).toBeLessThanOrEqual(13);
    expect(new Set([...faces.guests.values()].map((f) => f.short)).size).toBe(30);
  });
});

describe('the ring', () => {
  it('runs along each row and on to the next seat, skipping a seat with no guests, back to the first', () => {
    const v = fourSeats();
    expect(ring(v).map((p) => p.guest)).toEqual(['dali', 'klee', 'carrington', 'joans', 'toyen', 'bravo', 'scesaire', 'acesaire']);
    expect(neighbours(v, 'carrington').map((p) => p.guest)).toEqual(['klee', 'joans']);
    expect(neighbours(v, 'toyen').map((p) => p.guest)).toEqual(['joans', 'bravo']);
    expect(neighbours(v, 'dali').map((p) => p.guest)).toEqual(['acesaire', 'klee']);
  });

  it('gives a lone guest no neighbours and two guests each other only', () => {
    const one = fourSeats({ table: [[seated('dali')], [], [], []] });
    expect(neighbours(one, 'dali')).toEqual([]);
    const two = fourSeats({ table: [[seated('dali')], [], [seated('klee')], []] });
    expect(neighbours(two, 'dali').map((p) => p.guest)).toEqual(['klee']);
  });
});

describe('the table by hand', () => {
  it('draws every seat with its guests in ring order, slots with tokens and marks, the platter and the next course', () => {
    const lines = flat(boardOf(fourSeats(), faces, idle, UNICODE, 0, names4, [0]));
    expect(lines).toHaveLength(BOARD_LINES);
    expect(lines[0]).toBe("Course 2 of 6: Hors d'Oeuvres · platter F×5 · next: Aperitifs W×6");
    expect(lines[1]).toMatch(/^▶You +hand 4 +↻ Salvador Dalí +→ Paul Klee +→ Carrington$/);
    expect(lines[2]).toMatch(/^ Stash F1 W2 +│ FF✓ \*W✓ RW✗ +DD✓ F_ W_ \*_ +F_ R_ C_$/);
    // seat 2's first guest follows seat 1's last on the ring: the row starts with ↳
    expect(lines[3]).toMatch(/^ Seat 2 \(greedy\) hand 5 +↳ Ted Joans +→ Toyen$/);
    expect(lines[5]).toMatch(/^ Seat 3 \(greedy\) hand 6 +no guests seated$/);
    expect(lines[6]).toBe(' Stash F12W10D10C10R10');
    expect(lines[7]).toContain('↳ Álvarez Bravo   → S. Césaire      → Aimé Césaire');
    expect(lines[8]).toContain('│ CC✓ RC✗ *R✓       C_ W_             FF✓ FF✓ *D✓');
    expect(lines[9]).toBe('Your turn: play a guest, compliments or drama, serve or trash');
    expect(lines[10]).toBe('Slot: kind, token (_ none), ✓ match ✗ not · ring → row by row, ↻ last to first');
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(78);
    const hand = flat(handOf(fourSeats(), faces, idle, UNICODE, 0));
    expect(hand).toEqual(['Your hand (4): Dora Maar D W F · Jean Arp W D F * · Oppenheim D C', '  Colquhoun F W D *']);
  });

  it('reads without colour or Unicode: letters and ASCII marks', () => {
    const lines = flat(boardOf(fourSeats(), faces, idle, ASCII, 0, names4, [0]));
    expect(lines[1]).toMatch(/^>You +hand 4 +\^ Salvador Dalí +> Paul Klee/);
    expect(lines[2]).toContain('| FF+ *W+ RW!');
    expect(lines[3]).toContain('\\ Ted Joans');
    for (const l of lines) {
      expect(l.length).toBeLessThanOrEqual(78);
      // only the guests' accented names go beyond ASCII
      expect(l.replace(/[ÁáéíüÜ]/g, '')).toMatch(/^[\x20-\x7e]*$/);
    }
  });

  it('marks a compliment under way: the guest chosen, the neighbours that may get one, the cursor, and names the focus', () => {
    const sel: SelectionView = { verb: 'compliment', args: ['carrington'], cursor: 'joans', choices: ['klee', 'joans'], active: true };
    const lines = flat(boardOf(fourSeats(), faces, sel, UNICODE, 0, names4, [0]));
    expect(lines[1]).toContain('→ ·Paul Klee      → [Carrington]');
    expect(lines[3]).toContain('↳ ▸Ted Joans◂     → Toyen');
    expect(lines[10]).toBe('Ted Joans  W C * · Seat 2, neighbours Carrington (you), Toyen (Seat 2)');
  });

  it('numbers the places in your row while a guest is being seated', () => {
    const v = fourSeats({ table: [[seated('dali'), seated('klee')], [], [], []] });
    const sel: SelectionView = { verb: 'seat', args: ['maar'], cursor: '2', choices: ['1', '2', '3'], active: true };
    const lines = flat(boardOf(v, faces, sel, UNICODE, 0, names4, [0]));
    expect(lines[1]).toMatch(/hand 4 +1 Salvador Dalí +▸2◂Paul Klee +3$/);
    expect(flat(handOf(v, faces, sel, UNICODE, 0))[0]).toContain('[Dora Maar] D W F');
  });

  it("asks the guest's owner where a received token goes, its free appetites marked", () => {
    const v = fourSeats({ phase: 'place', pending: { seat: 4, choice: 'place', guest: 'scesaire', token: 'C', appetites: ['C', 'W'] } });
    const sel: SelectionView = { verb: 'place', args: [], cursor: 'C', choices: ['C', 'W'], active: true };
    const mine = flat(boardOf(v, faces, sel, UNICODE, 3, names4, [3]));
    expect(mine[7]).toMatch(/^▶Seat 4/);
    expect(mine[8]).toContain('▸C_◂ ·W_');
    expect(mine[9]).toBe('Place the Compliment given to your Suzanne Césaire: on which appetite?');
    // the platter is not a choice of a placement
    expect(mine[0]).toContain('platter F×5');
    const theirs = flat(boardOf(v, faces, idle, UNICODE, 0, names4, [3]));
    expect(theirs[9]).toBe('Seat 4 (greedy) places the Compliment given to Suzanne Césaire');
  });

  it('asks for a Perfectly Content bonus, as many tokens as the view says', () => {
    const v = (count?: number) => fourSeats({ phase: 'bonus', pending: { seat: 1, choice: 'bonus', guest: 'acesaire', count } });
    expect(flat(boardOf(v(2), faces, idle, UNICODE, 0, names4, [0]))[9]).toBe('Aimé Césaire went home Perfectly Content: stash two tokens of your choice');
    const people = seatNames(['human', 'human', 'greedy', 'greedy']);
    expect(flat(boardOf(v(3), faces, idle, UNICODE, 1, people, [0]))[9]).toBe('Seat 1 stashes 3 tokens: Aimé Césaire went home Perfectly Content');
    expect(curtainNote(v(3), faces, 0, people)).toBe('Aimé Césaire went home Perfectly Content: Seat 1 chooses 3 tokens.');
  });

  it('tells the end of the game: the winners, their score and every Stash', () => {
    const v = fourSeats({ phase: 'over', table: [[], [], [], []], stash: [{ F: 5 }, { W: 7 }, { C: 7 }, { R: 1 }] });
    const lines = flat(boardOf(v, faces, idle, UNICODE, 0, names4, []));
    expect(lines[0]).toBe("Course 2 of 6: Hors d'Oeuvres · platter F×5");
    // four seats' scores would not fit beside it: the Stash rows say them
    expect(lines[9]).toBe('Game over: Seat 2 and Seat 3 share the win with 7');
    expect(lines[6]).toBe(' Stash C7');
    const two = fourSeats({ phase: 'over', table: [[], []], stash: [{ F: 5 }, { W: 7 }], hands: [0, 0] });
    const duel = flat(boardOf(two, faces, idle, UNICODE, 0, seatNames(['human', 'greedy']), []));
    expect(duel[5]).toBe('Game over: Seat 2 wins with 7 · You 5 · Seat 2 7');
  });

  it('draws through ink within 80 columns and its regions', () => {
    const props = { view: fourSeats(), selection: idle, glyphs: UNICODE, seat: 0, names: names4, data, toMove: [0] };
    const board = drawn(plugin, 'board', props);
    const hand = drawn(plugin, 'hand', props);
    expect(board.split('\n')).toHaveLength(BOARD_LINES);
    expect(hand.split('\n')).toHaveLength(HAND_LINES);
    for (const l of `${board}\n${hand}`.split('\n')) expect(l.length).toBeLessThanOrEqual(80);
    expect(board).toContain('↻ Salvador Dalí');
    expect(hand).toContain('Dora Maar D W F');
  });
});

describe('prompts, words, hints and keys', () => {
  it('words every step, names guests with accents in lists, and gives a reason for every kind of move', () => {
    const v = fourSeats();
    const ask = (verb: string, args: string[] = []) => plugin.prompt?.(v, { ...idle, verb, args, active: true }, UNICODE, data) ?? '';
    expect(ask('seat')).toBe('Seat which guest from your hand? (then send one home, or end)');
    expect(ask('seat', ['maar'])).toBe('Seat Dora Maar where? Places in your row count from the left.');
    expect(ask('compliment', ['dali'])).toBe('Salvador Dalí gets a Compliment; which neighbour gets one too?');
    expect(ask('serve', ['W'])).toBe('Serve the Wine to which of your guests?');
    for (const verb of ['home', 'end', 'drama', 'trash', 'place', 'bonus', 'plates', 'use', 'skip']) expect(ask(verb)).not.toBe('');
    // with room for "Seat 2: " before it at a shared keyboard, whatever the guest
    for (const code of faces.guests.keys()) {
      const placing = fourSeats({ phase: 'place', pending: { seat: 1, choice: 'place', guest: code, token: 'C' } });
      const asks = [ask('seat', [code]), ask('compliment', [code]), ask('drama', [code]), plugin.prompt?.(placing, { ...idle, verb: 'place', active: true }, UNICODE, data) ?? ''];
      for (const a of asks) expect(a.length, a).toBeLessThanOrEqual(70);
    }
    expect(wordOf('scesaire', faces)).toBe('S. Césaire');
    expect(wordOf('bravo', faces)).toBe('Álvarez Bravo');
    expect(wordOf('W', faces)).toBe('W Wine');
    for (const move of ['seat maar 1', 'home dali', 'compliment carrington klee', 'drama carrington joans', 'serve F carrington', 'trash F', 'place W', 'bonus F W', 'end']) {
      expect(plugin.why?.(v, move, data), move).toBeTruthy();
    }
    expect(plugin.why?.(v, 'home dali', data)).toBe('2 matching tokens go to your Stash');
  });

  it('words token letters in the log', () => {
    expect(prettify('Seat 1 stashes F and W for a Perfectly Content guest')).toBe('Seat 1 stashes a Food and a Wine for a Perfectly Content guest');
    expect(prettify('Jean Arp takes the Compliment on its * appetite (a match)')).toBe('Jean Arp takes the Compliment on its wild appetite (a match)');
    // the second verb would not agree once the seat is "You"
    expect(inYourWords(prettify('Seat 1 sends Sun Ra home and stashes 1 token'), names4)).toBe('You send Sun Ra home: 1 token stashed');
    expect(plugin.prettify?.('Seat 2 trashes a Wine from the Platter', UNICODE)).toBe('Seat 2 trashes a Wine from the Platter');
  });

  it('keeps the action keys off the platter tokens F W D, so those can be typed while serving', () => {
    const keys = Object.values(plugin.verbKeys ?? {});
    for (const k of ['f', 'w', 'd']) expect(keys).not.toContain(k);
    expect(plugin.verbKeys).toMatchObject({ compliment: 'c', drama: 'r', serve: 'v' });
  });

  it('never starts on a trash: a bare Enter ends the turn, or starts seating or serving', () => {
    expect(plugin.defaultVerb?.(['trash', 'home', 'end'])).toBe('end');
    expect(plugin.defaultVerb?.(['trash', 'serve'])).toBe('serve');
    expect(plugin.defaultVerb?.(['seat', 'home', 'compliment', 'drama', 'serve', 'trash'])).toBe('seat');
  });

  it('starts a placement on the appetite the token matches, else a wild one', () => {
    const v = (token: string) => fourSeats({ phase: 'place', pending: { seat: 1, choice: 'place', guest: 'dali', token } });
    expect(startMove(v('R'), ['place F', 'place R'])).toBe('place R');
    expect(startMove(v('W'), ['place F', 'place *', 'place R'])).toBe('place *');
    expect(startMove(v('C'), ['place F', 'place R'])).toBeUndefined();
    expect(startMove(fourSeats(), ['seat maar 1'])).toBeUndefined();
  });

  it('places guests, seat positions and platter tokens for the arrow keys', () => {
    const v = fourSeats({ table: [[seated('dali'), seated('klee')], [seated('joans')], [], []] });
    const at = wordPlaces(v, 0);
    expect(at.klee[1]).toBe(at.dali[1]);
    expect(at.klee[0]).toBeGreaterThan(at.dali[0]);
    expect(at.joans[1]).toBeGreaterThan(at.dali[1]);
    expect(at['2'][0]).toBeGreaterThan(at.dali[0]);
    expect(at['2'][0]).toBeLessThan(at.klee[0]);
    expect(at.F[1]).toBeLessThan(at.dali[1]);
    expect(at.maar[1]).toBeGreaterThan(at.joans[1]);
    // through the play reducer: from Dalí, right is Klee and down is Joans
    const legal = ['compliment dali klee', 'compliment dali joans', 'compliment klee dali'].map((text, move) => ({ move, text }));
    const targets = targetsFor(plugin, 0, () => v);
    let s = playReducer(INITIAL_PLAY, { type: 'reset', legal, targets });
    s = playReducer(s, { type: 'enter' });
    expect(s.args).toEqual(['dali']);
    expect(s.cursor).toBe('klee');
    s = playReducer(s, { type: 'arrow', dir: 'down' });
    expect(s.cursor).toBe('joans');
  });
});

/** A whole game, mostly seating guests and filling appetites, so rows fill up and tokens pile on. */
const playThrough = (m: Match, seed: number, visit: (m: Match) => void): void =>
  playGame(m, seed, visit, /^(seat|compliment|drama|serve|place)/, 4, 1500);

/** The selection the play screen gives `seat`: the default verb, then the first word chosen when there is one. */
function selections(m: Match, seat: number): SelectionView[] {
  const legal = m.legal(seat);
  if (!legal.length) return [idle];
  let st = playReducer(INITIAL_PLAY, { type: 'reset', legal, preferredKeys: plugin.verbKeys, defaultVerb: plugin.defaultVerb?.(verbsOf(legal)) });
  const out: SelectionView[] = [];
  for (let k = 0; k < 3 && !st.chosen; k++) {
    out.push({ verb: st.verb, args: st.args, cursor: st.cursor, choices: choices(st), active: true, legal: legal.map((l) => l.text) });
    st = playReducer(st, { type: 'enter' });
  }
  return out;
}

/** The full layout, and the compact one (58 columns, 10 + 2 lines) the plug-in asks for. */
const FULL: BoardLayout = { name: 'full', width: 78, boardLines: BOARD_LINES, handLines: HAND_LINES };
const COMPACT: BoardLayout = { name: 'compact', width: 58, boardLines: plugin.layouts?.compact?.board ?? 0, handLines: plugin.layouts?.compact?.hand ?? 0 };

describe('every position of whole games', () => {
  // casual in the full layout with two deals; the modes with abilities (advanced: faux pas and
  // the draft too) in both layouts with one
  const cases: [string, BoardLayout, number[]][] = [
    ['casual', FULL, [1, 2]],
    ['advanced', FULL, [3]],
    ['advanced', COMPACT, [4]],
    ['normal', COMPACT, [5]],
  ];
  for (const [mode, layout, seeds] of cases) {
    for (const n of [2, 3, 4]) {
      it(`fits the ${layout.name} layout, shows every guest, Stash and plate, and keeps hands private: ${mode}, ${n} seats`, () => {
        for (const seed of seeds) {
          const m = matchFromRecord({ game: 'surrealist-dinner-party', seed, options: { mode }, seats: Array.from({ length: n }, () => 'human' as SeatKind), moves: [] });
          const names = seatNames(m.seats);
          // two lines a seat, three when abilities get a line of their own (seats.ts)
          const perSeat = mode !== 'casual' && layout.boardLines - 1 - 3 * n >= 3 ? 3 : 2;
          let seen = 0;
          playThrough(m, seed, () => {
            const seat = m.toMove()[0] ?? 0;
            const v = viewOf<SdpView>(m, seat);
            // the other seats' hands, from their own views: never on this seat's screen
            const others = m.seats.flatMap((_, x) => (x === seat ? [] : [...(viewOf<SdpView>(m, x).hand ?? []), ...(viewOf<SdpView>(m, x).draftHand ?? [])]));
            const hidden = others.map((c) => faces.guests.get(c)!);
            for (const g of [UNICODE, ASCII] as Glyphs[]) {
              for (const sel of selections(m, seat)) {
                const board = flat(boardOf(v, faces, sel, g, seat, names, m.toMove(), layout));
                const hand = flat(handOf(v, faces, sel, g, seat, layout));
                expect(board.length).toBeLessThanOrEqual(layout.boardLines);
                expect(hand.length).toBeLessThanOrEqual(layout.handLines);
                for (const l of [...board, ...hand]) expect(l.length).toBeLessThanOrEqual(layout.width);
                const text = [...board, ...hand].join('\n');
                const name = (c: string): string | undefined => (layout === FULL ? faces.guests.get(c)?.short : faces.guests.get(c)?.tiny);
                for (const p of ring(v)) expect(text).toContain(name(p.guest));
                // in the draft the guests kept are in your row (cut short in a narrow one), the rest in the hand region
                const ownRow = board[1 + perSeat * seat];
                const keptShown = v.phase !== 'draft' ? hand.join('\n') : ownRow.endsWith(g.ellipsis) ? undefined : ownRow;
                // the hand region names a guest by its table name, or by its compact one when that packs it in
                const named = (where: string, c: string): boolean => [faces.guests.get(c)?.short, faces.guests.get(c)?.tiny].some((x) => !!x && where.includes(x));
                if (keptShown !== undefined) for (const code of v.hand ?? []) expect(named(keptShown, code), code).toBe(true);
                for (const code of v.draftHand ?? []) expect(named(hand.join('\n'), code), code).toBe(true);
                for (let x = 0; x < n; x++) {
                  const line = board[2 + perSeat * x];
                  const label = line.slice(0, layout === FULL ? 24 : 16).trimEnd();
                  for (const [k, c] of Object.entries(v.stash[x]).filter(([, c]) => c > 0)) expect(line).toContain(`${k}${c}`);
                  // the plate this course, in words (abilities only)
                  const plate = v.table[x].some((p) => faces.guests.get(p.guest)?.icon === 'plate');
                  // the plate's word gives way only to a Stash that fills the label alone
                  const tight = Object.entries(v.stash[x]).filter(([, c]) => c > 0).map(([k, c]) => `${k}${c}`).join('');
                  if (`${tight} ready`.length > (layout === FULL ? 23 : 15)) continue;
                  if (mode === 'casual') expect(label).not.toMatch(/ready|used/);
                  else if (v.plateUsed[x]) expect(label).toMatch(/used$/);
                  else if (plate) expect(label).toMatch(/ready$/);
                  else expect(label).not.toMatch(/ready|used/);
                }
                for (const f of hidden) expect(text).not.toContain(f.name);
                seen++;
              }
            }
          });
          expect(m.outcome().over).toBe(true);
          expect(seen).toBeGreaterThan(100);
        }
      });
    }
  }
});

describe('a shared keyboard', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dg-sdp-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /**
   * Three people, each with one guest seated, seat 1 to play, and seat 3's guest (seat 1's
   * neighbour across the ring's end) free to take a Compliment on more than one kind of
   * appetite: its owner is asked, out of turn. Found among seeds, the first that fits.
   */
  function opening(): { m: Match; mine: string; theirs: string } {
    for (let seed = 1; seed < 200; seed++) {
      const m = matchFromRecord({ game: 'surrealist-dinner-party', seed, options: { mode: 'casual' }, seats: ['human', 'human', 'human'], moves: [] });
      for (let s = 0; s < 3; s++) m.play(s, m.legal(s)[0].move);
      const v = viewOf<SdpView>(m, -1);
      const [mine] = v.table[0];
      const [theirs] = v.table[2];
      const free = new Set(theirs.appetites.filter((a) => !a.token).map((a) => a.kind));
      if (m.toMove()[0] === 0 && free.size > 1 && m.legal(0).some((l) => l.text === `compliment ${mine.guest} ${theirs.guest}`)) {
        return { m, mine: mine.guest, theirs: theirs.guest };
      }
    }
    throw new Error('no seed fits');
  }

  it("asks the owner of a guest given a token behind the curtain, then goes back to the turn's seat", async () => {
    const { m, mine, theirs } = opening();
    const app = playApp(m, dir);
    const { frame, until, press, lift } = app;
    await until('Pass the keyboard to Seat 1.');
    await lift(1);
    await until('Your turn: play a guest');
    // c: compliments; the own guest (Enter), then seat 3's guest typed by its code
    await press('c', '\r', '/', ...theirs);
    // seat 1 places its own Compliment first when it has a choice
    for (let t = 0; t < 100 && frame().includes('Place the Compliment given to your') && m.toMove()[0] === 0; t++) await press('\r');
    await until('Pass the keyboard to Seat 3.');
    expect(frame()).toContain(`${faces.guests.get(theirs)?.name} has received a Compliment: Seat 3 places it.`);
    // nothing of seat 3's hand shows before the key
    expect(frame()).not.toContain('Your hand');
    await lift(3);
    await until(`Place the Compliment given to your ${faces.guests.get(theirs)?.name}: on which appetite?`);
    for (const l of frame().split('\n')) expect(l.length).toBeLessThanOrEqual(80);
    await press('\r');
    // placed out of turn; the turn goes on to seat 2, behind the curtain again
    await until('Pass the keyboard to Seat 2.');
    const placed = viewOf<SdpView>(m, -1).table[2][0].appetites.filter((a) => a.token === 'C');
    expect(placed).toHaveLength(1);
    expect(m.record().moves.some((t) => t.startsWith(`1: compliment ${mine} ${theirs}`) || t === `compliment ${mine} ${theirs}`)).toBe(true);
    app.unmount();
  });

  it('gives no curtain note when nobody is called out of turn', () => {
    expect(curtainNote(fourSeats(), faces, 0, names4)).toBeUndefined();
    const v = fourSeats({ pending: { seat: 2, choice: 'place', guest: 'joans', token: 'W' } });
    expect(curtainNote(v, faces, 1, names4)).toBe('Ted Joans has received a Wine: Seat 2 (greedy) places it.');
    expect(curtainNote(v, faces, 0, names4)).toBeUndefined();
  });
});

it('reads a designer file whose menu lists the counts per seat count', () => {
  const f = facesFrom({ guests: [{ code: 'x', name: 'Xavier Long-Surname Person', appetites: 'F W *' }], menu: [{ name: 'Soup', tokens: 'F', counts: { 2: 1, 3: 2, 4: 3 } }] });
  expect(f.guests.get('x')?.appetites).toEqual(['F', 'W', '*']);
  expect(f.courses[0].platter.get(3)).toEqual({ F: 2 });
});
