/**
 * Surrealist Dinner Party's table as lines of styled text, from one seat's view, in the full
 * layout (78 columns, 11 lines: four seats use every one) or the compact one (58 columns, 10):
 *
 *   Course 2 of 6: Hors d'Oeuvres · platter F×5 · next: Aperitifs W×6
 *   ▶You             hand 4 ↻ Salvador Dalí → Paul Klee     → René Magritte
 *    Stash F1 W2            │ F_ *F✓ RW✗     DD✓ F_ W_ *_    F_ W_ D_ C_
 *    Seat 2 (greedy) hand 5 ↳ Ted Joans     → Toyen
 *    Stash —                │ WW✓ C_ *_      F_ W_ *_
 *   ...
 *   Your turn: play a guest, compliments or drama, serve or trash
 *   Salvador Dalí  F * R · neighbours: Magritte (you), Ted Joans (Seat 2)
 *
 * The seats' rows are seats.ts. Below them, as many of these as the lines left hold, the
 * most needed first: what happens now (first when another seat acts: a person should see
 * why they wait), the card in focus (the guest under the cursor, or the one receiving a
 * token; its ability whole when there is room), the faux pas in play, how to read the slots.
 */
import type { Segment } from '../../components/Line.js';
import type { Glyphs } from '../../glyphs.js';
import { wrapText } from '../../layout.js';
import { clipSegments, len, markOf, marks, noun, pack, type Chunk } from '../segments.js';
import type { BoardContext, BoardLayout, SelectionView } from '../types.js';
import { abilitySituation } from './ability-prompts.js';
import { beforeSituation, draftHead, drafting, keepLines, keeping } from './before.js';
import { fauxPasInPlay, fauxPasLines } from './fauxpas.js';
import { fullName, shortName, tinyName, type Faces } from './faces.js';
import { boardMarks, dimsFor, hasAbilities, plateState, seatLines } from './seats.js';
import { seatName, kindName, movers, neighbours, pendingOf, placeOf, platterKinds, ring, stashTotal } from './view.js';
import type { SdpView } from '../../../games/surrealist-dinner-party/view.js';

const flatText = (lines: Segment[][]): string[] => lines.map((l) => l.map((x) => x.text).join(''));
const Who = (names: readonly string[], seat: number, s: number): string => (s === seat + 1 ? 'You' : seatName(names, s));

/** The course, the platter (its kinds marked while one is chosen) and the course that comes next. */
function headerLine(v: SdpView, f: Faces, sel: SelectionView, g: Glyphs, width: number): Segment[] {
  const courses = f.courses.length || 6;
  const segs: Segment[] = [{ text: `Course ${v.courseNumber} of ${courses}: ${v.course}`, bold: true }, { text: `${g.sep}platter ` }];
  const kinds = platterKinds(v);
  if (!kinds.length) segs.push({ text: 'empty', dim: true });
  // the platter's tokens are the words of a serve or a trash, not of a placement or a bonus
  const choosing = sel.verb === 'serve' || sel.verb === 'trash';
  kinds.forEach((k, i) => {
    const mk = choosing ? markOf(k, sel) : 'none';
    const [l, r] = marks(mk, g);
    segs.push({ text: `${i ? ' ' : ''}` }, { text: `${l}${k}${g.times}${v.platter[k]}${r}`, inverse: mk === 'cursor', bold: mk !== 'none' });
  });
  const next = f.courses[v.courseNumber];
  let tail = '';
  if (v.phase !== 'over' && next) {
    const tokens = Object.entries(next.platter.get(v.table.length) ?? {}).filter(([, n]) => n > 0);
    tail = `${g.sep}next: ${next.name}${tokens.map(([k, n]) => ` ${k}${g.times}${n}`).join('')}`;
  } else if (v.phase !== 'over' && f.courses.length) tail = `${g.sep}the last course`;
  if (len(segs) + tail.length <= width) segs.push({ text: tail, dim: true });
  return segs;
}

