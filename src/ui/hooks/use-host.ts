import { createContext, useContext } from 'react';
import type { SaveFiles } from '../session.js';
import type { TableServices } from '../table-services.js';
import { localThinker, type Thinker } from '../thinker.js';

/**
 * What the screens ask of the terminal they are drawn on, beyond its streams (which Ink holds):
 * who thinks for the computer seats and hints, how saves are written, and what Ctrl-Z does. The local program stops
 * itself on Ctrl-Z as a terminal program does; a connection to a server has nothing to stop.
 */
export interface HostServices {
  /** Computer moves and hints. */
  thinker: Thinker;
  /** Ctrl-Z; absent: the key does nothing. */
  suspend?: () => void;
  /** How a game's save is kept (absent: written at once, in this thread). */
  files?: SaveFiles;
  /** A server's shared tables (absent: the menu offers none). */
  tables?: TableServices;
}

/** The local terminal's: think in this thread, and stop this process on Ctrl-Z (launch.tsx gives the terminal back first). */
export const LOCAL_SERVICES: HostServices = {
  thinker: localThinker,
  suspend: () => {
    if (process.platform !== 'win32') process.kill(process.pid, 'SIGTSTP');
  },
};

export const HostContext = createContext<HostServices>(LOCAL_SERVICES);

/** The services of the terminal the screens are on (the local one unless a host provides its own). */
export function useHost(): HostServices {
  return useContext(HostContext);
}
