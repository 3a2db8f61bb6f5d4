import type { Glyphs } from '../glyphs.js';
import { alwaysLegend, playLegend, type LegendEntry } from '../keys.js';
import type { Position } from '../session.js';
import type { Waiting } from '../thinker.js';
import { liftKey } from './Curtain.js';

/** A request for thought that waits on a busy server (one thinking for many tables), in words. */
export function busyWords(w: Waiting): string {
  return 'full' in w ? 'waits: the server is busy, and its queue full' : `waits for the server (busy: ${w.queued} ahead)`;
}

/** The header's right-hand side: who is next, or whose move it is. */
export function statusText(pos: Position): string {
  const { names, curtain, computer, active } = pos;
  if (curtain !== undefined) return `${names[curtain]} is next`;
  if (computer !== undefined) return `${names[computer]} to move`;
  if (active === undefined) return '';
  return pos.humans.length > 1 ? `${names[active]} to move` : 'your move';
}

/** The header's title, whole and short (the seed only once it may be shown). */
export function titles(gameName: string, pos: Position, g: Glyphs): { title: string; short: string } {
  const seedText = pos.seed !== undefined ? `seed ${pos.seed}${g.sep}` : '';
  const short = `${seedText}turn ${pos.turn}`;
  return { title: `${gameName}${g.sep}${short}`, short };
}

/**
 * The bottom line: the table's keys, or behind the curtain the next person's key, help and quit;
 * nobody at this screen plays (a spectator, computers among themselves): help and quit alone.
 */
export function legendFor(pos: Position, g: Glyphs, wide: boolean, shared = false): LegendEntry[] {
  if (pos.curtain !== undefined) return [[liftKey(pos.curtain), `${pos.names[pos.curtain]} looks`], ...alwaysLegend(g)];
  if (pos.humans.length === 0) return alwaysLegend(g);
  return playLegend(g, wide, 'deciding', shared);
}
