/**
 * Louis XIV's table in 58 columns and 10 lines, for the compact layout (from 60x20):
 *
 *       a     b     c    Deck 41 · END 1/2 · discard 3, top 8P
 *  ·1    —     —     —    Seat 2  6pt  ✓ 2 · 1 ✓ · imp used
 *  ▸2◂ [ 4Y] [ 5K] [ 9P] ▸Seat 3  0pt  3 · · · 3 10
 *  ·3    8K   11B    1G   Seat 4  7pt  ✓ ✓ ✓ · · · imp used
 *   n1 3pt  4 same value, 1+ Y  7Y 7G                fits
 *   n2 2pt  pair+pair, each 1+ B —                    fits
 *  ▸n3◂ 2pt 4 P, sum <15         3P 1W            discards
 *   ...
 *
 * The tray with its row numbers and column letters (the take under the cursor in [ ]), the
 * piles, the other seats at a glance (or the solo A.I. and the score), then the seat's six
 * nobles as rows instead of the full layout's columns: points, need, the cards under it and,
 * at the right, what the selected card would do there (or, while taking, which cards of the
 * take it would take in). Letters say the colours; marks say the selection.
 */
import type { Segment } from '../../components/Line.js';
import type { Glyphs } from '../../glyphs.js';
import { LAYOUTS } from '../../layout.js';
import { clipSegments, len, marks, pad } from '../segments.js';
import type { SelectionView } from '../types.js';
import { ratingOf, ratingScale, soloCells, soloRounds } from './faces.js';
import { besideTray, type boardLines, cardSeg, fitWords, marked, nobleStates, plural, pointsOf, seatName, trayRow, wrap } from './lines.js';
import type { NobleCheck, Outcome } from './predict.js';
import { COLUMNS, INK_COLOURS, isSolo, ownSeat } from './view.js';
import type { LouisView } from '../../../games/louis-xiv/view.js';

const WIDTH = LAYOUTS.compact.width;
/** The tray's width: a row's number between its marks, then three cells of six. */
const TRAY = 21;
/** Where the right of the tray starts. */
const SIDE = TRAY + 1;
/** The longest need printed whole; a designer's longer one is cut. */
const NEED = 25;

/** The first of `texts` within `room` columns, else the last (cut later). */
const firstFit = (texts: readonly string[], room: number): string => texts.find((t) => t.length <= room) ?? texts[texts.length - 1];

/** "3pt": a noble's or a seat's points, short. */
const pts = (n: number): string => `${n}pt`;

/** The column letters, then the piles (the discard's top card only when it fits). */
function headerLine(v: LouisView, sel: SelectionView, g: Glyphs): Segment[] {
  const segs: Segment[] = [pad(3)];
  for (const c of COLUMNS) segs.push(pad(1), ...(sel.verb === 'col' ? marked(` ${c} `, c, sel, g) : [{ text: `  ${c}  `, dim: true }]));
  const piles = [`Deck ${v.deck}`];
  if (!isSolo(v)) piles.push(`END ${v.endOfParty}/2`);
  const top = v.discard[v.discard.length - 1];
  // two spaces between the piles, not the separator: the discard's top card then fits
  const text = firstFit([[...piles, `discard ${v.discard.length}${top ? `, top ${top}` : ''}`].join('  '), [...piles, `discard ${v.discard.length}`].join('  ')], WIDTH - SIDE);
  return [...segs, pad(SIDE - len(segs)), { text }];
}

/** The right of the tray: each other seat on a line, or the solo round, A.I. and score. */
function sideLines(v: LouisView, sel: SelectionView, g: Glyphs, seat: number, names: readonly string[], data: unknown): Segment[][] {
  const room = WIDTH - SIDE;
  if (isSolo(v)) {
    const points = pointsOf(v.nobles[0] ?? []);
    const rounds = soloRounds(data);
    const round = rounds ? `Round ${Math.min(rounds, rounds - (v.soloLeft ?? 0))}/${rounds}${g.sep}` : '';
    const cells = (v.soloCard && soloCells(data, v.soloCard)) || 'its cells';
    const ai = v.soloCard ? firstFit([`${round}A.I. ${v.soloCard} cleared ${cells}`, `${round}A.I. cleared ${cells}`], room) : `${round}A.I. has not drawn`;
    const rating = v.rating ?? ratingOf(data, points) ?? '?';
    const now = v.rating ? 'rating' : 'rating now';
    const score = firstFit([`Score ${plural(points, 'point')}${g.sep}${now}: ${rating}`, `Score ${plural(points, 'point')}: ${rating}`, `${pts(points)}: ${rating}`], room);
    const scale = ratingScale(data);
    // the whole scale when it fits, else the next rating to reach (the rules page has it all)
    const next = scale.split(', ').find((r) => Number(r.split(' ')[0]) > points);
    const third = scale.length <= room || v.rating || !next ? scale : `next: ${next}`;
    return [[{ text: ai }], [{ text: score, bold: true }], [{ text: third, dim: true }]].map((l) => clipSegments(l, room, g));
  }
  const others = v.nobles.map((_, s) => s).filter((s) => s !== ownSeat(seat));
  const nameWidth = Math.min(8, Math.max(...others.map((s) => seatName(names, s, WIDTH).length)));
  // a glance is one character wider than its widest mark (ASCII's "ok" is two)
  const cell = Math.max(g.ok.length, g.candidate.length, 1) + 1;
  return others.map((s) => {
    const nobles = v.nobles[s];
    const moving = sel.seat === s;
    const glances = nobles.map((n) => (n.scored ? g.ok : n.cards.length ? String(n.cards.length) : g.candidate).padStart(cell - 1).padEnd(cell)).join('');
    const head = `${moving ? g.cursor : ' '}${seatName(names, s, WIDTH).slice(0, nameWidth).padEnd(nameWidth)} ${pts(pointsOf(nobles)).padStart(4)} `;
    const line: Segment[] = [{ text: head, bold: moving }, { text: glances }];
    if (v.imposterUsed[s]) line.push({ text: len(line) + 9 <= room ? 'imp used' : 'imp', dim: true });
    return clipSegments(line, room, g);
  });
}

