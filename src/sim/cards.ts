/**
 * The per-card balance table every game with card data gets (`cards` in the report): one row
 * per card from the game's `held.` / `won.` / `used.` / `points.` / `seen.` counters (see
 * Game.report.cards), the same fields for every game, and its printed lines.
 */
import type { CardTableHooks, CounterFigures } from '../engine/types.js';

/**
 * One card's row of a game's per-card balance table (`cards`): how often the card mattered and
 * whether whoever held it won more than a fair share. The same fields for every game.
 */
export interface CardRow {
  /** The card's code, as records write it. */
  card: string;
  name: string;
  /** Games in which it appeared. */
  games: number;
  /** Times it was used over the study (served, scored, captured: the game says). */
  used: number;
  /** Points it brought, per game it appeared in. */
  points: number;
  /**
   * Its holder's wins per game held, over the fair share (1 / seats; in a solo game the study's
   * win rate); 1 is fair. Null when it was never held, or a solo study won no game.
   */
  winShare: number | null;
  /** Wilson's interval of winShare at 1 - 0.05 / rows (Bonferroni over the table's rows). */
  low: number | null;
  high: number | null;
  /** "*" when that whole interval lies outside the fair band (CARD_BAND), else "". */
  flag: string;
}

/** The band a holder's win share should stay in. */
export const CARD_BAND: readonly [number, number] = [0.8, 1.2];

/** The counter prefixes a per-card table is made from. */
export const CARD_PREFIXES = ['seen.', 'held.', 'won.', 'used.', 'points.'] as const;

/** The confidence of each row's interval: 95% over the whole table, Bonferroni's correction. */
export const cardConfidence = (rows: number): number => 1 - 0.05 / Math.max(1, rows);

/**
 * The rows, in the order the counters' codes sort. `seats` is the study's seat count;
 * `soloWinRate` the share of games won, the fair share of a solo game.
 */
export function cardRows(
  c: CounterFigures,
  seats: number,
  soloWinRate: number,
  name: (code: string) => string,
): CardRow[] {
  const n = c.games;
  const codes = new Set<string>();
  for (const k of c.names) {
    if (k.startsWith('held.')) codes.add(k.slice(5));
    else if (k.startsWith('seen.')) codes.add(k.slice(5));
  }
  const list = [...codes].sort(byCode);
  const confidence = cardConfidence(list.length);
  const fair = seats > 1 ? 1 / seats : soloWinRate;
  return list.map((code) => {
    const held = Math.round(c.mean(`held.${code}`) * n);
    const seen = c.names.includes(`seen.${code}`) ? Math.round(c.mean(`seen.${code}`) * n) : held;
    const won = c.mean(`won.${code}`) * n;
    const used = Math.round(c.mean(`used.${code}`) * n * 1e6) / 1e6;
    const points = seen ? (c.mean(`points.${code}`) * n) / seen : 0;
    let winShare: number | null = null;
    let low: number | null = null;
    let high: number | null = null;
    let flag = '';
    if (held && fair > 0) {
      winShare = won / held / fair;
      [low, high] = c.interval(won, held, confidence).map((x) => x / fair);
      if (high < CARD_BAND[0] || low > CARD_BAND[1]) flag = '*';
    }
    return { card: code, name: name(code), games: seen, used, points, winShare, low, high, flag };
  });
}

/** Codes in natural order: "n2" before "n10", "2" before "10". */
function byCode(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

const fix = (x: number | null, d = 2): string => (x === null ? '-' : x.toFixed(d));

/** The rows of a table, columns right-aligned but the first two, two spaces apart, indented by two. */
function columns(rows: string[][]): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => `  ${r.map((x, i) => (i < 2 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join('  ')}`.trimEnd());
}

/** The printed table with its footnote, every line within 80 columns. */
export function cardLines(rows: readonly CardRow[], hooks: CardTableHooks, seats: number): string[] {
  if (!rows.length) return [];
  const confidence = cardConfidence(rows.length);
  const cut = (s: string, w: number): string => (s.length > w ? `${s.slice(0, w - 1)}…` : s);
  const body = rows.map((r) => [
    cut(r.card, 8),
    cut(r.name === r.card ? '' : r.name, 20),
    String(r.games),
    fix(r.used / Math.max(1, r.games)),
    fix(r.points),
    r.winShare === null ? '-' : `${fix(r.winShare)}${r.flag || ' '}`,
    r.low === null ? '-' : `${fix(r.low)}-${fix(r.high)}`,
  ]);
  const level = `${(100 * confidence).toFixed(confidence > 0.999 ? 3 : 2).replace(/\.?0+$/, '')}%`;
  const out = columns([[hooks.noun, 'name', 'games', 'used', 'points', 'win/fair', `${level} interval`], ...body]);
  const fair = seats > 1 ? `the fair share 1/${seats}` : "the study's win rate";
  out.push(
    '  games: games it appeared in. used: times used per game it appeared in.',
    "    points: points it brought per game it appeared in. win/fair: its holder's",
    `    wins (a shared win split) per game held, over ${fair};`,
    `    Wilson's interval at ${level} (Bonferroni over ${rows.length} rows: 95% for the`,
    `    whole table); * where that interval lies outside ${CARD_BAND[0].toFixed(1)}-${CARD_BAND[1].toFixed(1)}.`,
    ...hooks.note.map((line) => `    ${line}`),
  );
  if (seats > 1) out.push('    Seats with different players measure the players too: use --rotate.');
  return out;
}
