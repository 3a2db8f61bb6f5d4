// The screens draw from the session's one snapshot of the position: the rules are asked whose
// turn it is and what a seat sees once per change of the position (a move, an undo, the curtain
// lifted), and not at all for a key that only moves the selection or opens the help page
// (before the snapshot: 5.4 calls of toMove and 1 of view per key of these scripts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import type { Match } from '../../src/engine/match.js';
import { App } from '../../src/ui/components/App.js';
import { CURTAIN_READ_MS } from '../../src/ui/components/Curtain.js';
import { UNICODE } from '../../src/ui/glyphs.js';
import { matchFromRecord } from '../helpers/rules.js';

const tick = (ms = 15) => new Promise((r) => setTimeout(r, ms));

/** Counts the calls of the match's questions to the rules. */
function counted(match: Match) {
  const calls = { toMove: 0, view: 0, legal: 0 };
  for (const name of Object.keys(calls) as (keyof typeof calls)[]) {
    const own = match[name].bind(match) as (...a: unknown[]) => unknown;
    (match as unknown as Record<string, unknown>)[name] = (...a: unknown[]) => {
      calls[name]++;
      return own(...a);
    };
  }
  return calls;
}

/** The rules' calls while `keys` are pressed (after `first`, a curtain's key), and the moves they played. */
async function perKey(match: Match, keys: string[], first?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'dg-count-'));
  try {
    const app = render(<App start={{ kind: 'game', match }} glyphs={UNICODE} dir={dir} delay={0} size={{ columns: 80, rows: 24 }} />);
    await tick(50);
    if (first) {
      await tick(CURTAIN_READ_MS + 20);
      app.stdin.write(first);
      await tick(50);
    }
    const calls = counted(match);
    const moves = match.record().moves.length;
    for (const k of keys) {
      app.stdin.write(k);
      await tick();
    }
    app.unmount();
    return { ...calls, moves: match.record().moves.length - moves };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the rules asked per key', () => {
  it('Royal Dinner Party: Enter, arrows, help', async () => {
    const match = matchFromRecord({ game: 'royal-dinner-party', seed: 42, options: {}, seats: ['human'], moves: [] });
    const keys = Array.from({ length: 8 }, () => ['\r', '\u001B[C', '\u001B[B', '?', '?']).flat();
    const n = await perKey(match, keys);
    // each Enter plays a move (the game's forced draws ride along with it)
    expect(n.moves).toBeGreaterThanOrEqual(8);
    expect(n.toMove).toBeLessThanOrEqual(8);
    expect(n.view).toBeLessThanOrEqual(8);
    expect(n.legal).toBeLessThanOrEqual(8);
  });

  it('The Feast, two people: arrows and Tab behind the curtain', async () => {
    const match = matchFromRecord({ game: 'the-feast', seed: 3, options: {}, seats: ['human', 'human'], moves: [] });
    const keys = Array.from({ length: 8 }, () => ['\u001B[C', '\u001B[B', '\t', '?', '?']).flat();
    const n = await perKey(match, keys, '1');
    expect(n.moves).toBe(0);
    expect(n).toEqual({ toMove: 0, view: 0, legal: 0, moves: 0 });
  });
});
