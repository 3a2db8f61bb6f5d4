/**
 * The Royal Dinner Party table as lines of styled text, 78 columns:
 *
 *                    Ta K♥ 13       Tb J♠ ✓        Tc
 *                ┌──────────────┬──────────────┬──────────────┐
 *       L1 Q♦ 12 │ a1   7♥ ×2   │▸b1  10♠ ×1  ◂│ ·c1   3♣ ×1  │ R1 J♦ 11
 *                ├──────────────┼──────────────┼──────────────┤
 *
 * Each cell names its position (typed as a shortcut), its top card and the stack's height.
 * Marks, not colours, say what is what: ▸…◂ the cursor, · a possible choice, [ ] a choice
 * already made (a joker's card), ✓ a satisfied guest.
 */
import type { Glyphs } from '../../glyphs.js';
import { width, type Segment } from '../../components/Line.js';
import { markOf, type Mark } from '../segments.js';
import type { SelectionView } from '../types.js';
import { POSITIONS, SEAT_NAMES, isRed, pretty, topOf } from './view.js';
import type { RdpView } from '../../../games/royal-dinner-party/view.js';

const CELL = 14;
const SIDE = 15;

/** The marks around a cell or seat: the same width whatever the mark, so the grid keeps its columns. */
function marks(m: Mark, g: Glyphs): [string, string] {
  if (m === 'cursor') return [g.cursor, g.cursorEnd];
  if (m === 'chosen') return ['[', ']'];
  if (m === 'candidate') return [g.candidate, ' '];
  return [' ', ' '];
}

/** A card's name, red for hearts and diamonds (the suit symbol says it too). */
export const cardSeg = (card: string, g: Glyphs, pad = 0): Segment => ({
  text: pretty(card, g).padStart(pad),
  color: isRed(card) ? 'red' : undefined,
});

/** A grid cell: mark, position, top card, stack height, mark. */
export function cellSegments(v: RdpView, pos: string, sel: SelectionView, g: Glyphs): Segment[] {
  const m = markOf(pos, sel);
  const [l, r] = marks(m, g);
  const stack = v.grid[pos] ?? [];
  const top = topOf(v, pos);
  const height = stack.length ? `${g.times}${stack.length}` : '';
  const segs: Segment[] = [
    { text: `${l}${pos}  `, dim: m === 'none' },
    top ? cardSeg(top, g, 3) : { text: g.empty.padStart(3), dim: true },
    { text: ` ${height.padEnd(3)}`, dim: true },
  ];
  const used = segs.reduce((n, s) => n + s.text.length, 0);
  segs.push({ text: ' '.repeat(Math.max(0, CELL - used - 1)) + r });
  if (m === 'cursor') return segs.map((s) => ({ ...s, inverse: true, dim: false }));
  if (m === 'candidate' || m === 'chosen') segs[0] = { ...segs[0], bold: true };
  return segs;
}

/** A seat: mark, name, guest, appetite or the satisfied mark. */
export function seatSegments(v: RdpView, name: string, sel: SelectionView, g: Glyphs): Segment[] {
  const m = markOf(name, sel);
  const [l, r] = marks(m, g);
  const s = v.seats[name];
  const segs: Segment[] = [{ text: `${l}${name}`, dim: !s && m === 'none' }];
  if (s) {
    segs.push({ text: ' ' }, cardSeg(s.guest, g));
    if (s.satisfied) segs.push({ text: ` ${g.ok}`, color: 'green' });
    else segs.push({ text: ` ${s.appetite}`, color: s.appetite >= v.appetiteLimit - 5 ? 'yellow' : undefined });
  }
  segs.push({ text: r });
  if (m === 'cursor') return segs.map((x) => ({ ...x, inverse: true, dim: false }));
  if (s?.satisfied) return segs.map((x) => ({ ...x, dim: true }));
  return segs;
}

const len = width;
/** `n` spaces as a segment. */
export const pad = (n: number): Segment => ({ text: ' '.repeat(Math.max(0, n)) });

