// A connection's terminal: what a pty would do on this side of an SSH channel.
import { describe, expect, it } from 'vitest';
import { ChannelTerminal, type ChannelLike } from '../../src/serve/terminal.js';

function channel(): ChannelLike & { writes: string[] } {
  const writes: string[] = [];
  return {
    writes,
    writable: true,
    write(chunk: string, cb: (e?: Error | null) => void) {
      writes.push(chunk);
      setImmediate(cb);
      return true;
    },
  };
}

const options = { columns: 50, rows: 16, maxColumns: 250, maxRows: 100, inputRate: 100, onFlood: () => {}, onStuck: () => {} };

describe("a connection's terminal", () => {
  it('sends what is written in one turn as one write, its newlines as a pty would', async () => {
    const ch = channel();
    const t = new ChannelTerminal(ch, options);
    t.stdout.write('\u001B[?2026h');
    t.stdout.write('a\nb\r\nc');
    t.stdout.write('\u001B[?2026l');
    await new Promise((r) => setImmediate(r));
    expect(ch.writes).toEqual(['\u001B[?2026ha\r\nb\r\nc\u001B[?2026l']);
    t.stdout.write('next');
    await new Promise((r) => setImmediate(r));
    expect(ch.writes).toEqual(['\u001B[?2026ha\r\nb\r\nc\u001B[?2026l', 'next']);
  });

  it('lets keys through up to the input rate, then tells of the flood', () => {
    let floods = 0;
    const t = new ChannelTerminal(channel(), { ...options, onFlood: () => floods++ });
    let got = '';
    t.stdin.on('data', (d: Buffer) => (got += d.toString()));
    t.input(Buffer.alloc(60, 'a'));
    t.input(Buffer.alloc(60, 'b'));
    expect(floods).toBe(1);
    expect(got).toBe('a'.repeat(60));
  });

  it('draws at most the largest size, and a nonsense size as 80x24', () => {
    const t = new ChannelTerminal(channel(), { ...options, columns: 1000, rows: 0, maxColumns: 200 });
    expect([t.stdout.columns, t.stdout.rows]).toEqual([200, 24]);
  });
});
