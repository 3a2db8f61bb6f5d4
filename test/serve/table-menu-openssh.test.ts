// A table hosted from the menu through the real OpenSSH client (the bundle's server, keys made
// at test time): alice opens the menu with a plain `ssh -t`, hosts a Feast table, and her
// waiting room shows the code on its own line; bob types `join CODE`; both play from their own
// hands. At 50x16, a waiting room for Just Desserts (which needs 60x20) says so in one line, and
// its host leaves with Esc twice (told first), the table then gone.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYS, ptyProblem, type Term } from '../../bench/ui.js';
import { makeKey, opensshProblem, serve, sshTerm, tempDir, type Served } from '../helpers/serve.js';

const skip = ptyProblem !== undefined || opensshProblem !== undefined;

describe.skipIf(skip)('a table from the menu, through OpenSSH', () => {
  const tmp = tempDir('dg-table-menu-openssh-');
  const state = join(tmp.path, 'state');
  let alice = '';
  let bob = '';
  let carol = '';
  let server: Served;
  const terms: Term[] = [];
  const open = (key: string, command: string[], size = { cols: 80, rows: 24 }, lang = 'C.UTF-8') => {
    const t = sshTerm(server.port, key, command, size, ['-t', '-l', key.split('/').pop() as string, '-o', `SetEnv=LANG=${lang}`]);
    terms.push(t);
    return t;
  };

  beforeAll(async () => {
    alice = makeKey(tmp.path, 'alice');
    bob = makeKey(tmp.path, 'bob');
    carol = makeKey(tmp.path, 'carol');
    server = await serve(state, ['--open']);
  });
  afterAll(async () => {
    for (const t of terms) t.kill();
    await server?.stop();
    tmp.done();
  });

  it('hosts a Feast table from the menu; bob joins by its code; each plays from their own hand', async () => {
    const a = open(alice, []);
    await a.waitFor('Host a table');
    await a.press(KEYS.down, KEYS.enter);
    await a.waitFor('HOST A TABLE');
    await a.press(KEYS.enter);
    const room = await a.waitFor(/^table code: [A-Z]{4}$/m);
    const code = /^table code: ([A-Z]{4})$/m.exec(room)?.[1] as string;
    expect(room).toContain('Seat 1  You (alice)');
    expect(room).toContain('Seat 2  waiting for a player');
    const b = open(bob, ['join', code]);
    await b.waitFor('Your hand:');
    await a.waitFor('Your hand:');
    expect(await a.text()).toContain('bob joins the table.');
    await a.type('q');
    await b.type('q');
  }, 60_000);

  it('says in one line at 50x16 that Just Desserts needs 60x20, and closes the table on Esc twice (ASCII, LANG=C)', async () => {
    const a = open(carol, [], { cols: 50, rows: 16 }, 'C');
    await a.waitFor('Host a table');
    await a.press(KEYS.down, KEYS.enter);
    await a.waitFor('HOST A TABLE');
    // the game row: right until Just Desserts
    await a.press(KEYS.down);
    for (let i = 0; i < 5 && !(await a.text()).includes('< Just Desserts >'); i++) await a.press(KEYS.right);
    await a.press(KEYS.up, KEYS.enter);
    const room = await a.waitFor(/^table code: [A-Z]{4}$/m);
    const code = /^table code: ([A-Z]{4})$/m.exec(room)?.[1] as string;
    expect(room).toContain('TABLE: Just Desserts');
    expect(room).toMatch(/^This game needs 60x20; the terminal is 50x16\.$/m);
    expect(room).toContain('Esc close the table');
    // nothing but ASCII reaches a LANG=C terminal
    expect(a.raw.replace(/\u001B\[[0-9;?]*[A-Za-z]/g, '')).toMatch(/^[\x00-\x7f]*$/);
    await a.press(KEYS.esc);
    await a.waitFor('Esc again closes the table');
    await a.press(KEYS.esc);
    await a.waitFor(`You closed table ${code}.`);
    const c = open(alice, ['join', code]);
    expect((await c.exit).exitCode).toBe(2);
    expect(c.raw).toContain(`there is no table "${code}"`);
    await a.type('q');
  }, 60_000);
});
