/**
 * The simulator's reports as a person reads them in a terminal: figures in aligned columns,
 * small charts where a picture beats numbers (histograms of scores and game length, the
 * game's counter groups), and the commands that write notable games as records.
 */
import { unusedLines } from './unused.js';
import { Chalk, type ChalkInstance } from 'chalk';
import { clean, quote } from '../engine/errors.js';
import { noun, plural } from '../engine/words.js';
import { bar, bins, histogramRows, sparkline, type Charset } from './charts.js';
import type { PrecisionReached } from './auto.js';
import { METRICS, type MetricFigure, type MetricKey } from './metrics.js';
import type { NotableGame, SimReport } from './report.js';
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

/** Columns a report line may take. */
export const REPORT_WIDTH = 80;

/**
 * A line within `width` columns: a longer one is broken at spaces onto continuation lines
 * indented two more than its own indent (a word longer than the room stays whole).
 */
export function fitLine(line: string, width = REPORT_WIDTH, opts: { shell?: boolean } = {}): string {
  if (line.length <= width) return line;
  // a shell command goes on over a line break after " \\", so it still pastes as one
  const room = opts.shell ? width - 2 : width;
  const indent = /^ */.exec(line)![0];
  const words = line.slice(indent.length).split(' ');
  const out: string[] = [];
  let cur = indent;
  let lead = indent;
  for (const w of words) {
    if (cur.length > lead.length && cur.length + 1 + w.length > room) {
      out.push(opts.shell ? `${cur} \\` : cur);
      lead = `${indent}  `;
      cur = lead + w;
    } else cur = cur.length > lead.length ? `${cur} ${w}` : cur + w;
  }
  out.push(cur);
  return out.join('\n');
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

/** A counter's histogram with the games that did not report it counted as zeros. */
function counterHist(r: SimReport, key: string): Map<number, number> {
  const h = histFromJson(r.tally.counters[key] ?? []);
  const listed = [...h.values()].reduce((a, b) => a + b, 0);
  if (r.games > listed) h.set(0, (h.get(0) ?? 0) + r.games - listed);
  return h;
}

/** How a notable game ended, saying who won ("won by seat 2 greedy", "shared by seats 1, 3"). */
export function endedAs(g: Pick<NotableGame, 'result' | 'winners' | 'seats'>, solo: boolean): string {
  const who = (w: number): string => `seat ${w} ${g.seats[w - 1] ?? ''}`.trimEnd();
  if (solo || !g.winners.length) return g.result;
  if (g.winners.length > 1) return `shared by ${g.winners.map(who).join(', ')}`;
  return g.result === 'won' ? `won by ${who(g.winners[0])}` : `${g.result}, won by ${who(g.winners[0])}`;
}

/** What -n auto took: "-n auto: 9,600 games to reach +-1.00 points on every seat's win rate" (95% intervals). */
export function precisionLine(p: PrecisionReached, whose: string, games = 'games'): string {
  const target = `±${(100 * p.target).toFixed(2)} points`;
  if (p.reached) return `-n auto: ${int(p.games)} ${games} to reach ${target} on every ${whose}'s win rate`;
  return `-n auto: --max-games stopped it at ${int(p.games)} ${games}, ±${(100 * p.widest).toFixed(2)} points (asked ±${(100 * p.target).toFixed(2)})`;
}

/** How the report names each play metric, and what it is, in a few words. */
export const METRIC_WORDS: Record<MetricKey, [string, string]> = {
  leadChanges: ['lead changes', 'times the lead passed, per game'],
  drama: ['drama', 'turn ends with the winner behind'],
  decisiveness: ['decisiveness', 'share played before it was decided'],
  uncertainty: ['uncertainty', 'turn ends with the winner not alone ahead'],
  branching: ['branching', 'legal moves per decision'],
};

/** The play metrics' section (none for a report without them). */
function metricLines(r: SimReport, c: ChalkInstance, dash: string): string[] {
  const m = r.metrics;
  if (!m || !Object.keys(m).length) return [];
  const rows = METRICS.filter((k) => m[k]).map((k) => {
    const f = m[k] as MetricFigure;
    return [METRIC_WORDS[k][0], num(f.mean), `${num(f.interval[0])}${dash}${num(f.interval[1])}`, c.dim(METRIC_WORDS[k][1])];
  });
  const lines = table([['', 'mean', '95% interval', ''], ...rows], '  ', [false, true, true]);
  const out = ['', c.bold('Play metrics (as Ludii measures them, on the scores at each turn end)'), c.dim(lines[0]), ...lines.slice(1)];
  const winner = m.drama ?? m.uncertainty ?? m.decisiveness;
  if (winner) {
    out.push(c.dim(fitLine(`  (drama and the two below it: ${int(winner.games)} games with one winner, ${int(winner.over)} turn ends)`)));
  }
  return out;
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

  const st = r.study;
  const part = st.firstGame !== 0 || st.lastGame !== st.games - 1;
  const shard = st.shard
    ? `, shard ${st.shard} of a ${int(st.games)}-game study`
    : part
      ? `, games ${st.firstGame} to ${st.lastGame} of a ${int(st.games)}-game study`
      : '';
  out.push(
    c.bold(`${r.gameName}: ${int(r.games)} ${noun(r.games, 'game')}`) +
      (r.gameSeed !== null ? `, game seed ${r.gameSeed}` : `, seed ${r.seed}`) +
      shard,
  );
  out.push(fitLine(`  seats: ${r.seats.map((s) => `${s.seat} ${s.kind}`).join(', ')}`));
  // a designer's file name and variant name are echoed with their control characters escaped
  const rules = r.ruleset.source === '(built in)' ? 'built in' : clean(r.ruleset.source, 200);
  const named = r.ruleset.name ? ` (${quote(r.ruleset.name)})` : '';
  const over = Object.entries(r.overrides).map(([k, v]) => `${k}=${String(v)}`);
  out.push(fitLine(`  rules: ${rules}${named}${over.length ? `; --option ${over.join(' ')}` : ''}`));
  if (r.precision) out.push(fitLine(`  ${precisionLine(r.precision, r.study.rotate ? 'seat and player' : 'seat')}`));
  out.push(c.dim(`  ${num(r.elapsedSeconds)} s, ${int(r.gamesPerSecond)} games/s, ${r.workers} worker${r.workers === 1 ? '' : 's'}`));

  const rotated = r.study.rotate;
  head(solo ? 'Result' : rotated ? 'Wins by seat (each player sat in each seat in turn)' : 'Wins');
  const winRows = (rows: { label: string; wins: number; rate: number; ci: [number, number]; extra: string[] }[], extra: string[]): string[] => {
    const lines = table(
      [
        ['', 'wins', 'rate', '95% interval', ...extra],
        ...rows.map((x) => [x.label, int(x.wins), pct(x.rate, 2), `${pct(x.ci[0], 2)}${dash}${pct(x.ci[1], 2)}`, ...x.extra]),
      ],
      '  ',
      [false, true, true, true, true, true],
    );
    return [c.dim(lines[0]), ...lines.slice(1)];
  };
  out.push(
    ...winRows(
      r.seats.map((s) => ({
        label: solo ? 'won' : rotated ? `seat ${s.seat}` : `seat ${s.seat} ${s.kind}`,
        wins: s.wins,
        rate: s.winRate,
        ci: s.winRate95,
        extra: [num(s.meanScore), ...(s.rankShare === null ? [] : [num(s.rankShare)])],
      })),
      solo ? ['mean score'] : ['mean score', 'partial wins'],
    ),
  );
  if (rotated && r.players) {
    head('Wins by player (whatever seat it sat in)');
    out.push(
      ...winRows(
        r.players.map((p) => ({ label: `player ${p.player} ${p.kind}`, wins: p.wins, rate: p.winRate, ci: p.winRate95, extra: [num(p.rankShare)] })),
        ['partial wins'],
      ),
    );
  }
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
    const where = rotated ? 'every seating played' : 'the same player in every seat';
    out.push(
      ...table([
        ['first-player advantage', num(r.firstPlayerAdvantage), c.dim("seat 1's partial win rate; 0.50 is fair")],
        ['balance', num(r.balance), c.dim('1 - the largest gap between seats; 1 is even')],
      ]),
      c.dim(`  measured on seats: ${where}`),
    );
  } else if (r.seatFiguresNote) {
    head('Balance (as Ludii measures it)');
    out.push(
      '  first-player advantage and balance: not measured',
      c.dim(fitLine(`  (${r.seatFiguresNote}; --rotate plays each deal in every seating, which measures the seats)`)),
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
  const measure = L.measure;
  const lengths =
    measure === 'turns' ? histFromJson(r.tally.turns) : measure === 'decisions' ? histFromJson(r.tally.decisions) : counterHist(r, measure);
  out.push(c.dim(`  ${measure}:`));
  out.push(...histogramRows(lengths, cs, { maxBins: 12, indent: '    ' }));

  out.push(...metricLines(r, c, dash));

  // counters a game shows in its own table stay out of the generic one (see Game.report)
  const own = r.tableCounters ?? [];
  const keys = Object.keys(r.counters).filter((k) => !own.some((p) => k.startsWith(p)));
  if (!keys.length && r.gameLine) {
    head(r.gameName);
    out.push(fitLine(`  ${r.gameLine}`));
  }
  if (keys.length) {
    head(`${r.gameName} counters (per game)`);
    if (r.gameLine) out.push(fitLine(`  ${r.gameLine}`));
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

  // rules nobody used: a variant of one would change nothing these players do
  if (r.unusedRules?.length) {
    head('Rules never used');
    out.push(...unusedLines(r.unusedRules, r.games).map((line) => fitLine(line)));
  }

  if (r.gameTable?.length) {
    head(`${r.gameName} by card`);
    out.push(...r.gameTable.map((line) => fitLine(line)));
  }

  if (r.notable.length) {
    head('Notable games');
    out.push(c.dim('  each command writes its game as a record; then:'), c.dim('  dinner-games replay game-<seed>.json --log'));
    for (const g of r.notable) {
      const scores = solo || !g.scores.length ? '' : `, scores ${g.scores.join('-')}`;
      out.push(fitLine(`  ${g.what}: ${plural(g.turns, 'turn')}, ${plural(g.decisions, 'decision')}, ${endedAs(g, solo)}${scores}`));
      out.push(c.dim(fitLine(`    ${g.command}`, REPORT_WIDTH, { shell: true })));
    }
  }
  return `${out.join('\n')}\n`;
}
