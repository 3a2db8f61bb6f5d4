/**
 * Louis XIV's table as lines of styled text, 78 columns, from one seat's view:
 *
 *       col   a     b     c     Deck 41 · END drawn 0 of 2 · discard 7, top 8P
 *    ▸row 1◂ [ 7B] [12W] [ 3G]   Seat 2 (greedy)  5 pts  ✓  2  ·  ·  ✓  1  imp used
 *    ·row 2    4Y    —     9P  ▸Seat 3 (greedy)  3 pts  ·  3  ✓  1  ·  ·
 *    ·row 3    5K   11B    1G   Seat 4 (greedy)  0 pts  1  ·  ·  2  ·  3
 *     n1  3 pts    n2  2 pts    n3  2 pts    n4  1 pt     n5  3 pts    n6  1 pt
 *     Y yellow     B blue       P purple     G green      K pink       any colour
 *     4 same       pair+pair,   4 P, sum <15 3 G, 2 add   4 K, sum >38 sum 25, any
 *     value, 1+ Y  each 1+ B                 up to 3rd                 cards
 *     7Y 7B        —            3P 1W        —            ✓ scored     12W 9B
 *
 *     fits         fits         discards all discarded                 completes
 *
 * The tray, with the take under the cursor in [ ]; other seats at a glance (▸ the one to
 * move; per noble: ✓ scored, the cards under it, · none); the seat's six nobles as columns:
 * name and points, colour (its letter always beside it), need, cards under it, and what the
 * selected card would do there. Marks, not colours, say what is what: ▸…◂ the cursor, · an open choice.
 */
import type { Segment } from '../../components/Line.js';
import type { Glyphs } from '../../glyphs.js';
import { WIDTH } from '../../layout.js';
import { clipSegments, len, markOf, marks, noun, pad, plural, type Mark } from '../segments.js';
import { BOARD_LINES, HAND_LINES, type SelectionView } from '../types.js';
import { colourLabel, imposterFace, nobleFaces, type NobleFace, ratingOf, ratingScale, soloCells, soloRounds } from './faces.js';
import { outcomeOf, type NobleCheck, type Outcome } from './predict.js';
import { COLUMNS, INK_COLOURS, NOBLES, ROWS, cellsOf, isSolo, ownSeat, parseCard } from './view.js';
import type { LouisView } from '../../../games/louis-xiv/view.js';

/** A noble's column: its mark's place, then 12 characters. */
export const COLUMN = 13;
const TRAY = 25;

/** A food card, in its colour (its letter says the colour without it). */
export function cardSeg(card: string, padTo = 0): Segment {
  const c = parseCard(card);
  return { text: card.padStart(padTo), color: c ? INK_COLOURS[c.colour] : undefined, bold: c?.colour === 'W' };
}

/** "1 point", "3 points" (for the board's other parts). */
export { plural };

/** Words packed into lines of `width`, at most `max` lines, the last cut with an ellipsis. */
export function wrap(text: string, width: number, max: number, g: Glyphs): string[] {
  const lines: string[] = [];
  for (const w of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + w.length <= width) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  if (lines.length > max) lines.splice(max - 1, lines.length, lines.slice(max - 1).join(' '));
  return lines.map((l) => (l.length > width ? l.slice(0, width - g.ellipsis.length) + g.ellipsis : l));
}

/** The card the selection is about: the one chosen for `place`, or the one under the cursor. */
export function selectedCard(v: LouisView, sel: SelectionView): string | undefined {
  if (!sel.active || sel.verb !== 'place') return undefined;
  const card = sel.args[0] ?? sel.cursor;
  return v.toPlace.includes(card) ? card : undefined;
}

/** The cells of the take under the cursor: a row, a column, or the imposter's three cells. */
function cursorTake(sel: SelectionView): string[] {
  if (!sel.active) return [];
  if (sel.verb === 'row' || sel.verb === 'col') return cellsOf(sel.verb, [sel.args[0] ?? sel.cursor]);
  if (sel.verb === 'imposter' && sel.args.length === 2 && sel.cursor) return [...sel.args, sel.cursor];
  return [];
}

/** Points of the scored nobles. */
export const pointsOf = (nobles: readonly { scored: boolean; points: number }[]): number =>
  nobles.filter((n) => n.scored).reduce((t, n) => t + n.points, 0);

export function marked(text: string, word: string, sel: SelectionView, g: Glyphs): Segment[] {
  const m = markOf(word, sel);
  const [l, r] = marks(m, g, true);
  if (m === 'cursor') return [{ text: `${l}${text}${r}`, inverse: true }];
  return [{ text: `${l}${text}${r}`, bold: m !== 'none' }];
}

