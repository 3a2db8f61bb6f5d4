// The last line of the log names the winner as every other line names a seat, so the table
// says "You win" to the person who won; ties name each seat.
import { describe, expect, it } from 'vitest';
import { matchFromRecord } from '../helpers/rules.js';
import { playThrough } from '../helpers/playthrough.js';
import { inYourWords } from '../../src/ui/your-words.js';
import type { Match } from '../../src/engine/match.js';
import { andList } from '../../src/engine/words.js';

/** The win line of `game` played to its end from `seed`, and the winners. */
function ending(game: string, seed: number): { line: string; winners: number[] } {
  const m: Match = matchFromRecord({ game, seed, options: {}, seats: ['greedy', 'greedy', 'greedy'], moves: [] });
  playThrough(m, seed, () => {}, /^(serve|seat|compliment|drama|end)/, 3, 5000);
  expect(m.outcome().over).toBe(true);
  const line = m.events().filter((e) => e.kind === 'win').at(-1)?.text ?? '';
  return { line, winners: m.outcome().winners ?? [] };
}

describe('the win line', () => {
  for (const game of ['surrealist-dinner-party', 'just-desserts']) {
    it(`${game}: "Seat N wins", which the winner's table puts as "You win"`, () => {
      for (let seed = 1; seed <= 3; seed++) {
        const { line, winners } = ending(game, seed);
        if (winners.length === 1) {
          expect(line).toMatch(new RegExp(`^(The party is over: )?Seat ${winners[0] + 1} wins `));
          const names = ['Seat 1', 'Seat 2', 'Seat 3'].map((n, i) => (i === winners[0] ? 'You' : n));
          expect(inYourWords(line, names)).toMatch(/^(The party is over: )?You win /);
        } else {
          expect(line).toMatch(/^The party is over: Seat \d(, Seat \d)* and Seat \d share the win with /);
        }
      }
    });
  }
});

describe('names in a sentence', () => {
  it('joins one, two or more names as a sentence does', () => {
    expect(andList(['Seat 2'])).toBe('Seat 2');
    expect(andList(['Seat 1', 'Seat 3'])).toBe('Seat 1 and Seat 3');
    expect(andList(['Seat 1', 'Seat 2', 'Seat 4'])).toBe('Seat 1, Seat 2 and Seat 4');
    expect(inYourWords(`The party is over: ${andList(['Seat 1', 'Seat 3'])} share the win with 7`, ['You', 'Seat 2', 'Seat 3'])).toBe(
      'The party is over: You and Seat 3 share the win with 7',
    );
  });
});
