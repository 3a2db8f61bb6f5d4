/**
 * The Feast's reveal walkthrough: for the first moment after a reveal (while a seat chooses
 * its capture, and in the next round until the viewer has chosen) the board shows, instead of the
 * seat table, what the reveal did, from the view alone, one column per position (up to 8):
 *
 *   Hand 1 of 4 · round 2 of 8 · topic 3 · pile 21 · discard 6
 *   Last reveal    ▸ You    Seat 2    Seat 3    Seat 4   Dummy 1
 *   ploy, topic 5       9         9         6         5         4
 *   outcome         gaffe     gaffe    +topic         —  +gaffe 9
 *   1. Matched ranks are gaffes: 9 (You, Seat 2).
 *   2. Highest unmatched ploy: Seat 3's 6, so it captures the topic 5.
 *   3. Lowest unmatched ploy: Dummy 1's 4, so it takes a gaffe, a 9 (by lot).
 *   face up now                                                  7
 *   hand 1*             0         0         5         0         9
 *
 * The outcome row and the numbered lines say everything in words: nothing rests on colour.
 */
import type { Segment } from '../../components/Line.js';
import type { Glyphs } from '../../glyphs.js';
import { wrapText } from '../../layout.js';
import { positionNames } from './lines.js';
import type { FeastView } from '../../../games/the-feast/view.js';

/** "a 9", but "an 8". */
const aRank = (rank: number): string => `${rank === 8 ? 'an' : 'a'} ${rank}`;

const LABEL = 14;

interface Reveal {
  /** The row's title: "Last reveal" between rounds, "The reveal" while a seat chooses. */
  title: string;
  topic: number;
  /** Every position's ploy: the seats, then the dummies. */
  ploys: number[];
  captures: { who: string; rank: number; what: string }[];
  /** The position (from 0) choosing its capture, or -1. */
  chooser: number;
}

/**
 * The reveal the board walks through now, or null when the seat table is shown. The last
 * round's reveal stays until the viewer has chosen its next ploy, so each person at a shared
 * keyboard sees it once the curtain lifts (a spectator: until anyone has chosen).
 */
export function revealToTell(v: FeastView, viewer = -1): Reveal | null {
  const seats = v.hands.length;
  const fresh = viewer >= 0 && viewer < seats ? !v.chosen[viewer] : !v.chosen.slice(0, seats).some(Boolean);
  if (v.phase === 'take' && v.roundTopic) {
    const ploys = [...v.ploys, ...v.dummies.map((d) => d.ploy)];
    if (ploys.some((p) => p === null || p === undefined)) return null;
    return { title: 'The reveal', topic: v.roundTopic, ploys: ploys as number[], captures: v.taken, chooser: (v.chooser ?? 0) - 1 };
  }
  if (v.phase === 'ploys' && v.lastRound && fresh) {
    const last = v.lastRound;
    return { title: 'Last reveal', topic: last.topic, ploys: last.ploys, captures: last.captures, chooser: -1 };
  }
  return null;
}

const id = (pos: number, seats: number): string => (pos < seats ? String(pos + 1) : `d${pos - seats + 1}`);
const short = (name: string): string => name.replace(/ \(.*\)$/, '');
const cut = (text: string, width: number): string => (text.length > width ? text.slice(0, width) : text);
const list = (items: readonly (string | number)[]): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