/** The line above the tray: the column letters (col a/b/c), then the piles. */
function headerLine(v: LouisView, sel: SelectionView, g: Glyphs): Segment[] {
  const segs: Segment[] = [{ text: '    col', dim: true }];
  for (const c of COLUMNS) segs.push(pad(1), ...(sel.verb === 'col' ? marked(` ${c} `, c, sel, g) : [{ text: `  ${c}  `, dim: true }]));
  const piles = [`Deck ${v.deck}`];
  if (!isSolo(v)) piles.push(`END drawn ${v.endOfParty} of 2`);
  const top = v.discard[v.discard.length - 1];
  piles.push(`discard ${v.discard.length}${top ? `, top ${top}` : ''}`);
  return [...segs, pad(TRAY + 2 - len(segs)), { text: piles.join(g.sep) }];
}

/** One tray row: its label (row 1/2/3; `short`, the compact layout's: 1/2/3) and three cells. */
export function trayRow(v: LouisView, row: number, sel: SelectionView, g: Glyphs, short = false): Segment[] {
  const r = ROWS[row];
  const label = short ? r : `row ${r}`;
  const segs: Segment[] = sel.verb === 'row' ? marked(label, r, sel, g) : [{ text: ` ${label} `, dim: true }];
  const take = new Set(cursorTake(sel));
  for (const c of COLUMNS) {
    const cell = `${c}${r}`;
    const card = v.tray[cell];
    const m = markOf(cell, sel);
    const [l, rr] = m === 'none' && take.has(cell) ? ['[', ']'] : marks(sel.verb === 'imposter' ? m : 'none', g, true);
    const body: Segment = card ? cardSeg(card, 3) : { text: g.empty.padStart(3), dim: true };
    const cursor = sel.verb === 'imposter' && m === 'cursor';
    segs.push(pad(1), { text: l, inverse: cursor, bold: l !== ' ' }, { ...body, inverse: cursor }, { text: rr, inverse: cursor, bold: rr !== ' ' });
  }
  return segs;
}

/** The glance at one noble of another seat: ✓ scored, the cards under it, · none. */
function glance(n: { scored: boolean; cards: readonly string[] }, g: Glyphs): string {
  return (n.scored ? g.ok : n.cards.length ? String(n.cards.length) : g.candidate).padEnd(3);
}

/** The right of the tray: other seats at a glance, or the solo game's A.I. and rating. */
function sideLines(v: LouisView, sel: SelectionView, g: Glyphs, seat: number, names: readonly string[], data: unknown): Segment[][] {
  const width = WIDTH - TRAY - 2;
  if (isSolo(v)) {
    const points = pointsOf(v.nobles[0] ?? []);
    const rounds = soloRounds(data);
    const round = rounds ? `Round ${Math.min(rounds, rounds - (v.soloLeft ?? 0))} of ${rounds}${g.sep}` : '';
    const card = v.soloCard ? `A.I. drew ${v.soloCard}, discarding ${soloCells(data, v.soloCard) ?? 'its cells'}` : 'A.I. has not drawn';
    return [
      [{ text: `${round}${card}` }],
      [{ text: `Score ${plural(points, 'point')}${g.sep}${v.rating ? 'rating' : 'rating now'}: ${v.rating ?? ratingOf(data, points) ?? '?'}`, bold: true }],
      [{ text: ratingScale(data), dim: true }],
    ].map((l) => clipSegments(l, width, g));
  }
  const out: Segment[][] = [];
  v.nobles.forEach((nobles, s) => {
    if (s === ownSeat(seat)) return;
    const points = pointsOf(nobles);
    const name = (names[s] ?? `Seat ${s + 1}`).slice(0, 15).padEnd(15);
    const moving = sel.seat === s;
    const line: Segment[] = [
      { text: `${moving ? g.cursor : ' '}${name} ${String(points).padStart(2)} ${noun(points, 'pt').padEnd(3)}  `, bold: moving },
      { text: nobles.map((n) => glance(n, g)).join('') },
    ];
    if (v.imposterUsed[s]) line.push({ text: 'imp used', dim: true });
    out.push(clipSegments(line, width, g));
  });
  return out;
}

/** What the selected card would do under each noble (undefined where nothing is known). */
export function outcomes(v: LouisView, sel: SelectionView, seat: number, data: unknown, check?: NobleCheck): (Outcome | undefined)[] {
  const card = selectedCard(v, sel);
  const own = v.nobles[ownSeat(seat)] ?? [];
  return own.map((n) => (card ? outcomeOf(check, v.side, n, ownSeat(seat), card, data) : undefined));
}

export const OUTCOME_WORDS: Record<Outcome, string> = { fits: 'fits', completes: 'completes', forced: 'discards all' };

/** The cards of the take under the cursor (a row, a column, or the imposter's third cell). */
export function takeUnderCursor(v: LouisView, sel: SelectionView): string[] {
  return cursorTake(sel)
    .map((c) => v.tray[c])
    .filter((c): c is string => !!c);
}

