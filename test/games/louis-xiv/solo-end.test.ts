// Louis XIV solo: the ninth turn ends as every other does, when its step 3 is over (scoring,
// any disposing, and `done`); only then is the game over, and the tray is not refilled.
import { describe, expect, it } from 'vitest';
import { replayJson } from '../../../src/engine/record.js';
import { replay } from '../../helpers/rules.js';
import { getGame } from '../../../src/engine/registry.js';
import { compile, ratingOf } from '../../../src/games/louis-xiv/data.js';
import { loadRuleset } from '../../../src/rulesets/index.js';
import { stackedDeck, tableRecord } from '../../helpers/records.js';

const game = getGame('louis-xiv');
const t = compile(loadRuleset(game).data);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the view is plain JSON read field by field
type View = Record<string, any>;

/** The food pile (tray 1B-9B, then 1G 2G 3G), then the A.I.'s nine cards in the order it draws them. */
const deck = [
  ...stackedDeck('louis-xiv', '1B 2B 3B 4B 5B 6B 7B 8B 9B 1G 2G 3G'.split(' '), {}, 1).filter((c) => !c.startsWith('S')),
  ...'S4 S1 S2 S3 S5 S6 S7 S8 S9'.split(' '),
];

/** Eight whole turns, then the ninth turn's take and its three placements. */
const NINE = [
  'col a', 'place 1B n1', 'place 1G n1', 'place 7B n2', 'done',
  'col a', 'place 4G n2', 'place 12B n6', 'place 11B n6', 'done',
  'row 3', 'place 9G n4', 'place 3G n4', 'place 12G n4', 'done',
  'row 3', 'place 2P n6', 'place 1P n1', 'place 6P n3', 'done',
  'col a', 'place 7P n2', 'place 4P n3', 'place 11P n5', 'done',
  'row 1', 'place 1K n5', 'place 10P n5', 'place 10G n5', 'done',
  'row 1', 'place 10K n5', 'place 8K n5', 'place 9K n5', 'done',
  'row 1', 'place 1Y n1', 'place 4Y n3', 'place 3Y n3', 'done',
  'row 1', 'place 7Y n3', 'place 8Y n3', 'place 10Y n3',
];

const play = (moves: string[]) => {
  const r = replay(tableRecord('louis-xiv', 1, deck, moves));
  const json = replayJson(r);
  return { json, v: json.state as View };
};

describe('louis-xiv solo: the end of the ninth turn', () => {
  it('after its third card is placed and scored, the ninth turn goes on to disposing and done', () => {
    const { json, v } = play(NINE);
    expect(v.soloLeft).toBe(0);
    expect(v.turn).toBe(8);
    expect(json.over).toBe(false);
    expect(v.phase).toBe('dispose');
    expect(v.rating).toBe(null);
    // the nobles still holding cards may be disposed of, as in any turn
    expect(json.legal).toEqual(['dispose n2', 'dispose n5', 'done']);
  });

  it('a record that writes the ninth turn\'s disposal and done is read, and the game ends there, the tray not refilled', () => {
    const before = play(NINE).v;
    const { json, v } = play([...NINE, 'dispose n2', 'done']);
    expect(json.over).toBe(true);
    expect(v.turn).toBe(9);
    expect(v.phase).toBe('over');
    expect(v.nobles[0][1].cards).toEqual([]);
    expect(v.discard.slice(-before.nobles[0][1].cards.length)).toEqual(before.nobles[0][1].cards);
    expect(v.tray).toEqual(before.tray);
    expect(['a1', 'b1', 'c1'].map((c) => v.tray[c])).toEqual([null, null, null]);
    expect(v.rating).toBe(ratingOf(t, json.scores[0]));
    expect(json.winners).toEqual(json.scores[0] >= t.soloWin ? [1] : []);
    // done alone ends it the same way
    const done = play([...NINE, 'done']);
    expect(done.json.over).toBe(true);
    expect(done.json.scores).toEqual(json.scores);
  });
});