/** What happens now: who must place which token, choose a bonus, finish playing a guest or take a turn; or the result. */
export function situation(v: SdpView, f: Faces, seat: number, names: readonly string[], g: Glyphs, acting: number[], width = 78): Segment[] {
  const fit = (forms: string[]): string => forms.find((t) => t.length <= width) ?? forms[forms.length - 1];
  if (v.phase === 'over') {
    const totals = v.stash.map((s) => stashTotal(s));
    const best = Math.max(...totals);
    const winners = totals.flatMap((t, i) => (t === best ? [i + 1] : []));
    const bare = (s: number): string => (s === seat + 1 ? 'you' : seatName(names, s).replace(/ \(.*\)$/, ''));
    const ws = winners.map(bare);
    const list = ws.length > 1 ? `${ws.slice(0, -1).join(', ')} and ${ws[ws.length - 1]}` : (ws[0] ?? 'nobody');
    const won = ws.length > 1 ? `${list} share the win` : `${list} ${ws[0] === 'you' ? 'win' : 'wins'}`;
    const scores = totals.map((t, i) => `${bare(i + 1).replace(/^you$/, 'You')} ${t}`).join(g.sep);
    const head = `Game over: ${won.replace(/^you/, 'You')} with ${best}`;
    return [{ text: head, bold: true }, ...(head.length + g.sep.length + scores.length <= width ? [{ text: `${g.sep}${scores}` }] : [])];
  }
  const p = pendingOf(v);
  const actor = p?.seat ?? acting[0];
  const you = actor === seat + 1;
  const name = actor === undefined ? 'Someone' : Who(names, seat, actor);
  const bareName = name.replace(/ \(.*\)$/, '');
  // each form in turn, shorter names and words, until one fits the width
  const say = (mine: string[], theirs: string[]): Segment[] => [
    { text: you ? fit(mine) : fit([...theirs.map((t) => `${name} ${t}`), ...theirs.map((t) => `${bareName} ${t}`)]), bold: you },
  ];
  const guest = p?.guest ? fullName(f, p.guest) : 'the guest';
  const tiny = p?.guest ? tinyName(f, p.guest) : 'the guest';
  const before = beforeSituation(v, seat, names) ?? abilitySituation(v, f);
  if (before) return say(before.mine, before.theirs);
  switch (p?.what) {
    case 'place': {
      const token = p.token ? `the ${kindName(p.token)}` : 'a token';
      return say(
        [`Place ${token} given to your ${guest}: on which appetite?`, `Place ${token} given to ${tiny}: on which appetite?`],
        [`places ${token} given to ${guest}`, `places ${token} given to ${tiny}`],
      );
    }
    case 'bonus': {
      const count = p.count ?? 2;
      const n = `${count === 2 ? 'two' : String(count)} ${noun(count, 'token')}`;
      return say(
        [`${guest} went home Perfectly Content: stash ${n} of your choice`, `${tiny} went home Perfectly Content: stash ${n}`],
        [`stashes ${n}: ${guest} went home Perfectly Content`, `stashes ${n}: ${tiny} was Perfectly Content`],
      );
    }
    case 'play': {
      const raw = v.pending as { seated?: string | null; sentHome?: string | null };
      const done = [raw.seated ? `seated ${shortName(f, raw.seated)}` : '', raw.sentHome ? `sent ${shortName(f, raw.sentHome)} home` : ''].filter(Boolean);
      const left = raw.seated && raw.sentHome ? 'end' : raw.seated ? 'send a guest home, or end' : 'seat a guest, or end';
      return say([`You ${done.join(' and ') || 'are playing a guest'}: ${left}`], [`${done.join(' and ') || 'is playing a guest'}`]);
    }
    case 'home':
      return say(['Dinner is over: send your guests home one by one, in any order', 'Dinner is over: send your guests home one by one'], ['sends its guests home, one by one']);
  }
  const plates = hasAbilities(v) && actor !== undefined && plateState(v, f, actor) === 'ready';
  return say(
    plates
      ? ['Your turn: play a guest, compliments or drama, serve, trash, or plates', 'Your turn: seat, compliments, drama, serve, trash, plates']
      : ['Your turn: play a guest, compliments or drama, serve or trash', 'Your turn: seat, compliments, drama, serve or trash'],
    ['to act'],
  );
}

