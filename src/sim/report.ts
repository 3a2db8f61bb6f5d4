/**
 * The report of a study, as JSON (what `simulate --json` prints and `merge` reads): the exact
 * tally, and the figures computed from it alone. Timing fields (`gamesPerSecond`,
 * `elapsedSeconds`, `workers`) are the only ones that change between runs of the same study.
 */
import { VERSION } from '../engine/version.js';
import type { AnyGame, CounterFigures, Options } from '../engine/types.js';
import type { PrecisionReached } from './auto.js';
import { metricFigure, METRICS, type MetricFigure, type MetricKey } from './metrics.js';
import { summarize, wilson, zFor, histFromJson, type Summary } from './stats.js';
import { seatingOf } from './study.js';
import type { GameBrief, Tally, TallyJson } from './tally.js';
import { CARD_PREFIXES, cardLines, cardRows, type CardRow } from './cards.js';
import { unusedRules, type UnusedRule } from './unused.js';

export type { CardRow } from './cards.js';

export const SIMULATE_FORMAT = 'dinner-games/simulate/2';

/** A seat's figures. */
export interface SeatReport {
  /** Seat number, from 1. */
  seat: number;
  /** The computer player in the seat. */
  kind: string;
  /** Games the seat won (a shared win counts for each winner). */
  wins: number;
  winRate: number;
  /** Wilson 95% interval of the win rate. */
  winRate95: [number, number];
  meanScore: number;
  sdScore: number;
  minScore: number;
  medianScore: number;
  maxScore: number;
  /**
   * Ludii's partial win rate: a win counts 1, last place 0, places between in proportion; tied
   * seats share their places. Null in solo games.
   */
  rankShare: number | null;
}

/** How many games ended one way. */
export interface ResultRow {
  /** "won", or why the game was lost ("the deck ran out"). */
  result: string;
  games: number;
  rate: number;
  rate95: [number, number];
}

/** A game counter's figures over all games (a game that does not report it counts 0). */
export interface CounterRow {
  mean: number;
  sd: number;
  min: number;
  median: number;
  max: number;
  /** Games in which it was above zero. */
  gamesWithAny: number;
  shareWithAny: number;
}

/** A player's figures whatever seat it sat in (they differ from the seats' under `--rotate`). */
export interface PlayerReport {
  /** Its place in `--seats`, from 1. */
  player: number;
  kind: string;
  wins: number;
  winRate: number;
  winRate95: [number, number];
  /** Ludii's partial win rate (see SeatReport). */
  rankShare: number;
}

/** A game worth a look, with the command that writes it down as a record. */
export interface NotableGame {
  /** Why it is notable ("typical loss (the deck ran out)", "longest game"). */
  what: string;
  seed: number;
  /** The player kinds in seat order, as this game was seated. */
  seats: string[];
  turns: number;
  decisions: number;
  result: string;
  /** The seats that won, from 1. */
  winners: number[];
  scores: number[];
  /** A `dinner-games simulate ... -n 1 --record` command that writes this game as a record for `replay`. */
  command: string;
}

