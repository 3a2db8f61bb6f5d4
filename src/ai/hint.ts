/**
 * The player that gives hints: in each game and at each table size, the kind the game's tuning
 * names as the strongest there within a hint's CPU budget (measured by bench/ai-ladder.ts,
 * which prints every kind against greedy players), else the strongest level within the budget
 * by rank. A searching level is not stronger everywhere: where greedy's move wins as often,
 * a hint gives greedy's move at once. It is given the seat's Decision like any computer seat,
 * so a hint never peeks, with one change: the seat's own entry in `kinds` names the hint's kind
 * instead of `human`, so that a game's tuning for that kind in that seat (Just Desserts' hard
 * among searching seats) applies and the hint plays exactly as that kind would play there. The
 * other seats' kinds are public and stay as they are. Of the games' tunings only Just Desserts'
 * reads the seat's own kind for its settings (hard at three seats or more among searching seats);
 * The Feast weighs `human` as the hint level already, Louis XIV goes by the table's size alone.
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
    const p = this.playerFor(d);
    return p.choose(asKind(d, p.kind));
  }

  async chooseAsync(d: Decision, signal?: AbortSignal): Promise<number> {
    const p = this.playerFor(d);
    const own = asKind(d, p.kind);
    return p.chooseAsync ? p.chooseAsync(own, signal) : p.choose(own);
  }

  explain(d: Decision, move: number): string | undefined {
    const p = this.players.get(hintKindFor(d.game.id, d.kinds?.length));
    return p?.explain?.(asKind(d, p.kind), move);
  }
}

/**
 * The Decision as a seat of `kind` is given it: the same one with the seat's own entry in
 * `kinds` naming `kind` (absent kinds stay absent; nothing else changes, the generator included).
 */
export function asKind(d: Decision, kind: string): Decision {
  if (!d.kinds || d.kinds[d.seat] === kind) return d;
  return { ...d, kinds: d.kinds.map((k, i) => (i === d.seat ? kind : k)) };
}
