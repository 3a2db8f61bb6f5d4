/**
 * The Feast's table as lines of text, 78 columns, up to 8 seats:
 *
 *   Hand 1 of 4 · round 2 of 8 · topic 3 · pile 21 · discard 3
 *     Seat              cards  ploy                points   hand 1  hand 2*
 *   ▸ You                  7   9, yours (face down)    10       —
 *     Seat 2 (greedy)      7   chosen                   9
 *     Dummy 1              7   4, face up               0
 *   Last round, topic 9: You 5 · Seat 2 9 · Seat 3 10 · Seat 4 10
 *     gaffes: 10 10 · Seat 2 took the topic 9 · You took a gaffe 10
 *
 * After the reveal each ploy shows what it did (gaffe, took the topic, took a gaffe, choosing);
 * between rounds the last round is told again, so the reveal can be followed.
 */
import type { Glyphs } from '../../glyphs.js';
import type { Segment } from '../../components/Line.js';
import { plural } from '../segments.js';
import { BOARD_LINES } from '../types.js';
import type { FeastCapture as Capture, FeastView } from '../../../games/the-feast/view.js';

/** Every table position's name: the seats as the screen names them, then the dummies. */
export function positionNames(v: FeastView, names: readonly string[]): string[] {
  return [...names.slice(0, v.hands.length), ...v.dummies.map((_, i) => `Dummy ${i + 1}`)];
}

/** A position named the view's way ("2", "d1") as the screen names it. */
function whoName(who: string, all: readonly string[], seats: number): string {
  if (who.startsWith('d')) return all[seats + Number(who.slice(1)) - 1] ?? who;
  return all[Number(who) - 1] ?? who;
}

function captureText(c: Capture, all: readonly string[], seats: number): string {
  return `${whoName(c.who, all, seats)} took ${c.what === 'topic' ? 'the topic' : 'a gaffe'} ${c.rank}`;
}

