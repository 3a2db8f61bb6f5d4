/**
 * The `serve` command: its flags (every abuse limit is one, with a safe default), the lines it
 * prints on start (the host key's fingerprint and what players type), and a clean stop on
 * SIGTERM or SIGINT. The server itself (and with it ssh2, Ink and React) loads only when the
 * command runs, so no other command's start-up parses them.
 */
import { availableParallelism, hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { UsageError, quote } from '../engine/errors.js';
import { parseWholeNumber } from '../engine/options.js';
import { stateDir } from '../ui/storage.js';
import type { ServeOptions } from './server.js';

/** The defaults of the limits, as `serve --help` shows them. */
export const SERVE_DEFAULTS = {
  host: '127.0.0.1',
  port: 2222,
  maxConnections: 256,
  maxPerAddress: 8,
  loginSeconds: 20,
  idleSeconds: 1800,
  inputRate: 2048,
  maxSize: '250x100',
  maxAuthAttempts: 10,
  thinkQueue: 64,
  graceSeconds: 60,
  decisionSeconds: 30,
};

interface ServeFlags {
  host: string;
  port: string;
  state?: string;
  open?: boolean;
  authorizedKeys?: string;
  maxConnections: string;
  maxPerAddress: string;
  loginSeconds: string;
  idleSeconds: string;
  inputRate: string;
  maxSize: string;
  maxAuthAttempts: string;
  thinkWorkers?: string;
  thinkQueue: string;
  graceSeconds: string;
  decisionSeconds: string;
}

/** A whole number of at least 1, or a UsageError naming the flag. */
function positive(flag: string, text: string, max: number): number {
  return parseWholeNumber(flag, text, 1, max);
}

/** The flags, checked, as the server's options. */
export function serveOptions(flags: ServeFlags, env: NodeJS.ProcessEnv = process.env): ServeOptions {
  if (flags.open && flags.authorizedKeys !== undefined) throw new UsageError('give either --open or --authorized-keys, not both');
  if (!flags.open && flags.authorizedKeys === undefined) {
    throw new UsageError('say who may log in: --open (any SSH key) or --authorized-keys FILE (only the keys listed there)');
  }
  const size = /^(\d{1,4})x(\d{1,4})$/.exec(flags.maxSize);
  if (!size || Number(size[1]) < 20 || Number(size[2]) < 10) {
    throw new UsageError(`--max-size takes COLUMNSxROWS of at least 20x10, such as 250x100, not ${quote(flags.maxSize)}`);
  }
  const workers = flags.thinkWorkers ?? String(Math.max(1, availableParallelism() - 1));
  return {
    host: flags.host,
    port: parseWholeNumber('--port', flags.port, 0, 65535),
    dir: resolve(flags.state ?? join(stateDir(env), 'serve')),
    access: flags.open ? { open: true } : { authorizedKeys: resolve(flags.authorizedKeys as string) },
    maxConnections: positive('--max-connections', flags.maxConnections, 100_000),
    maxPerAddress: positive('--max-per-address', flags.maxPerAddress, 100_000),
    loginSeconds: positive('--login-seconds', flags.loginSeconds, 3600),
    idleSeconds: positive('--idle-seconds', flags.idleSeconds, 7 * 24 * 3600),
    inputRate: positive('--input-rate', flags.inputRate, 100 * 1024 * 1024),
    maxColumns: Number(size[1]),
    maxRows: Number(size[2]),
    maxAuthAttempts: positive('--max-auth-attempts', flags.maxAuthAttempts, 1000),
    thinkWorkers: positive('--think-workers', workers, 256),
    thinkQueue: parseWholeNumber('--think-queue', flags.thinkQueue, 0, 100_000),
    graceSeconds: parseWholeNumber('--grace-seconds', flags.graceSeconds, 0, 7 * 24 * 3600),
    decisionSeconds: positive('--decision-seconds', flags.decisionSeconds, 3600),
  };
}

/** What players type to come in. */
export function loginLine(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? hostname() : host === '127.0.0.1' || host === '::1' ? 'localhost' : host;
  return `ssh ${port === 22 ? '' : `-p ${port} `}${name.includes(':') ? `[${name}]` : name}`;
}

export function registerServeCommands(program: Command): void {
  const d = SERVE_DEFAULTS;
  program
    .command('serve')
    .description('host the games over SSH: players need only an SSH client (`ssh -p 2222 host`)')
    .option('--host <address>', 'the address to listen on (0.0.0.0: every address)', d.host)
    .option('--port <n>', 'the TCP port (0: any free one)', String(d.port))
    .option('--state <dir>', "the server's folder: its host key, and each player key's saves (default: serve/ in the state folder)")
    .option('--open', 'let any SSH key in (each key is a player of its own)')
    .option('--authorized-keys <file>', 'let in only the keys listed (OpenSSH authorized_keys format)')
    .addOption(new Option('--max-connections <n>', 'connections at once').default(String(d.maxConnections)))
    .addOption(new Option('--max-per-address <n>', 'connections at once from one address').default(String(d.maxPerAddress)))
    .addOption(new Option('--login-seconds <s>', 'time to finish the handshake and log in').default(String(d.loginSeconds)))
    .addOption(new Option('--idle-seconds <s>', 'time without a key before the game is saved and the connection closed').default(String(d.idleSeconds)))
    .addOption(new Option('--input-rate <bytes>', 'bytes of input a second; more closes the connection').default(String(d.inputRate)))
    .addOption(new Option('--max-size <COLSxROWS>', 'the largest terminal drawn; larger ones get this much').default(d.maxSize))
    .addOption(new Option('--max-auth-attempts <n>', 'login requests a connection may make').default(String(d.maxAuthAttempts)))
    .addOption(new Option('--think-workers <n>', "threads for the computer players' thinking (default: the CPUs but one)"))
    .addOption(new Option('--think-queue <n>', 'requests to think that may wait; more are told the server is busy').default(String(d.thinkQueue)))
    .addOption(new Option('--grace-seconds <s>', "at a shared table: time a dropped player's seat waits before the computer plays it").default(String(d.graceSeconds)))
    .addOption(new Option('--decision-seconds <s>', 'at a shared table: time for a decision out of turn (a claim, a block) before the computer makes it').default(String(d.decisionSeconds)))
    .addHelpText('after', '\nExample: dinner-games serve --host 0.0.0.0 --authorized-keys ~/.ssh/players.pub\nPlayers type: ssh -p 2222 <this host>')
    .action(async (flags: ServeFlags) => {
      const opts = serveOptions(flags);
      // Ink reads CI once, when it loads: set, it would draw no live frame on any connection
      for (const k of Object.keys(process.env)) if (k === 'CI' || k === 'CONTINUOUS_INTEGRATION' || k.startsWith('CI_')) delete process.env[k];
      let stop: ((why: string) => void) | undefined;
      const signalled = new Promise<string>((r) => (stop = r));
      const onSignal = (signal: NodeJS.Signals) => stop?.(`${signal}`);
      // before the screens load: the handlers of the screens' exit hooks must not be the only ones
      process.on('SIGTERM', onSignal);
      process.on('SIGINT', onSignal);
      process.on('SIGHUP', onSignal);
      const { GameServer } = await import('./server.js');
      // a log whose reader went (a closed pipe, a terminal gone) is dropped, and the server plays
      // on: unheard, each failed write came back as a fault that was logged again, for ever
      let logGone = false;
      process.stderr.on('error', () => (logGone = true));
      process.stdout.on('error', () => undefined);
      const server = await GameServer.start(opts, (line) => {
        if (!logGone && !process.stderr.destroyed) process.stderr.write(line);
      });
      const at = server.address();
      const keys = 'open' in opts.access ? 'any SSH key (--open)' : `the keys in ${opts.access.authorizedKeys}`;
      process.stdout.write(
        [
          `dinner-games serve: listening on ${opts.host}:${at.port}; let in: ${keys}; state in ${opts.dir}`,
          `Host key fingerprint: ${server.hostKey} (ED25519)`,
          `Players type: ${loginLine(opts.host, at.port)}`,
          '',
        ].join('\n'),
      );
      const signal = await signalled;
      process.on('SIGTERM', () => {});
      process.on('SIGINT', () => process.exit(0));
      await server.stop(`the server is stopping (${signal})`);
      process.off('SIGHUP', onSignal);
      // nothing should be left to run; should a stray handle stay, it must not keep the process
      setTimeout(() => process.exit(0), 2000).unref();
    });
}
