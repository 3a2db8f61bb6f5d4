// The benches' SSH opener never waits forever: a connection the server closes before its first
// screen (here, a table code nobody opened) is an error saying what the screen showed.
import { join } from 'node:path';
import ssh2 from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPty } from '../../bench/serve.js';
import { newKey } from '../../src/serve/keys.js';
import { serve, tempDir, type Served } from '../helpers/serve.js';

describe("the benches' SSH opener", () => {
  const tmp = tempDir('dg-open-pty-');
  let server: Served;
  beforeAll(async () => {
    server = await serve(join(tmp.path, 'state'), ['--open']);
  });
  afterAll(async () => {
    await server?.stop();
    tmp.done();
  });

  it('fails, naming what it saw, when the connection closes before a first screen', async () => {
    const client = new ssh2.Client();
    let text = '';
    const opened = openPty(client, server.port, newKey(), 'join ZZZZ', (d) => (text += d.toString()), () => text);
    await expect(opened).rejects.toThrow(/closed before its first screen \(`join ZZZZ`\): .*there is no table/);
    client.end();
  }, 30_000);
});
