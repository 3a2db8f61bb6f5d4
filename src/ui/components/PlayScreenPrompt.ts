import type { BoardPlugin } from '../boards/types.js';
import type { Glyphs } from '../glyphs.js';
import { PROMPT_LINES, windowed } from '../layout.js';
import { DONE, choices, verbsOf, type PlayState } from '../state/play-reducer.js';
import type { Segment } from './Line.js';

/**
 * The prompt region's lines (`PROMPT_LINES` of them): what to decide (bold), the actions and
 * their keys, the choices; or, while nobody on screen decides, what is awaited (a message or
 * hint goes below it).
 */
export function promptLines({ state, board, view, data, glyphs, seat, who, waiting, width }: {
  /** The move being put together. */
  state: PlayState;
  /** The game's board plug-in (for prompts and word names). */
  board: BoardPlugin;
  /** What the seat sees. */
  view: Record<string, unknown>;
  /** The match's ruleset data, for the board's prompt. */
  data?: unknown;
  /** Symbols for this terminal. */
  glyphs: Glyphs;
  /** The seat to move (from 0), when one is. */
  seat?: number;
  /** Who decides, when it must be said ("Seat 2"), else empty. */
  who: string;
  /** Shown instead of the choices while nobody on screen decides ("Seat 3 (normal) is thinking"). */
  waiting?: string;
  /** Columns the lines may use. */
  width: number;
}): Segment[][] {
  const g = glyphs;
  if (waiting !== undefined || !state.verb) return fill([[{ text: waiting ?? '', bold: true }]]);
  const list = choices(state);
  const sel = { verb: state.verb, args: state.args, cursor: state.cursor, choices: list, active: true, legal: state.legal.map((l) => l.text), seat };
  // the board words its prompt for the columns left after "Seat 2: "
  const ask = board.prompt?.(view, sel, g, data, width - (who ? who.length + 2 : 0)) || genericPrompt(state.verb, state.args, list.length, g);
  const name = (w: string) => (w === DONE ? `Enter: ${[state.verb, ...state.args].join(' ')}` : (board.word?.(w, g, data) ?? w));

  const verbs = verbsOf(state.legal);
  const actions = verbs.map((v) => {
    const text = `${state.keys[v] ?? '?'} ${v}`;
    return v === state.verb ? `${g.cursor}${text}${g.cursorEnd}` : ` ${text} `;
  });
  const longActions = verbs.length > 1 ? `Actions: ${actions.join(' ')}  (Tab: next)` : `Action: ${state.verb}`;
  // too long for the line (Surrealist Dinner Party's eight actions), the labels go rather than actions
  const actionLine = longActions.length <= width || verbs.length <= 1 ? longActions : actions.join(' ');

  const items = list.map((w) => (w === state.cursor ? `${g.cursor}${name(w)}${g.cursorEnd}` : ` ${name(w)} `));
  const at = Math.max(0, list.indexOf(state.cursor));
  const win = windowed(items, at, width - 12, 1);
  const head = [state.verb, ...state.args].join(' ');
  const more = (win.from > 0 ? g.ellipsis : '') + win.text + (win.to < items.length ? g.ellipsis : '');
  const typed = state.typed || state.wordMode ? `   typed: ${state.wordMode ? '/' : ''}${state.typed}_` : '';
  const choiceLine = list.length === 1 && list[0] === DONE ? `Enter: ${head}${typed}` : `${head}: ${more}${typed}`;

  return fill([[{ text: `${who ? `${who}: ` : ''}${ask}`, bold: true }], [{ text: actionLine }], [{ text: choiceLine }]]);
}

/** The region's lines, blank ones below. */
const fill = (lines: Segment[][]): Segment[][] => [...lines, ...Array.from({ length: PROMPT_LINES - lines.length }, () => [])];

function genericPrompt(verb: string, args: readonly string[], n: number, g: Glyphs): string {
  const words = [verb, ...args].join(' ');
  if (n <= 1) return `${words}: Enter to play it.`;
  return `${words}: choose with ${g.ascii ? 'the arrows' : g.arrows} and Enter, or type your choice.`;
}