/** What a position's ploy column says. */
function ployText(v: FeastView, pos: number, viewer: number, g: Glyphs): string {
  const seats = v.hands.length;
  const dummy = pos >= seats;
  const shown = dummy ? v.dummies[pos - seats].ploy : v.ploys[pos];
  if (v.phase === 'ploys') {
    if (dummy) return shown === null ? '' : `${shown}, face up`;
    if (pos === viewer && v.yourPloy) return `${v.yourPloy}, yours (face down)`;
    return v.chosen[pos] ? `chosen ${g.ok}` : '';
  }
  if (shown === null || shown === undefined) return '';
  const all = [...v.ploys, ...v.dummies.map((d) => d.ploy)].filter((p): p is number => p !== null);
  const gaffe = all.filter((p) => p === shown).length > 1;
  const id = dummy ? `d${pos - seats + 1}` : String(pos + 1);
  const took = v.taken.find((c) => c.who === id);
  const notes: string[] = [];
  if (gaffe) notes.push('gaffe');
  if (took) notes.push(took.what === 'topic' ? `took the topic ${took.rank}` : `took gaffe ${took.rank}`);
  if (v.chooser === pos + 1 && !dummy) notes.push('choosing');
  return `${shown}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}

const pad = (text: string, n: number): string => (text.length > n ? text.slice(0, n) : text.padEnd(n));

/**
 * The final table: every position's points in each hand and in all, the best marked; the
 * cards and ploy columns are gone (the hands are played out), so every hand fits. The mark
 * goes to the best seat, never a dummy (dummies never win, however many points they took).
 */
function finalLines(v: FeastView, viewer: number, names: readonly string[], g: Glyphs, width: number, most: number): Segment[][] {
  const seats = v.hands.length;
  const narrow = width < 78;
  const all = positionNames(v, names).map((n) => (narrow ? n.replace(/ \(.*\)$/, '') : n));
  const [nameW, col] = narrow ? [14, 6] : [18, 8];
  const totals = all.map((_, p) => (p < seats ? (v.totals[String(p + 1)] ?? 0) : v.dummies[p - seats].total));
  // dummies capture like anyone but never win: the mark is among the seats only
  const best = Math.max(...totals.slice(0, seats));
  const hands = Array.from({ length: v.handsInGame }, (_, h) => h);
  // labels right-aligned over their figures
  const label = (t: string) => pad(t.padStart(narrow ? 4 : 6), col);
  const head = `  ${pad('Seat', nameW)}${label(narrow ? 'pts' : 'total')}${hands.map((h) => label(`${narrow ? 'h' : 'hand '}${h + 1}`)).join('')}`;
  const lines: Segment[][] = [
    [{ text: `Final scores after ${plural(v.handsInGame, 'hand')}${g.sep}the most points wins (${g.ok})`, bold: true }],
    [{ text: head, dim: true }],
  ];
  for (let p = 0; p < all.length; p++) {
    const mark = p < seats && totals[p] === best ? g.ok : ' ';
    const figure = (n: number) => pad(String(n).padStart(narrow ? 4 : 6), col);
    const cells = hands.map((h) => figure(v.handScores[h]?.[p] ?? 0)).join('');
    const row = `${mark.padEnd(2).slice(0, 2)}${pad(all[p], nameW)}${figure(totals[p])}${cells}`;
    lines.push([{ text: row, bold: p === viewer, dim: p >= seats && p !== viewer }]);
  }
  return lines.slice(0, most);
}

/** The board: a header, one row per position, and the last round told again; narrower columns in a compact layout. */
export function boardLines(v: FeastView, viewer: number, names: readonly string[], g: Glyphs, width = 78, most = BOARD_LINES): Segment[][] {
  if (v.phase === 'over') return finalLines(v, viewer, names, g, width, most);
  const narrow = width < 78;
  const [nameW, ployW, handsShown] = narrow
    ? [12, 18, Math.max(0, Math.floor((width - 2 - 12 - 6 - 18 - 6) / 6))]
    : // as many hands' columns as fit (the last one's 7 characters, "hand 3*", need no gap after them), up to four
      [18, 28, Math.max(1, Math.min(4, Math.floor((width - 2 - 18 - 7 - 28 - 8 - 7) / 8) + 1))];
  const seats = v.hands.length;
  // narrow, the seats go without their level ("Seat 2", not "Seat 2 (greedy)")
  const all = positionNames(v, names).map((n) => (width < 78 ? n.replace(/ \(.*\)$/, '') : n));
  const total = all.length;
  const topic = v.topic !== null ? `topic ${v.topic}` : v.roundTopic ? `topic ${v.roundTopic} (taken)` : 'no topic yet';
  const lines: Segment[][] = [
    [
      { text: `Hand ${v.hand} of ${v.handsInGame}${g.sep}round ${v.round} of ${v.rounds}${g.sep}`, bold: true },
      { text: topic, bold: true, color: 'cyan' },
      { text: `${g.sep}pile ${v.pile}${g.sep}discard ${v.discard}` },
    ],
  ];
  // the last hands' points (as many as fit), the one being played marked
  const done = v.handScores.length;
  const first = Math.max(0, v.hand - handsShown);
  const handCols: number[] = [];
  for (let h = first; h < Math.min(v.hand, v.handsInGame); h++) handCols.push(h);
  const [cardsW, pointsW, handW] = narrow ? [6, 6, 6] : [7, 8, 8];
  const handName = (h: number) => `${narrow ? 'h' : 'hand '}${h + 1}${h < done ? '' : '*'}`;
  const header = `  ${pad('Seat', nameW)}${pad('cards', cardsW)}${pad('ploy', ployW)}${pad(narrow ? 'pts' : 'points', pointsW)}${handCols.map((h) => pad(handName(h), handW)).join('')}`.trimEnd();
  lines.push([{ text: header, dim: true }]);
  for (let p = 0; p < total; p++) {
    const dummy = p >= seats;
    const id = dummy ? `d${p - seats + 1}` : String(p + 1);
    const points = dummy ? v.dummies[p - seats].total : (v.totals[id] ?? 0);
    const cards = dummy ? v.dummies[p - seats].cards : v.hands[p];
    const finished = v.handScores.reduce((n, h) => n + (h[p] ?? 0), 0);
    const perHand = handCols.map((h) => String(h < done ? (v.handScores[h][p] ?? 0) : points - finished));
    const me = p === viewer;
    const acting = v.phase === 'take' ? v.chooser === p + 1 : v.phase === 'ploys' && !dummy && !v.chosen[p];
    const mark = me ? g.cursor : ' ';
    const ploy = ployText(v, p, viewer, g);
    const row = `${mark} ${pad(all[p], nameW)}${pad(String(cards).padStart(3), cardsW)}${pad(narrow ? ploy.replace(', yours (face down)', ', yours') : ploy, ployW)}${pad(String(points).padStart(4), pointsW)}${perHand.map((x) => pad(x.padStart(narrow ? 3 : 5), handW)).join('')}`.trimEnd();
    lines.push([{ text: row, bold: me, dim: dummy && !me, color: acting && !me ? 'yellow' : undefined }]);
  }
  const last = v.lastRound;
  if (last && v.phase !== 'take') {
    const short = all.map((n) => n.replace(/ \(.*\)$/, ''));
    const head = `Last round, topic ${last.topic}: `;
    let ploys = last.ploys.map((r, i) => `${short[i] ?? `#${i + 1}`} ${r}`).join(g.sep);
    if (head.length + ploys.length > width) ploys = `ploys in seat order ${last.ploys.join(' ')}`;
    lines.push([{ text: head, bold: true }, { text: ploys }]);
    if (lines.length < most) {
      const counts = new Map<number, number>();
      for (const r of last.ploys) counts.set(r, (counts.get(r) ?? 0) + 1);
      const gaffes = last.ploys.filter((r) => (counts.get(r) ?? 0) > 1);
      const caught = last.captures.map((c) => captureText(c, short, seats));
      const told = [gaffes.length ? `gaffes: ${gaffes.join(' ')}` : 'no gaffes', ...(caught.length ? caught : ['nothing captured'])];
      lines.push([{ text: `  ${told.join(g.sep)}`, dim: true }]);
    }
  }
  return lines.slice(0, most);
}

/** The hand region: the seat's cards, its face-down ploy and its captures. */
export function handLines(v: FeastView, viewer: number, g: Glyphs): Segment[][] {
  if (viewer < 0 || !v.yourHand) return [[{ text: 'Every seat is a computer: you are watching.', dim: true }]];
  const mine = v.captured[String(viewer + 1)] ?? [];
  const second: Segment[] = [];
  if (v.yourPloy) second.push({ text: `Your ploy: ${v.yourPloy} (face down)${g.sep}` });
  second.push({ text: `Your captures: ${mine.length ? mine.join(' ') : g.empty} (${plural(v.totals[String(viewer + 1)] ?? 0, 'point')})` });
  return [[{ text: 'Your hand: ', bold: true }, { text: v.yourHand.join(' ') || g.empty, bold: true }], second];
}