export interface SimReport {
  format: typeof SIMULATE_FORMAT;
  /** The dinner-games version that played it: `merge` joins only reports of one version. */
  version: string;
  /** The game's id. */
  game: string;
  /** The game's name. */
  gameName: string;
  ruleset: {
    /** The ruleset file, or "(built in)". */
    source: string;
    /** The variant's `name:`, when the file gives one. */
    name: string | null;
    /** A fingerprint of options and data: runs with the same digest played the same rules. */
    digest: string;
  };
  /** Every option as played. */
  options: Options;
  /** The options set with `--option`, over the ruleset's. */
  overrides: Options;
  /** The study's base seed: game i is dealt from its own seed, hashed from this one (seeds.ts). */
  seed: number;
  /** With `--game-seed`: the one seed every game was dealt from; else null. */
  gameSeed: number | null;
  /** Games in this report. */
  games: number;
  study: {
    /** Games in the whole study (all shards). */
    games: number;
    /** "i/n" for one shard of a study, null for the whole study. */
    shard: string | null;
    /** The games of the study this report covers, by index from 0: first and last. */
    firstGame: number;
    lastGame: number;
    /** Deals in the whole study: its games, or its games / seats under `--rotate`. */
    deals: number;
    /** `--rotate`: each deal played once with every rotation of the seats. */
    rotate: boolean;
  };
  /** By seat position. Under `--rotate` each seat held every player in turn: `kind` is the seat's player in rotation 0. */
  seats: SeatReport[];
  /** By player (its place in `--seats`), whatever seat it sat in; null in solo games. */
  players: PlayerReport[] | null;
  /** Games won by more than one seat. */
  sharedWins: number;
  /** Games nobody won (every lost solo game). */
  noWinner: number;
  /**
   * Ludii's AdvantageP1: seat 1's partial win rate; 0.5 is fair. Only where it measures the
   * seat: every seat holds the same kind of player, or `--rotate`. Null otherwise (it would
   * measure the players: see `seatFiguresNote`) and in solo games.
   */
  firstPlayerAdvantage: number | null;
  /** Ludii's Balance: 1 minus the largest gap between two seats' partial win rates; null when firstPlayerAdvantage is. */
  balance: number | null;
  /** Why firstPlayerAdvantage and balance are null in a game with several seats; else null. */
  seatFiguresNote: string | null;
  length: {
    turns: Summary;
    decisions: Summary;
    /** What the length histogram counts: turns, decisions, or a counter the game names (see Game.report). */
    measure: string;
  };
  /** The game's own line of figures (Game.report.line), or null. */
  gameLine: string | null;
  /** The game's own table (Game.report.table), one string per line, or null. */
  gameTable: string[] | null;
  /** Counter name prefixes shown only in `gameTable` (Game.report.tableCounters), or null. */
  tableCounters: readonly string[] | null;
  /** How games ended, most common first. */
  results: ResultRow[];
  /** The game's own counters (Royal Dinner Party: extra helpings, favors left, guests left hungry). */
  counters: Record<string, CounterRow>;
  /**
   * Play metrics (metrics.ts), each a mean with its 95% interval: leadChanges, drama,
   * decisiveness, uncertainty (games with several seats) and branching. Null when the report's
   * tally has none (reports of versions before them).
   */
  metrics: Partial<Record<MetricKey, MetricFigure>> | null;
  /**
   * The game's per-card balance table, one row per card (see CardRow), printed at the head of
   * `gameTable`; null for a game that has none.
   */
  cards: CardRow[] | null;
  /**
   * Rules in play (Game.report.rules) that no game of the study used, with the seat kinds that
   * never did and one that does: a variant of such a rule changes nothing these players do.
   */
  unusedRules: UnusedRule[];
  notable: NotableGame[];
  /** The exact counts everything above is computed from; `merge` adds these. */
  tally: TallyJson;
  /**
   * With `-n auto`: the half-width asked for (`target`, a share), whether every leading win
   * rate reached it, the widest half-width at the end, the games it took and the cap. Absent
   * otherwise.
   */
  precision?: PrecisionReached;
  gamesPerSecond: number;
  elapsedSeconds: number;
  workers: number;
}

/** What a report says about where its games came from. */
export interface StudyInfo {
  game: AnyGame;
  options: Options;
  overrides: Options;
  seats: string[];
  seed: number;
  gameSeed?: number;
  ruleset: { source: string; name: string | null; digest: string };
  /** Games in the whole study (deals times seats under `rotate`). */
  studyGames: number;
  rotate: boolean;
  shard: { index: number; count: number } | null;
  /** The study indices this report covers: from (inclusive) to (exclusive). */
  from: number;
  to: number;
  /** A card's name from its code (the ruleset's data); the code itself when not given. */
  cardName?: (code: string) => string;
}

/** The study indices of shard `index` (from 1) of `count`: contiguous slices, sizes differing by at most one. */
export function shardRange(games: number, index: number, count: number): [number, number] {
  return [Math.floor(((index - 1) * games) / count), Math.floor((index * games) / count)];
}

const shellWord = (s: string): string => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);

/** The command that plays one game of the study again, seated as `seats`, and writes its record. */
export function recordCommand(info: Pick<StudyInfo, 'game' | 'ruleset' | 'overrides'>, seed: number, seats: readonly string[]): string {
  const parts = ['dinner-games', 'simulate', info.game.id, '--game-seed', String(seed)];
  parts.push('--seats', seats.join(','));
  if (info.ruleset.source !== '(built in)') parts.push('--ruleset', shellWord(info.ruleset.source));
  for (const [k, v] of Object.entries(info.overrides)) parts.push('--option', shellWord(`${k}=${String(v)}`));
  parts.push('--record', `game-${seed}.json`);
  return parts.join(' ');
}

