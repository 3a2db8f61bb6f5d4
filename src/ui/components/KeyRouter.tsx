import { useInput, useStdin } from 'ink';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { KeyHubContext, type KeyHub } from '../hooks/use-keys.js';

const CTRL_C = '\u0003';

/**
 * The keys in what Ink hands over as one input. Ink's parser already sends each escape
 * sequence (an arrow, Shift-Tab) on its own; anything else is a run of plain characters read
 * together (a slow link, a phone's SSH app, a paste), which this splits into one key per
 * character, a CR LF pair being one Enter.
 */
export function splitKeys(input: string): string[] {
  if (input.startsWith('\u001B') || input.length <= 1) return input ? [input] : [];
  const out: string[] = [];
  const chars = [...input];
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] === '\r' && chars[i + 1] === '\n') i++;
    out.push(chars[i]);
  }
  return out;
}

/**
 * Reads the keyboard once for the whole program and hands each key to the screens' `useKeys`
 * (Ctrl-Z suspends). Keys read together are handed over one at a time, each after the screen
 * the key before it led to is in place, so every key means what it means alone; a Ctrl-C
 * among them (or among keys still waiting) is handled first and the others are dropped.
 */
export function KeyRouter({ children }: { /** The screens. */ children: ReactNode }) {
  const hub = useRef<KeyHub>({ handlers: new Map(), next: 0 }).current;
  const { internal_eventEmitter: emitter } = useStdin();
  /** True while one key of the queue is handed to Ink's input hook. */
  const replaying = useRef(false);
  const onInput = useCallback<Parameters<typeof useInput>[0]>(
    (input, key) => {
      // what Ink reads first goes to the queue below; it comes back here one key at a time
      if (!replaying.current) return;
      // raw mode turns Ctrl-Z into a key: suspend as the terminal would (launch.tsx gives the
      // terminal back first); no screen sees it
      if (key.ctrl && input === 'z' && process.platform !== 'win32') return void process.kill(process.pid, 'SIGTSTP');
      for (const { handler, active } of [...hub.handlers.values()]) if (active) handler(input, key);
    },
    [hub],
  );
  // one handler that never changes, so Ink subscribes it once and raw mode stays on
  useInput(onInput);

  // after each key, a render of this router: its layout effect runs once everything the key
  // changed is committed (one render takes every update made so far, children's effects first),
  // so the screens' handlers are those of the screen the key led to; then the next key
  const [turn, setTurn] = useState(0);
  const after = useRef<(() => void) | undefined>(undefined);
  useLayoutEffect(() => {
    const next = after.current;
    after.current = undefined;
    if (next) setImmediate(next);
  }, [turn]);

  useEffect(() => {
    if (!emitter) return;
    const queue: string[] = [];
    let draining = false;
    let gone = false;
    // one key, then (once what it changed is on screen) the next
    const step = () => {
      if (gone) return;
      const interrupt = queue.indexOf(CTRL_C);
      const key = interrupt >= 0 ? CTRL_C : queue.shift();
      if (interrupt >= 0) queue.length = 0;
      if (key === undefined) {
        draining = false;
        return;
      }
      replaying.current = true;
      try {
        emitter.emit('input', key);
      } finally {
        replaying.current = false;
      }
      after.current = step;
      setTurn((n) => n + 1);
    };
    const onRaw = (input: string) => {
      if (replaying.current) return;
      queue.push(...splitKeys(input));
      if (draining) return;
      draining = true;
      // after the rest of this read has been queued, so a Ctrl-C later in it is seen first
      queueMicrotask(step);
    };
    emitter.on('input', onRaw);
    return () => {
      gone = true;
      queue.length = 0;
      emitter.off('input', onRaw);
    };
  }, [emitter]);
  return <KeyHubContext.Provider value={hub}>{children}</KeyHubContext.Provider>;
}
