/**
 * `compare`: two variants (rulesets or option sets) played on the same deals with the same
 * players, side by side. The deals pair up, so each figure is tested on the pairs (see
 * paired.ts): McNemar's test for rates, the paired t-test for means, each difference with its
 * 95% interval, and Holm's adjustment over the whole table before a figure is starred.
 */
import { UsageError } from '../engine/errors.js';
import { fitLine, ink, int, num, pct, type Style } from './format.js';
import { figureValues, type FigureSet } from './figures.js';
import { clusteredMcnemar, holm, mcnemar, pairedRatio, type PairedResult } from './paired.js';
import { momentsOf, PairedChunk, PairedTally } from './paired-tally.js';
import type { SimReport } from './report.js';
import type { GameRow } from './study.js';

export const COMPARE_FORMAT = 'dinner-games/compare/2';

/** One figure of both variants. */
export interface Figure {
  /** What it is ("seat 1 win rate", "turns (mean)", "extraHelpings (mean)"). */
  figure: string;
  kind: 'rate' | 'mean';
  a: number;
  b: number;
  /** b - a. */
  difference: number;
  /** The 95% interval of the difference. */
  interval: [number, number];
  /** Two-sided p-value of the paired test. */
  p: number;
  /** p after Holm's adjustment over every figure of the comparison. */
  pAdjusted: number;
  /** pAdjusted < 0.05. */
  significant: boolean;
  test: PairedResult['test'];
  /** Rates: deals where only A, and only B, had it (McNemar's discordant pairs). */
  onlyA?: number;
  onlyB?: number;
}

export interface CompareReport {
  format: typeof COMPARE_FORMAT;
  game: string;
  /** Deals played on both sides (games, with every rotation). */
  games: number;
  seats: string[];
  /** How each variant was given on the command line. */
  labels: { a: string; b: string };
  /** The adjustment for many figures behind `pAdjusted` and the stars. */
  correction: 'holm';
  figures: Figure[];
  /** Both sides' reports, when `compare` played them (not when it read `--games-out` files). */
  a?: SimReport;
  b?: SimReport;
}

type Unadjusted = Omit<Figure, 'pAdjusted' | 'significant'>;

/** Checks that two lists of games were played on the same deals with the same seats, game by game. */
function checkPaired(ra: readonly GameRow[], rb: readonly GameRow[]): void {
  if (ra.length !== rb.length) throw new UsageError(`the two sides hold ${ra.length} and ${rb.length} games; compare needs the same deals on both`);
  for (let i = 0; i < ra.length; i++) {
    const x = ra[i];
    const y = rb[i];
    if (x.game !== y.game) throw new UsageError(`game ${i + 1}: ${x.game} on one side, ${y.game} on the other`);
    if (x.seed !== y.seed || x.seats.join() !== y.seats.join()) {
      throw new UsageError(`game ${i + 1}: dealt from seed ${x.seed} (${x.seats.join(',')}) on one side and ${y.seed} (${y.seats.join(',')}) on the other; compare needs the same deals and seats`);
    }
  }
}

/** Units added to one chunk of sums at a time (whole numbers stay far below 2^53 within one). */
const UNITS_PER_CHUNK = 256;

/** The paired sums of two lists of games, one game per unit. */
export function pairRows(ra: readonly GameRow[], rb: readonly GameRow[], set: FigureSet = { name: 'compare' }): PairedTally {
  checkPaired(ra, rb);
  const seats = ra[0]?.seats.length ?? 0;
  const tally = new PairedTally(2);
  const values = figureValues(set, seats);
  for (let from = 0; from < ra.length; from += UNITS_PER_CHUNK) {
    const chunk = new PairedChunk(2, seats, values);
    for (let i = from; i < Math.min(ra.length, from + UNITS_PER_CHUNK); i++) chunk.add([[ra[i]], [rb[i]]]);
    tally.add(chunk.toJSON());
  }
  return tally;
}

/** How a study's units are made: games per unit (a deal's seatings under --rotate), seats. */
export interface PairingShape {
  seats: number;
  perUnit: number;
}

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Every figure of one comparison (variant `v` against the first) of a paired tally, unadjusted, in compare's order. */
export function compareFigures(t: PairedTally, shape: PairingShape, v = 1): Unadjusted[] {
  const cells = t.comparisons[v - 1];
  const { seats, perUnit } = shape;
  const K = t.units;
  const N = t.games;
  const solo = seats === 1;
  const out: Unadjusted[] = [];
  const rate = (figure: string, id: string): void => {
    const cell = cells.get(id);
    if (!cell) return;
    const { onlyA, onlyB } = cell;
    const r = perUnit === 1 ? mcnemar(onlyA, onlyB, N) : clusteredMcnemar(cell.d, onlyA + onlyB, K, N);
    const { difference, interval, p, test } = r;
    // events are 0 or 1: whole numbers, so the sums count them (k = 0)
    const a = N ? Number(cell.sums[0]) / N : 0;
    const b = N ? Number(cell.sums[1]) / N : 0;
    out.push({ figure, kind: 'rate', a, b, difference, interval, p, test, onlyA, onlyB });
  };
  const mean = (figure: string, id: string): void => {
    const cell = cells.get(id);
    if (!cell) return;
    const r = pairedRatio(momentsOf(cell, K, perUnit), 0, -1, 1, -1);
    out.push({ figure, kind: 'mean', a: r.a, b: r.b, difference: r.difference, interval: r.interval, p: r.p, test: r.test });
  };
  for (let s = 0; s < seats; s++) {
    const who = solo ? '' : `seat ${s + 1} `;
    rate(`${who}win rate`, `w:${s}`);
    mean(`${who}score (mean)`, `s:${s}`);
  }
  mean('turns (mean)', 'len:turns');
  mean('decisions (mean)', 'len:decisions');
  const ids = [...cells.keys()];
  for (const id of ids.filter((i) => i.startsWith('end:')).sort(byName)) rate(`ended: ${id.slice(4)}`, id);
  for (const id of ids.filter((i) => i.startsWith('c:')).sort(byName)) mean(`${id.slice(2)} (mean)`, id);
  return out;
}

