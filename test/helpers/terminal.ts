// Pseudo-terminal tests of the built program (@lydell/node-pty read by a headless xterm, bench/ui.ts):
// a state folder of their own, terminals closed after each test.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { Term, cleanEnv } from '../../bench/ui.js';

/** Ink clears the whole screen when a frame is as tall as the terminal: it must never happen. */
export const CLEAR_SCREEN = '\u001B[2J';

/**
 * Sets up a test file's terminals: `dir()` is its state folder (made before the tests, removed
 * after), `env` the environment pointing there, `open` starts the bin in a terminal (closed
 * after each test), `save` reads the saved game.
 */
export function terminals(prefix: string) {
  let dir = '';
  const terms: Term[] = [];
  beforeAll(() => {
    if (!existsSync('dist/dinner-games.mjs')) throw new Error('build first: npm run build');
    dir = mkdtempSync(join(tmpdir(), prefix));
  });
  afterEach(async () => {
    // gone before the next test opens: the state folder takes one program at a time
    for (const t of terms.splice(0)) {
      t.kill();
      await t.exit;
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const env = (extra: Record<string, string | undefined> = {}) => cleanEnv({ DINNER_GAMES_STATE_DIR: dir, ...extra });
  return {
    dir: () => dir,
    env,
    open(args: string[], extra: Record<string, string | undefined> = {}, size?: { cols: number; rows: number }): Term {
      const t = new Term(args, { env: env(extra), ...size });
      terms.push(t);
      return t;
    },
    save: () => JSON.parse(readFileSync(join(dir, 'save.json'), 'utf8')) as { game: string; seed: number; moves: string[] },
  };
}
