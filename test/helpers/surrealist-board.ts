/** Positions of Surrealist Dinner Party made by hand, for the board's tests. */
import { getGame } from '../../src/engine/registry.js';
import { loadRuleset } from '../../src/rulesets/index.js';
import { facesOf } from '../../src/ui/boards/surrealist-dinner-party/faces.js';
import type { SdpSeatedGuest, SdpView } from '../../src/games/surrealist-dinner-party/view.js';
import { boardLines, handLines } from '../../src/ui/boards/surrealist-dinner-party/lines.js';
import type { Faces } from '../../src/ui/boards/surrealist-dinner-party/faces.js';
import { FULL_LAYOUT, type BoardLayout, type SelectionView } from '../../src/ui/boards/types.js';
import type { Glyphs } from '../../src/ui/glyphs.js';
import { seatNames } from '../../src/ui/seats.js';

export const data = loadRuleset(getGame('surrealist-dinner-party')).data;
export const faces = facesOf(data);
export const idle: SelectionView = { verb: '', args: [], cursor: '', choices: [], active: false };
export const flat = (lines: readonly (readonly { text: string }[])[]): string[] => lines.map((l) => l.map((s) => s.text).join(''));
export const names4 = seatNames(['human', 'greedy', 'greedy', 'greedy']);

/** A seated guest from the shipped card, tokens on its appetites in order (null: none). */
export function seated(code: string, tokens: (string | null)[] = []): SdpSeatedGuest {
  const kinds = faces.guests.get(code)?.appetites ?? [];
  return {
    guest: code,
    appetites: kinds.map((kind, i) => {
      const token = tokens[i] ?? null;
      return { kind, token, matches: token !== null && (kind === '*' || kind === token) };
    }),
  };
}

/** A four-seat position made by hand: tokens matching and not, an empty seat, a full row. */
export function fourSeats(extra: Partial<SdpView> = {}): SdpView {
  return {
    mode: 'casual',
    course: "Hors d'Oeuvres",
    courseNumber: 2,
    platter: { F: 5 },
    table: [
      [seated('dali', ['F', 'W', 'W']), seated('klee', ['D']), seated('carrington')],
      [seated('joans', ['W']), seated('toyen')],
      [],
      [seated('bravo', ['C', 'C', 'R']), seated('scesaire'), seated('acesaire', ['F', 'F', 'D'])],
    ],
    stash: [{ F: 1, W: 2, D: 0, C: 0, R: 0 }, {}, { F: 12, W: 10, D: 10, C: 10, R: 10 }, { C: 3 }],
    hands: [4, 5, 6, 3],
    plateUsed: [false, false, false, false],
    fauxPas: [],
    phase: 'action',
    pending: null,
    hand: ['maar', 'arp', 'oppenheim', 'colquhoun'],
    ...extra,
  };
}

/** The board's lines for a hand-made view (the context the play screen would give). */
export function boardOf(v: SdpView, f: Faces, sel: SelectionView, g: Glyphs, seat: number, names: readonly string[], toMove: readonly number[], layout: BoardLayout = FULL_LAYOUT) {
  return boardLines({ view: v, faces: f, selection: sel, glyphs: g, seat, names, toMove, layout, data });
}

/** The hand's lines for a hand-made view. */
export function handOf(v: SdpView, f: Faces, sel: SelectionView, g: Glyphs, seat: number, layout: BoardLayout = FULL_LAYOUT) {
  return handLines({ view: v, faces: f, selection: sel, glyphs: g, seat, names: [], toMove: [], layout, data });
}
