// Words: counts agree with their nouns ("1 hand", "1 pt"), the games name seats and the screen
// says "you" (so a line reads right for one person, for two at one keyboard, and in
// `replay --log`), and each rules page states the player counts `list` gives.
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../src/engine/rng.js';
import { allGames, getGame } from '../../src/engine/registry.js';
import type { AnyGame, GameEvent } from '../../src/engine/types.js';
import { CATALOG } from '../../src/games/index.js';
import { loadRuleset, optionsOver } from '../../src/rulesets/index.js';
import { boardFor } from '../../src/ui/boards/index.js';
import { nobleCheck } from '../../src/ui/boards/louis-xiv/check.js';
import { boardLines as louisLines } from '../../src/ui/boards/louis-xiv/lines.js';
import { boardLines as feastLines } from '../../src/ui/boards/the-feast/lines.js';
import { boardLines as jdLines } from '../../src/ui/boards/just-desserts/lines.js';
import { justDessertsBoard } from '../../src/ui/boards/just-desserts/plugin.js';
import type { JdView } from '../../src/games/just-desserts/view.js';
import { contextOf } from '../helpers/boards.js';
import type { SelectionView } from '../../src/ui/boards/types.js';
import { UNICODE } from '../../src/ui/glyphs.js';
import { inYourWords } from '../../src/ui/your-words.js';
import { LOUIS_DATA, fourSeats } from '../helpers/louis-xiv-view.js';

const flat = (lines: { text: string }[][]): string[] => lines.map((l) => l.map((s) => s.text).join(''));
const idle: SelectionView = { verb: '', args: [], cursor: '', choices: [], active: false };
const NOUNS = 'pts|points|hands|rounds|cards|tokens|guests|desserts|turns|moves|games|players|seats|nobles|ploys|gaffes';
/** A count of one with a plural noun: "1 hands", "Seat 2  1 pts". */
const ONE_PLURAL = new RegExp(`(^|[^\\d.])1 (${NOUNS})\\b`);

/** Plays `game` with random moves from `seed`, collecting every event (private ones too) and each seat's view after each move. */
function randomGame(game: AnyGame, seats: number, seed: number, options: Record<string, unknown> = {}) {
  const rules = loadRuleset(game);
  const events: GameEvent[] = [];
  const state = game.setup({ seed, seats, options: optionsOver(game, rules, options), data: rules.data, events });
  const rng = seedRng(seed + 1);
  const movers: number[] = [];
  const legal: number[] = [];
  const views: unknown[] = [];
  for (let step = 0; step < 5000 && game.toMove(state, movers) > 0; step++) {
    const seat = movers[0];
    const n = game.legal(state, seat, legal);
    game.apply(state, seat, legal[nextInt(rng, n)], events);
    if (step % 7 === 0) views.push(game.view(state, 0));
  }
  views.push(game.view(state, 0));
  return { events, views, state };
}

describe('the games name seats; the screen says "you"', () => {
  it.each(allGames().map((g) => [g.id]))('%s: no event says "you", and each reads right in your words', (id) => {
    const game = getGame(id);
    const board = boardFor(id);
    const names = ['You', ...Array.from({ length: game.players.max - 1 }, (_, i) => `Seat ${i + 2}`)];
    const seen = new Set<string>();
    for (let seats = game.players.min; seats <= game.players.max; seats++) {
      for (let seed = 1; seed <= 3; seed++) {
        // and with every option that deals or drafts (private "keeps" lines)
        const options = id === 'surrealist-dinner-party' && seed === 3 ? { mode: 'advanced' } : {};
        for (const e of randomGame(game, seats, seed * 11 + seats, options).events) seen.add(e.text);
      }
    }
    expect(seen.size).toBeGreaterThan(5);
    for (const text of seen) {
      // `replay --log` prints every event, private ones included: "You" there would be nobody
      // (a solo game's one player may be "you")
      if (game.players.max > 1) expect(text, text).not.toMatch(/\byou\b/i);
      const mine = inYourWords(board.prettify?.(text, UNICODE) ?? text, names.slice(0, game.players.max));
      // "You unite ... and wins at once": a second verb after "you" that did not agree
      expect(mine, mine).not.toMatch(/^You\b[^.;:]* and (wins|stashes|takes|draws|plays|keeps|holds|scores|sends)\b/);
      expect(mine, mine).not.toMatch(ONE_PLURAL);
    }
  });
});

