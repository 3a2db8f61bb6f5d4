// Frames put together from each line's kept text (ink-frames.ts) are byte for byte Ink's own:
// every game's table, help page and curtain, in colour, at 80x24, 60x20 and 50x16, with
// both ways computed for each frame and compared.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import chalk from 'chalk';
import { render } from 'ink-testing-library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG } from '../../src/games/index.js';
import { App } from '../../src/ui/components/App.js';
import { CURTAIN_READ_MS } from '../../src/ui/components/Curtain.js';
import { ASCII, UNICODE } from '../../src/ui/glyphs.js';
import { cheaperFrames, frameChecks } from '../../src/ui/ink-frames.js';
import Output from '../../node_modules/ink/build/output.js';
import { matchFromRecord } from '../helpers/rules.js';

const tick = (ms = 15) => new Promise((r) => setTimeout(r, ms));
let level: typeof chalk.level;
beforeAll(() => {
  level = chalk.level;
  chalk.level = 3;
  cheaperFrames();
  frameChecks.compare = true;
});
afterAll(() => {
  chalk.level = level;
  frameChecks.compare = false;
});

describe('cheaper frames', () => {
  for (const size of [{ columns: 80, rows: 24 }, { columns: 60, rows: 20 }, { columns: 50, rows: 16 }]) {
    for (const game of CATALOG) {
      it(`${game.id} at ${size.columns}x${size.rows}: the same bytes as Ink's`, async () => {
        const dir = mkdtempSync(join(tmpdir(), 'dg-frames-'));
        try {
          const before = { cheaper: frameChecks.cheaper, differ: frameChecks.differ.length };
          const people = Math.max(2, game.players.min);
          const match = matchFromRecord({ game: game.id, seed: 5, options: {}, seats: Array.from({ length: game.players.max === 1 ? 1 : people }, () => 'human'), moves: [] });
          const app = render(<App start={{ kind: 'game', match }} glyphs={size.columns < 60 ? ASCII : UNICODE} dir={dir} delay={0} size={size} />);
          await tick(50);
          // a person lifting the curtain, moving about, reading the help page, playing some moves
          for (let round = 0; round < 6; round++) {
            await tick(CURTAIN_READ_MS + 20);
            for (const k of ['1', '2', '\u001B[B', '\u001B[C', '\t', '?', '\u001B[6~', '?', '\r', '\r', '\u001B', 'h', '\r']) {
              app.stdin.write(k);
              await tick();
            }
          }
          app.unmount();
          expect(frameChecks.differ.slice(before.differ)).toEqual([]);
          // a board without a small layout shows the size it needs, and little happens
          expect(frameChecks.cheaper - before.cheaper).toBeGreaterThan(2);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }, 30_000);
    }
  }

  it("the menu, in colour, with symbols and in ASCII, at three sizes: the same bytes as Ink's", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dg-frames-'));
    const before = { cheaper: frameChecks.cheaper, differ: frameChecks.differ.length };
    const keys = ['\u001B[B', '\u001B[C', '\u001B[B', '\u001B[B', '\u001B[D', '\u001B[A', '?', '\u001B'];
    try {
      for (const size of [{ columns: 80, rows: 24 }, { columns: 60, rows: 20 }, { columns: 50, rows: 16 }]) {
        for (const glyphs of [UNICODE, ASCII]) {
          const menu = render(<App start={{ kind: 'menu' }} glyphs={glyphs} dir={dir} delay={0} size={size} />);
          await tick(50);
          for (const k of keys) {
            menu.stdin.write(k);
            await tick();
          }
          menu.unmount();
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(frameChecks.differ.slice(before.differ)).toEqual([]);
    // the first frame and nearly every key's, at each size and in each set of symbols
    expect(frameChecks.cheaper - before.cheaper).toBeGreaterThan(6 * keys.length);
  }, 60_000);

  it('a line without escape codes is its own text in the cells its characters take: wide, combining, emoji, flags', () => {
    const frame = (lines: string[]) => {
      const o = new Output({ width: 20, height: lines.length });
      lines.forEach((l, y) => o.write(0, y, l, { transformers: [] }));
      const before = { ink: frameChecks.ink, differ: frameChecks.differ.length };
      const text = o.get().output;
      return { text, ink: frameChecks.ink - before.ink, differ: frameChecks.differ.length - before.differ };
    };
    const lines = ['plain ascii', '\u4F60\u597D wide', 'e\u0301 combining', '\u2764\uFE0F emoji', '\u{1F1EB}\u{1F1F7} flag', '\u25B8 Game \u25C2', '\t tab'];
    expect(frame(lines)).toEqual({ text: lines.join('\n'), ink: 0, differ: 0 });
    // a line as wide as the grid is drawn here; one wider (the wide characters' second cells) is Ink's
    expect(frame(['\u4F60'.repeat(10)]).ink).toBe(0);
    expect(frame(['x' + '\u4F60'.repeat(10)]).ink).toBe(1);
  });

  it("leaves to Ink's own code a frame whose lines touch or need cutting, and keeps wide characters' cells", () => {
    const frame = (ops: (o: Output) => void) => {
      const o = new Output({ width: 12, height: 2 });
      ops(o);
      const before = { ink: frameChecks.ink, differ: frameChecks.differ.length };
      const text = o.get().output;
      return { text, ink: frameChecks.ink - before.ink, differ: frameChecks.differ.length - before.differ };
    };
    const bold = (t: string) => `\u001B[1m${t}\u001B[22m`;
    // two bold runs side by side: Ink's row carries the style across, so Ink draws it
    const touching = frame((o) => {
      o.write(0, 0, bold('ab'), { transformers: [] });
      o.write(2, 0, bold('cd'), { transformers: [] });
    });
    expect(touching.ink).toBe(1);
    expect(touching.text).toBe(`${bold('abcd')}\n`);
    // cut by a clip: Ink draws it
    const cut = frame((o) => {
      o.clip({ x1: 0, x2: 3, y1: 0, y2: 2 });
      o.write(0, 0, 'abcdef', { transformers: [] });
      o.unclip();
    });
    expect(cut.ink).toBe(1);
    // wide characters, a gap, another run: drawn here, the same bytes (compared while testing)
    const wide = frame((o) => {
      o.write(0, 0, '\u4F60\u597D', { transformers: [] });
      o.write(6, 0, bold('x'), { transformers: [] });
      o.write(1, 1, 'y', { transformers: [] });
    });
    expect(wide).toEqual({ text: `\u4F60\u597D  ${bold('x')}\n y`, ink: 0, differ: 0 });
  });

  it("gives Ink's bytes for lines of every kind of style: nested, reset, closed early, colours of 256 and 16 million, wide and emoji", () => {
    const e = (c: string) => `\u001B[${c}m`;
    const lines = [
      'plain ascii, nothing else',
      '',
      ' ',
      chalk.bold('bold') + ' then ' + chalk.dim.red('dim red') + chalk.inverse(' inv '),
      chalk.red(`red ${chalk.bold(`bold ${chalk.underline('under')} back`)} still red`),
      `${e('1')}${e('2')}both intensities${e('22')} none`,
      `${e('31')}red${e('0')} reset ${e('32;1')}compound${e('39')} bold only${e('22')}`,
      `${e('38;5;202')}256 colour${e('48;2;1;2;3')} and true${e('49')}${e('39')}`,
      `${e('1')}open at the end`,
      `${e('1')}${e('22')}`,
      `\u4F60${chalk.green('\u597D wide')} \u{1F600} emoji \u2660\uFE0F`,
      chalk.yellow('\u2665 A \u2666 10 \u2663 J'),
      `caf\u00E9 \u00B7 ${chalk.dim('\u2026')}`,
    ];
    for (const line of lines) {
      const o = new Output({ width: 60, height: 1 });
      o.write(0, 0, line, { transformers: [] });
      const before = { cheaper: frameChecks.cheaper, differ: frameChecks.differ.length };
      o.get();
      expect(frameChecks.cheaper - before.cheaper, line).toBe(1);
      expect(frameChecks.differ.slice(before.differ), line).toEqual([]);
    }
  });
});
