/**
 * The progress of a long study, on stderr. On a terminal, a bar redrawn at most ten times a
 * second and erased when the study ends. Elsewhere (a batch job's log, a pipe), a plain line
 * every `PLAIN_EVERY_SECONDS` so that the log shows the job is alive; a study shorter than
 * that prints nothing.
 */
import { performance } from 'node:perf_hooks';
import { bar } from './charts.js';

export interface Progress {
  update(done: number, total: number): void;
  done(): void;
}

/** Seconds between two plain progress lines. */
export const PLAIN_EVERY_SECONDS = 10;

const count = (n: number): string => n.toLocaleString('en-US');

function eta(secs: number, done: number, total: number): string {
  if (done <= 0 || done >= total) return '';
  const left = Math.ceil((secs * (total - done)) / done);
  return left >= 120 ? `, about ${Math.round(left / 60)} min left` : `, ${left} s left`;
}

/** Plain lines for a log: "The Feast: 1,200/10,000 games (12%), 30 s, 220 s left". */
function plainLines(label: string, stream: NodeJS.WritableStream, now: () => number): Progress {
  const start = now();
  let next = start + PLAIN_EVERY_SECONDS * 1000;
  return {
    update(done, total) {
      const t = now();
      if (t < next) return;
      next = t + PLAIN_EVERY_SECONDS * 1000;
      const secs = (t - start) / 1000;
      const pct = total ? Math.floor((100 * done) / total) : 100;
      stream.write(`${label}: ${count(done)}/${count(total)} games (${pct}%), ${Math.round(secs)} s${eta(secs, done, total)}\n`);
    },
    done: () => undefined,
  };
}

export function progressBar(
  label: string,
  unicode: boolean,
  stream: NodeJS.WriteStream = process.stderr,
  now: () => number = () => performance.now(),
): Progress {
  if (!stream.isTTY) return plainLines(label, stream, now);
  const start = now();
  let last = 0;
  let shown = false;
  return {
    update(done, total) {
      const t = now();
      if (done < total && t - last < 100) return;
      last = t;
      const f = total ? done / total : 1;
      const secs = (t - start) / 1000;
      const width = 24;
      const drawn = bar(f, width, { unicode });
      const room = width - (unicode ? [...drawn].length : drawn.length);
      const line = `${label} [${drawn}${' '.repeat(Math.max(0, room))}] ${Math.floor(100 * f)}% ${count(done)}/${count(total)}${eta(secs, done, total)}`;
      // within the terminal's width: a line that wraps cannot be redrawn over itself
      const fits = stream.columns > 1 ? stream.columns - 1 : Infinity;
      stream.write(`\r${[...line].slice(0, fits).join('')}\x1b[K`);
      shown = true;
    },
    done() {
      if (shown) stream.write('\r\x1b[K');
    },
  };
}
