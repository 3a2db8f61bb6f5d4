/**
 * The designer's commands: `simulate`, `compare`, `merge`, `check` and `schema`. Each parses
 * its arguments, calls the simulator or the ruleset loader, and prints; every error is one
 * UsageError line (exit code 2).
 */
// the searching player's levels (easy, normal, hard) are seat kinds for --seats
import '../ai/index.js';
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Command } from 'commander';
import { UsageError, clean, quote } from '../engine/errors.js';
import { parseJsonStrict, readTextFile } from '../engine/read-file.js';
import { collect, parseOptionPairs, parseWholeNumber } from '../engine/options.js';
import { noun, plural } from '../engine/words.js';
import { allGames, getGame } from '../engine/registry.js';
import type { AnyGame } from '../engine/types.js';
import { checkRulesetFile, rulesetGame } from '../rulesets/index.js';
import { rulesetSchemaText } from '../rulesets/schema.js';
import { performance } from 'node:perf_hooks';
import { comparePlayed, compareReport, formatCompare, seatFigures } from './compare.js';
import type { FigureSet } from './figures.js';
import { chartFigure, formatSweep, sweepCsv, sweepFigures, sweepReport, type SweepReport } from './sweep.js';
import { varyRuleset } from './vary.js';
import { colorFor, unicodeFor } from '../terminal.js';
import { formatReport, type Style } from './format.js';
import { asReport, mergeReports, reportFiles, sealReport } from './merge.js';
import { defaultWorkers, maxWorkers } from './cpus.js';
import { progressBar } from './progress.js';
import { playPairedStudy, playStudy, playStudyAuto, prepareVariant, specOf, type PairedPlayed, type Variant } from './simulate.js';
import { AUTO_CAP, parsePrecision, type AutoPlan } from './auto.js';
import { GamesOut, looksLikeGamesFile, outputPath, readGamesFile } from './files.js';
import { OutputError, reserveOutput, writeFileAtomic, type ReservedOutput } from '../engine/write-file.js';
import { dealSeed } from './seeds.js';
import { parseShard } from './shard.js';
import { parseSeats, recordGame, type GameRow } from './study.js';

interface StudyFlags {
  games: string;
  seats?: string;
  seed: string;
  workers?: string;
  json?: boolean;
  ruleset?: string;
  option?: string[];
  rotate?: boolean;
}


function styleOf(cmd: Command): Style {
  const ascii = (cmd.optsWithGlobals() as { ascii?: boolean }).ascii;
  return { unicode: unicodeFor(ascii), color: colorFor(process.stdout) };
}

const looksLikeFile = (arg: string): boolean => /\.ya?ml$/i.test(arg) || (existsSync(arg) && !allGames().some((g) => g.id === arg));

/** `<game>` may be a game id or a ruleset file. */
function gameAndRuleset(arg: string, ruleset: string | undefined): { game: AnyGame; ruleset?: string } {
  if (looksLikeFile(arg)) {
    if (ruleset) throw new UsageError(`give the ruleset once: either ${quote(arg, 200)} or --ruleset ${quote(ruleset, 200)}`);
    return { game: rulesetGame(arg), ruleset: arg };
  }
  return { game: getGame(arg), ruleset };
}

/**
 * `-n auto --precision P [--max-games N]` as a plan, or undefined for a number of games;
 * `--precision` or `--max-games` without `-n auto` is a mistake.
 */
function autoPlan(flags: StudyFlags & AutoFlags): AutoPlan | undefined {
  if (flags.games.trim().toLowerCase() !== 'auto') {
    if (flags.precision !== undefined || flags.maxGames !== undefined) throw new UsageError('--precision and --max-games go with -n auto (play until the win rates are that precise)');
    return undefined;
  }
  return { precision: parsePrecision(flags.precision), cap: flags.maxGames === undefined ? AUTO_CAP : parseWholeNumber('--max-games', flags.maxGames, 1) };
}

interface AutoFlags {
  precision?: string;
  maxGames?: string;
}