/** Per noble, the cards of the take under the cursor that it would take in (undefined: no take shown). */
export function takeFits(v: LouisView, sel: SelectionView, seat: number, data: unknown, check?: NobleCheck): (string[] | undefined)[] {
  const cards = takeUnderCursor(v, sel);
  const own = v.nobles[ownSeat(seat)] ?? [];
  return own.map((n) => {
    if (!cards.length || n.scored || !check) return undefined;
    return cards.filter((c) => {
      const o = outcomeOf(check, v.side, n, ownSeat(seat), c, data);
      return o === 'fits' || o === 'completes';
    });
  });
}

/** A noble's last line while taking: which of the take's cards it would take in, each alone. */
export function fitWords(fit: readonly string[], of: number): string {
  if (!fit.length) return 'none fits';
  return fit.length === of && of > 1 ? 'each fits' : `fit ${fit.join(' ')}`;
}

/** One noble of the seat as both layouts draw it: its face, what is under it, its mark, and what the selection would do there. */
export interface NobleState {
  id: string;
  face: NobleFace | undefined;
  n: { cards: readonly string[]; scored: boolean; points: number };
  mark: Mark;
  /** What the selected card would do under it. */
  outcome: Outcome | undefined;
  /** While taking: the cards of the take under the cursor it would take in. */
  fit: string[] | undefined;
}

/** The seat's six nobles with what the selection says of each, and the size of the take under the cursor. */
export function nobleStates(v: LouisView, sel: SelectionView, seat: number, data: unknown, check?: NobleCheck): { nobles: NobleState[]; takeSize: number } {
  const own = v.nobles[ownSeat(seat)] ?? [];
  const faces = nobleFaces(data, v.side, ownSeat(seat));
  const what = outcomes(v, sel, seat, data, check);
  const taking = takeFits(v, sel, seat, data, check);
  const nobles = NOBLES.map((id, i) => ({
    id,
    face: faces[i],
    n: own[i] ?? { cards: [], scored: false, points: faces[i]?.points ?? 0 },
    mark: markOf(id, sel),
    outcome: what[i],
    fit: taking[i],
  }));
  return { nobles, takeSize: takeUnderCursor(v, sel).length };
}

/** The seat's six nobles as columns: name and points, colour, need, cards, outcome. */
function nobleLines(v: LouisView, sel: SelectionView, g: Glyphs, seat: number, data: unknown, check?: NobleCheck): Segment[][] {
  const { nobles, takeSize } = nobleStates(v, sel, seat, data, check);
  const cols = nobles.map(({ id, face, n, mark: m, outcome: o, fit }) => {
    const [l, r] = marks(m, g, true);
    const head: Segment[] = [{ text: `${l}${id}${r}`, inverse: m === 'cursor', bold: m !== 'none' }, { text: ` ${plural(n.points, 'pt')}` }];
    const colour: Segment[] = face
      ? [{ text: ` ${colourLabel(face)}`, color: face.colour ? INK_COLOURS[face.colour] : undefined, dim: n.scored }]
      : [];
    const need = wrap(face?.need ?? '', COLUMN - 1, 2, g).map((t): Segment[] => [{ text: ` ${t}`, dim: n.scored }]);
    while (need.length < 2) need.push([]);
    const cards = n.scored ? [[{ text: ` ${g.ok} scored` }], []] : cardLines(n.cards, g);
    const status: Segment[] = o
      ? [{ text: ` ${o === 'forced' && !n.cards.length ? 'discarded' : OUTCOME_WORDS[o]}`, bold: o !== 'fits', color: o === 'forced' ? 'red' : o === 'completes' ? 'green' : undefined }]
      : fit
        ? [{ text: ` ${fitWords(fit, takeSize)}`, dim: !fit.length }]
        : [];
    return [head, colour, ...need, ...cards, status];
  });
  const lines: Segment[][] = [];
  for (let row = 0; row < 7; row++) {
    const line: Segment[] = [];
    cols.forEach((col, i) => {
      const cell = col[row];
      line.push(...cell);
      if (i < cols.length - 1) line.push(pad(COLUMN - len(cell)));
    });
    lines.push(line);
  }
  return lines;
}

/** The cards under a noble in two lines of a column; what does not fit is counted ("+3"). */
function cardLines(cards: readonly string[], g: Glyphs): Segment[][] {
  if (!cards.length) return [[{ text: ` ${g.empty}`, dim: true }], []];
  // each card brings its leading space: the column's first one is its mark's place
  const room = COLUMN;
  const lines: Segment[][] = [[], []];
  const used = [0, 0];
  let line = 0;
  for (let i = 0; i < cards.length; i++) {
    const need = 1 + cards[i].length;
    const more = i < cards.length - 1 ? 3 : 0;
    if (line === 0 && used[0] + need > room) line = 1;
    if (line === 1 && used[1] + need + (cards.slice(i + 1).reduce((n, c) => n + 1 + c.length, 0) + used[1] + need > room ? more : 0) > room) {
      lines[1].push({ text: ` +${cards.length - i}`, dim: true });
      break;
    }
    lines[line].push(pad(1), cardSeg(cards[i]));
    used[line] += need;
  }
  return lines;
}

