// Shared tables through the real OpenSSH client (the bundle's server, keys made at test time):
// two keys at one Feast table play a whole game, each screen showing its own hand and never the
// other's, one of them killed (kill -9) mid-game and back at its seat with a plain login; a Just
// Desserts offer made out of turn reaches the right player at once, with the time left on their
// screen; a server stopped mid-game opens the table again under the same code, and its players
// rejoin the same position.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYS, ptyProblem, type Term } from '../../bench/ui.js';
import type { GameRecord } from '../../src/engine/record.js';
import { outOfTurn } from '../../src/serve/table.js';
import { knowledge, leaks, screenText } from '../helpers/leaks.js';
import { matchFromRecord } from '../helpers/rules.js';
import { makeKey, opensshProblem, serve, sshTerm, tempDir, type Served } from '../helpers/serve.js';

const skip = ptyProblem !== undefined || opensshProblem !== undefined;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A two-person Just Desserts deal where the first player's pass offers the guest to the second (out of turn). */
function offerSeed(): number {
  for (let seed = 1; seed < 500; seed++) {
    const m = matchFromRecord({ game: 'just-desserts', seed, options: {}, seats: ['human', 'human'], moves: [] });
    const pass = m.legal(0).find((l) => l.text === 'pass');
    if (!pass || m.legal(0).length < 2) continue;
    m.play(0, pass.move);
    if (m.toMove()[0] === 1 && outOfTurn(m, 1)) return seed;
  }
  throw new Error('no deal found');
}

/** The code printed on its own line before the first frame (it may have scrolled off the screen since). */
async function tableCode(t: Term): Promise<string> {
  for (let i = 0; i < 500; i++) {
    const code = /table code: ([A-Z]{4})\r?\n/.exec(t.raw)?.[1];
    if (code) return code;
    await sleep(20);
  }
  throw new Error(`no table code in:\n${screenText(t.raw)}`);
}

