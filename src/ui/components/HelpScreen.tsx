import { Box, Text } from 'ink';
import { useState } from 'react';
import { useKeys } from '../hooks/use-keys.js';
import { FRAME_LINES } from '../layout.js';
import { KeyLegend } from './KeyLegend.js';

const BODY = FRAME_LINES - 3;

/** A page to read (keys and rules): scrolls with the arrows and Page Up/Down; Esc, ? or Enter closes it. */
export function HelpScreen({ title, lines, onClose }: {
  /** The page's title. */
  title: string;
  /** Its text, one entry per line. */
  lines: readonly string[];
  /** Called when the person closes it. */
  onClose(): void;
}) {
  const [top, setTop] = useState(0);
  const last = Math.max(0, lines.length - BODY);
  useKeys((input, key) => {
    if (key.escape || key.return || input === '?') onClose();
    else if (key.downArrow || input === 'j') setTop((t) => Math.min(last, t + 1));
    else if (key.upArrow || input === 'k') setTop((t) => Math.max(0, t - 1));
    else if (key.pageDown || input === ' ') setTop((t) => Math.min(last, t + BODY - 1));
    else if (key.pageUp) setTop((t) => Math.max(0, t - BODY + 1));
    else if (key.home) setTop(0);
    else if (key.end) setTop(last);
  });
  const shown = lines.slice(top, top + BODY);
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
        {`lines ${top + 1}-${Math.min(lines.length, top + BODY)} of ${lines.length}`}
      </Text>
      <KeyLegend keys={[['Up/Down', 'scroll'], ['PgUp/PgDn', 'page'], ['Esc ?', 'close'], ['q', 'quit']]} />
    </Box>
  );
}
