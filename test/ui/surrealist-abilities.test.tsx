// Surrealist Dinner Party on screen, the parts beyond casual mode: abilities in a few words
// (derived from their data) on cards, whole where there is room; each seat's plate this
// course; faux pas in play with each seat's progress and who leads; the draft and the faux pas
// keep; a prompt for each choice an ability needs, saying whose decision it is and the keys;
// and the compact layout's size and words.
import { describe, expect, it } from 'vitest';
import { briefOf } from '../../src/ui/boards/surrealist-dinner-party/brief.js';
import { fauxPasLines } from '../../src/ui/boards/surrealist-dinner-party/fauxpas.js';
import { cardLines } from '../../src/ui/boards/surrealist-dinner-party/lines.js';
import { curtainNote, surrealistDinnerPartyBoard as plugin } from '../../src/ui/boards/surrealist-dinner-party/plugin.js';
import type { SdpView } from '../../src/games/surrealist-dinner-party/view.js';
import type { BoardLayout, SelectionView } from '../../src/ui/boards/types.js';
import { ASCII, UNICODE } from '../../src/ui/glyphs.js';
import { playLayout, smallestFor } from '../../src/ui/layout.js';
import { boardOf, data, faces, flat, fourSeats, handOf, idle, names4, seated } from '../helpers/surrealist-board.js';

const COMPACT: BoardLayout = { name: 'compact', width: 58, boardLines: 10, handLines: 2 };
/** A race card's count to reach, from the shipped data (a designer may change it). */
const count = (card: string): number | undefined => faces.fauxPas.get(card)?.count;
const normal = (extra: Partial<SdpView> = {}): SdpView => fourSeats({ mode: 'normal', ...extra });
const board = (v: SdpView, sel: SelectionView = idle, layout?: BoardLayout): string[] => flat(boardOf(v, faces, sel, UNICODE, 0, names4, [0], layout));
const prompt = (v: SdpView, sel: Partial<SelectionView>, width = 78): string =>
  plugin.prompt?.(v, { ...idle, active: true, ...sel }, UNICODE, data, width) ?? '';

describe('abilities in a few words', () => {
  it('derives them from the data: when, the condition, then each effect', () => {
    const brief = (code: string): string | undefined => faces.guests.get(code)?.brief;
    expect(brief('maar')).toBe('plate: yours +D');
    expect(brief('mansour')).toBe('door: nbrs +R');
    expect(brief('ernst')).toBe('R fits all');
    expect(brief('fini')).toBe('nbr gets C: +C');
    expect(brief('scesaire')).toBe('door: if most C: stash 1');
    expect(faces.guests.get('scesaire')?.bare).toBe('if most C: stash 1');
    // a designer's change of kinds shows at once
    expect(briefOf({ timing: 'plate', effects: [{ effect: 'gain', to: 'ownGuest', tokens: ['W', 'W'] }] })).toBe('plate: yours +WW');
    for (const f of faces.guests.values()) {
      expect(f.brief, f.code).not.toBe('');
      expect(f.bare.length, f.code).toBeLessThanOrEqual(26);
    }
  });

  it('shows the whole text of the card in focus when it fits, else its few words; none in casual mode', () => {
    const text = (v: SdpView, code: string, most = 1): string[] => flat(cardLines(v, faces, code, 0, names4, UNICODE, 78, most));
    // Lam's text fits beside the card alone (the neighbours are on the table)
    const between = normal({ table: [[seated('klee'), seated('lam'), seated('carrington')], [], [], []] });
    expect(text(between, 'lam')[0]).toBe(`Wifredo Lam  F W R · ${faces.guests.get('lam')?.text}`);
    expect(text(normal(), 'toyen')[0]).toMatch(/ · immune$/);
    expect(text(normal(), 'dali')[0]).toContain(`· ${faces.guests.get('dali')?.brief}`);
    expect(text(normal(), 'dali')[0]).not.toContain(faces.guests.get('dali')?.text);
    // with lines to spare, the whole text follows on them
    const wrapped = text(normal(), 'dali', 4);
    expect(wrapped.length).toBeGreaterThan(1);
    expect(wrapped.slice(1).join(' ').replace(/\s+/g, ' ').trim()).toBe(faces.guests.get('dali')?.text);
    expect(text(fourSeats(), 'toyen')[0]).not.toContain(faces.guests.get('toyen')?.text);
    // while a neighbour is chosen the card keeps the neighbours rather than the few words
    const on = (verb: string): string | undefined => board(normal(), { ...idle, active: true, verb, args: ['dali'], cursor: 'joans', choices: ['joans', 'klee'] }).at(-1);
    expect(on('compliment')).toBe('Ted Joans  W C * · Seat 2, neighbours Carrington (you), Toyen (Seat 2)');
    expect(on('serve')).toBe(`Ted Joans  W C * · ${faces.guests.get('joans')?.brief}`);
  });

  it('gives each guest a line of ability at two seats, and the hand its few words when they fit', () => {
    const two = normal({ table: [[seated('dali'), seated('klee')], [seated('toyen')]], stash: [{}, {}], hands: [2, 3], plateUsed: [false, false], hand: ['maar', 'lam'] });
    const lines = board(two);
    expect(lines[3]).toMatch(/plate: swap with nbr +plate: 2 from platter/);
    expect(lines[6]).toContain('immune');
    expect(flat(handOf(two, faces, idle, UNICODE, 0)).join('\n')).toContain('Dora Maar D W F (plate: yours +D)');
    // casual: no ability anywhere
    expect(board({ ...two, mode: 'casual' }).join('\n')).not.toMatch(/plate:|immune/);
  });
});

