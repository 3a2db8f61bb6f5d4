import { useEffect, useState } from 'react';

/** A frame counter that ticks every `ms` while `on`, so a waiting screen shows it is alive. */
export function useSpinner(on: boolean, ms = 120): number {
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    if (!on) return;
    const t = setInterval(() => setFrame((f) => f + 1), ms);
    return () => clearInterval(t);
  }, [on, ms]);
  return frame;
}
