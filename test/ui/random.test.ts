// Seeds and lock tokens come from the operating system's random device (node:crypto where there is none).
import { describe, expect, it, vi } from 'vitest';
import { secureRandomBytes } from '../../src/ui/random.js';
import { newSeed } from '../../src/ui/seed.js';

describe('secure random bytes', () => {
  it('gives as many bytes as asked, different each time', () => {
    const a = secureRandomBytes(8);
    const b = secureRandomBytes(8);
    expect(a).toHaveLength(8);
    expect(secureRandomBytes(6)).toHaveLength(6);
    expect(a.equals(b)).toBe(false);
  });

  it('spreads its bytes over every value (4,096 bytes: each of 256 values about 16 times)', () => {
    const counts = new Array<number>(256).fill(0);
    for (const x of secureRandomBytes(4096)) counts[x]++;
    // a uniform source misses a value in 4,096 draws with probability 256 * (255/256)^4096, about 3e-5
    expect(counts.filter((c) => c === 0)).toHaveLength(0);
    expect(Math.max(...counts)).toBeLessThan(48);
  });
});

describe('a new seed', () => {
  it('is a whole number from 1 to 2^32 - 1, and seeds differ', () => {
    const seeds = Array.from({ length: 50 }, newSeed);
    for (const s of seeds) {
      expect(Number.isInteger(s)).toBe(true);
      expect(s).toBeGreaterThanOrEqual(1);
      expect(s).toBeLessThan(2 ** 32);
    }
    expect(new Set(seeds).size).toBe(50);
  });

  it('is never 0: a zero drawn is drawn again', async () => {
    vi.resetModules();
    const draws = [Buffer.from([0, 0, 0, 0]), Buffer.from([0, 0, 1, 2])];
    vi.doMock('../../src/ui/random.js', () => ({ secureRandomBytes: () => draws.shift()! }));
    const { newSeed: seeded } = await import('../../src/ui/seed.js');
    expect(seeded()).toBe(258);
    vi.doUnmock('../../src/ui/random.js');
  });
});
