// `--take-over`, for a state folder played from behind OpenSSH (a ForceCommand): a new session
// stops the dinner-games that holds the folder (a hung connection's) and plays on with its
// game, saved after its last move; a holder that cannot answer (stopped) is killed; a process
// that is no dinner-games is never signalled.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEYS, ptyProblem } from '../../bench/ui.js';
import { terminals } from '../helpers/terminal.js';

const { dir, open } = terminals('dg-takeover-');
const save = () => JSON.parse(readFileSync(join(dir(), 'save.json'), 'utf8')) as { seed: number; moves: string[] };

describe.skipIf(ptyProblem !== undefined || process.platform !== 'linux')('--take-over', () => {
  it('stops the dinner-games holding the folder and continues its game here', async () => {
    const first = open(['play', 'royal-dinner-party', '--seed', '42', '--replace']);
    await first.waitFor('seed 42');
    await first.press(KEYS.enter);
    await first.waitFor('Kept the table');
    const second = open(['--take-over', 'resume']);
    await second.waitFor('seed 42 · turn');
    // the first left as a dropped terminal makes it leave: SIGHUP
    expect((await first.exit).exitCode).toBe(129);
    expect(save()).toMatchObject({ seed: 42, moves: ['keep'] });
    await second.press(KEYS.enter);
    await second.waitFor('Drew the');
    await second.type('q');
    expect((await second.exit).exitCode).toBe(0);
  });

  it('kills a holder that cannot answer (stopped, as one whose terminal blocks it)', async () => {
    const first = open(['resume']);
    await first.waitFor('seed 42 · turn');
    const moves = save().moves;
    process.kill(first.proc.pid, 'SIGSTOP');
    const t0 = Date.now();
    const second = open(['--take-over']);
    await second.waitFor('Continue');
    expect(Date.now() - t0).toBeGreaterThan(1500);
    expect((await first.exit).signal).toBe(9);
    expect(save().moves).toEqual(moves);
    await second.type('q');
    await second.exit;
  });

  it('never signals a process that is not a dinner-games, and says so', async () => {
    const other = spawn('sleep', ['30']);
    try {
      await new Promise((r) => setTimeout(r, 100));
      writeFileSync(join(dir(), 'lock'), `${other.pid}\n`);
      const t = open(['--take-over']);
      const e = await t.exit;
      expect(e.exitCode).toBe(2);
      expect(t.raw).toContain(`--take-over: process ${other.pid} holds the folder's lock but is not a dinner-games this one can stop; nothing was stopped`);
      expect(other.exitCode).toBe(null);
    } finally {
      other.kill();
    }
  });
});
