/**
 * Surrealist Dinner Party's table as lines of styled text, 78 columns, from one seat's view
 * (four seats use every one of the 11 lines):
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
 * Each seat's row holds its guests left to right; the ring runs along a row (→), on to the
 * next row's first guest (↳) and from the last row back to the first (↻). An appetite slot is
 * its kind, then its token (`_` none), then ✓ when the token matches or ✗ when it does not
 * (ASCII + and !): letters always, never colour alone. The last line is the card in focus (the
 * guest under the cursor, or the one receiving a token) with its neighbours named, or the key.
 */
import type { Segment } from '../../components/Line.js';
import type { Glyphs } from '../../glyphs.js';
import { WIDTH } from '../../layout.js';
import { clipSegments, len, markOf, marks, pack, pad, type Chunk } from '../segments.js';
import { BOARD_LINES, HAND_LINES, type SelectionView } from '../types.js';
import { fullName, shortName, type Faces } from './faces.js';
import {
  KINDS,
  kindName,
  movers,
  neighbours,
  pendingOf,
  placeOf,
  platterKinds,
  ring,
  stashTotal,
  type SdpView,
  type SeatedGuest,
  type Slot,
} from './view.js';

/** The seat column, each link of the ring, and a guest's cell. */
export const LABEL = 24;
export const LINK = 3;
export const CELL = 15;

/** Glyphs this board adds to the shared set. */
interface Marks {
  match: string;
  mismatch: string;
  none: string;
  along: string;
  down: string;
  wrap: string;
  mover: string;
  winner: string;
}

export function boardMarks(g: Glyphs): Marks {
  return g.ascii
    ? { match: '+', mismatch: '!', none: '_', along: '>', down: '\\', wrap: '^', mover: '>', winner: '+' }
    : { match: '✓', mismatch: '✗', none: '_', along: '→', down: '↳', wrap: '↻', mover: '▶', winner: '✓' };
}

const seatName = (names: readonly string[], s: number): string => names[s - 1] ?? `Seat ${s}`;
const Who = (names: readonly string[], seat: number, s: number): string => (s === seat + 1 ? 'You' : seatName(names, s));
const cell = (text: string, width: number): string => (text.length > width ? text.slice(0, width) : text.padEnd(width));

/** One slot as text: kind, token or `_`, and the match mark. */
export function slotText(s: Slot, m: Marks): string {
  if (!s.token) return `${s.kind}${m.none}`;
  return `${s.kind}${s.token}${s.matches ? m.match : m.mismatch}`;
}

/** A guest's slots, the empty ones of the kind being chosen marked while a token is placed. */
function slotsText(g: SeatedGuest, marking: boolean, sel: SelectionView, gl: Glyphs): string {
  const m = boardMarks(gl);
  const parts = g.appetites.map((s) => {
    const t = slotText(s, m);
    if (!marking || s.token) return t;
    const mk = markOf(s.kind, { ...sel, args: [] });
    const [l, r] = marks(mk, gl);
    return `${l}${t}${r}`;
  });
  const spaced = parts.join(' ');
  return spaced.length <= CELL ? spaced : parts.join('');
}

/** A guest's name in its cell, marked while a move is put together. */
function nameSegs(f: Faces, code: string, sel: SelectionView, g: Glyphs): Segment[] {
  const mk = markOf(code, sel);
  const [l, r] = marks(mk, g);
  const text = cell(`${l}${shortName(f, code)}${r}`, CELL);
  if (mk === 'cursor') return [{ text: text.trimEnd(), inverse: true }, pad(CELL - text.trimEnd().length)];
  return [{ text, bold: mk !== 'none' }];
}

/** The course, the platter (its kinds marked while one is chosen) and the course that comes next. */
function headerLine(v: SdpView, f: Faces, sel: SelectionView, g: Glyphs): Segment[] {
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
  if (len(segs) + tail.length <= WIDTH) segs.push({ text: tail, dim: true });
  if (v.mode && v.mode !== 'casual') {
    const used = v.plateUsed.flatMap((u, s) => (u ? [s + 1] : []));
    const plates = `${g.sep}plates used: ${used.length ? used.join(', ') : g.empty}`;
    if (len(segs) + plates.length <= WIDTH) segs.push({ text: plates, dim: true });
  }
  return segs;
}