/** The report of a tally. */
export function buildReport(
  info: StudyInfo,
  tally: Tally,
  timing: { elapsedSeconds: number; workers: number },
  version = VERSION,
): SimReport {
  const { rows: _rows, ...t } = tally.toJSON();
  const n = t.games;
  const nSeats = info.seats.length;
  const seats: SeatReport[] = info.seats.map((kind, s) => {
    const sc = summarize(histFromJson(t.scores[s]));
    return {
      seat: s + 1,
      kind,
      wins: t.wins[s],
      winRate: n ? t.wins[s] / n : 0,
      winRate95: wilson(t.wins[s], n),
      meanScore: sc.mean,
      sdScore: sc.sd,
      minScore: sc.min,
      medianScore: sc.median,
      maxScore: sc.max,
      rankShare: nSeats > 1 && n ? t.rankPoints[s] / (2 * (nSeats - 1) * n) : null,
    };
  });
  const turns = summarize(histFromJson(t.turns));
  const shares = seats.map((s) => s.rankShare ?? 0);
  const multi = nSeats > 1 && n > 0;
  const alike = info.seats.every((k) => k === info.seats[0]);
  const seatFigures = multi && (alike || info.rotate);
  const players: PlayerReport[] | null =
    nSeats > 1
      ? info.seats.map((kind, p) => ({
          player: p + 1,
          kind,
          wins: t.playerWins[p],
          winRate: n ? t.playerWins[p] / n : 0,
          winRate95: wilson(t.playerWins[p], n),
          rankShare: n ? t.playerRankPoints[p] / (2 * (nSeats - 1) * n) : 0,
        }))
      : null;
  const results: ResultRow[] = Object.entries(t.results)
    .map(([result, cells]) => {
      const games = cells.reduce((sum, c) => sum + c.games, 0);
      return { result, games, rate: n ? games / n : 0, rate95: wilson(games, n) };
    })
    .sort((a, b) => b.games - a.games || (a.result < b.result ? -1 : 1));
  const counters: Record<string, CounterRow> = {};
  for (const [key, h] of Object.entries(t.counters)) {
    const hist = histFromJson(h);
    const s = summarize(hist, n);
    const any = h.filter(([v]) => v > 0).reduce((sum, [, c]) => sum + c, 0);
    counters[key] = { mean: s.mean, sd: s.sd, min: s.min, median: s.median, max: s.max, gamesWithAny: any, shareWithAny: n ? any / n : 0 };
  }
  const cardHooks = info.game.report?.cards;
  const cards =
    n && cardHooks
      ? cardRows(counterFigures(counters, n), nSeats, nSeats === 1 ? t.wins[0] / n : 0, info.cardName ?? ((code) => code))
      : null;
  return {
    format: SIMULATE_FORMAT,
    version,
    game: info.game.id,
    gameName: info.game.name,
    ruleset: info.ruleset,
    options: info.options,
    overrides: info.overrides,
    seed: info.seed,
    gameSeed: info.gameSeed ?? null,
    games: n,
    study: {
      games: info.studyGames,
      shard: info.shard ? `${info.shard.index}/${info.shard.count}` : null,
      firstGame: info.from,
      lastGame: info.to - 1,
      deals: info.rotate ? info.studyGames / nSeats : info.studyGames,
      rotate: info.rotate,
    },
    seats,
    players,
    sharedWins: t.sharedWins,
    noWinner: t.noWinner,
    firstPlayerAdvantage: seatFigures ? shares[0] : null,
    balance: seatFigures ? 1 - (Math.max(...shares) - Math.min(...shares)) : null,
    seatFiguresNote:
      multi && !seatFigures ? "the seats hold different players, so a seat's share measures its player, not the seat" : null,
    length: { turns, decisions: summarize(histFromJson(t.decisions)), measure: lengthMeasure(info.game, turns) },
    gameLine: n && info.game.report?.line ? info.game.report.line(counterFigures(counters, n)) : null,
    gameTable: gameTable(info, counters, n, cards),
    tableCounters: tableCounters(info.game),
    results,
    counters,
    metrics: metricsOf(t),
    cards,
    unusedRules: unusedRules(info.game, info.options, info.seats, n, (k) => counters[k]?.gamesWithAny ?? 0),
    notable: notableGames(info, t),
    tally: t,
    gamesPerSecond: timing.elapsedSeconds > 0 ? Math.round(n / timing.elapsedSeconds) : 0,
    elapsedSeconds: Math.round(timing.elapsedSeconds * 1000) / 1000,
    workers: timing.workers,
  };
}

