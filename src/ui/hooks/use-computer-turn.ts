import { useEffect, useRef, useState } from 'react';
import { greedyPlayer } from '../../engine/players.js';
import { pause } from '../pause.js';
import type { Session } from '../session.js';
import type { Waiting } from '../thinker.js';
import { useHost } from './use-host.js';

/**
 * Plays `seat`'s computer move after the session's pause, without blocking the screen:
 * searching players think in chunks (`chooseAsync`) and stop when the seat changes, the
 * screen goes away, or the game is undone or quit. `onMove` receives the move; when the
 * player failed, greedy chose it and `failure` says why. `onError` hears of anything else.
 * The host's thinker does the thinking; returns where the request waits for its turn to think
 * (a busy server), undefined while it is thought about or when no computer is to move.
 */
export function useComputerTurn(
  session: Session,
  seat: number | undefined,
  onMove: (seat: number, move: number, failure?: unknown) => void,
  onError: (e: unknown) => void,
): Waiting | undefined {
  const { thinker } = useHost();
  const [waiting, setWaiting] = useState<Waiting | undefined>(undefined);
  const handlers = useRef({ onMove, onError });
  handlers.current = { onMove, onError };
  const version = session.version;
  useEffect(() => {
    if (seat === undefined) return;
    const ctl = new AbortController();
    const run = async () => {
      await pause(session.delay, ctl.signal);
      if (ctl.signal.aborted) return;
      let move: number;
      let failure: unknown;
      try {
        move = await thinker.move(session.match, seat, ctl.signal, (w) => {
          if (!ctl.signal.aborted) setWaiting(w);
        });
      } catch (e) {
        if (ctl.signal.aborted) return;
        // a player that fails must not stop the game: greedy moves instead, and the screen says why
        failure = e;
        move = greedyPlayer.choose(session.match.decision(seat));
      }
      if (!ctl.signal.aborted) handlers.current.onMove(seat, move, failure);
    };
    run().catch((e: unknown) => {
      if (!ctl.signal.aborted) handlers.current.onError(e);
    });
    return () => {
      ctl.abort();
      setWaiting(undefined);
    };
  }, [session, seat, version, thinker]);
  return waiting;
}
