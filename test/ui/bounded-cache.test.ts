// Ink's text caches, bounded in the bundle (scripts/bundle.mjs): the map they are given, and
// that the built bundle really gives it to them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BoundedMap } from '../../src/ui/bounded-cache.js';

describe('BoundedMap', () => {
  it('keeps at most its bound, the oldest going first, and still answers what it keeps', () => {
    const m = new BoundedMap<string, number>(3);
    for (let i = 0; i < 10; i++) m.set(`k${i}`, i);
    expect(m.size).toBe(3);
    expect([...m.keys()]).toEqual(['k7', 'k8', 'k9']);
    expect(m.get('k9')).toBe(9);
    expect(m.get('k0')).toBeUndefined();
  });

  it('sets a kept key again without dropping another', () => {
    const m = new BoundedMap<string, number>(2);
    m.set('a', 1).set('b', 2).set('a', 3);
    expect([...m.entries()]).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
  });
});

describe("the bundle's copy of Ink", () => {
  it('cuts and wraps text through a bounded cache, not an object that keeps every text', () => {
    const dir = 'dist';
    const chunks = readdirSync(dir).filter((f) => f.endsWith('.mjs') && f !== 'bench.mjs');
    const code = chunks.map((f) => readFileSync(join(dir, f), 'utf8')).find((c) => c.includes('"truncate-middle"'));
    expect(code, 'build first: npm run build').toBeDefined();
    const at = code!.indexOf('"truncate-middle"');
    const wrapText = code!.slice(Math.max(0, at - 400), at + 300);
    // Ink 6.8's own: `const cache = {}` read as cache[key] and written as cache[key] = text
    expect(wrapText).toMatch(/new [\w$]+\(2e4\)/);
    expect(wrapText).toMatch(/[\w$]+\.get\([\w$]+\)/);
    expect(wrapText).toMatch(/[\w$]+\.set\([\w$]+,[\w$]+\)/);
  });
});
