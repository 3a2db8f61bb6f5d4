// The screens' polish: legal moves and ruleset data handed to boards, typed chunks, the rule
// for typed letters, Enter's harmless default, private notes kept in the log, the ruleset in
// the save, and why a solo game was lost.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from 'ink-testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getGame } from '../../src/engine/registry.js';
import { loadRuleset } from '../../src/rulesets/index.js';
import { justDessertsBoard } from '../../src/ui/boards/just-desserts/plugin.js';
import { App, type ExitInfo, type StartRequest } from '../../src/ui/components/App.js';
import { EventLog } from '../../src/ui/components/EventLog.js';
import { UNICODE } from '../../src/ui/glyphs.js';
import { loadSave, writeSave } from '../../src/ui/save.js';
import { Session } from '../../src/ui/session.js';
import { INITIAL_PLAY, playReducer, type LegalMove } from '../../src/ui/state/play-reducer.js';
import { matchFromFlags } from '../../src/ui/commands.js';
import type { JdView } from '../../src/games/just-desserts/view.js';
import { drawn, viewOf } from '../helpers/boards.js';
import { matchFromRecord } from '../helpers/rules.js';

const tick = (ms = 15) => new Promise((r) => setTimeout(r, ms));
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dg-polish-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function open(start: StartRequest) {
  const exitInfo: ExitInfo = { saved: false };
  const app = render(<App start={start} glyphs={UNICODE} dir={dir} delay={0} exitInfo={exitInfo} />);
  const frame = () => app.lastFrame() ?? '';
  return { app, frame };
}

const legal = (...texts: string[]): LegalMove[] => texts.map((text, move) => ({ move, text }));
const keys = justDessertsBoard.verbKeys;

describe('typed letters: an action key wins, / types a word', () => {
  const moves = legal('discard brulee', 'discard eclair', 'discard waffles', 'end');
  const start = playReducer(INITIAL_PLAY, { type: 'reset', legal: moves, preferredKeys: keys, defaultVerb: 'discard' });

  it('switches to the action whose key it is, even when a word starts with it', () => {
    const s = playReducer(start, { type: 'char', ch: 'e' });
    expect(s.verb).toBe('end');
  });

  it('types a word starting with an action key after /', () => {
    let s = playReducer(start, { type: 'char', ch: '/' });
    expect(s.wordMode).toBe(true);
    s = playReducer(s, { type: 'char', ch: 'e' });
    expect(s.verb).toBe('discard');
    expect(s.cursor).toBe('eclair');
    expect(s.typed).toBe('e');
    // the rest of the word needs no second /
    for (const ch of 'clair') s = playReducer(s, { type: 'char', ch });
    expect(s.chosen?.text).toBe('discard eclair');
  });

  it('still types words whose first letter is no action key', () => {
    const s = playReducer(start, { type: 'char', ch: 'w' });
    expect(s.cursor).toBe('waffles');
    expect(playReducer(s, { type: 'enter' }).chosen?.text).toBe('discard waffles');
  });

  it('Esc leaves the / and keeps the action', () => {
    const s = playReducer(playReducer(start, { type: 'char', ch: '/' }), { type: 'escape' });
    expect(s.wordMode).toBe(false);
    expect(s.verb).toBe('discard');
  });
});

describe("Enter's default action", () => {
  it('is end, not a discard, when Just Desserts offers no steal', () => {
    expect(justDessertsBoard.defaultVerb?.(['discard', 'end'])).toBe('end');
    expect(justDessertsBoard.defaultVerb?.(['discard', 'done'])).toBe('done');
    expect(justDessertsBoard.defaultVerb?.(['steal', 'waiting', 'discard', 'end'])).toBeUndefined();
    const s = playReducer(INITIAL_PLAY, {
      type: 'reset',
      legal: legal('discard brulee', 'end'),
      preferredKeys: keys,
      defaultVerb: justDessertsBoard.defaultVerb?.(['discard', 'end']),
    });
    expect(playReducer(s, { type: 'enter' }).chosen?.text).toBe('end');
  });
});

describe('typing faster than the screen draws', () => {
  it('takes a chunk of keys one after another ("b2" in one write places on b2)', async () => {
    const m = matchFromRecord({ game: 'royal-dinner-party', seed: 5, options: {}, seats: ['human'], moves: [] });
    for (let i = 0; i < 30 && !m.legal(0).some((l) => l.text === 'place b2'); i++) m.play(0, m.legal(0)[0].move);
    const target = m.legal(0).find((l) => l.text === 'place b2');
    expect(target).toBeDefined();
    const ui = open({ kind: 'game', match: m });
    await tick(30);
    ui.app.stdin.write('b2');
    for (let t = 0; t < 100 && !m.record().moves.includes('place b2'); t++) await tick(10);
    expect(m.record().moves).toContain('place b2');
    ui.app.unmount();
  });
});

