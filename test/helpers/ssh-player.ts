// A person at a server's table through ssh2's own client: one SSH connection with a terminal
// (a command, or none: the menu), everything it was sent kept, keys written as a terminal would.
import ssh2 from 'ssh2';
import { keyFolderName, newKey } from '../../src/serve/keys.js';
import { screenText } from './leaks.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Player {
  client = new ssh2.Client();
  ch?: ssh2.ClientChannel;
  bytes = '';
  /** The private key it logs in with (a new one unless given), and the name it gives. */
  constructor(
    readonly key: string = newKey(),
    readonly name = 'p',
  ) {}

  /** The key's folder name on the server (`players/<this>`). */
  get folder(): string {
    const parsed = ssh2.utils.parseKey(this.key);
    if (parsed instanceof Error || Array.isArray(parsed)) throw new Error('not a key');
    return keyFolderName(parsed.getPublicSSH());
  }

  /** Logs in and runs `command` (undefined: the menu) on a terminal of `size`. */
  open(port: number, command: string | undefined, size = { cols: 100, rows: 30 }): Promise<void> {
    this.client = new ssh2.Client();
    this.bytes = '';
    return new Promise((resolve, reject) => {
      this.client.on('error', reject);
      this.client.on('ready', () => {
        const pty = { term: 'xterm-256color', ...size };
        const env = { LANG: 'C.UTF-8' };
        const got = (err: Error | undefined, ch: ssh2.ClientChannel) => {
          if (err) return reject(err);
          this.ch = ch;
          ch.on('data', (d: Buffer) => (this.bytes += d.toString()));
          ch.stderr.on('data', (d: Buffer) => (this.bytes += d.toString()));
          resolve();
        };
        if (command === undefined) this.client.shell(pty, { env }, got);
        else this.client.exec(command, { pty, env }, got);
      });
      this.client.connect({ host: '127.0.0.1', port, username: this.name, privateKey: this.key, readyTimeout: 20_000 });
    });
  }

  async waitFor(what: RegExp, ms = 15_000): Promise<RegExpExecArray> {
    const t0 = Date.now();
    for (;;) {
      const m = what.exec(screenText(this.bytes));
      if (m) return m;
      if (Date.now() - t0 > ms) throw new Error(`never saw ${String(what)} in:\n${screenText(this.bytes).slice(-2000)}`);
      await sleep(20);
    }
  }

  /** Writes keys: several in one chunk, as a slow link sends them. */
  press(keys: string): void {
    this.ch?.write(keys);
  }

  close(): void {
    this.client.end();
  }
}