function centred(segs: Segment[], w: number): Segment[] {
  const free = w - len(segs);
  return [pad(Math.floor(free / 2)), ...segs, pad(Math.ceil(free / 2))];
}

function border(g: Glyphs, left: string, mid: string, right: string): Segment[] {
  const h = g.box.h.repeat(CELL);
  return [pad(SIDE + 1), { text: `${left}${h}${mid}${h}${mid}${h}${right}`, dim: true }];
}

/** The seats above (Ta Tb Tc) or below (Ba Bb Bc) the grid. */
function seatRow(v: RdpView, names: readonly string[], sel: SelectionView, g: Glyphs): Segment[] {
  const out: Segment[] = [pad(SIDE + 1)];
  for (const n of names) out.push(pad(1), ...centred(seatSegments(v, n, sel, g), CELL));
  return out;
}

function gridRow(v: RdpView, row: number, sel: SelectionView, g: Glyphs): Segment[] {
  const left = seatSegments(v, SEAT_NAMES[6 + row], sel, g);
  const right = seatSegments(v, SEAT_NAMES[9 + row], sel, g);
  const out: Segment[] = [pad(SIDE - len(left)), ...left, pad(1)];
  for (let c = 0; c < 3; c++) {
    out.push({ text: g.box.v, dim: true }, ...cellSegments(v, POSITIONS[row * 3 + c], sel, g));
  }
  out.push({ text: g.box.v, dim: true }, pad(1), ...right);
  return out;
}

/** The whole board: nine lines of table and two of status. */
export function boardLines(v: RdpView, sel: SelectionView, g: Glyphs): Segment[][] {
  const b = g.box;
  const lines: Segment[][] = [
    seatRow(v, SEAT_NAMES.slice(0, 3), sel, g),
    border(g, b.tl, b.t, b.tr),
    gridRow(v, 0, sel, g),
    border(g, b.l, b.x, b.r),
    gridRow(v, 1, sel, g),
    border(g, b.l, b.x, b.r),
    gridRow(v, 2, sel, g),
    border(g, b.bl, b.b, b.br),
    seatRow(v, SEAT_NAMES.slice(3, 6), sel, g),
  ];
  const deck: Segment[] = [{ text: `Deck: ${v.deck} card${v.deck === 1 ? '' : 's'}` }];
  if (v.bottom.length) {
    deck.push({ text: `${g.sep}known at its bottom: ` }, ...v.bottom.flatMap((c, i) => [...(i ? [pad(1)] : []), cardSeg(c, g)]));
  }
  deck.push({ text: `${g.sep}appetite limit ${v.appetiteLimit}`, dim: true });
  lines.push(deck);
  const hungry = Object.values(v.seats).filter((s) => !s.satisfied).length;
  const seated = Object.keys(v.seats).length;
  const status: Segment[] = [{ text: `Guests: ${seated} of 12 seated, ${seated - hungry} satisfied (${g.ok})` }];
  if (sel.active) status.push({ text: `${g.sep}${g.cursor}${g.cursorEnd} cursor, ${g.candidate} open choice`, dim: true });
  lines.push(status);
  return lines;
}

/** The hand region: the drawn card, the waiting guests, the favors kept and used. */
export function handLines(v: RdpView, g: Glyphs): Segment[][] {
  const list = (cards: readonly string[]): Segment[] =>
    cards.length ? cards.flatMap((c, i) => [...(i ? [pad(1)] : []), cardSeg(c, g)]) : [{ text: g.empty, dim: true }];
  const first: Segment[] = [{ text: 'Drawn: ', bold: true }, ...(v.held ? [{ ...cardSeg(v.held, g), bold: true }] : [{ text: g.empty, dim: true }])];
  if (v.waiting.length) first.push({ text: `${g.sep}Waiting to sit: `, bold: true }, ...list(v.waiting));
  const second: Segment[] = [{ text: 'Favors: ', bold: true }, ...list(v.favors), { text: `${g.sep}used: ` }, ...list(v.used)];
  return [first, second];
}
