/** The simulator's commands run in this process (fast), for the sim-* tests. */
import { afterEach, beforeAll, vi } from 'vitest';
import { addCommands } from '../../src/cli/main.js';
import { registerSimCommands } from '../../src/sim/commands.js';
import { inProcessCli } from './cli.js';

/** What the last run printed, and a runner; registers the commands before the file's tests. */
export function simCli(): { run: (...args: string[]) => Promise<number>; last: { out: string; err: string } } {
  const last = { out: '', err: '' };
  beforeAll(() => addCommands(registerSimCommands));
  afterEach(() => vi.restoreAllMocks());
  const run = inProcessCli((o, e) => {
    last.out = o;
    last.err = e;
  });
  return { run, last };
}

/** A simulate report's JSON text without the fields that change from run to run (timing, and the digest that covers it). */
export function untimed(text: string): string {
  const { gamesPerSecond: _g, elapsedSeconds: _e, workers: _w, contentDigest: _d, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return JSON.stringify(rest);
}
