/**
 * A tally: everything a study counts, kept exact so that tallies merge by adding. Any split of
 * a study's games (over chunks, workers, shards on other machines) merges to the same tally,
 * and the figures of the report are computed from it alone.
 *
 * Per game it keeps: each seat's win and score, the Ludii rank share of each seat (as whole
 * numbers, see `rankPoints`), wins and rank shares by player as well (they differ from the
 * seats' under `--rotate`), turns, decisions, the game's counters, how the game ended (with
 * the game's length and the first seed for each), and the longest, shortest and best games.
 */
import type { Outcome } from '../engine/types.js';
import { addMetricSums, mergeMetricSums, metricParts, METRICS, noMetricSums, type GameMetrics, type MetricKey, type MetricSums } from './metrics.js';
import type { GameRow } from './study.js';
import { histAdd, histFromJson, histMerge, histToJson, type Hist, type HistJson } from './stats.js';

/** One game in brief, for the notable games. Seats and winners count from 1. */
export interface GameBrief {
  seed: number;
  /** With `--rotate`: the seating (player p in seat p + rotation); 0 otherwise. */
  rotation: number;
  turns: number;
  decisions: number;
  winners: number[];
  scores: number[];
  result: string;
}

/** Games that ended one way at one length: how many, and the first (lowest seed) of them. */
export interface ResultCell {
  turns: number;
  games: number;
  first: GameBrief;
}

/** One finished game, as the tally counts it. */
export interface PlayedGame {
  seed: number;
  rotation: number;
  /** The player (index into the study's seats) in each seat; the identity without `--rotate`. */
  players: readonly number[];
  outcome: Outcome;
  turns: number;
  decisions: number;
  counters: Record<string, number> | undefined;
  lossReason: string | undefined;
  /** The play metrics' counts (metrics.ts). */
  metrics?: GameMetrics;
}

/** The tally as JSON (histograms as sorted `[value, count]` pairs). */
export interface TallyJson {
  games: number;
  wins: number[];
  rankPoints: number[];
  /** Wins and rank points of each player (by its place in `--seats`), whatever seat it sat in. */
  playerWins: number[];
  playerRankPoints: number[];
  sharedWins: number;
  noWinner: number;
  scores: HistJson[];
  turns: HistJson;
  decisions: HistJson;
  counters: Record<string, HistJson>;
  /**
   * Result to cells, turns ascending: how many games ended this way at this length, and the
   * first of them (lowest seed, then rotation).
   */
  results: Record<string, ResultCell[]>;
  longest: GameBrief | null;
  shortest: GameBrief | null;
  best: GameBrief | null;
  /**
   * The play metrics' sums (metrics.ts): per metric y, x, y^2, xy, x^2 and the games with
   * x > 0, over every game. Absent from reports of versions before the metrics.
   */
  metrics?: Partial<Record<MetricKey, MetricSums>>;
  /** One row per game, in index order, when the study keeps them (not part of a report). */
  rows?: GameRow[];
}

/** How one game ended, as the report groups games ("won", or why it was lost). */
export function resultOf(seats: number, outcome: Outcome, lossReason: string | undefined): string {
  if (seats === 1) return outcome.winners.length ? 'won' : (lossReason ?? 'lost');
  if (lossReason) return lossReason;
  return outcome.winners.length > 1 ? 'shared win' : outcome.winners.length ? 'won' : 'no winner';
}

