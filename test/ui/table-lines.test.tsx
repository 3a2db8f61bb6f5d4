// The table's regions as lines of styled runs (the play screen draws them as one column).
import { render } from 'ink-testing-library';
import chalk from 'chalk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLines } from '../../src/ui/components/EventLog.js';
import { headerLine } from '../../src/ui/components/Header.js';
import { legendLine } from '../../src/ui/components/KeyLegend.js';
import { LineOf, width, type Segment } from '../../src/ui/components/Line.js';
import { regionLines } from '../../src/ui/components/PlayScreenLayout.js';

const text = (l: readonly Segment[]) => l.map((s) => s.text).join('');

describe('the header line', () => {
  it('spans the width: the title bold on the left, the status ending at the right edge', () => {
    const l = headerLine('The Feast · seed 7 · turn 0', 'seed 7 · turn 0', 'your move', 78);
    expect(width(l)).toBe(78);
    expect(l[0]).toEqual({ text: 'The Feast · seed 7 · turn 0', bold: true });
    expect(text(l).endsWith(' your move')).toBe(true);
  });
  it('gives the short title when the long one leaves no room for the status, then cuts it', () => {
    expect(headerLine('The Surrealist Dinner Party · seed 123456 · turn 40', 'seed 123456 · turn 40', 'Seat 3 (normal) is thinking', 60)[0].text).toBe('seed 123456 · turn 40');
    const cut = headerLine('The Surrealist Dinner Party · seed 123456 · turn 40', 'seed 123456 · turn 40', 'Seat 3 (normal) is thinking', 34);
    expect(cut[0].text).toBe('seed 1');
    expect(text(cut)).toBe('seed 1 Seat 3 (normal) is thinking');
  });
});

describe('the log lines', () => {
  it('are exactly as many as asked: pinned notes first (bold, *), the last move marked >, older ones dim, blanks below', () => {
    const l = logLines(['a', 'b', 'c'], 6, 1, ['note']);
    expect(l).toEqual([[{ text: '* note', bold: true }], [{ text: '  a', dim: true }], [{ text: '  b', dim: true }], [{ text: '> c' }], [], []]);
  });
  it('keep the newest entries that fit, a long one cut at a word', () => {
    const l = logLines(['one', 'two', 'three', 'The King of Spades sits at R2 with an appetite of thirteen.'], 2, 2, [], { cut: { width: 30, ellipsis: '…' } });
    expect(l.map(text)).toEqual(['> three', '> The King of Spades sits at…']);
  });
});

describe('a region of lines', () => {
  it('is cut to its height, or filled with blank lines', () => {
    expect(regionLines([[{ text: 'x' }], [{ text: 'y' }], [{ text: 'z' }]], 2).map(text)).toEqual(['x', 'y']);
    expect(regionLines([[{ text: 'x' }]], 3)).toEqual([[{ text: 'x' }], [], []]);
  });
});

describe('a line of one style', () => {
  let level: typeof chalk.level;
  beforeAll(() => {
    level = chalk.level;
    chalk.level = 1;
  });
  afterAll(() => {
    chalk.level = level;
  });
  it('is styled as the same runs are when nested, and a long one is cut to the terminal', () => {
    const one = render(<LineOf segments={[{ text: 'dim words', dim: true }]} />);
    const nested = render(<LineOf segments={[{ text: 'dim words', dim: true }, { text: '' }]} />);
    expect(one.lastFrame()).toBe(nested.lastFrame());
    expect(one.lastFrame()).toContain('\u001B[2mdim words');
    const long = render(<LineOf segments={legendLine([['Enter', 'x'.repeat(200)]])} />);
    expect((long.lastFrame() ?? '').replace(/\u001B\[[0-9;]*m/g, '').length).toBeLessThanOrEqual(100);
  });
});
