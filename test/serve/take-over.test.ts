// A computer level that plays a person's seat at a shared table (the person away, out of time,
// or never come) plays as that level in that seat: the worker replays the record with the level
// named at the seat, so a game's tuning for the level there applies (Just Desserts' hard among
// searching seats), not the one for a seat labelled `human`.
import '../../src/games/index.js';
import '../../src/ai/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, greedyPlayer, type Decision, type Player } from '../../src/engine/players.js';
import { ThinkPool } from '../../src/serve/think-pool.js';
import { poolTableThink } from '../../src/serve/thinker.js';
import { matchFromRecord } from '../helpers/rules.js';

describe("the level standing in for a person's seat", () => {
  let pool: ThinkPool;
  beforeAll(async () => {
    pool = new ThinkPool({ workers: 1, queue: 4 });
    await pool.start();
  });
  afterAll(async () => {
    await pool.close();
  });

  it('plays as a hard seat there, among normal players at Just Desserts', async () => {
    const match = matchFromRecord({ game: 'just-desserts', seed: 5, options: {}, seats: ['human', 'normal', 'normal', 'normal'], moves: [] });
    const think = poolTableThink(pool);
    const hard = createPlayer('hard') as Player;
    const signal = new AbortController().signal;
    let compared = 0;
    let differ = 0;
    while (!match.outcome().over && compared < 8 && differ < 2) {
      const seat = match.toMove()[0];
      if (seat === 0 && match.legal(0).length >= 3) {
        const asHard = (kinds?: readonly string[]): Decision => ({ ...match.decision(0, match.seatRng(0).slice()), kinds });
        const expected = hard.choose(asHard(['hard', 'normal', 'normal', 'normal']));
        const plain = hard.choose(asHard(match.decision(0).kinds));
        const rng = match.seatRng(0).slice();
        const move = await think(match, 0, 'hard', signal);
        expect(move).toBe(expected);
        // the seat's generator moved on as a hard seat's would
        const mine = rng.slice();
        hard.choose({ ...match.decision(0, mine), kinds: ['hard', 'normal', 'normal', 'normal'] });
        expect(match.seatRng(0)).toEqual(mine);
        compared++;
        if (plain !== expected) differ++;
        match.play(0, move);
        continue;
      }
      match.play(seat, greedyPlayer.choose(match.decision(seat)));
    }
    // some of these positions tell the two apart: hard with the settings of a seat labelled `human` chose otherwise
    expect(differ).toBeGreaterThanOrEqual(1);
  });
});
