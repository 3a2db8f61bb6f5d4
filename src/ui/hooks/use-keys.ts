import type { Key } from 'ink';
import { createContext, useContext, useLayoutEffect, useRef } from 'react';

export type KeyHandler = (input: string, key: Key) => void;

/** The handlers of the screens on show, in the order they were first shown. */
export interface KeyHub {
  handlers: Map<number, { handler: KeyHandler; active: boolean }>;
  next: number;
}

export const KeyHubContext = createContext<KeyHub | undefined>(undefined);

/**
 * Ink's `useInput`, with the same `isActive` to mute keys, but wired when the screen is
 * committed instead of in a later effect: Ink subscribes its handlers in passive effects, so
 * a key pressed just after a screen changed (a fast typist, a paste, a test) reached the old
 * screen or nobody. Needs a KeyRouter above.
 */
export function useKeys(handler: KeyHandler, options: { isActive?: boolean } = {}): void {
  const hub = useContext(KeyHubContext);
  if (!hub) throw new Error('useKeys needs a <KeyRouter> above it');
  const id = useRef(0);
  if (!id.current) id.current = ++hub.next;
  const active = options.isActive !== false;
  useLayoutEffect(() => {
    hub.handlers.set(id.current, { handler, active });
  });
  useLayoutEffect(() => {
    const mine = id.current;
    return () => {
      hub.handlers.delete(mine);
    };
  }, [hub]);
}
