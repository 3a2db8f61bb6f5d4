// `compare` gives the figures it gave when it held every game in memory: digests of its text
// and JSON output for a few studies, computed by the code before it streamed (numbers in the
// JSON rounded to 12 significant digits: the streaming sums are exact, the old ones summed
// floating-point squares in deal order, which differs in the last bits). A change meant to
// change these figures recomputes them, and says why.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { simCli } from '../helpers/sim.js';

const { run: cli, last } = simCli();

const digest = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * The JSON with timing fields dropped and numbers rounded to 12 significant digits; the play
 * metrics (each side's `metrics`, and its tally's), new fields since, are left out too.
 */
function steady(text: string): string {
  return JSON.stringify(JSON.parse(text), (key, value: unknown) => {
    if (key === 'gamesPerSecond' || key === 'elapsedSeconds' || key === 'workers' || key === 'metrics') return undefined;
    return typeof value === 'number' && !Number.isInteger(value) ? Number(value.toPrecision(12)) : value;
  });
}

const studies: { args: string[]; text: string; json: string }[] = [
  { args: ['royal-dinner-party', 'appetiteLimit=14', 'appetiteLimit=20', '-n', '300'], text: '00f7b82d5783e3c6', json: '15e73caa6a0e2b86' },
  { args: ['the-feast', 'hands=1', 'hands=2', '--seats', 'greedy,random', '-n', '15', '--rotate'], text: '73489b01e8fab51b', json: 'a633ae298cdded72' },
  { args: ['just-desserts', 'default', 'startingHand=4', '--seats', 'greedy,greedy,random', '-n', '40'], text: 'fe45e50e15e5c50f', json: '52c67968671cd656' },
];

describe('compare gives the figures it gave before it streamed', () => {
  for (const s of studies) {
    it(s.args.join(' '), async () => {
      expect(await cli('compare', ...s.args, '--workers', '1')).toBe(0);
      const text = digest(last.out);
      expect(await cli('compare', ...s.args, '--workers', '1', '--json')).toBe(0);
      const json = digest(steady(last.out));
      expect({ text, json }).toEqual({ text: s.text, json: s.json });
    });
  }
});
