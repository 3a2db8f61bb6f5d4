/**
 * The simulator's reports as a person reads them in a terminal: figures in aligned columns,
 * small charts where a picture beats numbers (histograms of scores and game length, the
 * game's counter groups), and the commands that write notable games as records.
 */
import { Chalk, type ChalkInstance } from 'chalk';
import { bar, bins, histogramRows, sparkline, type Charset } from './charts.js';
import type { SimReport } from './report.js';
import { histFromJson } from './stats.js';

/** How to print: Unicode charts or ASCII, colour or none. */
export interface Style {
  unicode: boolean;
  color: boolean;
}

export const ink = (style: Style): ChalkInstance => new Chalk({ level: style.color ? 1 : 0 });

export const int = (n: number): string => Math.round(n).toLocaleString('en-US');
export const pct = (x: number, digits = 1): string => `${(100 * x).toFixed(digits)}%`;
/** A figure with about three significant digits. */
export function num(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  if (Number.isInteger(x)) return int(x);
  const a = Math.abs(x);
  if (a >= 1000) return int(x);
  if (a >= 100) return x.toFixed(0);
  if (a >= 10) return x.toFixed(1);
  if (a >= 1 || a === 0) return x.toFixed(2);
  return x.toPrecision(2);
}

function table(rows: string[][], indent = '  ', right: boolean[] = []): string[] {
  const widths: number[] = [];
  for (const r of rows) r.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
  return rows.map((r) => indent + r.map((c, i) => (right[i] ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd());
}

/** Counters named `<prefix><Name>` three or more times ("hungryJC", "hungryQS"...) are drawn together. */
function counterGroups(keys: readonly string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const key of keys) {
    const m = /^([a-z]+)([A-Z0-9].*)$/.exec(key);
    if (!m) continue;
    const list = groups.get(m[1]) ?? [];
    list.push(key);
    groups.set(m[1], list);
  }
  for (const [prefix, list] of groups) if (list.length < 3) groups.delete(prefix);
  return groups;
}

/** The whole report of `simulate`. */
export function formatReport(r: SimReport, style: Style): string {
  const c = ink(style);
  const cs: Charset = { unicode: style.unicode };
  const dash = style.unicode ? '–' : '-';
  const out: string[] = [];
  const solo = r.seats.length === 1;
  const head = (text: string): void => {
    out.push('', c.bold(text));
  };

  const shard = r.study.shard ? `, shard ${r.study.shard} of a ${int(r.study.games)}-game study` : '';
  out.push(
    c.bold(`${r.gameName}: ${int(r.games)} games`) +
      `, seeds ${r.study.firstSeed} to ${r.study.lastSeed}${shard}`,
  );
  out.push(`  seats: ${r.seats.map((s) => `${s.seat} ${s.kind}`).join(', ')}`);
  const rules = r.ruleset.source === '(built in)' ? 'built in' : r.ruleset.source;
  const named = r.ruleset.name ? ` ("${r.ruleset.name}")` : '';
  const over = Object.entries(r.overrides).map(([k, v]) => `${k}=${String(v)}`);
  out.push(`  rules: ${rules}${named}${over.length ? `; --option ${over.join(' ')}` : ''}`);
  out.push(c.dim(`  ${num(r.elapsedSeconds)} s, ${int(r.gamesPerSecond)} games/s, ${r.workers} worker${r.workers === 1 ? '' : 's'}`));

  head(solo ? 'Result' : 'Wins');
  out.push(
    ...table(
      r.seats.map((s) => [
        solo ? 'won' : `seat ${s.seat} ${s.kind}`,
        `${int(s.wins)} of ${int(r.games)}`,
        pct(s.winRate, 2),
        c.dim(`95% ${pct(s.winRate95[0], 2)}${dash}${pct(s.winRate95[1], 2)}`),
        `score ${num(s.meanScore)} ${c.dim(`sd ${num(s.sdScore)}`)}`,
        ...(s.rankShare === null ? [] : [c.dim(`partial wins ${num(s.rankShare)}`)]),
      ]),
      '  ',
      [false, true, true],
    ),
  );
  if (!solo && (r.sharedWins || r.noWinner)) {
    out.push(c.dim(`  shared wins ${int(r.sharedWins)}, games nobody won ${int(r.noWinner)}`));
  }

  const ended = solo ? r.results.filter((x) => x.result !== 'won') : r.results;
  if (ended.length) {
    head(solo ? 'Why games were lost' : 'How games ended');
    const most = Math.max(...ended.map((x) => x.rate));
    out.push(
      ...table(
        ended.map((x) => [x.result, int(x.games), pct(x.rate), bar(x.rate / most, 24, cs)]),
        '  ',
        [false, true, true],
      ),
    );
  }

  if (r.firstPlayerAdvantage !== null && r.balance !== null) {
    head('Balance (as Ludii measures it)');
    out.push(
      ...table([
        ['first-player advantage', num(r.firstPlayerAdvantage), c.dim("seat 1's partial win rate; 0.50 is fair")],
        ['balance', num(r.balance), c.dim('1 - the largest gap between two seats; 1 is even')],
      ]),
    );
  }

  head('Scores');
  if (solo) {
    out.push(...histogramRows(histFromJson(r.tally.scores[0]), cs, { maxBins: 14 }));
  } else {
    const all: number[] = r.tally.scores.flatMap((h) => h.map(([v]) => v));
    const bounds: [number, number] = [Math.min(...all), Math.max(...all)];
    out.push(c.dim(`  distribution from ${num(bounds[0])} to ${num(bounds[1])}`));
    out.push(
      ...table(
        r.seats.map((s, i) => [
          `seat ${s.seat}`,
          `mean ${num(s.meanScore)}`,
          `sd ${num(s.sdScore)}`,
          `${num(s.minScore)}${dash}${num(s.maxScore)}`,
          sparkline(bins(histFromJson(r.tally.scores[i]), 24, bounds).map((b) => b.count), cs),
        ]),
      ),
    );
  }

  head('Game length');
  const L = r.length;
  out.push(
    ...table(
      [
        ['', 'mean', 'sd', 'min', 'median', 'max'],
        ...(['turns', 'decisions'] as const).map((k) => [k, num(L[k].mean), num(L[k].sd), num(L[k].min), num(L[k].median), num(L[k].max)]),
      ],
      '  ',
      [false, true, true, true, true, true],
    ),
  );
  out.push(c.dim('  turns:'));
  out.push(...histogramRows(histFromJson(r.tally.turns), cs, { maxBins: 12, indent: '    ' }));

  const keys = Object.keys(r.counters);
  if (keys.length) {
    head(`${r.gameName} counters (per game)`);
    const groups = counterGroups(keys);
    const grouped = new Set([...groups.values()].flat());
    const single = keys.filter((k) => !grouped.has(k));
    if (single.length) {
      out.push(
        ...table(
          [
            ['', 'mean', 'sd', 'min', 'median', 'max', 'games with any'],
            ...single.map((k) => {
              const x = r.counters[k];
              return [k, num(x.mean), num(x.sd), num(x.min), num(x.median), num(x.max), pct(x.shareWithAny)];
            }),
          ],
          '  ',
          [false, true, true, true, true, true, true],
        ),
      );
    }
    for (const [prefix, list] of groups) {
      out.push(c.dim(`  ${prefix} (share of games):`));
      const most = Math.max(...list.map((k) => r.counters[k].shareWithAny), 1e-12);
      out.push(
        ...table(
          list.map((k) => [k.slice(prefix.length), pct(r.counters[k].shareWithAny), bar(r.counters[k].shareWithAny / most, 24, cs)]),
          '    ',
          [false, true],
        ),
      );
    }
  }

  if (r.notable.length) {
    head('Notable games');
    out.push(c.dim('  each command writes its game as a record; then: dinner-games replay game-<seed>.json --log'));
    for (const g of r.notable) {
      const scores = solo || !g.scores.length ? '' : `, scores ${g.scores.join('-')}`;
      out.push(`  ${g.what}: seed ${g.seed}, ${g.turns} turns, ${g.decisions} decisions, ${g.result}${scores}`);
      out.push(c.dim(`    ${g.command}`));
    }
  }
  return `${out.join('\n')}\n`;
}