/** The guest the screen focuses on: under the cursor, the last chosen, or the one receiving a token. */
export function focusGuest(v: SdpView, f: Faces, sel: SelectionView): string | undefined {
  const known = (c: string | undefined): c is string =>
    !!c && (f.guests.has(c) || !!placeOf(v, c) || !!v.hand?.includes(c) || !!v.draftHand?.includes(c));
  if (sel.active && known(sel.cursor)) return sel.cursor;
  const chosen = sel.active ? [...sel.args].reverse().find(known) : undefined;
  if (chosen) return chosen;
  const p = pendingOf(v);
  return p?.guest;
}

/**
 * The card in focus, in at most `most` lines of `width`: its name, appetites and where it sits
 * (whose it is, its neighbours named with their seats), shorter forms when the long one does
 * not fit; with abilities, the ability's whole text after it when it fits, else on the lines
 * below when there are enough of them, else its few words (not in place of the neighbours
 * while one is being chosen: `near`).
 */
export function cardLines(v: SdpView, f: Faces, code: string, seat: number, names: readonly string[], g: Glyphs, width = 78, most = 1, near = false): Segment[][] {
  const face = f.guests.get(code);
  const seated = v.table.flat().find((x) => x.guest === code);
  const apps = seated ? seated.appetites.map((s) => s.kind) : (face?.appetites ?? []);
  const owner = (s: number): string => (s === seat + 1 ? 'you' : seatName(names, s).replace(/ \(.*\)$/, ''));
  const at = placeOf(v, code);
  const ns = neighbours(v, code);
  const tries: Segment[][] = [];
  const forms = [[fullName(f, code), true, shortName], [shortName(f, code), true, shortName], [shortName(f, code), false, shortName], [tinyName(f, code), false, tinyName]] as const;
  for (const [name, withOwner, named] of forms) {
    const segs: Segment[] = [{ text: name, bold: true }, { text: `  ${apps.join(' ')}` }];
    if (at) {
      const whose = withOwner ? `${at.seat === seat + 1 ? 'yours' : owner(at.seat)}, ` : '';
      const next = ns.length ? `neighbours ${ns.map((p) => `${named(f, p.guest)} (${owner(p.seat)})`).join(', ')}` : 'no neighbours';
      segs.push({ text: `${g.sep}${whose}${next}`, dim: true });
    } else if (v.hand?.includes(code)) segs.push({ text: `${g.sep}in your hand`, dim: true });
    else if (v.draftHand?.includes(code)) segs.push({ text: `${g.sep}to draft`, dim: true });
    tries.push(segs);
  }
  const base = tries.find((t) => len(t) <= width) ?? tries[tries.length - 1];
  // last, the card alone: its whole ability may fit beside it
  tries.push([{ text: shortName(f, code), bold: true }, { text: `  ${apps.join(' ')}` }]);
  if (!face?.text || !hasAbilities(v)) return [base];
  // the whole text beside the longest form it fits with (the neighbours are on the table too)
  const whole = `${g.sep}${face.text}`;
  const beside = tries.find((t) => len(t) + whole.length <= width);
  if (beside) return [[...beside, { text: whole }]];
  const wrapped = wrapText(face.text, width - 2).map((t) => [{ text: `  ${t}` }]);
  if (wrapped.length <= most - 1) return [base, ...wrapped];
  const brief = `${g.sep}${face.brief}`;
  const short = tries.find((t) => len(t) + brief.length <= width);
  // while a neighbour is being chosen (`near`), the neighbours matter more than the few words
  if (near && short === tries[tries.length - 1]) return [base];
  return [short ? [...short, { text: brief }] : base];
}

