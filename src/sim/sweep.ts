/**
 * `sweep`: any number of variants of one game played on the same deals with the same players,
 * one row per variant with the figures a designer asks first (who wins, score, length,
 * first-seat advantage, games without a single winner, the play metrics), each against the
 * first variant with a paired test (paired.ts; a deal's seatings one unit under --rotate) and
 * Holm's correction across the variants, figure by figure; a chart of one figure against the
 * variant; `--csv` writes the rows for a spreadsheet.
 */
import { VERSION } from '../engine/version.js';
import { bar } from './charts.js';
import { pickFigures } from './compare.js';
import type { FigureSet } from './figures.js';
import type { PrecisionReached } from './auto.js';
import { fitLine, ink, int, METRIC_WORDS, num, pct, precisionLine, type Style } from './format.js';
import { METRICS } from './metrics.js';
import { clusteredMcnemar, holm, mcnemar, pairedRatio, ratioSide, type PairedResult } from './paired.js';
import { momentsOf, type Cell, type PairedTally } from './paired-tally.js';
import type { SimReport } from './report.js';
import { unusedLines, type UnusedRule } from './unused.js';
import { wilson } from './stats.js';

export const SWEEP_FORMAT = 'dinner-games/sweep/1';

/** A figure of the sweep's rows. */
export interface SweepFigure {
  /** Its short name, for --chart and the CSV ("win", "win2", "win:greedy", "score", "drama"). */
  key: string;
  /** As the table heads it ("win greedy", "score/seat", "turns"). */
  name: string;
  kind: 'rate' | 'mean';
  /** Whether it is one of the play metrics. */
  metric: boolean;
}

/** One figure of one variant. */
export interface SweepValue {
  value: number;
  /** Its 95% interval (Wilson's for a rate counted game by game, else t with the units' spread). */
  interval: [number, number];
  /** Against the first variant (absent for the first): B - A, its 95% interval and the paired test. */
  difference?: number;
  differenceInterval?: [number, number];
  p?: number;
  /** p after Holm's adjustment across the variants (this figure's family). */
  pAdjusted?: number;
  significant?: boolean;
  test?: PairedResult['test'];
  /** Games in which this variant's value differed from the first's. */
  changed?: number;
}

export interface SweepVariant {
  /** A, B, C... as the tables name it. */
  letter: string;
  /** How it was given (a file, key=value options, or the --vary value). */
  label: string;
  ruleset: SimReport['ruleset'];
  options: SimReport['options'];
  values: Record<string, SweepValue>;
  /** Rules in play this variant's games never used (see SimReport's unusedRules). */
  unusedRules: UnusedRule[];
}

export interface SweepReport {
  format: typeof SWEEP_FORMAT;
  version: string;
  game: string;
  gameName: string;
  seed: number;
  seats: string[];
  rotate: boolean;
  /** Games each variant played, and the deals they were dealt from. */
  games: number;
  deals: number;
  /** What the paired tests count as one unit. */
  unit: 'deal' | 'game';
  /** The path --vary set, or null. */
  varied: string | null;
  correction: 'holm';
  /** Holm's family: the variants' tests of one figure. */
  family: 'variants';
  figures: SweepFigure[];
  variants: SweepVariant[];
  /** The figure charted. */
  chart: string;
  /** With -n auto: the precision asked for and what it took (see auto.ts). */
  precision?: PrecisionReached;
  elapsedSeconds: number;
  workers: number;
}

