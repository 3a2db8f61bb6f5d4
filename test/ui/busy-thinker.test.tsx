// A host's thinker that has to wait (a server thinking for many tables): the screen says where
// the computer's move (or a hint) waits, rather than seeming frozen, and plays it once it comes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from 'ink-testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../src/games/index.js';
import { matchFromRecord } from '../helpers/rules.js';
import { App } from '../../src/ui/components/App.js';
import { UNICODE } from '../../src/ui/glyphs.js';
import { HostContext } from '../../src/ui/hooks/use-host.js';
import type { Thinker, Waiting } from '../../src/ui/thinker.js';

const tick = (ms = 15) => new Promise((r) => setTimeout(r, ms));
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dg-busy-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A thinker whose answers wait until `release`, telling `places` meanwhile. */
function waitingThinker(places: Waiting[]) {
  let release = () => {};
  const released = new Promise<void>((r) => (release = r));
  const thinker: Thinker = {
    async move(match, seat, _signal, waiting) {
      for (const w of places) waiting?.(w);
      await released;
      waiting?.(undefined);
      return match.legal(seat)[0].move;
    },
    hint: () => new Promise(() => {}),
  };
  return { thinker, release };
}

describe('a thinker that waits', () => {
  it('says where the computer waits, then plays its move', async () => {
    const match = matchFromRecord({ game: 'the-feast', seed: 4, options: {}, seats: ['human', 'normal', 'normal', 'normal'], moves: [] });
    const { thinker, release } = waitingThinker([{ queued: 3 }, { full: true }]);
    const app = render(
      <HostContext.Provider value={{ thinker }}>
        <App start={{ kind: 'game', match }} glyphs={UNICODE} dir={dir} delay={0} size={{ columns: 80, rows: 24 }} />
      </HostContext.Provider>,
    );
    const frame = () => app.lastFrame() ?? '';
    // the person's ploy first; then the computers think
    for (let i = 0; i < 10 && !frame().includes('waits'); i++) {
      app.stdin.write('\r');
      await tick(30);
    }
    expect(frame()).toMatch(/Seat 2 \(normal\) waits: the server is busy, and its queue full/);
    const before = match.record().moves.length;
    release();
    for (let i = 0; i < 100 && match.record().moves.length === before; i++) await tick(10);
    expect(match.record().moves.length).toBeGreaterThan(before);
    app.unmount();
  });

  it("says where a hint waits", async () => {
    const match = matchFromRecord({ game: 'royal-dinner-party', seed: 4, options: {}, seats: ['human'], moves: [] });
    const thinker: Thinker = {
      move: () => new Promise(() => {}),
      hint: (_m, _s, _signal, _why, waiting) => {
        waiting?.({ queued: 2 });
        return new Promise(() => {});
      },
    };
    const app = render(
      <HostContext.Provider value={{ thinker }}>
        <App start={{ kind: 'game', match }} glyphs={UNICODE} dir={dir} delay={0} size={{ columns: 80, rows: 24 }} />
      </HostContext.Provider>,
    );
    await tick(50);
    app.stdin.write('h');
    for (let i = 0; i < 50 && !(app.lastFrame() ?? '').includes('waits'); i++) await tick(10);
    expect(app.lastFrame()).toContain('A hint waits for the server (busy: 2 ahead)');
    app.unmount();
  });
});
