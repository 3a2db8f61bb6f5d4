/**
 * A server whose log has no reader any more (started as `serve 2>&1 | tee log` and the tee
 * gone, or from a terminal since closed) plays on: the log is dropped, logins and commands work,
 * and SIGTERM still stops it. Before, each failed write came back as a fault that was logged
 * again, for ever: the main thread spun at a full core and no connection was ever answered.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { makeKey, serve, ssh2Client, tempDir } from '../helpers/serve.js';

describe('serve, its log gone', () => {
  const dir = tempDir('dg-log-gone-');
  afterAll(() => dir.done());

  it('answers logins and commands after its stderr and stdout lost their reader, and stops on SIGTERM', async () => {
    const server = await serve(`${dir.path}/state`, ['--open']);
    try {
      // the reader goes: every later write of the server's fails (EPIPE)
      server.proc.stderr?.destroy();
      server.proc.stdout?.destroy();
      const key = readFileSync(makeKey(dir.path, 'k'));
      for (let i = 0; i < 2; i++) {
        const c = await ssh2Client(server.port, { privateKey: key });
        const out = await new Promise<string>((resolve, reject) => {
          c.exec('list', (err, ch) => {
            if (err) return reject(err);
            let text = '';
            ch.on('data', (d: Buffer) => (text += d.toString()));
            ch.on('close', () => resolve(text));
          });
        });
        c.end();
        expect(out).toMatch(/royal-dinner-party/);
      }
      expect(await Promise.race([server.stop('SIGTERM'), new Promise((r) => setTimeout(() => r('still running'), 8000))])).toEqual({ code: 0, signal: null });
    } finally {
      server.proc.kill('SIGKILL');
    }
  }, 40_000);
});