describe("each seat's plate this course", () => {
  it('says ready with a plate guest seated, used once used, and no plate without one', () => {
    const v = normal({ plateUsed: [false, true, false, false] });
    const lines = board(v);
    // seat 1 (Dalí, Klee, Carrington: plates) ready; seat 2 used; seat 3 none seated; seat 4 Bravo
    const label = (i: number): string => lines[i].slice(0, 24).trimEnd();
    expect(label(2)).toMatch(/plate ready$/);
    expect(label(4)).toMatch(/plate used$/);
    expect(label(6)).not.toMatch(/ready|used/);
    expect(label(8)).toMatch(/ready$/);
    const casual = board(fourSeats());
    for (const l of casual) expect(l).not.toMatch(/plate (ready|used)/);
  });
});

describe('faux pas in play', () => {
  const inPlay = [
    { card: 'bottle', claimedBy: [], by: 1 },
    { card: 'glutton', claimedBy: [], by: 2 },
    { card: 'sweettooth', claimedBy: [3], by: 2 },
  ];
  const v = normal({ fauxPas: inPlay, stash: [{ F: 2, W: 3 }, { F: 4, W: 1 }, { D: 3 }, {}] });

  it("names each card with the count to reach and each seat's progress, who leads a majority, who claimed", () => {
    const lines = flat(fauxPasLines(v, faces, 0, UNICODE, 78, 3)).join(' ');
    expect(lines).toContain(`Another bottle 3 pts, first to ${count('bottle')} W: you 3, S2 1, S3 0, S4 0`);
    expect(lines).toContain('Glutton 2 pts, most F: Seat 2 leads');
    expect(lines).toContain('Sweet tooth 3 pts: claimed by Seat 3');
    // a tie shares the lead
    const tie = flat(fauxPasLines(normal({ fauxPas: [inPlay[1]], stash: [{ F: 4 }, { F: 4 }, {}, {}] }), faces, 0, UNICODE, 78, 1));
    expect(tie[0]).toContain('most F: you, Seat 2 tie');
  });

  it('fits one line in the tightest form, grouped by how they are won, with the leaders', () => {
    const cards = (codes: string[]) => codes.map((card) => ({ card, claimedBy: card === 'flatterer' ? [4] : [], by: 1 }));
    const stash: Record<string, number>[] = [{ F: 2, W: 3 }, { F: 4, W: 1 }, { D: 3 }, {}];
    const [three] = flat(fauxPasLines(normal({ fauxPas: cards(['seconds', 'bottle', 'glutton']), stash }), faces, 0, UNICODE, 78, 1));
    expect(three).toBe(`Faux pas: first to ${count('seconds')}F 3p (S2 4), ${count('bottle')}W 3p (you 3) · most F 2p (S2)`);
    // eight leave out the leaders (each Stash on the table has the counts)
    const [eight] = flat(fauxPasLines(normal({ fauxPas: cards(['seconds', 'bottle', 'sweettooth', 'flatterer', 'glutton', 'sommelier', 'patissier', 'charmer']), stash }), faces, 0, UNICODE, 78, 1));
    expect(eight).toBe(`Faux pas: race ${count('seconds')}F 3p, ${count('bottle')}W 3p, ${count('sweettooth')}D 3p, ${count('flatterer')}C 2p S4✓ · most F 2p, W 2p, D 3p, C 2p`);
  });

  it('shows on the board below the seats, and in the compact hand region at four seats when the hand fits', () => {
    expect(board(v).join('\n')).toMatch(/^Faux pas/m);
    const two = { ...v, hand: ['maar', 'lam'] };
    const hand = flat(handOf(two, faces, idle, UNICODE, 0, COMPACT));
    expect(hand).toHaveLength(2);
    expect(hand[1]).toMatch(/^Faux pas/);
    // and only there
    expect(board(two, idle, COMPACT).join('\n')).not.toContain('Faux pas');
    // six guests need both lines: the faux pas wait
    const six = flat(handOf({ ...v, hand: ['maar', 'arp', 'oppenheim', 'colquhoun', 'lam', 'sunra'] }, faces, idle, UNICODE, 0, COMPACT));
    expect(six.join('\n')).not.toContain('Faux pas');
    expect(six.join('\n')).toContain('Colquhoun');
  });
});

