/**
 * The player that gives hints: in each game and at each table size, the kind the game's tuning
 * names as the strongest there within a hint's CPU budget (measured by bench/ai-ladder.ts,
 * which prints every kind against greedy players), else the strongest level within the budget
 * by rank. A searching level is not stronger everywhere: where greedy's move wins as often,
 * a hint gives greedy's move at once. It is given the seat's Decision like any computer seat,
 * so a hint never peeks.
 */
import { createPlayer, greedyPlayer, type Decision, type Player } from '../engine/players.js';
import { HINT_BUDGET, hintLevel, levelFor } from './levels.js';
import { tuningFor } from './tuning.js';

/** Whether a kind thinks within a hint's budget (greedy and random do not search). */
export function fitsHint(kind: string): boolean {
  if (kind === 'greedy' || kind === 'random') return true;
  const level = levelFor(kind);
  return level !== undefined && level.budget <= HINT_BUDGET;
}

/** The kind a hint plays in `gameId` at a table of `seats` (undefined: not known). */
export function hintKindFor(gameId: string, seats: number | undefined): string {
  const named = seats === undefined ? undefined : tuningFor(gameId).hint?.(seats);
  return named !== undefined && fitsHint(named) ? named : hintLevel().kind;
}

export class HintPlayer implements Player {
  /** The kind of the last hint's player. */
  kind = hintLevel().kind;
  private readonly players = new Map<string, Player>();

  /** The player for this decision's game and table (one per kind, so `explain` reads its last search). */
  playerFor(d: Decision): Player {
    const kind = hintKindFor(d.game.id, d.kinds?.length);
    let p = this.players.get(kind);
    if (!p) {
      p = createPlayer(kind) ?? greedyPlayer;
      this.players.set(kind, p);
    }
    this.kind = p.kind;
    return p;
  }

  choose(d: Decision): number {
    return this.playerFor(d).choose(d);
  }

  async chooseAsync(d: Decision, signal?: AbortSignal): Promise<number> {
    const p = this.playerFor(d);
    return p.chooseAsync ? p.chooseAsync(d, signal) : p.choose(d);
  }

  explain(d: Decision, move: number): string | undefined {
    return this.players.get(hintKindFor(d.game.id, d.kinds?.length))?.explain?.(d, move);
  }
}
