/**
 * Louis XIV's royal dinner: what every seat sees (all of it but the piles' order), the
 * hidden part resampled for searching players, the move notation and the simulator's counters.
 * The view is the `state` of `replay --json` (docs/records.md): keep its shape exactly.
 */
import { nextInt, shuffleInPlace, type RngState } from '../../engine/rng.js';
import { CELLS, cardText, ratingOf } from './data.js';
import { Move, LINES, Phase, PHASE_NAMES, clone, freshRng, noblesOf, takeCells, type LouisState } from './rules.js';

/** The public view (the same for every seat: only the piles' order is hidden). */
export function view(s: LouisState): Record<string, unknown> {
  const t = s.tables;
  const tray: Record<string, string | null> = {};
  CELLS.forEach((name, i) => (tray[name] = s.tray[i] < 0 ? null : cardText(t, s.tray[i])));
  const v: Record<string, unknown> = {
    side: s.side ? 'masked' : 'unmasked',
    tray,
    toPlace: s.toPlace.map((c) => cardText(t, c)),
    nobles: s.nobles.map((seat, x) =>
      seat.map((cards, i) => ({
        noble: `n${i + 1}`,
        cards: cards.map((c) => cardText(t, c)),
        scored: s.scored[x][i] === 1,
        points: noblesOf(s, x)[i].points,
      })),
    ),
    imposterUsed: s.imposterUsed.map((u) => u === 1),
    deck: s.deck.length,
    discard: s.discard.map((c) => cardText(t, c)),
    endOfParty: s.endOfParty,
    turn: s.turns,
    phase: PHASE_NAMES[s.phase],
  };
  if (s.seats === 1) {
    v.soloCard = s.soloUsed.length ? cardText(t, s.soloUsed[s.soloUsed.length - 1]) : null;
    v.soloLeft = s.soloDeck.length;
    v.rating = s.phase === Phase.Over ? ratingOf(t, s.points[0]) : null;
  }
  return v;
}

/**
 * The piles' order drawn again: food cards reshuffled, the end-of-party card put back at a
 * random place where it may be (its deck, less the cards drawn since), the solo deck
 * reshuffled. Hidden cards are sorted first, so the sample depends only on the view.
 */
export function resample(s: LouisState, rng: RngState): LouisState {
  const r = clone(s);
  const hasEnd = r.deck.includes(r.tables.end);
  const food = r.deck.filter((c) => c !== r.tables.end).sort((a, b) => a - b);
  shuffleInPlace(rng, food);
  if (hasEnd) {
    const hi = Math.min(r.endHi, food.length + 1);
    const lo = Math.min(r.endLo, hi - 1);
    food.splice(lo + nextInt(rng, hi - lo), 0, r.tables.end);
  }
  r.deck = food;
  r.soloDeck.sort((a, b) => a - b);
  shuffleInPlace(rng, r.soloDeck);
  r.rng = freshRng(rng);
  return r;
}

export function zones(s: LouisState): Record<string, readonly number[]> {
  const z: Record<string, readonly number[]> = {
    deck: s.deck,
    tray: s.tray.filter((c) => c >= 0),
    toPlace: s.toPlace,
    discard: s.discard,
    aside: s.aside,
    soloDeck: s.soloDeck,
    soloUsed: s.soloUsed,
  };
  s.nobles.forEach((seat, x) => seat.forEach((cards, i) => (z[`seat${x + 1}n${i + 1}`] = cards)));
  return z;
}

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

/** What a designer of the game asks: nobles scored and when, disposals, imposter use. */
export function counters(s: LouisState): Record<string, number> {
  const c: Record<string, number> = {
    'forced disposals': s.stats.forced,
    'voluntary disposals': s.stats.voluntary,
    'imposters used': s.stats.imposter / s.seats,
    'end of party drawn': s.endOfParty,
    'six nobles': s.scored.some((x) => x.every((y) => y === 1)) ? 1 : 0,
  };
  for (let i = 0; i < 6; i++) {
    let scored = 0;
    let rounds = 0;
    for (let x = 0; x < s.seats; x++) {
      const r = s.stats.scoredRound[x][i];
      if (r) {
        scored++;
        rounds += r;
      }
    }
    c[`scored n${i + 1}`] = scored / s.seats;
    // reported only when scored, so the mean counts games without it as 0: divide by "games with any"
    if (scored) c[`round n${i + 1}`] = rounds / scored;
  }
  return c;
}

export { LINES };
