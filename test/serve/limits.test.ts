// `dinner-games serve` against ssh2's own client, for what OpenSSH will not do: a key presented
// with a signature made by another key; password logins; too many login attempts; connections
// that never log in; too many connections, in all and from one address; idle players; floods of
// input; huge terminals; environment variables, X11 and agent forwarding; colour and symbols
// chosen per connection.
import { createConnection, type Socket } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import xterm from '@xterm/headless';
import ssh2 from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizedKeys, makeKey, opensshProblem, playerDir, serve, ssh2Client, tempDir, type Served } from '../helpers/serve.js';

const { utils } = ssh2;

/** A raw TCP connection that never says a word, from `localAddress`; resolves once connected. */
function silent(port: number, localAddress = '127.0.0.1'): Promise<Socket & { closedAt?: number }> {
  return new Promise((resolve, reject) => {
    const s: Socket & { closedAt?: number } = createConnection({ host: '127.0.0.1', port, localAddress });
    s.on('connect', () => resolve(s));
    // read (and drop) what the server says, so that its closing is seen
    s.resume();
    s.on('error', reject);
    s.on('close', () => (s.closedAt = Date.now()));
  });
}

/** A shell (or a command) with a pty of `cols`x`rows` and `env`; its output as it comes. */
function shell(c: ssh2.Client, opts: { cols?: number; rows?: number; term?: string; env?: Record<string, string>; command?: string; x11?: boolean } = {}) {
  return new Promise<{ ch: ssh2.ClientChannel; out: () => string; code: Promise<number | undefined> }>((resolve, reject) => {
    const pty = { term: opts.term ?? 'xterm-256color', cols: opts.cols ?? 80, rows: opts.rows ?? 24 };
    const done = (err: Error | undefined, ch: ssh2.ClientChannel) => {
      if (err) return reject(err);
      let out = '';
      ch.on('data', (d: Buffer) => (out += d.toString()));
      ch.stderr.on('data', (d: Buffer) => (out += d.toString()));
      const code = new Promise<number | undefined>((r) => {
        let status: number | undefined;
        ch.on('exit', (n: number) => (status = n));
        ch.on('close', () => r(status));
      });
      resolve({ ch, out: () => out, code });
    };
    const env = opts.env ?? { LANG: 'C.UTF-8' };
    if (opts.command !== undefined) c.exec(opts.command, { pty, env, x11: opts.x11 }, done);
    else c.shell(pty, { env, x11: opts.x11 }, done);
  });
}

