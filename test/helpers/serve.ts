// The SSH server's tests: `dinner-games serve` run from the bundle on 127.0.0.1 at a free port,
// with a state folder and keys made at test time (ssh-keygen, in a temporary folder: no key is
// ever committed); the real OpenSSH client in a pseudo-terminal, or ssh2's own client.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import { Term, cleanEnv } from '../../bench/ui.js';

/** Why the OpenSSH tests cannot run here (no `ssh` or `ssh-keygen`), or undefined. `.ci/run` installs them. */
export const opensshProblem = ['ssh', 'ssh-keygen'].find((p) => spawnSync(p, ['-V']).error) && 'the OpenSSH client (ssh, ssh-keygen) is not installed';
if (opensshProblem && process.env.DINNER_GAMES_REQUIRE_PTY === '1') throw new Error(`${opensshProblem}; CI installs openssh-client`);

/** A TCP port free on 127.0.0.1 just now (the system's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A temporary folder, removed by `done`. */
export function tempDir(prefix: string): { path: string; done(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, done: () => rmSync(path, { recursive: true, force: true }) };
}

/** Makes an ed25519 key pair `dir/name` (private) and `dir/name.pub`; returns the private key's path. */
export function makeKey(dir: string, name: string): string {
  const path = join(dir, name);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', name, '-f', path]);
  return path;
}

/** The fingerprint `ssh-keygen -lf` prints for a key file. */
export function keygenFingerprint(path: string): string {
  return execFileSync('ssh-keygen', ['-lf', path], { encoding: 'utf8' }).split(' ')[1];
}

/** A running server: its port and host key, its log so far, and how to stop it. */
export interface Served {
  port: number;
  hostKey: string;
  proc: ChildProcess;
  /** Everything it wrote to stderr: one line per event. */
  log(): string;
  /** Waits until the log has a line matching `what`, after the first `since` characters (`log().length` earlier). */
  waitLog(what: RegExp, since?: number, ms?: number): Promise<string>;
  /** Its exit code and what it printed, once it has stopped. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `dinner-games serve --port 0 --state <state>` with `args`; resolves once it listens. */
export async function serve(state: string, args: string[], env: Record<string, string | undefined> = {}): Promise<Served> {
  if (!existsSync('dist/dinner-games.mjs')) throw new Error('build first: npm run build');
  const proc = spawn(process.execPath, ['bin/dinner-games.js', 'serve', '--port', '0', '--state', state, ...args], {
    env: cleanEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => proc.on('exit', (code, signal) => r({ code, signal })));
  const t0 = Date.now();
  while (!/Players type: /.test(out)) {
    if (proc.exitCode !== null) throw new Error(`serve exited (${proc.exitCode}): ${err}`);
    if (Date.now() - t0 > 15_000) throw new Error(`serve did not start: ${out}${err}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const port = Number(/listening on [^:]+:(\d+)/.exec(out)?.[1]);
  const hostKey = /Host key fingerprint: (\S+)/.exec(out)?.[1] ?? '';
  const waitLog = async (what: RegExp, since = 0, ms = 8000) => {
    const t = Date.now();
    for (;;) {
      const line = err.slice(since).split('\n').find((l) => what.test(l));
      if (line) return line;
      if (Date.now() - t > ms) throw new Error(`the log never showed ${String(what)}:\n${err}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return {
    port,
    hostKey,
    proc,
    log: () => err,
    waitLog,
    exited,
    stop: (signal = 'SIGTERM') => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      return exited;
    },
  };
}

/**
 * OpenSSH's arguments for a test: no config, no agent, no known hosts, this key only, no
 * prompt; then `options`, the host, and the `command` after it.
 */
export function sshArgs(port: number, key: string, options: string[] = [], command: string[] = []): string[] {
  return [
    '-F', '/dev/null',
    '-o', 'StrictHostKeyChecking=no',
    '-o', 'UserKnownHostsFile=/dev/null',
    '-o', 'IdentitiesOnly=yes',
    '-o', 'IdentityAgent=none',
    '-o', 'BatchMode=yes',
    '-o', 'LogLevel=ERROR',
    '-o', 'SendEnv=LANG',
    '-i', key,
    '-p', String(port),
    ...options,
    'localhost',
    ...command,
  ];
}

/** The real `ssh` in a pseudo-terminal of `cols`x`rows`, its screen read by a headless xterm. */
export function sshTerm(port: number, key: string, command: string[], size = { cols: 80, rows: 24 }, options = ['-t']): Term {
  return new Term(sshArgs(port, key, options, command), { program: 'ssh', env: cleanEnv({ LANG: 'C.UTF-8' }), ...size });
}

/** `ssh` without a terminal: what it printed, and its exit code. */
export function sshRun(port: number, key: string, command: string[], options: string[] = []): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync('ssh', sshArgs(port, key, options, command), { encoding: 'utf8', env: cleanEnv({ LANG: 'C.UTF-8' }), timeout: 20_000, stdio: ['ignore', 'pipe', 'pipe'] });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** An authorized_keys file of the public halves of `keys`. */
export function authorizedKeys(dir: string, keys: string[]): string {
  const path = join(dir, 'authorized_keys');
  writeFileSync(path, keys.map((k) => readFileSync(`${k}.pub`, 'utf8')).join(''));
  return path;
}

/** The folder of a key's games under the server's state folder (players.ts names it). */
export function playerDir(state: string, pubKeyPath: string): string {
  const blob = Buffer.from(readFileSync(pubKeyPath, 'utf8').split(/\s+/)[1], 'base64');
  return join(state, 'players', createHash('sha256').update(blob).digest('hex'));
}

/** ssh2's client, logged in (or failing to), for what OpenSSH will not do. */
export function ssh2Client(port: number, config: Partial<ssh2.ConnectConfig>): Promise<ssh2.Client> {
  return new Promise((resolve, reject) => {
    const c = new ssh2.Client();
    c.on('ready', () => resolve(c));
    c.on('error', reject);
    c.on('close', () => reject(new Error('closed before logging in')));
    c.connect({ host: '127.0.0.1', port, username: 'tester', readyTimeout: 10_000, ...config });
  });
}