/** The numbered sentences: the gaffes, the topic's capture, the gaffe's capture (or nothing). */
function sentences(r: Reveal, all: readonly string[], seats: number, width: number): string[] {
  const counts = new Map<number, number>();
  for (const p of r.ploys) counts.set(p, (counts.get(p) ?? 0) + 1);
  const gaffeRanks = [...counts.keys()].filter((k) => (counts.get(k) ?? 0) > 1).sort((a, b) => b - a);
  const free = r.ploys.map((p, pos) => ({ p, pos })).filter((x) => counts.get(x.p) === 1);
  const name = (pos: number) => all[pos];
  // "Seat 3's 6", "your 6"; "Seat 3 took", "You took"; "Seat 3 is", "You are"
  const whose = (pos: number) => (all[pos] === 'You' ? 'your' : `${all[pos]}'s`);
  const is = (pos: number) => (all[pos] === 'You' ? 'are' : 'is');
  const out: string[] = [];
  if (gaffeRanks.length) {
    const full = gaffeRanks.map((k) => `${k} (${r.ploys.flatMap((p, pos) => (p === k ? [name(pos)] : [])).join(', ')})`);
    const line = `1. Matched ranks are gaffes: ${full.join('; ')}.`;
    out.push(line.length <= width ? line : `1. Matched ranks are gaffes: ${gaffeRanks.map((k) => `${k} (${counts.get(k)} ploys)`).join(', ')}.`);
  } else out.push('1. No rank was matched: no gaffes.');
  const took = (pos: number) => r.captures.find((c) => c.who === id(pos, seats));
  const lot = (pos: number, options: number) => (pos >= seats && options > 1 ? ' (by lot)' : '');
  if (free.length === 0) {
    out.push('2. Every ploy matched: nothing captured.');
    return out;
  }
  if (free.length === 1) {
    const { p, pos } = free[0];
    out.push(`2. Only one unmatched ploy, ${whose(pos)} ${p}: the topic or one gaffe, not both.`);
    const c = took(pos);
    if (c) {
      const what = c.what === 'topic' ? `the topic ${c.rank}` : `a gaffe, ${aRank(c.rank)}`;
      out.push(`3. ${name(pos)} took ${what}${lot(pos, gaffeRanks.length + 1)}.`);
    } else if (pos === r.chooser) {
      out.push(`3. ${name(pos)} ${is(pos)} choosing: the topic ${r.topic} or a gaffe (${list(gaffeRanks)}).`);
    }
    return out;
  }
  const hi = free.reduce((a, b) => (b.p > a.p ? b : a));
  const lo = free.reduce((a, b) => (b.p < a.p ? b : a));
  out.push(`2. Highest unmatched ploy: ${whose(hi.pos)} ${hi.p}, so it captures the topic ${r.topic}.`);
  if (!gaffeRanks.length) {
    out.push(`3. Lowest unmatched ploy: ${whose(lo.pos)} ${lo.p}, but there is no gaffe to take.`);
    return out;
  }
  const c = took(lo.pos);
  if (c) {
    out.push(`3. Lowest unmatched ploy: ${whose(lo.pos)} ${lo.p}, so it takes a gaffe, ${aRank(c.rank)}${lot(lo.pos, gaffeRanks.length)}.`);
  } else if (lo.pos === r.chooser) {
    out.push(`3. Lowest unmatched ploy: ${whose(lo.pos)} ${lo.p}, choosing a gaffe: ${list(gaffeRanks)}.`);
  }
  return out;
}

/** The running scores: a row per hand (the oldest folded together when short of lines), then the totals. */
function scoreRows(v: FeastView, total: number, budget: number): { label: string; cells: number[] }[] {
  const seats = v.hands.length;
  const totals = Array.from({ length: total }, (_, p) => (p < seats ? (v.totals[String(p + 1)] ?? 0) : v.dummies[p - seats].total));
  const done = v.handScores.length;
  const hands: { label: string; cells: number[] }[] = v.handScores.map((h, i) => ({
    label: `hand ${i + 1}`,
    cells: totals.map((_, p) => h[p] ?? 0),
  }));
  if (done < v.hand) {
    const finished = totals.map((_, p) => v.handScores.reduce((n, h) => n + (h[p] ?? 0), 0));
    hands.push({ label: `hand ${v.hand}*`, cells: totals.map((t, p) => t - finished[p]) });
  }
  if (hands.length <= 1) return hands.slice(0, Math.max(0, budget));
  const room = budget - 1;
  if (room < 1) return [{ label: 'points', cells: totals }].slice(0, Math.max(0, budget));
  let rows = hands;
  if (hands.length > room) {
    const fold = hands.length - room + 1;
    const folded = { label: `hands 1-${fold}`, cells: totals.map((_, p) => hands.slice(0, fold).reduce((n, h) => n + h.cells[p], 0)) };
    rows = room >= 2 ? [folded, ...hands.slice(fold)] : [];
  }
  return [...rows, { label: 'points', cells: totals }];
}

