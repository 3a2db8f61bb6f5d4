/**
 * Board plug-ins: how a game is drawn. A game with no plug-in gets the generic board, which
 * lists its view's fields; everything else on screen (menu, prompts, curtain, help, saves,
 * scoreboard) is shared. A plug-in never decides legality: it draws the view, places the move
 * words on the board for the arrow keys, and words the prompt.
 *
 * The contract is generic in the game's view `V` (declared once, in the game's view.ts, as
 * boardgame.io's `BoardProps<G>` is in its game's state) and in the plug-in's card faces `F`
 * (what it reads off the ruleset's data to print the cards). A plug-in supplies `board(ctx)`
 * and `hand(ctx)` as lines of styled runs, over one context object: `BoardPart` is the one
 * component that draws any game's board or hand from it.
 */
import type { Segment } from '../components/Line.js';
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

/** What the screen gives a board for one seat: the match's view, data and the screen's state. */
export interface BoardProps<V = Record<string, unknown>> {
  /** What the seat sees: the game's `view(state, seat)`. */
  view: V;
  /** The move being put together, for highlighting. */
  selection: SelectionView;
  /** Symbols for this terminal (Unicode or ASCII). */
  glyphs: Glyphs;
  /** The seat whose view it is (from 0), or -1 for a spectator. */
  seat: number;
  /** How each seat is named on screen ("You", "Seat 2 (normal)"). */
  names: readonly string[];
  /** The ruleset's data the match was set up with (`Match.data`): card faces come from here, never from a ruleset the board loads. */
  data?: unknown;
  /**
   * The room the screen gives the board: its layout, width and line counts. Absent means the
   * full layout (BOARD_LINES and HAND_LINES lines of 78 columns); a board is only given
   * 'compact' or 'small' when its plug-in lists that layout in `layouts`.
   */
  layout?: BoardLayout;
  /** Seats (from 0) that must act now, for a game whose view does not say whose turn it is. */
  toMove?: readonly number[];
}

/** The board region's height: a board draws at most this many lines. */
export const BOARD_LINES = 11;
/** The hand region's height. */
export const HAND_LINES = 2;

/** The screen's layouts: full from 80x23, compact from 60x20, small from 50x16 (see src/ui/layout.ts). */
export type LayoutName = 'full' | 'compact' | 'small';

/** The room a board draws in. */
export interface BoardLayout {
  /** Which layout the terminal's size chose. */
  name: LayoutName;
  /** Columns the board and hand may use (78, 58 or 48). */
  width: number;
  /** Lines the board may use. */
  boardLines: number;
  /** Lines the hand may use. */
  handLines: number;
}

/** A board's or a hand's region: screen lines of styled runs, top to bottom. */
export type BoardLines = readonly (readonly Segment[])[];

/** What a board draws from: the same object for its board and its hand. */
export interface BoardContext<V, F> {
  /** What the seat sees, typed as the game declares it. */
  view: V;
  /** The seat whose view it is (from 0), or -1 for a spectator. */
  seat: number;
  /** How each seat is named on screen ("You", "Seat 2 (normal)"). */
  names: readonly string[];
  /** The move being put together, for highlighting. */
  selection: SelectionView;
  /** Symbols for this terminal (Unicode or ASCII). */
  glyphs: Glyphs;
  /** The room the screen gives the board (the full layout unless the screen says otherwise). */
  layout: BoardLayout;
  /** The ruleset's data the match was set up with (`Match.data`). */
  data: unknown;
  /** The plug-in's card faces for that data (`faces(data)`), read once per ruleset. */
  faces: F;
  /** Seats (from 0) that must act now, for a game whose view does not say whose turn it is. */
  toMove: readonly number[];
}

/** The full layout: BOARD_LINES and HAND_LINES lines of 78 columns. */
export const FULL_LAYOUT: BoardLayout = { name: 'full', width: 78, boardLines: BOARD_LINES, handLines: HAND_LINES };

/** The context a plug-in draws from, for what the screen gives. */
export function boardContext<V, F>(plugin: BoardPlugin<V, F>, props: BoardProps<V>): BoardContext<V, F> {
  return {
    view: props.view,
    seat: props.seat,
    names: props.names,
    selection: props.selection,
    glyphs: props.glyphs,
    layout: props.layout ?? FULL_LAYOUT,
    data: props.data,
    faces: plugin.faces ? plugin.faces(props.data) : (undefined as F),
    toMove: props.toMove ?? [],
  };
}

