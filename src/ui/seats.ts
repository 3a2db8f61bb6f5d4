/**
 * Seats as the screens see them: who is a person, which computer player plays a seat, and
 * what a seat is called on screen. A computer level that is not installed yet (the searching
 * player's easy, normal and hard come from src/ai) plays as greedy, so every kind works.
 */
import type { Match } from '../engine/match.js';
import { createHintPlayer, createPlayer, greedyPlayer, type Player } from '../engine/players.js';
import { SEAT_KINDS, type SeatKind } from '../engine/record.js';

/** The level a new computer seat gets. */
export const DEFAULT_COMPUTER: SeatKind = 'normal';

/** The order the menu offers seat kinds in. */
export const MENU_KINDS: readonly SeatKind[] = ['human', 'normal', 'easy', 'hard', 'greedy', 'random'];

export const isHuman = (kind: string): boolean => kind === 'human';

export function isSeatKind(kind: string): kind is SeatKind {
  return (SEAT_KINDS as readonly string[]).includes(kind);
}

/** Whether a computer kind has its own player (otherwise it plays as greedy). */
export function installed(kind: string): boolean {
  return isHuman(kind) || createPlayer(kind) !== undefined;
}

/** The player for a computer seat, greedy standing in for a level not installed. */
export function computerFor(match: Match, seat: number): Player {
  return match.playerFor(seat) ?? greedyPlayer;
}

/**
 * The player that gives hints: in each game and at each table, the strongest kind whose CPU
 * budget fits a hint's (src/ai hint.ts), else normal, else greedy when the levels are not
 * installed.
 */
export function hintPlayer(): Player {
  return createHintPlayer() ?? createPlayer('normal') ?? greedyPlayer;
}

/**
 * What each seat is called: "You" when one person plays; "Seat 2" among several people;
 * computers by their level ("Seat 3 (normal)").
 */
export function seatNames(kinds: readonly string[]): string[] {
  const people = kinds.filter(isHuman).length;
  return kinds.map((kind, i) => {
    if (isHuman(kind)) return people === 1 ? 'You' : `Seat ${i + 1}`;
    return `Seat ${i + 1} (${kind})`;
  });
}