describe.skipIf(skip)('shared tables, through OpenSSH', () => {
  const tmp = tempDir('dg-tables-ssh-');
  const state = join(tmp.path, 'state');
  let alice = '';
  let bob = '';
  let server: Served;
  const terms: Term[] = [];
  /** `key`'s ssh, logged in under the key file's name (alice, bob): the name the table shows. */
  const open = (key: string, command: string[], size = { cols: 80, rows: 24 }) => {
    const t = sshTerm(server.port, key, command, size, ['-t', '-l', key.split('/').pop() as string]);
    terms.push(t);
    return t;
  };
  const args = ['--open', '--grace-seconds', '1', '--decision-seconds', '30'];

  beforeAll(async () => {
    alice = makeKey(tmp.path, 'alice');
    bob = makeKey(tmp.path, 'bob');
    server = await serve(state, args);
  });
  afterAll(async () => {
    for (const t of terms) t.kill();
    await server?.stop();
    tmp.done();
  });

  it('seats two keys at one Feast table for a whole game, each seeing its own hand only, one killed and back', async () => {
    const a = open(alice, ['new', 'the-feast', '--seats', 'human,human,greedy', '--seed', '8']);
    const code = await tableCode(a);
    await a.waitFor(`waiting for 1 more (\`join ${code}\`); s starts now`);
    let b = open(bob, ['join', code], { cols: 60, rows: 20 });
    await b.waitFor('Your hand:');
    await a.waitFor('The game starts.');
    const raw: string[] = [];
    let killed = false;
    for (let i = 0; i < 600; i++) {
      const [ta, tb] = [await a.text(), await b.text()];
      if (ta.includes('game over') && tb.includes('game over')) break;
      if (!ta.includes('game over')) await a.press(KEYS.enter);
      if (!tb.includes('game over')) await b.press(KEYS.enter);
      if (!killed && /round 4 of 8/.test(tb)) {
        // bob's connection dies mid-game; the table waits the grace period, then plays for him
        killed = true;
        raw.push(b.raw);
        const since = server.log().length;
        b.kill('SIGKILL');
        await server.waitLog(/left; normal plays for them/, since);
        await a.waitFor('bob left; normal plays for them if they are not back within 1 s.');
        await a.waitFor('normal plays for bob until they are back.');
        // a plain login lands back at the table
        b = open(bob, [], { cols: 60, rows: 20 });
        await b.waitFor('Your hand:');
        await a.waitFor('bob is back.');
      }
    }
    raw.push(b.raw);
    expect(killed).toBe(true);
    await a.waitFor('game over');
    await b.waitFor('game over');
    const done = join(state, 'tables', 'done');
    const file = readdirSync(done).find((f) => f.startsWith(`${code}-`)) as string;
    const record = JSON.parse(readFileSync(join(done, file), 'utf8')) as GameRecord;
    expect(record.seats).toEqual(['human', 'human', 'greedy']);
    const known = knowledge(record);
    // every hand each screen showed as its own was its own
    expect(leaks(screenText(a.raw), known[0])).toEqual([]);
    expect(leaks(screenText(raw.join('')), known[1])).toEqual([]);
    expect(screenText(a.raw)).toMatch(/Your hand: \d/);
    await a.type('q');
    await b.type('q');
  }, 240_000);

  it('takes an out-of-turn offer to the right player at once, with the time left on their screen', async () => {
    const seed = offerSeed();
    const a = open(alice, ['new', 'just-desserts', '--seats', 'human,human', '--seed', String(seed)]);
    const code = await tableCode(a);
    const b = open(bob, ['join', code]);
    await b.waitFor('Waiting for alice');
    await a.waitFor('The game starts.');
    // alice passes the guest on (P, then Enter: a costly action is confirmed)
    await a.type('P');
    await a.press(KEYS.enter);
    await a.settle(200);
    if (!(await b.text()).includes('s to decide')) await a.press(KEYS.enter);
    const screen = await b.waitFor(/\d+ s to decide, then normal decides for you/);
    expect(screen).toMatch(/offer/i);
    expect(await a.waitFor(/Waiting for bob \(\d+ s left\)/)).toBeTruthy();
    // bob serves it (Enter plays his first choice), and alice's screen shows the guest his
    await b.press(KEYS.enter);
    await b.press(KEYS.enter);
    await a.waitFor(/Seat 2 \(bob\)\s+[1-9]\d* pts/);
    await a.type('q');
    await b.type('q');
  }, 120_000);

  it('opens a table again after a restart, under the same code, at the same position', async () => {
    const a = open(alice, ['new', 'the-feast', '--seats', 'human,human', '--seed', '5']);
    const code = await tableCode(a);
    const b = open(bob, ['join', code]);
    await b.waitFor('Your hand:');
    for (let i = 0; i < 40 && !/round 3 of 8/.test(await a.text()); i++) {
      await a.press(KEYS.enter);
      await b.press(KEYS.enter);
      await sleep(50);
    }
    await a.waitFor('round 3 of 8');
    await sleep(500);
    const turn = /turn (\d+)/.exec(await a.text())?.[1];
    const hand = /Your hand: [0-9 ]+/.exec(await a.text())?.[0];
    await server.stop();
    await a.exit;
    await b.exit;
    server = await serve(state, args);
    expect(server.log()).toMatch(new RegExp(`table ${code}: The server restarted`));
    expect(server.log()).not.toMatch(/could not be opened again/);
    const a2 = open(alice, ['join', code.toLowerCase()]);
    await a2.waitFor('Your hand:');
    // (bob has a seat at the Just Desserts table above too: he names this one)
    const b2 = open(bob, ['join', code]);
    await b2.waitFor('Your hand:');
    const text = await a2.text();
    expect(/turn (\d+)/.exec(text)?.[1]).toBe(turn);
    expect(/Your hand: [0-9 ]+/.exec(text)?.[0]).toBe(hand);
    await a2.waitFor('The server restarted; the table waits for its players to come back.');
    // and play goes on: alice's ploy, then bob's, and the round is revealed
    await a2.press(KEYS.enter);
    await a2.waitFor(/You play \d+ face down/);
    await b2.press(KEYS.enter);
    await a2.waitFor(`turn ${Number(turn) + 1}`);
    await a2.type('q');
    await b2.type('q');
  }, 120_000);
});
