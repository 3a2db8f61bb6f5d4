/**
 * The Royal Dinner Party table in 47 columns and 6 lines, for small terminals (the compact
 * and small layouts, down to a phone's 50x16):
 *
 *            Ta K♥ 13  Tb J♠ ✓   Tc
 *  L1 Q♦ 12  a1  7♥×2 ▸b1 10♠×1 ·c1  3♣×1  R1 J♦ 11
 *
 * The same marks as the full board, on the left only (▸ the cursor, · a possible choice,
 * [ a choice made); the cursor is drawn inverse as well. No box lines: the positions' names
 * and the seats' names say where everything is.
 */
import { width, type Segment } from '../../components/Line.js';
import type { Glyphs } from '../../glyphs.js';
import type { SelectionView } from '../types.js';
import { markOf } from '../segments.js';
import { cardSeg, pad } from './lines.js';
import { POSITIONS, SEAT_NAMES, topOf } from './view.js';
import type { RdpView } from '../../../games/royal-dinner-party/view.js';

/** A cell's and a seat's width, marks included. */
const SLOT = 9;

const len = width;

function lead(name: string, sel: SelectionView, g: Glyphs): { mark: string; m: ReturnType<typeof markOf> } {
  const m = markOf(name, sel);
  return { m, mark: m === 'cursor' ? g.cursor : m === 'chosen' ? '[' : m === 'candidate' ? g.candidate : ' ' };
}

function finish(segs: Segment[], m: ReturnType<typeof markOf>, width: number, right = false): Segment[] {
  const out = right ? [pad(width - len(segs)), ...segs] : [...segs, pad(width - len(segs))];
  if (m === 'cursor') return out.map((s) => ({ ...s, inverse: true, dim: false }));
  const first = right ? 1 : 0;
  if (m === 'candidate' || m === 'chosen') out[first] = { ...out[first], bold: true };
  return out;
}

/** "▸a1  7♥×2": mark, position, top card, stack height. */
function cell(v: RdpView, pos: string, sel: SelectionView, g: Glyphs): Segment[] {
  const { m, mark } = lead(pos, sel, g);
  const stack = v.grid[pos] ?? [];
  const top = topOf(v, pos);
  return finish(
    [
      { text: `${mark}${pos} `, dim: m === 'none' },
      top ? cardSeg(top, g, 3) : { text: g.empty.padStart(3), dim: true },
      { text: stack.length ? `${g.times}${stack.length}` : '', dim: true },
    ],
    m,
    SLOT,
  );
}

/** "L1 Q♦ 12": mark, seat, guest, appetite or the satisfied mark. */
function seat(v: RdpView, name: string, sel: SelectionView, g: Glyphs, right = false): Segment[] {
  const { m, mark } = lead(name, sel, g);
  const s = v.seats[name];
  const segs: Segment[] = [{ text: `${mark}${name}`, dim: !s && m === 'none' }];
  if (s) {
    segs.push(pad(1), cardSeg(s.guest, g));
    if (s.satisfied) segs.push({ text: ` ${g.ok}`, color: 'green' });
    else segs.push({ text: ` ${s.appetite}`, color: s.appetite >= v.appetiteLimit - 5 ? 'yellow' : undefined });
  }
  const out = finish(segs, m, SLOT, right);
  return s?.satisfied && m !== 'cursor' ? out.map((x) => ({ ...x, dim: true })) : out;
}

/** The six lines: the top seats, the grid's rows between the side seats, the bottom seats, the deck. */
export function compactBoardLines(v: RdpView, sel: SelectionView, g: Glyphs): Segment[][] {
  const seatRow = (names: readonly string[]): Segment[] => [pad(SLOT + 1), ...names.flatMap((n) => seat(v, n, sel, g))];
  const lines: Segment[][] = [seatRow(SEAT_NAMES.slice(0, 3))];
  for (let row = 0; row < 3; row++) {
    const left = seat(v, SEAT_NAMES[6 + row], sel, g, true);
    lines.push([...left, pad(1), ...POSITIONS.slice(row * 3, row * 3 + 3).flatMap((p) => cell(v, p, sel, g)), pad(1), ...seat(v, SEAT_NAMES[9 + row], sel, g)]);
  }
  lines.push(seatRow(SEAT_NAMES.slice(3, 6)));
  const seated = Object.keys(v.seats).length;
  const fed = Object.values(v.seats).filter((s) => s.satisfied).length;
  const deck: Segment[] = [{ text: `Deck ${v.deck}` }];
  if (v.bottom.length) deck.push({ text: `${g.sep}bottom ` }, ...v.bottom.flatMap((c, i) => [...(i ? [pad(1)] : []), cardSeg(c, g)]));
  deck.push({ text: `${g.sep}limit ${v.appetiteLimit}`, dim: true });
  const guests = `${g.sep}guests ${seated}/12, ${fed} ${g.ok}`;
  if (len(deck) + guests.length <= 47) deck.push({ text: guests });
  lines.push(deck);
  return lines;
}