describe('the draft and the faux pas keep', () => {
  const empty = { table: [[], [], [], []], stash: [{}, {}, {}, {}], hands: [1, 1, 0, 0] };

  it("drafting: your kept guests by name in your row, the others' by count, the guests to pick from in the hand region", () => {
    const v = normal({ ...empty, phase: 'draft', pending: { seat: 1, choice: 'draft' }, picked: [false, true, false, false], hand: ['dali'], draftHand: ['klee', 'maar', 'lam', 'toyen', 'arp'], draftPick: null });
    const lines = board(v);
    expect(lines[1]).toMatch(/kept Salvador Dalí$/);
    expect(lines[3]).toMatch(/kept 1, picked$/);
    expect(lines[5]).toMatch(/kept 0, picking$/);
    expect(lines.join('\n')).toContain('Draft, round 2 of 6: keep one guest; the rest pass left, to Seat 2');
    expect(flat(handOf(v, faces, idle, UNICODE, 0))[0]).toMatch(/^Draft from \(5\): Paul Klee/);
    expect(prompt(v, { verb: 'draft', choices: v.draftHand ?? [] })).toBe('Your pick: which guest do you keep? Enter keeps it; the other 4 pass left.');
    expect(curtainNote(v, faces, 0, ['Seat 1', 'Seat 2'])).toBe('The draft: Seat 1 keeps one guest of those passed on.');
  });

  it('keeping: your two faux pas marked while you choose, the prompts for one or both', () => {
    const v = normal({ ...empty, phase: 'keep', pending: { seat: 1, choice: 'keep' }, fauxPasHand: ['glutton', 'bottle'], fauxPasKept: null, fauxPasChosen: [false, true, false, false] });
    const first: SelectionView = { ...idle, active: true, verb: 'keep', cursor: 'glutton', choices: ['glutton', 'bottle'] };
    const lines = board(v, first);
    expect(lines.join('\n')).toContain(`Your faux pas: ▸Glutton 2 pts, most F◂ · ·Another bottle 3 pts, first to ${count('bottle')} W`);
    expect(lines[3]).toMatch(/faux pas chosen$/);
    expect(prompt(v, first)).toBe('Your faux pas: keep which? Enter takes it, then alone or with the other.');
    // 58 columns list the cards by name: the prompt gives the face of the one under the cursor
    expect(prompt(v, first, 58)).toBe('Glutton 2p, most F: Enter takes it.');
    expect(flat(boardOf(v, faces, first, UNICODE, 0, names4, [0], COMPACT)).join('\n')).toContain('Your faux pas: ▸Glutton◂ · ·Another bottle');
    expect(prompt(v, { verb: 'keep', args: ['glutton'], choices: ['', 'bottle'] })).toBe('Keep Glutton alone (Enter on it), or with Another bottle too (arrow, Enter)?');
    expect(prompt(v, { verb: 'keep', args: ['bottle'], choices: [''] })).toBe('Keep Another bottle alone: Enter. (For both, Esc and take the other first.)');
    expect(plugin.word?.('bottle', UNICODE, data)).toBe('Another bottle');
  });
});

