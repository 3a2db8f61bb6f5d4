// Surrealist Dinner Party: faux pas cards and the draft, each rule played out from a stacked
// deal through records and replay, in casual mode so that no ability interferes (the
// conformance tests play them with the abilities, in mode advanced).
//
// Appetites of the guests used below (rulesets/surrealist-dinner-party.yaml):
//   dali F * R   scesaire C D   oppenheim D C   klee D F W *   mansour R D
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/engine/errors.js';
import { replayJson } from '../../../src/engine/record.js';
import { seedRng } from '../../../src/engine/rng.js';
import { compile, type SdpData } from '../../../src/games/surrealist-dinner-party/data.js';
import type { SdpState } from '../../../src/games/surrealist-dinner-party/index.js';
import { RULES } from '../../../src/games/surrealist-dinner-party/text.js';
import { checkRulesetFile, loadRuleset, type Ruleset } from '../../../src/rulesets/index.js';
import { formatReport } from '../../../src/sim/format.js';
import { playStudy, prepareVariant } from '../../../src/sim/simulate.js';
import { recordGame } from '../../../src/sim/study.js';
import { tableRecord } from '../../helpers/records.js';
import { TWO, builtin, deal, sdp } from '../../helpers/surrealist.js';
import { replay } from '../../helpers/rules.js';

const data = builtin.data as SdpData;
const FP = data.fauxPas.map((f) => f.code);

/** A deck: the guests as `deal` stacks them, then the faux pas dealt two each, one at a time, seat 1 first. */
function fpDeck(hands: string[][], fpHands: string[][]): string[] {
  const dealt: string[] = [];
  for (let k = 0; k < 2; k++) for (const h of fpHands) dealt.push(h[k]);
  return [...deal(hands), ...dealt, ...FP.filter((c) => !dealt.includes(c))];
}

/** The built-in data with some faux pas counts and the menu changed. */
function ruleset(counts: Record<string, number>, menu?: unknown[]): Ruleset {
  const changed = {
    ...data,
    fauxPas: data.fauxPas.map((f) => (counts[f.code] ? { ...f, count: counts[f.code] } : f)),
    ...(menu ? { menu } : {}),
  };
  expect(sdp.checkData?.(changed)).toEqual([]);
  return { source: 'test', game: sdp.id, options: builtin.options, data: changed };
}

/** One course of `wine` Wine: the game ends when it is gone. */
const oneCourse = (wine: number): unknown[] => [{ course: 'Dessert', tokens: { W: [wine, wine, wine] } }];

/** Replays from a stacked deal with faux pas (and any other options). */
function run(hands: string[][], fpHands: string[][], moves: string[], options = {}, rules?: Ruleset) {
  const record = tableRecord(sdp.id, hands.length, fpDeck(hands, fpHands), moves, { mode: 'casual', fauxPas: true, ...options });
  const r = replay(record, rules);
  const json = replayJson(r);
  const state = r.state as SdpState;
  const fauxPas = (json.state as { fauxPas: { card: string; claimedBy: number[]; by: number }[] }).fauxPas;
  return { r, json, state, fauxPas, view: (seat: number) => sdp.view(state, seat - 1) };
}

const FP2 = [
  ['bottle', 'glutton'],
  ['sweettooth', 'charmer'],
];
const KEEP = ['1: keep bottle', '2: keep charmer sweettooth'];
const OPEN = ['1: seat dali 1', '1: end', '2: seat mansour 1', '2: end'];

