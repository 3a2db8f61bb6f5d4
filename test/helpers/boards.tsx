/** Board plug-ins in tests: the context the play screen gives them, and their typed views. */
import { render } from 'ink-testing-library';
import type { Match } from '../../src/engine/match.js';
import { BoardPart } from '../../src/ui/boards/BoardPart.js';
import { boardContext, type BoardContext, type BoardPlugin, type BoardProps, type SelectionView } from '../../src/ui/boards/types.js';
import { UNICODE } from '../../src/ui/glyphs.js';

/** Nothing being chosen. */
export const IDLE: SelectionView = { verb: '', args: [], cursor: '', choices: [], active: false };

/**
 * A match's view for `seat`, typed as its game declares it (a match holds any game, so its
 * `view` is untyped, as the board registry is: the test names the game's view type).
 */
export const viewOf = <V,>(m: Match, seat: number): V => m.view(seat) as unknown as V;

/** What a test gives a board: the view, and what differs from an idle Unicode screen for seat 1. */
export type Given<V> = Partial<BoardProps<V>> & Pick<BoardProps<V>, 'view'>;

/** The context a plug-in draws from, as the play screen fills it in. */
export function contextOf<V, F>(plugin: BoardPlugin<V, F>, given: Given<V>): BoardContext<V, F> {
  return boardContext(plugin, { selection: IDLE, glyphs: UNICODE, seat: 0, names: [], ...given });
}

/** A plug-in's board or hand as Ink draws it on the play screen. */
export function drawn<V>(plugin: BoardPlugin<V>, part: 'board' | 'hand', given: Given<V>): string {
  const props = { selection: IDLE, glyphs: UNICODE, seat: 0, names: [], ...given } as BoardProps;
  const r = render(<BoardPart plugin={plugin} part={part} {...props} />);
  const frame = r.lastFrame() ?? '';
  r.unmount();
  return frame;
}
