import { useInput } from 'ink';
import { useCallback, useRef, type ReactNode } from 'react';
import { useHost } from '../hooks/use-host.js';
import { KeyHubContext, type KeyHub } from '../hooks/use-keys.js';

/** Reads the keyboard once for the whole program and hands each key to the screens' `useKeys` (Ctrl-Z suspends). */
export function KeyRouter({ children }: { /** The screens. */ children: ReactNode }) {
  const hub = useRef<KeyHub>({ handlers: new Map(), next: 0 }).current;
  const { suspend } = useHost();
  const onInput = useCallback<Parameters<typeof useInput>[0]>(
    (input, key) => {
      // raw mode turns Ctrl-Z into a key: suspend as the terminal would (the host decides what
      // that means: launch.tsx gives the terminal back and stops); no screen sees it
      if (key.ctrl && input === 'z') return void suspend?.();
      for (const { handler, active } of [...hub.handlers.values()]) if (active) handler(input, key);
    },
    [hub, suspend],
  );
  // one handler that never changes, so Ink subscribes it once and raw mode stays on
  useInput(onInput);
  return <KeyHubContext.Provider value={hub}>{children}</KeyHubContext.Provider>;
}