/** Board positions of move words (x right, y down). */
export type Targets = Readonly<Record<string, readonly [number, number]>>;

/** The targets a board gives for the deciding seat (from 0) and its view. */
export function targetsFor(board: BoardPlugin, seat: number, view: (seat: number) => object, data?: unknown): Targets | undefined {
  return typeof board.targets === 'function' ? board.targets(view(seat), seat, data) : board.targets;
}

// A registered plug-in has its view and faces types erased, as an engine's game has (AnyGame).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface BoardPlugin<V = any, F = any> {
  /** The game it draws. */
  gameId: string;
  /**
   * The card faces it prints (names, cravings, needs...), read off the ruleset's data the match
   * was set up with: called once per draw with the match's data (keep a cache per data object),
   * handed to `board` and `hand` as `ctx.faces`. Never from the game's state.
   */
  faces?(data: unknown): F;
  /** The table from the seat's view, at most `ctx.layout.boardLines` lines of `ctx.layout.width` columns. */
  board(ctx: BoardContext<V, F>): BoardLines;
  /** The seat's private cards or choices, at most `ctx.layout.handLines` lines. */
  hand(ctx: BoardContext<V, F>): BoardLines;
  /**
   * The smaller layouts this board can draw, with the lines its board and hand take in each
   * (compact: 58 columns, board + hand at most 12 lines; small: 48 columns, at most 8). A
   * plug-in without it is drawn only in the full layout, and a smaller terminal is told the
   * game needs 80x23.
   */
  layouts?: Readonly<Partial<Record<'compact' | 'small', { board: number; hand: number }>>>;
  /**
   * Where the board draws each move word (x right, y down), so arrows move between them: fixed,
   * or read from the deciding seat's view for a board whose words move (guests changing places).
   */
  targets?: Targets | ((view: V, seat: number, data?: unknown) => Targets);
  /** The help page's typing examples for this game: names to type, and a `/` example when a name starts with an action's key. */
  typing?: { names: string; slash?: string };
  /**
   * Verbs that give something away (Just Desserts' pass and discard): their key is a capital
   * ("P pass"), so typing a name never switches to them, and their key alone never plays them.
   */
  costly?: readonly string[];
  /** The keys a verb should get when free ("ace" → "x"). */
  verbKeys?: Readonly<Record<string, string>>;
  /**
   * The action a bare Enter starts with, given the legal verbs in the game's order (default:
   * the first): a board picks the harmless one ("end" rather than discarding a card).
   */
  defaultVerb?(verbs: readonly string[]): string | undefined;
  /**
   * A whole legal move a fresh position starts on, its last word under the cursor, when one
   * is the natural choice (placing a token on the appetite it matches): a bare Enter plays it.
   */
  startMove?(view: V, legal: readonly string[], data?: unknown): string | undefined;
  /**
   * Why the curtain calls `seat` (from 0) now, in one line, from what every seat sees (`view(-1)`):
   * out of turn, a person should know what awaits ("Seat 1 gave Dalí a Wine: place it").
   */
  curtain?(publicView: V, seat: number, names: readonly string[], data?: unknown): string | undefined;
  /** What the current step asks, in one short sentence (at most `width` columns when it can: 78, 58 or 48). */
  prompt?(view: V, selection: SelectionView, glyphs: Glyphs, data?: unknown, width?: number): string;
  /** A move word as shown in lists ("7H" → "7♥"; `data`: the match's, for names from the ruleset). */
  word?(word: string, glyphs: Glyphs, data?: unknown): string;
  /** A log line with the game's symbols ("Placed 7H" → "Placed 7♥"). */
  prettify?(text: string, glyphs: Glyphs): string;
  /**
   * Why a legal move deserves a second key press ("7B makes n3 impossible: its 3 cards are
   * discarded"), or undefined for a move played at once. Never decides legality: the move
   * stays legal and is played on the second press.
   */
  confirm?(view: V, move: string, seat: number, data?: unknown): string | undefined;
  /** A few words on why a hinted move is good, when the player gives none (`seat`: whose hint, from 0). */
  why?(view: V, move: string, data?: unknown, seat?: number): string | undefined;
}
