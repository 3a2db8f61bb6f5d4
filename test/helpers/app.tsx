// The whole program's screens on a match, driven by keys as a person would (ink-testing-library).
import { render } from 'ink-testing-library';
import { expect } from 'vitest';
import type { Match } from '../../src/engine/match.js';
import { App, type ExitInfo } from '../../src/ui/components/App.js';
import { CURTAIN_READ_MS } from '../../src/ui/components/Curtain.js';
import { UNICODE } from '../../src/ui/glyphs.js';

const tick = (ms = 15) => new Promise((r) => setTimeout(r, ms));

/** The App playing `match` (state kept in `dir`, no pause for the computer): its frame, keys, and a wait for some text. */
export function playApp(match: Match, dir: string) {
  const exitInfo: ExitInfo = { saved: false };
  const app = render(<App start={{ kind: 'game', match }} glyphs={UNICODE} dir={dir} delay={0} size={{ columns: 80, rows: 24 }} exitInfo={exitInfo} />);
  const frame = () => app.lastFrame() ?? '';
  /** Waits until the frame shows `what` (about 3 s at most), and checks it does. */
  const until = async (what: string) => {
    for (let t = 0; t < 300 && !frame().includes(what); t++) await tick(10);
    expect(frame()).toContain(what);
  };
  /** Keys one after another, each given time to be drawn. */
  const press = async (...keys: string[]) => {
    for (const k of keys) {
      app.stdin.write(k);
      await tick();
    }
  };
  /** Seat `n` (from 1) lifts the curtain: its number, once the curtain has been readable long enough. */
  const lift = async (n: number) => {
    await tick(CURTAIN_READ_MS + 20);
    await press(String(n));
  };
  return { frame, until, press, lift, unmount: () => app.unmount() };
}