describe('surrealist-dinner-party faux pas: dealing', () => {
  it('deals two cards to each seat, one at a time, seat 1 first, after the guests; the rest stay in the box', () => {
    const deck = fpDeck(TWO, FP2);
    expect(deck.slice(30, 34)).toEqual(['bottle', 'sweettooth', 'glutton', 'charmer']);
    const { json, state, view } = run(TWO, FP2, []);
    expect(view(1).fauxPasHand).toEqual(['bottle', 'glutton']);
    expect(view(2).fauxPasHand).toEqual(['sweettooth', 'charmer']);
    expect(state.fpBox.map((c) => state.tables.codes[c])).toEqual(deck.slice(34));
    expect(json.legal).toEqual(['1: keep bottle', '1: keep glutton', '1: keep bottle glutton']);
    expect((json.state as { phase: string }).phase).toBe('keep');
    expect((json.state as { pending: unknown }).pending).toEqual({ seat: 1, choice: 'keep' });
  });

  it('puts the faux pas cards in the deck only when they are dealt', () => {
    expect(sdp.deckFor({ fauxPas: true }, 2, data)).toHaveLength(40);
    expect(sdp.deckFor({ fauxPas: false }, 2, data)).toHaveLength(30);
    expect(() => replay(tableRecord(sdp.id, 2, deal(TWO), [], { fauxPas: true }))).toThrow(/missing.*seconds/i);
  });

  it('refuses a ruleset with too few cards for the seats, in one line', () => {
    const few = { ...data, fauxPas: data.fauxPas.slice(0, 5) };
    expect(sdp.checkRuleset?.({ fauxPas: true }, 3, few)).toEqual(['data.fauxPas: 3 players need 6 faux pas cards, the file has 5']);
    expect(sdp.checkRuleset?.({ fauxPas: false }, 3, few)).toEqual([]);
    expect(() => sdp.setup({ seed: 1, seats: 3, options: { fauxPas: true }, data: few })).toThrow(UsageError);
  });
});

describe('surrealist-dinner-party faux pas: the keep, chosen in turn and revealed together', () => {
  it("hides a seat's choice from the others until the last seat has chosen", () => {
    const { json, view, state } = run(TWO, FP2, ['1: keep bottle']);
    expect(view(1).fauxPasKept).toEqual(['bottle']);
    const seen = JSON.stringify(view(2));
    for (const card of ['bottle', 'glutton']) expect(seen).not.toContain(card);
    expect(JSON.stringify(json.state)).not.toContain('bottle');
    expect((json.state as { fauxPasChosen: boolean[] }).fauxPasChosen).toEqual([true, false]);
    expect(json.state.fauxPas).toEqual([]);
    // a computer player for seat 2 samples seat 1's cards and choice again from what it cannot see
    const kept = new Set<string>();
    for (let r = 0; r < 20; r++) {
      const sample = sdp.resample(state, 1, seedRng(r)) as SdpState;
      expect(sdp.view(sample, 1)).toEqual(view(2));
      kept.add(sample.fpHands[0].filter((_, i) => sample.fpKeep[0] & (1 << i)).join());
    }
    expect(kept.size).toBeGreaterThan(3);
  });

  it('shows every kept card at once, in seat order, and boxes the rest', () => {
    const { json, fauxPas, state } = run(TWO, FP2, KEEP);
    expect(fauxPas).toEqual([
      { card: 'bottle', claimedBy: [], by: 1 },
      { card: 'sweettooth', claimedBy: [], by: 2 },
      { card: 'charmer', claimedBy: [], by: 2 },
    ]);
    expect(state.fpBox.map((c) => state.tables.codes[c])).toContain('glutton');
    expect(json.legal[0]).toBe('1: seat dali 1');
  });

  it('says why a keep is not legal', () => {
    expect(() => run(TWO, FP2, ['1: keep charmer'])).toThrow(/charmer is not one of your faux pas cards \(bottle, glutton\)/);
    expect(() => run(TWO, FP2, ['1: seat dali 1'])).toThrow(/choose your faux pas first/);
  });
});