/** The words of a seat's stash ("F2 W1"), compact when need be. */
function stashWords(s: Record<string, number> | undefined, g: Glyphs, room: number): string {
  const kinds = [...KINDS, ...Object.keys(s ?? {}).filter((k) => !(KINDS as readonly string[]).includes(k))];
  const parts = kinds.filter((k) => (s?.[k] ?? 0) > 0).map((k) => `${k}${s?.[k]}`);
  if (!parts.length) return g.empty;
  const spaced = parts.join(' ');
  return spaced.length <= room ? spaced : parts.join('');
}

/** The ring link before guest `i` of a seat's row: ↻ first row, ↳ other rows, → along; or a seat position being chosen. */
function link(i: number, firstRow: boolean, positions: string[] | undefined, sel: SelectionView, g: Glyphs): Segment {
  const m = boardMarks(g);
  const pos = String(i + 1);
  if (positions?.includes(pos)) {
    const mk = markOf(pos, sel);
    if (mk === 'cursor') return { text: `${g.cursor}${pos}${g.cursorEnd}`.padEnd(LINK), inverse: true };
    return { text: ` ${pos} `, bold: true };
  }
  const arrow = i > 0 ? m.along : firstRow ? m.wrap : m.down;
  return { text: ` ${arrow} ` };
}

/** Each seat's two lines: its name, hand and guests' names; its Stash and the guests' slots. */
function seatLines(v: SdpView, f: Faces, sel: SelectionView, g: Glyphs, seat: number, names: readonly string[], acting: number[]): Segment[][] {
  const m = boardMarks(g);
  const over = v.phase === 'over';
  const winners = v.winners ?? [];
  const firstRow = v.table.findIndex((row) => row.length > 0);
  const pending = pendingOf(v);
  const placing = sel.active && sel.verb === 'place' ? pending?.guest : undefined;
  // the positions of a guest being seated, drawn in the seat's own row
  const positions = sel.active && sel.verb === 'seat' && sel.args.length === 1 ? sel.choices.filter((c) => /^\d+$/.test(c)) : undefined;
  const label = (x: number): string => `${seatName(names, x + 1)}${x === seat && names[x] !== 'You' ? ' (you)' : ''}`;
  const nameWidth = Math.min(LABEL - 1 - ' hand 99'.length, Math.max(...v.table.map((_, x) => label(x).length)));
  const out: Segment[][] = [];
  v.table.forEach((row, x) => {
    const mark = over ? (winners.includes(x + 1) ? m.winner : ' ') : acting.includes(x + 1) ? m.mover : ' ';
    const hand = ` hand ${v.hands[x] ?? 0}`;
    const head: Segment[] = [{ text: mark }, { text: cell(label(x), nameWidth), bold: x === seat }];
    head.push({ text: cell(hand, LABEL - len(head)) });
    const stash: Segment[] = [{ text: cell(` Stash ${stashWords(v.stash[x], g, LABEL - 8)}`, LABEL) }];
    const mine = x === seat ? positions : undefined;
    const a: Segment[] = [...head];
    const b: Segment[] = [...stash];
    row.forEach((guest, i) => {
      a.push(link(i, x === firstRow, mine, sel, g), ...nameSegs(f, guest.guest, sel, g));
      b.push({ text: ` ${i === 0 ? g.box.v : ' '} ` }, { text: cell(slotsText(guest, placing === guest.guest, sel, g), CELL) });
    });
    if (mine?.includes(String(row.length + 1))) a.push(link(row.length, false, mine, sel, g));
    if (!row.length && !mine) a.push({ text: '   no guests seated', dim: true });
    out.push(a, b);
  });
  return out.map((l) => clipSegments(trimEnd(l), WIDTH, g));
}

/** Drops trailing blanks, so lines compare cleanly. */
function trimEnd(segs: Segment[]): Segment[] {
  const out = segs.slice();
  while (out.length && !out[out.length - 1].text.trim() && !out[out.length - 1].inverse) out.pop();
  if (out.length) {
    const last = out[out.length - 1];
    if (!last.inverse) out[out.length - 1] = { ...last, text: last.text.trimEnd() };
  }
  return out;
}

