// A hint never freezes play: asked for a position just drawn (before the frame's effects have
// run), it is shown; asked for a position that has passed, it is dropped and nothing waits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Text } from 'ink';
import { render } from 'ink-testing-library';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../src/ai/index.js';
import { matchFromRecord } from '../helpers/rules.js';
import { useHint } from '../../src/ui/hooks/use-hint.js';
import { Session } from '../../src/ui/session.js';

const tick = (ms = 15) => new Promise((r) => setTimeout(r, ms));
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dg-hint-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const session = () =>
  new Session(matchFromRecord({ game: 'royal-dinner-party', seed: 42, options: {}, seats: ['human'], moves: ['keep'] }), { dir, delay: 0 });

/** Shows the hint's state; asks for one in a layout effect when the session reaches `askAt`. */
function Probe({ s, askAt }: { s: Session; askAt: number }) {
  const h = useHint(s, undefined, () => {});
  const v = s.version;
  useLayoutEffect(() => {
    // a key handled as soon as the new frame is committed, before its passive effects
    if (v === askAt) h.ask(0);
  }, [v]);
  return <Text>{h.busy ? 'busy' : h.hint ? `hint: ${h.hint.text}` : 'idle'}</Text>;
}

async function until(frame: () => string | undefined, what: RegExp, ms = 8000): Promise<string> {
  const t0 = Date.now();
  while (Date.now() - t0 < ms && !what.test(frame() ?? '')) await tick(10);
  return frame() ?? '';
}

describe('hints and the position changing', () => {
  it('a hint asked for the new position before the last frame\'s effects ran is shown, not left thinking', async () => {
    const s = session();
    const app = render(<Probe s={s} askAt={1} />);
    expect(app.lastFrame()).toBe('idle');
    // the position changes (here the curtain's version step; a computer's move does the same)
    s.version++;
    app.rerender(<Probe s={s} askAt={1} />);
    // before the fix the previous version's clean-up stopped this request and busy stayed for good
    expect(await until(app.lastFrame, /^hint: /)).toMatch(/^hint: (draw|place|ace|joker)/);
    app.unmount();
  });

  it('a hint for a position that has passed is dropped, and nothing stays busy', async () => {
    const s = session();
    const app = render(<Probe s={s} askAt={0} />);
    expect(await until(app.lastFrame, /busy/, 1000)).toBe('busy');
    s.play(0, s.match.legal(0)[0].move);
    app.rerender(<Probe s={s} askAt={0} />);
    expect(await until(app.lastFrame, /idle/)).toBe('idle');
    await tick(300);
    expect(app.lastFrame()).toBe('idle');
    app.unmount();
  });
});
