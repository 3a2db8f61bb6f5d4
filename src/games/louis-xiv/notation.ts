/** Louis XIV's move notation: a move's text, reading a move written freely, and why a written move is not legal now. */
import { CELLS, cardText } from './data.js';
import { takeCells } from './rules.js';
import { Move, Phase, PHASE_NAMES, type LouisState } from './state.js';

export function moveText(s: LouisState, seat: number, move: number): string {
  if (move < 3) return `row ${move + 1}`;
  if (move < Move.Imposter) return `col ${'abc'[move - 3]}`;
  if (move < Move.Place) return `imposter ${takeCells(s, seat, move).map((c) => CELLS[c]).join(' ')}`;
  if (move < Move.Dispose) {
    const m = move - Move.Place;
    return `place ${cardText(s.tables, (m / 8) | 0)} n${(m % 8) + 1}`;
  }
  if (move < Move.Done) return `dispose n${move - Move.Dispose + 1}`;
  return 'done';
}

/** Reads an imposter move with its cells in any order. */
export function parseMove(s: LouisState, seat: number, text: string): number | undefined {
  const words = text.trim().toLowerCase().split(/\s+/);
  if (words[0] !== 'imposter' || words.length !== 4) return undefined;
  const cells = words.slice(1).map((w) => CELLS.indexOf(w as (typeof CELLS)[number])).sort((a, b) => a - b);
  const pl = s.tables.imposters[seat].placements;
  const p = pl.findIndex((x) => x.join() === cells.join());
  return p < 0 ? undefined : Move.Imposter + p;
}

const nobleIndex = (w: string | undefined): number => {
  const m = /^n([1-6])$/.exec(w ?? '');
  return m ? Number(m[1]) - 1 : -1;
};

/** Why a move's text is not legal now, in a few words. */
export function whyIllegal(s: LouisState, seat: number, text: string): string {
  const [verb, a, b] = text.trim().toLowerCase().split(/\s+/);
  if (s.phase === Phase.Over) return 'the game is over';
  if (seat !== s.seat) return `it is seat ${s.seat + 1}'s turn`;
  const phase = PHASE_NAMES[s.phase];
  switch (verb) {
    case 'row':
    case 'col':
    case 'imposter':
      if (s.phase !== Phase.Take) return s.phase === Phase.Place ? 'the cards taken must be placed first' : 'cards were taken this turn already';
      if (verb === 'imposter') {
        if (s.imposterUsed[seat]) return 'the imposter is used once per game, and it was';
        const shapes = s.tables.imposters[seat].placements.map((p) => p.map((c) => CELLS[c]).join(' ')).join(', ');
        return `the ${s.tables.imposters[seat].name} takes ${shapes}`;
      }
      return verb === 'row' ? 'rows are 1, 2 and 3' : 'columns are a, b and c';
    case 'place': {
      if (s.phase !== Phase.Place) return `no card waits to be placed (phase: ${phase})`;
      const card = s.toPlace.find((c) => cardText(s.tables, c).toLowerCase() === (a ?? ''));
      if (card === undefined) return `${(a ?? '?').toUpperCase()} is not among the cards to place (${s.toPlace.map((c) => cardText(s.tables, c)).join(' ')})`;
      const i = nobleIndex(b);
      if (i < 0) return 'nobles are n1 to n6';
      return `noble n${i + 1} is already scored`;
    }
    case 'dispose': {
      if (s.phase !== Phase.Dispose) return 'cards are disposed of after the three placements';
      const i = nobleIndex(a);
      if (i < 0) return 'nobles are n1 to n6';
      return s.scored[seat][i] ? `noble n${i + 1} is already scored` : `noble n${i + 1} has no cards`;
    }
    case 'done':
      return `the turn is not at its end (phase: ${phase})`;
    default:
      return `"${verb ?? ''}" is not a move (moves: row, col, imposter, place, dispose, done)`;
  }
}
