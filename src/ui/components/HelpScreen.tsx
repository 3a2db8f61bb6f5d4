import { Box, Text } from 'ink';
import { useMemo, useState } from 'react';
import { useKeys } from '../hooks/use-keys.js';
import { useScreen } from '../hooks/use-screen.js';
import { pageAction, pageLegend } from '../keys.js';
import { wrapText } from '../layout.js';
import { KeyLegend } from './KeyLegend.js';

/** A page to read (keys and rules): scrolls with the arrows and Page Up/Down; Esc, ? or Enter closes it. */
export function HelpScreen({ title, lines: text, onClose }: {
  /** The page's title. */
  title: string;
  /** Its text, one entry per line. */
  lines: readonly string[];
  /** Called when the person closes it. */
  onClose(): void;
}) {
  const screen = useScreen();
  const BODY = screen.lines - 3;
  // a line wider than the terminal is wrapped (its later lines keep its indent)
  const lines = useMemo(() => text.flatMap((l) => (l.length > screen.columns ? wrapText(l, screen.columns, true) : [l])), [text, screen.columns]);
  const [top, setTop] = useState(0);
  const last = Math.max(0, lines.length - BODY);
  useKeys((input, key) => {
    const action = pageAction(input, key);
    if (action === 'close') onClose();
    else if (action === 'down') setTop((t) => Math.min(last, t + 1));
    else if (action === 'up') setTop((t) => Math.max(0, t - 1));
    else if (action === 'page-down') setTop((t) => Math.min(last, t + BODY - 1));
    else if (action === 'page-up') setTop((t) => Math.max(0, t - BODY + 1));
    else if (action === 'top') setTop(0);
    else if (action === 'bottom') setTop(last);
  });
  const from = Math.min(top, last);
  const shown = lines.slice(from, from + BODY);
  return (
    <Box flexDirection="column">
      <Text bold wrap="truncate">
        {title}
      </Text>
      <Box flexDirection="column" height={BODY}>
        {shown.map((l, i) => (
          <Text key={i} wrap="truncate">
            {l || ' '}
          </Text>
        ))}
      </Box>
      <Text dimColor wrap="truncate">
        {`lines ${from + 1}-${Math.min(lines.length, from + BODY)} of ${lines.length}`}
      </Text>
      <KeyLegend keys={pageLegend(screen.columns >= 60)} />
    </Box>
  );
}