/** The figures of a sweep, in the tables' order, with their paired ids and scale. */
export function sweepFigures(set: Extract<FigureSet, { name: 'sweep' }>, seats: readonly string[]): (SweepFigure & { id: string; scale: number })[] {
  const n = seats.length;
  const solo = n === 1;
  const out: (SweepFigure & { id: string; scale: number })[] = [];
  const add = (key: string, name: string, kind: 'rate' | 'mean', id: string, scale = 1, metric = false): void => {
    out.push({ key, name, kind, id, scale, metric });
  };
  if (solo) add('win', 'win', 'rate', 'w:0');
  else if (set.kinds) for (const k of set.kinds) add(`win:${k}`, `win ${k}`, 'rate', `w:${k}`);
  else for (let s = 0; s < n; s++) add(`win${s + 1}`, `win ${s + 1}`, 'rate', `w:${s}`);
  add('score', solo ? 'score' : 'score/seat', 'mean', 'score', 1 / n);
  add('length', set.length, 'mean', 'len');
  if (!solo && set.seatFigures) add('firstSeat', '1st seat', 'mean', 'fpa', 1 / (2 * (n - 1)));
  if (!solo) add('draws', 'draws', 'rate', 'draw');
  for (const m of METRICS) if (!solo || m === 'branching') add(m, METRIC_WORDS[m][0], 'mean', `m:${m}`, 1, true);
  return out;
}

const scaled = (x: [number, number], k: number): [number, number] => [x[0] * k, x[1] * k];

/**
 * The sweep's rows from the paired sums: `reports` are the variants' own reports, `labels`
 * how each was given. Figures no game of the study has (a play metric of a game without a
 * single winner) are left out.
 */
export function sweepReport(
  t: PairedTally,
  shape: { seats: number; perUnit: number },
  set: Extract<FigureSet, { name: 'sweep' }>,
  reports: readonly SimReport[],
  labels: readonly string[],
  opts: { varied?: string | null; chart?: string; elapsedSeconds: number; workers: number },
): SweepReport {
  const K = t.units;
  const N = t.games;
  const { perUnit } = shape;
  const seats = reports[0].seats.map((s) => s.kind);
  const defs = sweepFigures(set, seats).filter((f) => t.comparisons.every((c) => {
    const cell = c.get(f.id);
    // a ratio needs something to count over on both sides
    return cell !== undefined && !(cell.kind === 'ratio' && (cell.sums[1] === 0n || cell.sums[3] === 0n));
  }));
  const variants: SweepVariant[] = reports.map((r, v) => ({
    letter: letterOf(v),
    label: labels[v],
    ruleset: r.ruleset,
    options: r.options,
    values: {},
    unusedRules: r.unusedRules ?? [],
  }));
  for (const f of defs) {
    const own = (cell: Cell, side: 0 | 1): SweepValue => {
      const m = momentsOf(cell, K, perUnit);
      if (cell.kind === 'ratio') {
        const r = ratioSide(m, side * 2, side * 2 + 1);
        return { value: r.value, interval: r.interval };
      }
      if (cell.kind === 'rate' && perUnit === 1) {
        const hits = Number(cell.sums[side]);
        return { value: N ? hits / N : 0, interval: wilson(hits, N) };
      }
      const r = ratioSide(m, side, -1);
      return { value: r.value * f.scale, interval: scaled(r.interval, f.scale) };
    };
    const first = t.comparisons[0].get(f.id) as Cell;
    variants[0].values[f.key] = own(first, 0);
    const tests = t.comparisons.map((c) => {
      const cell = c.get(f.id) as Cell;
      const m = momentsOf(cell, K, perUnit);
      let r: PairedResult;
      if (cell.kind === 'rate') r = perUnit === 1 ? mcnemar(cell.onlyA, cell.onlyB, N) : clusteredMcnemar(cell.d, cell.onlyA + cell.onlyB, K, N);
      else if (cell.kind === 'ratio') r = pairedRatio(m, 0, 1, 2, 3);
      else {
        const x = pairedRatio(m, 0, -1, 1, -1);
        r = { ...x, difference: x.difference * f.scale, interval: scaled(x.interval, f.scale) };
      }
      return { cell, r };
    });
    const adjusted = holm(tests.map((x) => x.r.p));
    tests.forEach(({ cell, r }, i) => {
      variants[i + 1].values[f.key] = {
        ...own(cell, 1),
        difference: r.difference,
        differenceInterval: r.interval,
        p: r.p,
        pAdjusted: adjusted[i],
        significant: adjusted[i] < 0.05,
        test: r.test,
        changed: cell.changed,
      };
    });
  }
  const figures: SweepFigure[] = defs.map(({ key, name, kind, metric }) => ({ key, name, kind, metric }));
  const chart = opts.chart ? chartFigure(figures, opts.chart) : figures[0].key;
  const a = reports[0];
  return {
    format: SWEEP_FORMAT,
    version: VERSION,
    game: a.game,
    gameName: a.gameName,
    seed: a.seed,
    seats,
    rotate: a.study.rotate,
    games: N,
    deals: a.study.deals,
    unit: perUnit > 1 ? 'deal' : 'game',
    varied: opts.varied ?? null,
    correction: 'holm',
    family: 'variants',
    figures,
    variants,
    chart,
    elapsedSeconds: Math.round(opts.elapsedSeconds * 1000) / 1000,
    workers: opts.workers,
  };
}