const sortKeys = <T>(o: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

export class Tally {
  games = 0;
  readonly wins: number[];
  /**
   * Each seat's Ludii share, times 2(n-1) so that it stays a whole number: a seat ranked r of n
   * (ties share the average rank, winners rank first) earns 2(n-1) - 2(r-1) per game, that is
   * 2(n-1) times Ludii's partial win 1 - (r-1)/(n-1).
   */
  readonly rankPoints: number[];
  readonly playerWins: number[];
  readonly playerRankPoints: number[];
  sharedWins = 0;
  noWinner = 0;
  readonly scores: Hist[];
  readonly turns: Hist = new Map();
  readonly decisions: Hist = new Map();
  readonly counters = new Map<string, Hist>();
  /** Result to turns to its games and the first of them. */
  readonly results = new Map<string, Map<number, ResultCell>>();
  longest: GameBrief | null = null;
  shortest: GameBrief | null = null;
  best: GameBrief | null = null;
  /** The play metrics' sums (see TallyJson.metrics). */
  readonly metrics = new Map<MetricKey, MetricSums>();
  /** One row per game when the study keeps them; merging appends, so merge in index order. */
  rows: GameRow[] = [];
  /** `counterSink`'s names, its function, and the histograms it has found by index. */
  private sinkNames: readonly string[] | undefined;
  private sink: ((counter: number, value: number) => void) | undefined;
  private byIndex: (Hist | undefined)[] = [];

  constructor(readonly seats: number) {
    this.wins = new Array<number>(seats).fill(0);
    this.rankPoints = new Array<number>(seats).fill(0);
    this.playerWins = new Array<number>(seats).fill(0);
    this.playerRankPoints = new Array<number>(seats).fill(0);
    this.scores = Array.from({ length: seats }, () => new Map());
  }

  /** Counts one finished game. */
  add(g: PlayedGame): void {
    const { outcome, turns, decisions, counters, players } = g;
    const n = this.seats;
    this.games++;
    for (const w of outcome.winners) {
      this.wins[w]++;
      this.playerWins[players[w]]++;
    }
    if (outcome.winners.length > 1) this.sharedWins++;
    if (outcome.winners.length === 0) this.noWinner++;
    for (let s = 0; s < n; s++) histAdd(this.scores[s], outcome.scores[s] ?? 0);
    if (n > 1) addRankPoints(this.rankPoints, this.playerRankPoints, players, outcome);
    histAdd(this.turns, turns);
    histAdd(this.decisions, decisions);
    if (counters) {
      // for..in, not Object.entries: no pair arrays per game
      for (const key in counters) histAdd(this.counterHist(key), counters[key]);
    }
    if (g.metrics) {
      for (const key of METRICS) {
        const parts = metricParts(g.metrics, key);
        if (parts) addMetricSums(this.metricSums(key), parts[0], parts[1]);
      }
    }
    const result = resultOf(n, outcome, g.lossReason);
    // the game in brief is written only if it is kept (as its cell's first game, or a notable
    // one): most games are compared by these fields alone, with nothing made for them
    const key = this.key;
    key.seed = g.seed;
    key.rotation = g.rotation;
    key.turns = turns;
    key.decisions = decisions;
    key.scores = outcome.scores;
    this.game = g;
    this.gameResult = result;
    this.brief = undefined;
    this.addCell(result, turns, 1, key);
    this.keepNotable(key);
    this.game = undefined;
  }

  /** The game being added, its result, and its brief once made (see `briefOf`). */
  private game: PlayedGame | undefined;
  private gameResult = '';
  private brief: GameBrief | undefined;
  /** The game being added, as the notable games and result cells compare it. */
  private readonly key: Key = { seed: 0, rotation: 0, turns: 0, decisions: 0, scores: [] };

  /** `k` as a brief to keep: itself when it is one (merging), else the game being added's, made once. */
  private briefOf(k: Key): GameBrief {
    if (k !== this.key) return k as GameBrief;
    const g = this.game as PlayedGame;
    return (this.brief ??= {
      seed: g.seed,
      rotation: g.rotation,
      turns: g.turns,
      decisions: g.decisions,
      winners: g.outcome.winners.map((w) => w + 1),
      scores: g.outcome.scores.slice(),
      result: this.gameResult,
    });
  }

  /**
   * Counts one game's counters as a game's `countInto` tells them (`names`: its `counterNames`),
   * the same as passing them to `add` as a record, without a string looked up per counter.
   */
  counterSink(names: readonly string[]): (counter: number, value: number) => void {
    if (this.sinkNames !== names || !this.sink) {
      const byIndex: (Hist | undefined)[] = (this.byIndex = []);
      this.sinkNames = names;
      this.sink = (i, v) => histAdd((byIndex[i] ??= this.counterHist(names[i])), v);
    }
    return this.sink;
  }

  private metricSums(key: MetricKey): MetricSums {
    let m = this.metrics.get(key);
    if (!m) this.metrics.set(key, (m = noMetricSums()));
    return m;
  }

  private counterHist(key: string): Hist {
    let h = this.counters.get(key);
    if (!h) this.counters.set(key, (h = new Map()));
    return h;
  }

  private addCell(result: string, turns: number, games: number, first: Key): void {
    let byTurns = this.results.get(result);
    if (!byTurns) this.results.set(result, (byTurns = new Map()));
    const cell = byTurns.get(turns);
    if (!cell) byTurns.set(turns, { turns, games, first: this.briefOf(first) });
    else {
      cell.games += games;
      if (earlier(first, cell.first)) cell.first = this.briefOf(first);
    }
  }

  private keepNotable(b: Key): void {
    if (!this.longest || longer(b, this.longest)) this.longest = this.briefOf(b);
    if (!this.shortest || shorter(b, this.shortest)) this.shortest = this.briefOf(b);
    if (!this.best || better(b, this.best)) this.best = this.briefOf(b);
  }

  /** Adds another tally of the same study. */
  merge(other: Tally): this {
    if (other.seats !== this.seats) throw new Error('cannot merge tallies of different seat counts');
    this.games += other.games;
    for (let s = 0; s < this.seats; s++) {
      this.wins[s] += other.wins[s];
      this.rankPoints[s] += other.rankPoints[s];
      this.playerWins[s] += other.playerWins[s];
      this.playerRankPoints[s] += other.playerRankPoints[s];
      histMerge(this.scores[s], other.scores[s]);
    }
    this.sharedWins += other.sharedWins;
    this.noWinner += other.noWinner;
    histMerge(this.turns, other.turns);
    histMerge(this.decisions, other.decisions);
    for (const [key, h] of other.counters) histMerge(this.counterHist(key), h);
    for (const [result, byTurns] of other.results) for (const c of byTurns.values()) this.addCell(result, c.turns, c.games, c.first);
    for (const b of [other.longest, other.shortest, other.best]) if (b) this.keepNotable(b);
    for (const [key, m] of other.metrics) mergeMetricSums(this.metricSums(key), m);
    for (const row of other.rows) this.rows.push(row);
    return this;
  }

  toJSON(): TallyJson {
    const counters: Record<string, HistJson> = {};
    for (const [key, h] of this.counters) counters[key] = histToJson(h);
    const results: Record<string, ResultCell[]> = {};
    for (const [result, byTurns] of this.results) results[result] = [...byTurns.values()].sort((a, b) => a.turns - b.turns);
    return {
      games: this.games,
      wins: this.wins.slice(),
      rankPoints: this.rankPoints.slice(),
      playerWins: this.playerWins.slice(),
      playerRankPoints: this.playerRankPoints.slice(),
      sharedWins: this.sharedWins,
      noWinner: this.noWinner,
      scores: this.scores.map(histToJson),
      turns: histToJson(this.turns),
      decisions: histToJson(this.decisions),
      counters: sortKeys(counters),
      results: sortKeys(results),
      longest: this.longest,
      shortest: this.shortest,
      best: this.best,
      ...(this.metrics.size ? { metrics: Object.fromEntries(METRICS.filter((k) => this.metrics.has(k)).map((k) => [k, (this.metrics.get(k) as MetricSums).slice()])) } : {}),
      ...(this.rows.length ? { rows: this.rows } : {}),
    };
  }

  static fromJSON(j: TallyJson): Tally {
    const t = new Tally(j.wins.length);
    t.games = j.games;
    j.wins.forEach((w, i) => (t.wins[i] = w));
    j.rankPoints.forEach((r, i) => (t.rankPoints[i] = r));
    j.playerWins.forEach((w, i) => (t.playerWins[i] = w));
    j.playerRankPoints.forEach((r, i) => (t.playerRankPoints[i] = r));
    t.sharedWins = j.sharedWins;
    t.noWinner = j.noWinner;
    j.scores.forEach((h, i) => histMerge(t.scores[i], histFromJson(h)));
    histMerge(t.turns, histFromJson(j.turns));
    histMerge(t.decisions, histFromJson(j.decisions));
    for (const [key, h] of Object.entries(j.counters)) t.counters.set(key, histFromJson(h));
    for (const [result, cells] of Object.entries(j.results)) t.results.set(result, new Map(cells.map((c) => [c.turns, c])));
    t.longest = j.longest;
    t.shortest = j.shortest;
    t.best = j.best;
    for (const key of METRICS) {
      const m = j.metrics?.[key];
      if (m) t.metrics.set(key, m.slice() as MetricSums);
    }
    if (j.rows) t.rows = j.rows;
    return t;
  }
}

/**
 * Each seat's rank points in one game (see Tally.rankPoints): `winners` count from 0. Ludii's
 * partial win of a seat is its points / (2(n - 1)).
 */
export function rankPointsOf(winners: readonly number[], scores: readonly number[]): number[] {
  const n = scores.length;
  const points = new Array<number>(n).fill(0);
  if (n > 1) addRankPoints(points, new Array<number>(n).fill(0), identity(n), { over: true, winners: winners.slice(), scores: scores.slice() });
  return points;
}

const identity = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** Ludii's ranking: winners first, then by score; tied seats share the average of their places. */
function addRankPoints(points: number[], playerPoints: number[], players: readonly number[], outcome: Outcome): void {
  const n = points.length;
  const isWinner = new Array<boolean>(n).fill(false);
  for (const w of outcome.winners) isWinner[w] = true;
  // sort key: winners first, then higher score
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => {
    if (isWinner[a] !== isWinner[b]) return isWinner[a] ? -1 : 1;
    if (isWinner[a]) return 0;
    return (outcome.scores[b] ?? 0) - (outcome.scores[a] ?? 0);
  });
  let i = 0;
  while (i < n) {
    let j = i + 1;
    const tied = (x: number, y: number): boolean =>
      isWinner[x] === isWinner[y] && (isWinner[x] || (outcome.scores[x] ?? 0) === (outcome.scores[y] ?? 0));
    while (j < n && tied(order[i], order[j])) j++;
    // places i+1 .. j share rank (i+1+j)/2; 2(r-1) = i + j - 1
    for (let k = i; k < j; k++) {
      points[order[k]] += 2 * (n - 1) - (i + j - 1);
      playerPoints[players[order[k]]] += 2 * (n - 1) - (i + j - 1);
    }
    i = j;
  }
}

/** What the notable games and a result's first game are chosen by: a game in brief, or the game being added. */
type Key = Pick<GameBrief, 'seed' | 'rotation' | 'turns' | 'decisions' | 'scores'>;

/** The lower seed, then the lower rotation: which of two games counts as the first. */
function earlier(a: Key, b: Key): boolean {
  return a.seed !== b.seed ? a.seed < b.seed : a.rotation < b.rotation;
}

function longer(a: Key, b: Key): boolean {
  if (a.turns !== b.turns) return a.turns > b.turns;
  if (a.decisions !== b.decisions) return a.decisions > b.decisions;
  return earlier(a, b);
}

function shorter(a: Key, b: Key): boolean {
  if (a.turns !== b.turns) return a.turns < b.turns;
  if (a.decisions !== b.decisions) return a.decisions < b.decisions;
  return earlier(a, b);
}

/** The highest score (Math.max over the scores, without spreading them into a call). */
function top(b: Key): number {
  let m = -Infinity;
  for (let i = 0; i < b.scores.length; i++) m = Math.max(m, b.scores[i]);
  return m;
}

function better(a: Key, b: Key): boolean {
  const ta = top(a);
  const tb = top(b);
  if (ta !== tb) return ta > tb;
  return earlier(a, b);
}