function studyNumbers(flags: StudyFlags): { games: number; seed: number; workers: number } {
  const auto = flags.games.trim().toLowerCase() === 'auto';
  return {
    games: auto ? 0 : parseWholeNumber('-n', flags.games, 1),
    seed: parseWholeNumber('--seed', flags.seed, 0),
    workers: flags.workers === undefined ? defaultWorkers() : workerCount(flags.workers),
  };
}

/** `--workers`, within what the machine can use. */
function workerCount(text: string): number {
  const n = parseWholeNumber('--workers', text, 1);
  const max = maxWorkers();
  if (n > max) {
    const cpus = defaultWorkers();
    throw new UsageError(`--workers takes 1 to ${max}, not ${n}: this process may use ${cpus} CPU${cpus === 1 ? '' : 's'}, and more threads only cost memory`);
  }
  return n;
}

function readJson(path: string): unknown {
  const text = readTextFile(path, { what: 'report file' });
  try {
    return parseJsonStrict(text);
  } catch (e) {
    throw new UsageError(`${clean(path, 200)} is not valid JSON (cut short or edited?): ${(e as Error).message}`, 1);
  }
}

const print = (text: string): void => {
  process.stdout.write(text);
};

/** The first argument that names a ruleset file (a YAML file, or one that exists and is no game). */
function sides0File(args: readonly string[]): string | undefined {
  for (const arg of args) {
    for (const item of arg.split(',')) {
      const x = item.trim();
      if (x && !x.includes('=') && x !== 'default' && looksLikeFile(x)) return x;
    }
  }
  return undefined;
}

/**
 * Reserves an output file (`--record`, `--csv`) before the study is played, so one that cannot
 * be written is told before the games rather than after; it is written safely at the end.
 */
function reserveFile(path: string, flag: string, what = 'it'): ReservedOutput {
  const folder = dirname(resolve(path));
  const where = quote(folder, 200);
  let isFolder: boolean;
  try {
    isFolder = statSync(folder).isDirectory();
  } catch {
    throw new UsageError(`${flag}: there is no folder ${where}; create it first, or write ${what} elsewhere`);
  }
  if (!isFolder) throw new UsageError(`${flag}: ${where} is not a folder`);
  return reserveOutput(path, { what: flag });
}

/** One side of `compare`: a ruleset file, `key=value` options, or both, comma-separated; "default" for none. */
function parseSide(text: string): { ruleset?: string; options: Record<string, string>; label: string } {
  const options: Record<string, string> = {};
  let ruleset: string | undefined;
  for (const raw of text.split(',')) {
    const item = raw.trim();
    if (!item || item === 'default') continue;
    if (item.includes('=')) Object.assign(options, parseOptionPairs([item]));
    else if (ruleset) throw new UsageError(`${quote(text, 200)} names two ruleset files; a side has at most one`);
    else ruleset = item;
  }
  return { ruleset, options, label: text.trim() || 'default' };
}

