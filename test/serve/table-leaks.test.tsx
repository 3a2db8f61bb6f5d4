// Hidden information at a shared table, proven on the bytes: whole games of every game for
// several seats (The Feast, Just Desserts, Louis XIV, the Surrealist Dinner Party), every seat a
// person at their own SSH connection (ssh2's client, against the built server), and not one byte
// sent to a connection names a card its seat never saw: other hands, face-down ploys, faux pas
// not revealed to it, the cards left in the deck (helpers/leaks.ts says what a seat may know,
// from the finished game's record). And the check can fail: a table whose view leaks another
// seat's hand to a screen is caught.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from 'ink-testing-library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/engine/record.js';
import type { TableThink } from '../../src/serve/table.js';
import { TableSession } from '../../src/serve/table-session.js';
import { Tables } from '../../src/serve/tables.js';
import { App } from '../../src/ui/components/App.js';
import { UNICODE } from '../../src/ui/glyphs.js';
import { knowledge, leaks, screenText } from '../helpers/leaks.js';
import { matchFromRecord } from '../helpers/rules.js';
import { serve, tempDir, type Served } from '../helpers/serve.js';
import { Player } from '../helpers/ssh-player.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const GAMES: { game: string; seats: number; seed: number }[] = [
  { game: 'the-feast', seats: 3, seed: 11 },
  { game: 'just-desserts', seats: 3, seed: 12 },
  { game: 'louis-xiv', seats: 2, seed: 13 },
  { game: 'surrealist-dinner-party', seats: 3, seed: 14 },
];

describe('hidden information at a shared table, over SSH', () => {
  const tmp = tempDir('dg-leaks-');
  const state = join(tmp.path, 'state');
  let server: Served;
  beforeAll(async () => {
    server = await serve(state, ['--open', '--decision-seconds', '600', '--max-per-address', '50']);
  });
  afterAll(async () => {
    await server?.stop();
    tmp.done();
  });

  for (const { game, seats, seed } of GAMES) {
    it(`sends no connection a card its seat never saw, in a whole game of ${game}`, async () => {
      const done = join(state, 'tables', 'done');
      const before = existsSync(done) ? readdirSync(done).length : 0;
      const players = Array.from({ length: seats }, () => new Player());
      const kinds = Array.from({ length: seats }, () => 'human').join(',');
      try {
        await players[0].open(server.port, `new ${game} --seats ${kinds} --seed ${seed}`);
        const code = (await players[0].waitFor(/table code: ([A-Z]{4})/))[1];
        for (const p of players.slice(1)) await p.open(server.port, `join ${code}`);
        // every person presses Enter, again and again, until the game is over: the first choice each time
        const t0 = Date.now();
        while (!existsSync(done) || readdirSync(done).length === before) {
          if (Date.now() - t0 > 240_000) throw new Error(`${game} did not end:\n${screenText(players[0].bytes).slice(-1500)}`);
          for (const p of players) if (!screenText(p.bytes.slice(-3000)).includes('game over')) p.ch?.write('\r');
          await sleep(25);
        }
        await Promise.all(players.map((p) => p.waitFor(/game over/)));
        await sleep(300);
        const file = readdirSync(done).filter((f) => f.startsWith(`${code}-`))[0];
        const record = JSON.parse(readFileSync(join(done, file), 'utf8')) as GameRecord;
        expect(record.game).toBe(game);
        expect(matchFromRecord(record).outcome().over).toBe(true);
        const known = knowledge(record);
        players.forEach((p, seat) => {
          const text = screenText(p.bytes);
          // the check has something to look for: cards this seat never saw (The Feast: its own hands)
          expect(known[seat].secrets.length + (known[seat].hands?.size ?? 0)).toBeGreaterThan(0);
          expect(leaks(text, known[seat]), `seat ${seat + 1} of ${game}`).toEqual([]);
        });
      } finally {
        for (const p of players) p.close();
      }
    }, 300_000);
  }
});

describe('the check for hidden information', () => {
  const local: TableThink = async () => {
    throw new Error('no computer at this table');
  };
  const tmp = tempDir('dg-leaky-');
  afterAll(() => tmp.done());

  /** Seat 1's frames at a two-person table of `game`, its view leaking when `leaky`; and the game's record. */
  async function frames(game: string, seed: number, leaky: boolean): Promise<{ text: string; record: GameRecord }> {
    const tables = new Tables({ think: local, graceMs: 60_000, decisionMs: 60_000, delayMs: 0 });
    const match = matchFromRecord({ game, seed, options: {}, seats: ['human', 'human'], moves: [] });
    if (leaky) {
      // the screens of seat 1 are given seat 2's view
      const view = match.view.bind(match);
      match.view = (seat: number) => view(seat === 0 ? 1 : seat);
    }
    const made = tables.create(match, 'k1', 'p1', 'normal');
    if ('refused' in made) throw new Error(made.refused);
    made.table.join('k2', 'p2');
    const session = new TableSession(made.table, 0, 'k1', tmp.path);
    made.table.attach(session.member);
    const app = render(<App start={{ kind: 'session', session }} glyphs={UNICODE} dir={tmp.path} delay={0} size={{ columns: 100, rows: 30 }} />);
    await sleep(100);
    const text = app.frames.join('\n');
    if (process.env.SHOW) console.log(app.frames.at(-1));
    app.unmount();
    return { text, record: made.table.match.record() };
  }

  for (const game of ['just-desserts', 'the-feast', 'surrealist-dinner-party']) {
    it(`catches a view of ${game} that shows another seat's hand`, async () => {
      const honest = await frames(game, 21, false);
      expect(leaks(honest.text, knowledge(honest.record)[0])).toEqual([]);
      const leaky = await frames(game, 21, true);
      expect(leaks(leaky.text, knowledge(leaky.record)[0]).length).toBeGreaterThan(0);
    });
  }
});