/** How to read the table, for a line to spare. */
export function keyLine(g: Glyphs, width = 78): Segment[] {
  const m = boardMarks(g);
  const long = `Slot: kind, token (${m.none} none), ${m.match} match ${m.mismatch} not${g.sep}ring ${m.along} row by row, ${m.wrap} last to first`;
  const short = `Slot: kind, token (${m.none} none), ${m.match} match ${m.mismatch} not${g.sep}${m.along} ring`;
  return [{ text: long.length <= width ? long : short, dim: true }];
}

/**
 * The whole board in the layout's lines and width: the course and platter, two lines per
 * seat, then what the lines left hold, the most needed first (see the top of this file).
 */
export function boardLines(c: BoardContext<SdpView, Faces>): Segment[][] {
  const { view: v, faces: f, selection: sel, glyphs: g, seat, names, layout: room } = c;
  const width = room.width;
  const acting = movers(c.toMove);
  const seating = sel.active && sel.verb === 'seat' && sel.args.length === 1;
  const dims = dimsFor(room, v, seat, seating);
  const top: Segment[][] = [headerLine(v, f, sel, g, width), ...seatLines(v, f, sel, g, seat, names, acting, dims)];
  let spare = room.boardLines - top.length;
  const sit = situation(v, f, seat, names, g, acting, width);
  const actor = pendingOf(v)?.seat ?? acting[0];
  const focus = focusGuest(v, f, sel);
  const fauxOf = (most: number): Segment[][] => (keeping(v) ? keepLines(v, f, sel, g, width, most) : fauxPasLines(v, f, seat, g, width, most));
  const faux = fauxOf(2);
  // one line each, the most needed first: what happens now comes first while another seat acts
  // (on your own turn the prompt says it); while you choose your faux pas, they are what you
  // choose among; faux pas that need a second line take it before what happens now
  const mine = actor === seat + 1;
  const order = mine && keeping(v) ? ['faux', 'faux2', 'sit', 'card', 'key'] : mine ? ['card', 'faux', 'faux2', 'sit', 'key'] : ['sit', 'card', 'faux', 'faux2', 'key'];
  // the faux pas already in the hand region (the compact layout at four seats) are not repeated
  const inHand = fauxPasInHand(v, room) && flatText(handLines(c)).some((t) => t.startsWith('Faux pas'));
  const wanted = order.filter((k) => (k !== 'card' || focus) && (k !== 'faux' || (faux.length && !inHand)) && (k !== 'faux2' || (faux.length > 1 && !inHand)));
  const shown = new Set(wanted.slice(0, Math.max(0, spare)));
  spare -= shown.size;
  // lines still left: the card's whole ability
  const near = sel.verb === 'compliment' || sel.verb === 'drama';
  const card = shown.has('card') && focus ? cardLines(v, f, focus, seat, names, g, width, 1 + spare, near) : [];
  const fauxShown = shown.has('faux') ? fauxOf(shown.has('faux2') ? 2 : 1) : [];
  const lines = [...top, ...(shown.has('sit') ? [sit] : []), ...card, ...fauxShown, ...(shown.has('key') ? [keyLine(g, width)] : [])];
  return lines.slice(0, room.boardLines).map((l) => clipSegments(l, width, g));
}

/** A guest in the hand: its name (marked while chosen), appetites, and (`brief`) its ability's few words. */
function handChunk(f: Faces, code: string, sel: SelectionView, g: Glyphs, tight: boolean, brief: boolean, apps = true): Chunk {
  const mk = markOf(code, sel);
  const [l, r] = marks(mk, g);
  const face = f.guests.get(code);
  const segs: Segment[] = [{ text: `${l}${tight ? tinyName(f, code) : shortName(f, code)}${r}`, inverse: mk === 'cursor', bold: mk !== 'none' }];
  if (apps) segs.push({ text: ` ${(face?.appetites ?? []).join(tight ? '' : ' ')}`, dim: true });
  if (brief && face?.brief) segs.push({ text: ` (${face.brief})`, dim: true });
  return { segs, sep: tight ? ' ' : g.sep };
}

