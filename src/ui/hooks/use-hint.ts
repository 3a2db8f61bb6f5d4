import { useCallback, useEffect, useRef, useState } from 'react';
import type { Hint } from '../hint.js';
import type { Session } from '../session.js';
import type { Waiting } from '../thinker.js';
import { useHost } from './use-host.js';

export interface HintState {
  /** The hint for the position on screen, once it is ready. */
  hint: Hint | undefined;
  /** True while the hint player thinks about the position on screen. */
  busy: boolean;
  /** Where the request waits for its turn to think (a busy server); undefined while it is thought about. */
  waiting?: Waiting;
  /** Asks for a hint for `seat`. */
  ask(seat: number): void;
}

/** A hint being worked out: for the session's `at`-th version. */
interface Asked {
  controller: AbortController;
  at: number;
}

/**
 * Hints for the position on screen. A hint is shown when it is ready, or dropped (its search
 * stopped) once the position it was for has passed: a move, an undo, the curtain. Nothing
 * waits for one: every request ends by showing its hint or by letting `busy` go, whatever
 * happened to it (dropped, asked again, failed).
 */
export function useHint(
  session: Session,
  why: ((text: string) => string | undefined) | undefined,
  onReady: (hint: Hint) => void,
): HintState {
  const { thinker } = useHost();
  const [state, setState] = useState<{ hint?: Hint; busy: boolean; version: number; waiting?: Waiting }>({ busy: false, version: -1 });
  const asked = useRef<Asked | undefined>(undefined);
  const ready = useRef(onReady);
  ready.current = onReady;
  const version = session.version;
  // the position changed: drop the hint asked for an older one. Compared by version, not by
  // whichever request is current when this runs: effects run after the frame, and a hint asked
  // for the new position in between must not be the one stopped.
  useEffect(() => {
    const a = asked.current;
    if (a && a.at !== session.version) {
      a.controller.abort();
      asked.current = undefined;
    }
  }, [session, version]);
  useEffect(() => () => asked.current?.controller.abort(), []);
  const ask = useCallback(
    (seat: number) => {
      asked.current?.controller.abort();
      const controller = new AbortController();
      const mine: Asked = { controller, at: session.version };
      asked.current = mine;
      setState({ busy: true, version: mine.at });
      const settle = (hint?: Hint) => {
        const current = asked.current === mine;
        if (current) asked.current = undefined;
        if (hint && current && session.version === mine.at) {
          setState({ hint, busy: false, version: mine.at });
          ready.current(hint);
        } else if (!asked.current) {
          // dropped or failed, and nothing newer asked: nothing is being thought about any more
          setState((s) => (s.busy ? { busy: false, version: s.version } : s));
        }
      };
      const waiting = (w: Waiting | undefined) => {
        if (asked.current === mine) setState((s) => (s.version === mine.at && s.busy ? { ...s, waiting: w } : s));
      };
      thinker.hint(session.match, seat, controller.signal, why, waiting).then(
        (hint) => settle(controller.signal.aborted ? undefined : hint),
        () => settle(),
      );
    },
    [session, why, thinker],
  );
  const current = state.version === version;
  return { hint: current ? state.hint : undefined, busy: current && state.busy, waiting: current ? state.waiting : undefined, ask };
}
