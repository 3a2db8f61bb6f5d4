// Saves, statistics and settings in the state folder: atomic writes, damaged files, the folder's place.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAVE_FILE, clearSave, loadSave, writeSave } from '../../src/ui/save.js';
import { readSettings, writeSettings } from '../../src/ui/settings.js';
import { NO_STATS, addResult, readStats, withResult } from '../../src/ui/stats.js';
import { stateDir } from '../../src/ui/storage.js';
import { matchFromRecord, replay } from '../helpers/rules.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dg-ui-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const rdp = (moves: string[] = []) => ({ game: 'royal-dinner-party', seed: 42, options: {}, seats: ['human' as const], moves });

describe('the state folder', () => {
  it('is DINNER_GAMES_STATE_DIR when set', () => {
    expect(stateDir({ DINNER_GAMES_STATE_DIR: '/x/y', XDG_STATE_HOME: '/s' })).toBe('/x/y');
  });
  it('else $XDG_STATE_HOME/dinner-games', () => {
    expect(stateDir({ XDG_STATE_HOME: '/s' })).toBe('/s/dinner-games');
  });
  it('else ~/.local/state/dinner-games (a relative XDG_STATE_HOME is ignored, as the spec says)', () => {
    expect(stateDir({ XDG_STATE_HOME: 'rel', HOME: '/home/ann' })).toMatch(/\.local\/state\/dinner-games$/);
  });
});

describe('saves', () => {
  it('are plain records that replay, written without leaving temporary files', () => {
    const m = matchFromRecord(rdp());
    m.play(0, m.legal(0).find((l) => l.text === 'keep')!.move);
    expect(writeSave(dir, m)).toBeUndefined();
    expect(readdirSync(dir)).toEqual([SAVE_FILE]);
    const written = JSON.parse(readFileSync(join(dir, SAVE_FILE), 'utf8'));
    expect(written).toEqual({ ...m.record(), rules: { digest: expect.stringMatching(/^[0-9a-f]{16}$/), options: expect.any(Object) } });
    expect(replay(written).record.moves).toEqual(['keep']);
  });
  it('load back into the same game', () => {
    const m = matchFromRecord(rdp(['keep', 'draw']));
    writeSave(dir, m);
    const loaded = loadSave(dir);
    expect(loaded.kind).toBe('ok');
    if (loaded.kind === 'ok') expect(loaded.match.view(0)).toEqual(m.view(0));
  });
  it('none there is none', () => {
    expect(loadSave(dir)).toEqual({ kind: 'none' });
  });
  it.each([
    ['not JSON', '{"game": "royal-', /is not valid JSON/],
    ['not a record', '{"game": 7}', /not a game this version can continue: field "game"/],
    ['an unknown game', '{"game": "chess", "seed": 1}', /unknown game "chess"/],
    ['an illegal move', JSON.stringify(rdp(['keep', 'place q9'])), /move 2 "place q9" is illegal/],
  ])('%s: set aside with one clear line, and a fresh start', (_what, text, problem) => {
    writeFileSync(join(dir, SAVE_FILE), text);
    const loaded = loadSave(dir);
    expect(loaded.kind).toBe('bad');
    if (loaded.kind !== 'bad') return;
    expect(loaded.problem).toMatch(problem);
    expect(loaded.problem).toContain('kept as save.json.bad. Starting fresh.');
    expect(loaded.problem).not.toContain('\n');
    expect(readdirSync(dir).sort()).toEqual(['save.json.bad']);
    expect(loadSave(dir)).toEqual({ kind: 'none' });
  });
  it('of a finished game are not offered', () => {
    const m = matchFromRecord({ ...rdp(), options: { appetiteLimit: 12 } });
    while (!m.outcome().over) m.play(0, m.legal(0)[0].move);
    writeFileSync(join(dir, SAVE_FILE), JSON.stringify(m.record()));
    expect(loadSave(dir)).toEqual({ kind: 'none' });
  });
  it('that cannot be written say why instead of crashing', () => {
    writeFileSync(join(dir, 'file'), '');
    expect(writeSave(join(dir, 'file', 'sub'), matchFromRecord(rdp()))).toMatch(/could not save the game/);
  });
  it('are cleared when asked', () => {
    writeSave(dir, matchFromRecord(rdp()));
    clearSave(dir);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('statistics', () => {
  it('count games, wins, the best score and streaks', () => {
    let s = withResult(NO_STATS, true, 3);
    s = withResult(s, true, 5);
    expect(s).toEqual({ played: 2, won: 2, best: 5, streak: 2, bestStreak: 2 });
    s = withResult(s, false, 0);
    expect(s).toEqual({ played: 3, won: 2, best: 5, streak: 0, bestStreak: 2 });
  });
  it('are kept per game in stats.json', () => {
    addResult(dir, 'royal-dinner-party', true, 4);
    addResult(dir, 'the-feast', false, 30);
    expect(readStats(dir)).toEqual({
      'royal-dinner-party': { played: 1, won: 1, best: 4, streak: 1, bestStreak: 1 },
      'the-feast': { played: 1, won: 0, best: 30, streak: 0, bestStreak: 0 },
    });
  });
  it('read a damaged file as none, and start again from it', () => {
    writeFileSync(join(dir, 'stats.json'), 'garbage');
    expect(readStats(dir)).toEqual({});
    expect(addResult(dir, 'x', false, null).stats).toEqual({ played: 1, won: 0, best: null, streak: 0, bestStreak: 0 });
  });
});

describe('settings', () => {
  it('round-trip, and read as empty when damaged', () => {
    writeSettings(dir, { game: 'the-feast', delay: 150 });
    expect(readSettings(dir)).toMatchObject({ game: 'the-feast', delay: 150 });
    writeFileSync(join(dir, 'settings.json'), '[1,2]');
    expect(readSettings(dir)).toEqual({});
  });
});
