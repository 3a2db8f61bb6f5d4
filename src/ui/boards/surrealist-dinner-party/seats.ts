/**
 * The seats' rows of Surrealist Dinner Party's table, two lines a seat, in either layout:
 *
 *   full (78 columns):    ▶You             hand 4  ↻ Salvador Dalí   → Paul Klee
 *                          Stash F1 W2 plate used │ FF✓ *W✓ RW✗       DD✓ F_ W_ *_
 *   compact (58 columns): ▶You     hand 4 ↻ Dalí       → Klee       → Carrington
 *                          F1W2 used      │ FF✓*W✓RW✗  DD✓F_W_*_    F_R_C_
 *
 * A seat's label says who it is, its hand, its Stash and (with abilities) its plate this
 * course: `ready` (a plate guest seated, not used yet), `used`, or `none` (no plate guest
 * seated). A guest's cell is its name, then its appetite slots and, when the cell has room
 * (rows of fewer guests make wider cells), its ability in a few words. The ring reads on from
 * cell to cell: → along a row, ↳ from the row above, ↻ from the last row back to the first.
 */
import type { Segment } from '../../components/Line.js';
import type { Glyphs } from '../../glyphs.js';
import { clipSegments, len, markOf, marks, pad } from '../segments.js';
import type { BoardLayout, SelectionView } from '../types.js';
import { beforeRowNote } from './before.js';
import { shortName, tinyName, type Faces } from './faces.js';
import type { SdpSeatedGuest, SdpSlot, SdpView } from '../../../games/surrealist-dinner-party/view.js';
import { KINDS, pendingOf, seatName } from './view.js';

