import { useStdout } from 'ink';
import { useEffect, useState } from 'react';

export interface TerminalSize {
  columns: number;
  rows: number;
}

/** The terminal's size, kept up to date on resize; `fixed` replaces it (tests). */
export function useTerminalSize(fixed?: TerminalSize): TerminalSize {
  const { stdout } = useStdout();
  const read = (): TerminalSize => fixed ?? { columns: stdout.columns || 80, rows: stdout.rows || 24 };
  const [size, setSize] = useState(read);
  useEffect(() => {
    if (fixed) {
      setSize(fixed);
      return;
    }
    const onResize = () => setSize({ columns: stdout.columns || 80, rows: stdout.rows || 24 });
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout, fixed?.columns, fixed?.rows]);
  return size;
}