describe("The Feast's final table", () => {
  it('marks the best seat as the winner, never a dummy, however many points the dummies took', () => {
    const feast = getGame('the-feast');
    let checked = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const { views, state } = randomGame(feast, 2, seed);
      const over = views[views.length - 1] as Parameters<typeof feastLines>[0] & { totals: Record<string, number>; dummies: { total: number }[] };
      const rows = flat(feastLines(over, 0, ['You', 'Seat 2'], UNICODE)).slice(2);
      const winners = feast.outcome(state).winners;
      const marked = rows.flatMap((r, i) => (r.startsWith(UNICODE.ok) ? [i] : []));
      expect(marked, `seed ${seed}`).toEqual(winners);
      if (Math.max(...over.dummies.map((d) => d.total)) > Math.max(over.totals['1'] ?? 0, over.totals['2'] ?? 0)) checked++;
    }
    // the case that matters happened: a dummy out-scored both seats
    expect(checked).toBeGreaterThan(0);
  });
});

describe('counts of one', () => {
  it("The Feast's final table after a game of one hand says '1 hand'", () => {
    const feast = getGame('the-feast');
    const { views } = randomGame(feast, 4, 5, { hands: 1 });
    const over = views[views.length - 1] as Parameters<typeof feastLines>[0];
    expect((over as { phase: string }).phase).toBe('over');
    const lines = flat(feastLines(over, 0, ['You', 'Seat 2', 'Seat 3', 'Seat 4'], UNICODE));
    expect(lines[0]).toMatch(/^Final scores after 1 hand\b/);
  });

  it("Louis XIV's seats say '1 pt' beside a seat with one point, the columns kept", () => {
    // seat 2 has scored n4 alone, worth 1 point
    const base = fourSeats();
    const v = fourSeats({
      nobles: base.nobles.map((ns, s) => (s === 1 ? ns.map((n) => ({ ...n, scored: n.noble === 'n4', cards: [] })) : ns)),
    });
    const lines = flat(louisLines(v, idle, UNICODE, 0, ['You', 'Seat 2 (greedy)', 'Seat 3 (greedy)', 'Seat 4 (hard)'], LOUIS_DATA, nobleCheck));
    const row = lines.find((l) => l.includes('Seat 2 (greedy)')) as string;
    expect(row).toMatch(/Seat 2 \(greedy\) +1 pt {3}/);
    const other = lines.find((l) => l.includes('Seat 3 (greedy)')) as string;
    expect(row.indexOf('1 pt') + 6).toBe(other.search(/\d+ pts/) + 6);
  });

  it("Just Desserts' seats never say '1 pts' over whole games", () => {
    const jd = getGame('just-desserts');
    const rules = loadRuleset(jd);
    let ones = 0;
    for (let seed = 1; seed <= 6; seed++) {
      for (const v of randomGame(jd, 3, seed).views) {
        const view = v as JdView;
        if (view.points.includes(1)) ones++;
        const c = contextOf(justDessertsBoard, { view, names: ['You', 'Seat 2', 'Seat 3'], data: rules.data });
        for (const line of flat(jdLines(c))) expect(line, line).not.toMatch(ONE_PLURAL);
      }
    }
    expect(ones).toBeGreaterThan(0);
  });
});

describe('each rules page states the player counts `list` gives', () => {
  it.each(CATALOG.map((g) => [g.id, g.players.min, g.players.max]))('%s: %i to %i', (id, min, max) => {
    const rules = getGame(id).rules;
    if (max === 1) expect(rules.split('\n')[0]).toMatch(/\(solo\)/);
    else {
      expect(rules).toContain(`${min} to ${max} players`);
      const stated = [...rules.matchAll(/(\d+) to (\d+) players/g)].map((m) => `${m[1]}-${m[2]}`);
      expect(new Set(stated)).toEqual(new Set([`${min}-${max}`]));
    }
  });
});
