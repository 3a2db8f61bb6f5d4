// Probes of the hot-seat table: random keys, alone and read together, at random moments (too
// soon after a curtain appears, while computers move, after help), and after each one the frame
// is checked: a hand is on screen only for the seat whose number was pressed at its curtain at
// least CURTAIN_READ_MS after the curtain appeared, with no one else moving since; never while a
// computer thinks. DINNER_GAMES_PROBES=n runs n steps a game instead of the few here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from 'ink-testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchFromRecord } from '../helpers/rules.js';
import type { SeatKind } from '../../src/engine/record.js';
import { nextInt, seedRng } from '../../src/engine/rng.js';
import { App } from '../../src/ui/components/App.js';
import { CURTAIN_READ_MS } from '../../src/ui/components/Curtain.js';
import { UNICODE } from '../../src/ui/glyphs.js';

const STEPS = Number(process.env.DINNER_GAMES_PROBES ?? 10);
const HAND = /Yours \(|Your hand|Hand \(\d/;
const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ARROWS = ['\u001B[A', '\u001B[B', '\u001B[C', '\u001B[D'];

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dg-probes-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

interface Tally {
  probes: number;
  lost: string[];
}

/** Plays `seats` by random keys for `steps` steps; returns the probes made and any hand shown wrongly. */
async function probe(game: string, seats: SeatKind[], seed: number, steps: number, options = {}): Promise<Tally> {
  const match = matchFromRecord({ game, seed, options, seats, moves: [] });
  const app = render(<App start={{ kind: 'game', match }} glyphs={UNICODE} dir={dir} delay={120} size={{ columns: 80, rows: 24 }} />);
  const rng = seedRng(seed);
  const pick = <T,>(xs: readonly T[]): T => xs[nextInt(rng, xs.length)];
  const tally: Tally = { probes: 0, lost: [] };
  /** The seat whose curtain is on screen, and the last time a check saw no curtain for it (the curtain came after). */
  let curtain: number | undefined;
  let before = performance.now();
  /** The seat that lifted its curtain rightly, while no one else has moved since. */
  let lifted: number | undefined;

  const trail: string[] = [];
  const check = (what: string): string => {
    const f = app.lastFrame() ?? '';
    const now = performance.now();
    trail.push(`${Math.round(now)} ${JSON.stringify(what)} | ${f.split('\n')[0].slice(-30)} | ${/Pass the keyboard to Seat \d|is thinking|Your hand|Yours|Hand \(/.exec(f)?.[0]} lifted=${lifted}`);
    const seat = /Pass the keyboard to Seat (\d)\./.exec(f)?.[1];
    if (seat !== undefined) {
      if (curtain !== Number(seat) - 1) lifted = undefined;
      curtain = Number(seat) - 1;
    } else {
      curtain = undefined;
      before = now;
    }
    if (f.includes('is thinking')) lifted = undefined;
    if (HAND.test(f)) {
      const to = /Seat (\d) to move/.exec(f.split('\n')[0])?.[1];
      const ok = !f.includes('is thinking') && to !== undefined && lifted === Number(to) - 1;
      if (!ok) tally.lost.push(`${game} after ${JSON.stringify(what)}:\n${trail.slice(-14).join('\n')}`);
    }
    return f;
  };

  for (let step = 0; step < steps; step++) {
    const f = check('');
    if (f.includes('game over')) break;
    const wait = pick([0, 0, 20, 80, 200, 350, 450, CURTAIN_READ_MS + 60, CURTAIN_READ_MS + 200]);
    await tick(wait);
    check('');
    const own = curtain === undefined ? '1' : String(curtain + 1);
    const other = String(((curtain ?? 0) + 1) % seats.length + 1);
    const atCurtain = curtain !== undefined;
    const keys = atCurtain
      ? pick([own, own, other, '\r', ' ', '+', '-', '?', '\u001B', 'x', pick(ARROWS), `\r${own}`, `\r\r${own}`, `?\u001B${own}`, `${own}${own}`])
      : pick(['\r', '\r', '\r', ' ', pick(ARROWS), '\t', '\u001B', '+', '-', '?', `\r${own}`, `\r\r`, '1', '2', '3']);
    if (atCurtain || f.includes('is thinking')) tally.probes++;
    // a lift is right when the curtain's own number (not after help, which puts the curtain on
    // screen anew) reached the program at least the reading time after the curtain appeared: the
    // curtain came after the last check without it (`before`), the key before the check after it
    const at = keys.indexOf(own);
    const fits = atCurtain && at >= 0 && !keys.slice(0, at).includes('?');
    app.stdin.write(keys);
    await tick(20);
    if (fits && performance.now() - before >= CURTAIN_READ_MS) lifted = curtain;
    check(keys);
    // help opened by the probe: close it, so the game goes on
    if ((app.lastFrame() ?? '').includes('keys and rules')) {
      app.stdin.write('\u001B');
      await tick(40);
    }
  }
  app.unmount();
  return tally;
}

describe('hidden-hand probes', () => {
  it.each([
    ['the-feast', ['human', 'human', 'greedy', 'greedy'] as SeatKind[], {}],
    ['just-desserts', ['human', 'greedy', 'human'] as SeatKind[], {}],
    ['surrealist-dinner-party', ['greedy', 'human', 'human'] as SeatKind[], { mode: 'casual' }],
  ])('%s: no hand shown to anyone but its owner', async (game, seats, options) => {
    const tally = await probe(game, seats, 7, STEPS, options);
    if (process.env.DINNER_GAMES_PROBES) process.stdout.write(`probes ${game}: ${tally.probes} tried, ${tally.lost.length} lost\n`);
    if (tally.lost.length) process.stdout.write(`${tally.lost.slice(0, 2).join("\n-----\n")}\n`);
    expect(tally.lost).toEqual([]);
    expect(tally.probes).toBeGreaterThan(STEPS / 4);
  }, 20_000 + STEPS * 1500);
});
