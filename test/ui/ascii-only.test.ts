// What a terminal without Unicode is sent: every character in ASCII, each keeping its width.
import { describe, expect, it } from 'vitest';
import { asciiOnly } from '../../src/ui/glyphs.js';

describe('asciiOnly', () => {
  it('drops accents, precomposed or combining, and keeps escape sequences', () => {
    expect(asciiOnly('Salvador Dalí, S. Césaire, Unica Zürn, Álvarez Bravo')).toBe('Salvador Dali, S. Cesaire, Unica Zurn, Alvarez Bravo');
    expect(asciiOnly('Ce\u0301saire')).toBe('Cesaire');
    expect(asciiOnly('\u001B[1mPâtissier\u001B[22m')).toBe('\u001B[1mPatissier\u001B[22m');
  });

  it('puts a stand-in of the same width for the marks Ink and the texts use, ? for the rest', () => {
    expect(asciiOnly('tr…')).toBe('tr~');
    expect(asciiOnly('a — b · c × 2 ’s')).toBe("a - b . c x 2 's");
    expect(asciiOnly('Ω')).toBe('?');
    // a wide character takes two columns: two marks keep the frame's columns where they were
    expect(asciiOnly('猫 cat')).toBe('?? cat');
  });

  it('gives ASCII text back unchanged', () => {
    const s = 'Seat 2 (greedy) hand 6 | Stash --';
    expect(asciiOnly(s)).toBe(s);
  });
});
