import { Text } from 'ink';

/** A run of text with one style. Styles only ever repeat what the text already says. */
export interface Segment {
  text: string;
  color?: string;
  bold?: boolean;
  dim?: boolean;
  inverse?: boolean;
}

/** Total characters of a line's segments. */
export const width = (segs: readonly Segment[]): number => segs.reduce((n, s) => n + s.text.length, 0);

/** One screen line made of styled runs; never wraps (a long line is cut). */
export function Line({ segments }: { /** The runs, left to right. */ segments: readonly Segment[] }) {
  return (
    <Text wrap="truncate">
      {segments.length === 0
        ? ' '
        : segments.map((s, i) =>
            s.color || s.bold || s.dim || s.inverse ? (
              <Text key={i} color={s.color} bold={s.bold} dimColor={s.dim} inverse={s.inverse}>
                {s.text}
              </Text>
            ) : (
              s.text
            ),
          )}
    </Text>
  );
}
