/**
 * A full check of a simulate report read from a file, before `merge` trusts it: every field
 * of the promised shape, and every count consistent with the others (histograms adding up to
 * the games, wins no more than the games, rank points summing as ranks must). A shard that was
 * cut short, edited or corrupted gets one line naming the file and the first problem.
 */
import { UsageError } from '../engine/errors.js';
import { allGames } from '../engine/registry.js';
import { SIMULATE_FORMAT, type SimReport } from './report.js';

type Json = Record<string, unknown>;

const isObj = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);
const isCount = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;
const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

class Bad extends Error {}
const fail = (what: string): never => {
  throw new Bad(what);
};
const need = (ok: boolean, what: string): void => {
  if (!ok) fail(what);
};

/** A histogram's total, after checking it is `[value, count]` pairs with values ascending. */
function histTotal(h: unknown, name: string): number {
  need(Array.isArray(h), `${name} is not a list of [value, count] pairs`);
  let total = 0;
  let last = -Infinity;
  for (const pair of h as unknown[]) {
    need(Array.isArray(pair) && pair.length === 2 && isNum(pair[0]) && isCount(pair[1]) && pair[1] > 0, `${name} holds ${JSON.stringify(pair)}, not a [value, count] pair`);
    const [v, c] = pair as [number, number];
    need(v > last, `${name} lists its values out of order or twice (${v})`);
    last = v;
    total += c;
  }
  return total;
}

function checkBrief(b: unknown, name: string, seats: number): void {
  need(isObj(b), `${name} is not a game`);
  const g = b as Json;
  for (const k of ['seed', 'rotation', 'turns', 'decisions']) need(isCount(g[k]), `${name}.${k} is not a whole number`);
  need(Array.isArray(g.winners) && (g.winners as unknown[]).every((w) => isCount(w) && w >= 1 && w <= seats), `${name}.winners is not a list of seats`);
  need(Array.isArray(g.scores) && (g.scores as unknown[]).length === seats && (g.scores as unknown[]).every(isNum), `${name}.scores is not ${seats} numbers`);
  need(typeof g.result === 'string', `${name}.result is not text`);
}

function checkCounts(list: unknown, name: string, seats: number, games: number): number[] {
  need(Array.isArray(list) && list.length === seats && list.every(isCount), `${name} is not ${seats} whole numbers`);
  for (const x of list as number[]) need(x <= games, `${name} counts ${x} of ${games} games`);
  return list as number[];
}

function checkRankPoints(list: unknown, name: string, seats: number, games: number): void {
  need(Array.isArray(list) && list.length === seats && list.every(isCount), `${name} is not ${seats} whole numbers`);
  // each game shares out n(n-1) rank points, however places tie
  const sum = (list as number[]).reduce((a, b) => a + b, 0);
  need(sum === games * seats * (seats - 1), `${name} adds up to ${sum}, not ${games * seats * (seats - 1)} for ${games} games`);
}

