import { Box, Text } from 'ink';
import { useRef, useState } from 'react';
import { ASCII } from '../glyphs.js';
import { useKeys } from '../hooks/use-keys.js';
import { useScreen } from '../hooks/use-screen.js';
import { wrapText } from '../layout.js';
import type { MyTable } from '../table-services.js';
import { KeyLegend } from './KeyLegend.js';

interface Line {
  text: string;
  inverse?: boolean;
  bold?: boolean;
  color?: string;
  dim?: boolean;
}

/** The letters a code is made of are 4; the screen takes any letter (a wrong one is refused in one line). */
const CODE_LENGTH = 4;

/**
 * Joining a table: type its code (four letters, any case) and Enter, or pick one of the
 * tables this key already sits at to go back to it. A wrong or full code is said in one line
 * and the screen stays; Tab watches the table typed instead (when the server offers it); Esc
 * goes back to the menu.
 */
export function TableJoin({ mine, notice: first, watch, onJoin, onWatch, onBack }: {
  /** The tables this key sits at. */
  mine: readonly MyTable[];
  /** A line to show at once (why the last attempt failed). */
  notice?: string;
  /** Whether a table may be watched. */
  watch: boolean;
  /** Sits at the table; returns why not (shown here), or undefined. */
  onJoin(code: string): string | undefined;
  /** Watches the table; returns why not, or undefined. */
  onWatch(code: string): string | undefined;
  onBack(): void;
}) {
  const screen = useScreen();
  const ref = useRef({ code: '', cursor: 0, notice: first });
  const [, setTick] = useState(0);
  const set = (next: Partial<typeof ref.current>) => {
    ref.current = { ...ref.current, ...next };
    setTick((t) => t + 1);
  };
  const rows = 1 + mine.length;
  useKeys((input, key) => {
    const s = ref.current;
    if (key.escape) return onBack();
    if (key.upArrow) return set({ cursor: (s.cursor - 1 + rows) % rows });
    if (key.downArrow) return set({ cursor: (s.cursor + 1) % rows });
    if (key.return) {
      const code = s.cursor === 0 ? s.code : mine[s.cursor - 1].code;
      if (!code) return set({ notice: 'Type the four letters of the code first.' });
      const refused = onJoin(code);
      if (refused) set({ notice: refused });
      return;
    }
    if (key.tab && watch) {
      if (!s.code) return set({ notice: 'Type the code of the table to watch first.' });
      const refused = onWatch(s.code);
      if (refused) set({ notice: refused });
      return;
    }
    if (key.backspace || key.delete) return set({ code: s.code.slice(0, -1), cursor: 0, notice: undefined });
    if (/^[a-zA-Z]$/.test(input) && s.code.length < CODE_LENGTH) set({ code: s.code + input.toUpperCase(), cursor: 0, notice: undefined });
  });
  const s = ref.current;
  const g = ASCII;
  const width = screen.columns;
  const blank = '_'.repeat(CODE_LENGTH - s.code.length);
  const lines: Line[] = [
    { text: 'JOIN A TABLE', bold: true },
    { text: `${s.cursor === 0 ? g.cursor : ' '} Table code: ${s.code}${blank}`, inverse: s.cursor === 0 },
  ];
  for (const t of s.notice ? wrapText(s.notice, width) : [' ']) lines.push({ text: t, color: s.notice ? 'yellow' : undefined });
  if (mine.length) {
    lines.push({ text: 'Your tables (to go back to one):' });
    mine.forEach((t, i) => {
      const at = s.cursor === i + 1;
      const how = `${t.started ? 'playing' : 'waiting'}${t.host ? ', you host it' : ''}`;
      lines.push({ text: `${at ? g.cursor : ' '} ${t.code}  ${t.game} (${how})`, inverse: at });
    });
  }
  const help = `Type the four letters your host gave you, then Enter${watch ? '; Tab watches the table instead (no hands shown)' : ''}.`;
  const tail: Line[] = wrapText(help, width).map((text) => ({ text, dim: true }));
  const fit = lines.slice(0, Math.max(3, screen.lines - 1 - tail.length));
  return (
    <Box flexDirection="column">
      {[...fit, ...tail].map((l, i) => (
        <Text key={i} wrap="truncate" inverse={l.inverse} bold={l.bold} dimColor={l.dim} color={l.color}>
          {l.text}
        </Text>
      ))}
      <KeyLegend keys={[['Enter', 'join'], ...(mine.length ? ([['Up/Dn', 'your tables']] as const) : []), ...(watch ? ([['Tab', 'watch']] as const) : []), ['Esc', 'back']]} />
    </Box>
  );
}
