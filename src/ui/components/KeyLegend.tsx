import { Text } from 'ink';

/** The bottom line: the keys that work on this screen. */
export function KeyLegend({ keys }: { /** Pairs of key and what it does. */ keys: readonly (readonly [string, string])[] }) {
  return (
    <Text wrap="truncate" dimColor>
      {keys.map(([k, what]) => `${k} ${what}`).join('  ')}
    </Text>
  );
}
