import type { Segment } from './Line.js';
import { Line } from './Line.js';

/** The bottom line's runs: the keys that work on this screen, dim. */
export function legendLine(keys: readonly (readonly [string, string])[]): Segment[] {
  return [{ text: keys.map(([k, what]) => `${k} ${what}`).join('  '), dim: true }];
}

/** The bottom line: the keys that work on this screen. */
export function KeyLegend({ keys }: { /** Pairs of key and what it does. */ keys: readonly (readonly [string, string])[] }) {
  return <Line segments={legendLine(keys)} />;
}