describe('surrealist-dinner-party faux pas: claims and points', () => {
  it('claims a race card the moment a Stash reaches its count, in the middle of a turn', () => {
    const rules = ruleset({ bottle: 1 });
    const moves = [...KEEP, ...OPEN, '1: serve W dali', '1: place *', '2: trash W', '1: home dali'];
    const { fauxPas, json } = run(TWO, FP2, moves, {}, rules);
    expect(json.legal).toContain('1: end'); // the turn is not over
    expect(fauxPas[0]).toEqual({ card: 'bottle', claimedBy: [1], by: 1 });
    expect(json.scores).toEqual([1 + 3, 0]);
    // a second seat reaching the count later gets nothing
    const later = run(TWO, FP2, [...moves, '1: end', '2: serve W mansour', '2: place R', '1: trash F'], {}, rules);
    expect(later.fauxPas[0].claimedBy).toEqual([1]);
  });

  it('claims a race card in the final sending-home; a race never reached and a majority of nobody score nothing', () => {
    const rules = ruleset({ bottle: 1 }, oneCourse(2));
    const hands = [TWO[0], ['oppenheim', 'toyen', 'mansour', 'scesaire', 'varo', 'ernst']];
    const fp = [
      ['bottle', 'glutton'],
      ['sweettooth', 'charmer'],
    ];
    const moves = ['1: keep glutton bottle', '2: keep sweettooth charmer', '1: seat dali 1', '1: end', '2: seat oppenheim 1', '2: end'];
    moves.push('1: serve W dali', '1: place *', '2: compliment oppenheim dali', '2: place C', '1: place F');
    // seat 2 empties the Platter: it sends its lone guest home first (the engine does: one move)
    moves.push('1: seat klee 1', '1: end', '2: trash W');
    const before = run(hands, fp, moves, {}, rules);
    expect(before.json.legal).toEqual(['1: home klee', '1: home dali']);
    expect(before.fauxPas.every((x) => x.claimedBy.length === 0)).toBe(true);
    // dali goes home: the Wine reaches the count at once, with klee still seated
    const mid = sdp.clone(before.state) as SdpState;
    const legal: number[] = [];
    legal.length = sdp.legal(mid, 0, legal);
    sdp.apply(mid, 0, legal.find((m) => sdp.moveText(mid, 0, m) === 'home dali')!);
    expect(sdp.outcome(mid).over).toBe(false);
    expect(sdp.view(mid, -1).fauxPas).toEqual([
      { card: 'bottle', claimedBy: [1], by: 1 },
      { card: 'glutton', claimedBy: [], by: 1 },
      { card: 'sweettooth', claimedBy: [], by: 2 },
      { card: 'charmer', claimedBy: [], by: 2 },
    ]);
    expect(sdp.outcome(mid).scores).toEqual([1 + 3, 1]);
    const { json, fauxPas } = run(hands, fp, [...moves, '1: home dali'], {}, rules);
    expect(json.over).toBe(true);
    const claims = Object.fromEntries(fauxPas.map((x) => [x.card, x.claimedBy]));
    // dali stashed the Wine (bottle at count 1); no Food was stashed (glutton: nobody);
    // no Dessert (sweettooth never reached); only seat 2 stashed a Compliment (charmer)
    expect(claims).toEqual({ bottle: [1], glutton: [], sweettooth: [], charmer: [2] });
    expect(json.scores).toEqual([1 + 3, 1 + 2]);
    expect(json.winners).toEqual([1]);
  });

  it('shares a majority card between the seats tied for the most', () => {
    const hands = [
      ['dali', 'scesaire', 'klee', 'maar', 'lam', 'sunra'],
      ['oppenheim', 'toyen', 'mansour', 'tanning', 'varo', 'ernst'],
    ];
    const rules = ruleset({}, oneCourse(1));
    const moves = ['1: keep charmer', '2: keep glutton', '1: seat scesaire 1', '1: end', '2: seat oppenheim 1', '2: end'];
    moves.push('1: compliment scesaire oppenheim', '1: place C', '2: place C', '2: trash W', '2: home oppenheim', '1: home scesaire');
    const { json, fauxPas } = run(hands, [['charmer', 'bottle'], ['glutton', 'sweettooth']], moves, {}, rules);
    expect(json.over).toBe(true);
    expect(fauxPas).toEqual([
      { card: 'charmer', claimedBy: [1, 2], by: 1 },
      { card: 'glutton', claimedBy: [], by: 2 },
    ]);
    expect(json.scores).toEqual([3, 3]);
    expect(json.winners).toEqual([1, 2]);
  });
});