async function until(check: () => boolean, ms = 8000): Promise<void> {
  const t0 = Date.now();
  while (!check()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(opensshProblem !== undefined)('serve: logging in', () => {
  const tmp = tempDir('dg-limits-');
  let alice = '';
  let mallory = '';
  let server: Served;
  const clients: ssh2.Client[] = [];
  const sockets: Socket[] = [];
  const login = async (key: string, localAddress = '127.0.0.1') => {
    const c = await ssh2Client(server.port, { privateKey: readFileSync(key), localAddress });
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    alice = makeKey(tmp.path, 'alice');
    mallory = makeKey(tmp.path, 'mallory');
    server = await serve(join(tmp.path, 'state'), [
      '--authorized-keys', authorizedKeys(tmp.path, [alice]),
      '--max-connections', '4',
      '--max-per-address', '3',
      '--login-seconds', '2',
      '--max-auth-attempts', '3',
    ]);
  });
  afterAll(async () => {
    for (const c of clients) c.end();
    for (const s of sockets) s.destroy();
    await server?.stop();
    tmp.done();
  });

  it("refuses an allowed public key presented with a signature made by another key", async () => {
    const forged = utils.parseKey(readFileSync(alice)) as ssh2.ParsedKey;
    const thief = utils.parseKey(readFileSync(mallory)) as ssh2.ParsedKey;
    // the key offered is alice's; the signature is mallory's
    Object.assign(forged, { sign: (data: Buffer, algo?: string) => thief.sign(data, algo) });
    const since = server.log().length;
    await expect(
      ssh2Client(server.port, { authHandler: [{ type: 'publickey', username: 'alice', key: forged } as never] }),
    ).rejects.toThrow(/authentication methods failed/);
    await server.waitLog(/its signature does not verify/, since);
    // the real key, signing for itself, logs in
    const c = await login(alice);
    c.end();
  });

  it('refuses password and keyboard-interactive logins', async () => {
    const since = server.log().length;
    await expect(ssh2Client(server.port, { password: 'secret', tryKeyboard: true })).rejects.toThrow(/authentication methods failed/);
    await server.waitLog(/refused a password login: only keys log in here/, since);
  });

  it('closes a connection after --max-auth-attempts login requests', async () => {
    const since = server.log().length;
    const tries = Array.from({ length: 6 }, () => ({ type: 'password', username: 'x', password: 'y' }));
    await expect(ssh2Client(server.port, { authHandler: tries as never })).rejects.toThrow();
    await server.waitLog(/more than 3 login attempts \(--max-auth-attempts\)/, since);
  });

  it('closes a connection that does not log in within --login-seconds', async () => {
    const s = await silent(server.port);
    sockets.push(s);
    const t0 = Date.now();
    await until(() => s.closedAt !== undefined, 6000);
    expect((s.closedAt as number) - t0).toBeGreaterThan(1500);
    expect(server.log()).toMatch(/did not log in within 2 s \(--login-seconds\)/);
  });

  it('keeps --max-per-address and --max-connections, closing connections that never log in to make room', async () => {
    // three connections that never log in fill this address's places; a player still gets in
    const flood = await Promise.all([silent(server.port), silent(server.port), silent(server.port)]);
    sockets.push(...flood);
    const a = await login(alice);
    await until(() => flood.filter((s) => s.closedAt).length >= 1);
    expect(server.log()).toMatch(/not logged in yet, closed to make room for a new connection from 127\.0\.0\.1/);
    // three players from one address: the fourth is refused, though another address gets in
    const b = await login(alice);
    const c = await login(alice);
    const since = server.log().length;
    await expect(login(alice)).rejects.toThrow();
    await server.waitLog(/refused: 3 connections from this address already \(--max-per-address\)/, since);
    const d = await login(alice, '127.0.0.2');
    // four in all: a fifth, from yet another address, is refused
    await expect(login(alice, '127.0.0.3')).rejects.toThrow();
    await server.waitLog(/refused: 4 connections already \(--max-connections\)/, since);
    for (const x of [a, b, c, d]) x.end();
  });
});

describe.skipIf(opensshProblem !== undefined)('serve: each connection', () => {
  const tmp = tempDir('dg-conn-');
  const state = join(tmp.path, 'state');
  let alice = '';
  let server: Served;
  const clients: ssh2.Client[] = [];
  const login = async (key = alice) => {
    const c = await ssh2Client(server.port, { privateKey: readFileSync(key) });
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    alice = makeKey(tmp.path, 'alice');
    server = await serve(state, ['--open', '--idle-seconds', '2', '--input-rate', '300', '--max-size', '60x20']);
  });
  afterAll(async () => {
    for (const c of clients) c.end();
    await server?.stop();
    tmp.done();
  });

  it('saves the game and closes the connection after --idle-seconds without a key', async () => {
    const c = await login();
    const s = await shell(c, { command: 'play royal-dinner-party --seed 5 --replace' });
    await until(() => s.out().includes('seed 5'));
    const t0 = Date.now();
    expect(await s.code).toBe(0);
    expect(Date.now() - t0).toBeGreaterThan(1000);
    expect(s.out()).toContain('closed: you were away for 2 seconds');
    expect(s.out()).toContain('Your game is saved');
    expect(existsSync(join(playerDir(state, `${alice}.pub`), 'save.json'))).toBe(true);
  });

  it('closes a connection that sends more than --input-rate bytes a second, its game saved', async () => {
    const c = await login();
    const s = await shell(c, { command: 'resume' });
    await until(() => s.out().includes('seed 5'));
    s.ch.write('u'.repeat(1000));
    expect(await s.code).toBe(0);
    expect(s.out()).toContain('closed: more than 300 bytes of input a second');
    expect(server.log()).toMatch(/more than 300 bytes of input a second \(--input-rate\)/);
  });

  it('draws a terminal larger than --max-size at that size', async () => {
    const c = await login();
    const s = await shell(c, { cols: 200, rows: 60, command: 'resume' });
    await until(() => s.out().includes('seed 5'));
    await new Promise((r) => setTimeout(r, 200));
    const screen = new xterm.Terminal({ cols: 200, rows: 60, allowProposedApi: true });
    await new Promise<void>((r) => screen.write(s.out(), r));
    const lines = Array.from({ length: 60 }, (_, y) => screen.buffer.active.getLine(y)?.translateToString(true) ?? '');
    expect(lines.join('\n')).toContain('seed 5');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(60);
    expect(lines.slice(20).every((l) => l === '')).toBe(true);
    s.ch.end();
  });

  it('chooses colour and symbols per connection from its TERM and locale, and takes no other variable', async () => {
    const since = server.log().length;
    const [plain, rich] = [await login(), await login(makeKey(tmp.path, 'bob'))];
    const a = await shell(plain, { term: 'vt52', env: { FOO: 'bar' }, command: 'play royal-dinner-party --seed 8 --replace' });
    const b = await shell(rich, { term: 'xterm-256color', env: { LC_ALL: 'en_US.UTF-8' }, command: 'play royal-dinner-party --seed 8 --replace' });
    await until(() => a.out().includes('seed 8') && b.out().includes('seed 8'));
    await new Promise((r) => setTimeout(r, 200));
    expect(a.out()).not.toMatch(/\u001B\[[0-9;]*m/);
    expect(a.out()).not.toMatch(/[♠♥♦♣]/);
    expect(b.out()).toMatch(/\u001B\[[0-9;]*m/);
    expect(b.out()).toMatch(/[♠♥♦♣]/);
    await server.waitLog(/refused environment variable FOO/, since);
  });

  it('refuses X11 and agent forwarding, and the screens without a terminal', async () => {
    const since = server.log().length;
    const c = await login();
    await expect(shell(c, { command: 'list', x11: true })).rejects.toThrow(/X11/);
    await server.waitLog(/refused X11 forwarding/, since);
    const agent = await ssh2Client(server.port, { privateKey: readFileSync(alice), agent: '/nonexistent/agent.sock', agentForward: true });
    clients.push(agent);
    await expect(shell(agent, { command: 'list' })).rejects.toThrow(/agent forwarding/);
    await server.waitLog(/refused agent forwarding/, since);
    const bare = await new Promise<{ out: string; code?: number }>((resolve, reject) =>
      c.exec('resume', (err, ch) => {
        if (err) return reject(err);
        let out = '';
        let code: number | undefined;
        ch.on('data', (d: Buffer) => (out += d.toString()));
        ch.stderr.on('data', (d: Buffer) => (out += d.toString()));
        ch.on('exit', (n: number) => (code = n));
        ch.on('close', () => resolve({ out, code }));
      }),
    );
    expect(bare.code).toBe(2);
    expect(bare.out).toBe('dinner-games: the screens need a terminal: connect with `ssh -t` (`list` and `rules` print without one)\n');
  });
});