function checkTally(t: unknown, seats: number, games: number): void {
  need(isObj(t), 'tally is missing');
  const j = t as Json;
  need(j.games === games, `tally.games (${String(j.games)}) differs from games (${games})`);
  const wins = checkCounts(j.wins, 'tally.wins', seats, games);
  checkCounts(j.playerWins, 'tally.playerWins', seats, games);
  checkRankPoints(j.rankPoints, 'tally.rankPoints', seats, games);
  checkRankPoints(j.playerRankPoints, 'tally.playerRankPoints', seats, games);
  need(isCount(j.sharedWins) && isCount(j.noWinner), 'tally.sharedWins or tally.noWinner is not a whole number');
  const shared = j.sharedWins as number;
  const none = j.noWinner as number;
  need(shared + none <= games, `tally: ${shared} shared wins and ${none} games nobody won, in ${games} games`);
  const won = wins.reduce((a, b) => a + b, 0);
  need(won >= games - none + shared && won <= (games - none) * seats, `tally.wins add up to ${won}, impossible for ${games} games of which ${none} nobody won`);
  need(Array.isArray(j.scores) && (j.scores as unknown[]).length === seats, `tally.scores is not ${seats} histograms`);
  (j.scores as unknown[]).forEach((h, s) => need(histTotal(h, `tally.scores[${s}]`) === games, `tally.scores[${s}] does not count ${games} games`));
  for (const k of ['turns', 'decisions']) need(histTotal(j[k], `tally.${k}`) === games, `tally.${k} does not count ${games} games`);
  need(isObj(j.counters), 'tally.counters is not an object');
  for (const [k, h] of Object.entries(j.counters as Json)) need(histTotal(h, `tally.counters.${k}`) <= games, `tally.counters.${k} counts more than ${games} games`);
  need(isObj(j.results), 'tally.results is not an object');
  let ended = 0;
  for (const [r, cells] of Object.entries(j.results as Json)) {
    need(Array.isArray(cells), `tally.results["${r}"] is not a list`);
    let last = -1;
    for (const c of cells as unknown[]) {
      need(isObj(c) && isCount(c.turns) && isCount(c.games) && (c.games as number) > 0, `tally.results["${r}"] holds a cell that is not { turns, games, first }`);
      const cell = c as Json;
      need((cell.turns as number) > last, `tally.results["${r}"] lists its lengths out of order`);
      last = cell.turns as number;
      checkBrief(cell.first, `tally.results["${r}"] first`, seats);
      ended += cell.games as number;
    }
  }
  need(ended === games, `tally.results count ${ended} games, not ${games}`);
  for (const k of ['longest', 'shortest', 'best']) {
    if (games === 0) need(j[k] === null, `tally.${k} names a game in a report of none`);
    else checkBrief(j[k], `tally.${k}`, seats);
  }
  // the play metrics' sums (metrics.ts): absent from reports of older versions
  if (j.metrics !== undefined) {
    need(isObj(j.metrics), 'tally.metrics is not an object');
    for (const [k, m] of Object.entries(j.metrics as Json)) {
      need(Array.isArray(m) && m.length === 6 && m.every(isCount), `tally.metrics.${k} is not 6 whole numbers`);
      need((m as number[])[5] <= games, `tally.metrics.${k} counts more than ${games} games`);
    }
  }
}

function checkReport(r: Json): void {
  need(r.format === SIMULATE_FORMAT, `not the JSON of \`dinner-games simulate --json\` (format "${SIMULATE_FORMAT}")`);
  need(typeof r.version === 'string', 'field "version" is missing');
  need(typeof r.game === 'string' && allGames().some((g) => g.id === r.game), `"game" (${JSON.stringify(r.game)}) is no game of this build`);
  need(isCount(r.seed), '"seed" is not a whole number');
  need(r.gameSeed === null || isCount(r.gameSeed), '"gameSeed" is not a whole number or null');
  need(isCount(r.games), '"games" is not a whole number');
  need(isObj(r.options) && isObj(r.overrides), '"options" or "overrides" is not an object');
  need(isObj(r.ruleset) && typeof (r.ruleset as Json).digest === 'string' && typeof (r.ruleset as Json).source === 'string', '"ruleset" has no digest');
  need(Array.isArray(r.seats) && r.seats.length >= 1 && r.seats.every((s) => isObj(s) && typeof s.kind === 'string'), '"seats" is not a list of seats');
  const st = r.study as Json;
  need(isObj(st) && isCount(st.games) && isCount(st.firstGame) && Number.isSafeInteger(st.lastGame) && typeof st.rotate === 'boolean', '"study" is not { games, shard, firstGame, lastGame, deals, rotate }');
  need(st.shard === null || (typeof st.shard === 'string' && /^\d+\/\d+$/.test(st.shard)), '"study.shard" is not "i/n" or null');
  const games = r.games as number;
  need((st.lastGame as number) - (st.firstGame as number) + 1 === games, `"study" covers games ${String(st.firstGame)} to ${String(st.lastGame)}, not ${games} games`);
  need((st.lastGame as number) < (st.games as number), `"study" covers game ${String(st.lastGame)} of a ${String(st.games)}-game study`);
  need(isNum(r.elapsedSeconds) && (r.elapsedSeconds as number) >= 0 && isCount(r.workers), '"elapsedSeconds" or "workers" is not a number');
  checkTally(r.tally, (r.seats as unknown[]).length, games);
}

/** Checks a parsed JSON value as a simulate report; `source` names it in the one-line error (exit code 1). */
export function asReport(value: unknown, source: string): SimReport {
  try {
    need(isObj(value), `not the JSON of \`dinner-games simulate --json\` (format "${SIMULATE_FORMAT}")`);
    checkReport(value as Json);
  } catch (e) {
    if (e instanceof Bad) throw new UsageError(`${source}: ${e.message}`, 1);
    throw e;
  }
  return value as SimReport;
}