/**
 * Whether the faux pas go in the hand region's last line: in a narrow layout whose board
 * leaves fewer than two lines below the seats (the compact one at four seats), they would
 * otherwise never show.
 */
export function fauxPasInHand(v: SdpView, room: BoardLayout): boolean {
  return room.width < 78 && room.handLines > 1 && !keeping(v) && fauxPasInPlay(v).length > 0 && room.boardLines - 1 - 2 * v.table.length < 2;
}

/**
 * The hand region: the seat's guests with their appetites (and, with abilities, their
 * abilities' few words when every guest fits with them), in the layout's lines; the last
 * one for the faux pas when the board has no room for them (fauxPasInHand) and the hand fits
 * in the others, by name alone if need be (the card line shows the one under the cursor).
 */
export function handLines(c: BoardContext<SdpView, Faces>): Segment[][] {
  const { view: v, faces: f, selection: sel, glyphs: g, seat, layout: room } = c;
  const faux = fauxPasInHand(v, room) ? fauxPasLines(v, f, seat, g, room.width, 1) : [];
  if (seat < 0 || !v.hand) return [[{ text: 'Hands are private: watching from outside the table', dim: true }], ...faux];
  // in the draft the region lists the guests to pick from (those kept are in your row)
  const hand = drafting(v) && v.draftHand ? v.draftHand : v.hand;
  const head: Segment[] = drafting(v) ? draftHead(v, room.width < 78) : [{ text: room.width < 78 ? `Hand (${hand.length}): ` : `Your hand (${hand.length}): `, bold: true }];
  if (!hand.length) return [[...head, { text: g.empty, dim: true }], ...faux];
  const forms: [boolean, boolean, boolean][] = [
    ...(hasAbilities(v) ? ([[false, true, true], [true, true, true]] as [boolean, boolean, boolean][]) : []),
    [false, false, true],
    [true, false, true],
    [true, false, false],
  ];
  const packs = (most: number) => forms.map(([tight, brief, apps]) => pack(head, hand.map((c) => handChunk(f, c, sel, g, tight, brief, apps)), most, 2, g, room.width));
  // the faux pas take the last line only when the whole hand fits in the others
  const short = faux.length ? packs(room.handLines - faux.length).find((p) => !p.hidden) : undefined;
  const packed = short ?? packs(room.handLines).find((p) => !p.hidden) ?? packs(room.handLines)[forms.length - 1];
  return [...packed.lines.slice(0, room.handLines), ...(short ? faux : [])].map((l) => clipSegments(l, room.width, g));
}

/** Where each move word is drawn, for the arrow keys: guests, seat positions, platter kinds, a pending guest's slots. */
export function wordPlaces(v: SdpView, seat: number): Record<string, readonly [number, number]> {
  const out: Record<string, readonly [number, number]> = {};
  platterKinds(v).forEach((k, i) => (out[k] = [i, -1]));
  for (const p of ring(v)) out[p.guest] = [p.index * 2 + 1, p.seat];
  (v.hand ?? []).forEach((c, i) => (out[c] = [i * 2, v.table.length + 1]));
  (v.draftHand ?? []).forEach((c, i) => (out[c] = [i * 2, v.table.length + 1]));
  // the faux pas dealt to you get no place: the arrows then walk the list, which holds
  // "keep the first alone" too (a choice with no place on the board)
  const row = v.table[seat]?.length ?? 0;
  for (let i = 0; i <= Math.min(row, 2); i++) out[String(i + 1)] = [i * 2, seat + 1];
  const p = pendingOf(v);
  const placing = p?.what === 'place' && p.guest ? v.table.flat().find((x) => x.guest === p.guest) : undefined;
  if (placing) {
    const at = placeOf(v, placing.guest);
    const seen = new Set<string>();
    placing.appetites.forEach((s, i) => {
      if (s.token || seen.has(s.kind)) return;
      seen.add(s.kind);
      out[s.kind] = [i, at?.seat ?? 0];
    });
  }
  return out;
}