/** What happens now: who must place which token, choose a bonus, finish playing a guest or take a turn; or the result. */
export function situation(v: SdpView, f: Faces, seat: number, names: readonly string[], g: Glyphs, acting: number[]): Segment[] {
  if (v.phase === 'over') {
    const totals = v.stash.map((s) => stashTotal(s));
    const best = Math.max(...totals);
    const winners = v.winners?.length ? v.winners : totals.flatMap((t, i) => (t === best ? [i + 1] : []));
    const bare = (s: number): string => (s === seat + 1 ? 'you' : seatName(names, s).replace(/ \(.*\)$/, ''));
    const ws = winners.map(bare);
    const list = ws.length > 1 ? `${ws.slice(0, -1).join(', ')} and ${ws[ws.length - 1]}` : (ws[0] ?? 'nobody');
    const won = ws.length > 1 ? `${list} share the win` : `${list} ${ws[0] === 'you' ? 'win' : 'wins'}`;
    const scores = totals.map((t, i) => `${bare(i + 1).replace(/^you$/, 'You')} ${t}`).join(g.sep);
    const head = `Game over: ${won.replace(/^you/, 'You')} with ${best}`;
    return [{ text: head, bold: true }, ...(head.length + g.sep.length + scores.length <= WIDTH ? [{ text: `${g.sep}${scores}` }] : [])];
  }
  const p = pendingOf(v);
  const actor = p?.seat ?? acting[0];
  const you = actor === seat + 1;
  const name = actor === undefined ? 'Someone' : Who(names, seat, actor);
  const say = (mine: string, theirs: string): Segment[] => [{ text: you ? mine : `${name} ${theirs}`, bold: you }];
  const guest = p?.guest ? fullName(f, p.guest) : 'the guest';
  switch (p?.what) {
    case 'place': {
      const token = p.token ? `the ${kindName(p.token)}` : 'a token';
      return say(`Place ${token} given to your ${guest}: on which appetite?`, `places ${token} given to ${guest}`);
    }
    case 'bonus': {
      const n = p.count === undefined || p.count === 2 ? 'two' : String(p.count);
      return say(`${guest} went home Perfectly Content: stash ${n} tokens of your choice`, `stashes ${n} tokens: ${guest} went home Perfectly Content`);
    }
    case 'play': {
      const raw = v.pending as { seated?: string | null; sentHome?: string | null };
      const done = [raw.seated ? `seated ${shortName(f, raw.seated)}` : '', raw.sentHome ? `sent ${shortName(f, raw.sentHome)} home` : ''].filter(Boolean);
      const left = raw.seated && raw.sentHome ? 'end' : raw.seated ? 'send a guest home, or end' : 'seat a guest, or end';
      return say(`You ${done.join(' and ') || 'are playing a guest'}: ${left}`, `${done.join(' and ') || 'is playing a guest'}`);
    }
    case 'home':
      return say('Dinner is over: send your guests home one by one, in any order', 'sends its guests home, one by one');
  }
  return say('Your turn: play a guest, compliments or drama, serve or trash', 'to act');
}

/** The guest the screen focuses on: under the cursor, the last chosen, or the one receiving a token. */
export function focusGuest(v: SdpView, f: Faces, sel: SelectionView): string | undefined {
  const known = (c: string | undefined): c is string => !!c && (f.guests.has(c) || !!placeOf(v, c) || !!v.hand?.includes(c));
  if (sel.active && known(sel.cursor)) return sel.cursor;
  const chosen = sel.active ? [...sel.args].reverse().find(known) : undefined;
  if (chosen) return chosen;
  const p = pendingOf(v);
  return p?.guest;
}

/**
 * The card in focus: its name, appetites, (ability, in modes that have them), and where it sits:
 * whose it is and its neighbours, named with their seats; shorter forms when the long one does
 * not fit.
 */
