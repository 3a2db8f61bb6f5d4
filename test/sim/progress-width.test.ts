// The progress bar on a narrow terminal: each redraw fits the line, so it never wraps and
// piles up (a 50-column terminal, the smallest the program claims).
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { progressBar } from '../../src/sim/progress.js';

describe('the progress bar', () => {
  it('is cut to the terminal width', () => {
    let text = '';
    const stream = Object.assign(
      new Writable({
        write(chunk, _enc, done) {
          text += String(chunk);
          done();
        },
      }),
      { isTTY: true, columns: 50 },
    ) as unknown as NodeJS.WriteStream;
    let t = 0;
    const p = progressBar('3 variants of Surrealist Dinner Party', true, stream, () => t);
    t = 5000;
    p.update(1234, 30000);
    const drawn = text.split('\r').pop()!.replace('\x1b[K', '');
    expect([...drawn].length).toBe(49);
    expect(drawn.startsWith('3 variants of Surrealist Dinner Party [')).toBe(true);
  });
});
