// The prompt region within the terminal's columns: a hot-seat prompt worded for the columns
// left after "Seat 1: ", and an Actions line that drops its labels before it drops actions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from 'ink-testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App, type ExitInfo } from '../../src/ui/components/App.js';
import { CURTAIN_READ_MS } from '../../src/ui/components/Curtain.js';
import { UNICODE } from '../../src/ui/glyphs.js';
import type { Match } from '../../src/engine/match.js';
import { matchFromRecord } from '../helpers/rules.js';

const tick = (ms = 15) => new Promise((r) => setTimeout(r, ms));
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dg-prompt-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The App on `match` at `columns` x `rows`: its frame, a wait for a text, keys. */
function screen(match: Match, columns: number, rows: number) {
  const exitInfo: ExitInfo = { saved: false };
  const app = render(<App start={{ kind: 'game', match }} glyphs={UNICODE} dir={dir} delay={0} size={{ columns, rows }} exitInfo={exitInfo} />);
  const frame = () => app.lastFrame() ?? '';
  const until = async (what: string) => {
    for (let t = 0; t < 300 && !frame().includes(what); t++) await tick(10);
    expect(frame()).toContain(what);
    return frame().split('\n');
  };
  return { until, press: (k: string) => app.stdin.write(k), unmount: () => app.unmount() };
}

describe('the prompt region', () => {
  it('words a hot-seat prompt for the columns left after the seat\'s name (The Feast at 60x20)', async () => {
    const match = matchFromRecord({ game: 'the-feast', seed: 4, options: {}, seats: ['human', 'human', 'greedy'], moves: [] });
    const s = screen(match, 60, 20);
    await s.until('press 1');
    await tick(CURTAIN_READ_MS + 20);
    s.press('1');
    const lines = await s.until('Seat 1: Topic');
    s.unmount();
    const prompt = lines.find((l) => l.startsWith('Seat 1: Topic')) ?? '';
    // whole, not cut: it ends with its full stop
    expect(prompt).toMatch(/a matched rank is a gaffe\.$/);
    expect(prompt.length).toBeLessThanOrEqual(60);
  });

  it('keeps every action on the Actions line, dropping its labels when they do not fit (Surrealist Dinner Party, 80 columns)', async () => {
    // a person and three greedy seats, played on until most kinds of move are open
    const match = matchFromRecord({ game: 'surrealist-dinner-party', seed: 3, options: {}, seats: ['human', 'greedy', 'greedy', 'greedy'], moves: [] });
    let at = match;
    for (let i = 0; i < 200; i++) {
      const seat = at.toMove()[0];
      const verbs = new Set(at.legal(seat).map((l) => l.text.split(' ')[0]));
      if (seat === 0 && verbs.size >= 7) break;
      at.play(seat, at.legal(seat).find((l) => /^(seat|end|compliment|drama)/.test(l.text))?.move ?? at.legal(seat)[0].move);
    }
    const verbs = [...new Set(at.legal(0).map((l) => l.text.split(' ')[0]))];
    expect(verbs.length).toBeGreaterThanOrEqual(7);
    at = matchFromRecord(at.record());
    const s = screen(at, 80, 24);
    const lines = await s.until('seat');
    s.unmount();
    const actions = lines.find((l) => /[▸ ]s seat/.test(l)) ?? '';
    for (const v of verbs) expect(actions, actions).toContain(` ${v}`);
    expect(actions).not.toContain('…');
  });
});