describe('surrealist-dinner-party: the draft', () => {
  const THREE = [TWO[0], TWO[1], ['bravo', 'arp', 'breton', 'cahun', 'magritte', 'joans']];
  const record = (moves: string[], options = {}) => tableRecord(sdp.id, 3, deal(THREE), moves, { mode: 'casual', draft: true, ...options });

  it('passes what is left of each hand to the next seat, until each seat holds six', () => {
    const moves: string[] = [];
    let r = replay(record(moves));
    const kept: string[][] = [[], [], []];
    let before: string[][] = [];
    for (let round = 0; round < 5; round++) {
      before = [0, 1, 2].map((seat) => sdp.view(r.state, seat).draftHand as string[]);
      for (let seat = 0; seat < 3; seat++) {
        // each seat keeps the last guest of the hand it was given
        const pick = before[seat][before[seat].length - 1];
        kept[seat].push(pick);
        moves.push(`${seat + 1}: draft ${pick}`);
      }
      r = replay(record(moves));
      if (round === 4) break;
      for (let seat = 0; seat < 3; seat++) expect(sdp.view(r.state, seat).draftHand).toEqual(before[(seat + 2) % 3].slice(0, -1));
    }
    // the sixth pick has one guest: the engine makes it
    for (let seat = 0; seat < 3; seat++) kept[seat].push(before[(seat + 2) % 3][0]);
    for (let seat = 0; seat < 3; seat++) expect(sdp.view(r.state, seat).hand).toEqual(kept[seat]);
    const json = replayJson(r);
    expect((json.state as { phase: string }).phase).toBe('action');
    expect((json.state as { hands: number[] }).hands).toEqual([6, 6, 6]);
    // round one: every seat keeps from its own deal; round two: seat 1 from seat 3's, seat 2 from seat 1's
    expect(kept.map((k) => k[0])).toEqual(['tanning', 'ernst', 'joans']);
    expect(kept.map((k) => k[1])).toEqual(['magritte', 'sunra', 'varo']);
    expect((r.state as SdpState).heldBy[(r.state as SdpState).tables.codes.indexOf('sunra')]).toBe(1);
  });

  it('hides a pick until the pass', () => {
    const r = replay(record(['1: draft dali']));
    expect(sdp.view(r.state, 0).draftPick).toBe('dali');
    for (const seat of [1, 2, -1]) expect(JSON.stringify(sdp.view(r.state, seat))).not.toContain('dali');
    const json = replayJson(r);
    expect((json.state as { picked: boolean[] }).picked).toEqual([true, false, false]);
    expect(json.legal).toEqual(THREE[1].map((g) => `2: draft ${g}`));
    const sample = sdp.resample(r.state, 1, seedRng(5)) as SdpState;
    expect(sdp.view(sample, 1)).toEqual(sdp.view(r.state, 1));
    expect(sample.picks[0]).toBeGreaterThanOrEqual(0);
    // after the pass, seat 2 holds seat 1's five others: dali is gone from them
    const passed = replay(record(['1: draft dali', '2: draft toyen', '3: draft bravo']));
    expect(sdp.view(passed.state, 1).draftHand).toEqual(THREE[0].slice(1));
  });

  it('remembers what a seat saw in the draft: a sample never puts those guests in the box', () => {
    // two seats: seat 1 sees its own deal and seat 2's but for seat 2's first pick
    const two = (moves: string[]) => replay(tableRecord(sdp.id, 2, deal(TWO), moves, { mode: 'casual', draft: true }));
    const moves: string[] = [];
    let r = two(moves);
    for (let round = 0; round < 5; round++) {
      for (const seat of [0, 1]) moves.push(`${seat + 1}: draft ${(sdp.view(r.state, seat).draftHand as string[])[0]}`);
      r = two(moves);
    }
    const s = r.state as SdpState;
    const seen = sdp.view(s, 0).draftSeen as string[];
    expect(seen).toHaveLength(11);
    const mine = sdp.view(s, 0).hand as string[];
    const known = seen.filter((g) => !mine.includes(g));
    expect(known).toHaveLength(5);
    const boxed = new Set<string>();
    for (let k = 0; k < 10; k++) {
      const sample = sdp.resample(s, 0, seedRng(k)) as SdpState;
      const theirs = sample.hands[1].map((g) => s.tables.codes[g]);
      expect(theirs).toEqual(expect.arrayContaining(known));
      boxed.add(theirs.find((g) => !known.includes(g))!);
      expect(sdp.view(sample, 0)).toEqual(sdp.view(s, 0));
    }
    // the sixth, seat 2's first pick, is any guest seat 1 never saw
    expect(boxed.size).toBeGreaterThan(3);
  });

  it('drafts before the faux pas keep, which then sees the drafted guests', () => {
    const r = replay({ ...record([]), deck: fpDeck(THREE, [['bottle', 'glutton'], ['sweettooth', 'charmer'], ['scene', 'seconds']]), options: { mode: 'casual', draft: true, fauxPas: true } });
    const json = replayJson(r);
    expect((json.state as { phase: string }).phase).toBe('draft');
    expect(sdp.view(r.state, 0).fauxPasHand).toEqual(['bottle', 'glutton']);
    expect(() => replay({ ...record(['1: keep bottle']), deck: fpDeck(THREE, [['bottle', 'glutton'], ['sweettooth', 'charmer'], ['scene', 'seconds']]), options: { mode: 'casual', draft: true, fauxPas: true } })).toThrow(
      /the guests are being drafted: keep one with "draft <guest>"/,
    );
  });
});

