// Hand-made Louis XIV views for the board's tests, in the shape the rulings promise
// (`replay --json` state), and the built-in ruleset's data.
import { louisXiv } from '../../src/games/louis-xiv/index.js';
import { loadRuleset } from '../../src/rulesets/index.js';
import type { LouisView } from '../../src/games/louis-xiv/view.js';

const POINTS = { unmasked: [3, 2, 2, 1, 3, 1], masked: [3, 1, 2, 2, 2, 2] };

/** The built-in ruleset's data (the facts file's nobles, colours, imposters, solo cards). */
export const LOUIS_DATA = loadRuleset(louisXiv).data;

const nobles = (side: 'unmasked' | 'masked', cards: string[][], scored: boolean[] = []) =>
  POINTS[side].map((points, i) => ({ noble: `n${i + 1}`, cards: cards[i] ?? [], scored: scored[i] ?? false, points }));

/** A four-seat game in seat 1's placing step. */
export function fourSeats(over: Partial<LouisView> = {}): LouisView {
  return {
    side: 'unmasked',
    tray: { a1: null, b1: null, c1: null, a2: '4Y', b2: '5K', c2: '9P', a3: '8K', b3: '11B', c3: '1G' },
    toPlace: ['7B', '3G', '12W'],
    nobles: [
      nobles('unmasked', [['7Y', '7G'], [], ['3P', '1W'], [], [], ['12G', '10B']], [false, false, false, false, true, false]),
      nobles('unmasked', [[], ['2P', '2B'], [], ['1K'], [], []], [true, false, false, false, true, false]),
      nobles('unmasked', [['10Y', '10B', '10G'], [], [], [], ['12P', '11P', '10P'], ['1B', '1G', '1P', '1K', '1Y', '1W', '2B', '2G', '2P', '2K']]),
      nobles('unmasked', [[], [], [], [], [], []], [true, true, true, false, false, false]),
    ],
    imposterUsed: [false, true, false, true],
    deck: 41,
    discard: ['5B', '6G', '8P'],
    endOfParty: 1,
    turn: 12,
    phase: 'place',
    ...over,
  };
}

/** A solo game in its take step. */
export function solo(over: Partial<LouisView> = {}): LouisView {
  return {
    side: 'masked',
    tray: { a1: '3B', b1: '8Y', c1: '6K', a2: null, b2: null, c2: '2G', a3: '9P', b3: null, c3: '10W' },
    toPlace: [],
    nobles: [nobles('masked', [['9B', '7Y'], [], ['12K', '10Y', '6G'], ['11P', '9B', '4G', '2P', '5Y', '8Y'], [], []], [false, true])],
    imposterUsed: [false],
    deck: 30,
    discard: [],
    endOfParty: 0,
    turn: 3,
    phase: 'take',
    soloCard: 'S4',
    soloLeft: 5,
    rating: 'fired',
    ...over,
  };
}
