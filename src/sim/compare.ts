/**
 * `compare`: two variants (rulesets or option sets) played on the same deals with the same
 * players, side by side. The deals pair up, so each figure is tested on the pairs (see
 * paired.ts): McNemar's test for rates, the paired t-test for means, each difference with its
 * 95% interval, and Holm's adjustment over the figures shown before a figure is starred.
 * Under `--rotate` a deal's seatings are one unit of the tests, not independent games.
 * Figures the same in every game on both sides cannot differ: they are neither shown nor
 * counted in Holm's family; `--only` tests just the figures named.
 */
import { UsageError, clean, quote } from '../engine/errors.js';
import { fitLine, ink, int, METRIC_WORDS, num, pct, type Style } from './format.js';
import { plural } from '../engine/words.js';
import { figureValues, type FigureSet } from './figures.js';
import { METRICS } from './metrics.js';
import { clusteredMcnemar, holm, mcnemar, pairedContrast, pairedRatio, type PairedResult } from './paired.js';
import { momentsOf, PairedChunk, PairedTally, type Cell } from './paired-tally.js';
import { unusedLines } from './unused.js';
import type { SimReport } from './report.js';
import type { GameRow } from './study.js';

export const COMPARE_FORMAT = 'dinner-games/compare/2';

/** The figures left out (the same in every game) are named in the text up to this many. */
const OMITTED_NAMED = 4;

/** One figure of both variants. */
export interface Figure {
  /** What it is ("seat 1 win rate", "turns (mean)", "extraHelpings (mean)"). */
  figure: string;
  /** Its short name, for `--only` and `sweep --chart` ("win1", "turns", "balance", "extraHelpings"). */
  key: string;
  kind: 'rate' | 'mean';
  a: number;
  b: number;
  /** b - a. */
  difference: number;
  /** The 95% interval of the difference. */
  interval: [number, number];
  /** Two-sided p-value of the paired test. */
  p: number;
  /** p after Holm's adjustment over every figure shown. */
  pAdjusted: number;
  /** pAdjusted < 0.05. */
  significant: boolean;
  test: PairedResult['test'];
  /** Games in which the two sides' values differed. */
  changed: number;
  /** Rates: games where only A, and only B, had it (McNemar's discordant pairs). */
  onlyA?: number;
  onlyB?: number;
}