describe('surrealist-dinner-party faux pas: the greedy player', () => {
  it('keeps the card whose token its guests want, and not one they do not', () => {
    // seat 1's guests want Food (dali, klee, maar, lam, tanning) and no Compliment (only wild appetites take one)
    const { state } = run(TWO, [['glutton', 'charmer'], ['bottle', 'sweettooth']], []);
    const legal: number[] = [];
    legal.length = sdp.legal(state, 0, legal);
    const pick = sdp.greedy!(sdp.resample(state, 0, seedRng(1)), 0, legal, seedRng(2));
    expect(sdp.moveText(state, 0, pick)).toBe('keep glutton');
  });
});

describe('surrealist-dinner-party faux pas: the rules page', () => {
  it("lists the faux pas cards as the ruleset has them", () => {
    const t = compile(data);
    for (let i = 0; i < t.fauxPas; i++) {
      const line = RULES.split('\n').find((l) => l.trim().startsWith(`${t.codes[t.guests + i]} `));
      const f = data.fauxPas[i];
      expect(line?.trim().split(/\s{2,}| (?=\S+$)/).join('|')).toContain(f.name);
      expect(line).toMatch(new RegExp(`${f.kind}\\s+${f.token}\\s+${f.count ?? ''}\\s*${f.points}$`));
    }
  });
});

describe('surrealist-dinner-party: the designers\' report per guest and per faux pas card', () => {
  /**
   * A small study counted by hand from its games' records: who drafted each guest, what the
   * log says each guest stashed going home (and its bonus), the winners, and the faux pas in
   * play at the end.
   */
  it('gives the figures a hand count of the games gives', async () => {
    const variant = prepareVariant(sdp, { seats: 'greedy,greedy', options: { mode: 'casual', draft: true, fauxPas: true } });
    const { report, rows } = await playStudy(variant, { games: 6, seed: 11, workers: 1, keepGames: true });
    const t = compile(data);
    const held = new Map<string, number>();
    const won = new Map<string, number>();
    const points = new Map<string, number>();
    const fp = new Map<string, { inPlay: number; byOwner: number; byOther: number; claimed: number }>();
    const add = (m: Map<string, number>, k: string, x: number): void => void m.set(k, (m.get(k) ?? 0) + x);
    for (const row of rows) {
      const record = recordGame({ game: sdp.id, options: variant.options, data: variant.ruleset.data, seats: variant.seats, seed: 0 }, row.seed);
      const holder = new Map<string, number>();
      for (const m of record.moves) {
        const hit = /^(\d): draft (\w+)$/.exec(m);
        if (hit) holder.set(hit[2], Number(hit[1]));
      }
      expect(holder.size).toBe(12);
      for (const [g, seat] of holder) {
        add(held, g, 1);
        add(won, g, row.winners.includes(seat) ? 1 / row.winners.length : 0);
      }
      const r = replay(record);
      let content = '';
      for (const e of r.events) {
        const home = /sends (.+) home and stashes (\d+) token/.exec(e.text);
        if (home) add(points, t.codes[t.names.indexOf(home[1])], Number(home[2]));
        const pc = /^(.+) was Perfectly Content$/.exec(e.text);
        if (pc) content = t.codes[t.names.indexOf(pc[1])];
        const bonus = /stashes ([FWDCR](?: and [FWDCR])*) for a Perfectly Content guest$/.exec(e.text);
        if (bonus) add(points, content, bonus[1].split(' and ').length);
      }
      for (const x of (replayJson(r).state as { fauxPas: { card: string; claimedBy: number[]; by: number }[] }).fauxPas) {
        const f = fp.get(x.card) ?? { inPlay: 0, byOwner: 0, byOther: 0, claimed: 0 };
        f.inPlay++;
        f.claimed += x.claimedBy.length ? 1 : 0;
        f.byOwner += x.claimedBy.includes(x.by) ? 1 : 0;
        f.byOther += x.claimedBy.some((y) => y !== x.by) ? 1 : 0;
        fp.set(x.card, f);
      }
    }
    const total = (k: string): number => Math.round(1e9 * (report.counters[k]?.mean ?? 0) * report.games) / 1e9;
    for (const [g, n] of held) {
      expect([total(`held.${g}`), total(`won.${g}`), total(`points.${g}`)]).toEqual([n, won.get(g), points.get(g) ?? 0]);
    }
    expect(fp.size).toBeGreaterThan(0);
    for (const [card, f] of fp) {
      expect([total(`inPlay.${card}`), total(`claimed.${card}`), total(`byOwner.${card}`), total(`byOther.${card}`)]).toEqual([f.inPlay, f.claimed, f.byOwner, f.byOther]);
    }
    // the printed rows say the same, within 80 columns, and the generic table leaves them out
    const text = formatReport(report, { unicode: false, color: false });
    expect(text.split('\n').every((line) => line.length <= 80)).toBe(true);
    expect(text).not.toMatch(/^ {2}held\.\w+ /m);
    const [g, n] = [...held].sort((a, b) => b[1] - a[1])[0];
    // the per-card table: its row in the JSON, and the printed line (code, name, games, used, points, win/fair)
    const row = report.cards!.find((r) => r.card === g)!;
    expect(row.games).toBe(n);
    expect(row.winShare).toBeCloseTo((won.get(g)! / n) * 2, 9);
    expect(row.points).toBeCloseTo((points.get(g) ?? 0) / n, 9);
    const line = text.split('\n').find((l) => l.startsWith(`  ${g} `))!;
    const cells = line.slice(2 + Math.max(...report.cards!.map((r) => r.card.length)) + 2).trim().split(/\s{2,}/);
    expect(cells.slice(1, 5)).toEqual([String(n), (row.used / n).toFixed(2), ((points.get(g) ?? 0) / n).toFixed(2), ((won.get(g)! / n) * 2).toFixed(2)]);
    const [card, f] = [...fp][0];
    const cardLine = text.split('\n').find((l) => l.startsWith(`  ${card} `))!.trim().split(/\s+/);
    expect(cardLine.slice(0, 4)).toEqual([card, String(f.inPlay), `${Math.round((100 * f.claimed) / f.inPlay)}%`, `${Math.round((100 * f.byOwner) / f.inPlay)}%`]);
  });
});

