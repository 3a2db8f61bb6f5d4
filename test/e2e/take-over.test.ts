// `--take-over`, for a state folder played from behind OpenSSH (a ForceCommand): a new session
// takes the folder from the dinner-games that holds it (a hung connection's), tells it to leave,
// and plays on with its game, saved after its last move; a holder that cannot answer (stopped)
// loses the folder at once and writes nothing there when it wakes; a process a lock names
// without being its holder is never signalled.
import { spawn } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEYS, ptyProblem } from '../../bench/ui.js';
import { terminals } from '../helpers/terminal.js';

const { dir, open } = terminals('dg-takeover-');
const save = () => JSON.parse(readFileSync(join(dir(), 'save.json'), 'utf8')) as { seed: number; moves: string[] };
const savedAt = () => statSync(join(dir(), 'save.json')).mtimeMs;

/** Waits until the save file is written again after `since` (a resumed game is saved once its board is shown). */
async function savedAgain(since: number): Promise<void> {
  for (let i = 0; i < 200 && savedAt() === since; i++) await new Promise((r) => setTimeout(r, 25));
}

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

  it('takes the folder at once from a holder that cannot answer (stopped), which then writes nothing there', async () => {
    const before = savedAt();
    const first = open(['resume']);
    await first.waitFor('seed 42 · turn');
    // stopped after its save of the board shown, not in the middle of writing it (a process a
    // hung connection holds is stuck writing to its terminal, never halfway through a save)
    await savedAgain(before);
    process.kill(first.proc.pid, 'SIGSTOP');
    const t0 = Date.now();
    const second = open(['--take-over', 'resume']);
    await second.waitFor('seed 42 · turn');
    expect(Date.now() - t0).toBeLessThan(6000);
    await second.press(KEYS.enter);
    await second.waitFor('Placed');
    const moves = save().moves;
    // the first wakes up, finds its hang-up, and leaves without writing over the game
    process.kill(first.proc.pid, 'SIGCONT');
    expect((await first.exit).exitCode).toBe(129);
    expect(save().moves).toEqual(moves);
    await second.type('q');
    expect((await second.exit).exitCode).toBe(0);
  });

  it('signals no process a lock names without being its holder', async () => {
    const other = spawn('sleep', ['30']);
    try {
      await new Promise((r) => setTimeout(r, 100));
      // a bare process id (an older version's lock) of a process that is no dinner-games: stale
      writeFileSync(join(dir(), 'lock'), `${other.pid}\n`);
      const t = open(['--take-over', 'resume']);
      await t.waitFor('seed 42 · turn');
      expect(other.exitCode).toBe(null);
      expect(other.signalCode).toBe(null);
      await t.type('q');
      await t.exit;
    } finally {
      other.kill();
    }
  });
});