/** Glyphs this board adds to the shared set. */
export interface Marks {
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

/** The room a seat's row is drawn in: the label column, each ring link, each guest's cell. */
export interface Dims {
  width: number;
  label: number;
  link: number;
  cell: number;
  /** The compact layout: tiny names, slots without spaces, seats without their level. */
  compact: boolean;
  /** A third line a seat, for its guests' abilities (with abilities, when the seats leave room). */
  briefLine: boolean;
}

/** The widest cell: a name and a few words of ability fit, and rows stay easy to follow. */
const MAX_CELL = 26;

/**
 * The dims for a layout and a table: the full layout's cells share what the label leaves
 * among the longest row's guests (15 columns at three), so short rows show abilities; the
 * compact layout's cells are fixed (58 columns hold three of 12 beside a label of 16).
 */
export function dimsFor(layout: BoardLayout, v: SdpView, seat: number, seating: boolean): Dims {
  // a third line a seat while the lines left below still hold what happens now, the card in focus and one more
  const briefLine = hasAbilities(v) && layout.boardLines - 1 - 3 * v.table.length >= 3;
  if (layout.name !== 'full') return { width: layout.width, label: 16, link: 2, cell: 12, compact: true, briefLine };
  const longest = Math.max(1, ...v.table.map((row, x) => (row?.length ?? 0) + (seating && x === seat ? 1 : 0)));
  const label = 24;
  const link = 3;
  const cell = Math.min(MAX_CELL, Math.max(15, Math.floor((layout.width - label) / Math.min(3, longest)) - link));
  return { width: layout.width, label, link, cell, compact: false, briefLine };
}


const cut = (text: string, width: number): string => (text.length > width ? text.slice(0, width) : text.padEnd(width));

/** One slot as text: kind, token or `_`, and the match mark. */
export function slotText(s: SdpSlot, m: Marks): string {
  if (!s.token) return `${s.kind}${m.none}`;
  return `${s.kind}${s.token}${s.matches ? m.match : m.mismatch}`;
}

/** A guest's slots, the empty ones of the kind being chosen marked while a token is placed. */
function slotsText(g: SdpSeatedGuest, marking: boolean, sel: SelectionView, gl: Glyphs, d: Dims): string {
  const m = boardMarks(gl);
  const parts = g.appetites.map((s) => {
    const t = slotText(s, m);
    if (!marking || s.token) return t;
    const mk = markOf(s.kind, { ...sel, args: [] });
    const [l, r] = marks(mk, gl);
    return `${l}${t}${r}`;
  });
  const spaced = parts.join(' ');
  return spaced.length <= d.cell && !d.compact ? spaced : parts.join('');
}

/** A guest's name in its cell, marked while a move is put together. */
function nameSegs(f: Faces, code: string, sel: SelectionView, g: Glyphs, d: Dims): Segment[] {
  const mk = markOf(code, sel);
  const [l, r] = marks(mk, g);
  const text = cut(`${l}${d.compact ? tinyName(f, code) : shortName(f, code)}${r}`, d.cell);
  if (mk === 'cursor') return [{ text: text.trimEnd(), inverse: true }, pad(d.cell - text.trimEnd().length)];
  return [{ text, bold: mk !== 'none' }];
}

/** A guest's second line: its slots, then (without a line of its own) its ability's few words when they fit the cell whole. */
function slotSegs(f: Faces, guest: SdpSeatedGuest, marking: boolean, sel: SelectionView, g: Glyphs, d: Dims, abilities: boolean): Segment[] {
  const slots = slotsText(guest, marking, sel, g, d);
  const face = f.guests.get(guest.guest);
  const room = d.cell - slots.length - 2;
  const brief = abilities && !d.briefLine ? [face?.brief ?? '', face?.bare ?? ''].find((b) => b && b.length <= room) : undefined;
  if (brief) return [{ text: `${slots}  ` }, { text: cut(brief, room), dim: true }];
  return [{ text: cut(slots, d.cell) }];
}

/** A guest's third line, when the layout has room for one: its ability's few words, cut to the cell. */
function briefSegs(f: Faces, guest: SdpSeatedGuest, d: Dims): Segment[] {
  const face = f.guests.get(guest.guest);
  const text = [face?.brief ?? '', face?.bare ?? ''].find((b) => b.length <= d.cell) ?? face?.bare ?? '';
  return [{ text: cut(text, d.cell), dim: true }];
}

/** The words of a seat's stash ("F2 W1", or "F2W1" tight). */
export function stashWords(s: Record<string, number> | undefined, g: Glyphs, tight = false): string {
  const kinds = [...KINDS, ...Object.keys(s ?? {}).filter((k) => !(KINDS as readonly string[]).includes(k))];
  const parts = kinds.filter((k) => (s?.[k] ?? 0) > 0).map((k) => `${k}${s?.[k]}`);
  if (!parts.length) return g.empty;
  return parts.join(tight ? '' : ' ');
}

/** Whether the view's mode plays abilities (normal, advanced). */
export const hasAbilities = (v: SdpView): boolean => !!v.mode && v.mode !== 'casual';

/** A seat's plate abilities this course: `ready`, `used`, or `none` (no plate guest seated). */
export function plateState(v: SdpView, f: Faces, seat: number): 'ready' | 'used' | 'none' {
  if (v.plateUsed[seat - 1]) return 'used';
  const plate = (v.table[seat - 1] ?? []).some((x) => f.guests.get(x.guest)?.icon === 'plate');
  return plate ? 'ready' : 'none';
}

/** Each seat's second label line: its Stash and plate state, in the first form that fits its label. */
function stashLabels(v: SdpView, f: Faces, g: Glyphs, room: number): string[] {
  const forms = v.table.map((_, x) => {
    const spaced = stashWords(v.stash[x], g);
    const tight = stashWords(v.stash[x], g, true);
    const state = hasAbilities(v) ? plateState(v, f, x + 1) : undefined;
    if (!state) return [` Stash ${spaced}`, ` Stash ${tight}`, ` ${tight}`];
    // the plate's state in words, then in one word; "no plate" only when there is room
    const [word, short] = state === 'ready' ? ['plate ready', 'ready'] : state === 'used' ? ['plate used', 'used'] : ['no plate', ''];
    // "Stash" stays longer than "plate": the plate's one word (ready, used) still reads beside it
    return [
      ` Stash ${spaced} ${g.sep.trim()} ${word}`,
      ` Stash ${spaced} ${word}`,
      ` Stash ${tight} ${word}`,
      ` Stash ${tight} ${short}`.trimEnd(),
      ` ${tight} ${word}`,
      ` ${tight} ${short}`.trimEnd(),
      `${tight} ${short}`.trimEnd(),
      ` ${tight}`,
    ];
  });
  return forms.map((fs) => fs.find((t) => t.length <= room) ?? fs[fs.length - 1]);
}

/** The ring link before guest `i` of a seat's row: ↻ first row, ↳ other rows, → along; or a seat position being chosen. */
function link(i: number, firstRow: boolean, positions: string[] | undefined, sel: SelectionView, g: Glyphs, d: Dims): Segment {
  const m = boardMarks(g);
  const pos = String(i + 1);
  if (positions?.includes(pos)) {
    const mk = markOf(pos, sel);
    if (mk === 'cursor') return { text: `${g.cursor}${pos}${g.cursorEnd}`.padEnd(d.link), inverse: true };
    return { text: d.link > 2 ? ` ${pos} ` : `${pos} `, bold: true };
  }
  const arrow = i > 0 ? m.along : firstRow ? m.wrap : m.down;
  return { text: d.link > 2 ? ` ${arrow} ` : `${arrow} ` };
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

/** Each seat's two lines: its name, hand and guests' names; its Stash (and plate) and the guests' slots. */
export function seatLines(v: SdpView, f: Faces, sel: SelectionView, g: Glyphs, seat: number, names: readonly string[], acting: number[], d: Dims): Segment[][] {
  const m = boardMarks(g);
  const over = v.phase === 'over';
  const firstRow = v.table.findIndex((row) => row.length > 0);
  const pending = pendingOf(v);
  const placing = sel.active && sel.verb === 'place' ? pending?.guest : undefined;
  // the positions of a guest being seated, drawn in the seat's own row
  const positions = sel.active && sel.verb === 'seat' && sel.args.length === 1 ? sel.choices.filter((c) => /^\d+$/.test(c)) : undefined;
  // the compact label drops a computer's level ("Seat 2", not "Seat 2 (greedy)")
  const label = (x: number): string => {
    const name = seatName(names, x + 1);
    const bare = d.compact ? name.replace(/ \(.*\)$/, '') : name;
    return `${bare}${x === seat && name !== 'You' && !d.compact ? ' (you)' : ''}`;
  };
  const hand = (x: number): string => ` hand ${v.hands[x] ?? 0}`;
  const nameWidth = Math.min(d.label - 1 - ' hand 99'.length, Math.max(...v.table.map((_, x) => label(x).length)));
  const stashes = stashLabels(v, f, g, d.label - 1);
  const out: Segment[][] = [];
  v.table.forEach((row, x) => {
    // at the end the situation line names the winners; no seat is marked
    const mark = over ? ' ' : acting.includes(x + 1) ? m.mover : ' ';
    const head: Segment[] = [{ text: mark }, { text: cut(label(x), nameWidth), bold: x === seat }];
    head.push({ text: cut(hand(x), d.label - len(head)) });
    const mine = x === seat ? positions : undefined;
    const a: Segment[] = [...head];
    const b: Segment[] = [{ text: cut(stashes[x], d.label) }];
    const c: Segment[] = [{ text: ' '.repeat(d.label) }];
    row.forEach((guest, i) => {
      a.push(link(i, x === firstRow, mine, sel, g, d), ...nameSegs(f, guest.guest, sel, g, d));
      const bar = i === 0 ? g.box.v : ' ';
      b.push({ text: d.link > 2 ? ` ${bar} ` : `${bar} ` }, ...slotSegs(f, guest, placing === guest.guest, sel, g, d, hasAbilities(v)));
      c.push({ text: ' '.repeat(d.link) }, ...briefSegs(f, guest, d));
    });
    if (mine?.includes(String(row.length + 1))) a.push(link(row.length, false, mine, sel, g, d));
    const note = beforeRowNote(v, f, x, seat, d.compact);
    if (!row.length && !mine) a.push({ text: note ? `${d.compact ? ' ' : '   '}${note}` : d.compact ? ' no guests' : '   no guests seated', dim: !note || x !== seat });
    out.push(a, b);
    if (d.briefLine) out.push(row.length ? c : []);
  });
  return out.map((l) => clipSegments(trimEnd(l), d.width, g));
}
