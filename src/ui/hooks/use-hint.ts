import { useCallback, useEffect, useRef, useState } from 'react';
import type { Hint } from '../hint.js';
import type { Session } from '../session.js';
import type { Waiting } from '../thinker.js';
import { useHost } from './use-host.js';

export interface HintState {
  /** The hint for the position on screen, once it is ready. */
  hint: Hint | undefined;
  /** True while the hint player thinks. */
  busy: boolean;
  /** Where the request waits for its turn to think (a busy server); undefined while it is thought about. */
  waiting?: Waiting;
  /** Asks for a hint for `seat`. */
  ask(seat: number): void;
}

/** Hints for the position on screen; a move or an undo makes the old hint go away. */
export function useHint(
  session: Session,
  why: ((text: string) => string | undefined) | undefined,
  onReady: (hint: Hint) => void,
): HintState {
  const { thinker } = useHost();
  const [state, setState] = useState<{ hint?: Hint; busy: boolean; version: number; waiting?: Waiting }>({ busy: false, version: -1 });
  const ctl = useRef<AbortController | undefined>(undefined);
  const ready = useRef(onReady);
  ready.current = onReady;
  const version = session.version;
  useEffect(() => () => ctl.current?.abort(), [version]);
  const ask = useCallback(
    (seat: number) => {
      ctl.current?.abort();
      const c = new AbortController();
      ctl.current = c;
      const at = session.version;
      setState({ busy: true, version: at });
      const waiting = (w: Waiting | undefined) => {
        if (!c.signal.aborted) setState((s) => (s.version === at && s.busy ? { ...s, waiting: w } : s));
      };
      thinker
        .hint(session.match, seat, c.signal, why, waiting)
        .then((hint) => {
          if (c.signal.aborted || session.version !== at) return;
          setState({ hint, busy: false, version: at });
          ready.current(hint);
        })
        .catch(() => {
          if (!c.signal.aborted) setState({ busy: false, version: at });
        });
    },
    [session, why, thinker],
  );
  const current = state.version === version;
  return { hint: current ? state.hint : undefined, busy: current && state.busy, waiting: current ? state.waiting : undefined, ask };
}