/** Holm's adjustment over a list of figures, and the stars. */
function adjust(out: readonly Unadjusted[]): Figure[] {
  const adjusted = holm(out.map((f) => f.p));
  return out.map((f, i) => ({ ...f, pAdjusted: adjusted[i], significant: adjusted[i] < 0.05 }));
}

/** Every figure of two paired lists of games, tested pair by pair, with Holm's adjustment. */
export function compareGames(ra: readonly GameRow[], rb: readonly GameRow[]): Figure[] {
  return adjust(compareFigures(pairRows(ra, rb), { seats: ra[0]?.seats.length ?? 0, perUnit: 1 }));
}

/** The comparison of two paired lists of games (and the two reports, when they were played here). */
export function compareReport(
  ra: readonly GameRow[],
  rb: readonly GameRow[],
  labels: { a: string; b: string },
  reports?: { a: SimReport; b: SimReport },
): CompareReport {
  const figures = compareGames(ra, rb);
  return {
    format: COMPARE_FORMAT,
    game: ra[0]?.game ?? reports?.a.game ?? '',
    games: ra.length,
    seats: ra[0]?.seats ?? [],
    labels,
    correction: 'holm',
    figures,
    ...(reports ?? {}),
  };
}

/** The comparison of a paired study played here (two variants), with both sides' reports. */
export function comparePlayed(t: PairedTally, shape: PairingShape, labels: { a: string; b: string }, reports: { a: SimReport; b: SimReport }): CompareReport {
  return {
    format: COMPARE_FORMAT,
    game: reports.a.game,
    games: t.games,
    seats: reports.a.seats.map((s) => s.kind),
    labels,
    correction: 'holm',
    figures: adjust(compareFigures(t, shape)),
    ...reports,
  };
}

function pValue(p: number): string {
  if (p < 0.001) return '<0.001';
  return p.toFixed(3);
}

/** The comparison as a table, each line within 80 columns (a long figure name gets a line of its own). */
export function formatCompare(cmp: CompareReport, style: Style, gameName = cmp.a?.gameName ?? cmp.game): string {
  const c = ink(style);
  const minus = style.unicode ? '−' : '-';
  const signed = (x: number, f: Figure): string => {
    const sign = x > 0 ? '+' : x < 0 ? minus : '±';
    return f.kind === 'rate' ? `${sign}${(100 * Math.abs(x)).toFixed(2)}` : `${sign}${num(Math.abs(x))}`;
  };
  const show = (f: Figure, x: number): string => (f.kind === 'rate' ? pct(x, 2) : num(x));
  const cells = (f: Figure): string[] => [
    show(f, f.a),
    show(f, f.b),
    signed(f.difference, f) + (f.kind === 'rate' ? ' pp' : ''),
    `${signed(f.interval[0], f)} to ${signed(f.interval[1], f)}`,
    pValue(f.p),
    pValue(f.pAdjusted),
    f.significant ? '*' : '',
  ];
  const header = ['A', 'B', `B ${minus} A`, '95% interval', 'p', 'Holm p', ''];
  const body = cmp.figures.map(cells);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const numbers = (r: string[]): string => r.map((cell, i) => cell.padStart(widths[i])).join('  ');
  // rates show as percentages, so "(mean)" need not be said again on every line
  const names = cmp.figures.map((f) => f.figure.replace(/ \(mean\)$/, ''));
  const nameWidth = Math.max(...names.map((name) => name.length), 0);
  const room = 80 - 4 - numbers(header).length;
  const nameCol = Math.min(nameWidth, Math.max(0, room));
  const lines: string[] = [c.bold(`  ${''.padEnd(nameCol)}  ${numbers(header)}`.trimEnd())];
  cmp.figures.forEach((f, i) => {
    const row = numbers(body[i]);
    const paint = (s: string): string => (f.significant ? c.yellow(s) : s);
    if (names[i].length <= nameCol) lines.push(paint(`  ${names[i].padEnd(nameCol)}  ${row}`.trimEnd()));
    else lines.push(paint(fitLine(`  ${names[i]}`)), paint(`  ${''.padEnd(nameCol)}  ${row}`.trimEnd()));
  });
  const seats = cmp.seats.map((kind, i) => `${i + 1} ${kind}`).join(', ');
  const head = [
    c.bold(`${gameName}: A against B on the same ${int(cmp.games)} deals`),
    fitLine(`  seats: ${seats}`),
    fitLine(`  A: ${cmp.labels.a}`),
    fitLine(`  B: ${cmp.labels.b}`),
    '',
  ];
  const sig = cmp.figures.filter((f) => f.significant).length;
  const foot = [
    '',
    ...[
      `  Paired tests, deal by deal: McNemar's for rates (exact binomial under`,
      `  25 discordant deals), the paired t-test for means (the other rows);`,
      `  rate differences in points (pp). * : Holm-adjusted p < 0.05, so the`,
      `  chance of any false star in this table is at most 5%.`,
      `  ${sig} of ${cmp.figures.length} figures differ.`,
    ].map((l) => c.dim(l)),
  ];
  return `${[...head, ...lines, ...foot].join('\n')}\n`;
}