describe('a prompt for each choice an ability needs', () => {
  it('an ability that may happen: whose it is, Enter uses it, k skips; a bare Enter uses rather than skips', () => {
    const v = normal({ phase: 'use', pending: { seat: 1, choice: 'use', guest: 'dali', timing: 'plate', moves: ['use dali', 'skip'] } });
    expect(prompt(v, { verb: 'use', choices: ['dali'] })).toBe("Your Salvador Dalí's ability may happen: Enter uses it, k skips.");
    const lam = normal({ phase: 'use', pending: { seat: 1, choice: 'use', guest: 'lam' } });
    expect(prompt(lam, { verb: 'use', choices: ['lam'] })).toBe("Your Wifredo Lam's ability may happen (plate: +FW): Enter uses it, k skips.");
    expect(prompt(v, { verb: 'skip' })).toBe("Skip Salvador Dalí's ability: Enter.");
    expect(plugin.defaultVerb?.(['use', 'skip'])).toBe('use');
    expect(plugin.defaultVerb?.(['use', 'end'])).toBe('use');
    expect(plugin.defaultVerb?.(['pick', 'skip'])).toBe('pick');
    expect(board(v).join('\n')).toContain("Salvador Dalí's ability may happen: use it or skip it (it is your choice)");
    // another seat decides: the table says who, the curtain why
    const theirs = normal({ phase: 'use', pending: { seat: 2, choice: 'use', guest: 'joans' } });
    expect(board(theirs).join('\n')).toContain("Seat 2 (greedy) decides whether Ted Joans's ability happens");
    expect(curtainNote(theirs, faces, 1, ['Seat 1', 'Seat 2'])).toBe("Ted Joans's ability may happen: Seat 2 decides whether it does.");
  });

  it("the plate action, and an ability's kind, guest and token choices, in words that fit 78 and 58 columns", () => {
    const plates = normal({ phase: 'plates', pending: { seat: 1, choice: 'plates', used: [], moves: ['use dali', 'use klee', 'end'] } });
    expect(prompt(plates, { verb: 'use', choices: ['dali', 'klee'] })).toBe("Plates: which guest's ability next? Enter uses it; e ends, the rest unused.");
    const pick = normal({ phase: 'ability', pending: { seat: 1, choice: 'pick', guest: 'bravo', effect: 'gain', for: 'scesaire' } });
    const legal = ['pick C', 'pick R'];
    expect(prompt(pick, { verb: 'pick', choices: ['C', 'R'], legal })).toBe("Your Álvarez Bravo's ability: which kind does S. Césaire get? Enter chooses.");
    const target = normal({ phase: 'ability', pending: { seat: 1, choice: 'target', guest: 'carrington', effect: 'gain' } });
    expect(prompt(target, { verb: 'target', choices: ['dali', 'klee'], legal: ['target dali', 'target klee', 'skip'] })).toBe(
      "Your Carrington's ability: which guest? Enter chooses, k skips.",
    );
    const take = normal({ phase: 'ability', pending: { seat: 1, choice: 'take', guest: 'joans', effect: 'move' } });
    expect(prompt(take, { verb: 'take', choices: ['dali', 'klee'] })).toBe("Your Ted Joans's ability: a token on which guest? Enter chooses.");
    expect(prompt(take, { verb: 'take', args: ['dali'], choices: ['F', 'W'] })).toBe("Your Ted Joans's ability: which token on Salvador Dalí? Enter takes it.");
    const forgive = normal({ phase: 'ability', pending: { seat: 1, choice: 'take', guest: 'magritte', effect: 'forgive' } });
    expect(prompt(forgive, { verb: 'take', choices: ['magritte'] }, 58)).toBe('Your Magritte: which mismatch counts as a match?');
    expect(prompt(take, { verb: 'take', args: ['dali', 'W'], choices: ['*', 'W'] })).toBe("Your Ted Joans's ability: the Wine on which appetite of Salvador Dalí?");
    const sels: [SdpView, Partial<SelectionView>][] = [
      [plates, { verb: 'use' }],
      [plates, { verb: 'end' }],
      [pick, { verb: 'pick', legal }],
      [target, { verb: 'target', legal: ['skip'] }],
      [take, { verb: 'take' }],
      [forgive, { verb: 'take' }],
      [take, { verb: 'take', args: ['dali'] }],
      [take, { verb: 'take', args: ['dali', 'W'] }],
      [normal({ phase: 'use', pending: { seat: 1, choice: 'use', guest: 'bravo' } }), { verb: 'use' }],
    ];
    for (const [v, sel] of sels) {
      expect(prompt(v, sel).length, prompt(v, sel)).toBeLessThanOrEqual(78);
      expect(prompt(v, sel, 58).length, prompt(v, sel, 58)).toBeLessThanOrEqual(58);
      expect(prompt(v, sel, 58)).not.toBe('');
    }
  });
});