/** The key of the figure `--chart` names (by key or name), or one line listing those there are. */
export function chartFigure(figures: readonly Pick<SweepFigure, 'key' | 'name'>[], name: string): string {
  return pickFigures(figures.map((f) => ({ ...f, figure: f.name })), [name], '--chart')[0].key;
}

/** A, B, ..., Z, then AA, AB... */
export function letterOf(i: number): string {
  const A = 'A'.charCodeAt(0);
  return i < 26 ? String.fromCharCode(A + i) : letterOf(Math.floor(i / 26) - 1) + String.fromCharCode(A + (i % 26));
}

function show(f: SweepFigure, x: number): string {
  return f.kind === 'rate' ? pct(x, 1) : num(x);
}

function signed(f: SweepFigure, x: number, minus: string): string {
  const sign = x > 0 ? '+' : x < 0 ? minus : '±';
  return f.kind === 'rate' ? `${sign}${(100 * Math.abs(x)).toFixed(1)}` : `${sign}${num(Math.abs(x))}`;
}

/** Columns of a table, split into tables that fit 80 columns, the letter column repeated. */
function tables(heads: string[], rows: string[][], letters: string[]): string[] {
  const width = (i: number): number => Math.max(heads[i].length, ...rows.map((r) => r[i].length));
  const lead = Math.max(...letters.map((l) => l.length));
  const out: string[] = [];
  let i = 0;
  while (i < heads.length) {
    const cols: number[] = [];
    let used = 2 + lead;
    while (i < heads.length && (cols.length === 0 || used + 2 + width(i) <= 80)) {
      used += 2 + width(i);
      cols.push(i++);
    }
    if (out.length) out.push('');
    out.push(`  ${''.padEnd(lead)}${cols.map((c) => `  ${heads[c].padStart(width(c))}`).join('')}`.trimEnd());
    rows.forEach((r, v) => out.push(`  ${letters[v].padEnd(lead)}${cols.map((c) => `  ${r[c].padStart(width(c))}`).join('')}`.trimEnd()));
  }
  return out;
}

