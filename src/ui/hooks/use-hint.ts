import { useCallback, useEffect, useRef, useState } from 'react';
import { hintFor, type Hint } from '../hint.js';
import type { Session } from '../session.js';

export interface HintState {
  /** The hint for the position on screen, once it is ready. */
  hint: Hint | undefined;
  /** True while the hint player thinks. */
  busy: boolean;
  /** Asks for a hint for `seat`. */
  ask(seat: number): void;
}

/** Hints for the position on screen; a move or an undo makes the old hint go away. */
export function useHint(
  session: Session,
  why: ((text: string) => string | undefined) | undefined,
  onReady: (hint: Hint) => void,
): HintState {
  const [state, setState] = useState<{ hint?: Hint; busy: boolean; version: number }>({ busy: false, version: -1 });
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
      hintFor(session.match, seat, c.signal, why)
        .then((hint) => {
          if (c.signal.aborted || session.version !== at) return;
          setState({ hint, busy: false, version: at });
          ready.current(hint);
        })
        .catch(() => {
          if (!c.signal.aborted) setState({ busy: false, version: at });
        });
    },
    [session, why],
  );
  const current = state.version === version;
  return { hint: current ? state.hint : undefined, busy: current && state.busy, ask };
}