describe('the compact layout', () => {
  it('is chosen from 60x20, the full one from 80x23, and below 60x20 the game says what it needs', () => {
    expect(playLayout(plugin, 80, 23)?.name).toBe('full');
    expect(playLayout(plugin, 79, 23)?.name).toBe('compact');
    expect(playLayout(plugin, 60, 20)?.name).toBe('compact');
    expect(playLayout(plugin, 59, 20)).toBeUndefined();
    expect(playLayout(plugin, 60, 19)).toBeUndefined();
    expect(smallestFor(plugin)).toEqual({ columns: 60, rows: 20 });
  });

  it('draws four seats in 58 columns: compact names, tight slots, seats without their level, a line for what matters now', () => {
    for (const g of [UNICODE, ASCII]) {
      const lines = flat(boardOf(normal(), faces, idle, g, 0, names4, [0], COMPACT));
      expect(lines).toHaveLength(10);
      for (const l of lines) expect(l.length).toBeLessThanOrEqual(58);
    }
    const lines = board(normal(), idle, COMPACT);
    expect(lines[1]).toMatch(/^▶You +hand 4 +↻ Dalí +→ Paul Klee +→ Carrington$/);
    // a cell with room after its slots shows the ability's few words (Carrington: +any)
    expect(lines[2]).toMatch(/│ FF✓\*W✓RW✗ +DD✓F_W_\*_ +F_R_C_  \+any$/);
    expect(lines[3]).toMatch(/^ Seat 2 hand 5 +↳ Ted Joans/);
    expect(lines[9]).toBe('Your turn: seat, compliments, drama, serve, trash, plates');
    // the compact prompts fit
    expect(prompt(normal(), { verb: 'seat' }, 58)).toBe('Seat which guest from your hand?');
    expect(prompt(normal(), { verb: 'seat', args: ['maar'] }, 58).length).toBeLessThanOrEqual(58);
  });
});
