// `dinner-games serve` as a command: who may log in is always explicit; flags are checked in
// one line each; the host key is made once and kept across restarts; one server a folder.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanEnv } from '../../bench/ui.js';
import { opensshProblem, serve, tempDir } from '../helpers/serve.js';

const run = (...args: string[]) => spawnSync(process.execPath, ['bin/dinner-games.js', 'serve', ...args], { encoding: 'utf8', env: cleanEnv(), timeout: 20_000 });

describe('serve, the command', () => {
  const tmp = tempDir('dg-serve-cmd-');
  afterAll(() => tmp.done());

  it('refuses to start without --open or --authorized-keys, or with both, in one line', () => {
    const none = run('--port', '0', '--state', tmp.path);
    expect(none.status).toBe(2);
    expect(none.stderr).toBe('dinner-games: say who may log in: --open (any SSH key) or --authorized-keys FILE (only the keys listed there)\n');
    const both = run('--open', '--authorized-keys', 'x');
    expect(both.status).toBe(2);
    expect(both.stderr).toBe('dinner-games: give either --open or --authorized-keys, not both\n');
  });

  it('checks every limit flag in one line', () => {
    const cases: [string[], RegExp][] = [
      [['--max-connections', '0'], /--max-connections takes a whole number from 1/],
      [['--idle-seconds', 'soon'], /--idle-seconds takes a whole number/],
      [['--max-size', '10x5'], /--max-size takes COLUMNSxROWS of at least 20x10/],
      [['--decision-seconds', '0'], /--decision-seconds takes a whole number from 1/],
      [['--grace-seconds', '-1'], /--grace-seconds takes a whole number/],
      [['--port', '70000'], /--port takes a whole number from 0 to 65535/],
      [['--authorized-keys', join(tmp.path, 'missing')], /cannot read --authorized-keys .* \(ENOENT\)/],
    ];
    for (const [flags, message] of cases) {
      const r = run(...(flags[0] === '--authorized-keys' ? [] : ['--open']), '--port', '0', '--state', join(tmp.path, 's'), ...flags);
      expect(r.status, flags.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(message);
    }
  });

  it.skipIf(opensshProblem !== undefined)('keeps its host key across restarts, and refuses a second server on its folder', async () => {
    const state = join(tmp.path, 'kept');
    const first = await serve(state, ['--open']);
    const second = run('--open', '--port', '0', '--state', state);
    expect(second.status).toBe(2);
    expect(second.stderr).toContain(`another dinner-games (process ${first.proc.pid}) uses the state folder`);
    const key = first.hostKey;
    expect((await first.stop('SIGINT')).code).toBe(0);
    const again = await serve(state, ['--open']);
    expect(again.hostKey).toBe(key);
    await again.stop();
  });
});