export interface CompareReport {
  format: typeof COMPARE_FORMAT;
  game: string;
  /** Games played on each side (deals times seats under --rotate). */
  games: number;
  /** Deals played on each side. */
  deals: number;
  /** What the tests count as one unit: a deal (its seatings under --rotate together), or a game. */
  unit: 'deal' | 'game';
  seats: string[];
  /** How each variant was given on the command line. */
  labels: { a: string; b: string };
  /** The adjustment for many figures behind `pAdjusted` and the stars. */
  correction: 'holm';
  /** The figures `--only` asked for, or null for all. */
  only: string[] | null;
  /** The figures shown and tested (Holm's family). */
  figures: Figure[];
  /** Figures the same in every game on both sides: not shown, not tested. */
  omitted: string[];
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

/**
 * How two lists of games pair into units: the seatings of each deal together when every deal
 * holds the same number of games in a row (a study played with --rotate), else game by game.
 */
export function unitsOf(rows: readonly GameRow[]): number {
  const per = rows.length ? rows.filter((r) => r.deal === rows[0].deal).length : 1;
  if (per <= 1 || rows.length % per) return 1;
  for (let i = 0; i < rows.length; i++) if (rows[i].deal !== rows[i - (i % per)].deal) return 1;
  return per;
}

/** The paired sums of two lists of games, `perUnit` games a unit. */
export function pairRows(ra: readonly GameRow[], rb: readonly GameRow[], set: FigureSet = { name: 'compare' }, perUnit = 1): PairedTally {
  checkPaired(ra, rb);
  const seats = ra[0]?.seats.length ?? 0;
  const tally = new PairedTally(2);
  const values = figureValues(set, seats);
  const units = ra.length / perUnit;
  for (let from = 0; from < units; from += UNITS_PER_CHUNK) {
    const chunk = new PairedChunk(2, seats, values);
    for (let u = from; u < Math.min(units, from + UNITS_PER_CHUNK); u++) {
      chunk.add([ra.slice(u * perUnit, (u + 1) * perUnit), rb.slice(u * perUnit, (u + 1) * perUnit)]);
    }
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

/**
 * Every figure of one comparison (variant `v` against the first) of a paired tally,
 * unadjusted, in compare's order: each seat's win rate and score, first-seat advantage and
 * balance, length, the play metrics, how games ended, the game's counters.
 */
export function compareFigures(t: PairedTally, shape: PairingShape, v = 1): Unadjusted[] {
  const cells = t.comparisons[v - 1];
  const { seats, perUnit } = shape;
  const K = t.units;
  const N = t.games;
  const solo = seats === 1;
  const out: Unadjusted[] = [];
  const rate = (figure: string, key: string, id: string): void => {
    const cell = cells.get(id);
    if (!cell) return;
    const { onlyA, onlyB } = cell;
    const r = perUnit === 1 ? mcnemar(onlyA, onlyB, N) : clusteredMcnemar(cell.d, onlyA + onlyB, K, N);
    const { difference, interval, p, test } = r;
    // events are 0 or 1: whole numbers, so the sums count them (k = 0)
    const a = N ? Number(cell.sums[0]) / N : 0;
    const b = N ? Number(cell.sums[1]) / N : 0;
    out.push({ figure, key, kind: 'rate', a, b, difference, interval, p, test, changed: cell.changed, onlyA, onlyB });
  };
  const push = (figure: string, key: string, cell: Cell, r: PairedResult & { a: number; b: number }): void => {
    const { a, b, difference, interval, p, test } = r;
    out.push({ figure, key, kind: 'mean', a, b, difference, interval, p, test, changed: cell.changed });
  };
  const mean = (figure: string, key: string, id: string, scale = 1): void => {
    const cell = cells.get(id);
    if (!cell) return;
    const r = pairedRatio(momentsOf(cell, K, perUnit), 0, -1, 1, -1);
    push(figure, key, cell, { ...r, a: r.a * scale, b: r.b * scale, difference: r.difference * scale, interval: [r.interval[0] * scale, r.interval[1] * scale] });
  };
  for (let s = 0; s < seats; s++) {
    const who = solo ? '' : `seat ${s + 1} `;
    rate(`${who}win rate`, solo ? 'win' : `win${s + 1}`, `w:${s}`);
    mean(`${who}score (mean)`, solo ? 'score' : `score${s + 1}`, `s:${s}`);
  }
  const perPoint = 1 / (2 * Math.max(1, seats - 1));
  mean('first-seat advantage', 'firstSeat', 'fpa', perPoint);
  const bal = cells.get('bal');
  if (bal) push('balance', 'balance', bal, balanceTest(bal, K, perUnit, seats, perPoint));
  mean('turns (mean)', 'turns', 'len:turns');
  mean('decisions (mean)', 'decisions', 'len:decisions');
  for (const key of METRICS) {
    const cell = cells.get(`m:${key}`);
    if (!cell || cell.sums[1] === 0n || cell.sums[3] === 0n) continue;
    push(METRIC_WORDS[key][0], key, cell, pairedRatio(momentsOf(cell, K, perUnit), 0, 1, 2, 3));
  }
  const ids = [...cells.keys()];
  for (const id of ids.filter((i) => i.startsWith('end:')).sort(byName)) rate(`ended: ${id.slice(4)}`, `ended:${id.slice(4)}`, id);
  for (const id of ids.filter((i) => i.startsWith('c:')).sort(byName)) mean(`${id.slice(2)} (mean)`, id.slice(2), id);
  return out;
}

/**
 * Ludii's balance of each side (1 minus the gap between the seats with the most and the
 * fewest partial wins) and the paired test of B's against A's: the seats at the top and
 * bottom of each side taken as found, the difference is a contrast of the units' rank
 * points (pairedContrast).
 */
function balanceTest(cell: Cell, units: number, perUnit: number, seats: number, perPoint: number): PairedResult & { a: number; b: number } {
  const m = momentsOf(cell, units, perUnit);
  const games = units * perUnit;
  const shares = (side: number): number[] => Array.from({ length: seats }, (_, s) => (Number(m.s(side * seats + s)) / m.scale / games) * perPoint);
  const ends = (x: number[]): [number, number] => {
    let hi = 0;
    let lo = 0;
    x.forEach((v, i) => {
      if (v > x[hi]) hi = i;
      if (v < x[lo]) lo = i;
    });
    return [hi, lo];
  };
  const [sa, sb] = [shares(0), shares(1)];
  const [ahi, alo] = ends(sa);
  const [bhi, blo] = ends(sb);
  const c = new Array<number>(2 * seats).fill(0);
  c[ahi] += 1;
  c[alo] -= 1;
  c[seats + bhi] -= 1;
  c[seats + blo] += 1;
  const r = pairedContrast(m, c, perUnit, perPoint);
  return { ...r, a: 1 - (sa[ahi] - sa[alo]), b: 1 - (sb[bhi] - sb[blo]) };
}

/** Holm's adjustment over a list of figures, and the stars. */
function adjust(out: readonly Unadjusted[]): Figure[] {
  const adjusted = holm(out.map((f) => f.p));
  return out.map((f, i) => ({ ...f, pAdjusted: adjusted[i], significant: adjusted[i] < 0.05 }));
}

/** A figure's name as `--only` matches it: lower case, without "(mean)". */
const plain = (name: string): string => name.replace(/ \(mean\)$/, '').toLowerCase();

/**
 * The figures `only` names (by key or name, case aside, `*` for any run of characters), in
 * their order; a name that matches nothing is an error listing the figures there are.
 */
export function pickFigures<F extends { figure: string; key: string }>(figures: readonly F[], only: readonly string[] | null, flag = '--only'): F[] {
  if (!only) return figures.slice();
  const wanted = only.map((w) => w.trim()).filter(Boolean);
  const match = (pattern: string, f: F): boolean => {
    const re = new RegExp(`^${pattern.toLowerCase().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    return re.test(f.key.toLowerCase()) || re.test(plain(f.figure));
  };
  for (const w of wanted) {
    if (!figures.some((f) => match(w, f))) {
      const keys = figures.map((f) => f.key).join(', ');
      throw new UsageError(`${flag}: ${quote(w)} names no figure here; figures: ${keys.length > 400 ? `${keys.slice(0, 400)}...` : keys}`);
    }
  }
  return figures.filter((f) => wanted.some((w) => match(w, f)));
}

/** The figures shown: those asked for that differ in some game, Holm-adjusted over them alone. */
function focus(all: readonly Unadjusted[], only: readonly string[] | null): { figures: Figure[]; omitted: string[] } {
  const asked = pickFigures(all, only);
  return { figures: adjust(asked.filter((f) => f.changed > 0)), omitted: asked.filter((f) => f.changed === 0).map((f) => f.figure) };
}

/** Every figure of two paired lists of games, tested pair by pair, with Holm's adjustment (none left out). */
export function compareGames(ra: readonly GameRow[], rb: readonly GameRow[]): Figure[] {
  return adjust(compareFigures(pairRows(ra, rb), { seats: ra[0]?.seats.length ?? 0, perUnit: 1 }));
}

/** Options of a comparison's figures. */
export interface CompareOptions {
  only?: string[] | null;
}

/** First-seat advantage and balance measure the seats only with the same player in each, or every seating played. */
export function seatFigures(seats: readonly string[], rotate: boolean): boolean {
  return seats.length > 1 && (rotate || seats.every((k) => k === seats[0]));
}

/**
 * The comparison of two paired lists of games (`--games-out` files): each deal's seatings one
 * unit when the files hold every seating of each deal (--rotate), else each game.
 */
export function compareReport(
  ra: readonly GameRow[],
  rb: readonly GameRow[],
  labels: { a: string; b: string },
  reports?: { a: SimReport; b: SimReport },
  opts: CompareOptions = {},
): CompareReport {
  const seats = ra[0]?.seats ?? [];
  const perUnit = unitsOf(ra);
  const set: FigureSet = { name: 'compare', seatFigures: seatFigures(seats, perUnit > 1 || ra.some((r) => r.rotation > 0)) };
  const t = pairRows(ra, rb, set, perUnit);
  const { figures, omitted } = focus(compareFigures(t, { seats: seats.length, perUnit }), opts.only ?? null);
  return {
    format: COMPARE_FORMAT,
    game: ra[0]?.game ?? reports?.a.game ?? '',
    games: ra.length,
    deals: ra.length / perUnit,
    unit: perUnit > 1 ? 'deal' : 'game',
    seats,
    labels,
    correction: 'holm',
    only: opts.only ?? null,
    figures,
    omitted,
    ...(reports ?? {}),
  };
}

/** The comparison of a paired study played here (two variants), with both sides' reports. */
export function comparePlayed(
  t: PairedTally,
  shape: PairingShape,
  labels: { a: string; b: string },
  reports: { a: SimReport; b: SimReport },
  opts: CompareOptions = {},
): CompareReport {
  const { figures, omitted } = focus(compareFigures(t, shape), opts.only ?? null);
  return {
    format: COMPARE_FORMAT,
    game: reports.a.game,
    games: t.games,
    deals: reports.a.study.deals,
    unit: shape.perUnit > 1 ? 'deal' : 'game',
    seats: reports.a.seats.map((s) => s.kind),
    labels,
    correction: 'holm',
    only: opts.only ?? null,
    figures,
    omitted,
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
  const dealt = cmp.unit === 'deal' ? ` (every seating: ${int(cmp.games)} games)` : cmp.deals !== cmp.games ? ` (${int(cmp.games)} games)` : '';
  const head = [
    c.bold(fitLine(`${gameName}: A against B on the same ${int(cmp.deals)} deals${dealt}`)),
    fitLine(`  seats: ${seats}`),
    fitLine(`  A: ${clean(cmp.labels.a, 200)}`),
    fitLine(`  B: ${clean(cmp.labels.b, 200)}`),
    '',
  ];
  const sig = cmp.figures.filter((f) => f.significant).length;
  const unit = cmp.unit === 'deal' ? `each deal's ${int(cmp.games / cmp.deals)} seatings counting as one unit` : 'deal by deal';
  const notes = [
    `Paired tests, ${unit}: McNemar's for rates (exact under 25 discordant games), the paired t-test for the other rows; rate differences in points (pp).`,
    `* : Holm-adjusted p < 0.05 over the ${plural(cmp.figures.length, 'figure')} shown, so the chance of any false star here is at most 5%.`,
    `${int(sig)} of ${plural(cmp.figures.length, 'figure')} ${sig === 1 ? 'differs' : 'differ'}.`,
  ];
  if (cmp.omitted.length) {
    // named when few: a rule the players never use shows here (a counter that stayed at 0)
    const few = cmp.omitted.length <= OMITTED_NAMED ? ` (${cmp.omitted.map((f) => clean(f.replace(/ \(mean\)$/, ''), 60)).join(', ')})` : '';
    notes.push(`${cmp.omitted.length} more the same in every game on both sides${few}: not shown, not tested.`);
  }
  const foot = ['', ...notes.map((l) => c.dim(fitLine(`  ${l}`))), ...unusedBoth(cmp).map((line) => fitLine(line))];
  if (!cmp.figures.length) lines.splice(0, lines.length, `  ${cmp.omitted.length ? 'No figure differs in any game.' : 'No figure to show.'}`);
  return `${[...head, ...lines, ...foot].join('\n')}\n`;
}

/** Each side's rules that no game used (when compare played both sides): lines naming the side. */
function unusedBoth(cmp: CompareReport): string[] {
  const lines = (r: SimReport | undefined, who: string): string[] => (r?.unusedRules ? unusedLines(r.unusedRules, r.games, who) : []);
  return [...lines(cmp.a, 'A: '), ...lines(cmp.b, 'B: ')];
}