/** The sweep as a person reads it, every line within 80 columns. */
export function formatSweep(s: SweepReport, style: Style): string {
  const c = ink(style);
  const minus = style.unicode ? '−' : '-';
  const dash = style.unicode ? '–' : '-';
  const out: string[] = [];
  const per = s.games / s.deals;
  const dealt = s.unit === 'deal' ? ` (every seating: ${int(s.games)} games each)` : '';
  out.push(c.bold(fitLine(`${s.gameName}: ${s.variants.length} variants on the same ${int(s.deals)} deals${dealt}`)));
  out.push(fitLine(`  seats: ${s.seats.map((k, i) => `${i + 1} ${k}`).join(', ')}`));
  if (s.precision) out.push(fitLine(`  ${precisionLine(s.precision, 'variant', 'games a variant')}`));
  if (s.varied) out.push(fitLine(`  --vary ${s.varied}`));
  for (const v of s.variants) out.push(fitLine(`  ${v.letter}: ${v.label}${v.letter === 'A' ? '   (the reference)' : ''}`));
  const letters = s.variants.map((v) => v.letter);
  const cell = (f: SweepFigure, v: SweepVariant): string => {
    const x = v.values[f.key];
    return x ? `${show(f, x.value)}${x.significant ? '*' : ' '}` : '';
  };
  const section = (title: string, figures: SweepFigure[]): void => {
    if (!figures.length) return;
    out.push('', c.bold(title));
    out.push(...tables(figures.map((f) => `${f.name} `), s.variants.map((v) => figures.map((f) => cell(f, v))), letters));
  };
  section('Figures', s.figures.filter((f) => !f.metric));
  section('Play metrics', s.figures.filter((f) => f.metric));
  const unit = s.unit === 'deal' ? `each deal's ${int(per)} seatings one unit` : 'deal by deal';
  out.push(
    '',
    c.dim(fitLine(`  * : differs from A (paired test on the same deals, ${unit}; ${s.variants.length > 2 ? `Holm's correction over the ${int(s.variants.length - 1)} variants B on` : 'one comparison, so no correction'}, p < 0.05). Rates in %; ${s.figures.find((f) => f.key === 'length')?.name ?? 'turns'} per game${s.figures.some((f) => f.key === 'win1') ? "; win N: seat N's win rate" : ''}${s.figures.some((f) => f.key === 'firstSeat') ? "; 1st seat: seat 1's partial win rate (0.50 is fair)" : ''}${s.figures.some((f) => f.key === 'draws') ? '; draws: games without a single winner' : ''}.`)),
    // a variant of a rule nobody used changes nothing these players do
    ...s.variants.flatMap((v) => unusedLines(v.unusedRules, s.games, `${v.letter}: `)).map((line) => fitLine(line)),
  );

  const f = s.figures.find((x) => x.key === s.chart) ?? s.figures[0];
  out.push('', c.bold(`${f.name} against the variant`) + c.dim(' (95% intervals; B on: the difference from A)'));
  const values = s.variants.map((v) => v.values[f.key]?.value ?? 0);
  const top = Math.max(...values.map(Math.abs), 1e-12);
  for (const v of s.variants) {
    const x = v.values[f.key];
    if (!x) continue;
    const drawn = bar(Math.abs(x.value) / top, 24, { unicode: style.unicode });
    const detail =
      x.difference === undefined
        ? `${show(f, x.interval[0])}${dash}${show(f, x.interval[1])}`
        : `${signed(f, x.difference, minus)}${f.kind === 'rate' ? ' pp' : ''} (${signed(f, x.differenceInterval![0], minus)} to ${signed(f, x.differenceInterval![1], minus)})${x.significant ? ' *' : ''}`;
    const line = `  ${v.letter.padEnd(2)} ${drawn.padEnd(24)}  ${show(f, x.value).padStart(7)}  ${detail}`;
    out.push(x.significant ? c.yellow(line) : line);
  }
  return `${out.join('\n')}\n`;
}

/** A CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
function csvField(x: string | number | boolean | undefined): string {
  if (x === undefined) return '';
  const text = String(x);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows for a spreadsheet: one per variant, each figure with its interval, difference from A and p-values. */
export function* sweepCsv(s: SweepReport): Generator<string> {
  const head = ['variant', 'label'];
  for (const f of s.figures) {
    head.push(f.key, `${f.key} low`, `${f.key} high`, `${f.key} diff`, `${f.key} diff low`, `${f.key} diff high`, `${f.key} p`, `${f.key} Holm p`);
  }
  yield `${head.map(csvField).join(',')}\r\n`;
  for (const v of s.variants) {
    const row: (string | number | undefined)[] = [v.letter, v.label];
    for (const f of s.figures) {
      const x = v.values[f.key];
      row.push(x?.value, x?.interval[0], x?.interval[1], x?.difference, x?.differenceInterval?.[0], x?.differenceInterval?.[1], x?.p, x?.pAdjusted);
    }
    yield `${row.map(csvField).join(',')}\r\n`;
  }
}
