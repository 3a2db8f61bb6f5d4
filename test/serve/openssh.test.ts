// `dinner-games serve` (the bundle) played through the real OpenSSH client in a pseudo-terminal:
// a whole Royal Dinner Party at 50x16; a client killed mid-game and the same key resuming the
// same position; a second key that sees nothing of the first's game; a key not listed, port
// forwarding both ways, a subsystem and any other command refused; take-over by the same key;
// SIGTERM telling every player and exiting 0.
import { createConnection } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYS, ptyProblem, type Term } from '../../bench/ui.js';
import { CLEAR_SCREEN } from '../helpers/terminal.js';
import {
  authorizedKeys,
  freePort,
  keygenFingerprint,
  makeKey,
  opensshProblem,
  playerDir,
  serve,
  sshArgs,
  sshRun,
  sshTerm,
  tempDir,
  type Served,
} from '../helpers/serve.js';

const skip = ptyProblem !== undefined || opensshProblem !== undefined;

describe.skipIf(skip)('serve, through OpenSSH', () => {
  const tmp = tempDir('dg-serve-');
  const state = join(tmp.path, 'state');
  let alice = '';
  let bob = '';
  let mallory = '';
  let server: Served;
  const terms: Term[] = [];
  const open = (key: string, command: string[], size?: { cols: number; rows: number }) => {
    const t = sshTerm(server.port, key, command, size);
    terms.push(t);
    return t;
  };

  beforeAll(async () => {
    alice = makeKey(tmp.path, 'alice');
    bob = makeKey(tmp.path, 'bob');
    mallory = makeKey(tmp.path, 'mallory');
    server = await serve(state, ['--authorized-keys', authorizedKeys(tmp.path, [alice, bob])]);
  });
  afterAll(async () => {
    for (const t of terms) t.kill();
    await server?.stop();
    tmp.done();
  });

  it('prints the host key that OpenSSH sees, made once and kept private', () => {
    expect(server.hostKey).toBe(keygenFingerprint(join(state, 'host-key')));
    expect(readFileSync(join(state, 'host-key'), 'utf8')).toContain('OPENSSH PRIVATE KEY');
  });

  it('plays a whole Royal Dinner Party at 50x16', async () => {
    const t = open(alice, ['play', 'royal-dinner-party', '--seed', '42', '--delay', '0'], { cols: 50, rows: 16 });
    await t.waitFor('seed 42');
    for (let i = 0; i < 400 && !(await t.text()).includes('game over'); i++) await t.press(KEYS.enter);
    const end = await t.waitFor('game over');
    expect(end).toMatch(/You won|Lost/);
    expect(t.raw).not.toContain(CLEAR_SCREEN);
    await t.type('q');
    expect((await t.exit).exitCode).toBe(0);
    const stats = JSON.parse(readFileSync(join(playerDir(state, `${alice}.pub`), 'stats.json'), 'utf8'));
    expect(stats.games['royal-dinner-party'].played).toBe(1);
    expect(existsSync(join(playerDir(state, `${alice}.pub`), 'save.json'))).toBe(false);
    // the log tells of the connection, never of the cards
    expect(server.log()).not.toMatch(/[♠♥♦♣]|\b(place|draw|keep) [a-c]?[1-3]?|\b(10|[2-9JQKA])[SHDC]\b/);
  });

  it('keeps the game of a client killed mid-game, and the same key resumes the same position', async () => {
    const t = open(alice, ['play', 'royal-dinner-party', '--seed', '7', '--delay', '0']);
    await t.waitFor('seed 7 · turn 0');
    // seat the Jack, keep the table, draw
    await t.press(KEYS.enter, KEYS.enter, KEYS.enter);
    await t.waitFor('Drew the');
    await t.settle(300);
    const board = (await t.lines()).slice(1, 12).join('\n');
    const save = join(playerDir(state, `${alice}.pub`), 'save.json');
    const moves = JSON.parse(readFileSync(save, 'utf8')).moves;
    expect(moves.length).toBeGreaterThanOrEqual(2);
    const since = server.log().length;
    t.kill('SIGKILL');
    await server.waitLog(/closed while playing/, since);
    const again = open(alice, ['resume']);
    await again.waitFor('seed 7 · turn');
    expect((await again.lines()).slice(1, 12).join('\n')).toBe(board);
    expect(JSON.parse(readFileSync(save, 'utf8')).moves).toEqual(moves);
    await again.type('q');
    await again.waitFor('Your game is saved: log in again to continue it.');
    expect((await again.exit).exitCode).toBe(0);
  });

  it('gives a second key nothing of the first key\'s game', async () => {
    const r = sshRun(server.port, bob, ['resume'], ['-t', '-t']);
    expect(r.code).toBe(2);
    expect(r.stdout + r.stderr).toContain('there is no saved game to resume');
    const menu = open(bob, []);
    await menu.waitFor('Start a new game');
    expect(await menu.text()).not.toContain('Continue');
    await menu.type('q');
    await menu.exit;
    expect(playerDir(state, `${bob}.pub`)).not.toBe(playerDir(state, `${alice}.pub`));
    expect(existsSync(join(playerDir(state, `${bob}.pub`), 'save.json'))).toBe(false);
  });

  it('lets a new connection with the same key take the game over, telling the old one why', async () => {
    const first = open(alice, ['resume']);
    await first.waitFor('seed 7 · turn');
    const second = open(alice, ['resume']);
    await second.waitFor('seed 7 · turn');
    await first.waitFor('another connection with your key took over this game');
    expect((await first.exit).exitCode).toBe(0);
    await second.type('q');
    await second.exit;
  });

  it('refuses `play` over a saved game without taking the game from the connection playing it', async () => {
    const first = open(alice, ['resume']);
    await first.waitFor('seed 7 · turn');
    const r = sshRun(server.port, alice, ['play', 'royal-dinner-party'], ['-t', '-t']);
    expect(r.code).toBe(2);
    expect(r.stdout + r.stderr).toMatch(/there is a saved game \(Royal Dinner Party, seed 7, turn \d+\): `resume` continues it; to start this one instead, add --replace/);
    await first.press(KEYS.right);
    expect(first.raw).not.toContain('took over');
    await first.type('q');
    expect((await first.exit).exitCode).toBe(0);
  });

  it('leaves on Ctrl-C with exit code 130, the game saved', async () => {
    const t = open(alice, ['resume']);
    await t.waitFor('seed 7 · turn');
    t.proc.write(KEYS.ctrlC);
    await t.waitFor('Your game is saved: log in again to continue it.');
    expect((await t.exit).exitCode).toBe(130);
  });

  it('refuses a key not in --authorized-keys', async () => {
    const r = sshRun(server.port, mallory, ['list']);
    expect(r.code).toBe(255);
    expect(r.stderr).toContain('Permission denied (publickey)');
    await server.waitLog(new RegExp(`refused key ${keygenFingerprint(`${mallory}.pub`).replace(/[+/]/g, '\\$&')}: not in --authorized-keys`));
  });

  it('encrypts with a cipher OpenSSL does (not chacha20-poly1305, whose MAC runs in the server\'s JavaScript thread)', () => {
    // OpenSSH's own preference, chacha20-poly1305 first, meets the server's list
    const r = sshRun(server.port, alice, ['list'], ['-v']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/kex: server->client cipher: aes128-ctr MAC: hmac-sha2-256-etm@openssh.com/);
    // a client that offers nothing else is refused
    const chacha = sshRun(server.port, alice, ['list'], ['-v', '-o', 'Ciphers=chacha20-poly1305@openssh.com']);
    expect(chacha.code).toBe(255);
    expect(chacha.stderr).toMatch(/no matching cipher found|Unable to negotiate/i);
  });

  it('refuses every command but the players\', and runs no shell', () => {
    const r = sshRun(server.port, alice, ['cat', '/etc/passwd']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('unknown command "cat"');
    expect(sshRun(server.port, alice, ['sh -c id']).stdout).toBe('');
    const list = sshRun(server.port, alice, ['list']);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('royal-dinner-party');
    expect(sshRun(server.port, alice, ['rules', 'the-feast']).stdout).toContain('THE FEAST');
    // the screens without a terminal: one line pointing to ssh -t
    const menu = sshRun(server.port, alice, []);
    expect(menu.code).toBe(2);
    expect(menu.stderr).toContain('ssh -t');
  });

  it('refuses port forwarding both ways, and subsystems such as sftp', async () => {
    // -L listens here; every connection through it is refused by the server
    const port = await freePort();
    const since = server.log().length;
    const fwd = spawn('ssh', sshArgs(server.port, alice, ['-N', '-L', `${port}:127.0.0.1:22`]));
    try {
      await server.waitLog(/logged in/, since);
      const tryOnce = () =>
        new Promise<string>((resolve) => {
          const s = createConnection({ host: '127.0.0.1', port });
          let data = '';
          s.on('data', (d) => (data += d.toString()));
          s.on('error', () => resolve('unreachable'));
          s.on('close', () => resolve(data ? `read ${data}` : 'closed'));
        });
      let got = await tryOnce();
      for (let i = 0; i < 50 && got === 'unreachable'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        got = await tryOnce();
      }
      expect(got).toBe('closed');
      await server.waitLog(/refused port forwarding to 127\.0\.0\.1:22/, since);
    } finally {
      fwd.kill();
    }
    const remote = sshRun(server.port, alice, [], ['-N', '-o', 'ExitOnForwardFailure=yes', '-R', '0:127.0.0.1:22']);
    expect(remote.code).toBe(255);
    expect(remote.stderr).toMatch(/remote port forwarding failed/i);
    const sftp = sshRun(server.port, alice, ['sftp'], ['-s']);
    expect(sftp.code).not.toBe(0);
    await server.waitLog(/refused subsystem sftp/);
  });

  it('on SIGTERM tells every player, keeps their games, and exits 0', async () => {
    const t = open(alice, ['play', 'royal-dinner-party', '--seed', '9', '--replace']);
    await t.waitFor('seed 9 · turn');
    const { code } = await server.stop('SIGTERM');
    expect(code).toBe(0);
    await t.waitFor('the server is stopping');
    await t.waitFor('Your game is saved');
    expect(existsSync(join(playerDir(state, `${alice}.pub`), 'save.json'))).toBe(true);
    expect(server.log()).toMatch(/stopped\n$/);
  });
});