export function registerSimCommands(program: Command): void {
  program
    .command('simulate')
    .description('play many games with computer players and report what happened (for designers)')
    .argument('<game>', 'a game id (see `list`), or a ruleset file whose `game:` names it')
    .option('-n, --games <n>', 'games to play, or auto: until every win rate is as precise as --precision', '1000')
    .option('--precision <p>', 'with -n auto: the half-width of the 95% interval every win rate must reach, as a share (0.01) or points (1%)')
    .option('--max-games <n>', `with -n auto: play at most this many games (deals under --rotate; default ${AUTO_CAP.toLocaleString('en-US')})`)
    .option('--seats <kinds>', 'the computer player in each seat, comma-separated (random, greedy, ...); default greedy in each of the fewest seats')
    .option('--seed <n>', "the base seed: each game's deal is hashed from it and the game's index", '1')
    .option('--rotate', 'play each deal once with every rotation of the seats (-n deals, n x seats games), so seat and player effects separate')
    .option('--game-seed <n>', "play the one game dealt from this seed (a notable game's or a --games-out line's)")
    .option('--workers <n>', 'worker threads (default: every CPU this process may use); never changes the results')
    .option('--shard <i/n|i|auto>', 'play only slice i of n of the games, for `merge` (i from 1); auto reads the batch engine\'s array index')
    .option('--shards <n>', 'the shard count, with --shard i or --shard auto')
    .option('--json', 'print the report as JSON (game, games, seed, seats, gamesPerSecond, ...)')
    .option('--ruleset <file>', 'play by a designer ruleset file instead of the built-in one')
    .option('--option <key=value>', 'set a game option (repeatable), over the ruleset', collect)
    .option('--record <file>', 'with -n 1: write the game as a record for `dinner-games replay`')
    .option('--out <file>', 'write the JSON report to this file, atomically (a folder: shard-<i>-of-<n>.json in it), instead of printing the report')
    .option('--games-out <file>', 'also write one JSON line per game (seed, seats, winners, scores, turns, counters); `compare` reads two back')
    .action(async (arg: string, flags: StudyFlags & AutoFlags & { shard?: string; shards?: string; record?: string; gameSeed?: string; gamesOut?: string; out?: string }, cmd: Command) => {
      const style = styleOf(cmd);
      const { game, ruleset } = gameAndRuleset(arg, flags.ruleset);
      const variant = prepareVariant(game, { ruleset, options: parseOptionPairs(flags.option ?? []), seats: flags.seats });
      const plan = autoPlan(flags);
      if (plan && (flags.shard !== undefined || flags.gameSeed !== undefined || flags.record !== undefined)) {
        throw new UsageError('-n auto plays until the figures are precise enough: it cannot be split into shards, nor play one game (--game-seed, --record)');
      }
      const numbers = studyNumbers(flags);
      const { seed, workers } = numbers;
      const gameSeed = flags.gameSeed === undefined ? undefined : parseWholeNumber('--game-seed', flags.gameSeed, 0);
      if (gameSeed !== undefined && cmd.getOptionValueSource('games') === 'cli' && numbers.games !== 1) {
        throw new UsageError('--game-seed plays one game: leave out -n (or give -n 1)');
      }
      const games = gameSeed === undefined ? numbers.games : 1;
      const shard = parseShard(flags.shard, flags.shards);
      const total = flags.rotate && variant.seats.length > 1 ? games * variant.seats.length : games;
      if (shard && shard.count > total) {
        throw new UsageError(`--shard ${shard.index}/${shard.count}: a study of ${total} game${total === 1 ? '' : 's'} is cut into at most ${total} shard${total === 1 ? '' : 's'}`);
      }
      if (flags.record && (games !== 1 || shard || flags.rotate)) {
        throw new UsageError('--record writes one game: use it with --game-seed <seed> (or -n 1 for the first game of --seed)');
      }
      // every output is checked before a game is played: a study never ends in a file it cannot write
      const outFile = flags.out === undefined ? undefined : outputPath(flags.out, '--out', shard, '.json');
      const gamesFile = flags.gamesOut === undefined ? undefined : outputPath(flags.gamesOut, '--games-out', shard, '.jsonl');
      const named = [flags.record, outFile, gamesFile].filter((f): f is string => f !== undefined).map((f) => resolve(f));
      const twice = named.find((f, i) => named.indexOf(f) !== i);
      if (twice !== undefined) throw new UsageError(`${quote(twice, 200)} is named for two outputs (--out, --games-out, --record); give each its own file`);
      const outputs: { abort(): void }[] = [];
      let recordOut: ReservedOutput | undefined;
      let reportOut: ReservedOutput | undefined;
      let gamesOut: GamesOut | undefined;
      try {
        if (flags.record) outputs.push((recordOut = reserveFile(flags.record, '--record', 'the record')));
        if (outFile !== undefined) outputs.push((reportOut = reserveOutput(outFile, { what: '--out' })));
        if (gamesFile !== undefined) outputs.push((gamesOut = GamesOut.open(gamesFile)));
      } catch (e) {
        for (const o of outputs) o.abort();
        throw e;
      }
      const bar = progressBar(shard ? `${game.name} shard ${shard.index}/${shard.count}` : game.name, style.unicode);
      let played: Awaited<ReturnType<typeof playStudy>>;
      try {
        const request = { games, seed, gameSeed, shard, workers, rotate: flags.rotate, onRows: gamesOut && ((rows: readonly GameRow[]) => gamesOut.add(rows)), onProgress: bar.update };
        played = plan ? await playStudyAuto(variant, request, plan) : await playStudy(variant, request);
      } catch (e) {
        for (const o of outputs) o.abort();
        throw e;
      }
      bar.done();
      const report = sealReport(played.report);
      const problems: string[] = [];
      const gamesProblem = gamesOut?.finish();
      if (gamesProblem) problems.push(gamesProblem.message);
      const json = `${JSON.stringify(report, null, 2)}\n`;
      if (reportOut) {
        recordOut?.abort();
        try {
          reportOut.write([json]);
        } catch (e) {
          if (!(e instanceof OutputError)) throw e;
          // the study is not lost: its report goes to stdout instead
          print(json);
          problems.push(`${e.message}; the report is printed instead`);
        }
        if (problems.length) throw new UsageError(problems.join('; '), 1);
        const part = shard ? `, shard ${shard.index}/${shard.count} (${shard.engine})` : '';
        return print(`wrote ${clean(reportOut.path, 200)}: ${game.name}${part}, ${plural(report.games, 'game')} in ${report.elapsedSeconds} s\n`);
      }
      if (recordOut) {
        const dealt = gameSeed ?? dealSeed(seed, 0);
        const record = recordGame(specOf(variant, seed), dealt, game);
        recordOut.write([`${JSON.stringify(record, null, 2)}\n`]);
        const ended = report.results[0]?.result ?? '';
        const again = variant.ruleset.builtin ? '' : ` --ruleset ${clean(variant.ruleset.source, 200)}`;
        const line = `wrote ${clean(recordOut.path, 200)}: ${game.name}, seed ${dealt}, ${ended}, ${plural(report.length.turns.max, 'turn')}, ${plural(record.moves.length, 'move')}. Replay: dinner-games replay ${clean(recordOut.path, 200)}${again} --log\n`;
        if (flags.json || problems.length) process.stderr.write(line);
        else return print(line);
      }
      print(flags.json ? json : formatReport(report, style));
      if (problems.length) throw new UsageError(problems.join('; '), 1);
    });

  program
    .command('compare')
    .description('play two variants on the same seeds and show each figure side by side, with its significance')
    .argument(
      '<variants...>',
      '[game] A B, each side a ruleset file and/or key=value options, comma-separated ("default" for the built-in rules); ' +
        'e.g. `compare royal-dinner-party appetiteLimit=14 appetiteLimit=20` or `compare a.yaml b.yaml`; ' +
        'or two `simulate --games-out` files (.jsonl), compared without playing again',
    )
    .option('-n, --games <n>', 'games to play on each side', '1000')
    .option('--seats <kinds>', 'the computer player in each seat, comma-separated; the same on both sides')
    .option('--rotate', 'play each deal once with every rotation of the seats, on both sides')
    .option('--seed <n>', "the base seed: each deal is hashed from it and the game's index, the same on both sides", '1')
    .option('--workers <n>', 'worker threads (default: every core)')
    .option('--json', 'print the comparison as JSON (figures, and both reports)')
    .option('--only <figures>', 'test just these figures, comma-separated: keys (win1, score, turns, firstSeat, balance, drama, a counter) or names; * matches any run of characters')
    .option('--ruleset <file>', 'the ruleset both sides start from (a side may name its own)')
    .option('--option <key=value>', 'an option set on both sides (repeatable)', collect)
    .action(async (args: string[], flags: StudyFlags & { only?: string }, cmd: Command) => {
      const style = styleOf(cmd);
      const only = flags.only === undefined ? null : flags.only.split(',').map((x) => x.trim()).filter(Boolean);
      if (only && !only.length) throw new UsageError('--only names no figure; give keys such as win1,turns');
      if (args.length === 2 && args.every(looksLikeGamesFile)) {
        const [ra, rb] = args.map(readGamesFile);
        const cmp = compareReport(ra, rb, { a: args[0], b: args[1] }, undefined, { only });
        const name = allGames().find((g) => g.id === cmp.game)?.name ?? cmp.game;
        return print(flags.json ? `${JSON.stringify(cmp, null, 2)}\n` : formatCompare(cmp, style, name));
      }
      // a games file beside anything else is a mistake, not a ruleset to parse line by line
      const gamesFile = args.find(looksLikeGamesFile);
      if (gamesFile !== undefined) {
        throw new UsageError(`compare: ${quote(gamesFile, 200)} is a file of games (simulate --games-out); compare two such files (A.jsonl B.jsonl), or two variants of a game`);
      }
      let gameArg: string | undefined;
      let sides: string[];
      if (args.length === 3) [gameArg, ...sides] = args;
      else if (args.length === 2 && allGames().some((g) => g.id === args[0])) {
        gameArg = args[0];
        sides = ['default', args[1]];
      } else if (args.length === 2) sides = args;
      else throw new UsageError('compare takes [game] A B: two variants, after the game unless a ruleset file names it');
      const [a, b] = sides.map(parseSide);
      let game: AnyGame;
      if (gameArg) game = getGame(gameArg);
      else {
        const file = a.ruleset ?? b.ruleset ?? flags.ruleset;
        if (!file) throw new UsageError('compare: name the game first when neither side is a ruleset file');
        game = rulesetGame(file);
      }
      const base = parseOptionPairs(flags.option ?? []);
      const variant = (side: typeof a): Variant =>
        prepareVariant(game, { ruleset: side.ruleset ?? flags.ruleset, options: { ...base, ...side.options }, seats: flags.seats });
      const va = variant(a);
      const vb = variant(b);
      const { games, seed, workers } = studyNumbers(flags);
      const bar = progressBar(`A and B ${game.name}`, style.unicode);
      const played = await playPairedStudy([va, vb], {
        games,
        seed,
        workers,
        rotate: flags.rotate,
        onProgress: bar.update,
        figures: { name: 'compare', seatFigures: seatFigures(va.seats, Boolean(flags.rotate)) },
        byDeal: true,
      });
      bar.done();
      const [ra, rb] = played.reports;
      const cmp = comparePlayed(played.paired, played.shape, { a: a.label, b: b.label }, { a: ra, b: rb }, { only });
      print(flags.json ? `${JSON.stringify(cmp, null, 2)}\n` : formatCompare(cmp, style));
    });

  program
    .command('sweep')
    .description('play any number of variants on the same deals: one row per variant, each tested against the first')
    .argument(
      '<variants...>',
      '[game] A B C ..., each a ruleset file and/or key=value options, comma-separated ("default" for the built-in rules), ' +
        'as for compare; or the game alone with --vary',
    )
    .option('-n, --games <n>', 'deals each variant plays, or auto: until every win rate of every variant is as precise as --precision', '1000')
    .option('--precision <p>', 'with -n auto: the half-width of the 95% interval every win rate must reach, as a share (0.01) or points (1%)')
    .option('--max-games <n>', `with -n auto: play at most this many deals (default ${AUTO_CAP.toLocaleString('en-US')})`)
    .option('--seats <kinds>', 'the computer player in each seat, comma-separated; the same for every variant')
    .option('--rotate', 'play each deal once with every rotation of the seats, for every variant')
    .option('--seed <n>', "the base seed: each deal is hashed from it and the game's index, the same for every variant", '1')
    .option('--workers <n>', 'worker threads (default: every core); never changes the results')
    .option('--vary <path=v1,v2,...>', 'make the variants from one ruleset (--ruleset, or the built-in one) by setting the value at this YAML path (options.handSize, data.guests.sunra.appetites) to each value')
    .option('--chart <figure>', 'the figure to chart against the variant (win, win2, win:greedy, score, length, firstSeat, draws, drama, ...); default the first')
    .option('--csv <file>', 'also write one row per variant to this CSV file (every figure, its interval, difference from A and p-values)')
    .option('--json', 'print the sweep as JSON')
    .option('--ruleset <file>', 'the ruleset every variant starts from (a variant may name its own)')
    .option('--option <key=value>', 'an option set for every variant (repeatable)', collect)
    .action(async (args: string[], flags: StudyFlags & AutoFlags & { vary?: string; chart?: string; csv?: string }, cmd: Command) => {
      const style = styleOf(cmd);
      const plan = autoPlan(flags);
      const known = (id: string): boolean => allGames().some((g) => g.id === id);
      let game: AnyGame;
      let sides: string[];
      if (known(args[0])) [game, sides] = [getGame(args[0]), args.slice(1)];
      else {
        const file = sides0File(args) ?? flags.ruleset;
        if (!file) throw new UsageError(`sweep: ${quote(args[0], 100)} is no game (see \`dinner-games list\`), and no variant names a ruleset file that says which`);
        [game, sides] = [rulesetGame(file), args];
      }
      const base = parseOptionPairs(flags.option ?? []);
      const seats = parseSeats(game, flags.seats);
      let variants: Variant[];
      let labels: string[];
      if (flags.vary !== undefined) {
        if (sides.length) throw new UsageError('sweep: give the variants, or --vary to make them from one ruleset, not both');
        const varied = varyRuleset(game, flags.ruleset, flags.vary, seats.length);
        variants = varied.map((v) => prepareVariant(game, { ruleset: v.ruleset, options: base, seats: flags.seats }));
        labels = varied.map((v) => v.label);
      } else {
        if (sides.length < 2) throw new UsageError('sweep takes [game] and two variants or more (or --vary PATH=V1,V2,...)');
        const parsed = sides.map(parseSide);
        variants = parsed.map((side) => prepareVariant(game, { ruleset: side.ruleset ?? flags.ruleset, options: { ...base, ...side.options }, seats: flags.seats }));
        labels = parsed.map((side) => side.label);
      }
      const csvOut = flags.csv === undefined ? undefined : reserveFile(flags.csv, '--csv');
      const { games, seed, workers } = studyNumbers(flags);
      const rotate = Boolean(flags.rotate);
      const multi = seats.length > 1;
      const alike = seats.every((k) => k === seats[0]);
      const set: FigureSet = {
        name: 'sweep',
        seatFigures: seatFigures(seats, rotate),
        kinds: multi && !alike ? [...new Set(seats)] : undefined,
        length: game.report?.length ?? 'turns',
      };
      if (flags.chart !== undefined) chartFigure(sweepFigures(set, seats), flags.chart);
      const bar = progressBar(`${variants.length} variants of ${game.name}`, style.unicode);
      const started = performance.now();
      const rows = (p: PairedPlayed, elapsedSeconds = 0): SweepReport =>
        sweepReport(p.paired, p.shape, set, p.reports, labels, {
          varied: flags.vary === undefined ? null : flags.vary.slice(0, flags.vary.indexOf('=')).trim(),
          chart: flags.chart,
          elapsedSeconds,
          workers: p.workers,
        });
      // -n auto: every variant's win rates (the first figures of each row) as precise as asked
      const widest = (p: PairedPlayed): number =>
        Math.max(...rows(p).variants.flatMap((v) => Object.entries(v.values).filter(([k]) => k.startsWith('win')).map(([, x]) => (x.interval[1] - x.interval[0]) / 2)));
      const request = { games, seed, workers, rotate, onProgress: bar.update, figures: set, byDeal: true };
      let played: Awaited<ReturnType<typeof playPairedStudy>>;
      try {
        played = await playPairedStudy(variants, request, plan && { plan, widest });
      } catch (e) {
        csvOut?.abort();
        throw e;
      }
      bar.done();
      const report = rows(played, (performance.now() - started) / 1000);
      if (played.precision) report.precision = played.precision;
      print(flags.json ? `${JSON.stringify(report, null, 2)}\n` : formatSweep(report, style));
      if (csvOut) {
        csvOut.write(sweepCsv(report));
        const line = `wrote ${clean(csvOut.path, 200)}: ${plural(report.variants.length, 'variant')}, ${plural(report.figures.length, 'figure')} each\n`;
        if (flags.json) process.stderr.write(line);
        else print(line);
      }
    });

  program
    .command('merge')
    .description("combine the JSON reports of a study's shards (simulate --shard i/n --json, or --out) into the whole study's")
    .argument('<reports...>', "the shards' JSON files or folders of them, in any order; reports merge wrote before count too")
    .option('--json', 'print the merged report as JSON (what one run of the whole study prints)')
    .option('--partial', 'merge reports that cover only a contiguous part of the study (to merge again later)')
    .option('--out <file>', 'write the merged JSON report to this file, atomically, instead of printing')
    .action((args: string[], flags: { json?: boolean; partial?: boolean; out?: string }, cmd: Command) => {
      const files = reportFiles(args);
      const merged = mergeReports(
        files.map((source) => ({ source, report: asReport(readJson(source), source) })),
        { partial: flags.partial },
      );
      const sealed = sealReport(merged);
      if (flags.out !== undefined) {
        writeFileAtomic(flags.out, [`${JSON.stringify(sealed, null, 2)}\n`], { what: '--out' });
        return print(`wrote ${clean(flags.out, 200)}: ${merged.gameName}, ${plural(merged.games, 'game')} from ${plural(files.length, 'report')}\n`);
      }
      print(flags.json ? `${JSON.stringify(sealed, null, 2)}\n` : formatReport(merged, styleOf(cmd)));
    });

  program
    .command('check')
    .description('check ruleset files: one line per problem, naming the file, line, field and what is wrong')
    .argument('<files...>', 'ruleset files (YAML)')
    .option('--players <n>', "check the deck for this player count only (default: every count the game takes)")
    .option('--strict', 'count warnings (what cannot happen in play: a guest never satisfied) as problems: exit 1')
    .action((files: string[], flags: { players?: string; strict?: boolean }) => {
      const players = flags.players === undefined ? undefined : parseWholeNumber('--players', flags.players, 1);
      let bad = 0;
      let warned = 0;
      for (const file of files) {
        // the deck is checked for that player count alone: a problem at another count is not this table's
        const result = checkRulesetFile(file, { seats: players });
        const game = result.game;
        if (game && players !== undefined && (players < game.players.min || players > game.players.max)) {
          throw new UsageError(`--players ${players}: ${game.id} takes ${game.players.min} to ${game.players.max}`);
        }
        if (result.problems.length) {
          bad++;
          print(`${result.problems.join('\n')}\n`);
        } else if (game) {
          const r = result.ruleset;
          const counts = players ?? (game.players.min === game.players.max ? game.players.min : `${game.players.min}-${game.players.max}`);
          const name = r?.name ? ` ${quote(r.name)}` : '';
          const warnings = result.warnings ?? [];
          const said = warnings.length ? `, ${plural(warnings.length, 'warning')}` : '';
          print(`${clean(file, 200)}: ok (${game.id} ruleset${name}; deck checked for ${counts} ${noun(Number(counts), 'player')}${said})\n`);
          if (warnings.length) print(`${warnings.join('\n')}\n`);
          if (warnings.length && flags.strict) warned++;
        }
      }
      if (bad) throw new UsageError(`${bad} of ${files.length} ruleset file${files.length === 1 ? ' has' : 's have'} problems`, 1);
      if (warned) throw new UsageError(`${warned} of ${files.length} ruleset file${files.length === 1 ? ' has' : 's have'} warnings (--strict)`, 1);
    });

  program
    .command('schema')
    .description("print the JSON Schema of a game's ruleset files (published in rulesets/schema/)")
    .argument('<game>', 'a game id (see `list`)')
    .action((id: string) => {
      print(rulesetSchemaText(getGame(id)));
    });
}
