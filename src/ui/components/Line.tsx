import { Text } from 'ink';
import { memo } from 'react';

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

/** Whether two lines have the same runs (a board draws its lines anew each time; most are unchanged). */
export const sameRuns = (a: readonly Segment[], b: readonly Segment[]): boolean =>
  a === b ||
  (a.length === b.length &&
    a.every((s, i) => {
      const t = b[i];
      return s.text === t.text && s.color === t.color && s.bold === t.bold && s.dim === t.dim && s.inverse === t.inverse;
    }));

/** One screen line made of styled runs; never wraps (a long line is cut). Drawn again only when its runs change. */
export const Line = memo(LineOf, (a, b) => sameRuns(a.segments, b.segments));

/** The line's Text, unmemoized (no hooks: the bench's floor calls it to draw a line as this program does). */
export function LineOf({ segments }: { /** The runs, left to right. */ segments: readonly Segment[] }) {
  // a line of one style takes it on its own Text: Ink styles the line as it writes it, where a
  // nested Text's escape codes are made first and then read back code by code
  if (segments.length === 1) {
    const s = segments[0];
    return s.text ? (
      <Text wrap="truncate" color={s.color} bold={s.bold} dimColor={s.dim} inverse={s.inverse}>
        {s.text}
      </Text>
    ) : (
      <Text> </Text>
    );
  }
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
