// The log at the smallest terminal: a line too long is cut after a whole word, marked.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from 'ink-testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchFromRecord } from '../helpers/rules.js';
import { App } from '../../src/ui/components/App.js';
import { cutWords } from '../../src/ui/components/EventLog.js';
import { ASCII, UNICODE } from '../../src/ui/glyphs.js';

const tick = (ms = 15) => new Promise((r) => setTimeout(r, ms));
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dg-log-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('cutting a line at a word', () => {
  it('keeps a line that fits whole', () => {
    expect(cutWords('Placed 6♣ on b2.', 20, '…')).toBe('Placed 6♣ on b2.');
  });
  it('cuts after the last whole word, drops the punctuation before the cut, and marks it', () => {
    expect(cutWords('Final Touch: 6♣ replaces 8♠ at a1; 8♠ goes under the deck.', 47, '…')).toBe('Final Touch: 6♣ replaces 8♠ at a1; 8♠ goes…');
    expect(cutWords('craves chocolate, marshmallow, cookie', 30, '…')).toBe('craves chocolate, marshmallow…');
    expect(cutWords('craves chocolate, marshmallow, cookie', 19, '~')).toBe('craves chocolate~');
  });
  it('cuts a word longer than half the line where it must', () => {
    expect(cutWords('a supercalifragilisticexpialidocious word', 20, '…')).toBe('a supercalifragilis…');
  });
  it('never goes past the width', () => {
    for (let w = 1; w < 40; w++) expect(cutWords('The King of Spades sits at Tc (appetite 13).', w, '…').length).toBeLessThanOrEqual(w);
  });
});

describe('the log at 50x16', () => {
  for (const glyphs of [UNICODE, ASCII]) {
    it(`cuts a long entry after a word (${glyphs.ascii ? 'ASCII' : 'Unicode'})`, async () => {
      const match = matchFromRecord({ game: 'royal-dinner-party', seed: 42, options: {}, seats: ['human'], moves: [] });
      const app = render(<App start={{ kind: 'game', match }} glyphs={glyphs} dir={dir} delay={0} size={{ columns: 50, rows: 16 }} />);
      for (let t = 0; t < 200 && !(app.lastFrame() ?? '').includes('Final'); t++) await tick(10);
      app.stdin.write('sa1');
      for (let t = 0; t < 200 && !(app.lastFrame() ?? '').includes('> Final Touch:'); t++) await tick(10);
      const line = (app.lastFrame() ?? '').split('\n').find((l) => l.startsWith('> Final Touch:')) ?? '';
      expect(line).toMatch(glyphs.ascii ? /^> Final Touch: 6C replaces 8S at a1; 8S goes~$/ : /^> Final Touch: 6♣ replaces 8♠ at a1; 8♠ goes…$/);
      expect(line.length).toBeLessThanOrEqual(49);
      app.unmount();
    });
  }
});
