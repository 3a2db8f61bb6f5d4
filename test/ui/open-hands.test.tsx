// A curtain hides a hand; where every card lies open (Louis XIV), there is nothing to hide, and
// play passes between the people at the table without one. Where hands are private it stays.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SeatKind } from '../../src/engine/record.js';
import { Session } from '../../src/ui/session.js';
import { matchFromRecord } from '../helpers/rules.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dg-open-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const session = (game: string, seats: SeatKind[]) => new Session(matchFromRecord({ game, seed: 11, options: {}, seats, moves: [] }), { dir, delay: 0 });

describe('the curtain between two people', () => {
  it('is not drawn in Louis XIV, whose cards all lie open: each person sees the table at once', () => {
    const s = session('louis-xiv', ['human', 'human']);
    for (let i = 0; i < 30 && !s.over(); i++) {
      const a = s.active() as number;
      expect(JSON.stringify(s.match.view(a))).toBe(JSON.stringify(s.match.view(-1)));
      expect(s.curtain()).toBeUndefined();
      expect(s.viewer()).toBe(a);
      s.play(a, s.match.legal(a)[0].move);
    }
  });

  it('stays in every game with private hands, before the person lifted it', () => {
    for (const game of ['the-feast', 'just-desserts', 'surrealist-dinner-party', 'royal-dinner-party']) {
      const seats: SeatKind[] = game === 'royal-dinner-party' ? ['human'] : ['human', 'human'];
      const s = session(game, seats);
      const a = s.active() as number;
      if (seats.length === 1) {
        expect(s.curtain()).toBeUndefined();
        continue;
      }
      expect(JSON.stringify(s.match.view(a))).not.toBe(JSON.stringify(s.match.view(-1)));
      expect(s.curtain()).toBe(a);
      expect(s.viewer()).toBe(-1);
      s.lift(a);
      expect(s.viewer()).toBe(a);
    }
  });
});
