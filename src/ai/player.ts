/**
 * The searching player: a `Player` over the Decision API only. It chooses with the search in
 * search.ts, at once (`choose`, for the simulator and tests: the rollout budget alone decides,
 * so a seed gives the same move anywhere) or in chunks that leave the event loop free
 * (`chooseAsync`, for the screens). Both spend the same rollout budget and so choose the same
 * move: a chunk is a count of rollouts, never a time, so no clock enters the search at all. An
 * abort signal (the player left the game) stops the search.
 */
import type { Decision, Player } from '../engine/players.js';
import { Search, type CandidateStats, type SearchSettings } from './search.js';
import { tuningFor } from './tuning.js';

/**
 * How many rollouts a chunk of search plays before it yields to the event loop: work, not time
 * (a rollout takes about 0.4-1.3 ms here, so a chunk is a few milliseconds, at most a few tens).
 */
export const CHUNK_ROLLOUTS = 8;

/** What the last search found, for `explain`. */
interface LastChoice {
  legal: string;
  move: number;
  stats: CandidateStats[];
}

export class SearchPlayer implements Player {
  readonly kind: string;
  readonly settings: SearchSettings;
  private last: LastChoice | null = null;

  /** Whether a game's own settings for this kind apply (the registered levels; not a player built for a test). */
  private readonly perGame: boolean;

  constructor(kind: string, settings: SearchSettings, perGame = false) {
    this.kind = kind;
    this.settings = settings;
    this.perGame = perGame;
  }

  choose(d: Decision): number {
    if (d.legal.length === 1) return d.legal[0];
    const search = new Search(d, this.settingsFor(d.game.id, d.kinds, d.seat));
    search.run();
    return this.remember(d, search);
  }

  async chooseAsync(d: Decision, signal?: AbortSignal): Promise<number> {
    if (d.legal.length === 1) return d.legal[0];
    const search = new Search(d, this.settingsFor(d.game.id, d.kinds, d.seat));
    while (!signal?.aborted) {
      let played = 0;
      if (search.run(() => signal?.aborted === true || ++played >= CHUNK_ROLLOUTS)) break;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return this.remember(d, search);
  }

  explain(d: Decision, move: number): string {
    const tuning = tuningFor(d.game.id, d.kinds, d.seat);
    // a throwaway generator: explaining must not change the player's own
    const words = tuning.describe?.(d.sample(d.rng.slice()), d.seat, move);
    const last = this.last;
    const stat = last && last.legal === d.legal.join(',') ? last.stats.find((s) => s.move === move) : undefined;
    const numbers = stat && stat.playouts > 0 ? playoutWords(stat) : '';
    if (words && numbers) return `${words} (${numbers})`;
    return words || numbers || 'the only sensible move';
  }

  /** The level's settings with the game's own for this level (at this table) over them. */
  settingsFor(gameId: string, kinds?: readonly string[], seat = 0): SearchSettings {
    const own = this.perGame ? tuningFor(gameId, kinds, seat).levels?.[this.kind] : undefined;
    return own ? { ...this.settings, ...own } : this.settings;
  }

  private remember(d: Decision, search: Search): number {
    const move = search.best();
    this.last = { legal: d.legal.join(','), move, stats: search.stats() };
    return move;
  }
}

function playoutWords(s: CandidateStats): string {
  if (s.finished === s.playouts) return `won ${Math.round((100 * s.wins) / s.playouts)}% of ${s.playouts} playouts`;
  return `scored ${s.mean.toFixed(2)} on average over ${s.playouts} playouts`;
}
