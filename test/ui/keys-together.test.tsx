// Keys that arrive together (a slow link, a phone's SSH app, a paste deliver several in one
// read): each means what it means alone, in order, and Ctrl-C wins wherever it is.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from 'ink-testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchFromRecord } from '../helpers/rules.js';
import { App, type ExitInfo } from '../../src/ui/components/App.js';
import { UNICODE } from '../../src/ui/glyphs.js';

const tick = (ms = 15) => new Promise((r) => setTimeout(r, ms));
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dg-keys-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Royal Dinner Party, seed 42, with the table kept and 6♣ drawn. */
async function drawn() {
  const exitInfo: ExitInfo = { saved: false };
  const match = matchFromRecord({ game: 'royal-dinner-party', seed: 42, options: {}, seats: ['human'], moves: ['keep', 'draw'] });
  const app = render(<App start={{ kind: 'game', match }} glyphs={UNICODE} dir={dir} delay={0} size={{ columns: 80, rows: 24 }} exitInfo={exitInfo} />);
  const frame = () => app.lastFrame() ?? '';
  const until = async (what: string | RegExp) => {
    for (let t = 0; t < 300 && !(typeof what === 'string' ? frame().includes(what) : what.test(frame())); t++) await tick(10);
    expect(frame()).toMatch(what);
  };
  await until('Drawn: 6♣');
  const moves = () => (JSON.parse(readFileSync(join(dir, 'save.json'), 'utf8')) as { moves: string[] }).moves;
  return { app, frame, until, exitInfo, moves, match };
}

describe('keys in one read', () => {
  it('q then Enter quits, and draws nothing', async () => {
    const t = await drawn();
    await tick(30);
    t.app.stdin.write('q\r');
    await tick(100);
    expect(t.exitInfo.saved).toBe(true);
    expect(t.match.record().moves).toEqual(['keep', 'draw']);
    expect(t.moves()).toEqual(['keep', 'draw']);
  });

  it('Ctrl-C wins over the keys around it: nothing is placed, and it is told apart from q', async () => {
    const t = await drawn();
    t.app.stdin.write('b2\u0003');
    await tick(100);
    expect(t.exitInfo.interrupted).toBe(true);
    expect(t.match.record().moves).toEqual(['keep', 'draw']);
  });

  it('b2 then Enter places the card and then draws, as typed one by one', async () => {
    const t = await drawn();
    t.app.stdin.write('b2\r');
    await t.until('Placed 6♣ on b2.');
    await t.until(/Drew the (?!6 of Clubs)/);
    expect(t.match.record().moves).toEqual(['keep', 'draw', 'place b2', 'draw']);
  });

  it('? then x opens the help (x means nothing there)', async () => {
    const t = await drawn();
    t.app.stdin.write('?x');
    await t.until('keys and rules');
    expect(t.match.record().moves).toEqual(['keep', 'draw']);
  });

  it('arrows among letters: escape sequences still parse', async () => {
    const t = await drawn();
    // an arrow, a letter that means nothing here, Enter: the cursor moved before Enter placed
    t.app.stdin.write('\u001B[C\u001B[Cz\r');
    await t.until(/Placed 6♣ on (?!b2)/);
    expect(t.match.record().moves[2]).toMatch(/^place (?!b2)/);
  });
});
