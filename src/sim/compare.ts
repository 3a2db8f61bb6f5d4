/**
 * `compare`: two variants (rulesets or option sets) played on the same deals with the same
 * players, side by side. The deals pair up, so each figure is tested on the pairs (see
 * paired.ts): McNemar's test for rates, the paired t-test for means, each difference with its
 * 95% interval, and Holm's adjustment over the whole table before a figure is starred.
 */
import { unusedLines } from './unused.js';
import { UsageError, clean } from '../engine/errors.js';
import { fitLine, ink, int, num, pct, type Style } from './format.js';
import { holm, mcnemar, pairedT, type PairedResult } from './paired.js';
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

function rateFigure(figure: string, n: number, hasA: (i: number) => boolean, hasB: (i: number) => boolean): Unadjusted {
  let ka = 0;
  let kb = 0;
  let onlyA = 0;
  let onlyB = 0;
  for (let i = 0; i < n; i++) {
    const x = hasA(i);
    const y = hasB(i);
    if (x) ka++;
    if (y) kb++;
    if (x && !y) onlyA++;
    if (y && !x) onlyB++;
  }
  const t = mcnemar(onlyA, onlyB, n);
  const { difference, interval, p, test } = t;
  return { figure, kind: 'rate', a: n ? ka / n : 0, b: n ? kb / n : 0, difference, interval, p, test, onlyA, onlyB };
}

function meanFigure(figure: string, n: number, valueA: (i: number) => number, valueB: (i: number) => number): Unadjusted {
  const diffs = new Float64Array(n);
  let sa = 0;
  let sb = 0;
  for (let i = 0; i < n; i++) {
    const x = valueA(i);
    const y = valueB(i);
    sa += x;
    sb += y;
    diffs[i] = y - x;
  }
  const { difference, interval, p, test } = pairedT(diffs);
  return { figure, kind: 'mean', a: n ? sa / n : 0, b: n ? sb / n : 0, difference, interval, p, test };
}

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

/** Every figure of two paired lists of games, tested pair by pair, with Holm's adjustment. */
export function compareGames(ra: readonly GameRow[], rb: readonly GameRow[]): Figure[] {
  checkPaired(ra, rb);
  const n = ra.length;
  const seats = ra[0]?.seats.length ?? 0;
  const solo = seats === 1;
  const out: Unadjusted[] = [];
  for (let s = 0; s < seats; s++) {
    const who = solo ? '' : `seat ${s + 1} `;
    out.push(rateFigure(`${who}win rate`, n, (i) => ra[i].winners.includes(s + 1), (i) => rb[i].winners.includes(s + 1)));
    out.push(meanFigure(`${who}score (mean)`, n, (i) => ra[i].scores[s] ?? 0, (i) => rb[i].scores[s] ?? 0));
  }
  out.push(meanFigure('turns (mean)', n, (i) => ra[i].turns, (i) => rb[i].turns));
  out.push(meanFigure('decisions (mean)', n, (i) => ra[i].decisions, (i) => rb[i].decisions));
  const results = [...new Set([...ra, ...rb].map((r) => r.result))].sort();
  for (const result of results) {
    if (solo && result === 'won') continue; // the win rate above
    out.push(rateFigure(`ended: ${result}`, n, (i) => ra[i].result === result, (i) => rb[i].result === result));
  }
  const counters = [...new Set([...ra, ...rb].flatMap((r) => Object.keys(r.counters)))].sort();
  for (const key of counters) {
    out.push(meanFigure(`${key} (mean)`, n, (i) => ra[i].counters[key] ?? 0, (i) => rb[i].counters[key] ?? 0));
  }
  const adjusted = holm(out.map((f) => f.p));
  return out.map((f, i) => ({ ...f, pAdjusted: adjusted[i], significant: adjusted[i] < 0.05 }));
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
    fitLine(`  A: ${clean(cmp.labels.a, 200)}`),
    fitLine(`  B: ${clean(cmp.labels.b, 200)}`),
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
    ...unusedBoth(cmp).map((line) => fitLine(line)),
  ];
  return `${[...head, ...lines, ...foot].join('\n')}\n`;
}

/** Each side's rules that no game used (when compare played both sides): lines naming the side. */
function unusedBoth(cmp: CompareReport): string[] {
  const lines = (r: SimReport | undefined, who: string): string[] => (r?.unusedRules ? unusedLines(r.unusedRules, r.games, who) : []);
  return [...lines(cmp.a, 'A: '), ...lines(cmp.b, 'B: ')];
}