/** The whole board: the tray and the piles, the other seats (or the solo A.I.), the seat's nobles. */
export function boardLines(
  v: LouisView,
  sel: SelectionView,
  g: Glyphs,
  seat: number,
  names: readonly string[],
  data: unknown,
  check?: NobleCheck,
): Segment[][] {
  const rows = [0, 1, 2].map((r) => trayRow(v, r, sel, g));
  const lines = besideTray(headerLine(v, sel, g), rows, sideLines(v, sel, g, seat, names, data), TRAY + 2, nobleLines(v, sel, g, seat, data, check));
  return lines.slice(0, BOARD_LINES).map((l) => clipSegments(l, WIDTH, g));
}

/** The tray's header and rows, each with its side line from column `at` (the others or the solo A.I.), then the nobles. */
export function besideTray(header: Segment[], rows: readonly Segment[][], side: readonly Segment[][], at: number, nobles: readonly Segment[][]): Segment[][] {
  return [header, ...rows.map((row, r) => (side[r] ? [...row, pad(at - len(row)), ...side[r]] : row)), ...nobles];
}

/** A seat's name on screen; narrower than the full layout, without its level ("Seat 2", not "Seat 2 (greedy)"). */
export const seatName = (names: readonly string[], s: number, width: number): string => {
  const name = names[s] ?? `Seat ${s + 1}`;
  return width < WIDTH ? name.replace(/ \(.*\)$/, '') : name;
};

/**
 * The hand region: the cards to place (and what the selected one would do), the imposter.
 * `width` is the layout's (78, or 58 in the compact layout, where the words are shorter).
 */
export function handLines(
  v: LouisView,
  sel: SelectionView,
  g: Glyphs,
  seat: number,
  names: readonly string[],
  data: unknown,
  check?: NobleCheck,
  width = WIDTH,
): Segment[][] {
  const me = ownSeat(seat);
  const own = v.nobles[me] ?? [];
  const points = pointsOf(own);
  const who = seat < 0 ? seatName(names, me, width) : 'You';
  const scored = `${own.filter((n) => n.scored).length} of 6 ${width < WIDTH ? '' : 'nobles '}scored`;
  const first: Segment[] = [{ text: `${who}: ${plural(points, 'point')}, ${scored}`, bold: true }];
  // the cards taken are the seat to move's (the view does not say whose)
  const mover = sel.seat ?? (sel.active ? me : undefined);
  if (v.toPlace.length) {
    const label = mover === me && seat >= 0 ? 'To place:' : mover === undefined ? 'Being placed:' : `${seatName(names, mover, width)} places:`;
    first.push({ text: `${g.sep}${label}` });
    for (const card of v.toPlace) {
      const m = sel.verb === 'place' ? markOf(card, sel) : 'none';
      const [l, r] = marks(m, g);
      first.push(pad(1), { text: l, bold: true }, { ...cardSeg(card), inverse: m === 'cursor' }, { text: r, bold: true });
    }
  }
  const card = selectedCard(v, sel);
  const what = outcomes(v, sel, seat, data, check);
  const second: Segment[] = [];
  if (card && what.some(Boolean)) {
    const group = (o: Outcome): string[] => NOBLES.filter((_, i) => what[i] === o);
    const parts = (['completes', 'fits', 'forced'] as const)
      .filter((o) => group(o).length)
      .map((o) => `${o === 'forced' ? 'discards all of' : OUTCOME_WORDS[o]} ${group(o).join(' ')}`);
    second.push(cardSeg(card), { text: `: ${parts.join(g.sep)}` });
  } else {
    const imp = imposterFace(data, me);
    const placements = imp ? imp.placements.map((p) => p.join(' ')).join(g.sep) : 'see the rules';
    // the imposter's name gives way to its placements when the line is narrow
    const named = imp && `Imposter (${imp.name}), once: `.length + placements.length <= width;
    const name = named ? `Imposter (${imp.name})` : 'Imposter';
    if (v.imposterUsed[me]) second.push({ text: `${imp ? `Imposter (${imp.name})` : 'Imposter'}: used`, dim: true });
    else second.push({ text: `${name}, once: ` }, { text: placements, dim: !imp });
  }
  return [first, second].slice(0, HAND_LINES).map((l) => clipSegments(l, width, g));
}
