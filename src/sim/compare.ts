/**
 * `compare`: two variants (rulesets or option sets) played on the same seeds with the same
 * players, side by side. Each figure gets its difference (B - A) and a test at 95%: the
 * two-proportion z-test for rates, Welch's t-test for means.
 */
import { ink, int, num, pct, type Style } from './format.js';
import type { SimReport } from './report.js';
import { histFromJson, summarize, twoProportionZ, welch, type TestResult } from './stats.js';

export const COMPARE_FORMAT = 'dinner-games/compare/1';

/** One figure of both variants. */
export interface Figure {
  /** What it is ("seat 1 win rate", "turns (mean)", "counter extraHelpings (mean)"). */
  figure: string;
  kind: 'rate' | 'mean';
  a: number;
  b: number;
  /** b - a. */
  difference: number;
  /** Two-sided p-value of the test. */
  p: number;
  /** p < 0.05. */
  significant: boolean;
  test: TestResult['test'];
}

export interface CompareReport {
  format: typeof COMPARE_FORMAT;
  game: string;
  seed: number;
  games: number;
  seats: string[];
  /** How each variant was given on the command line. */
  labels: { a: string; b: string };
  figures: Figure[];
  a: SimReport;
  b: SimReport;
}

function rate(figure: string, ka: number, na: number, kb: number, nb: number): Figure {
  const t = twoProportionZ(ka, na, kb, nb);
  const a = na ? ka / na : 0;
  const b = nb ? kb / nb : 0;
  return { figure, kind: 'rate', a, b, difference: b - a, p: t.p, significant: t.significant, test: t.test };
}

function mean(figure: string, ha: [number, number][], na: number, hb: [number, number][], nb: number): Figure {
  const sa = summarize(histFromJson(ha), na);
  const sb = summarize(histFromJson(hb), nb);
  const t = welch(sa, sb);
  return { figure, kind: 'mean', a: sa.mean, b: sb.mean, difference: sb.mean - sa.mean, p: t.p, significant: t.significant, test: t.test };
}

/** Compares two reports of the same game, seeds and players. */
export function compareReports(a: SimReport, b: SimReport, labels: { a: string; b: string }): CompareReport {
  const figures: Figure[] = [];
  const ta = a.tally;
  const tb = b.tally;
  const solo = a.seats.length === 1;
  a.seats.forEach((s, i) => {
    const who = solo ? '' : `seat ${s.seat} `;
    figures.push(rate(`${who}win rate`, ta.wins[i], ta.games, tb.wins[i], tb.games));
    figures.push(mean(`${who}score (mean)`, ta.scores[i], ta.games, tb.scores[i], tb.games));
  });
  figures.push(mean('turns (mean)', ta.turns, ta.games, tb.turns, tb.games));
  figures.push(mean('decisions (mean)', ta.decisions, ta.games, tb.decisions, tb.games));
  const results = [...new Set([...a.results.map((r) => r.result), ...b.results.map((r) => r.result)])];
  const count = (r: SimReport, result: string): number => r.results.find((x) => x.result === result)?.games ?? 0;
  for (const result of results) {
    if (solo && result === 'won') continue; // the win rate above
    figures.push(rate(`ended: ${result}`, count(a, result), ta.games, count(b, result), tb.games));
  }
  const counters = [...new Set([...Object.keys(ta.counters), ...Object.keys(tb.counters)])].sort();
  for (const key of counters) {
    figures.push(mean(`${key} (mean)`, ta.counters[key] ?? [], ta.games, tb.counters[key] ?? [], tb.games));
  }
  return {
    format: COMPARE_FORMAT,
    game: a.game,
    seed: a.seed,
    games: a.games,
    seats: a.seats.map((s) => s.kind),
    labels,
    figures,
    a,
    b,
  };
}

function pValue(p: number): string {
  if (p < 0.001) return '<0.001';
  return p.toFixed(3);
}

/** The comparison as a table. */
export function formatCompare(cmp: CompareReport, style: Style): string {
  const c = ink(style);
  const minus = style.unicode ? '−' : '-';
  const show = (f: Figure, x: number): string => (f.kind === 'rate' ? pct(x, 2) : num(x));
  const diff = (f: Figure): string => {
    const sign = f.difference > 0 ? '+' : f.difference < 0 ? minus : '±';
    const mag = Math.abs(f.difference);
    return f.kind === 'rate' ? `${sign}${(100 * mag).toFixed(2)} pp` : `${sign}${num(mag)}`;
  };
  const rows = [
    ['', 'A', 'B', `B ${minus} A`, 'p', ''],
    ...cmp.figures.map((f) => [f.figure, show(f, f.a), show(f, f.b), diff(f), pValue(f.p), f.significant ? '*' : '']),
  ];
  const widths: number[] = [];
  for (const r of rows) r.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  const lines = rows.map((r, ri) => {
    const cells = r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])));
    const line = `  ${cells.join('  ')}`.trimEnd();
    if (ri === 0) return c.bold(line);
    const f = cmp.figures[ri - 1];
    return f.significant ? c.yellow(line) : line;
  });
  const a = cmp.a;
  const seats = a.seats.map((s) => `${s.seat} ${s.kind}`).join(', ');
  const head = [
    c.bold(`${a.gameName}: A against B on the same ${int(cmp.games)} games`) +
      `, seeds ${a.study.firstSeed} to ${a.study.lastSeed}`,
    `  seats: ${seats}`,
    `  A: ${cmp.labels.a}`,
    `  B: ${cmp.labels.b}`,
    '',
  ];
  const sig = cmp.figures.filter((f) => f.significant).length;
  const foot = [
    '',
    c.dim(
      `  * significant at 95% (two-proportion z-test for rates, Welch's t-test for means); ` +
        `${sig} of ${cmp.figures.length} figures differ. With many figures, about 1 in 20 can look significant by chance.`,
    ),
  ];
  return `${[...head, ...lines, ...foot].join('\n')}\n`;
}