export function cardLine(v: SdpView, f: Faces, code: string, seat: number, names: readonly string[], g: Glyphs): Segment[] {
  const face = f.guests.get(code);
  const seated = v.table.flat().find((x) => x.guest === code);
  const apps = seated ? seated.appetites.map((s) => s.kind) : (face?.appetites ?? []);
  const owner = (s: number): string => (s === seat + 1 ? 'you' : seatName(names, s).replace(/ \(.*\)$/, ''));
  const at = placeOf(v, code);
  const ns = neighbours(v, code);
  const tries: Segment[][] = [];
  for (const [name, withOwner] of [[fullName(f, code), true], [shortName(f, code), true], [shortName(f, code), false]] as const) {
    const segs: Segment[] = [{ text: name, bold: true }, { text: `  ${apps.join(' ')}` }];
    if (at) {
      const whose = withOwner ? `${at.seat === seat + 1 ? 'yours' : owner(at.seat)}, ` : '';
      const next = ns.length ? `neighbours ${ns.map((p) => `${shortName(f, p.guest)} (${owner(p.seat)})`).join(', ')}` : 'no neighbours';
      segs.push({ text: `${g.sep}${whose}${next}`, dim: true });
    } else if (v.hand?.includes(code)) segs.push({ text: `${g.sep}in your hand`, dim: true });
    if (face?.ability && v.mode && v.mode !== 'casual') segs.push({ text: `${g.sep}${face.ability}` });
    tries.push(segs);
  }
  return tries.find((t) => len(t) <= WIDTH) ?? tries[tries.length - 1];
}

/** How to read the table, for a line to spare. */
export function keyLine(g: Glyphs): Segment[] {
  const m = boardMarks(g);
  return [
    {
      text: `Slot: kind, token (${m.none} none), ${m.match} match ${m.mismatch} not${g.sep}ring ${m.along} row by row, ${m.wrap} last to first`,
      dim: true,
    },
  ];
}

/**
 * The whole board: at most BOARD_LINES lines of WIDTH columns: the course and platter, two
 * lines per seat, what happens now, and the card in focus (or how to read the table); with
 * fewer seats, both.
 */
export function boardLines(
  v: SdpView,
  f: Faces,
  sel: SelectionView,
  g: Glyphs,
  seat: number,
  names: readonly string[],
  toMove?: readonly number[],
): Segment[][] {
  const acting = movers(v, toMove);
  const lines: Segment[][] = [headerLine(v, f, sel, g), ...seatLines(v, f, sel, g, seat, names, acting), situation(v, f, seat, names, g, acting)];
  const focus = focusGuest(v, f, sel);
  const spare = BOARD_LINES - lines.length;
  if (focus && spare > 0) lines.push(cardLine(v, f, focus, seat, names, g));
  if (BOARD_LINES - lines.length > 0) lines.push(keyLine(g));
  return lines.slice(0, BOARD_LINES).map((l) => clipSegments(l, WIDTH, g));
}

/** A guest in the hand: its table name (marked while chosen) and appetites ("Dalí F * R"). */
function handChunk(f: Faces, code: string, sel: SelectionView, g: Glyphs, compact: boolean): Chunk {
  const mk = markOf(code, sel);
  const [l, r] = marks(mk, g);
  const apps = f.guests.get(code)?.appetites ?? [];
  return {
    segs: [
      { text: `${l}${shortName(f, code)}${r}`, inverse: mk === 'cursor', bold: mk !== 'none' },
      { text: ` ${apps.join(compact ? '' : ' ')}`, dim: true },
    ],
    sep: compact ? ' ' : g.sep,
  };
}

/** The hand region: the seat's guests with their appetites, in HAND_LINES lines. */
export function handLines(v: SdpView, f: Faces, sel: SelectionView, g: Glyphs, seat: number): Segment[][] {
  if (seat < 0 || !v.hand) return [[{ text: 'Hands are private: watching from outside the table', dim: true }]];
  const head: Segment[] = [{ text: `Your hand (${v.hand.length}): `, bold: true }];
  if (!v.hand.length) return [[...head, { text: g.empty, dim: true }]];
  const rich = pack(head, v.hand.map((c) => handChunk(f, c, sel, g, false)), HAND_LINES, 2, g);
  const lines = rich.hidden ? pack(head, v.hand.map((c) => handChunk(f, c, sel, g, true)), HAND_LINES, 2, g).lines : rich.lines;
  return lines.slice(0, HAND_LINES).map((l) => clipSegments(l, WIDTH, g));
}

/** Where each move word is drawn, for the arrow keys: guests, seat positions, platter kinds, a pending guest's slots. */
export function wordPlaces(v: SdpView, seat: number): Record<string, readonly [number, number]> {
  const out: Record<string, readonly [number, number]> = {};
  platterKinds(v).forEach((k, i) => (out[k] = [i, -1]));
  for (const p of ring(v)) out[p.guest] = [p.index * 2 + 1, p.seat];
  (v.hand ?? []).forEach((c, i) => (out[c] = [i * 2, v.table.length + 1]));
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

