/** The record and ruleset commands that need no screen: replay, ruleset. */
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { UsageError, quote } from '../engine/errors.js';
import { parseJsonStrict, readTextFile } from '../engine/read-file.js';
import { collect, parseOptionPairs } from '../engine/options.js';
import { plural } from '../engine/words.js';
import { parseRecord, replay, replayJson, type GameRecord } from '../engine/record.js';
import { getGame } from '../engine/registry.js';
import { builtinRulesetPath, loadRuleset } from '../rulesets/index.js';

/** Collects a repeatable option's values. */

/** Reads and checks a record file; every problem is one UsageError line. */
export function readRecordFile(path: string): GameRecord {
  const text = readTextFile(path, { what: 'record file' });
  let value: unknown;
  try {
    value = parseJsonStrict(text);
  } catch (e) {
    throw new UsageError(`${quote(path, 200)} is not valid JSON: ${(e as Error).message}`);
  }
  return parseRecord(value, path);
}

export function registerCommonCommands(program: Command): void {
  program
    .command('ruleset')
    .description("print a game's built-in ruleset (YAML): save it, change it, then play or simulate with --ruleset")
    .argument('<game>', 'the game, as `list` names it')
    .addHelpText('after', '\nExample:\n  dinner-games ruleset the-feast > my-feast.yaml\n  dinner-games check my-feast.yaml')
    .action((id: string) => {
      const game = getGame(id);
      const path = builtinRulesetPath(game.id);
      let text: string;
      try {
        text = readFileSync(path, 'utf8');
      } catch {
        throw new UsageError(`${game.id} has no ruleset file (${path} is missing); its rules have no data to change`);
      }
      process.stdout.write(text);
    });

  program
    .command('replay')
    .description('replay a record and show where it leaves the game')
    .argument('<record>', 'a record file (JSON: game, seed, deck, options, seats, moves), or - for stdin')
    .option('--json', 'print the result as JSON (game, over, winners, scores, toMove, legal, state)')
    .option('--log', 'print everything that happened, move by move')
    .option('--ruleset <file>', 'play by a designer ruleset file instead of the built-in one')
    .option('--option <key=value>', 'set a game option (repeatable); overrides the record', collect)
    .action((path: string, opts: { json?: boolean; log?: boolean; ruleset?: string; option?: string[] }) => {
      // "-" is standard input, as most commands read it
      const record = readRecordFile(path === '-' ? '/dev/stdin' : path);
      const game = getGame(record.game);
      record.options = { ...record.options, ...parseOptionPairs(opts.option ?? []) };
      const ruleset = loadRuleset(game, opts.ruleset);
      const r = replay(record, ruleset);
      const out = replayJson(r);
      if (opts.json) {
        process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
        return;
      }
      const lines: string[] = [];
      if (opts.log) for (const e of r.events) lines.push(`  ${e.text}`);
      lines.push(`${game.name}, seed ${record.seed}, ${plural(record.moves.length, 'move')}.`);
      if (out.over) {
        const won = out.winners.length ? `won by seat ${out.winners.join(', ')}` : 'lost';
        lines.push(`Over: ${won}; scores ${out.scores.join(', ')}.`);
      } else {
        lines.push(`To move: seat ${out.toMove.join(', ')}. Legal moves: ${out.legal.join(', ')}`);
      }
      if (!opts.log) {
        const recent = r.events.slice(-8).map((e) => `  ${e.text}`);
        if (recent.length) lines.push('Last events:', ...recent);
      }
      process.stdout.write(`${lines.join('\n')}\n`);
    });
}