describe('private notes', () => {
  it('stay at the top of the log, marked, above newer lines', () => {
    const { lastFrame } = render(
      <EventLog entries={['a', 'b', 'c', 'd', 'e', 'f']} lines={4} fresh={0} pinned={['You hold nothing that serves Candice: not asked']} />,
    );
    const lines = (lastFrame() ?? '').split('\n');
    expect(lines[0]).toBe('* You hold nothing that serves Candice: not asked');
    expect(lines.slice(1).map((l) => l.trim())).toEqual(['d', 'e', 'f']);
  });

  it('are the seat’s notes since its last move, while it is to move', () => {
    // the hot-seat scene of ui-just-desserts: seat 2 is passed over for Candice, privately
    const m = matchFromRecord({ game: 'just-desserts', seed: 3, options: {}, seats: ['human', 'human', 'human'], moves: [] });
    const s = new Session(m, { dir, delay: 0 });
    let checked = 0;
    for (let i = 0; i < 200 && !s.over(); i++) {
      const seat = s.active() as number;
      const { pinned } = s.eventsFor(seat);
      const acted = m.events().length;
      for (const e of pinned) expect(e.to).toContain(seat);
      checked += pinned.length;
      s.play(seat, m.legal(seat)[0].move);
      // once it acted, its notes from before are no longer pinned
      expect(s.eventsFor(seat).pinned.every((e) => m.events().indexOf(e) >= acted)).toBe(true);
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('rulesets', () => {
  const game = getGame('just-desserts');
  const variant = () => {
    const file = join(dir, 'variant.yaml');
    const text = readFileSync(join(process.cwd(), 'rulesets', 'just-desserts.yaml'), 'utf8').replace('{ name: Candice,', '{ name: Candy Queen,');
    writeFileSync(file, text);
    return file;
  };

  it('Match keeps its data, and the board reads the card faces from it', () => {
    const file = variant();
    const m = matchFromFlags('just-desserts', { seats: 'human,human', ruleset: file }, 1);
    expect(m.data).toBe(loadRuleset(game, file).data);
    const names = ['Seat 1', 'Seat 2'];
    const sel = { verb: 'pass', args: [], cursor: '', choices: [], active: false };
    const prompt = justDessertsBoard.prompt?.({ ...viewOf<JdView>(m, 0), guestAtHand: 'candice' }, sel, UNICODE, m.data);
    expect(prompt).toContain('Candy Queen');
    // the built-in ruleset's names only when the match plays by it: a board never loads one itself
    const builtin = loadRuleset(game).data;
    expect(justDessertsBoard.prompt?.({ ...viewOf<JdView>(m, 0), guestAtHand: 'candice' }, sel, UNICODE, builtin)).toContain('Candice');
    const v = { ...viewOf<JdView>(m, 0), guests: [['candice'], []] };
    expect(drawn(justDessertsBoard, 'board', { view: v, selection: sel, glyphs: UNICODE, seat: 0, names, data: m.data })).toContain('candice');
  });

  it('a save remembers the ruleset file; resume uses it, and a missing file is one line', () => {
    const file = variant();
    const m = matchFromFlags('just-desserts', { seats: 'human,human', ruleset: file }, 1);
    const s = new Session(m, { dir, delay: 0 });
    s.save();
    const saved = JSON.parse(readFileSync(join(dir, 'save.json'), 'utf8'));
    expect(saved.ruleset).toBe(file);
    expect(saved.moves).toEqual(m.record().moves);
    const back = loadSave(dir);
    expect(back.kind).toBe('ok');
    if (back.kind === 'ok') expect(back.match.data).toBe(m.data);
    rmSync(file);
    const gone = loadSave(dir);
    expect(gone.kind).toBe('kept');
    if (gone.kind === 'kept') {
      expect(gone.problem).toContain(file);
      expect(gone.problem.split('\n')).toHaveLength(1);
    }
    // the save is kept for when the file is back
    copyFileSync(join(process.cwd(), 'rulesets', 'just-desserts.yaml'), file);
    expect(loadSave(dir).kind).toBe('ok');
  });

  it('a save without a ruleset stays a plain record', () => {
    const m = matchFromRecord({ game: 'just-desserts', seed: 1, options: {}, seats: ['human', 'human'], moves: [] });
    writeSave(dir, m);
    expect(JSON.parse(readFileSync(join(dir, 'save.json'), 'utf8')).ruleset).toBeUndefined();
  });
});

describe('the lost solo game', () => {
  it('Match.lossReason tells why', () => {
    const m = matchFromRecord({ game: 'royal-dinner-party', seed: 5, options: { appetiteLimit: 12 }, seats: ['human'], moves: [] });
    for (let i = 0; i < 300 && !m.outcome().over; i++) m.play(0, m.legal(0)[0].move);
    expect(m.outcome().over).toBe(true);
    if (!m.outcome().winners.length) expect(m.lossReason()).toMatch(/appetite|deck/);
  });
});
