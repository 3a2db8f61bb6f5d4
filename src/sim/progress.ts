/**
 * The progress bar of a long study, on stderr and only when stderr is a terminal (quiet when
 * piped or redirected). Redrawn at most ten times a second; erased when the study ends.
 */
import { performance } from 'node:perf_hooks';
import { bar } from './charts.js';

export interface Progress {
  update(done: number, total: number): void;
  done(): void;
}

const silent: Progress = { update: () => undefined, done: () => undefined };

export function progressBar(label: string, unicode: boolean, stream: NodeJS.WriteStream = process.stderr): Progress {
  if (!stream.isTTY) return silent;
  const start = performance.now();
  let last = 0;
  let shown = false;
  return {
    update(done, total) {
      const now = performance.now();
      if (done < total && now - last < 100) return;
      last = now;
      const f = total ? done / total : 1;
      const secs = (now - start) / 1000;
      const eta = done > 0 && done < total ? `, ${Math.ceil((secs * (total - done)) / done)} s left` : '';
      const width = 24;
      const drawn = bar(f, width, { unicode });
      const room = width - (unicode ? [...drawn].length : drawn.length);
      const line = `${label} [${drawn}${' '.repeat(Math.max(0, room))}] ${Math.floor(100 * f)}% ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}${eta}`;
      stream.write(`\r${line}\x1b[K`);
      shown = true;
    },
    done() {
      if (shown) stream.write('\r\x1b[K');
    },
  };
}
