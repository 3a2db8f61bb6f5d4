/**
 * Board plug-ins: how a game is drawn. A game with no plug-in gets the generic board, which
 * lists its view's fields; everything else on screen (menu, prompts, curtain, help, saves,
 * scoreboard) is shared. A plug-in never decides legality: it draws the view, places the move
 * words on the board for the arrow keys, and words the prompt.
 */
import type { ComponentType } from 'react';
import type { Glyphs } from '../glyphs.js';

/** The move being put together, as a board highlights it. */
export interface SelectionView {
  /** The verb ("place", "joker"). */
  verb: string;
  /** Arguments chosen so far ("a1" of "joker a1 c3"). */
  args: readonly string[];
  /** The highlighted choice for the next word ('' when the words so far are the move). */
  cursor: string;
  /** Every choice for the next word. */
  choices: readonly string[];
  /** True while the seat's move is being chosen (not while a computer thinks or the game is over). */
  active: boolean;
  /** The legal moves' texts of the seat deciding on screen ("serve a b"); empty otherwise. */
  legal?: readonly string[];
  /** The seat to move (from 0), a person or a computer; undefined when nobody is. */
  seat?: number;
}

export interface BoardProps {
  /** What the seat sees: the game's `view(state, seat)`. */
  view: Record<string, unknown>;
  /** The move being put together, for highlighting. */
  selection: SelectionView;
  /** Symbols for this terminal (Unicode or ASCII). */
  glyphs: Glyphs;
  /** The seat whose view it is (from 0), or -1 for a spectator. */
  seat: number;
  /** How each seat is named on screen ("You", "Seat 2 (normal)"). */
  names: readonly string[];
  /** The ruleset's data the match was set up with (`Match.data`): card faces come from here, not the built-in ruleset. */
  data?: unknown;
}

/** The board region's height: a board draws at most this many lines. */
export const BOARD_LINES = 11;
/** The hand region's height. */
export const HAND_LINES = 2;

export interface BoardPlugin {
  /** The game it draws. */
  gameId: string;
  /** The table from the seat's view, at most BOARD_LINES lines of 80 columns. */
  Board: ComponentType<BoardProps>;
  /** The seat's private cards or choices, at most HAND_LINES lines. */
  Hand: ComponentType<BoardProps>;
  /** Where the board draws each move word (x right, y down), so arrows move between them. */
  targets?: Readonly<Record<string, readonly [number, number]>>;
  /** The keys a verb should get when free ("ace" → "x"). */
  verbKeys?: Readonly<Record<string, string>>;
  /**
   * The action a bare Enter starts with, given the legal verbs in the game's order (default:
   * the first): a board picks the harmless one ("end" rather than discarding a card).
   */
  defaultVerb?(verbs: readonly string[]): string | undefined;
  /** What the current step asks, in one short sentence. */
  prompt?(view: Record<string, unknown>, selection: SelectionView, glyphs: Glyphs, data?: unknown): string;
  /** A move word as shown in lists ("7H" → "7♥"). */
  word?(word: string, glyphs: Glyphs): string;
  /** A log line with the game's symbols ("Placed 7H" → "Placed 7♥"). */
  prettify?(text: string, glyphs: Glyphs): string;
  /**
   * Why a legal move deserves a second key press ("7B makes n3 impossible: its 3 cards are
   * discarded"), or undefined for a move played at once. Never decides legality: the move
   * stays legal and is played on the second press.
   */
  confirm?(view: Record<string, unknown>, move: string, seat: number, data?: unknown): string | undefined;
  /** A few words on why a hinted move is good, when the player gives none (`seat`: whose hint, from 0). */
  why?(view: Record<string, unknown>, move: string, data?: unknown, seat?: number): string | undefined;
}
