/**
 * Small terminal charts for the reports: horizontal bars (eighth blocks, or `#` in ASCII),
 * histograms binned to a dozen rows, and one-line sparklines. Plain strings, no colour.
 */
import type { Hist } from './stats.js';

/** How to draw: Unicode blocks, or ASCII for terminals and locales without them. */
export interface Charset {
  unicode: boolean;
}

const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];

/** A bar `fraction` (0..1) of `width` cells long. */
export function bar(fraction: number, width: number, cs: Charset): string {
  const f = Math.max(0, Math.min(1, fraction));
  if (!cs.unicode) return '#'.repeat(Math.round(f * width));
  const eighths = Math.round(f * width * 8);
  return '█'.repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8];
}

const SPARKS = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
const ASCII_SPARKS = ['_', '.', ':', '-', '=', '+', '*', '#'];

/** One character per value, its height proportional to the value (blank for 0). */
export function sparkline(values: readonly number[], cs: Charset): string {
  const max = Math.max(0, ...values);
  const marks = cs.unicode ? SPARKS : ASCII_SPARKS;
  return values
    .map((v) => (v <= 0 || max === 0 ? ' ' : marks[Math.min(marks.length - 1, Math.floor((v / max) * (marks.length - 1) + 0.5))]))
    .join('');
}

/** A histogram's bins: `[low, high]` inclusive and count. */
export interface Bin {
  low: number;
  high: number;
  count: number;
}

/**
 * Bins whole-number values into at most `maxBins` bins of equal width (one value per bin when
 * they fit), from the smallest value to the largest. `bounds` fixes the range, so several
 * histograms can share their bins.
 */
export function bins(h: Hist, maxBins = 12, bounds?: [number, number]): Bin[] {
  if (h.size === 0) return [];
  const values = [...h.keys()];
  const lo = Math.floor(bounds ? bounds[0] : Math.min(...values));
  const hi = Math.floor(bounds ? bounds[1] : Math.max(...values));
  const width = Math.max(1, Math.ceil((hi - lo + 1) / maxBins));
  const out: Bin[] = [];
  for (let a = lo; a <= hi; a += width) out.push({ low: a, high: Math.min(hi, a + width - 1), count: 0 });
  for (const [v, c] of h) {
    const i = Math.min(out.length - 1, Math.max(0, Math.floor((Math.floor(v) - lo) / width)));
    out[i].count += c;
  }
  return out;
}

/** A histogram as rows "  low-high │████▌ 12.3%". */
export function histogramRows(h: Hist, cs: Charset, opts: { maxBins?: number; width?: number; indent?: string } = {}): string[] {
  const b = bins(h, opts.maxBins ?? 12);
  const total = b.reduce((s, x) => s + x.count, 0);
  const most = Math.max(1, ...b.map((x) => x.count));
  const labels = b.map((x) => (x.low === x.high ? `${x.low}` : `${x.low}-${x.high}`));
  const lw = Math.max(...labels.map((l) => l.length));
  const sep = cs.unicode ? '│' : '|';
  return b.map((x, i) => {
    const pct = total ? `${((100 * x.count) / total).toFixed(1)}%` : '';
    const drawn = bar(x.count / most, opts.width ?? 30, cs);
    return `${opts.indent ?? '  '}${labels[i].padStart(lw)} ${sep}${drawn}${drawn ? ' ' : ''}${pct}`;
  });
}