describe('surrealist-dinner-party: the numbers before the balance study stay one compare away', () => {
  const file = 'rulesets/variants/surrealist-dinner-party-prototype.yaml';
  type Guest = SdpData['guests'][number];
  /** The guests the balance study changed, as they were (docs/surrealist-balance.md, "Changes made"). */
  const guestsBack: Record<string, (g: Guest) => Guest> = {
    sunra: (g) => ({
      ...g,
      appetites: ['W', 'R'],
      ability: { ...g.ability!, text: 'Draw a guest at random from the box into your hand (not at the end of the game).', condition: undefined },
    }),
    cahun: (g) => ({ ...g, appetites: ['C', 'R', 'D'] }),
    miller: (g) => ({ ...g, appetites: ['F', 'D', '*'] }),
    scesaire: (g) => ({ ...g, appetites: ['C', 'D'] }),
  };

  it('is a valid ruleset: the shipped data with the old race counts and the old guests, nothing else', () => {
    expect(checkRulesetFile(file).problems).toEqual([]);
    const old = loadRuleset(sdp, file).data as SdpData;
    const back = { bottle: 5, sweettooth: 3 } as Record<string, number>;
    const expected = {
      ...data,
      guests: data.guests.map((g) => guestsBack[g.code]?.(g) ?? g),
      fauxPas: data.fauxPas.map((f) => (back[f.code] ? { ...f, count: back[f.code] } : f)),
    };
    // when this fails after a change to the shipped file: copy it to the variant again, set these numbers back
    expect(old).toEqual(expected);
    expect(data.fauxPas.filter((f) => back[f.code]).map((f) => f.count)).toEqual([4, 2]);
    // the shipped guests really differ from the old ones
    const sunra = data.guests.find((g) => g.code === 'sunra')!;
    expect([sunra.appetites, sunra.ability?.condition]).toEqual([['W', 'R', 'D'], { stashMost: ['W'] }]);
    for (const code of Object.keys(guestsBack)) {
      expect(old.guests.find((g) => g.code === code)).not.toEqual(data.guests.find((g) => g.code === code));
    }
  });
});
