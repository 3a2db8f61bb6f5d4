import { Lines } from '../components/Lines.js';
import { boardContext, type BoardPlugin, type BoardProps } from './types.js';

/**
 * A game's table (`part` "board") or the seat's hand ("hand"), as its plug-in draws them from
 * one context: the one component every game's board goes through.
 */
export function BoardPart({ plugin, part, ...props }: BoardProps & { plugin: BoardPlugin; part: 'board' | 'hand' }) {
  return <Lines lines={plugin[part](boardContext(plugin, props))} />;
}
