import { describe, expect, it } from 'vitest';
import { readScreens } from '../../bench/tables.js';

/** A whole 80x24 screen drawn from the top left, as a first frame is. */
const frame = (rows: string[]) => `\u001B[H\u001B[2J${[...rows, ...Array<string>(24).fill('')].slice(0, 24).join('\r\n')}`;
/** One row rewritten in place (row 0 the top), as an incremental frame repaints a changed line. */
const row = (y: number, text: string) => `\u001B[${y + 1};1H\u001B[2K${text}`;

const asking = [
  'The Feast · turn 8                                                   your move',
  'Hand 2 of 4 · round 3 of 8 · topic 2 · pile 22 · discard 0',
  '',
  'Topic 2: your ploy, face down. A matched rank is a gaffe.',
  '  Seat 2 has chosen a ploy.',
  '  Hand 2, round 3 of 8: the topic is 2.',
  '> Seat 4 has chosen a ploy.',
];

describe("the tables bench's reading of a screen", () => {
  it('tells a screen asking for a ploy, its round, and who this round has chosen (not an earlier round)', async () => {
    const [s] = await readScreens([{ at: 1, data: frame(asking) }]);
    expect(s).toEqual({ at: 1, round: 203, choosing: true, chosen: [4] });
  });

  it('reads what an incremental frame changed: the seat has chosen, and a repainted old line is no news', async () => {
    const chosen = row(0, 'The Feast · turn 8') + row(3, 'Your ploy: 5 (face down)') + row(7, '> You have chosen a ploy.');
    const repaint = row(4, '  Seat 2 has chosen a ploy.');
    const [, after, again] = await readScreens([
      { at: 1, data: frame(asking) },
      { at: 2, data: chosen },
      { at: 3, data: repaint },
    ]);
    expect(after).toMatchObject({ round: 203, choosing: false, chosen: [4] });
    expect(again).toMatchObject({ round: 203, choosing: false, chosen: [4] });
  });

  it("counts a seat's choice once its line follows this round's first, and the game's end as every round's", async () => {
    const [, later, over] = await readScreens([
      { at: 1, data: frame(asking) },
      { at: 2, data: row(7, '> Seat 2 has chosen a ploy.') },
      { at: 3, data: frame(['The Feast · game over', 'Seat 2 wins']) },
    ]);
    expect(later.chosen).toEqual([4, 2]);
    expect(over.round).toBe(Infinity);
    expect(over.choosing).toBe(false);
  });
});