/** What a noble's right end says: the selected card's outcome, or the take's cards it would take in. */
const OUTCOME: Record<Outcome, string> = { fits: 'fits', completes: 'completes', forced: 'discards' };

/** The seat's six nobles, one a line: name and points, need, cards under it, outcome. */
function nobleLines(v: LouisView, sel: SelectionView, g: Glyphs, seat: number, data: unknown, check?: NobleCheck): Segment[][] {
  const { nobles, takeSize } = nobleStates(v, sel, seat, data, check);
  const status = nobles.map(({ outcome: o, fit }): Segment | undefined => {
    if (o) return { text: OUTCOME[o], bold: o !== 'fits', color: o === 'forced' ? 'red' : o === 'completes' ? 'green' : undefined };
    return fit && { text: fitWords(fit, takeSize), dim: !fit.length };
  });
  const statusWidth = Math.max(0, ...status.map((s) => s?.text.length ?? 0));
  const needWidth = Math.min(NEED, Math.max(0, ...nobles.map((x) => x.face?.need.length ?? 0)));
  const cardRoom = WIDTH - (9 + needWidth + 1) - (statusWidth ? statusWidth + 1 : 0);
  return nobles.map(({ id, face, n, mark: m }, i) => {
    const [l, r] = marks(m, g, true);
    const need = wrap(face?.need ?? '', needWidth, 1, g)[0] ?? '';
    const line: Segment[] = [
      { text: `${l}${id}${r}`, inverse: m === 'cursor', bold: m !== 'none' },
      { text: `${pts(n.points).padStart(4)} ` },
      { text: need.padEnd(needWidth), color: face?.colour ? INK_COLOURS[face.colour] : undefined, dim: n.scored },
      pad(1),
      ...(n.scored ? [{ text: `${g.ok} scored` }] : cardsIn(n.cards, cardRoom, g)),
    ];
    const s = status[i];
    return s ? [...line, pad(WIDTH - s.text.length - len(line)), s] : line;
  });
}

/** The cards under a noble in `room` columns, in the order placed; what does not fit is counted ("+2"). */
function cardsIn(cards: readonly string[], room: number, g: Glyphs): Segment[] {
  if (!cards.length) return [{ text: g.empty, dim: true }];
  if (cards.join(' ').length <= room) return cards.flatMap((c, i) => [...(i ? [pad(1)] : []), cardSeg(c)]);
  const out: Segment[] = [];
  let used = 0;
  let shown = 0;
  for (const c of cards) {
    const more = ` +${cards.length - shown - 1}`;
    if (used + (shown ? 1 : 0) + c.length + more.length > room) break;
    if (shown) out.push(pad(1));
    out.push(cardSeg(c));
    used += (shown ? 1 : 0) + c.length;
    shown++;
  }
  out.push({ text: `${shown ? ' ' : ''}+${cards.length - shown}`, dim: true });
  return out;
}

/** The compact board: the tray and the piles beside the other seats (or the solo A.I.), then the nobles. */
export const compactBoardLines: typeof boardLines = (v, sel, g, seat, names, data, check) => {
  const rows = [0, 1, 2].map((r) => trayRow(v, r, sel, g, true));
  const lines = besideTray(headerLine(v, sel, g), rows, sideLines(v, sel, g, seat, names, data), SIDE, nobleLines(v, sel, g, seat, data, check));
  return lines.map((l) => clipSegments(l, WIDTH, g));
};

/** Lines the compact board and hand take (the screen's budget at 60x20: 12 together). */
export const COMPACT = { board: 10, hand: 2 } as const;
