import { useInput, useStdin } from 'ink';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
// Ink's React renderer. It is not exported, so it is imported by path, as ink-fix.ts imports
// Ink's instances (the bundle resolves it at build time, to the module Ink itself uses).
import inkReconciler from '../../../node_modules/ink/build/reconciler.js';
import { useHost } from '../hooks/use-host.js';
import { KeyHubContext, type KeyHub } from '../hooks/use-keys.js';

const CTRL_C = '\u0003';

/**
 * What the router needs of the renderer (React 19's reconciler): run a function so that the
 * updates it makes are rendered and committed before it returns (what react-dom calls flushSync).
 * Without it, React draws them in a later task, and the next key would meet the screen before.
 */
const reconciler = inkReconciler as unknown as { flushSyncFromReconciler?: (fn: () => void) => void };
const drawnAtOnce = (fn: () => void): void => (reconciler.flushSyncFromReconciler ? reconciler.flushSyncFromReconciler(fn) : fn());

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
 * (Ctrl-Z suspends). Keys read together are handed over one at a time, and what each changed
 * is drawn (committed) before the next, so the next meets the handlers of the screen the key
 * before it led to: every key means what it means alone. A Ctrl-C among them is handled first
 * and the others are dropped.
 */
export function KeyRouter({ children }: { /** The screens. */ children: ReactNode }) {
  const hub = useRef<KeyHub>({ handlers: new Map(), next: 0 }).current;
  const { internal_eventEmitter: emitter } = useStdin();
  /** True while one key of a read is handed to Ink's input hook. */
  const replaying = useRef(false);
  const { suspend } = useHost();
  const onInput = useCallback<Parameters<typeof useInput>[0]>(
    (input, key) => {
      // what Ink reads goes to the queue below first; it comes back here one key at a time
      if (!replaying.current) return;
      // raw mode turns Ctrl-Z into a key: suspend as the terminal would (the host decides what
      // that means: launch.tsx gives the terminal back and stops); no screen sees it
      if (key.ctrl && input === 'z') return void suspend?.();
      for (const { handler, active } of [...hub.handlers.values()]) if (active) handler(input, key);
    },
    [hub, suspend],
  );
  // one handler that never changes, so Ink subscribes it once and raw mode stays on
  useInput(onInput);

  useEffect(() => {
    if (!emitter) return;
    const queue: string[] = [];
    let scheduled = false;
    let gone = false;
    const drain = () => {
      scheduled = false;
      while (queue.length && !gone) {
        const interrupt = queue.indexOf(CTRL_C);
        const key = interrupt >= 0 ? CTRL_C : (queue.shift() as string);
        if (interrupt >= 0) queue.length = 0;
        replaying.current = true;
        try {
          // parsed by Ink as a key of its own, then to the screens (onInput above); the screen it
          // leads to, and its handlers (registered as it is committed), are in place on return
          drawnAtOnce(() => emitter.emit('input', key));
        } finally {
          replaying.current = false;
        }
      }
    };
    const onRaw = (input: string) => {
      if (replaying.current) return;
      queue.push(...splitKeys(input));
      if (scheduled) return;
      scheduled = true;
      // once the rest of this read is queued too, so a Ctrl-C later in it is seen first
      queueMicrotask(drain);
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
