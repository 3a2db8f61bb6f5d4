import { useCallback, useReducer, useRef } from 'react';
import { targetsFor, type BoardPlugin } from '../boards/types.js';
import type { Position, Session } from '../session.js';
import { INITIAL_PLAY, playReducer, verbsOf, type PlayAction, type PlayState } from '../state/play-reducer.js';

export interface PlayController {
  /** The move being put together. */
  state: PlayState;
  /** Applies a key's action; a completed move is played (and saved) before the next frame. */
  dispatch(a: PlayAction): void;
  /** The state as it is now, after any dispatch since the last frame. */
  peek(): PlayState;
  /** Reads the position again after the session changed (a computer move, an undo, the curtain). */
  refresh(message?: string): void;
}

/** The offered moves the board wants pressed twice, with its warning for each. */
function confirmsFor(pos: Position, board: BoardPlugin, data: unknown): Record<string, string> | undefined {
  const seat = pos.active;
  if (!board.confirm || seat === undefined || !pos.legal.length) return undefined;
  const out: Record<string, string> = {};
  for (const m of pos.legal) {
    const warning = board.confirm(pos.view, m.text, seat, data);
    if (warning !== undefined) out[m.text] = warning;
  }
  return out;
}

/**
 * Runs the play reducer and its one effect: when the words make a legal move, plays it at once
 * and resets to the new position, so a key costs one frame, not two.
 */
export function usePlayController(session: Session, board: BoardPlugin): PlayController {
  const reset = useCallback(
    (s: PlayState, message?: string) => {
      // the moves the screen offers: the acting seat's, when a person acts and can see (then the view on screen is theirs)
      const pos = session.position();
      const { legal, active: seat } = pos;
      const data = session.match.data;
      const defaultVerb = board.defaultVerb?.(verbsOf(legal));
      const targets = legal.length && seat !== undefined ? targetsFor(board, seat, () => pos.view, data) : undefined;
      const confirms = confirmsFor(pos, board, data);
      const next = playReducer(s, { type: 'reset', legal, targets, preferredKeys: board.verbKeys, defaultVerb, costly: board.costly, confirms, message });
      const start = legal.length && seat !== undefined ? board.startMove?.(pos.view, legal.map((l) => l.text), data) : undefined;
      return start ? { ...playReducer(next, { type: 'select', text: start }), message: next.message } : next;
    },
    [session, board],
  );
  const ref = useRef<PlayState | undefined>(undefined);
  if (!ref.current) ref.current = reset(INITIAL_PLAY);
  const [, redraw] = useReducer((n: number) => n + 1, 0);

  const dispatch = useCallback(
    (a: PlayAction) => {
      let s = playReducer(ref.current as PlayState, a);
      if (s.chosen) {
        const seat = session.active();
        if (seat !== undefined) session.play(seat, s.chosen.move);
        s = reset(s);
      }
      ref.current = s;
      redraw();
    },
    [session, reset],
  );
  const refresh = useCallback(
    (message?: string) => {
      ref.current = reset(ref.current as PlayState, message);
      redraw();
    },
    [reset],
  );
  const peek = useCallback(() => ref.current as PlayState, []);
  return { state: ref.current, dispatch, refresh, peek };
}