/** The walkthrough's lines (at most `most` of `width` columns: 11 of 78 in the full layout), or null when there is no reveal to tell. */
export function revealLines(v: FeastView, viewer: number, names: readonly string[], g: Glyphs, width = 78, most = 11): Segment[][] | null {
  const r = revealToTell(v, viewer);
  if (!r) return null;
  const seats = v.hands.length;
  const full = positionNames(v, names).map(short);
  const n = full.length;
  const col = Math.min(10, Math.floor((width - LABEL) / n));
  // in narrow columns "Seat 2" is "S2" and "Dummy 1" "D1" (the sentences keep the names)
  const all = full.map((x) => (col < 8 ? x.replace(/^Seat /, 'S').replace(/^Dummy /, 'D') : x));
  const cell = (text: string) => (text.length >= col ? text.slice(0, col - 1) : text).padStart(col);
  const label = (text: string) => text.padEnd(LABEL).slice(0, LABEL);
  const row = (head: string, cells: readonly string[]) => label(head) + cells.map(cell).join('');

  const topic = v.topic !== null ? `topic ${v.topic}` : v.roundTopic ? `topic ${v.roundTopic} (taken)` : 'no topic yet';
  const lines: Segment[][] = [
    [
      { text: `Hand ${v.hand} of ${v.handsInGame}${g.sep}round ${v.round} of ${v.rounds}${g.sep}`, bold: true },
      { text: topic, bold: true, color: 'cyan' },
      { text: `${g.sep}pile ${v.pile}${g.sep}discard ${v.discard}` },
    ],
  ];
  // who played what, and what each ploy did
  const heads = all.map((name, p) => (p === viewer ? `${g.cursor}${col - 1 > name.length + 1 ? ' ' : ''}${name}` : name));
  lines.push([{ text: label(r.title), bold: true }, { text: heads.map(cell).join(''), bold: true }]);
  lines.push([{ text: row(`ploy, topic ${r.topic}`, r.ploys.map(String)), bold: true }]);
  const counts = new Map<number, number>();
  for (const p of r.ploys) counts.set(p, (counts.get(p) ?? 0) + 1);
  const outcome = r.ploys.map((p, pos) => {
    const c = r.captures.find((x) => x.who === id(pos, seats));
    if (c) return c.what === 'topic' ? '+topic' : col > 8 ? `+gaffe ${c.rank}` : '+gaffe';
    if (pos === r.chooser) return col > 8 ? 'choosing' : 'chooses';
    return (counts.get(p) ?? 0) > 1 ? 'gaffe' : g.empty;
  });
  lines.push([{ text: row('outcome', outcome) }]);
  // the sentences whole when the lines allow (a running score row at least stays)
  const told = sentences(r, full, seats, width);
  const wrapped = told.flatMap((t) => wrapText(t, width, true).map((l, i) => (i ? `   ${l}` : l)));
  const said = lines.length + wrapped.length + 1 <= most ? wrapped : told.map((t) => cut(t, width));
  for (const t of said) lines.push([{ text: t }]);
  // this round's face-up dummy ploys, once a new round has begun
  const dummies = v.dummies.some((d) => d.ploy !== null);
  if (r.chooser < 0 && dummies && v.phase === 'ploys') {
    const now = all.map((_, p) => (p < seats ? '' : String(v.dummies[p - seats].ploy ?? '')));
    lines.push([{ text: row('face up now', now), dim: true }]);
  }
  for (const s of scoreRows(v, n, most - lines.length)) {
    lines.push([{ text: row(s.label, s.cells.map(String)), dim: s.label !== 'points' }]);
  }
  return lines.slice(0, most);
}