/** Each play metric's mean and interval, from the tally's sums. */
function metricsOf(t: TallyJson): SimReport['metrics'] {
  if (!t.metrics) return null;
  const out: Partial<Record<MetricKey, MetricFigure>> = {};
  for (const key of METRICS) {
    const sums = t.metrics[key];
    const figure = sums ? metricFigure(sums, t.games) : null;
    if (figure) out[key] = figure;
  }
  return out;
}

/** The per-card table's lines, then the game's own table, or null when there is neither. */
function gameTable(info: StudyInfo, counters: Record<string, CounterRow>, n: number, cards: CardRow[] | null): string[] | null {
  const hooks = info.game.report;
  const own = n && hooks?.table ? hooks.table(counterFigures(counters, n)) : [];
  const mine = cards && hooks?.cards ? cardLines(cards, hooks.cards, info.seats.length) : [];
  const lines = mine.length && own.length ? [...mine, '', ...own] : [...mine, ...own];
  return lines.length ? lines : null;
}

/** Counter prefixes the game's tables show, kept out of the generic counters table. */
function tableCounters(game: AnyGame): readonly string[] | null {
  const own = game.report?.tableCounters ?? [];
  const all = game.report?.cards ? [...new Set([...CARD_PREFIXES, ...own])] : own;
  return all.length ? all : null;
}

/** The game's own measure of length, else turns, or decisions when turns never vary. */
function lengthMeasure(game: AnyGame, turns: Summary): string {
  return game.report?.length ?? (turns.n > 1 && turns.min === turns.max ? 'decisions' : 'turns');
}

function counterFigures(counters: Record<string, CounterRow>, games: number): CounterFigures {
  return {
    games,
    names: Object.keys(counters).sort(),
    mean: (k) => counters[k]?.mean ?? 0,
    share: (k) => counters[k]?.shareWithAny ?? 0,
    interval: (hits, trials, confidence = 0.95) => wilson(hits, trials, zFor(confidence)),
  };
}

/** The game of median length among games that ended one of the `results` ways (the first at that length). */
function typical(t: TallyJson, results: readonly string[]): GameBrief | undefined {
  const byTurns = new Map<number, { games: number; first: GameBrief }>();
  for (const result of results) {
    for (const c of t.results[result] ?? []) {
      const cell = byTurns.get(c.turns);
      if (!cell) byTurns.set(c.turns, { games: c.games, first: c.first });
      else {
        cell.games += c.games;
        const f = c.first;
        if (f.seed < cell.first.seed || (f.seed === cell.first.seed && f.rotation < cell.first.rotation)) cell.first = f;
      }
    }
  }
  const rows = [...byTurns.entries()].sort((a, b) => a[0] - b[0]);
  const total = rows.reduce((s, [, c]) => s + c.games, 0);
  const half = Math.floor((total - 1) / 2);
  let seen = 0;
  for (const [, c] of rows) {
    seen += c.games;
    if (seen > half) return c.first;
  }
  return undefined;
}

function notableGames(info: StudyInfo, t: TallyJson): NotableGame[] {
  const out: NotableGame[] = [];
  const seen = new Set<string>();
  const push = (what: string, b: GameBrief): void => {
    const key = `${what}\n${b.seed}\n${b.rotation}`;
    if (seen.has(key)) return;
    seen.add(key);
    const seats = seatingOf({ seats: info.seats, rotate: info.rotate }, b.rotation).kinds;
    const { seed, turns, decisions, result, winners, scores } = b;
    out.push({ what, seed, seats, turns, decisions, result, winners, scores, command: recordCommand(info, seed, seats) });
  };
  const all = Object.keys(t.results);
  const solo = info.seats.length === 1;
  const lossKinds = all.filter((r) => r !== 'won');
  if (solo && lossKinds.length) {
    const common = lossKinds
      .map((r) => ({ r, games: t.results[r].reduce((s, c) => s + c.games, 0) }))
      .sort((a, b) => b.games - a.games || (a.r < b.r ? -1 : 1))[0].r;
    const x = typical(t, [common]);
    if (x) push(`typical loss (${common})`, x);
  }
  if (solo && t.results.won) {
    const x = typical(t, ['won']);
    if (x) push('typical win', x);
  }
  if (!solo) {
    const x = typical(t, all);
    if (x) push('typical game', x);
  }
  if (t.longest) push('longest game', t.longest);
  if (t.shortest) push('shortest game', t.shortest);
  if (t.best && t.longest && t.shortest) {
    const scores = t.scores.flatMap((h) => h.map(([v]) => v));
    if (Math.max(...scores) > Math.min(...scores)) push('highest score', t.best);
  }
  return out;
}
