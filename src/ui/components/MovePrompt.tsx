import { Box, Text } from 'ink';
import { memo } from 'react';
import type { BoardPlugin } from '../boards/types.js';
import type { Glyphs } from '../glyphs.js';
import { PROMPT_LINES, windowed } from '../layout.js';
import { DONE, choices, verbsOf, type PlayState } from '../state/play-reducer.js';

/** The prompt region: what to decide, the actions and their keys, the choices (a message or hint goes below it). */
export function MovePrompt({ state, board, view, data, glyphs, seat, who, waiting, width }: {
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
}) {
  const g = glyphs;
  if (waiting !== undefined || !state.verb) return <PromptLines waiting={waiting ?? ''} />;
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

  return <PromptLines who={who ? `${who}: ` : ''} ask={ask} actionLine={actionLine} choiceLine={choiceLine} />;
}

/**
 * The prompt's lines, drawn from their text alone: at a shared table every move anywhere gives
 * each screen a new view, which seldom changes what its prompt says, so the lines are drawn
 * again only when their words change. One component for both forms, so that going from one to
 * the other updates the lines rather than building them anew.
 */
const PromptLines = memo(function PromptLines({ waiting, who = '', ask = '', actionLine = '', choiceLine = '' }: {
  /** Shown alone, when nobody on screen decides. */
  waiting?: string;
  who?: string;
  ask?: string;
  actionLine?: string;
  choiceLine?: string;
}) {
  if (waiting !== undefined) {
    return (
      <Box flexDirection="column" height={PROMPT_LINES}>
        <Text wrap="truncate" bold>
          {waiting}
        </Text>
        <Text> </Text>
        <Text> </Text>
      </Box>
    );
  }
  return (
    <Box flexDirection="column" height={PROMPT_LINES}>
      <Text wrap="truncate" bold>
        {who}
        {ask}
      </Text>
      <Text wrap="truncate">{actionLine}</Text>
      <Text wrap="truncate">{choiceLine}</Text>
    </Box>
  );
});

function genericPrompt(verb: string, args: readonly string[], n: number, g: Glyphs): string {
  const words = [verb, ...args].join(' ');
  if (n <= 1) return `${words}: Enter to play it.`;
  return `${words}: choose with ${g.ascii ? 'the arrows' : g.arrows} and Enter, or type your choice.`;
}
